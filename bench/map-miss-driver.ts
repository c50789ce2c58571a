// In-process A/B driver for the map miss (docs/performance.md "## Map miss"): starts the bench's app
// server (bench/servers/app-server.ts; --dist DIR for another build) as a child, sends the bench's
// 64 rotating miss requests with 4 keep-alive clients, and reports the server's CPU per miss from
// its own process.cpuUsage. With --perf FILE, `perf record -F 2999 -g` samples the server during
// the measured requests (start the server with --perf-basic-prof: NODE_FLAGS below).
//   node --import tsx bench/map-miss-driver.ts [--dist DIR] [--warm 2000] [--n 2000] [--rounds 1] [--perf FILE]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { cpuOf, startServer, useBuild } from './child-server.js';
import { missBodies } from './scenarios/maps.js';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    warm: { type: 'string', default: '2000' },
    n: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '1' },
    perf: { type: 'string' },
    syscalls: { type: 'boolean', default: false },
    'node-flag': { type: 'string', multiple: true, default: [] },
  },
});

// The bench scenario's own 64 rotating requests.
const bodies = missBodies();

useBuild(values.dist);
const nodeFlags = [...(values.perf ? ['--perf-basic-prof'] : []), ...values['node-flag']];
const server = await startServer('app-server.ts', {}, nodeFlags);
const url = new URL(server.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function post(path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-api-key': 'bench-map-key', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(`status ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let next = 0;
async function run(count: number): Promise<number[]> {
  let left = count;
  const lat: number[] = [];
  const client = async () => {
    while (left-- > 0) {
      const t = performance.now();
      await post('/api/direct/map?skipCache=true', bodies[next++ % bodies.length]!);
      lat.push(performance.now() - t);
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  return lat.sort((a, b) => a - b);
}

for (const b of bodies) await post('/api/direct/map', b);
await run(Number(values.warm));
for (let r = 0; r < Number(values.rounds); r++) {
  let perf;
  if (values.perf || values.syscalls) {
    const events = ['fsync', 'fdatasync', 'rename', 'renameat2', 'unlink', 'openat', 'write', 'pwrite64', 'futex'].map((s) => `syscalls:sys_enter_${s}`).join(',');
    const args = values.perf ? ['record', '-F', '2999', '-g', '-p', String(server.child.pid), '-o', values.perf] : ['stat', '-e', events, '-p', String(server.child.pid)];
    perf = spawn('perf', args, { stdio: values.perf ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
    await new Promise((res) => setTimeout(res, 500));
  }
  const n = Number(values.n);
  const c0 = await cpuOf(server.child);
  const t0 = performance.now();
  const lat = await run(n);
  const wall = performance.now() - t0;
  const c1 = await cpuOf(server.child);
  if (perf) {
    perf.kill('SIGINT');
    await new Promise((res) => perf.once('exit', res));
  }
  const p = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]!.toFixed(2);
  console.log(`${values.dist ?? 'this'}: cpu ${((c1 - c0) / n).toFixed(0)} us/miss, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, ${(n / (wall / 1000)).toFixed(0)} req/s`);
}
agent.destroy();
server.child.kill('SIGTERM');
await new Promise((res) => server.child.once('exit', res));

// node --import tsx scripts/measure-redis-turn.ts [--turns N] [--cpu-turns N]
// Where a conversation turn's cost goes with sessions in Redis: one app in this process on a
// private redis-server, listening on a local port and called over one kept-alive connection (so a
// turn costs what the service does, not a new connection per request).
// 1. One session played for N turns; after each block of turns: the session's size in Redis, the
//    Redis commands and bytes one turn sent (INFO commandstats, INFO stats deltas), Redis's own CPU
//    per turn, and this process's CPU per turn (the client's share included).
// 2. This process's CPU per turn with sessions in memory and in Redis, each app playing the same
//    turns over 50 sessions in rounds (as the bench spreads its turns), a warm-up run each and then
//    five alternating runs each (medians): the difference is what Redis adds to a turn on the node
//    side. Request logs are off (warn), as their parsing by the test sink would swamp it.
// 3. The session store alone (no HTTP, no engine), one session after another in the same process,
//    alternating: a change stored after reading the session (the read-then-save path) against one
//    stored on the copy the instance holds (one script call), CPU per change. Run it with
//    `node --cpu-prof --import tsx ...` and scripts/cpuprofile-top.ts to see where it goes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../test/helpers/app.js';
import { startRedisServer } from '../test/helpers/redis-server.js';
import { BENCH_SCENARIO, LEARNER_LINES } from '../bench/conversations-memory.js';
import { headers } from '../bench/scenarios/conversations.js';
import type { ConversationRecord } from '../src/conversations/session.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const turns = option('--turns', 180);
const cpuTurns = option('--cpu-turns', 5000);
const storeChanges = option('--store-changes', 3000);
const block = 30;

function parseInfo(text: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) m.set(line.slice(0, i), line.slice(i + 1));
  }
  return m;
}

async function snapshot(probe: Redis) {
  const stats = parseInfo(await probe.info('stats'));
  const cpu = parseInfo(await probe.info('cpu'));
  const cmds = parseInfo(await probe.info('commandstats'));
  const calls = new Map<string, number>();
  for (const [k, v] of cmds) calls.set(k.replace('cmdstat_', ''), Number(/calls=(\d+)/.exec(v)![1]));
  return {
    inBytes: Number(stats.get('total_net_input_bytes')),
    outBytes: Number(stats.get('total_net_output_bytes')),
    cpuUs: (Number(cpu.get('used_cpu_user')) + Number(cpu.get('used_cpu_sys'))) * 1e6,
    calls,
  };
}

/** The app on a local port, and a client that sends one request at a time on one kept-alive connection. */
async function serve(t: TestApp) {
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, path: string, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const create = async () => {
    const res = await call('POST', '/api/v1/conversations', JSON.stringify({ scenario: BENCH_SCENARIO, options: { max_user_turns: 200, ttl_seconds: 3600 } }));
    if (res.status !== 201) throw new Error(`create: ${res.status} ${res.body}`);
    return (JSON.parse(res.body) as { session_id: string }).session_id;
  };
  const turn = async (id: string, n: number) => {
    const res = await call('POST', `/api/v1/conversations/${id}/messages`, JSON.stringify({ text: LEARNER_LINES[n % LEARNER_LINES.length] }));
    if (res.status !== 200) throw new Error(`turn ${n}: ${res.status} ${res.body}`);
  };
  const close = async () => {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { create, turn, close };
}

/** CPU µs of this process per turn, `count` turns over `sessions` sessions in rounds. */
async function cpuPerTurn(client: Awaited<ReturnType<typeof serve>>, count: number, sessions: number): Promise<number> {
  const ids: string[] = [];
  for (let i = 0; i < sessions; i++) ids.push(await client.create());
  // Warm: every session read once by this instance, the scripts loaded, the JIT settled.
  for (let i = 0; i < sessions * 4; i++) await client.turn(ids[i % sessions]!, Math.floor(i / sessions));
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < count; i++) await client.turn(ids[i % sessions]!, 4 + Math.floor(i / sessions));
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / count;
}

const redis = await startRedisServer();
const probe = new Redis(redis.url);
const onRedis = await buildTestApp({ env: { SERVICE_API_KEYS: 'bench-key', REDIS_URL: redis.url, LOG_LEVEL: 'warn' } });
const inMemory = await buildTestApp({ env: { SERVICE_API_KEYS: 'bench-key', LOG_LEVEL: 'warn' } });
const redisClient = await serve(onRedis);
const memoryClient = await serve(inMemory);
try {
  const id = await redisClient.create();
  console.log('turns\tsession bytes (before the block)\tcmds/turn\tin B/turn\tout B/turn\tredis CPU us/turn\tnode CPU us/turn\tcommands');
  for (let done = 0; done < turns; ) {
    const key = `lp:session:${id}`;
    // The session as Redis holds it: the whole JSON (one string key) or its parts (hash and log).
    const size = (await probe.type(key)) === 'string' ? await probe.strlen(key) : (await probe.hstrlen(key, 'h')) + (await probe.hstrlen(key, 'f')) + ((await probe.lrange(`${key}:log`, 0, -1)).join('').length);
    // Each block's own probe commands (INFO x3) are subtracted below.
    const before = await snapshot(probe);
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < block; i++, done++) await redisClient.turn(id, done);
    const cpu1 = process.cpuUsage(cpu0);
    const after = await snapshot(probe);
    const per: string[] = [];
    let total = 0;
    for (const [name, n] of after.calls) {
      const d = n - (before.calls.get(name) ?? 0) - (name === 'info' ? 3 : 0);
      if (d > 0) {
        per.push(`${name} ${(d / block).toFixed(1)}`);
        total += d;
      }
    }
    console.log(
      [done, size, (total / block).toFixed(1), Math.round((after.inBytes - before.inBytes) / block), Math.round((after.outBytes - before.outBytes) / block),
        Math.round((after.cpuUs - before.cpuUs) / block), Math.round((cpu1.user + cpu1.system) / block), per.join(', ')].join('\t'),
    );
  }
  if (cpuTurns > 0) {
    await cpuPerTurn(memoryClient, cpuTurns, 50);
    await cpuPerTurn(redisClient, cpuTurns, 50);
    const runs = { memory: [] as number[], redis: [] as number[] };
    for (let round = 0; round < 5; round++) {
      runs.memory.push(await cpuPerTurn(memoryClient, cpuTurns, 50));
      runs.redis.push(await cpuPerTurn(redisClient, cpuTurns, 50));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2]!;
    console.log(`\nnode CPU us per turn (${cpuTurns} turns over 50 sessions, five runs each after a warm-up, client included): memory ${runs.memory.map(Math.round).join(' ')}, Redis ${runs.redis.map(Math.round).join(' ')}; medians ${Math.round(median(runs.memory))} and ${Math.round(median(runs.redis))}: Redis adds ${Math.round(median(runs.redis) - median(runs.memory))} us`);
  }
  if (storeChanges > 0) {
    const store = onRedis.root.stores.sessions;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(await redisClient.create());
      for (let n = 0; n < 10; n++) await redisClient.turn(ids[i]!, n);
    }
    // A change of the head only (the engine's work is not the store's).
    const change = (r: ConversationRecord) => void (r.transcriptBytes += 1);
    const changes = async (count: number, readFirst: boolean) => {
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < count; i++) {
        const sessionId = ids[i % ids.length]!;
        const record = (readFirst ? await store.get(sessionId) : await store.get(sessionId, { held: true }))!;
        change(record);
        await store.set(sessionId, record, { unlocked: true });
      }
      const cpu = process.cpuUsage(cpu0);
      return (cpu.user + cpu.system) / count;
    };
    await changes(storeChanges, true);
    await changes(storeChanges, false);
    const runs = { read: [] as number[], held: [] as number[] };
    for (let round = 0; round < 5; round++) {
      runs.read.push(await changes(storeChanges, true));
      runs.held.push(await changes(storeChanges, false));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2]!;
    console.log(`\nthe store alone, node CPU us per change (${storeChanges} changes over 20 sessions, five runs each after a warm-up): read then save ${runs.read.map(Math.round).join(' ')}, save on the held copy ${runs.held.map(Math.round).join(' ')}; medians ${Math.round(median(runs.read))} and ${Math.round(median(runs.held))}`);
  }
} finally {
  await redisClient.close();
  await memoryClient.close();
  await onRedis.close();
  await inMemory.close();
  probe.disconnect();
  await redis.stop();
}

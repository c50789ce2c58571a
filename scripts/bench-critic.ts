// How much a built-in critique costs: the 2 KB KE sample (bench/fixtures/ke-item-2kb.json) and
// distinct variants of it (scripts/critic-items.ts), so no two critiques read the same text.
//   node --import tsx scripts/bench-critic.ts            in process: first call, then CPU µs per
//                                                        critique (median, p99) over 300 variants
//   node --import tsx scripts/bench-critic.ts --http     the real app in a child process (compiled
//                                                        dist/, `npm run build` first): POST
//                                                        /api/class-content/critic/:classId
//   --count N       critiques to measure (default 300)
//   --profile DIR   the measured process writes a V8 CPU profile (.cpuprofile) into DIR
//   --source        measure src/ through tsx instead of dist/ (tsx adds its own overhead)
//   --dist DIR      measure another build (say, of the commit before a change), same items
// A script, not a test: CI asserts no absolute times.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type * as AppModule from '../src/app.js';
import type * as BootstrapModule from '../src/bootstrap.js';
import type * as BuiltinModule from '../src/content/critic/builtin.js';
import type * as ConfigModule from '../src/config.js';
import type * as HttpServerModule from '../src/http/http-server.js';
import type * as LoggerModule from '../src/logger.js';
import { keVariant, type CritiqueBody } from './critic-items.js';

const { values: args } = parseArgs({
  options: {
    http: { type: 'boolean' },
    serve: { type: 'boolean' },
    count: { type: 'string', default: '300' },
    profile: { type: 'string' },
    source: { type: 'boolean' },
    dist: { type: 'string' },
  },
});
const COUNT = Number(args.count);
const root = args.source ? '../src' : args.dist ? path.resolve(args.dist) : '../dist';
const sample = JSON.parse(readFileSync(new URL('../bench/fixtures/ke-item-2kb.json', import.meta.url), 'utf8')) as CritiqueBody;
const GRADE = 'Grade 8';

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const summary = (label: string, xs: number[]) => `${label}: median ${Math.round(quantile(xs, 0.5))}, p99 ${Math.round(quantile(xs, 0.99))}, max ${Math.round(Math.max(...xs))} (n=${xs.length})`;

/**
 * Starts the V8 profiler in this process when --profile is given; the function returned writes
 * what was sampled since into DIR/critic-<phase>.cpuprofile and starts sampling the next phase.
 */
async function profiler(): Promise<(phase: string) => Promise<void>> {
  if (!args.profile) return async () => {};
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return async (phase) => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(args.profile!, { recursive: true });
    const file = path.join(args.profile!, `critic-${phase}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.error(`profile: ${file}`);
    await session.post('Profiler.start');
  };
}

async function inProcess(): Promise<void> {
  const stop = await profiler();
  let wall = performance.now();
  let cpu = cpuNow();
  const { builtinCritique } = (await import(`${root}/content/critic/builtin.js`)) as typeof BuiltinModule;
  console.log(`import: ${(performance.now() - wall).toFixed(1)} ms wall, ${Math.round((cpuNow() - cpu) / 1000)} ms CPU`);
  const run = (body: CritiqueBody) =>
    builtinCritique({ criticType: 'comprehensive', system: body.system, content: body.content, competencyName: body.competencyName, competencyDescription: body.competencyDescription, gradeLevel: GRADE, language: 'en' });
  wall = performance.now();
  cpu = cpuNow();
  run(sample);
  console.log(`first critique: ${(performance.now() - wall).toFixed(1)} ms wall, ${Math.round((cpuNow() - cpu) / 1000)} ms CPU`);
  await stop('inproc-first');
  // Warm-up on variants the measured run does not use (JIT, not caches: every text is new).
  for (let n = 0; n < 30; n++) run(keVariant(sample, 100_000 + n));
  const cpus: number[] = [];
  const walls: number[] = [];
  const bodies = Array.from({ length: COUNT }, (_, n) => keVariant(sample, n));
  await stop('inproc-warm-up');
  for (const body of bodies) {
    const c = cpuNow();
    const w = performance.now();
    run(body);
    walls.push((performance.now() - w) * 1000);
    cpus.push(cpuNow() - c);
  }
  console.log(summary('steady critique, CPU µs', cpus));
  console.log(summary('steady critique, wall µs', walls));
  await stop('inproc-steady');
}

/** The child: the real app as src/server.ts builds it (compiled), with dev login for cookies. */
async function serve(): Promise<void> {
  const load = <T>(m: string) => import(`${root}/${m}`) as Promise<T>;
  const { createApp } = await load<typeof AppModule>('app.js');
  const { buildDeps } = await load<typeof BootstrapModule>('bootstrap.js');
  const { loadConfig } = await load<typeof ConfigModule>('config.js');
  const { startHttpServer } = await load<typeof HttpServerModule>('http/http-server.js');
  const { createLogger } = await load<typeof LoggerModule>('logger.js');
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_DEV_LOGIN: 'true',
    JWT_SECRET: 'bench-critic-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-critic-')),
    SCHOOL_WRITES_PER_MINUTE: '10000',
  });
  const logger = createLogger(config.log.level);
  const deps = buildDeps(config, logger);
  const built = await createApp(deps);
  // The critic's one-time costs paid before measuring, as src/server.ts pays them after listening.
  const content = await load<Record<string, unknown>>('content/index.js');
  if (typeof content.preloadCritic === 'function') console.log(`start-up preloadCritic: ${Math.round(await (content.preloadCritic as () => Promise<number>)())} ms wall`);
  const running = await startHttpServer(built.app, config.server, logger, { port: 0, host: '127.0.0.1' });
  const stop = await profiler();
  process.send?.({ url: running.url.replace('localhost', '127.0.0.1') });
  process.on('message', (m) => {
    if (m === 'cpu') process.send?.({ cpu: cpuNow() });
    if (typeof m === 'object' && m && 'phase' in m) void stop(`http-${String(m.phase)}`).then(() => process.send?.({ profiled: true }));
    if (m === 'stop') void stop('http-end').then(() => running.shutdown()).then(() => process.exit(0));
  });
}

async function overHttp(): Promise<void> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve', ...(args.source ? ['--source'] : []), ...(args.dist ? ['--dist', args.dist] : []), ...(args.profile ? ['--profile', args.profile] : [])], { execArgv: ['--import', 'tsx'] });
  const next = <T>(key: string) => new Promise<T>((resolve) => child.once('message', (m: Record<string, T>) => resolve(m[key]!)));
  const url = await next<string>('url');
  const cpu = async () => {
    const p = next<number>('cpu');
    child.send('cpu');
    return p;
  };
  const post = async (p: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res;
  };
  // The critic is limited per user (60 model-capable calls in 10 minutes), so critiques rotate
  // over teachers, each with a class of their own.
  const teachers: Array<{ cookie: string; classId: string }> = [];
  for (let i = 0; i < Math.ceil((COUNT + 31) / 55); i++) {
    const login = await post('/api/auth/dev-login', { email: `t${i}@bench.test`, name: `t${i}`, role: 'teacher' });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('auth_token='))!.split(';')[0]!;
    const cls = (await (await post('/api/school/classes', { title: 'Physics 8', description: 'A class', subject: 'Physics', gradeLevel: GRADE, dscId: 'dsc-phys', language: 'en', scenarioContext: 'A class trip by train.' }, cookie)).json()) as { class: { id: string } };
    teachers.push({ cookie, classId: cls.class.id });
  }
  /** Ends a profiled phase in the server (no-op without --profile). */
  const phase = async (name: string) => {
    if (!args.profile) return;
    const p = next<boolean>('profiled');
    child.send({ phase: name });
    await p;
  };
  await phase('setup');
  let sent = 0;
  const critique = async (body: CritiqueBody) => {
    const t = teachers[Math.floor(sent++ / 55)]!;
    const res = await post(`/api/class-content/critic/${t.classId}`, body, t.cookie);
    return res.json() as Promise<{ findings: unknown[] }>;
  };
  let c = await cpu();
  let w = performance.now();
  await critique(sample);
  console.log(`first critique over HTTP: ${(performance.now() - w).toFixed(1)} ms wall, ${Math.round(((await cpu()) - c) / 1000)} ms server CPU`);
  await phase('first');
  for (let n = 0; n < 30; n++) await critique(keVariant(sample, 100_000 + n));
  await phase('warm-up');
  // What asking the server for its CPU time costs the server, taken off each request's figure.
  const asks: number[] = [];
  for (let i = 0; i < 50; i++) {
    const a = await cpu();
    asks.push((await cpu()) - a);
  }
  const ask = quantile(asks, 0.5);
  const walls: number[] = [];
  const cpus: number[] = [];
  const bodies = Array.from({ length: COUNT }, (_, n) => keVariant(sample, n));
  const start = await cpu();
  for (const body of bodies) {
    c = await cpu();
    w = performance.now();
    await critique(body);
    walls.push((performance.now() - w) * 1000);
    cpus.push((await cpu()) - c - ask);
  }
  const serverCpu = (await cpu()) - start - 2 * COUNT * ask;
  await phase('steady');
  console.log(summary('steady critique over HTTP, server CPU µs per request', cpus) + `; mean ${Math.round(serverCpu / COUNT)}`);
  console.log(summary('steady critique over HTTP, wall µs', walls));
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

if (args.serve) await serve();
else if (args.http) await overHttp();
else await inProcess();

// Two instances of the real app on one Redis (REDIS_URL), as a load balancer would spread a
// client's calls: a session lives in Redis, not in the instance that created it; limits count
// across instances; concurrent turns on one session serialise; a logout holds everywhere.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/app.js';
import { freePort } from '../helpers/process.js';
import { startRedisServer, useRedisServer } from '../helpers/redis-server.js';
import { authA, authB, createBody, KEY_A, KEY_B } from '../conversations/api/fixtures.js';
import { TEST_SECRET, tokenFor, users } from '../auth/helpers.js';

const redis = useRedisServer();
const BASE = '/api/v1/conversations';
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

let seed = 100;
/** Two instances on the shared Redis: one clock (one world), their own randomness (as two processes). */
async function twoInstances(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<[TestApp, TestApp]> {
  // Each test starts from an empty Redis: quotas and counters of earlier tests do not count.
  await redis.flush();
  const clock = new ManualClock();
  const make = async () => {
    const t = await buildTestApp({ ...opts, clock, random: seededRandom(seed++), env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B}`, JWT_SECRET: TEST_SECRET, REDIS_URL: redis.url, ...env } });
    apps.push(t);
    return t;
  };
  return [await make(), await make()];
}

describe('two instances on one Redis', () => {
  it('a session created on A takes a turn on B, ends on B, and A sees the report', async () => {
    const [a, b] = await twoInstances();
    const created = await request(a.app).post(BASE).set(authA).send(createBody()).expect(201);
    const id = created.body.session_id as string;
    const turn = await request(b.app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'What would make this pilot worth it for you?' });

    expect(turn.status).toBe(200);
    expect(turn.body.turn_count).toBe(1);
    const ended = await request(b.app).post(`${BASE}/${id}/end`).set(authA);

    expect(ended.status).toBe(200);
    const status = await request(a.app).get(`${BASE}/${id}`).set(authA).expect(200);
    expect(status.body).toMatchObject({ ended_at: expect.any(String), end_reason: 'ended_by_caller' });
    expect(status.body.turns).toHaveLength(3);
    // /end is idempotent across instances: the same report.
    expect((await request(a.app).post(`${BASE}/${id}/end`).set(authA).expect(200)).body.report).toEqual(ended.body.report);
    // The embed capability A issued opens the session's page API on B.
    const token = new URL(created.body.embed_url as string).searchParams.get('token')!;
    await request(b.app).get(`/simulation/api/sessions/${id}`).set('X-Session-Token', token).expect(200);
    // Deleted on B, gone on A; expiry is the clock's.
    await request(b.app).delete(`${BASE}/${id}`).set(authA).expect(200);
    await request(a.app).get(`${BASE}/${id}`).set(authA).expect(404);
    const short = await request(a.app).post(BASE).set(authA).send(createBody({ ttl_seconds: 60 })).expect(201);
    a.clock.advance(60_000);
    expect((await request(b.app).get(`${BASE}/${short.body.session_id}`).set(authA).expect(404)).body.error).toBe('not_found');
  });

  it('two concurrent turns on one session through A and B serialise: both taken, none lost', async () => {
    const [a, b] = await twoInstances();
    const id = (await request(a.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    for (let round = 0; round < 3; round++) {
      const [onA, onB] = await Promise.all([
        request(a.app).post(`${BASE}/${id}/messages`).set(authA).send({ text: `From A, round ${round}: what matters most to you here?` }),
        request(b.app).post(`${BASE}/${id}/messages`).set(authA).send({ text: `From B, round ${round}: I hear the budget is tight.` }),
      ]);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      expect([onA.body.turn_count, onB.body.turn_count].sort()).toEqual([2 * round + 1, 2 * round + 2]);
    }
    const status = await request(b.app).get(`${BASE}/${id}`).set(authA).expect(200);
    expect(status.body.turns.filter((t: { role: string }) => t.role === 'user')).toHaveLength(6);
  });

  it('eight turns at once on one session, four through each instance, are all taken one after the other; an /end among them leaves no turn after it', async () => {
    const [a, b] = await twoInstances();
    const id = (await request(a.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    const turns = await Promise.all(
      Array.from({ length: 8 }, (_, i) => request((i % 2 ? b : a).app).post(`${BASE}/${id}/messages`).set(authA).send({ text: `Line ${i}: what matters most to you here?` })),
    );
    expect(turns.map((t) => t.status)).toEqual(Array(8).fill(200));
    expect(turns.map((t) => t.body.turn_count as number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const users = (await request(b.app).get(`${BASE}/${id}`).set(authA).expect(200)).body.turns.filter((t: { role: string }) => t.role === 'user');
    expect(users).toHaveLength(8);

    const racing = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => request((i % 2 ? a : b).app).post(`${BASE}/${id}/messages`).set(authA).send({ text: `Late line ${i}` })),
      request(a.app).post(`${BASE}/${id}/end`).set(authA),
    ]);
    const ended = racing.pop()!;
    expect(ended.status).toBe(200);
    const taken = racing.filter((t) => t.status === 200).length;
    expect(racing.filter((t) => t.status !== 200).map((t) => t.body.error)).toEqual(Array(3 - taken).fill('session_ended'));
    // The report counts exactly the turns that were answered 200, on either instance.
    expect(ended.body.report.metrics.user_turns).toBe(8 + taken);
    const status = (await request(b.app).get(`${BASE}/${id}`).set(authA).expect(200)).body;
    expect(status.turns.filter((t: { role: string }) => t.role === 'user')).toHaveLength(8 + taken);
  });

  it('a turn on a copy the instance keeps finding current is one script call; one another instance changed is two; neither grows with the session', async () => {
    const [a, b] = await twoInstances();
    const id = (await request(a.app).post(BASE).set(authA).send(createBody({ max_user_turns: 200 })).expect(201)).body.session_id as string;
    const probe = new Redis(redis.url);
    const lines = ['What would make this pilot worth it for you?', 'I hear the budget is tight this quarter.', 'So the risk worries you more than the cost?'];
    let said = 0;
    const say = (t: TestApp) => request(t.app).post(`${BASE}/${id}/messages`).set(authA).send({ text: lines[said++ % 3] }).expect(200);
    // Redis's own counters around some turns: bytes it read, bytes it wrote (less the reply to the
    // first INFO, which lands between the two) and commands it ran (scripts' own commands too).
    const stats = async () => {
      const info = await probe.info('all');
      const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)![1]);
      const commands = [...info.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)].map(([, name, calls]) => [name!, Number(calls)] as const);
      return { info, read: field('total_net_input_bytes'), written: field('total_net_output_bytes'), commands: new Map(commands) };
    };
    const measure = async (...instances: TestApp[]) => {
      const before = await stats();
      for (const t of instances) await say(t);
      const after = await stats();
      const commands = [...after.commands].map(([name, calls]) => [name, calls - (before.commands.get(name) ?? 0) - (name === 'info' ? 1 : 0)] as const).filter(([, n]) => n > 0);
      const replyToInfo = `$${Buffer.byteLength(before.info)}\r\n${before.info}\r\n`.length;
      return { read: after.read - before.read, written: after.written - before.written - replyToInfo, commands: Object.fromEntries(commands) };
    };
    try {
      // Both instances have read the session and loaded the store's scripts before the first measure.
      for (let i = 0; i < 5; i++) await say(i % 2 ? b : a);
      // B's copy is behind A's turn, and B has found it so lately: read (what changed), then saved.
      const reading = await measure(b);
      expect(reading.commands).toEqual({ evalsha: 2, hmget: 2, hget: 1, lrange: 1, exists: 1, hset: 1, rpush: 1 });
      for (let i = 0; i < 3; i++) await say(a);
      // A found its copy current twice in a row: its turn on it is one call that checks and saves.
      const current = await measure(a);
      expect(current.commands).toEqual({ evalsha: 1, hmget: 1, exists: 1, hset: 1, rpush: 1 });
      await say(b);
      // A's copy is behind B's turn, unknown to A: its save is refused with what changed, and the
      // turn taken again on that is saved: two calls, still no read of the whole session.
      const refused = await measure(a);
      expect(refused.commands).toEqual({ evalsha: 2, hmget: 2, exists: 2, hget: 1, lrange: 1, hset: 1, rpush: 1 });

      // Turns spread over both (two on A, one on B), early and late in the session.
      for (let round = 0; round < 2; round++) for (const t of [a, a, b]) await say(t);
      const early = await measure(a, a, b);
      while (said < 118) for (const t of [a, a, b]) await say(t);
      const late = await measure(a, a, b);
      expect(late.commands).toEqual(early.commands);
      // The session grew tenfold; a turn's traffic did not (counters gain a digit, texts differ).
      expect(late.read).toBeLessThan(early.read * 1.2);
      expect(late.written).toBeLessThan(early.written * 1.2);
      expect((await request(a.app).get(`${BASE}/${id}`).set(authA).expect(200)).body.turns).toHaveLength(1 + 2 * said);
    } finally {
      probe.disconnect();
    }
  });

  it('a turn on a copy another instance changed since is taken on the session as it is: after a claim, an end, a delete there', async () => {
    // With an account home page, a session with a learner is written to their learning record.
    const [a, b] = await twoInstances({ XAPI_ACCOUNT_HOMEPAGE: 'https://school.test' });
    const say = (t: TestApp, id: string, text = 'What would make this pilot worth it for you?') => request(t.app).post(`${BASE}/${id}/messages`).set(authA).send({ text });

    // A learner claims the session on B (the hosted page, logged in, before any turn) while A holds
    // the copy it created: A's turns keep the learner, and the report goes to their record (ended
    // on B, whose records hold the start: the instances here do not share a database).
    const created = await request(a.app).post(BASE).set(authA).send(createBody()).expect(201);
    const claimed = created.body.session_id as string;
    const page = new URL(created.body.embed_url as string);
    const cookie = `auth_token=${await tokenFor(b, users.learner)}`;
    await request(b.app).get(page.pathname + page.search).set('Cookie', cookie).expect(200);
    expect((await say(a, claimed).expect(200)).body.turn_count).toBe(1);
    expect((await say(a, claimed, 'I hear the budget is tight.').expect(200)).body.turn_count).toBe(2);
    const capability = { 'X-Session-Token': page.searchParams.get('token')! };
    const report = await request(b.app).post(`/simulation/api/sessions/${claimed}/end`).set(capability).set('Cookie', cookie).expect(200);
    expect(report.body).toMatchObject({ learning_record: true, report: { metrics: { user_turns: 2 } } });

    // Ended on B: A's next turn is refused as on an ended session, and nothing is added.
    const ended = (await request(a.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    await say(a, ended).expect(200);
    await request(b.app).post(`${BASE}/${ended}/end`).set(authA).expect(200);
    expect((await say(a, ended).expect(409)).body.error).toBe('session_ended');
    expect((await request(a.app).get(`${BASE}/${ended}`).set(authA).expect(200)).body.turns).toHaveLength(3);

    // Deleted on B: A's next turn is 404, and another key is still refused on A's copy.
    const deleted = (await request(a.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    await say(a, deleted).expect(200);
    expect((await request(a.app).post(`${BASE}/${deleted}/messages`).set(authB).send({ text: 'Not my session.' }).expect(403)).body.error).toBe('forbidden');
    await request(b.app).delete(`${BASE}/${deleted}`).set(authA).expect(200);
    expect((await say(a, deleted).expect(404)).body.error).toBe('not_found');

    // A turn on B between two on A: each instance's turns are counted once, in order.
    const shared = (await request(a.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    const counts = [];
    for (const t of [a, b, a, a, b, b, a]) counts.push((await say(t, shared).expect(200)).body.turn_count as number);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await request(b.app).get(`${BASE}/${shared}`).set(authA).expect(200)).body.turns).toHaveLength(15);
  });

  it('a claim made through one instance is enforced by the other, on the copy it held from before the claim', async () => {
    const [a, b] = await twoInstances({ XAPI_ACCOUNT_HOMEPAGE: 'https://school.test' });
    const created = await request(a.app).post(BASE).set(authA).send(createBody()).expect(201);
    const id = created.body.session_id as string;
    const page = new URL(created.body.embed_url as string);
    const capability = { 'X-Session-Token': page.searchParams.get('token')! };
    const pageTurn = (t: TestApp, cookie?: string) => {
      const req = request(t.app).post(`/simulation/api/sessions/${id}/messages`).set(capability);
      return (cookie ? req.set('Cookie', cookie) : req).send({ text: 'What would make this pilot worth it for you?' });
    };
    // A reads the session through the page API, so it holds a copy from before the claim.
    await request(a.app).get(`/simulation/api/sessions/${id}`).set(capability).expect(200);

    const victim = `auth_token=${await tokenFor(b, users.learner)}`;
    await request(b.app).get(page.pathname + page.search).set('Cookie', victim).expect(200);

    // On A the capability alone, or another user's cookie, is refused: a turn, the end, a read.
    const other = `auth_token=${await tokenFor(a, users.outsider)}`;
    for (const cookie of [undefined, other]) {
      expect((await pageTurn(a, cookie).expect(403)).body.error).toBe('session_claimed');
      const end = request(a.app).post(`/simulation/api/sessions/${id}/end`).set(capability);
      expect((await (cookie ? end.set('Cookie', cookie) : end).expect(403)).body.error).toBe('session_claimed');
    }
    expect((await request(a.app).get(`/simulation/api/sessions/${id}`).set(capability).expect(403)).body.error).toBe('session_claimed');
    // Nothing the attacker sent was taken; the learner's own turn on A is.
    expect((await request(b.app).get(`${BASE}/${id}`).set(authA).expect(200)).body.turns).toHaveLength(1);
    const learnerOnA = `auth_token=${await tokenFor(a, users.learner)}`;
    expect((await pageTurn(a, learnerOnA).expect(200)).body.turn_count).toBe(1);
    const end = await request(b.app).post(`/simulation/api/sessions/${id}/end`).set(capability).set('Cookie', victim).expect(200);
    expect(end.body).toMatchObject({ learning_record: true, report: { metrics: { user_turns: 1 } } });
  });

  it('a limit of N is N across both: live sessions per key, a per-user rate limit, anonymous map generations', async () => {
    const [a, b] = await twoInstances({ SESSION_MAX_LIVE_PER_KEY: '2', SCHOOL_READS_PER_HOUR: '3', MAP_ANON_MISSES_PER_MINUTE: '2' });
    await request(a.app).post(BASE).set(authA).send(createBody()).expect(201);
    const second = await request(b.app).post(BASE).set(authA).send(createBody()).expect(201);
    const third = await request(a.app).post(BASE).set(authA).send(createBody()).expect(429);
    expect(third.body.error).toBe('rate_limited');
    // Ending one on A frees a place on B.
    await request(a.app).post(`${BASE}/${second.body.session_id}/end`).set(authA).expect(200);
    await request(b.app).post(BASE).set(authA).send(createBody()).expect(201);

    const cookie = { Cookie: `auth_token=${await tokenFor(a, users.teacher)}` };
    await request(a.app).get('/api/school/classes').set(cookie).expect(200);
    await request(b.app).get('/api/school/classes').set(cookie).expect(200);
    await request(a.app).get('/api/school/classes').set(cookie).expect(200);
    const over = await request(b.app).get('/api/school/classes').set(cookie).expect(429);
    expect(over.body.error).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);

    // The maps' anonymous generations per address (a count the handler checks itself).
    const map = (t: TestApp, topic: string) => request(t.app).post('/api/direct/map').send({ domain: 'mathematics', subdomain: 'algebra', key: topic });
    await map(a, 'fractions').expect(200);
    await map(b, 'decimals').expect(200);
    expect((await map(a, 'percentages').expect(429)).body.error).toBe('rate_limited');
  });

  it('a logged-in caller\'s sends to a map request\'s own record store are counted across both', async () => {
    const [a, b] = await twoInstances({ MAP_USER_SENDS_PER_MINUTE: '2', OUTBOUND_ALLOW_PRIVATE: 'true' });
    const auth = { Authorization: `Bearer ${await tokenFor(a, users.teacher)}` };
    // Nothing listens there: the send fails in the background, logged, and the map still answers.
    const xapi = { endpoint: 'http://127.0.0.1:9/xAPI' };
    const map = (t: TestApp, topic: string) => request(t.app).post('/api/direct/map').set(auth).send({ domain: 'mathematics', subdomain: 'algebra', key: topic, config: { xapi } });
    await map(a, 'fractions').expect(200);
    await map(b, 'fractions').expect(200);
    const over = await map(a, 'decimals').expect(429);
    expect(over.body).toMatchObject({ error: 'rate_limited', details: { field: 'config.xapi.endpoint' } });
    expect((await map(b, 'decimals').expect(429)).body.message).toMatch(/for this user: at most 2 a minute/);
  });

  it('sessions created at once on both instances never pass SESSION_MAX_LIVE or a key\'s share', async () => {
    const [a, b] = await twoInstances({ SESSION_MAX_LIVE: '4', SESSION_MAX_LIVE_PER_KEY: '3' });
    const create = (t: TestApp, auth: Record<string, string>) => request(t.app).post(BASE).set(auth).send(createBody());
    // Six at once under key A: its share is 3.
    const byA = await Promise.all([a, b, a, b, a, b].map((t) => create(t, authA)));
    expect(byA.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    // Four at once under key B: one place is left in all.
    const byB = await Promise.all([b, a, b, a].map((t) => create(t, authB)));
    expect(byB.map((r) => r.status).sort()).toEqual([201, 503, 503, 503]);
    expect(byB.find((r) => r.status === 503)!.body.error).toBe('capacity_exceeded');
  });

  it('a token revoked by logging out on A is refused on B', async () => {
    const [a, b] = await twoInstances();
    const token = await tokenFor(a, users.teacher);
    await request(b.app).get('/api/auth/session').set('Cookie', `auth_token=${token}`).expect(200);
    await request(a.app).post('/api/auth/logout').set('Cookie', `auth_token=${token}`).expect(200);
    const refused = await request(b.app).get('/api/auth/session').set('Cookie', `auth_token=${token}`).expect(401);
    expect(refused.body.error).toBe('token_revoked');
  });

  it('/health names the live-state engine and says it is up', async () => {
    const [a] = await twoInstances();
    expect((await request(a.app).get('/api/direct/health').expect(200)).body.liveState).toEqual({ engine: 'redis', status: 'up' });
    const memory = await buildTestApp();
    apps.push(memory);
    expect((await request(memory.app).get('/api/direct/health').expect(200)).body.liveState).toEqual({ engine: 'memory', status: 'up' });
  });
});

describe('a Redis that cannot be reached', () => {
  it('stops start-up with one line naming Redis and the reason, never the password', async () => {
    const port = await freePort();
    const failed = buildTestApp({ env: { REDIS_URL: `redis://:hunter2-secret@127.0.0.1:${port}/0` } });
    await expect(failed).rejects.toThrow(`cannot reach Redis at redis://127.0.0.1:${port}/0 (REDIS_URL): ECONNREFUSED`);
    await failed.catch((err: Error) => expect(err.message).not.toContain('hunter2'));
  });

  it('the server exits non-zero at start-up with that one line', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-redis-down-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, REDIS_URL: `redis://:hunter2-secret@127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toBe(`cannot reach Redis at redis://127.0.0.1:${port} (REDIS_URL): ECONNREFUSED`);
  });

  it('/health says `down` while Redis does not answer', async () => {
    const server = await startRedisServer();
    const t = await buildTestApp({ env: { REDIS_URL: server.url } });
    apps.push(t);
    expect((await request(t.app).get('/api/direct/health').expect(200)).body.liveState).toEqual({ engine: 'redis', status: 'up' });
    await server.stop();
    expect((await request(t.app).get('/api/direct/health').expect(200)).body.liveState).toEqual({ engine: 'redis', status: 'down' });
  });

  it('a Redis that stops answering mid-flight is 503 storage_unavailable with Retry-After, never a 500, and names no URL', async () => {
    const server = await startRedisServer();
    const t = await buildTestApp({ env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B}`, JWT_SECRET: TEST_SECRET, REDIS_URL: server.url } });
    apps.push(t);
    const id = (await request(t.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    await request(t.app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'What matters most to you here?' }).expect(200);
    await server.stop();
    const calls = [
      request(t.app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'And the budget?' }),
      request(t.app).get(`${BASE}/${id}`).set(authA),
      request(t.app).post(`${BASE}/${id}/end`).set(authA),
      request(t.app).post(BASE).set(authA).send(createBody()),
      request(t.app).get('/api/school/classes').set('Cookie', `auth_token=${await tokenFor(t, users.teacher)}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 503, error: 'storage_unavailable' });
      expect(res.headers['retry-after']).toBe('1');
      expect(JSON.stringify(res.body)).not.toContain(server.url);
    }
    expect(t.logs.filter((l) => l.level === 50)).toEqual([]);
  });

  it('a turn whose writes Redis refuses after its reads succeeded is 503 and leaves the session as it was, on every instance', async () => {
    const [a, b] = await twoInstances();
    const id = (await request(a.app).post(BASE).set(authA).send(createBody()).expect(201)).body.session_id as string;
    const say = (t: TestApp, text: string) => request(t.app).post(`${BASE}/${id}/messages`).set(authA).send({ text });
    expect((await say(a, 'What matters most to you here?').expect(200)).body.turn_count).toBe(1);
    // Out of memory: Redis still answers reads, and refuses every write.
    const probe = new Redis(redis.url);
    await probe.config('SET', 'maxmemory', '1');
    try {
      const refused = await say(a, 'I hear the budget is tight.');
      expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 503, error: 'storage_unavailable' });
      expect((await request(a.app).get(`${BASE}/${id}`).set(authA).expect(200)).body.turns).toHaveLength(3);
    } finally {
      await probe.config('SET', 'maxmemory', '0');
      probe.disconnect();
    }
    expect((await say(a, 'I hear the budget is tight.').expect(200)).body.turn_count).toBe(2);
    expect((await say(b, 'Shall we try a pilot?').expect(200)).body.turn_count).toBe(3);
    const turns = (await request(a.app).get(`${BASE}/${id}`).set(authA).expect(200)).body.turns as Array<{ role: string; text: string }>;
    expect(turns.filter((t) => t.role === 'user').map((t) => t.text)).toEqual(['What matters most to you here?', 'I hear the budget is tight.', 'Shall we try a pilot?']);
  });

  it('an unparsable REDIS_URL is a configuration error naming the setting', async () => {
    await expect(buildTestApp({ env: { REDIS_URL: 'localhost:6379' } })).rejects.toThrow(/REDIS_URL/);
  });
});

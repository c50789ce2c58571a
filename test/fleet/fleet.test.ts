// Three real server processes on one Redis and one PostgreSQL are one service: whatever instance a
// request lands on, it sees the same sessions, counters and records. Each instance has its own
// empty DATA_DIR, so nothing here can pass through a local file. The instances are reached
// directly (A, B, C), as the proxy in compose.yaml would spread requests over them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { migrate } from '../../src/storage/migrations.js';
import { postgresEngine } from '../../src/storage/sql-engine.js';
import { as, signToken, type TokenUser } from '../helpers/http-client.js';
import { freePort } from '../helpers/process.js';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { startFakeOpenAIBatches, type FakeOpenAIBatches } from '../helpers/fake-providers/index.js';
import { labelOf, mapFor } from '../batch/helpers.js';
import { API_KEY, FLEET_SECRET, killInstance, logOf, logging, removeDataDirs, startFleet, startInstance, startUpFailure, stopInstance, until, type Instance } from './support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let redis: RedisServer;
let pg: PostgresServer;
/** The OpenAI Batch API the instances send batch jobs to (provider_b); a batch stays in progress until the test completes it. */
let openai: FakeOpenAIBatches;
/** A short lease, so a job left by a killed instance is taken over within a couple of seconds. */
const BATCH_LEASE_MS = 1500;
let env: Record<string, string>;
let fleet: Instance[];
const A = () => fleet[0]!;
const B = () => fleet[1]!;
const C = () => fleet[2]!;

const SCHOOL_WRITES_PER_MINUTE = 10;
const SCENARIO = 'manager-remote-fridays';
const schoolClass = (title: string) => ({ title, description: 'A class of the fleet test', subject: 'Biology', gradeLevel: '9', dscId: 'dsc-bio' });

const user = (name: string, role = 'teacher'): TokenUser => ({ sub: `fleet-${name}`, email: `${name}@fleet.test`, role, name });
/** Tokens on the instances' clock: the system's. */
const tokenOf = (u: TokenUser) => signToken(FLEET_SECRET, u, Date.now(), 3600);
const api = (i: Instance) => as(i.url, { bearer: API_KEY });
/** A school class as its owner's list shows it (the area has no single-class read). */
async function schoolClassOf(i: Instance, cookie: string, id: string) {
  const list = await as(i.url, { cookie }).get('/api/school/classes?limit=100');
  if (list.status !== 200) throw new Error(`school classes on ${i.name}: ${list.status} ${JSON.stringify(list.body)}\n${logOf(i, /school|record|"err"/)}`);
  return (list.body.classes as Array<{ id: string; title: string; contentExperts: string[] }>).find((c) => c.id === id);
}

beforeAll(async () => {
  [redis, pg] = await Promise.all([startRedisServer(), startPostgres()]);
  openai = await startFakeOpenAIBatches({ polls: ['in_progress'], outcome: (line) => ({ kind: 'ok', content: JSON.stringify(mapFor(labelOf(line.body))) }) });
  const databaseUrl = await pg.createDatabase('fleet');
  // Migrations run once, here; the instances find nothing left to apply.
  const engine = postgresEngine({ url: databaseUrl, poolSize: 1 });
  await migrate(engine, areaMigrations);
  await engine.close();
  env = {
    REDIS_URL: redis.url,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    SCHOOL_WRITES_PER_MINUTE: String(SCHOOL_WRITES_PER_MINUTE),
    SCHOOL_READS_PER_HOUR: '100000',
    // Batch jobs that name provider_b go to the fake; everything else stays on the built-in engine.
    PROVIDERB_API_KEY: 'test-openai-key',
    PROVIDERB_BASE_URL: openai.url,
    BATCH_LEASE_MS: String(BATCH_LEASE_MS),
    BATCH_POLL_MIN_MS: '200',
    BATCH_POLL_MAX_MS: '400',
  };
  fleet = await startFleet(['a', 'b', 'c'], env);
});

afterAll(async () => {
  await Promise.all((fleet ?? []).map((i) => killInstance(i)));
  await redis?.stop();
  await pg?.stop();
  await openai?.close();
  removeDataDirs();
});

describe('three instances, one service', () => {
  it('each instance reports both engines on /api/direct/health', async () => {
    for (const i of fleet) {
      const health = await as(i.url).get('/api/direct/health');
      expect(health.status).toBe(200);
      expect(health.body.liveState).toEqual({ engine: 'redis', status: 'up' });
      expect(health.body.records).toEqual({ engine: 'postgres', status: 'up' });
    }
  });

  it('a conversation created on A takes a turn on B and ends on C', async () => {
    const created = await api(A()).post('/api/v1/conversations', { scenario_id: SCENARIO });
    expect(created.status).toBe(201);
    const id = created.body.session_id as string;
    const turn = await api(B()).post(`/api/v1/conversations/${id}/messages`, { text: 'Could you tell me what worries you about the pilot?' });
    expect(turn.status).toBe(200);
    expect(turn.body.turn_count).toBe(1);
    const ended = await api(C()).post(`/api/v1/conversations/${id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.session_id).toBe(id);
    // The session, as A sees it now: the turn B took and the end C made.
    const status = await api(A()).get(`/api/v1/conversations/${id}`);
    expect(status.body).toMatchObject({ session_id: id, end_reason: 'ended_by_caller' });
    expect(status.body.turns.filter((t: { role: string }) => t.role === 'user')).toHaveLength(1);
  });

  it(`a limit of ${SCHOOL_WRITES_PER_MINUTE} writes a minute is ${SCHOOL_WRITES_PER_MINUTE} across the fleet`, async () => {
    const cookie = await tokenOf(user('limited'));
    const writes = Array.from({ length: SCHOOL_WRITES_PER_MINUTE + 5 }, (_, n) =>
      as(fleet[n % 3]!.url, { cookie }).post('/api/school/classes', schoolClass(`Class ${n}`)),
    );
    const replies = await Promise.all(writes);
    const statuses = replies.map((r) => r.status);
    const seen = replies.map((r) => `${r.status} ${r.body?.error ?? ''}`).join(', ');
    // The limit: exactly the writes past 10 are refused, wherever they landed.
    expect(statuses.filter((s) => s === 429), seen).toHaveLength(5);
    // And the 10 admitted are stored.
    expect(statuses.filter((s) => s === 201), `${seen}\n${fleet.map((i) => logOf(i, /school|record|"err"/, 3)).join('\n')}`).toHaveLength(SCHOOL_WRITES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('concurrent writes to one school class through three instances lose nothing', async () => {
    const owner = await tokenOf(user('owner'));
    const created = await as(A().url, { cookie: owner }).post('/api/school/classes', schoolClass('Shared 9A'));
    expect(created.status).toBe(201);
    const id = created.body.class.id as string;
    const experts = ['e1', 'e2', 'e3'].map((e) => `${e}@fleet.test`);
    const invites = await Promise.all(experts.map((email, n) => as(fleet[n]!.url, { cookie: owner }).post(`/api/school/class/${id}/invite-expert`, { email })));
    expect(invites.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const i of fleet) {
      expect([...(await schoolClassOf(i, owner, id))!.contentExperts].sort()).toEqual(experts);
    }
  });

  it('concurrent edits of one content version get distinct versions; with one ETag, exactly one wins', async () => {
    const owner = await tokenOf(user('content-owner'));
    const classId = (await as(A().url, { cookie: owner }).post('/api/school/classes', schoolClass('Content 9B'))).body.class.id as string;
    const mode = (competency: string) => `/api/class-content/${classId}/${competency}/KE`;
    const first = (competency: string) => as(A().url, { cookie: owner }).post(`${mode(competency)}/regenerate`, { count: 1, competencyName: competency, competencyDescription: `What ${competency} is.` });

    expect((await first('photosynthesis')).status).toBe(200);
    const v1 = await as(B().url, { cookie: owner }).get(`${mode('photosynthesis')}/1`);
    const edits = await Promise.all(fleet.map((i, n) => as(i.url, { cookie: owner }).put(`${mode('photosynthesis')}/1`, { content: { ...v1.body.content, title: `Edit ${n}` } })));
    expect(edits.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(edits.map((r) => r.body.newVersion).sort()).toEqual([2, 3, 4]);
    const list = await as(C().url, { cookie: owner }).get(`/api/class-content/${classId}`);
    expect(list.body.competencies[0].modes.KE.versions).toEqual([1, 2, 3, 4]);

    expect((await first('respiration')).status).toBe(200);
    const read = await as(C().url, { cookie: owner }).get(`${mode('respiration')}/1`);
    const etag = read.headers.get('etag')!;
    const racing = await Promise.all(
      fleet.map((i, n) => as(i.url, { cookie: owner }).put(`${mode('respiration')}/1`, { content: { ...read.body.content, title: `Racer ${n}` } }, { 'If-Match': etag })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 412, 412]);
    expect(racing.filter((r) => r.status === 412).every((r) => r.body.error === 'precondition_failed')).toBe(true);
  });

  it('a batch job runs exactly once: when its instance is killed, another takes it over and no concept is generated twice', async () => {
    const teacher = await tokenOf(user('batch-teacher'));
    const klass = await as(A().url, { bearer: teacher }).post('/api/classes', { name: 'Maths 7', domain: 'Mathematics', subdomain: 'Number' });
    expect(klass.status).toBe(201);
    const classId = klass.body.class.id as string;
    const concepts = ['Fractions', 'Ratios', 'Percentages', 'Decimals'].map((label, n) => ({ id: `c${n + 1}`, label }));
    const accepted = await as(A().url, { bearer: teacher }).post('/api/curriculum/batch-generate', { classId, concepts, llmProvider: 'provider_b' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const batchId = accepted.body.batchId as string;

    // The instance holding the job's lease submits it to the provider; the batch stays in progress.
    const [runner] = await until('the job submitted by one instance', async () => {
      const found = logging(fleet, 'batch: openai batch submitted', batchId);
      return found.length ? found : undefined;
    });
    expect(logging(fleet, 'batch: openai batch submitted', batchId)).toHaveLength(1);
    await killInstance(runner!);
    const survivors = fleet.filter((i) => i !== runner);
    // Its replacement starts meanwhile, on a new, empty DATA_DIR, for the tests that follow.
    const replacement = startInstance(`${runner!.name}2`, env);

    // Its lease runs out; a survivor's heartbeat takes the job over and resumes the same provider batch.
    const [taker] = await until('a survivor taking the job over', async () => {
      const found = logging(survivors, 'batch: resuming job', batchId);
      return found.length ? found : undefined;
    });
    openai.setPolls(['completed']);
    const status = await until('the job completed', async () => {
      const res = await as(survivors[0]!.url, { bearer: teacher }).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`);
      return res.body.status === 'completed' ? res.body : undefined;
    });
    expect(status.requestCounts).toMatchObject({ succeeded: 4, errored: 0 });

    // One provider batch, one input file with each concept once: nothing was submitted twice.
    expect(openai.batchCreates()).toBe(1);
    expect([...openai.files.values()].flat().map((l) => labelOf(l.body)).sort()).toEqual(concepts.map((c) => c.label).sort());
    // One result per concept, readable through the other survivor (the objects directory is shared).
    const other = survivors.find((i) => i !== taker)!;
    const results = await as(other.url, { bearer: teacher }).get(`/api/curriculum/batch-results/${batchId}?classId=${classId}`);
    expect(results.body.results.map((r: { conceptId: string }) => r.conceptId).sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
    for (const r of results.body.results as Array<{ mapId: string }>) expect((await as(other.url, { bearer: teacher }).get(`/api/direct/map/${r.mapId}`)).status).toBe(200);

    fleet[fleet.indexOf(runner!)] = await replacement;
  });

  it('kill -9 of one instance mid-traffic loses no acknowledged write', async () => {
    const teachers = await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => tokenOf(user(w))));
    const acknowledged: Array<{ id: string; name: string; writer: number }> = [];
    let failed = 0;
    let stop = false;
    let killed: Promise<void> | undefined;
    // Four writers spread their writes over the three instances; C is killed once ten writes are
    // acknowledged, while the writers keep going.
    const writer = async (token: string, w: number) => {
      for (let n = 0; !stop; n++) {
        const target = fleet[(n + w) % 3]!;
        const name = `Class ${w}.${n}`;
        try {
          const res = await as(target.url, { bearer: token }).post('/api/classes', { name });
          if (res.status === 201) acknowledged.push({ id: res.body.class.id as string, name, writer: w });
          else failed++;
        } catch {
          failed++; // the killed instance: no answer, so not acknowledged
        }
        if (acknowledged.length >= 10 && !killed) killed = killInstance(C());
        if (acknowledged.length >= 40 || n >= 25) stop = true;
      }
    };
    await Promise.all(teachers.map((t, w) => writer(t, w)));
    await killed;
    expect(failed).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    // Every acknowledged write, read back through the instances still up.
    for (const [n, { id, name, writer }] of acknowledged.entries()) {
      const read = await as(fleet[n % 2]!.url, { bearer: teachers[writer]! }).get(`/api/classes/${id}`);
      expect(read.status, id).toBe(200);
      expect(read.body.class.name).toBe(name);
    }
    // C stays down: the next test restarts the whole fleet.
    fleet.splice(2, 1);
  });

  it('a restart of the whole fleet on empty DATA_DIRs loses nothing: live sessions go on', async () => {
    // The two instances left by the previous test.
    const created = await api(A()).post('/api/v1/conversations', { scenario_id: SCENARIO });
    const id = created.body.session_id as string;
    expect((await api(B()).post(`/api/v1/conversations/${id}/messages`, { text: 'What would make this pilot worth it for you?' })).status).toBe(200);
    const owner = await tokenOf(user('restart-owner'));
    const before = await as(A().url, { cookie: owner }).post('/api/school/classes', schoolClass('Before restart'));
    expect(before.status, `${JSON.stringify(before.body)}\n${logOf(A(), /school|record|"err"/)}`).toBe(201);
    const klass = before.body.class as { id: string };

    await Promise.all(fleet.map((i) => stopInstance(i)));
    fleet = await startFleet(['a2', 'b2', 'c2'], env);

    const turn = await api(C()).post(`/api/v1/conversations/${id}/messages`, { text: 'Could we try it with one team first?' });
    expect(turn.status).toBe(200);
    expect(turn.body.turn_count).toBe(2);
    expect(await schoolClassOf(B(), owner, klass.id)).toMatchObject({ id: klass.id, title: 'Before restart' });
  });
});

describe('start-up refuses an engine it cannot reach, in one line naming it', () => {
  it('an unreachable REDIS_URL or DATABASE_URL (both tried at once)', async () => {
    // Free ports: nothing listens there.
    const [redisDown, databaseDown] = await Promise.all([
      startUpFailure({ ...env, REDIS_URL: `redis://:secret@127.0.0.1:${await freePort()}/0` }),
      startUpFailure({ ...env, DATABASE_URL: `postgres://app:secret@127.0.0.1:${await freePort()}/none` }),
    ]);
    for (const [down, engine] of [[redisDown, /Redis/], [databaseDown, /PostgreSQL/]] as const) {
      expect(down.code).not.toBe(0);
      expect(down.lines).toHaveLength(1);
      expect(down.lines[0]).toMatch(engine);
      expect(down.lines[0]).not.toContain('secret');
    }
  });
});

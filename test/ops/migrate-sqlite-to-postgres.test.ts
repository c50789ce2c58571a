// npm run migrate:sqlite-to-postgres, end to end: an embedded deployment is filled through the
// real HTTP API on its SQLite file, the script copies the file into a test PostgreSQL, and the app
// started on PostgreSQL answers the same records. Also: a non-empty target is refused unless
// --force, a table PostgreSQL has no place for is named and refused unless --leave, and a file
// from before the per-writer statement counts gets them derived from its statements.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { openDatabase } from '../../src/storage/database.js';
import { postgresEngine } from '../../src/storage/sql-engine.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { expectRecords, RECORDS_ENV, writeRecords, type Written } from './records.js';

// Each run of the script is a node process that loads the composition root: seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the script as `npm run` does (node with tsx), answering its exit code and output. */
function migrateScript(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/migrate-sqlite-to-postgres.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}

/** The built app listening on a loopback port, so the shared HTTP client can reach it. */
async function listen(t: TestApp): Promise<{ base: string; server: Server }> {
  const server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, server };
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** `table  sqlite  postgres` lines of the script's report. */
function countsIn(out: string): Map<string, [number, number]> {
  return new Map([...out.matchAll(/^(\w+)\s+(\d+)\s+(\d+)$/gm)].map((m) => [m[1]!, [Number(m[2]), Number(m[3])] as [number, number]]));
}

let pg: PostgresServer;
/** On PostgreSQL the service keeps revoked tokens in Redis: the app after the move has both, as a fleet does. */
let redis: RedisServer;
let dir: string;
let file: string;
let written: Written;
const clock = new ManualClock();

beforeAll(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedisServer()]);
  dir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
  file = path.join(dir, 'app.db');
  const db = openDatabase(file);
  const t = await buildTestApp({ db, clock, dataDir: dir, env: RECORDS_ENV });
  const { base, server } = await listen(t);
  try {
    written = await writeRecords(base, clock.now());
  } finally {
    await closeServer(server);
    await t.close();
    db.close();
  }
});

afterAll(async () => {
  await pg?.stop();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run migrate:sqlite-to-postgres', () => {
  it('copies every table, prints matching counts, and the app on PostgreSQL answers the same records', async () => {
    const url = await pg.createDatabase();
    const { code, out } = await migrateScript('--from', file, '--to', url);
    expect(code, out).toBe(0);
    const counts = countsIn(out);
    for (const table of ['users', 'classes', 'class_enrolments', 'class_curricula', 'school_classes', 'class_content_versions', 'analytics_events', 'xapi_statements']) {
      expect(counts.get(table), `${table} in:\n${out}`).toBeDefined();
      const [sqlite, postgres] = counts.get(table)!;
      expect(sqlite, table).toBeGreaterThan(0);
      expect(postgres, table).toBe(sqlite);
    }
    expect(out).not.toContain('schema_migrations');
    expect(out).toMatch(/every count matches/);

    const t = await buildTestApp({ records: postgresEngine({ url, poolSize: 5 }), clock, env: { ...RECORDS_ENV, REDIS_URL: redis.url } });
    const { base, server } = await listen(t);
    try {
      await expectRecords(base, written, clock.now());
    } finally {
      await closeServer(server);
      await t.close();
      await t.deps.records.close();
    }
  });

  it('refuses a target that already holds records unless --force, which replaces them', async () => {
    const url = await pg.createDatabase();
    expect((await migrateScript('--from', file, '--to', url)).code).toBe(0);
    const again = await migrateScript('--from', file, '--to', url);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/^refused: the target already holds records \(.*classes.*\); nothing was copied\. Pass --force/m);
    const forced = await migrateScript('--from', file, '--to', url, '--force');
    expect(forced.code, forced.out).toBe(0);
    // Replaced, not doubled: the counts match the file's again.
    for (const [table, [sqlite, postgres]] of countsIn(forced.out)) expect(postgres, table).toBe(sqlite);
  });

  it('derives the per-writer statement counts from the statements when the file predates them', async () => {
    const olderDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-older-'));
    try {
      const older = path.join(olderDir, 'app.db');
      const db = openDatabase(file);
      db.exec(`VACUUM INTO '${older}'`);
      db.close();
      const o = openDatabase(older);
      o.exec("DROP TABLE xapi_writer_actor_counts; DELETE FROM schema_migrations WHERE id = 'xapi-007-writer-actor-counts'");
      o.close();
      const url = await pg.createDatabase();
      const run = await migrateScript('--from', older, '--to', url);
      expect(run.code, run.out).toBe(0);
      const engine = postgresEngine({ url, poolSize: 1 });
      try {
        const { rows } = await sql<{ writer: string; actor_key: string; n: number; statements: number | null }>`
          SELECT s.writer, s.actor_key, COUNT(*) AS n, MAX(c.statements) AS statements FROM xapi_statements s
          LEFT JOIN xapi_writer_actor_counts c ON c.writer = s.writer AND c.actor_key = s.actor_key GROUP BY s.writer, s.actor_key`.execute(engine.db);
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) expect(Number(r.statements), `${r.writer} ${r.actor_key}`).toBe(Number(r.n));
      } finally {
        await engine.close();
      }
    } finally {
      rmSync(olderDir, { recursive: true, force: true });
    }
  });

  it('names a table PostgreSQL has no place for and copies nothing, unless --leave names it', async () => {
    const legacyDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-legacy-'));
    try {
      const legacy = path.join(legacyDir, 'app.db');
      const db = openDatabase(legacy);
      const t = await buildTestApp({ db, clock, dataDir: legacyDir, env: RECORDS_ENV });
      await t.close();
      db.exec("CREATE TABLE legacy_notes (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO legacy_notes (note) VALUES ('kept in SQLite')");
      db.close();
      const url = await pg.createDatabase();
      const refused = await migrateScript('--from', legacy, '--to', url);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('refused: cannot copy legacy_notes (1 rows: no such table in PostgreSQL); nothing was copied. Pass --leave legacy_notes');
      const left = await migrateScript('--from', legacy, '--to', url, '--leave', 'legacy_notes');
      expect(left.code, left.out).toBe(0);
      expect(left.out).toContain('not copied: legacy_notes (1 rows): no such table in PostgreSQL');
    } finally {
      rmSync(legacyDir, { recursive: true, force: true });
    }
  });

  it('answers wrong arguments with its usage line and exit code 2, and an unreachable target in one line', async () => {
    const usage = await migrateScript('--from', file);
    expect(usage.code).toBe(2);
    expect(usage.out).toMatch(/^usage: npm run migrate:sqlite-to-postgres -- --from/);
    const down = await migrateScript('--from', file, '--to', 'postgres://someone:hunter2@127.0.0.1:1/none');
    expect(down.code).toBe(1);
    expect(down.out.trim().split('\n')).toHaveLength(1);
    expect(down.out).toMatch(/^refused: cannot reach PostgreSQL postgres:\/\/someone@127\.0\.0\.1:1\/none/);
    expect(down.out).not.toContain('hunter2');
  });
});

// A PostgreSQL (DATABASE_URL) that cannot be reached: start-up stops with one line naming it, the
// setting and the reason, never the password; and one that stops answering while the service
// runs leaves health answering, saying which engine is down (its outbox depth is then unknown).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { migrate } from '../../src/storage/migrations.js';
import { postgresEngine, unreachableReason } from '../../src/storage/sql-engine.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startPostgres } from '../helpers/postgres-server.js';
import { freePort } from '../helpers/process.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('a PostgreSQL that cannot be reached', () => {
  it('the server exits non-zero at start-up with one line naming PostgreSQL, DATABASE_URL and the reason', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-postgres-down-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `postgres://someone:hunter2-secret@127.0.0.1:${port}/none` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toEqual([`cannot reach PostgreSQL postgres://someone@127.0.0.1:${port}/none (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`]);
  }, 60_000);

  it('a server that asks for a password none was given for is said so, not in the driver’s SASL words', () => {
    // node-postgres's words when the URL names no password and PGPASSWORD is unset.
    const driver = new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string');
    expect(unreachableReason(driver)).toBe('the server asks for a password, and neither the URL nor PGPASSWORD gives one');
    expect(unreachableReason(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});

describe('a PostgreSQL that stops answering', () => {
  it('/health still answers 200, with records down and the outbox depth unknown', async () => {
    const server = await startPostgres();
    const records = postgresEngine({ url: await server.createDatabase(), poolSize: 2, connectTimeoutMs: 2_000 });
    try {
      await migrate(records, areaMigrations);
      const t = await buildTestApp({ records });
      apps.push(t);
      const up = (await request(t.app).get('/api/direct/health').expect(200)).body;
      expect(up.records).toEqual({ engine: 'postgres', status: 'up' });
      expect(up.xapiOutbox).toEqual({ pending: 0, rejected: 0, oldestPendingAgeSeconds: null });
      await server.stop();
      const down = (await request(t.app).get('/api/direct/health').expect(200)).body;
      expect(down).toMatchObject({ status: 'ok', records: { engine: 'postgres', status: 'down' }, xapiOutbox: null, liveState: { engine: 'memory', status: 'up' } });
    } finally {
      await server.stop().catch(() => undefined);
      await records.close().catch(() => undefined);
    }
  }, 60_000);
});

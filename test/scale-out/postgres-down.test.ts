// A PostgreSQL (DATABASE_URL) that stops answering while the service runs leaves health
// answering, saying which engine is down (its outbox depth is then unknown).
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { migrate } from '../../src/storage/migrations.js';
import { postgresEngine } from '../../src/storage/sql-engine.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startPostgres } from '../helpers/postgres-server.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
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

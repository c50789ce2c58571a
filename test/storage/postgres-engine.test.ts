// The record engine on PostgreSQL: the test's own server, the areas' migrations applied once (and
// by one instance at a time), and a clear failure when the server cannot be reached.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { migrate, orderedMigrations } from '../../src/storage/migrations.js';
import { postgresEngine, redactUrl } from '../../src/storage/sql-engine.js';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server.js';

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

describe('the record engine on PostgreSQL', () => {
  it('answers a ping and says where it is without the password', async () => {
    const engine = await server.engine();
    await engine.ping();
    expect(engine.dialect).toBe('postgres');
    expect(engine.where).toMatch(/^PostgreSQL postgres:\/\/postgres@127\.0\.0\.1:\d+\/t\d+_\d+$/);
    expect(redactUrl('postgres://app:s3cret@db.example:5432/lp')).toBe('postgres://app@db.example:5432/lp');
  });

  it('applies every migration once, even when three instances start together', async () => {
    const url = await server.createDatabase();
    const engines = [1, 2, 3].map(() => postgresEngine({ url, poolSize: 2 }));
    try {
      const ran = await Promise.all(engines.map((e) => migrate(e, areaMigrations)));
      const ids = orderedMigrations(areaMigrations).map((m) => m.id);
      // One instance applied them all, in order; the others waited for its lock and found nothing left.
      expect(ran.map((r) => r.length).sort((a, b) => a - b)).toEqual([0, 0, ids.length]);
      expect(ran.find((r) => r.length > 0)).toEqual(ids);
      const applied = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(engines[0]!.db);
      expect(applied.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(await migrate(engines[0]!, areaMigrations)).toEqual([]);
    } finally {
      for (const e of engines) await e.close();
    }
  });

  it('fails a ping with the reason when nothing listens', async () => {
    const engine = postgresEngine({ url: 'postgres://app:pw@127.0.0.1:1/none', poolSize: 1, connectTimeoutMs: 2_000 });
    await expect(engine.ping()).rejects.toThrow(/ECONNREFUSED/);
    await engine.close();
  });
});

// The composition root builds every store and area once, from the platform it is given: a store
// is replaced by passing another implementation (one adapter, one line), areas share what they
// are handed, and each area's migrations run in the storage layer's declared order.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { MemorySessionStore, type ConversationRecord } from '../../src/conversations/index.js';
import { ManualClock } from '../../src/clock.js';
import { MIGRATION_ORDER, orderedMigrations } from '../../src/storage/migrations.js';
import { buildTestApp } from '../helpers/app.js';
import { authA, createSession, KEY_A, KEY_B } from '../conversations/api/fixtures.js';

/** A stand-in for a shared session store (think Redis): it only counts what passes through. */
class CountingSessionStore extends MemorySessionStore<ConversationRecord> {
  sets = 0;
  gets = 0;
  override set(id: string, value: ConversationRecord): void {
    this.sets++;
    super.set(id, value);
  }
  override get(id: string): ConversationRecord | undefined {
    this.gets++;
    return super.get(id);
  }
}

describe('composition root', () => {
  it('uses a store implementation passed in AppDeps.stores for the whole app', async () => {
    const clock = new ManualClock();
    const sessions = new CountingSessionStore(clock);
    const t = await buildTestApp({ clock, stores: { sessions }, env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B}` } });
    expect(t.root.stores.sessions).toBe(sessions);
    const { session_id } = await createSession(t.app);
    await request(t.app).post(`/api/v1/conversations/${session_id}/messages`).set(authA).send({ text: 'Hello there.' }).expect(200);
    expect(sessions.sets).toBe(1);
    expect(sessions.gets).toBeGreaterThan(0);
    expect(sessions.size()).toBe(1);
  });

  it('builds each area once and hands the same service to the areas that share it', async () => {
    const t = await buildTestApp();
    expect(t.root.simulation.service).toBe(t.root.conversations.service);
    expect(t.root.classes.auth).toBe(t.root.auth);
    expect(t.root.maps.users).toBe(t.root.stores.users);
  });

  it('runs every area\'s migrations in the declared order, each area listed', async () => {
    expect(Object.keys(areaMigrations).sort()).toEqual([...MIGRATION_ORDER].sort());
    const ids = orderedMigrations(areaMigrations).map((m) => m.id);
    expect(ids.indexOf('users-001-create')).toBeLessThan(ids.indexOf('classes-001-create'));
    const t = await buildTestApp();
    const applied = t.db.prepare('SELECT id FROM schema_migrations ORDER BY rowid').all() as { id: string }[];
    expect(applied.map((r) => r.id)).toEqual(ids);
  });
});

// The database under the classes area: durable settings on a real file, migrations applied once, and the
// constraints the service relies on enforced by SQLite itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqlClassStore } from '../../src/classes/index.js';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase } from '../../src/storage/database.js';
import { runMigrations } from '../../src/storage/database.js';
import { orderedMigrations } from '../../src/storage/migrations.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';

function fileDb() {
  const db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'lp-db-')), 'app.db'));
  const ran = runMigrations(db, orderedMigrations(areaMigrations));
  return { db, ran };
}

describe('SQLite schema for classes', () => {
  it('runs in WAL mode with synchronous=FULL and foreign keys on; migrations apply once', () => {
    const { db, ran } = fileDb();
    expect(ran).toContain('classes-001-create');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(runMigrations(db, orderedMigrations(areaMigrations))).toEqual([]);
  });

  it('enforces the references: no class for an unknown teacher, no progress without an enrolment', async () => {
    const { db } = fileDb();
    const store = new SqlClassStore(sqliteEngine(db));
    const cls = { id: 'c1', name: 'C', description: null, subject: null, domain: null, subdomain: null, enrollmentCode: 'ABCDEF', teacherId: 'nobody', createdAt: '2026-01-01T00:00:00.000Z' };
    await expect(store.insert(cls)).rejects.toThrow(/FOREIGN KEY/);
    db.prepare("INSERT INTO users (id, email, role, created_at, updated_at) VALUES ('t', 't@x', 'teacher', 'a', 'a'), ('l', 'l@x', 'learner', 'a', 'a')").run();
    expect(await store.insert({ ...cls, teacherId: 't' })).toBe(true);
    expect(await store.insert({ ...cls, id: 'c2', teacherId: 't' })).toBe(false); // code taken
    await expect(store.recordProgress('c1', 'l', 'a', 'completed', 'now')).rejects.toThrow(/FOREIGN KEY/);
    expect(() => db.prepare("INSERT INTO class_progress VALUES ('c1', 'l', 'a', 'finished', 'now')").run()).toThrow(/CHECK|FOREIGN/);
    expect(await store.enrol('c1', 'l', 'now')).toBe(true);
    expect(await store.enrol('c1', 'l', 'later')).toBe(false);
    expect(await store.enrol('missing', 'l', 'now')).toBe(false);
  });
});

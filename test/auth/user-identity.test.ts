// Users behind tokens: recorded on first sight with id = sub, a taken e-mail refused, no
// write when nothing changed, and the maps area's provision() unchanged.
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase } from '../../src/storage/database.js';
import { runMigrations } from '../../src/storage/database.js';
import { orderedMigrations } from '../../src/storage/migrations.js';
import { EmailTakenError, SqliteUserStore } from '../../src/users/store.js';

function store() {
  const db = openDatabase(':memory:');
  runMigrations(db, orderedMigrations(areaMigrations));
  const clock = new ManualClock();
  return { db, clock, users: new SqliteUserStore(db, clock, seededRandom(5)) };
}

describe('UserStore.recordIdentity', () => {
  it('creates the user with id = sub on first sight', () => {
    const { users } = store();
    const u = users.recordIdentity({ sub: 'sub-1', email: 'A@School.test', name: 'Ann', role: 'teacher' });
    expect(u).toMatchObject({ id: 'sub-1', email: 'a@school.test', name: 'Ann', role: 'teacher' });
    expect(users.getById('sub-1')).toEqual(u);
  });

  it('does not write when the claims are unchanged', () => {
    const { users, clock } = store();
    const first = users.recordIdentity({ sub: 's', email: 'a@school.test', name: 'Ann', role: 'learner' });
    clock.advance(60_000);
    const again = users.recordIdentity({ sub: 's', email: 'a@school.test', name: null, role: 'learner' });
    expect(again.updatedAt).toBe(first.updatedAt);
  });

  it('refreshes e-mail and name, raises but never lowers the stored role', () => {
    const { users, clock } = store();
    users.recordIdentity({ sub: 's', email: 'a@school.test', name: 'Ann', role: 'teacher' });
    clock.advance(1000);
    expect(users.recordIdentity({ sub: 's', email: 'ann@school.test', name: 'Ann B', role: 'learner' })).toMatchObject({
      email: 'ann@school.test',
      name: 'Ann B',
      role: 'teacher',
    });
    expect(users.recordIdentity({ sub: 's', email: 'ann@school.test', name: null, role: 'admin' }).role).toBe('admin');
  });

  it('users are keyed by sub: another sub claiming a taken e-mail is refused (EmailTakenError)', () => {
    const { users } = store();
    const provisioned = users.provision({ email: 'maps@school.test', role: 'teacher' });
    expect(() => users.recordIdentity({ sub: 'idp-42', email: 'maps@school.test', name: 'Map Maker', role: 'teacher' })).toThrow(EmailTakenError);
    expect(users.getById('idp-42')).toBeUndefined();
    expect(users.getById(provisioned.id)?.name).toBeNull();
  });

  it('refuses to move a user to an e-mail that belongs to someone else', () => {
    const { users } = store();
    users.recordIdentity({ sub: 'a', email: 'a@school.test', name: null, role: 'learner' });
    users.recordIdentity({ sub: 'b', email: 'b@school.test', name: null, role: 'learner' });
    expect(() => users.recordIdentity({ sub: 'a', email: 'b@school.test', name: null, role: 'learner' })).toThrow(EmailTakenError);
    expect(users.getById('a')?.email).toBe('a@school.test');
  });

  it('provision() still creates by e-mail and never lowers a role', () => {
    const { users } = store();
    const admin = users.provision({ email: 'x@school.test', role: 'admin', name: 'X' });
    expect(users.provision({ email: 'X@school.test', role: 'teacher' })).toMatchObject({ id: admin.id, role: 'admin', name: 'X' });
  });
});

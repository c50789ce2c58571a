// The users store on both record engines: users behind tokens recorded on first sight with
// id = sub, a taken e-mail refused, no write when nothing changed, provision() by e-mail, and
// instances racing for the same user ending with one user and no error.
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { EmailTakenError, SqlUserStore } from '../../src/users/index.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';

describe.each(RECORD_ENGINES)('UserStore on %s', (kind) => {
  const open = recordEngines();
  async function store() {
    const clock = new ManualClock();
    const engine = await open(kind);
    return { clock, engine, users: new SqlUserStore(engine, clock, seededRandom(5)) };
  }

  describe('recordIdentity', () => {
    it('creates the user with id = sub on first sight', async () => {
      const { users } = await store();
      const u = await users.recordIdentity({ sub: 'sub-1', email: 'A@School.test', name: 'Ann', role: 'teacher' });
      expect(u).toMatchObject({ id: 'sub-1', email: 'a@school.test', name: 'Ann', role: 'teacher' });
      expect(await users.getById('sub-1')).toEqual(u);
      expect(await users.getByEmail(' A@SCHOOL.test ')).toEqual(u);
      expect(await users.getById('nobody')).toBeUndefined();
      expect(await users.getByEmail('nobody@school.test')).toBeUndefined();
    });

    it('does not write when the claims are unchanged', async () => {
      const { users, clock } = await store();
      const first = await users.recordIdentity({ sub: 's', email: 'a@school.test', name: 'Ann', role: 'learner' });
      clock.advance(60_000);
      const again = await users.recordIdentity({ sub: 's', email: 'a@school.test', name: null, role: 'learner' });
      expect(again).toEqual(first);
      expect((await users.getById('s'))?.updatedAt).toBe(first.updatedAt);
    });

    it('refreshes e-mail and name, raises but never lowers the stored role', async () => {
      const { users, clock } = await store();
      const created = await users.recordIdentity({ sub: 's', email: 'a@school.test', name: 'Ann', role: 'teacher' });
      clock.advance(1000);
      const moved = await users.recordIdentity({ sub: 's', email: 'ann@school.test', name: 'Ann B', role: 'learner' });
      expect(moved).toMatchObject({ email: 'ann@school.test', name: 'Ann B', role: 'teacher', createdAt: created.createdAt });
      expect(moved.updatedAt > created.updatedAt).toBe(true);
      // No name in the token keeps the stored one.
      expect(await users.recordIdentity({ sub: 's', email: 'ann@school.test', name: null, role: 'admin' })).toMatchObject({ name: 'Ann B', role: 'admin' });
      expect(await users.getByEmail('a@school.test')).toBeUndefined();
    });

    it('users are keyed by sub: another sub claiming a taken e-mail is refused (EmailTakenError)', async () => {
      const { users } = await store();
      const provisioned = await users.provision({ email: 'maps@school.test', role: 'teacher' });
      await expect(users.recordIdentity({ sub: 'idp-42', email: 'maps@school.test', name: 'Map Maker', role: 'teacher' })).rejects.toThrow(EmailTakenError);
      expect(await users.getById('idp-42')).toBeUndefined();
      expect((await users.getById(provisioned.id))?.name).toBeNull();
    });

    it('refuses to move a user to an e-mail that belongs to someone else', async () => {
      const { users } = await store();
      await users.recordIdentity({ sub: 'a', email: 'a@school.test', name: null, role: 'learner' });
      await users.recordIdentity({ sub: 'b', email: 'b@school.test', name: null, role: 'learner' });
      await expect(users.recordIdentity({ sub: 'a', email: 'b@school.test', name: null, role: 'learner' })).rejects.toThrow(EmailTakenError);
      expect((await users.getById('a'))?.email).toBe('a@school.test');
    });

    it('two first requests of a new sub at once: one user, both answered with it', async () => {
      const { engine, clock } = await store();
      // Two instances: each its own store over the same records.
      const [one, two] = [new SqlUserStore(engine, clock, seededRandom(1)), new SqlUserStore(engine, clock, seededRandom(2))];
      const claims = { sub: 'new-sub', email: 'new@school.test', name: 'New', role: 'learner' as const };
      const [a, b] = await Promise.all([one.recordIdentity(claims), two.recordIdentity(claims)]);
      expect(a).toEqual(b);
      expect(a).toMatchObject({ id: 'new-sub', email: 'new@school.test' });
      expect(await one.getByEmail('new@school.test')).toEqual(a);
    });

    it('many first requests of many new subs at once, as over a fleet: one user each, never email_taken', async () => {
      const { engine, clock } = await store();
      const instances = Array.from({ length: 6 }, (_, n) => new SqlUserStore(engine, clock, seededRandom(n)));
      const subs = Array.from({ length: 12 }, (_, n) => ({ sub: `burst-${n}`, email: `burst-${n}@school.test`, name: null, role: 'teacher' as const }));
      // Each sub's first requests land on every instance at once: a racing insert meets the other's
      // row on the e-mail index as well as on the id, and that must not read as another user's e-mail.
      const results = await Promise.allSettled(subs.flatMap((claims) => instances.map((i) => i.recordIdentity(claims))));
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      for (const claims of subs) expect((await instances[0]!.getByEmail(claims.email))?.id).toBe(claims.sub);
    });

    it('a new sub and another sub racing for one e-mail: one owns it, the other is refused', async () => {
      const { users } = await store();
      const results = await Promise.allSettled([
        users.recordIdentity({ sub: 'x', email: 'same@school.test', name: null, role: 'learner' }),
        users.recordIdentity({ sub: 'y', email: 'same@school.test', name: null, role: 'learner' }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.map((r) => r.reason)).toEqual([expect.any(EmailTakenError)]);
      expect((await users.getByEmail('same@school.test'))?.id).toBe((won[0] as PromiseFulfilledResult<{ id: string }>).value.id);
    });

    it('concurrent claims never lower a role: the highest one stays', async () => {
      const { users } = await store();
      await users.recordIdentity({ sub: 'r', email: 'r@school.test', name: null, role: 'learner' });
      await Promise.all(
        (['admin', 'teacher', 'admin', 'teacher'] as const).map((role, i) => users.recordIdentity({ sub: 'r', email: 'r@school.test', name: `N${i}`, role })),
      );
      expect((await users.getById('r'))?.role).toBe('admin');
    });
  });

  describe('provision', () => {
    it('creates by e-mail, fills a missing name, never lowers a role', async () => {
      const { users } = await store();
      const admin = await users.provision({ email: 'x@school.test', role: 'admin', name: 'X' });
      expect(await users.provision({ email: 'X@school.test', role: 'teacher' })).toMatchObject({ id: admin.id, role: 'admin', name: 'X' });
      const unnamed = await users.provision({ email: 'y@school.test', role: 'learner', id: 'given-id' });
      expect(unnamed).toMatchObject({ id: 'given-id', name: null, role: 'learner' });
      expect(await users.provision({ email: 'y@school.test', role: 'teacher', name: 'Y' })).toMatchObject({ id: 'given-id', name: 'Y', role: 'teacher' });
      // A name once set is kept.
      expect(await users.provision({ email: 'y@school.test', role: 'learner', name: 'Other' })).toMatchObject({ name: 'Y', role: 'teacher' });
    });

    it('two instances provisioning one e-mail at once: one user', async () => {
      const { engine, clock } = await store();
      const [one, two] = [new SqlUserStore(engine, clock, seededRandom(1)), new SqlUserStore(engine, clock, seededRandom(2))];
      const [a, b] = await Promise.all([one.provision({ email: 'p@school.test', role: 'teacher' }), two.provision({ email: 'p@school.test', role: 'admin', name: 'P' })]);
      expect(a.id).toBe(b.id);
      expect(await one.getByEmail('p@school.test')).toMatchObject({ id: a.id, role: 'admin', name: 'P' });
    });
  });
});

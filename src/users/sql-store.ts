// UserStore on the record engine (SQLite file, or PostgreSQL with DATABASE_URL). Every instance
// may write at once, so no decision rests on a read alone: the UNIQUE e-mail and the primary key
// settle who creates a user (INSERT ... ON CONFLICT DO NOTHING), and a role is only raised by an
// UPDATE that still finds the role it was computed from (otherwise it decides again).
import type { Kysely } from 'kysely';
import type { Clock, RandomSource } from '../clock.js';
import { prepareQuery, type Param, type PreparedQuery } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import { isUniqueViolation } from '../storage/sql-errors.js';
import type { Role } from './roles.js';
import { EmailTakenError, normaliseEmail, ROLE_RANK, type User, type UserStore } from './store.js';

type UserRow = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
};

type UserTables = { users: UserRow };

type Identity = { sub: string; email: string; name: string | null; role: Role };

const toUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const raised = (stored: Role, claimed: Role): Role => (ROLE_RANK[claimed] > ROLE_RANK[stored] ? claimed : stored);

type Insert = { id: string; email: string; name: string | null; role: Role; now: string };
/** A guarded update: applies only while the stored role is still `seen`, the one it was decided from. */
type Update = { name: string | null; role: Role; now: string; id: string; seen: Role };

function queries(db: Kysely<UserTables>) {
  const insert = (p: Param<Insert>) =>
    db.insertInto('users').values({ id: p('id'), email: p('email'), name: p('name'), role: p('role'), created_at: p('now'), updated_at: p('now') });
  return {
    byId: prepareQuery<{ id: string }, UserRow>((p) => db.selectFrom('users').selectAll().where('id', '=', p('id'))),
    byEmail: prepareQuery<{ email: string }, UserRow>((p) => db.selectFrom('users').selectAll().where('email', '=', p('email'))),
    /** A token's first sight: the id (sub) decides; an e-mail owned by another sub breaks UNIQUE. */
    insertIdentity: prepareQuery<Insert, UserRow>((p) =>
      insert(p)
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll(),
    ),
    /** Provisioning by e-mail: the e-mail decides. */
    insertProvisioned: prepareQuery<Insert, UserRow>((p) =>
      insert(p)
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll(),
    ),
    /** A claimed name replaces the stored one; no name keeps it. */
    updateIdentity: prepareQuery<Update & { email: string }, UserRow>((p) =>
      db
        .updateTable('users')
        .set((eb) => ({ email: p('email'), name: eb.fn.coalesce(eb.val(p('name')), eb.ref('name')), role: p('role'), updated_at: p('now') }))
        .where('id', '=', p('id'))
        .where('role', '=', p('seen'))
        .returningAll(),
    ),
    /** Provisioning fills a missing name only. */
    updateProvisioned: prepareQuery<Update, UserRow>((p) =>
      db
        .updateTable('users')
        .set((eb) => ({ name: eb.fn.coalesce(eb.ref('name'), eb.val(p('name'))), role: p('role'), updated_at: p('now') }))
        .where('id', '=', p('id'))
        .where('role', '=', p('seen'))
        .returningAll(),
    ),
  };
}

async function first<P extends object>(db: SqlEngine['db'], q: PreparedQuery<P, UserRow>, params: P): Promise<UserRow | undefined> {
  return (await q.execute(db, params)).rows[0];
}

export class SqlUserStore implements UserStore {
  private readonly q: ReturnType<typeof queries>;
  private readonly db: SqlEngine['db'];

  constructor(
    engine: SqlEngine,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {
    this.db = engine.db;
    this.q = queries(engine.db.withTables<UserTables>());
  }

  async getById(id: string): Promise<User | undefined> {
    const r = await first(this.db, this.q.byId, { id });
    return r && toUser(r);
  }

  async getByEmail(email: string): Promise<User | undefined> {
    const r = await first(this.db, this.q.byEmail, { email: normaliseEmail(email) });
    return r && toUser(r);
  }

  async provision(input: { email: string; name?: string; role: Role; id?: string }): Promise<User> {
    const email = normaliseEmail(input.email);
    const now = this.now();
    let row = await first(this.db, this.q.byEmail, { email });
    if (!row) {
      const created = await first(this.db, this.q.insertProvisioned, { id: input.id ?? this.random.uuid(), email, name: input.name ?? null, role: input.role, now });
      if (created) return toUser(created);
      // Another instance provisioned the e-mail a moment ago: theirs is the user.
      row = await this.mustGet(this.q.byEmail, { email });
    }
    for (;;) {
      const role = raised(row.role, input.role);
      if ((row.name !== null || input.name === undefined) && role === row.role) return toUser(row);
      const updated = await first(this.db, this.q.updateProvisioned, { name: input.name ?? null, role, now, id: row.id, seen: row.role });
      if (updated) return toUser(updated);
      // The role was raised meanwhile: decide again on what is stored now (roles only rise, so this ends).
      row = await this.mustGet(this.q.byId, { id: row.id });
    }
  }

  async recordIdentity(input: Identity): Promise<User> {
    const email = normaliseEmail(input.email);
    let row = await first(this.db, this.q.byId, { id: input.sub });
    // The common case (a known user, same claims) is one indexed read and no write.
    if (row && !identityChanges(row, email, input)) return toUser(row);
    const owner = row?.email === email ? row : await first(this.db, this.q.byEmail, { email });
    if (owner && owner.id !== input.sub) throw new EmailTakenError(email);
    const now = this.now();
    try {
      if (!row) {
        const created = await first(this.db, this.q.insertIdentity, { id: input.sub, email, name: input.name, role: input.role, now });
        if (created) return toUser(created);
        // The same token's first requests raced; the other one created the user.
        row = await this.mustGet(this.q.byId, { id: input.sub });
      }
      for (;;) {
        if (!identityChanges(row, email, input)) return toUser(row);
        const updated = await first(this.db, this.q.updateIdentity, { email, name: input.name, role: raised(row.role, input.role), now, id: row.id, seen: row.role });
        if (updated) return toUser(updated);
        // The role was raised meanwhile: decide again on what is stored now (roles only rise, so this ends).
        row = await this.mustGet(this.q.byId, { id: row.id });
      }
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // On PostgreSQL, ON CONFLICT (id) arbitrates only the id index: when the same sub's first
      // requests race on two instances, the loser can meet the winner's row on the e-mail index
      // instead. Only a holder with another id means the e-mail is taken.
      const holder = await first(this.db, this.q.byEmail, { email });
      if (holder?.id === input.sub) return this.recordIdentity(input);
      throw new EmailTakenError(email);
    }
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** Users are never deleted: a row seen (or conflicted with) a moment ago is still there. */
  private async mustGet<P extends { id: string } | { email: string }>(q: PreparedQuery<P, UserRow>, key: P): Promise<UserRow> {
    const row = await first(this.db, q, key);
    if (!row) throw new Error(`user ${Object.values(key)[0]} vanished`);
    return row;
  }
}

function identityChanges(row: UserRow, email: string, input: { name: string | null; role: Role }): boolean {
  return row.email !== email || (input.name !== null && input.name !== row.name) || ROLE_RANK[input.role] > ROLE_RANK[row.role];
}

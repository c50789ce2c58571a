// Durable users. Maps provision teachers by e-mail; identity (JWT claims) refers to them by id.
import type { Clock, RandomSource } from '../clock.js';
import type { Database } from '../storage/database.js';
import type { Role } from './roles.js';

export interface User {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  createdAt: string;
  updatedAt: string;
}

export interface UserStore {
  getById(id: string): User | undefined;
  getByEmail(email: string): User | undefined;
  /**
   * Creates the user when the e-mail is new; otherwise fills a missing name. An existing role is
   * never lowered (an admin provisioned again as teacher stays admin). Idempotent.
   */
  provision(input: { email: string; name?: string; role: Role; id?: string }): User;
  /**
   * Records the user behind a verified token. Users are keyed by `sub`: created with id = `sub` on
   * first sight; the e-mail is an attribute. Throws EmailTakenError when the token's e-mail
   * belongs to a different user (another `sub`), so a token can never reach someone else's
   * account (or their e-mail-keyed school classes) by claiming their address. Refreshes the e-mail
   * and name, raises (never lowers) the stored role, and writes nothing when nothing changed.
   * Returns the stored user; its id is the principal's userId.
   */
  recordIdentity(input: { sub: string; email: string; name: string | null; role: Role }): User;
}

/** A token's e-mail belongs to another user (another `sub`). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor(readonly email: string) {
    super(`The e-mail ${email} belongs to another user`);
  }
}

const RANK: Record<Role, number> = { learner: 0, teacher: 1, admin: 2 };

interface Row {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
}

const toUser = (r: Row): User => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class SqliteUserStore implements UserStore {
  private readonly byId;
  private readonly byEmail;
  private readonly insert;
  private readonly update;
  private readonly updateIdentity;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {
    this.byId = db.prepare<[string], Row>('SELECT * FROM users WHERE id = ?');
    this.byEmail = db.prepare<[string], Row>('SELECT * FROM users WHERE email = ?');
    this.insert = db.prepare('INSERT INTO users (id, email, name, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    this.update = db.prepare('UPDATE users SET name = ?, role = ?, updated_at = ? WHERE id = ?');
    this.updateIdentity = db.prepare('UPDATE users SET email = ?, name = ?, role = ?, updated_at = ? WHERE id = ?');
  }

  getById(id: string): User | undefined {
    const r = this.byId.get(id);
    return r && toUser(r);
  }

  getByEmail(email: string): User | undefined {
    const r = this.byEmail.get(normaliseEmail(email));
    return r && toUser(r);
  }

  provision(input: { email: string; name?: string; role: Role; id?: string }): User {
    const email = normaliseEmail(input.email);
    return this.db.transaction(() => {
      const now = new Date(this.clock.now()).toISOString();
      const existing = this.byEmail.get(email);
      if (!existing) {
        const id = input.id ?? this.random.uuid();
        this.insert.run(id, email, input.name ?? null, input.role, now, now);
        return toUser(this.byId.get(id)!);
      }
      const name = existing.name ?? input.name ?? null;
      const role = RANK[input.role] > RANK[existing.role] ? input.role : existing.role;
      if (name !== existing.name || role !== existing.role) this.update.run(name, role, now, existing.id);
      return toUser(this.byId.get(existing.id)!);
    })();
  }

  recordIdentity(input: { sub: string; email: string; name: string | null; role: Role }): User {
    const email = normaliseEmail(input.email);
    const current = this.byId.get(input.sub);
    // The common case (a known user, same claims) is one indexed read and no write.
    if (current && !identityChanges(current, email, input)) return toUser(current);
    return this.db.transaction(() => {
      const now = new Date(this.clock.now()).toISOString();
      const owner = this.byEmail.get(email);
      if (owner && owner.id !== input.sub) throw new EmailTakenError(email);
      const row = this.byId.get(input.sub);
      if (!row) {
        this.insert.run(input.sub, email, input.name, input.role, now, now);
        return toUser(this.byId.get(input.sub)!);
      }
      const nextEmail = email;
      const nextName = input.name ?? row.name;
      const nextRole = RANK[input.role] > RANK[row.role] ? input.role : row.role;
      if (nextEmail !== row.email || nextName !== row.name || nextRole !== row.role) {
        this.updateIdentity.run(nextEmail, nextName, nextRole, now, row.id);
      }
      return toUser(this.byId.get(row.id)!);
    })();
  }
}

function identityChanges(row: Row, email: string, input: { name: string | null; role: Role }): boolean {
  return row.email !== email || (input.name !== null && input.name !== row.name) || RANK[input.role] > RANK[row.role];
}

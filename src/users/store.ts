// Durable users. Maps provision teachers by e-mail; identity (JWT claims) refers to them by id.
// The implementation on the record engine is sql-store.ts.
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
  getById(id: string): Promise<User | undefined>;
  getByEmail(email: string): Promise<User | undefined>;
  /**
   * Creates the user when the e-mail is new; otherwise fills a missing name. An existing role is
   * never lowered (an admin provisioned again as teacher stays admin). Idempotent.
   */
  provision(input: { email: string; name?: string; role: Role; id?: string }): Promise<User>;
  /**
   * Records the user behind a verified token. Users are keyed by `sub`: created with id = `sub` on
   * first sight; the e-mail is an attribute. Throws EmailTakenError when the token's e-mail
   * belongs to a different user (another `sub`), so a token can never reach someone else's
   * account (or their e-mail-keyed school classes) by claiming their address. Refreshes the e-mail
   * and name, raises (never lowers) the stored role, and writes nothing when nothing changed.
   * Returns the stored user; its id is the principal's userId. Runs on every authenticated
   * request: a known user with unchanged claims costs one indexed read and no write.
   */
  recordIdentity(input: { sub: string; email: string; name: string | null; role: Role }): Promise<User>;
}

/** A token's e-mail belongs to another user (another `sub`). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor(readonly email: string) {
    super(`The e-mail ${email} belongs to another user`);
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Roles ordered by what they may do: a role is only ever raised. */
export const ROLE_RANK: Readonly<Record<Role, number>> = { learner: 0, teacher: 1, admin: 2 };

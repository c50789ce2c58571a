// The xAPI intake: validates statements (xAPI 1.0.3), keeps every caller to statements about
// people they may act for (auth's acting-for rule), and stores them all or nothing in the
// configured record store. No HTTP here.
import type { ActingPolicy, Principal } from '../../auth/index.js';
import type { UserStore } from '../../users/index.js';
import { appError } from '../../http/errors.js';
import { StatementValidationError } from '../errors.js';
import type { StatementStore } from '../store.js';
import type { Statement } from '../types.js';
import { validateStatement } from '../validation.js';
import { MAX_STATEMENTS_PER_REQUEST, type StatementIntakeResponse } from './schemas.js';

/** The problems of every statement, each prefixed with its index when a batch was sent. */
export function statementProblems(list: readonly unknown[], batch: boolean): string[] {
  return list.flatMap((s, i) => validateStatement(s).map((p) => (batch ? `[${i}] ${p}` : p)));
}

/**
 * Whether `actor` is the principal: `mbox` of their e-mail (any letter case), `mbox_sha1sum` of
 * it, or an `account` whose name is their user id (docs/xapi.md).
 */
export function actorIsPrincipal(actor: unknown, principal: Pick<Principal, 'userId' | 'email'>, sha1: (s: string) => string): boolean {
  if (!actor || typeof actor !== 'object') return false;
  const a = actor as { mbox?: unknown; mbox_sha1sum?: unknown; account?: { name?: unknown } };
  const email = principal.email.trim().toLowerCase();
  if (typeof a.mbox === 'string') return a.mbox.trim().toLowerCase() === `mailto:${email}`;
  if (typeof a.mbox_sha1sum === 'string') return a.mbox_sha1sum.toLowerCase() === sha1(`mailto:${email}`);
  if (a.account && typeof a.account === 'object') return a.account.name === principal.userId;
  return false;
}

/**
 * The users a statement's actor names: an `account` names a user id, an `mbox` a user's e-mail;
 * an identified Group is itself the subject, an anonymous Group is its members. `undefined` marks
 * an actor that names no user here (an unknown e-mail, `mbox_sha1sum`, `openid`): only an admin
 * may write about such people.
 */
export async function subjectsOf(actor: unknown, users: Pick<UserStore, 'getByEmail'>): Promise<Array<string | undefined>> {
  if (!actor || typeof actor !== 'object') return [undefined];
  const a = actor as { mbox?: unknown; mbox_sha1sum?: unknown; openid?: unknown; account?: { name?: unknown }; member?: unknown };
  if (typeof a.mbox === 'string') return [(await users.getByEmail(a.mbox.trim().replace(/^mailto:/i, '')))?.id];
  if (a.account && typeof a.account === 'object') return [typeof a.account.name === 'string' ? a.account.name : undefined];
  if (a.mbox_sha1sum !== undefined || a.openid !== undefined) return [undefined];
  if (Array.isArray(a.member) && a.member.length > 0) return (await Promise.all(a.member.map((m) => subjectsOf(m, users)))).flat();
  return [undefined];
}

export class StatementIntakeService {
  constructor(
    private readonly store: StatementStore,
    private readonly sha1: (s: string) => string,
    private readonly users: Pick<UserStore, 'getByEmail'>,
    private readonly acting: ActingPolicy,
  ) {}

  /** Index of the first statement whose actor the principal may not write about, or -1. */
  private async firstForbidden(principal: Principal, list: readonly unknown[]): Promise<number> {
    for (const [i, s] of list.entries()) {
      const actor = (s as { actor?: unknown }).actor;
      if (actorIsPrincipal(actor, principal, this.sha1)) continue;
      for (const subject of await subjectsOf(actor, this.users)) if (!(await this.acting.mayActFor(principal, subject))) return i;
    }
    return -1;
  }

  async intake(principal: Principal, body: unknown): Promise<StatementIntakeResponse> {
    const batch = Array.isArray(body);
    const list: unknown[] = batch ? body : [body];
    if (list.length > MAX_STATEMENTS_PER_REQUEST) {
      throw appError('too_many_statements', `Send at most ${MAX_STATEMENTS_PER_REQUEST} statements per request (got ${list.length})`);
    }
    const problems = statementProblems(list, batch);
    if (problems.length > 0) throw new StatementValidationError(problems, { reason: 'invalid_xapi', problems: problems.slice(0, 50) });
    const at = await this.firstForbidden(principal, list);
    if (at >= 0) {
      throw appError(
        'actor_not_self',
        `You may only send statements about yourself, a learner in a class you teach, or (as an admin) anyone${batch ? `: statement ${at} is about someone else` : ''}`,
        { field: batch ? `[${at}].actor` : 'actor', reason: 'not_self' },
      );
    }
    const ids = await this.store.save(batch ? (list as Statement[]) : (list[0] as Statement), {
      writer: principal.userId,
      // statementProblems above ran the validator over each of them.
      validated: true,
    });
    return { success: true, ids, store: this.store.kind };
  }
}

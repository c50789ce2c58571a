// The xAPI intake: validates statements (xAPI 1.0.3), keeps learners to statements about
// themselves, and stores them all or nothing in the configured record store. No HTTP here.
import type { Principal } from '../../auth/index.js';
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

export class StatementIntakeService {
  constructor(
    private readonly store: StatementStore,
    private readonly sha1: (s: string) => string,
  ) {}

  async intake(principal: Principal, body: unknown): Promise<StatementIntakeResponse> {
    const batch = Array.isArray(body);
    const list: unknown[] = batch ? body : [body];
    if (list.length > MAX_STATEMENTS_PER_REQUEST) {
      throw appError('too_many_statements', `Send at most ${MAX_STATEMENTS_PER_REQUEST} statements per request (got ${list.length})`);
    }
    const problems = statementProblems(list, batch);
    if (problems.length > 0) throw new StatementValidationError(problems, { reason: 'invalid_xapi', problems: problems.slice(0, 50) });
    if (principal.role === 'learner') {
      const at = list.findIndex((s) => !actorIsPrincipal((s as { actor?: unknown }).actor, principal, this.sha1));
      if (at >= 0) {
        throw appError('actor_not_self', `A learner may only send statements about themselves${batch ? ` (statement ${at})` : ''}`, {
          field: batch ? `[${at}].actor` : 'actor',
          reason: 'not_self',
        });
      }
    }
    const ids = await this.store.save(batch ? (list as Statement[]) : (list[0] as Statement));
    return { success: true, ids, store: this.store.kind };
  }
}

// The xAPI intake: validates statements (xAPI 1.0.3), keeps every caller to statements about
// people they may act for (auth's acting-for rule), and stores them all or nothing in the
// configured record store. No HTTP here.
import type { ActingPolicy, Principal } from '../../auth/index.js';
import { appError } from '../../http/errors.js';
import type { AgentNaming } from '../agents.js';
import { StatementValidationError } from '../errors.js';
import type { StatementStore } from '../store.js';
import type { Statement } from '../types.js';
import { validateStatement } from '../validation.js';
import { MAX_STATEMENTS_PER_REQUEST, type StatementIntakeResponse } from './schemas.js';

/** The problems of every statement, each prefixed with its index when a batch was sent. */
export function statementProblems(list: readonly unknown[], batch: boolean): string[] {
  return list.flatMap((s, i) => validateStatement(s).map((p) => (batch ? `[${i}] ${p}` : p)));
}

export class StatementIntakeService {
  constructor(
    private readonly store: StatementStore,
    /** Which users an actor names: the same rule the reads apply to `agent`. */
    private readonly naming: AgentNaming,
    private readonly acting: ActingPolicy,
  ) {}

  /** Index of the first statement whose actor the principal may not write about, or -1. */
  private async firstForbidden(principal: Principal, list: readonly unknown[]): Promise<number> {
    for (const [i, s] of list.entries()) {
      const actor = (s as { actor?: unknown }).actor;
      for (const subject of await this.naming.usersNamed(actor, principal)) if (!(await this.acting.mayActFor(principal, subject))) return i;
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

// Reading statements back (GET /api/xapi/statements): the record store's query, limited to one
// learner's statements for anyone but an admin. The learner is the query's `agent`, or the
// learner a practice session's `registration` belongs to (the outbox journal knows it). The
// store's continuation is wrapped with the query it continues and signed, so a `more` link can
// neither be forged nor widened; it is checked again on every page. No HTTP here.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ActingPolicy, Principal } from '../../auth/index.js';
import { appError } from '../../http/errors.js';
import type { AgentNaming } from '../agents.js';
import type { OutboxStore } from '../outbox/store.js';
import type { StatementStore } from '../store.js';
import type { StatementQuery, XapiAgent } from '../types.js';
import { mayReadLearnerRecord, readsAcrossLearners, type LearnerRef } from './policy.js';
import type { StatementReadQuery, StatementResult } from './schemas.js';

export const STATEMENTS_PATH = '/api/xapi/statements';

const REGISTRATION_REFUSED =
  'registration: no practice session you may read has this id (a session records statements only with options.learner; they are read by that learner, a teacher of a class they are in, or an admin)';
const AGENT_UNKNOWN =
  'agent: names no user of this service: use {"account":{"homePage":"<XAPI_ACCOUNT_HOMEPAGE>","name":"<user id>"}}, {"mbox":"mailto:<e-mail>"} or your own mbox_sha1sum';

export interface StatementReadDeps {
  statements: StatementStore;
  outbox: Pick<OutboxStore, 'learnerOf'>;
  /** Who may read about whom: the auth layer's one rule. */
  acting: ActingPolicy;
  /** Which user an `agent` names: the intake's rule for a statement's actor. */
  naming: Pick<AgentNaming, 'usersNamed'>;
  /** The key continuation tokens are signed with, made once (per process: a `more` link does not survive a restart). */
  key: () => Buffer;
}

/** The filters a continuation carries (what the read rule is checked against). */
type Scope = Pick<StatementQuery, 'registration' | 'activity' | 'agent'>;

export class StatementReadService {
  private key: Buffer | undefined;

  constructor(private readonly deps: StatementReadDeps) {}

  async read(principal: Principal, q: StatementReadQuery): Promise<StatementResult> {
    let scope: Scope;
    let query: StatementQuery;
    if (q.more !== undefined) {
      const token = this.open(q.more);
      scope = token.scope;
      query = { more: token.more };
    } else {
      scope = { registration: q.registration?.toLowerCase(), activity: q.activity, agent: q.agent === undefined ? undefined : parseAgent(q.agent) };
      query = { ...scope, verb: q.verb, since: q.since, limit: q.limit, ascending: q.ascending === 'true' };
    }
    await this.authorize(principal, scope);
    const page = await this.deps.statements.query(query);
    return { statements: page.statements, more: page.more ? `${STATEMENTS_PATH}?more=${this.seal(scope, page.more)}` : '' };
  }

  private async authorize(principal: Principal, scope: Scope): Promise<void> {
    if (readsAcrossLearners(principal)) return;
    const learner = await this.learnerOf(principal, scope);
    // A registration read by itself gets one answer whether the session is unknown or another
    // learner's, so a stranger learns nothing; it names what was asked rather than asking for a learner.
    const byRegistration = scope.agent === undefined && scope.registration !== undefined;
    if (!learner) {
      if (byRegistration) throw appError('forbidden', REGISTRATION_REFUSED, { field: 'registration' });
      if (scope.agent) throw appError('forbidden', AGENT_UNKNOWN, { field: 'agent' });
      throw appError('forbidden', 'Name the learner whose statements you read: agent=, or registration= of a practice session (only an admin may read across learners)');
    }
    if (!(await mayReadLearnerRecord(principal, learner, this.deps.acting))) {
      if (byRegistration) throw appError('forbidden', REGISTRATION_REFUSED, { field: 'registration' });
      throw appError('forbidden', 'Only the learner, a teacher of a class they are in, or an admin may read these statements');
    }
  }

  private async learnerOf(principal: Principal, scope: Scope): Promise<LearnerRef | undefined> {
    const agent = scope.agent;
    if (agent) {
      // What the intake lets the caller write about this agent, they may read: the same person.
      // parseAgent left exactly one identifier, so the agent names one user or nobody here.
      const [userId] = await this.deps.naming.usersNamed(agent, principal);
      if (userId !== undefined) return { userId };
      // An e-mail that is nobody's here is refused as another person's is: the answer must not
      // tell which addresses have an account.
      return agent.mbox !== undefined ? {} : undefined;
    }
    if (scope.registration) {
      const found = await this.deps.outbox.learnerOf(scope.registration);
      return found ? { userId: found.id, ...(found.email ? { email: found.email } : {}) } : undefined;
    }
    return undefined;
  }

  private sign(payload: string): string {
    this.key ??= this.deps.key();
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private seal(scope: Scope, more: string): string {
    const payload = Buffer.from(JSON.stringify({ s: scope, m: more })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  private open(token: string): { scope: Scope; more: string } {
    const [payload = '', sig = ''] = token.split('.');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(sig);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      try {
        const { s, m } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s: Scope; m: string };
        if (s && typeof s === 'object' && typeof m === 'string') return { scope: s, more: m };
      } catch {
        // fall through
      }
    }
    throw appError('invalid_query', 'more: not a continuation returned by this service (or the service restarted since)', { field: 'more', reason: 'malformed' });
  }
}

/** xAPI's inverse functional identifiers: an agent carries exactly one of them. */
const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

/**
 * The `agent` parameter, with exactly one identifier of the right type. The read rule and the
 * store must name the same person: with two identifiers the rule could be asked about one (an
 * account that is the caller) while the store matched the other (someone else's mbox).
 */
function parseAgent(text: string): XapiAgent {
  let agent: unknown;
  try {
    agent = JSON.parse(text);
  } catch {
    agent = undefined;
  }
  if (!agent || typeof agent !== 'object' || Array.isArray(agent)) {
    throw appError('invalid_query', 'agent: must be the JSON of an xAPI agent, e.g. {"account":{"homePage":"https://…","name":"…"}}', { field: 'agent', reason: 'invalid' });
  }
  const a = agent as Record<string, unknown>;
  const used = IFIS.filter((k) => a[k] !== undefined);
  if (used.length !== 1) {
    throw appError('invalid_query', `agent: must carry exactly one identifier (mbox, mbox_sha1sum, openid or account), as xAPI requires; got ${used.length === 0 ? 'none' : used.join(' and ')}`, {
      field: 'agent',
      reason: 'invalid',
    });
  }
  const account = a.account as { homePage?: unknown; name?: unknown } | undefined;
  const typed = used[0] === 'account' ? !!account && typeof account === 'object' && typeof account.homePage === 'string' && typeof account.name === 'string' : typeof a[used[0]!] === 'string';
  if (!typed) {
    throw appError('invalid_query', `agent: ${used[0] === 'account' ? 'account needs a homePage and a name, both strings' : `${used[0]} must be a string`}`, { field: 'agent', reason: 'invalid' });
  }
  return agent as XapiAgent;
}

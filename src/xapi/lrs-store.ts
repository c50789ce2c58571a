// An external learning record store over xAPI 1.0.3 HTTP: `POST {endpoint}/statements` and
// `GET {endpoint}/statements` with basic auth and the X-Experience-API-Version header. Every
// attempt has a timeout; network failures, timeouts and 5xx answers are retried a bounded number
// of times with growing pauses. Statement ids are assigned here before the first attempt, so a
// retried POST is idempotent at the LRS. The endpoint is operator configuration (XAPI_ENDPOINT),
// never request input, so it is fetched directly rather than through the outbound guard.
//
// Authority: xAPI has the LRS set a statement's `authority` from the credentials it authenticated,
// and those are the service's (XAPI_USERNAME): an LRS that does so (Learning Locker does) stores
// users' statements and the service's own records under the one authority of that credential.
// Given `accountHomePage`, each statement is sent with the authority the embedded store would
// give it (the writer's account, or the service's): an LRS that trusts this client keeps it, one
// that does not replaces it; a user's posted authority never reaches the LRS either way.
import type { RandomSource } from '../clock.js';
import { AppError, appError } from '../http/errors.js';
import type { Logger } from '../logger.js';
import { authorityOf } from '../shared/xapi-authority.js';
import { RecordStoreError, StatementConflictError, StatementValidationError } from './errors.js';
import type { SaveOptions, StatementStore } from './store.js';
import { DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT, type Statement, type StatementPage, type StatementQuery, type StoredStatement } from './types.js';
import { assertValidStatement } from './validation.js';

export const XAPI_VERSION = '1.0.3';

export interface LrsStatementStoreOptions {
  /** The LRS's xAPI base, e.g. `https://lrs.example/xAPI` (statements at `{endpoint}/statements`). */
  endpoint: string;
  username: string;
  password: string;
  random: RandomSource;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Extra attempts after a network failure, timeout or 5xx. Default 2. */
  maxRetries?: number;
  /** Pause before retry n is `retryDelayMs * 2^(n-1)`. Default 200 ms. */
  retryDelayMs?: number;
  logger?: Logger;
  fetch?: typeof fetch;
  /**
   * XAPI_ACCOUNT_HOMEPAGE, for the configured record store: statements are sent with `authority`
   * the writer's account on it (or the service's own). Unset (a map request's own LRS): statements
   * go as built.
   */
  accountHomePage?: string;
}

export class LrsStatementStore implements StatementStore {
  readonly kind = 'lrs' as const;
  private readonly base: URL;
  private readonly auth: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: LrsStatementStoreOptions) {
    this.base = new URL(opts.endpoint.endsWith('/') ? opts.endpoint : `${opts.endpoint}/`);
    this.auth = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
    this.fetch = opts.fetch ?? fetch;
  }

  async save(input: Statement | readonly Statement[], options: SaveOptions = {}): Promise<string[]> {
    const list: readonly Statement[] = Array.isArray(input) ? input : [input as Statement];
    if (!list.length) return [];
    const withIds = list.map((s) => ({ ...s, id: (typeof s.id === 'string' ? s.id : this.opts.random.uuid()).toLowerCase() }));
    if (options.validated !== true) withIds.forEach((s, i) => assertValidStatement(s, list.length > 1 ? i : undefined));
    if (this.opts.accountHomePage !== undefined) {
      const authority = authorityOf(this.opts.accountHomePage.replace(/\/+$/, ''), options.writer);
      for (const s of withIds) (s as Statement).authority = authority;
    }
    const res = await this.send('POST', new URL('statements', this.base), JSON.stringify(withIds));
    if (res.status === 200 || res.status === 204) return withIds.map((s) => s.id);
    if (res.status === 409) throw new StatementConflictError(withIds.length === 1 ? withIds[0]!.id : withIds.map((s) => s.id).join(', '));
    if (res.status === 400) throw new StatementValidationError(['the record store refused the statement']);
    throw new RecordStoreError(`lrs answered ${res.status} to POST statements`);
  }

  async query(q: StatementQuery): Promise<StatementPage> {
    const url = q.more !== undefined ? this.moreUrl(q.more) : this.queryUrl(q);
    const res = await this.send('GET', url);
    if (res.status !== 200) throw new RecordStoreError(`lrs answered ${res.status} to GET statements`);
    let body: { statements?: StoredStatement[]; more?: string };
    try {
      body = (await res.json()) as typeof body;
    } catch {
      throw new RecordStoreError('lrs sent a statement result that is not JSON');
    }
    if (!Array.isArray(body.statements)) throw new RecordStoreError('lrs sent a statement result without statements');
    const under = q.more !== undefined ? underOf(url) : q.activityUnder;
    const statements = under === undefined ? body.statements : body.statements.filter((s) => objectIdOf(s)?.startsWith(under));
    return body.more ? { statements, more: Buffer.from(body.more).toString('base64url') } : { statements };
  }

  private queryUrl(q: StatementQuery): URL {
    const limit = q.limit ?? DEFAULT_QUERY_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_QUERY_LIMIT) {
      throw appError('invalid_query', `limit: must be a whole number from 1 to ${MAX_QUERY_LIMIT}`, { field: 'limit', reason: 'out of range' });
    }
    const url = new URL('statements', this.base);
    if (q.activity !== undefined) url.searchParams.set('activity', q.activity);
    else if (q.activityUnder !== undefined) {
      url.searchParams.set('activity', rootOf(q.activityUnder));
      url.searchParams.set('related_activities', 'true');
    }
    if (q.agent !== undefined) url.searchParams.set('agent', JSON.stringify(q.agent));
    if (q.registration !== undefined) url.searchParams.set('registration', q.registration);
    if (q.verb !== undefined) url.searchParams.set('verb', q.verb);
    if (q.since !== undefined) url.searchParams.set('since', q.since);
    if (q.ascending) url.searchParams.set('ascending', 'true');
    url.searchParams.set('limit', String(limit));
    return url;
  }

  /** The LRS's `more` IRL (relative to its origin, or absolute); never followed off the LRS's origin. */
  private moreUrl(token: string): URL {
    let url: URL | undefined;
    try {
      url = new URL(Buffer.from(token, 'base64url').toString('utf8'), this.base);
    } catch {
      url = undefined;
    }
    if (!url || url.origin !== this.base.origin) {
      throw appError('invalid_query', 'more: not a continuation returned by this store', { field: 'more', reason: 'malformed' });
    }
    return url;
  }

  private async send(method: 'GET' | 'POST', url: URL, body?: string): Promise<Response> {
    const retries = this.opts.maxRetries ?? 2;
    const delay = this.opts.retryDelayMs ?? 200;
    let failure = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) {
        this.opts.logger?.warn({ attempt, failure, method }, 'xapi.lrs_retry');
        await new Promise((r) => setTimeout(r, delay * 2 ** (attempt - 1)));
      }
      try {
        const res = await this.fetch(url, {
          method,
          headers: {
            Authorization: this.auth,
            'X-Experience-API-Version': XAPI_VERSION,
            Accept: 'application/json',
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body,
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
        });
        if (res.status < 500) return res;
        failure = `status ${res.status}`;
        await res.body?.cancel();
      } catch (err) {
        if (err instanceof AppError) throw err;
        const e = err as Error;
        failure = e.name === 'TimeoutError' ? 'timeout' : `network: ${e.name}`;
      }
    }
    this.opts.logger?.error({ failure, method }, 'xapi.lrs_failed');
    throw new RecordStoreError(`lrs ${method} failed after ${retries + 1} attempts (${failure})`);
  }
}

/** `https://x/class/` -> `https://x/class`: the activity an area's records name as their grouping. */
export const rootOf = (prefix: string) => prefix.replace(/\/+$/, '');

/** A `more` page of a prefix query asks for the same root with related_activities: the prefix again. */
function underOf(url: URL): string | undefined {
  const root = url.searchParams.get('activity');
  return root !== null && url.searchParams.get('related_activities') === 'true' ? `${root}/` : undefined;
}

function objectIdOf(s: StoredStatement): string | undefined {
  const id = (s.object as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

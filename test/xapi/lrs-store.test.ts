// The external-LRS implementation against a real LRS on loopback (Learning Locker's statement
// service, test/helpers/lrs.ts): the xAPI headers and basic auth it accepts, idempotency and
// conflicts as the LRS judges them, query filters and `more` links, bounded retries on 5xx,
// timeouts, and a clear RecordStoreError when the LRS is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/clock.js';
import { LrsStatementStore, RecordStoreError, StatementConflictError, type StoredStatement } from '../../src/xapi/index.js';
import { freePort } from '../helpers/process.js';
import { startLrsProxy, startRealLrs, type RealLrs } from '../helpers/lrs.js';
import { EXPERIENCED, INITIALIZED, stmt } from './statements.js';

let lrs: RealLrs;
beforeAll(async () => {
  lrs = await startRealLrs();
});
afterAll(async () => {
  await lrs?.stop();
});

const store = (endpoint: string, extra: Partial<ConstructorParameters<typeof LrsStatementStore>[0]> = {}) =>
  new LrsStatementStore({ endpoint, username: 'svc', password: 'secret', random: seededRandom(Math.floor(Math.random() * 1e9)), retryDelayMs: 1, ...extra });

describe('external LRS statement store (real LRS on loopback)', () => {
  it('saves statements and reads them back by activity, agent, verb and since, following more links', async () => {
    const s = store(lrs.endpoint);
    const activity = `https://lp.test/lrs/${Date.now()}`;
    const before = new Date(Date.now() - 1000).toISOString();
    const ids = await s.save([stmt('lrs-a@x.test', activity), stmt('lrs-a@x.test', activity, INITIALIZED), stmt('lrs-b@x.test', activity)]);
    expect(ids).toHaveLength(3);
    const byActivity: StoredStatement[] = [];
    let page = await s.query({ activity, limit: 2 });
    expect(page.more).toBeTruthy();
    for (;;) {
      byActivity.push(...page.statements);
      if (!page.more) break;
      page = await s.query({ more: page.more });
    }
    expect(new Set(byActivity.map((x) => x.id))).toEqual(new Set(ids));
    expect((await s.query({ activity, agent: { mbox: 'mailto:lrs-b@x.test' } })).statements.map((x) => x.id)).toEqual([ids[2]]);
    expect((await s.query({ activity, verb: INITIALIZED })).statements.map((x) => x.id)).toEqual([ids[1]]);
    expect((await s.query({ activity, since: before })).statements).toHaveLength(3);
    expect((await s.query({ activity, since: new Date(Date.now() + 60_000).toISOString() })).statements).toHaveLength(0);
    const got = (await s.query({ activity, verb: INITIALIZED })).statements[0]!;
    expect(got.stored).toBeTruthy();
    expect(got.verb.id).toBe(INITIALIZED);
  });

  it('is idempotent for a repeated id with the same body and raises a conflict for a different one', async () => {
    const s = store(lrs.endpoint);
    const activity = `https://lp.test/lrs/idem/${Date.now()}`;
    const one = stmt('lrs-c@x.test', activity, EXPERIENCED, { id: crypto.randomUUID() });
    await s.save(one);
    expect(await s.save(one)).toEqual([one.id]);
    expect((await s.query({ activity })).statements).toHaveLength(1);
    await expect(s.save({ ...one, verb: { id: INITIALIZED, display: { en: 'initialized' } } })).rejects.toBeInstanceOf(StatementConflictError);
  });

  it('sends the xAPI version header and basic auth', async () => {
    const proxy = await startLrsProxy(lrs.url, () => 'forward');
    const seenHeaders: Array<Record<string, string>> = [];
    const s = store(proxy.endpoint, {
      fetch: async (input, init) => {
        seenHeaders.push(init?.headers as Record<string, string>);
        return fetch(input, init);
      },
    });
    try {
      await s.save(stmt('lrs-d@x.test', 'https://lp.test/lrs/h'));
      expect(seenHeaders[0]).toMatchObject({ 'X-Experience-API-Version': '1.0.3', Authorization: `Basic ${Buffer.from('svc:secret').toString('base64')}` });
      expect(proxy.seen[0]).toEqual({ method: 'POST', path: '/xAPI/statements' });
    } finally {
      await proxy.close();
    }
  });

  it('retries a 5xx a bounded number of times, then succeeds through to the real LRS', async () => {
    const proxy = await startLrsProxy(lrs.url, (i) => (i < 2 ? 'fail' : 'forward'));
    try {
      const s = store(proxy.endpoint, { maxRetries: 2 });
      const activity = `https://lp.test/lrs/retry/${Date.now()}`;
      const [id] = await s.save(stmt('lrs-e@x.test', activity));
      expect(proxy.seen).toHaveLength(3);
      expect((await store(lrs.endpoint).query({ activity })).statements.map((x) => x.id)).toEqual([id]);
    } finally {
      await proxy.close();
    }
  });

  it('gives up after the retries with RecordStoreError that names no URL', async () => {
    const proxy = await startLrsProxy(lrs.url, () => 'fail');
    try {
      const s = store(proxy.endpoint, { maxRetries: 2 });
      const err = (await s.save(stmt('lrs-f@x.test', 'https://lp.test/lrs/f')).catch((e: unknown) => e)) as RecordStoreError;
      expect(err).toBeInstanceOf(RecordStoreError);
      expect(err.status).toBe(500);
      expect(err.message).not.toMatch(/127\.0\.0\.1|internal\.example|http/);
      expect(proxy.seen).toHaveLength(3);
    } finally {
      await proxy.close();
    }
  });

  it('times out a hanging LRS and reports it as RecordStoreError', async () => {
    const proxy = await startLrsProxy(lrs.url, () => 'hang');
    try {
      const s = store(proxy.endpoint, { maxRetries: 1, timeoutMs: 150 });
      await expect(s.query({ limit: 1 })).rejects.toBeInstanceOf(RecordStoreError);
      expect(proxy.seen).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it('reports an unreachable LRS as RecordStoreError', async () => {
    const port = await freePort();
    const s = store(`http://127.0.0.1:${port}/xAPI`, { maxRetries: 1 });
    await expect(s.save(stmt('lrs-g@x.test', 'https://lp.test/lrs/g'))).rejects.toMatchObject({ status: 500, code: 'record_store_failed' });
  });

  it('never follows a more link off the LRS origin', async () => {
    const s = store(lrs.endpoint);
    await expect(s.query({ more: Buffer.from('https://evil.example/steal').toString('base64url') })).rejects.toMatchObject({ status: 400 });
  });
});

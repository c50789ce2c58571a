// Both record stores refuse an invalid statement with the same error, from one helper
// (assertValidStatement): the validator's problems, prefixed `[i] ` in a batch, `details.field` the
// first problem's path. The LRS store refuses before anything is sent.
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { openDatabase, runMigrations } from '../../src/storage/database.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';
import { allMigrations } from '../../src/composition-root.js';
import { LrsStatementStore, SqlStatementStore, StatementValidationError, type StatementStore } from '../../src/xapi/index.js';
import { stmt } from './statements.js';

function stores(): Array<[string, StatementStore]> {
  const db = openDatabase(':memory:');
  runMigrations(db, allMigrations);
  const sent: unknown[] = [];
  const lrs = new LrsStatementStore({
    endpoint: 'http://127.0.0.1:1/xapi',
    username: 'svc',
    password: 'secret',
    random: seededRandom(5),
    fetch: (async (...args: unknown[]) => {
      sent.push(args);
      throw new Error('nothing should be sent');
    }) as typeof fetch,
  });
  return [
    ['embedded', new SqlStatementStore({ engine: sqliteEngine(db), clock: new ManualClock(), random: seededRandom(5) })],
    ['lrs', lrs],
  ];
}

async function refusal(store: StatementStore, input: Parameters<StatementStore['save']>[0]) {
  const err = (await store.save(input).catch((e: unknown) => e)) as StatementValidationError;
  expect(err).toBeInstanceOf(StatementValidationError);
  return { message: err.message, problems: err.problems, details: err.details, status: err.status, code: err.code };
}

describe.each(stores())('the %s store refuses invalid statements', (_name, store) => {
  it('one statement: the problems as the validator names them', async () => {
    expect(await refusal(store, { ...stmt('a@x.test', 'https://lp.test/a/1'), actor: { mbox: 'not-an-email' } })).toEqual({
      message: 'Statement is not valid xAPI: actor.mbox: TypeWarning (Mailto)',
      problems: ['actor.mbox: TypeWarning (Mailto)'],
      details: { field: 'actor.mbox', reason: 'invalid' },
      status: 400,
      code: 'invalid_statement',
    });
  });

  it('a batch: the invalid statement named by its index, the field without it', async () => {
    const batch = [stmt('a@x.test', 'https://lp.test/a/1'), { ...stmt('b@x.test', 'https://lp.test/a/2'), verb: { id: 'not an iri' } }];
    expect(await refusal(store, batch)).toEqual({
      message: 'Statement is not valid xAPI: [1] verb.id: TypeWarning (Internationalized Resource Identifier (IRI))',
      problems: ['[1] verb.id: TypeWarning (Internationalized Resource Identifier (IRI))'],
      details: { field: 'verb.id', reason: 'invalid' },
      status: 400,
      code: 'invalid_statement',
    });
  });

  it('a statement built in code with a non-finite number (no body parser saw it): named by its path', async () => {
    const built = { ...stmt('a@x.test', 'https://lp.test/a/1'), result: { score: { raw: Number.POSITIVE_INFINITY } } };
    const r = await refusal(store, built);
    expect(r).toMatchObject({ code: 'invalid_statement', details: { field: 'result.score.raw' } });
    expect(r.problems).toContain('result.score.raw: a number too large to store (JSON numbers must fit a double)');
  });
});

// Each statement posted to the intake is run through the xAPI validator once: the intake checks
// them all before the actor check, and tells the store so (SaveOptions.validated) instead of the
// store checking each again. A save that does not say so is still checked by the store.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type * as Validation from '../../src/xapi/validation.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { stmt } from './statements.js';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/xapi/validation.js', async (importOriginal) => {
  const real = await importOriginal<typeof Validation>();
  return {
    ...real,
    validateStatement: (s: unknown) => {
      calls.n++;
      return real.validateStatement(s);
    },
    // The stores' check runs the validator once, inside the module (the call above does not see it).
    assertValidStatement: (s: unknown, index?: number) => {
      calls.n++;
      return real.assertValidStatement(s, index);
    },
  };
});

const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';

describe('statement validation on the intake', () => {
  it('runs once per statement posted, and the store still checks saves that were not validated', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.admin);
    calls.n = 0;
    await request(t.app).post('/api/xapi/statement').set(bearer(token)).send(stmt('lea@example.org', ACTIVITY)).expect(200);
    expect(calls.n).toBe(1);
    calls.n = 0;
    const batch = [stmt('a@example.org', ACTIVITY), stmt('b@example.org', ACTIVITY), stmt('c@example.org', ACTIVITY)];
    const res = await request(t.app).post('/api/xapi/statement').set(bearer(token)).send(batch).expect(200);
    expect(calls.n).toBe(3);
    // What was stored is the statement as sent, with its id, stored time and version.
    const stored = await t.root.stores.statements.query({ agent: { mbox: 'mailto:b@example.org' } });
    expect(stored.statements).toEqual([expect.objectContaining({ ...batch[1], id: res.body.ids[1], version: '1.0.0' })]);
    // The store's own check, for every other caller.
    calls.n = 0;
    await expect(t.root.stores.statements.save({ ...stmt('d@example.org', ACTIVITY), verb: { id: 'not an iri' } })).rejects.toMatchObject({ code: 'invalid_statement' });
    expect(calls.n).toBe(1);
  });
});

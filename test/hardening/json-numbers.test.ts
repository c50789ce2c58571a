// A JSON number too large for a double (`1e400`) parses as Infinity and is written back as `null`,
// so a body that is stored or echoed would keep another value than the one sent. The body parser
// refuses it for every area, in the area's validation shape, naming the path; the maps' `?json=`
// form the same. The raw-text pre-test that spares ordinary bodies the walk must never miss one.
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mayHoldOutOfRangeNumber, nonFiniteNumberPaths } from '../../src/http/safe-json.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';

describe('numbers too large for a double, through the app', () => {
  it('a body is refused with invalid_request naming the path, before anything is stored', async () => {
    const t = await buildAuthApp();
    const auth = bearer(await tokenFor(t, users.teacher));
    const res = await request(t.app).post('/api/classes').set(auth).set('Content-Type', 'application/json').send('{"name":"Big numbers","meta":{"scores":[1,-1e400]}}').expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'meta.scores.1', reason: 'number_out_of_range' } });
    expect(res.body.message).toMatch(/^meta\.scores\.1: a number too large/);
    // A number that fits, written with a long exponent, is still taken for what it is.
    const fine = await request(t.app).post('/api/classes').set(auth).set('Content-Type', 'application/json').send('{"name":"Small numbers","x":1e-400}');
    expect(fine.body.details?.reason).not.toBe('number_out_of_range');
    await t.close();
  });

  it('the conversation API answers invalid_config in its own shape', async () => {
    const t = await buildAuthApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    const res = await request(t.app).post('/api/v1/conversations').set(bearer('key-a')).set('Content-Type', 'application/json').send('{"scenario_id":"manager-remote-fridays","options":{"temperature":2e308}}').expect(400);
    expect(res.body.error).toBe('invalid_config');
    expect(JSON.stringify(res.body)).toContain('options.temperature: a number too large');
    await t.close();
  });

  it('the xAPI intake refuses it at the parser too, every such number named', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.admin);
    const body = `{"actor":{"mbox":"mailto:a@example.org"},"verb":{"id":"http://adlnet.gov/expapi/verbs/answered"},"object":{"id":"https://learning.example/a"},"result":{"score":{"raw":1e400},"extensions":{"https://learning.example/x/big":-1e999}}}`;
    const res = await request(t.app).post('/api/xapi/statement').set(bearer(token)).set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', details: { field: 'result.score.raw', reason: 'number_out_of_range' } });
    expect(res.body.details.problems).toEqual([expect.stringMatching(/^result\.score\.raw: /), expect.stringMatching(/^result\.extensions\.https:\/\/learning\.example\/x\/big: /)]);
    await t.close();
  });

  it('the maps\' json query parameter is refused the same, named under json', async () => {
    const t = await buildAuthApp();
    const json = '{"domain":"Biology","subdomain":"Cells","key":"cell-division","depth":1e400}';
    const res = await request(t.app).get(`/api/direct/map?json=${encodeURIComponent(json)}`).expect(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', details: { field: 'json.depth', reason: 'number_out_of_range' } });
    await t.close();
  });
});

describe('the raw-text pre-test', () => {
  /** Number texts JSON allows, weighted toward the ones near and past the edge of a double. */
  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  const numberText = fc
    .tuple(
      fc.constantFrom('', '-'),
      fc.oneof(fc.constant('0'), fc.tuple(fc.constantFrom(...'123456789'), digits(0, 12)).map(([a, b]) => a + b), fc.tuple(fc.constantFrom(...'123456789'), digits(150, 330)).map(([a, b]) => a + b)),
      fc.option(digits(1, 40).map((d) => `.${d}`), { nil: '' }),
      fc.option(
        fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.oneof(digits(1, 2), digits(3, 5), fc.integer({ min: 0, max: 400 }).map(String), fc.integer({ min: 280, max: 330 }).map((n) => `00${n}`))).map((p) => p.join('')),
        { nil: '' },
      ),
    )
    .map((p) => p.join(''));
  const MARK = '@@NUMBER@@';
  const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, fc.constant(MARK), fc.string(), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 })),
  })).node;
  /** A JSON text of `value` with every MARK string (longer than any key) replaced by a generated number text. */
  const texts = fc.tuple(value, fc.array(numberText, { minLength: 1, maxLength: 8 }), fc.constantFrom(0, 2)).map(([v, nums, indent]) => {
    let i = 0;
    return JSON.stringify({ v, n: MARK }, null, indent).replaceAll(`"${MARK}"`, () => nums[i++ % nums.length]!);
  });

  it('never says "cannot be out of range" for a text whose parse holds a non-finite number', () => {
    let nonFinite = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const paths = nonFiniteNumberPaths(JSON.parse(text));
        if (paths.length > 0) {
          nonFinite++;
          expect(mayHoldOutOfRangeNumber(text), text.slice(0, 400)).toBe(true);
        }
      }),
      { numRuns: 5000, seed: 400 },
    );
    // The generator reaches the edge: a good share of texts did hold such a number.
    expect(nonFinite).toBeGreaterThan(200);
  });

  it('is quiet on ordinary bodies, ids and timestamps included', () => {
    const body = JSON.stringify({ events: [{ id: '3e456789-1e40-4c3e-9e12-0e4567e89123', at: '2026-11-29T19:20:15.123Z', score: 0.7500000000000001, n: 1e21, ms: 1_764_444_015_123 }] });
    expect(mayHoldOutOfRangeNumber(body)).toBe(false);
    expect(mayHoldOutOfRangeNumber('{"a":1e308}')).toBe(true);
    expect(mayHoldOutOfRangeNumber(`{"a":${'9'.repeat(250)}e99}`)).toBe(true);
  });
});

// Declaring each endpoint once (src/http/endpoint.ts) must not lose anything from the OpenAPI
// document: every path, operation, parameter, schema, response and example of the document as it
// was before (test/fixtures/openapi-before.json, fetched from the app before the change) is still
// there and says the same; the document may only say more. A deliberate change to the API updates
// the fixture in the same commit. OPENAPI_DIFF_OUT=<file> writes every difference for review.
import { readFileSync, writeFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { compareDocuments, formatDifferences } from './compare.js';

const before = JSON.parse(readFileSync(new URL('../fixtures/openapi-before.json', import.meta.url), 'utf8')) as Parameters<typeof compareDocuments>[0];

describe('the OpenAPI document', () => {
  it('keeps everything it said before; only additions are allowed', async () => {
    const { app } = await buildTestApp();
    const after = (await request(app).get('/api/openapi.json').expect(200)).body as Parameters<typeof compareDocuments>[0];
    const diffs = compareDocuments(before, after);
    if (process.env.OPENAPI_DIFF_OUT) writeFileSync(process.env.OPENAPI_DIFF_OUT, `${formatDifferences(diffs)}\n`);
    expect(formatDifferences(diffs.filter((d) => d.kind !== 'added'))).toBe('');
    // Additions add documentation; the only new operations are the reference's own, which were
    // served before without being listed.
    const addedOperations = diffs.filter((d) => d.kind === 'added' && d.path.startsWith('/paths/') && d.path.split('/').length === 3);
    expect(addedOperations.map((d) => d.path.replace(/redoc-[\d.]+/, 'redoc-*'))).toEqual(['/paths/~api~openapi.json', '/paths/~api~reference', '/paths/~api~reference~redoc-*standalone.js']);
  });

  it('compares leaf by leaf: a changed or missing value is reported, an addition is allowed', () => {
    const diffs = compareDocuments({ a: { b: 1, c: [1, 2] }, p: [{ in: 'path', name: 'id', x: 1 }] }, { a: { b: 2, d: 3, c: [1, 2] }, p: [{ in: 'path', name: 'id', x: 1, y: 2 }] });
    expect(diffs.map((d) => `${d.kind} ${d.path}`)).toEqual(['changed /a/b', 'added /a/d', 'added /p[path:id]/y']);
    expect(compareDocuments({ a: 1 }, {}).map((d) => d.kind)).toEqual(['removed']);
  });
});

// The API reference shows one example request and response per operation: every operation of the
// OpenAPI document (each area's registrations) carries an example for its request body, when it
// has one, and for a response. Examples are checked against their zod schemas when registered
// (jsonExample in src/http/openapi-registry.ts), so they cannot drift from what the API does.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonExample } from '../../src/http/openapi-registry.js';
import { buildTestApp } from '../helpers/app.js';

type Media = { example?: unknown; examples?: Record<string, unknown> };
type Operation = { tags?: string[]; requestBody?: { content: Record<string, Media> }; responses: Record<string, { content?: Record<string, Media> }> };

const hasExample = (content: Record<string, Media> | undefined) => Object.values(content ?? {}).some((m) => m.example !== undefined || Object.keys(m.examples ?? {}).length > 0);

describe('examples in the OpenAPI document', () => {
  it('every operation has an example request body (when it takes one) and an example response', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'k' } });
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations++;
        if (op.requestBody && !hasExample(op.requestBody.content)) missing.push(`${method.toUpperCase()} ${path}: request body`);
        if (!Object.values(op.responses).some((r) => hasExample(r.content))) missing.push(`${method.toUpperCase()} ${path}: response`);
      }
    }
    expect(operations).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('every operation has a tag, so the reference groups it (areas without their own get one by path)', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'k' } });
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const untagged = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => (op.tags?.length && op.tags.every((t) => t.trim() && t !== 'Other') ? [] : [`${method.toUpperCase()} ${path}`])),
    );
    expect(untagged).toEqual([]);
    const tagOf = (path: string, method: string) => doc.paths[path]![method]!.tags![0];
    expect(tagOf('/api/direct/map/{mapId}', 'get')).toBe('Concept maps');
    expect(tagOf('/api/curriculum/batches', 'get')).toBe('Batch generation');
    expect(tagOf('/simulation', 'get')).toBe('Hosted conversation page');
  });

  it('an example that does not match its schema is refused when registered', () => {
    const schema = z.object({ n: z.int().min(1) }).strict();
    expect(jsonExample(schema, { n: 2 }).content['application/json'].example).toEqual({ n: 2 });
    expect(() => jsonExample(schema, { n: 0 })).toThrow(/example does not match its schema: n:/);
  });
});

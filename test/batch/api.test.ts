// /api/curriculum/batch-*: who may start and read jobs, request validation, the flag, and a
// built-in job end to end (maps in the object store, readable through the maps API).
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BatchGenerateRequestSchema, BatchGenerateResponseSchema, BatchResultsResponseSchema, BatchStatusResponseSchema } from '../../src/batch/index.js';
import { api, batchApp, concepts, readStored, request, waitForCompletion, type BatchTestApp } from './helpers.js';

let ctx: BatchTestApp | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  ctx = undefined;
});

describe('batch routes: access', () => {
  it('needs a bearer token (401), a teacher or admin (403) who owns the class (404 otherwise)', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    const body = { classId, concepts: concepts(2) };
    const noToken = await request(t.app).post('/api/curriculum/batch-generate').send(body);
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ success: false, error: 'missing_authorization' });
    expect((await api(t, 'not.a.jwt').post('/api/curriculum/batch-generate', body)).status).toBe(401);
    expect((await request(t.app).get(`/api/curriculum/batch-status/x?classId=${classId}`)).status).toBe(401);

    const learner = await api(t, tok.learner).post('/api/curriculum/batch-generate', body);
    expect(learner.status).toBe(403);
    expect(learner.body.error).toBe('forbidden');

    const other = await api(t, tok.otherTeacher).post('/api/curriculum/batch-generate', body);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('class_not_found');
    const unknown = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { ...body, classId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);

    const byAdmin = await api(t, tok.admin).post('/api/curriculum/batch-generate', body);
    expect(byAdmin.status).toBe(202);
    const byOwner = await api(t, tok.teacher).post('/api/curriculum/batch-generate', body);
    expect(byOwner.status).toBe(202);
    const { batchId } = byOwner.body;
    await waitForCompletion(t, tok.teacher, batchId, classId);
    await waitForCompletion(t, tok.admin, byAdmin.body.batchId, classId);

    // Reading: the owner and admins; another teacher 404, a learner 403.
    expect((await api(t, tok.admin).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).status).toBe(200);
    expect((await api(t, tok.otherTeacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).status).toBe(404);
    expect((await api(t, tok.otherTeacher).get(`/api/curriculum/batch-results/${batchId}?classId=${classId}`)).status).toBe(404);
    expect((await api(t, tok.learner).get(`/api/curriculum/batch-results/${batchId}?classId=${classId}`)).status).toBe(403);
    // A batch is only found under its own class.
    const otherClass = (await api(t, tok.teacher).post('/api/classes', { name: 'Other class' })).body.class.id as string;
    const wrong = await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${otherClass}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe('batch_not_found');
    const missing = await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}`);
    expect(missing.status).toBe(400);
    // Other paths under /api/curriculum are not batch routes: 404, not 401.
    expect((await request(t.app).get('/api/curriculum/elsewhere')).status).toBe(404);
  });

  it('refuses no concepts, duplicate concept ids, too many concepts and unknown fields (400)', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    const post = (body: object) => api(t, tok.teacher).post('/api/curriculum/batch-generate', body);
    const empty = await post({ classId, concepts: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, error: 'invalid_request' });
    expect(empty.body.message).toMatch(/at least one concept/);
    expect((await post({ classId })).status).toBe(400);
    const dup = await post({ classId, concepts: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toMatch(/duplicate concept id "a"/);
    expect((await post({ classId, concepts: concepts(31) })).status).toBe(400);
    expect((await post({ classId, concepts: concepts(1), extra: true })).status).toBe(400);
    expect((await post({ concepts: concepts(1) })).status).toBe(400);
    // A class the caller cannot see answers 404 before the body is looked at.
    const hidden = await api(t, tok.otherTeacher).post('/api/curriculum/batch-generate', { classId, concepts: [] });
    expect(hidden.status).toBe(404);
  });

  it('answers 503 batch_disabled on every route when ENABLE_BATCH_CURRICULUM=false', async () => {
    ctx = await batchApp({ env: { ENABLE_BATCH_CURRICULUM: 'false' } });
    const { t, tok, classId } = ctx;
    for (const res of [
      await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(1) }),
      await api(t, tok.teacher).get(`/api/curriculum/batch-status/b?classId=${classId}`),
      await api(t, tok.teacher).get(`/api/curriculum/batch-results/b?classId=${classId}`),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, error: 'batch_disabled' });
    }
  });
});

describe('batch routes: rate limit', () => {
  it('allows 20 jobs per hour per user, then 429 rate_limited with Retry-After', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    for (let i = 0; i < 20; i++) expect((await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(1) })).status).toBe(202);
    const over = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(1) });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has their own budget.
    expect((await api(t, tok.admin).post('/api/curriculum/batch-generate', { classId, concepts: concepts(1) })).status).toBe(202);
  });
});

describe('batch routes: built-in generation', () => {
  it('generates every map in the background, writes each to the object store and the maps API serves it', async () => {
    ctx = await batchApp();
    const { t, tok, classId, objects } = ctx;
    const list = [
      { id: 'fractions', label: 'Fractions' },
      { id: 'percentages', label: 'Percentages' },
      { id: 'ratio', label: 'Ratio' },
    ];
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: list });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ success: true, status: 'processing', totalConcepts: 3, generator: { provider: 'builtin', mode: 'background' } });
    expect(typeof started.body.message).toBe('string');

    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({
      status: 'completed',
      totalConcepts: 3,
      requestCounts: { processing: 0, succeeded: 3, errored: 0, canceled: 0, expired: 0 },
      succeeded: 3,
      failed: 0,
      failures: [],
    });

    const results = await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ status: 'completed', succeeded: 3, failed: 0 });
    // What the routes send is what the documented schemas describe.
    expect(BatchGenerateResponseSchema.safeParse(started.body).success).toBe(true);
    expect(BatchStatusResponseSchema.safeParse(status).success).toBe(true);
    expect(BatchResultsResponseSchema.safeParse(results.body).success).toBe(true);
    expect(results.body.results.map((r: { conceptId: string }) => r.conceptId)).toEqual(['fractions', 'percentages', 'ratio']);
    for (const r of results.body.results as Array<{ label: string; mapId: string; storePath: string }>) {
      expect(r.storePath).toBe(`maps/by-id/${r.mapId}.json`);
      const stored = await readStored(objects, r.storePath);
      expect(stored.mapId).toBe(r.mapId);
      expect(stored.input.key).toBe(r.label);
    }

    // The same structural request to the maps API returns the stored map, not a new one.
    const fractions = results.body.results[0] as { mapId: string; storePath: string };
    const viaMaps = await request(t.app)
      .post('/api/direct/map')
      .set('X-LLM-Provider', 'builtin')
      .send({ domain: 'Mathematics', subdomain: 'Number', key: 'Fractions' });
    expect(viaMaps.status).toBe(200);
    expect(viaMaps.body).toMatchObject({ mapId: fractions.mapId, cached: true, storePath: fractions.storePath });
  });

  it('documents every batch route with its schemas, error rows and examples in the OpenAPI document', async () => {
    ctx = await batchApp();
    const doc = (await request(ctx.t.app).get('/api/openapi.json').expect(200)).body;
    const ops: Array<[string, string, string[]]> = [
      ['/api/curriculum/batch-generate', 'post', ['202', '400', '401', '403', '404', '429', '503']],
      ['/api/curriculum/batch-status/{batchId}', 'get', ['200', '400', '401', '403', '404', '429', '503']],
      ['/api/curriculum/batch-results/{batchId}', 'get', ['200', '400', '401', '403', '404', '429', '503']],
    ];
    for (const [path, method, codes] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security).toEqual([{ bearerJwt: [] }]);
      expect(Object.keys(op.responses).sort()).toEqual([...codes].sort());
    }
    for (const name of ['BatchGenerateRequest', 'BatchGenerateResponse', 'BatchStatusResponse', 'BatchResultsResponse', 'BatchRequestCounts']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    // Every example is one the schemas accept.
    const examples: Array<[string, z.ZodType]> = [
      ['BatchGenerateRequest', BatchGenerateRequestSchema],
      ['BatchGenerateResponse', BatchGenerateResponseSchema],
      ['BatchStatusResponse', BatchStatusResponseSchema],
      ['BatchResultsResponse', BatchResultsResponseSchema],
    ];
    for (const [name, schema] of examples) expect(schema.safeParse(doc.components.schemas[name].example).success, name).toBe(true);
    expect(doc.components.schemas.BatchGenerateRequest.example.concepts).toHaveLength(2);
    expect(doc.components.schemas.BatchStatusResponse.example.requestCounts).toBeDefined();
    expect(doc.components.schemas.BatchResultsResponse.example.results[0].storePath).toMatch(/^maps\/by-id\//);
    expect(doc.components.schemas.BatchStatusResponse.properties.requestCounts.$ref).toBe('#/components/schemas/BatchRequestCounts');
  });
});

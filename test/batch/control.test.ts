// Following and stopping batch jobs: the class's list (newest first, progress and time left), the
// same fields on batch-status, cancel of a built-in job (finished concepts kept, the rest
// canceled), and the generator named as a single map request names it.
import { afterEach, describe, expect, it } from 'vitest';
import { STRUCTURAL } from '../maps/api/support.js';
import { api, batchApp, concepts, request, waitForCompletion, type BatchTestApp } from './helpers.js';

let ctx: BatchTestApp | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  ctx = undefined;
});

const turn = () => new Promise((r) => setImmediate(r));

describe('GET /api/curriculum/batches', () => {
  it('lists the class\'s jobs newest first with status, progress and etaSeconds; only for who may manage the class', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    const first = (await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(2) })).body.batchId as string;
    await waitForCompletion(t, tok.teacher, first, classId);
    t.clock.advance(60_000);
    const second = (await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(3, 'Topic') })).body.batchId as string;
    await waitForCompletion(t, tok.teacher, second, classId);

    const res = await api(t, tok.teacher).get(`/api/curriculum/batches?classId=${classId}`);
    expect(res.status).toBe(200);
    expect(res.body.classId).toBe(classId);
    expect(res.body.batches.map((b: { batchId: string }) => b.batchId)).toEqual([second, first]);
    expect(res.body.batches[0]).toMatchObject({ status: 'completed', totalConcepts: 3, progress: 1, etaSeconds: 0, generator: { provider: 'builtin', mode: 'background' } });
    expect(Date.parse(res.body.batches[0].createdAt)).toBeGreaterThan(Date.parse(res.body.batches[1].createdAt));
    expect((await api(t, tok.teacher).get(`/api/curriculum/batches?classId=${classId}&limit=1`)).body.batches).toHaveLength(1);

    expect((await api(t, tok.otherTeacher).get(`/api/curriculum/batches?classId=${classId}`)).status).toBe(404);
    expect((await api(t, tok.learner).get(`/api/curriculum/batches?classId=${classId}`)).status).toBe(403);
    expect((await api(t, tok.admin).get(`/api/curriculum/batches?classId=${classId}`)).body.batches).toHaveLength(2);
    expect((await request(t.app).get(`/api/curriculum/batches?classId=${classId}`)).status).toBe(401);
    expect((await api(t, tok.teacher).get('/api/curriculum/batches')).status).toBe(400);
    // The whole list query is read before the class is checked: a bad limit is 400 whoever asks.
    const badLimit = await api(t, tok.otherTeacher).get(`/api/curriculum/batches?classId=${classId}&limit=0`);
    expect([badLimit.status, badLimit.body.error]).toEqual([400, 'invalid_request']);
  });

  it('works out progress and etaSeconds from the pace so far (injected clock)', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    // A job as the store holds it mid-way: 4 concepts, 1 settled 30 s after the start.
    const store = t.root.stores.batchJobs;
    const createdAt = new Date(t.clock.now()).toISOString();
    const batchId = '11111111-2222-4333-8444-555555555555';
    // A provider the server has no credentials for: nothing runs it, so the state stays as set here.
    await store.insert(
      { id: batchId, classId, ownerId: 'x', provider: 'provider_c', model: 'm', mode: 'message_batch', lang: 'en', domain: 'd', subdomain: 's', createdAt },
      concepts(4).map((c, i) => ({ conceptId: c.id, label: c.label, customId: `concept-${i}` })),
    );
    const before = (await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).body;
    expect(before).toMatchObject({ status: 'processing', progress: 0, etaSeconds: null });
    t.clock.advance(30_000);
    await store.settle(batchId, 'concept-0', { state: 'errored', reason: 'x' }, new Date(t.clock.now()).toISOString());
    const status = (await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).body;
    expect(status).toMatchObject({ status: 'processing', progress: 0.25, etaSeconds: 90 });
    const listed = (await api(t, tok.teacher).get(`/api/curriculum/batches?classId=${classId}`)).body.batches[0];
    expect(listed).toMatchObject({ batchId, progress: 0.25, etaSeconds: 90, generator: { provider: 'provider_c', mode: 'message_batch' } });
  });
});

describe('POST /api/curriculum/batch-cancel/:batchId', () => {
  it('stops a built-in job: finished concepts are kept, the rest end canceled, status canceled', async () => {
    ctx = await batchApp({ env: { BATCH_CONCURRENCY: '1' } });
    const { t, tok, classId } = ctx;
    const batchId = (await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(30, 'Fractions') })).body.batchId as string;
    // Cancel once the first concept is done (read from the store between event-loop turns).
    const store = t.root.stores.batchJobs;
    while (!(await store.items(batchId)).some((i) => i.state === 'succeeded')) await turn();
    const canceled = await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ batchId, status: 'canceled' });

    while ((await store.get(batchId))!.status === 'processing') await turn();
    const status = (await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).body;
    expect(status.status).toBe('canceled');
    expect(status.progress).toBe(1);
    expect(status.requestCounts.processing).toBe(0);
    expect(status.succeeded).toBeGreaterThanOrEqual(1);
    expect(status.requestCounts.canceled).toBeGreaterThanOrEqual(1);
    expect(status.succeeded + status.requestCounts.canceled).toBe(30);
    expect(status.failures[0]).toMatchObject({ state: 'canceled', reason: 'the batch was canceled before this concept was generated' });
    // The finished maps stay readable.
    const results = (await api(t, tok.teacher).get(`/api/curriculum/batch-results/${batchId}?classId=${classId}`)).body;
    expect(results.results).toHaveLength(status.succeeded);
    await request(t.app).get(`/api/direct/map/${results.results[0].mapId}`).expect(200);
    // The list shows it canceled too.
    expect((await api(t, tok.teacher).get(`/api/curriculum/batches?classId=${classId}`)).body.batches[0]).toMatchObject({ batchId, status: 'canceled' });
  });

  it('answers 409 batch_finished for an ended job; checks rights like batch-status', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    const batchId = (await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(1) })).body.batchId as string;
    await waitForCompletion(t, tok.teacher, batchId, classId);
    const late = await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, error: 'batch_finished' });
    expect((await api(t, tok.otherTeacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`)).status).toBe(404);
    expect((await api(t, tok.learner).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`)).status).toBe(403);
    expect((await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/00000000-0000-4000-8000-000000000000?classId=${classId}`)).body.error).toBe('batch_not_found');
  });
});

describe('generator names', () => {
  it('names the built-in generator in a batch exactly as a single map request does', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    const single = await request(t.app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(1, 'Fractions') });
    expect(started.body.generator).toMatchObject({ provider: single.body.generator.provider, model: single.body.generator.model });
    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status.generator).toEqual(single.body.generator);
    const mapId = (await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`)).body.results[0].mapId;
    expect((await request(t.app).get(`/api/direct/map/${mapId}`).expect(200)).body.generator).toEqual(single.body.generator);
  });
});

// provider_c batch jobs through the real @anthropic-ai/sdk against a loopback server speaking the
// Message Batches wire format: one batch on PROVIDERC_MODEL_BATCH, polled with backoff through a
// 5xx, results read out of order and matched by custom_id, errored/expired/canceled items and an
// answer the graph engine refuses all listed as failures of a completed job.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAnthropicBatches, toolMessage, type FakeAnthropicBatches } from '../helpers/fake-providers/index.js';
import { anthropicError } from '../helpers/fake-providers/anthropic.js';
import { tokenFor, users } from '../auth/helpers.js';
import { api, batchApp, mapFor, notAMap, readStored, waitForCompletion, type BatchTestApp } from './helpers.js';

let ctx: BatchTestApp | undefined;
let fake: FakeAnthropicBatches | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  await fake?.close();
  ctx = undefined;
  fake = undefined;
});

const labelOf = (params: { messages: Array<{ content: string }> }) => /key concept "([^"]+)"/.exec(params.messages[0]!.content)![1]!;

describe('provider_c batch jobs (Anthropic Message Batches)', () => {
  it('runs one message batch on the batch model and settles every item by custom_id', async () => {
    fake = await startFakeAnthropicBatches({
      polls: ['in_progress', anthropicError(503, 'overloaded'), 'in_progress', 'in_progress', 'ended'],
      reverse: true,
      outcome: (req) => {
        const label = labelOf(req.params);
        if (label === 'Percentages') return { type: 'errored', error: { type: 'error', error: { type: 'invalid_request_error', message: 'secret upstream detail https://internal' } } };
        if (label === 'Decimals') return { type: 'expired' };
        if (label === 'Ratio') return { type: 'canceled' };
        if (label === 'Negative numbers') return { type: 'succeeded', message: toolMessage(notAMap(label)) };
        return { type: 'succeeded', message: toolMessage(mapFor(label)) };
      },
    });
    ctx = await batchApp({ env: { PROVIDERC_API_KEY: 'test-anthropic-key', PROVIDERC_BASE_URL: fake.url, PROVIDERC_MODEL_BATCH: 'claude-batch-test', BATCH_POLL_MIN_MS: '1000', BATCH_POLL_MAX_MS: '4000' } });
    const { t, tok, classId, objects, waits } = ctx;
    const list = [
      { id: 'fractions', label: 'Fractions' },
      { id: 'percentages', label: 'Percentages' },
      { id: 'decimals', label: 'Decimals' },
      { id: 'ratio', label: 'Ratio' },
      { id: 'negatives', label: 'Negative numbers' },
      { id: 'primes', label: 'Prime numbers' },
    ];
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: list, llmProvider: 'provider_c' });
    expect(started.status).toBe(202);
    expect(started.body.generator).toEqual({ provider: 'provider_c', model: 'claude-batch-test', mode: 'message_batch' });

    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({
      status: 'completed',
      requestCounts: { processing: 0, succeeded: 2, errored: 2, canceled: 1, expired: 1 },
      succeeded: 2,
      failed: 4,
      generator: { provider: 'provider_c', model: 'claude-batch-test' },
    });
    const reasons = Object.fromEntries((status.failures as Array<{ conceptId: string; state: string; reason: string }>).map((f) => [f.conceptId, f]));
    expect(reasons.percentages).toEqual({ conceptId: 'percentages', state: 'errored', reason: 'provider error: invalid_request_error' });
    expect(reasons.decimals).toMatchObject({ state: 'expired' });
    expect(reasons.ratio).toMatchObject({ state: 'canceled' });
    expect(reasons.negatives).toMatchObject({ state: 'errored', reason: 'invalid map: fewer than 3 concepts' });
    expect(JSON.stringify(status)).not.toMatch(/secret upstream detail|internal/);

    // One batch, every request on the batch model with the map tool forced.
    expect(fake.creates()).toBe(1);
    const submitted = [...fake.batches.values()][0]!;
    expect(submitted).toHaveLength(6);
    expect(new Set(submitted.map((r) => r.custom_id)).size).toBe(6);
    for (const r of submitted) {
      expect(r.custom_id).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(r.params).toMatchObject({ model: 'claude-batch-test', tool_choice: { type: 'tool', name: 'concept_map' } });
      expect(r.params.messages[0].content).toContain('domain "Mathematics", subdomain "Number"');
    }

    // Results came back reversed; each map still belongs to its own concept.
    const results = await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`);
    expect(results.body.results.map((r: { conceptId: string }) => r.conceptId)).toEqual(['fractions', 'primes']);
    for (const r of results.body.results as Array<{ label: string; storePath: string }>) {
      const stored = await readStored(objects, r.storePath);
      expect(stored.map.nodes.find((n) => n.isCenter)?.label).toBe(r.label);
      expect(stored.map.nodes.map((n) => n.label)).toContain(`Foundations of ${r.label}`);
      expect(stored.generator).toEqual({ provider: 'provider_c', model: 'claude-haiku-fake' });
    }

    // Backoff: waits grow (more after the 5xx) and stay within the cap; no real timer was used.
    expect(waits[0]).toBe(1000);
    expect(waits.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(4000);
    expect(waits.slice(0, 3)).toEqual([1000, 1500, 4000]);
    expect(t.logs.filter((l) => l.msg === 'batch: provider call failed; retrying')).toHaveLength(1);
  });

  it('ends the job with every concept failed when the provider refuses the batch (4xx)', async () => {
    fake = await startFakeAnthropicBatches({ outcome: () => ({ type: 'expired' }) });
    const refusing = fake.url.replace(/\/?$/, '/refuse');
    ctx = await batchApp({ env: { PROVIDERC_API_KEY: 'k', PROVIDERC_BASE_URL: refusing, LLM_PROVIDER: 'provider_c', BATCH_POLL_MIN_MS: '1000' } });
    const { t, tok, classId } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: [{ id: 'a', label: 'Fractions' }] });
    expect(started.body.generator.mode).toBe('message_batch');
    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({ status: 'completed', succeeded: 0, failed: 1, failures: [{ conceptId: 'a', state: 'errored', reason: 'the provider refused the request (HTTP 404)' }] });
  });

  it('a provider batch that never ends: its concepts count as expired once the job is 25 hours old', async () => {
    fake = await startFakeAnthropicBatches({ polls: ['in_progress'], outcome: () => ({ type: 'expired' }) });
    ctx = await batchApp({ env: { PROVIDERC_API_KEY: 'k', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c', BATCH_POLL_MIN_MS: '60000', BATCH_POLL_MAX_MS: '3600000', JWT_MAX_AGE: '3d' } });
    const { t, classId, waits } = ctx;
    // The clock moves more than a day, past any token's life: each status call gets a fresh one.
    const teacher = () => tokenFor(t, users.teacher, { ttlSeconds: 86_400 });
    const started = await api(t, await teacher()).post('/api/curriculum/batch-generate', { classId, concepts: [{ id: 'a', label: 'Fractions' }, { id: 'b', label: 'Decimals' }] });
    const status = await waitForCompletion(t, teacher, started.body.batchId, classId);
    expect(status).toMatchObject({ status: 'completed', requestCounts: { expired: 2, processing: 0 }, failed: 2 });
    // The (injected) waits add up to the deadline; the cap kept them to an hour each.
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(25 * 3600_000);
    expect(Math.max(...waits)).toBe(3600_000);
  });

  it('a cancel reaches the Message Batch; the request it finished is kept, the rest end canceled', async () => {
    fake = await startFakeAnthropicBatches({
      polls: ['in_progress'],
      // Fractions had run when the batch was canceled; the others come back canceled.
      outcome: (req, _i, batch) =>
        labelOf(req.params) === 'Fractions' || !batch.canceled ? { type: 'succeeded', message: toolMessage(mapFor(labelOf(req.params))) } : { type: 'canceled' },
    });
    ctx = await batchApp({ env: { PROVIDERC_API_KEY: 'test-anthropic-key', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c', BATCH_POLL_MIN_MS: '1000' } });
    const { t, tok, classId } = ctx;
    const list = [
      { id: 'fractions', label: 'Fractions' },
      { id: 'percentages', label: 'Percentages' },
    ];
    const { batchId } = (await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: list })).body;
    while (fake.polls() < 2) await new Promise((r) => setImmediate(r));
    const canceled = await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`);
    expect(canceled.body).toMatchObject({ status: 'canceled' });
    let status;
    do {
      await new Promise((r) => setImmediate(r));
      status = (await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).body;
    } while (status.requestCounts.processing > 0);
    expect(fake.cancels).toEqual(['msgbatch_1']);
    expect(status).toMatchObject({ status: 'canceled', requestCounts: { succeeded: 1, canceled: 1 }, failures: [{ conceptId: 'percentages', state: 'canceled' }] });
  });
});

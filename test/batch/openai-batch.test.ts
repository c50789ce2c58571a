// provider_b batch jobs through the real `openai` SDK against a loopback server speaking the
// Files + Batches wire format: JSONL upload (purpose batch), one batch, polls through a 5xx,
// output lines out of order matched by custom_id, an HTTP error line, an expired request in the
// error file and an answer that is not a map all end as listed failures of a completed job.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/clock.js';
import { openDatabase } from '../../src/storage/database.js';
import { openaiError } from '../helpers/fake-providers/openai.js';
import { startFakeOpenAIBatches, type FakeOpenAIBatches } from '../helpers/fake-providers/index.js';
import { api, batchApp, labelOf, mapFor, readStored, waitForCompletion, type BatchTestApp } from './helpers.js';

let ctx: BatchTestApp | undefined;
let fake: FakeOpenAIBatches | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  await fake?.close();
  ctx = undefined;
  fake = undefined;
});


describe('provider_b batch jobs (OpenAI Batch)', () => {
  it('uploads a JSONL file, runs one batch, and settles every item by custom_id', async () => {
    fake = await startFakeOpenAIBatches({
      polls: ['validating', openaiError(500, 'server error'), 'in_progress', 'finalizing', 'completed'],
      reverse: true,
      outcome: (line) => {
        const label = labelOf(line.body);
        if (label === 'Percentages') return { kind: 'http_error', status: 400, code: 'context_length_exceeded' };
        if (label === 'Decimals') return { kind: 'expired' };
        if (label === 'Ratio') return { kind: 'ok', content: 'I cannot draw maps today.' };
        return { kind: 'ok', content: JSON.stringify(mapFor(label)) };
      },
    });
    ctx = await batchApp({ env: { PROVIDERB_API_KEY: 'test-openai-key', PROVIDERB_BASE_URL: fake.url, PROVIDERB_MODEL: 'gpt-batch-test', BATCH_POLL_MIN_MS: '2000', BATCH_POLL_MAX_MS: '30000' } });
    const { t, tok, classId, objects, waits } = ctx;
    const list = [
      { id: 'fractions', label: 'Fractions' },
      { id: 'percentages', label: 'Percentages' },
      { id: 'decimals', label: 'Decimals' },
      { id: 'ratio', label: 'Ratio' },
      { id: 'primes', label: 'Prime numbers' },
    ];
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: list }).set('X-LLM-Provider', 'provider_b');
    expect(started.status).toBe(202);
    expect(started.body.generator).toEqual({ provider: 'provider_b', model: 'gpt-batch-test', mode: 'openai_batch' });

    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({
      status: 'completed',
      requestCounts: { processing: 0, succeeded: 2, errored: 2, canceled: 0, expired: 1 },
      succeeded: 2,
      failed: 3,
    });
    const byId = Object.fromEntries((status.failures as Array<{ conceptId: string; state: string; reason: string }>).map((f) => [f.conceptId, f]));
    expect(byId.percentages).toEqual({ conceptId: 'percentages', state: 'errored', reason: 'provider error: HTTP 400' });
    expect(byId.decimals).toMatchObject({ state: 'expired' });
    expect(byId.ratio).toEqual({ conceptId: 'ratio', state: 'errored', reason: 'invalid map: the answer is not JSON' });

    // One upload (purpose batch, a .jsonl file) and one batch; every line a chat completion on PROVIDERB_MODEL.
    expect(fake.uploads).toEqual([{ purpose: 'batch', filename: expect.stringMatching(/\.jsonl$/) }]);
    expect(fake.batchCreates()).toBe(1);
    const lines = [...fake.files.values()][0]!;
    expect(lines).toHaveLength(5);
    for (const l of lines) {
      expect(l).toMatchObject({ method: 'POST', url: '/v1/chat/completions', body: { model: 'gpt-batch-test', response_format: { type: 'json_schema' } } });
    }
    const batchCreate = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/batches')!;
    expect(batchCreate.body).toMatchObject({ endpoint: '/v1/chat/completions', completion_window: '24h' });

    // Output lines came back reversed; each map still belongs to its own concept.
    const results = await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`);
    expect(results.body.results.map((r: { conceptId: string }) => r.conceptId)).toEqual(['fractions', 'primes']);
    for (const r of results.body.results as Array<{ label: string; storePath: string }>) {
      const stored = await readStored(objects, r.storePath);
      expect(stored.map.nodes.find((n) => n.isCenter)?.label).toBe(r.label);
      expect(stored.generator).toEqual({ provider: 'provider_b', model: 'gpt-fake-batch' });
    }

    // Polled with backoff through the 5xx: 2 s, 3 s, then doubled after the error, never past the cap.
    expect(waits.slice(0, 3)).toEqual([2000, 3000, 9000]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30000);
  });

  it('a batch that expires leaves unanswered concepts expired; a failed batch lists its error codes', async () => {
    fake = await startFakeOpenAIBatches({ polls: ['in_progress', 'expired'], outcome: (_l, i) => (i === 0 ? { kind: 'ok', content: JSON.stringify(mapFor('Fractions')) } : { kind: 'expired' }) });
    ctx = await batchApp({ env: { PROVIDERB_API_KEY: 'test-openai-key', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b', BATCH_POLL_MIN_MS: '1000' } });
    const { t, tok, classId } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: [{ id: 'f', label: 'Fractions' }, { id: 'p', label: 'Percentages' }] });
    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({ status: 'completed', requestCounts: { succeeded: 1, expired: 1 }, failures: [{ conceptId: 'p', state: 'expired' }] });
    await fake.close();

    fake = await startFakeOpenAIBatches({ polls: ['failed'], outcome: () => ({ kind: 'expired' }) });
    await ctx.cleanup();
    ctx = await batchApp({ env: { PROVIDERB_API_KEY: 'test-openai-key', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b', BATCH_POLL_MIN_MS: '1000' } });
    const again = await api(ctx.t, ctx.tok.teacher).post('/api/curriculum/batch-generate', { classId: ctx.classId, concepts: [{ id: 'f', label: 'Fractions' }] });
    const failed = await waitForCompletion(ctx.t, ctx.tok.teacher, again.body.batchId, ctx.classId);
    expect(failed).toMatchObject({ status: 'completed', failed: 1, failures: [{ conceptId: 'f', state: 'errored', reason: 'the provider refused the batch: invalid_json_line' }] });
  });

  it('a restarted app polls the batch it created instead of uploading or submitting again', async () => {
    fake = await startFakeOpenAIBatches({
      polls: Array.from({ length: 1000 }, () => 'in_progress' as const),
      outcome: (line) => ({ kind: 'ok', content: JSON.stringify(mapFor(labelOf(line.body))) }),
    });
    const polls = fake.polls;
    const env = { PROVIDERB_API_KEY: 'test-openai-key', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b', BATCH_POLL_MIN_MS: '1000' };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-batch-openai-'));
    const db = openDatabase(path.join(dataDir, 'app.db'));
    const first = await batchApp({ env, dataDir, db });
    const started = await api(first.t, first.tok.teacher).post('/api/curriculum/batch-generate', { classId: first.classId, concepts: [{ id: 'f', label: 'Fractions' }, { id: 'p', label: 'Percentages' }] });
    while (polls() < 2) await new Promise((r) => setImmediate(r));
    await first.t.close();
    expect(fake.uploads).toHaveLength(1);
    expect(fake.batchCreates()).toBe(1);

    // From now on the batch is done; the next app (other seeded ids) must find it by its stored id.
    fake.setPolls(['completed']);
    ctx = await batchApp({ env, dataDir, db, random: seededRandom(7) });
    const status = await waitForCompletion(ctx.t, ctx.tok.teacher, started.body.batchId, first.classId);
    expect(status).toMatchObject({ status: 'completed', succeeded: 2, failed: 0 });
    expect(fake.uploads).toHaveLength(1);
    expect(fake.batchCreates()).toBe(1);
  });

  it('a batch create whose answer was lost is found by its metadata, not created twice', async () => {
    fake = await startFakeOpenAIBatches({
      loseFirstCreateResponse: true,
      polls: ['in_progress', 'completed'],
      outcome: (line) => ({ kind: 'ok', content: JSON.stringify(mapFor(labelOf(line.body))) }),
    });
    ctx = await batchApp({ env: { PROVIDERB_API_KEY: 'test-openai-key', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b', BATCH_POLL_MIN_MS: '1000' } });
    const { t, tok, classId } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: [{ id: 'f', label: 'Fractions' }] });
    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({ status: 'completed', succeeded: 1 });
    expect(fake.batchCreates()).toBe(1);
    const listed = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/batches');
    expect(listed.length).toBeGreaterThanOrEqual(2);
  });
});

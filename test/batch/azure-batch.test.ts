// provider_a (Azure OpenAI, the default provider) batch jobs through Azure's Batch API, with the
// real `openai` SDK's AzureOpenAI client against a loopback server speaking that protocol: JSONL
// upload (purpose batch) and batch under {endpoint}/openai with api-version and the api-key header,
// lines on /chat/completions naming the batch deployment, polls, the output file; and a cancel
// that reaches the provider's batch while the concepts it finished are kept.
import { afterEach, describe, expect, it } from 'vitest';
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

const azureEnv = (url: string) => ({
  PROVIDERA_API_KEY: 'azure-batch-key',
  PROVIDERA_ENDPOINT: url,
  PROVIDERA_DEPLOYMENT: 'gpt-realtime-test',
  PROVIDERA_DEPLOYMENT_BATCH: 'gpt-global-batch',
  PROVIDERA_API_VERSION: '2024-10-21',
  BATCH_POLL_MIN_MS: '1000',
});
const list = [
  { id: 'fractions', label: 'Fractions' },
  { id: 'percentages', label: 'Percentages' },
  { id: 'decimals', label: 'Decimals' },
];

describe('provider_a batch jobs (Azure OpenAI Batch API)', () => {
  it('is the default provider\'s path: one upload, one batch on the batch deployment, maps from the output file', async () => {
    fake = await startFakeOpenAIBatches({
      azure: { apiKey: 'azure-batch-key' },
      polls: ['validating', 'in_progress', 'finalizing', 'completed'],
      reverse: true,
      outcome: (line) => (labelOf(line.body) === 'Decimals' ? { kind: 'expired' } : { kind: 'ok', content: JSON.stringify(mapFor(labelOf(line.body))) }),
    });
    // No LLM_PROVIDER: provider_a is the default.
    ctx = await batchApp({ env: azureEnv(fake.url) });
    const { t, tok, classId, objects } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: list });
    expect(started.status).toBe(202);
    expect(started.body.generator).toEqual({ provider: 'provider_a', model: 'gpt-global-batch', mode: 'azure_batch' });

    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({ status: 'completed', progress: 1, etaSeconds: 0, requestCounts: { succeeded: 2, expired: 1 }, failures: [{ conceptId: 'decimals', state: 'expired' }] });

    // Azure's wire format: /openai/... with api-version, the api-key header, no Bearer token.
    for (const r of fake.requests) {
      expect(r.path).toMatch(/^\/openai\/(files|batches)/);
      expect(r.query.get('api-version')).toBe('2024-10-21');
      expect(r.headers['api-key']).toBe('azure-batch-key');
      expect(r.headers.authorization).toBeUndefined();
    }
    expect(fake.uploads).toEqual([{ purpose: 'batch', filename: expect.stringMatching(/\.jsonl$/) }]);
    expect(fake.batchCreates()).toBe(1);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/openai/batches')!;
    expect(create.body).toMatchObject({ endpoint: '/chat/completions', completion_window: '24h' });
    const lines = [...fake.files.values()][0]!;
    expect(lines.map((l) => l.custom_id)).toEqual(['concept-0', 'concept-1', 'concept-2']);
    for (const l of lines) expect(l).toMatchObject({ method: 'POST', url: '/chat/completions', body: { model: 'gpt-global-batch', response_format: { type: 'json_schema' } } });
    // Nothing went to the real-time chat route.
    expect(fake.requests.some((r) => r.path.includes('/deployments/'))).toBe(false);

    const results = await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`);
    expect(results.body.results.map((r: { conceptId: string }) => r.conceptId)).toEqual(['fractions', 'percentages']);
    for (const r of results.body.results as Array<{ label: string; storePath: string }>) {
      const stored = await readStored(objects, r.storePath);
      expect(stored.map.nodes.find((n) => n.isCenter)?.label).toBe(r.label);
      expect(stored.generator.provider).toBe('provider_a');
    }
  });

  it('a cancel reaches the Azure batch; what it finished is kept, the rest ends canceled', async () => {
    fake = await startFakeOpenAIBatches({
      azure: { apiKey: 'azure-batch-key' },
      polls: ['in_progress'],
      // Fractions had run when the batch was cancelled; the others had not.
      outcome: (line, _i, batch) =>
        labelOf(line.body) === 'Fractions' || !batch.cancelled ? { kind: 'ok', content: JSON.stringify(mapFor(labelOf(line.body))) } : { kind: 'cancelled' },
    });
    ctx = await batchApp({ env: azureEnv(fake.url) });
    const { t, tok, classId } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: list });
    const { batchId } = started.body;
    // Wait (no timer) until the batch exists at the provider and is being polled.
    while (fake.polls() < 2) await new Promise((r) => setImmediate(r));

    const canceled = await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ batchId, status: 'canceled' });
    while (fake.cancels.length === 0) await new Promise((r) => setImmediate(r));
    expect(fake.cancels).toEqual(['batch_1']);

    let status;
    do {
      await new Promise((r) => setImmediate(r));
      status = (await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).body;
    } while (status.requestCounts.processing > 0);
    expect(status).toMatchObject({ status: 'canceled', progress: 1, requestCounts: { succeeded: 1, canceled: 2 } });
    expect(status.failures.map((f: { conceptId: string }) => f.conceptId)).toEqual(['percentages', 'decimals']);
    const results = (await api(t, tok.teacher).get(`/api/curriculum/batch-results/${batchId}?classId=${classId}`)).body;
    expect(results).toMatchObject({ status: 'canceled', succeeded: 1, results: [{ conceptId: 'fractions' }] });
    // Its map is readable like any other.
    await api(t).get(`/api/direct/map/${results.results[0].mapId}`).expect(200);
    // Canceled again: the same answer; the provider is not asked twice.
    expect((await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`)).body.status).toBe('canceled');
    expect(fake.cancels).toHaveLength(1);
  });
});

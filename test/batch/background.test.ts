// Background jobs with a real-time provider: provider_a jobs accepted before provider_a used
// Azure's Batch API resume this way, one real-time call per concept, at most BATCH_CONCURRENCY at
// once (the real `openai` SDK against a loopback Azure OpenAI server that counts requests in
// flight). A failing concept is listed, the rest done. (New provider_a jobs: azure-batch.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { openaiChat, openaiError, startFakeAzure, type FakeServer } from '../helpers/fake-providers/index.js';
import { batchApp, concepts, mapFor, waitForCompletion, type BatchTestApp } from './helpers.js';

let ctx: BatchTestApp | undefined;
let fake: FakeServer | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  await fake?.close();
  ctx = undefined;
  fake = undefined;
});

describe('background generation with a real-time provider', () => {
  it('keeps at most BATCH_CONCURRENCY concepts in flight and lists the concept that failed', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    fake = await startFakeAzure({
      apiKey: 'azure-key',
      deployment: 'gpt-test',
      respond: async (body) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // Hold the answer until another request is in flight too (bounded, for the last ones),
        // then a little longer, so a third one would be seen if the bound did not hold.
        const turn = () => new Promise((r) => setImmediate(r));
        for (let i = 0; i < 5000 && inFlight < 2; i++) await turn();
        for (let i = 0; i < 50; i++) await turn();
        inFlight--;
        const user = body.messages.find((m: { role: string }) => m.role === 'user').content as string;
        const label = /key concept "([^"]+)"/.exec(user)?.[1] ?? 'x';
        if (label === 'Concept 3') return openaiError(400, 'content filtered');
        if (body.response_format.json_schema.name === 'q2l_score') {
          return openaiChat(JSON.stringify({ coverage: 0.9, prerequisites: 0.9, granularity: 0.9, coherence: 0.9, reasons: [] }));
        }
        return openaiChat(JSON.stringify(mapFor(label)));
      },
    });
    ctx = await batchApp({
      env: { PROVIDERA_API_KEY: 'azure-key', PROVIDERA_ENDPOINT: fake.url, PROVIDERA_DEPLOYMENT: 'gpt-test', LLM_PROVIDER: 'provider_a', BATCH_CONCURRENCY: '2', LLM_MAX_RETRIES: '0' },
    });
    const { t, tok, classId } = ctx;
    // A job as the previous version stored it: provider_a in the background.
    const batchId = '0f0e0d0c-0b0a-4909-8807-060504030201';
    await t.root.stores.batchJobs.insert(
      { id: batchId, classId, ownerId: 'x', provider: 'provider_a', model: 'gpt-test', mode: 'background', lang: 'en', domain: 'Mathematics', subdomain: 'Number', createdAt: new Date(t.clock.now()).toISOString() },
      concepts(6).map((c, i) => ({ conceptId: c.id, label: c.label, customId: `concept-${i}` })),
    );
    t.root.batch.runner.start(batchId);
    const status = await waitForCompletion(t, tok.teacher, batchId, classId);
    expect(status).toMatchObject({
      status: 'completed',
      requestCounts: { processing: 0, succeeded: 5, errored: 1 },
      failures: [{ conceptId: 'c3', state: 'errored', reason: 'generation failed (LlmUpstreamError)' }],
    });
    expect(maxInFlight).toBe(2);
  });
});

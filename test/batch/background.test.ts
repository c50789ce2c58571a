// provider_a has no batch API here: its concepts are generated one real-time call at a time in
// the background, at most BATCH_CONCURRENCY at once (the real `openai` SDK against a loopback
// Azure OpenAI server that counts requests in flight). A failing concept is listed, the rest done.
import { afterEach, describe, expect, it } from 'vitest';
import { openaiChat, openaiError, startFakeAzure, type FakeServer } from '../helpers/fake-providers/index.js';
import { api, batchApp, concepts, mapFor, waitForCompletion, type BatchTestApp } from './helpers.js';

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
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(6) });
    expect(started.body.generator).toEqual({ provider: 'provider_a', model: 'gpt-test', mode: 'background' });
    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({
      status: 'completed',
      requestCounts: { processing: 0, succeeded: 5, errored: 1 },
      failures: [{ conceptId: 'c3', state: 'errored', reason: 'generation failed (LlmUpstreamError)' }],
    });
    expect(maxInFlight).toBe(2);
  });
});

// Fake Anthropic Message Batches API (provider_c batch jobs), speaking the wire format the real
// @anthropic-ai/sdk uses: POST /v1/messages/batches, GET /v1/messages/batches/{id} (polled), and
// the JSONL results at `results_url`, and POST /v1/messages/batches/{id}/cancel (the batch then
// ends at the next poll, each request as the outcome says for a canceled batch). The test scripts
// the polls (in progress, a 5xx, ended) and each request's outcome; results can come back in
// reverse order.
import { anthropicError } from './anthropic.js';
import { startFakeServer, type FakeReply, type FakeServer } from './server.js';

export interface BatchRequestParams {
  custom_id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  params: any;
}

export type AnthropicBatchResult =
  | { type: 'succeeded'; message: unknown }
  | { type: 'errored'; error: { type: 'error'; error: { type: string; message: string } } }
  | { type: 'canceled' }
  | { type: 'expired' };

export type PollStep = 'in_progress' | 'ended' | FakeReply;

export interface FakeAnthropicBatchesOptions {
  /** What each request ends as. */
  outcome: (req: BatchRequestParams, index: number, batch: { canceled: boolean }) => AnthropicBatchResult;
  /** The answers to successive polls (the last repeats), or a function of the poll index. Default: ended at once. */
  polls?: PollStep[] | ((index: number) => PollStep);
  /** Results in reverse submission order (matching must use custom_id). */
  reverse?: boolean;
}

export interface FakeAnthropicBatches extends FakeServer {
  /** Submitted batches by id. */
  batches: Map<string, BatchRequestParams[]>;
  creates: () => number;
  polls: () => number;
  /** Batch ids a cancel was asked for, in order. */
  cancels: string[];
}

/** A Message the API would return: one forced tool call holding the map. */
export function toolMessage(input: unknown, model = 'claude-haiku-fake'): unknown {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'tool_use', id: 'toolu_fake', name: 'concept_map', input }],
    stop_reason: 'tool_use',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 200 },
  };
}

export async function startFakeAnthropicBatches(opts: FakeAnthropicBatchesOptions): Promise<FakeAnthropicBatches> {
  const batches = new Map<string, BatchRequestParams[]>();
  let creates = 0;
  let polls = 0;
  let base = '';
  const cancels: string[] = [];
  const outcome = (id: string, r: BatchRequestParams, i: number) => opts.outcome(r, i, { canceled: cancels.includes(id) });
  const counts = (id: string, ended: boolean) => {
    const c = { processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 };
    batches.get(id)!.forEach((r, i) => {
      if (!ended) c.processing++;
      else c[outcome(id, r, i).type]++;
    });
    return c;
  };
  const batchBody = (id: string, ended: boolean) => ({
    id,
    type: 'message_batch',
    processing_status: ended ? 'ended' : 'in_progress',
    request_counts: counts(id, ended),
    created_at: '2026-01-01T00:00:00Z',
    expires_at: '2026-01-02T00:00:00Z',
    ended_at: ended ? '2026-01-01T00:05:00Z' : null,
    archived_at: null,
    cancel_initiated_at: cancels.includes(id) ? '2026-01-01T00:04:00Z' : null,
    results_url: ended ? `${base}/v1/messages/batches/${id}/results` : null,
  });

  const server = await startFakeServer((req) => {
    if (!req.headers['anthropic-version']) return anthropicError(400, 'anthropic-version header is required');
    if (req.method === 'POST' && req.path === '/v1/messages/batches') {
      const id = `msgbatch_${++creates}`;
      batches.set(id, req.body.requests as BatchRequestParams[]);
      return { json: batchBody(id, false) };
    }
    const c = /^\/v1\/messages\/batches\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && c && batches.has(c[1]!)) {
      cancels.push(c[1]!);
      return { json: { ...batchBody(c[1]!, false), processing_status: 'canceling' } };
    }
    const m = /^\/v1\/messages\/batches\/([^/]+)(\/results)?$/.exec(req.path);
    if (req.method === 'GET' && m && batches.has(m[1]!)) {
      const id = m[1]!;
      if (!m[2]) {
        const steps = opts.polls ?? ['ended'];
        const i = polls++;
        // A canceled batch ends at the next poll, whatever the script says.
        if (cancels.includes(id)) return { json: batchBody(id, true) };
        const step = typeof steps === 'function' ? steps(i) : steps[Math.min(i, steps.length - 1)]!;
        if (step === 'in_progress' || step === 'ended') return { json: batchBody(id, step === 'ended') };
        return step;
      }
      const reqs = batches.get(id)!.map((r, i) => ({ custom_id: r.custom_id, result: outcome(id, r, i) }));
      if (opts.reverse) reqs.reverse();
      return { headers: { 'content-type': 'application/binary' }, text: reqs.map((r) => JSON.stringify(r)).join('\n') + '\n' };
    }
    return anthropicError(404, `no route ${req.method} ${req.path}`);
  });
  base = server.url;
  return { ...server, batches, creates: () => creates, polls: () => polls, cancels };
}

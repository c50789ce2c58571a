// Fake OpenAI Files + Batches API (provider_b batch jobs), speaking the wire format the real
// `openai` SDK uses: POST /v1/files (multipart, purpose=batch), POST /v1/batches, GET
// /v1/batches/{id} (polled), POST /v1/batches/{id}/cancel, GET /v1/files/{id}/content (JSONL output
// and error files). With `azure` it speaks Azure OpenAI's Batch API instead (provider_a): the same
// routes under /openai, an `api-key` header and a required `api-version` query. The test scripts
// the polls and each line's outcome; output lines can come back in reverse order. A cancelled
// batch answers `cancelling`, then `cancelled` with the lines the outcome says finished.
import { openaiError } from './openai.js';
import { startFakeServer, type FakeReply, type FakeServer } from './server.js';

export interface BatchInputLine {
  custom_id: string;
  method: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type OpenAIBatchOutcome =
  | { kind: 'ok'; content: string }
  | { kind: 'http_error'; status: number; code: string }
  | { kind: 'expired' }
  /** The batch was cancelled before this line ran (only asked when it was cancelled). */
  | { kind: 'cancelled' };

export type OpenAIPollStep = 'validating' | 'in_progress' | 'finalizing' | 'completed' | 'expired' | 'failed' | FakeReply;

export interface FakeOpenAIBatchesOptions {
  outcome: (line: BatchInputLine, index: number, batch: { cancelled: boolean }) => OpenAIBatchOutcome;
  /** Speak Azure OpenAI's Batch API, with this key. */
  azure?: { apiKey: string };
  polls?: OpenAIPollStep[];
  reverse?: boolean;
  /** The first batch create makes the batch but answers 500 (as a dropped response would). */
  loseFirstCreateResponse?: boolean;
}

export interface FakeOpenAIBatches extends FakeServer {
  /** Uploaded input files: id -> parsed JSONL lines. */
  files: Map<string, BatchInputLine[]>;
  /** Multipart field values of each upload (purpose, filename). */
  uploads: Array<{ purpose: string; filename: string }>;
  batchCreates: () => number;
  polls: () => number;
  /** Batch ids a cancel was asked for, in order. */
  cancels: string[];
  /** Replaces the poll script from now on (counting restarts at the first step). */
  setPolls(steps: OpenAIPollStep[]): void;
}

/** The parts of a multipart/form-data body: name, filename and content. */
function parseMultipart(body: string, contentType: string): Array<{ name: string; filename?: string; content: string }> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const at = part.indexOf('\r\n\r\n');
      const head = part.slice(0, at);
      return {
        name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
        filename: /filename="([^"]*)"/.exec(head)?.[1],
        content: part.slice(at + 4, part.length - 2),
      };
    });
}

export async function startFakeOpenAIBatches(opts: FakeOpenAIBatchesOptions): Promise<FakeOpenAIBatches> {
  const files = new Map<string, BatchInputLine[]>();
  const contents = new Map<string, string>();
  const uploads: FakeOpenAIBatches['uploads'] = [];
  const batches = new Map<string, string>();
  const metadata = new Map<string, unknown>();
  let batchCreates = 0;
  let polls = 0;
  let script = opts.polls ?? ['completed'];
  let scriptStart = 0;
  const P = opts.azure ? '/openai' : '/v1';
  const cancels: string[] = [];
  /** Cancelled batches: polls answered since the cancel (the first says cancelling). */
  const cancelled = new Map<string, number>();

  const finish = (batchId: string, status: string) => {
    const lines = files.get(batches.get(batchId)!)!;
    const out: string[] = [];
    const err: string[] = [];
    lines.forEach((l, i) => {
      const o = opts.outcome(l, i, { cancelled: cancelled.has(batchId) });
      if (o.kind === 'ok') {
        out.push(
          JSON.stringify({
            id: `batch_req_${i}`,
            custom_id: l.custom_id,
            response: {
              status_code: 200,
              request_id: `req_${i}`,
              body: { id: `chatcmpl-${i}`, object: 'chat.completion', model: 'gpt-fake-batch', choices: [{ index: 0, message: { role: 'assistant', content: o.content, refusal: null }, finish_reason: 'stop' }] },
            },
            error: null,
          }),
        );
      } else if (o.kind === 'http_error') {
        out.push(JSON.stringify({ id: `batch_req_${i}`, custom_id: l.custom_id, response: { status_code: o.status, request_id: `req_${i}`, body: { error: { message: 'bad', code: o.code } } }, error: null }));
      } else if (o.kind === 'cancelled') {
        err.push(JSON.stringify({ id: `batch_req_${i}`, custom_id: l.custom_id, response: null, error: { code: 'batch_cancelled', message: 'This request was not executed because the batch was cancelled.' } }));
      } else {
        err.push(JSON.stringify({ id: `batch_req_${i}`, custom_id: l.custom_id, response: null, error: { code: 'batch_expired', message: 'This request could not be executed before the completion window expired.' } }));
      }
    });
    if (opts.reverse) out.reverse();
    contents.set(`file-out-${batchId}`, out.join('\n') + '\n');
    if (err.length) contents.set(`file-err-${batchId}`, err.join('\n') + '\n');
    return {
      output_file_id: `file-out-${batchId}`,
      ...(err.length ? { error_file_id: `file-err-${batchId}` } : {}),
      request_counts: { total: lines.length, completed: out.length, failed: err.length },
      status,
    };
  };

  const batchBody = (id: string, status: string) => ({
    id,
    object: 'batch',
    endpoint: opts.azure ? '/chat/completions' : '/v1/chat/completions',
    input_file_id: batches.get(id),
    completion_window: '24h',
    created_at: 1_767_225_600,
    status,
    request_counts: { total: files.get(batches.get(id)!)!.length, completed: 0, failed: 0 },
    ...(['completed', 'expired', 'cancelled'].includes(status) ? finish(id, status) : {}),
    ...(status === 'failed' ? { errors: { object: 'list', data: [{ code: 'invalid_json_line', message: 'bad line', line: 1 }] } } : {}),
  });

  const server = await startFakeServer((req) => {
    if (opts.azure) {
      if (req.headers['api-key'] !== opts.azure.apiKey) return openaiError(401, 'Access denied due to invalid subscription key');
      if (!req.query.get('api-version')) return openaiError(404, 'Resource not found');
    } else if (req.headers.authorization !== 'Bearer test-openai-key') return openaiError(401, 'Incorrect API key provided');
    if (req.method === 'POST' && req.path === `${P}/files`) {
      const parts = parseMultipart(String(req.body), req.headers['content-type'] ?? '');
      const file = parts.find((p) => p.name === 'file');
      const purpose = parts.find((p) => p.name === 'purpose')?.content ?? '';
      if (!file) return openaiError(400, 'file is required');
      const id = `file-in-${files.size + 1}`;
      files.set(id, file.content.split('\n').filter(Boolean).map((l) => JSON.parse(l) as BatchInputLine));
      uploads.push({ purpose, filename: file.filename ?? '' });
      return { json: { id, object: 'file', bytes: file.content.length, created_at: 1_767_225_600, filename: file.filename, purpose, status: 'processed' } };
    }
    if (req.method === 'POST' && req.path === `${P}/batches`) {
      if (!files.has(req.body.input_file_id)) return openaiError(400, 'unknown input file');
      const id = `batch_${++batchCreates}`;
      batches.set(id, req.body.input_file_id);
      metadata.set(id, req.body.metadata ?? null);
      if (opts.loseFirstCreateResponse && batchCreates === 1) return openaiError(500, 'The server had an error while processing your request');
      return { json: batchBody(id, 'validating') };
    }
    if (req.method === 'GET' && req.path === `${P}/batches`) {
      const data = [...batches.keys()].reverse().map((id) => ({ ...batchBody(id, 'in_progress'), metadata: metadata.get(id) }));
      return { json: { object: 'list', data, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null, has_more: false } };
    }
    const c = new RegExp(`^${P}/batches/([^/]+)/cancel$`).exec(req.path);
    if (req.method === 'POST' && c && batches.has(c[1]!)) {
      cancels.push(c[1]!);
      if (!cancelled.has(c[1]!)) cancelled.set(c[1]!, 0);
      return { json: batchBody(c[1]!, 'cancelling') };
    }
    const b = new RegExp(`^${P}/batches/([^/]+)$`).exec(req.path);
    if (req.method === 'GET' && b && cancelled.has(b[1]!)) {
      polls++;
      const n = cancelled.get(b[1]!)!;
      cancelled.set(b[1]!, n + 1);
      return { json: batchBody(b[1]!, n === 0 ? 'cancelling' : 'cancelled') };
    }
    if (req.method === 'GET' && b && batches.has(b[1]!)) {
      const step = script[Math.min(polls++ - scriptStart, script.length - 1)]!;
      if (typeof step === 'string') return { json: batchBody(b[1]!, step) };
      return step;
    }
    const f = new RegExp(`^${P}/files/([^/]+)/content$`).exec(req.path);
    if (req.method === 'GET' && f && contents.has(f[1]!)) return { headers: { 'content-type': 'application/octet-stream' }, text: contents.get(f[1]!)! };
    return openaiError(404, `no route ${req.method} ${req.path}`);
  });
  return {
    ...server,
    // Azure: the resource endpoint (the SDK adds /openai); OpenAI: the API base.
    url: opts.azure ? server.url : `${server.url}/v1`,
    cancels,
    files,
    uploads,
    batchCreates: () => batchCreates,
    polls: () => polls,
    setPolls(steps) {
      script = steps;
      scriptStart = polls;
    },
  };
}

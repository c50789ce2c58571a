// Fake OpenAI (provider_b) and Azure OpenAI (provider_a) chat-completions servers. Both speak the
// real wire protocol, so the real `openai` SDK talks to them unchanged.
//
//   const fake = await startFakeOpenAI({ respond: (body) => openaiChat(JSON.stringify({ ok: true })) });
//   env: { PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url }
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from './server.js';

/** Gets the parsed request body, the recorded request and the 0-based call index. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ChatResponder = (body: any, req: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** A chat.completion body with one choice. */
export function openaiChat(content: string | null, opts: { usage?: ChatUsage; model?: string; finishReason?: string; refusal?: string } = {}): FakeReply {
  const usage = opts.usage ?? { prompt_tokens: 11, completion_tokens: 7 };
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_767_225_600,
      model: opts.model ?? 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: opts.refusal ?? null },
          finish_reason: opts.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

/** An OpenAI-style error body. */
export function openaiError(status: number, message = 'fake error', headers: Record<string, string> = {}): FakeReply {
  return { status, headers, json: { error: { message, type: 'fake_error', param: null, code: null } } };
}

const defaultRespond: ChatResponder = () => openaiChat('ok');

export interface FakeOpenAIOptions {
  respond?: ChatResponder;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
}

/** OpenAI at `${url}/chat/completions`; `url` ends in /v1 and is the SDK's baseURL. */
export async function startFakeOpenAI(opts: FakeOpenAIOptions = {}): Promise<FakeServer> {
  const respond = opts.respond ?? defaultRespond;
  let calls = 0;
  const server = await startFakeServer((req) => {
    if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(req.path)) return openaiError(404, `no route ${req.method} ${req.path}`);
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) return openaiError(401, 'Incorrect API key provided');
    return respond(req.body, req, calls++);
  });
  return { ...server, url: `${server.url}/v1` };
}

export interface FakeAzureOptions {
  respond?: ChatResponder;
  /** Required `api-key` header value (401 otherwise). */
  apiKey: string;
  /** Only this deployment exists (404 for others). */
  deployment: string;
}

/** Azure OpenAI at `${url}/openai/deployments/{deployment}/chat/completions?api-version=...`; `url` is the endpoint. */
export async function startFakeAzure(opts: FakeAzureOptions): Promise<FakeServer> {
  const respond = opts.respond ?? defaultRespond;
  let calls = 0;
  return startFakeServer((req) => {
    const m = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/.exec(req.path);
    if (req.method !== 'POST' || !m) return openaiError(404, `no route ${req.method} ${req.path}`);
    if (!req.query.get('api-version')) return openaiError(400, 'api-version query parameter is required');
    if (req.headers['api-key'] !== opts.apiKey) return openaiError(401, 'Access denied due to invalid subscription key');
    if (decodeURIComponent(m[1]!) !== opts.deployment) return openaiError(404, 'The API deployment for this resource does not exist');
    return respond(req.body, req, calls++);
  });
}

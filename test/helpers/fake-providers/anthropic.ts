// Fake Anthropic Messages API (provider_c) at `${url}/v1/messages`; `url` is the SDK's baseURL.
//
//   const fake = await startFakeAnthropic({ respond: () => anthropicMessage([toolUse('map', {...})]) });
//   env: { PROVIDERC_API_KEY: 'k', PROVIDERC_BASE_URL: fake.url }
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from './server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessagesResponder = (body: any, req: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown };

export const textBlock = (text: string): ContentBlock => ({ type: 'text', text });
export const thinkingBlock = (thinking: string): ContentBlock => ({ type: 'thinking', thinking, signature: 'fake-signature' });
export const toolUse = (name: string, input: unknown): ContentBlock => ({ type: 'tool_use', id: 'toolu_fake', name, input });

export function anthropicMessage(content: ContentBlock[], opts: { usage?: { input_tokens: number; output_tokens: number }; model?: string } = {}): FakeReply {
  const stop = content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn';
  return {
    json: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: opts.model ?? 'claude-fake',
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: { input_tokens: 13, output_tokens: 5, ...opts.usage },
    },
  };
}

export function anthropicError(status: number, message = 'fake error', headers: Record<string, string> = {}): FakeReply {
  const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return { status, headers, json: { type: 'error', error: { type, message } } };
}

export interface FakeAnthropicOptions {
  respond?: MessagesResponder;
  /** Required key, as `x-api-key` or `Authorization: Bearer` (401 otherwise). */
  apiKey?: string;
}

export async function startFakeAnthropic(opts: FakeAnthropicOptions = {}): Promise<FakeServer> {
  const respond: MessagesResponder = opts.respond ?? ((body: { model?: string }) => anthropicMessage([textBlock('ok')], { model: body.model }));
  let calls = 0;
  return startFakeServer((req) => {
    if (req.method !== 'POST' || req.path !== '/v1/messages') return anthropicError(404, `no route ${req.method} ${req.path}`);
    if (!req.headers['anthropic-version']) return anthropicError(400, 'anthropic-version header is required');
    // SDK 1.x sends the key as a bearer token; older clients send x-api-key. Both are accepted.
    const key = req.headers['x-api-key'] ?? req.headers.authorization?.replace(/^Bearer /, '');
    if (opts.apiKey && key !== opts.apiKey) return anthropicError(401, 'invalid x-api-key');
    return respond(req.body, req, calls++);
  });
}

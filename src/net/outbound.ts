// The outbound guard for URLs that arrive in request bodies (a model endpoint, an LRS endpoint).
// Three layers: a static check of the URL after WHATWG normalisation (scheme, IP-literal hosts in
// any spelling), a connect-time check of every address a hostname resolves to (guarded-agent.ts),
// and manual redirects so each hop goes through both again. Total time and body size are bounded.
import { fetch as undiciFetch, type Agent } from 'undici';
import { createGuardedAgent, systemResolver, type Resolver } from './guarded-agent.js';
import { addressProblem, isIpLiteral } from './ip-policy.js';
import { OutboundError, findOutboundError } from './outbound-error.js';

export { OutboundError, findOutboundError } from './outbound-error.js';
export type { Resolver } from './guarded-agent.js';

export interface OutboundOptions {
  /** Lift the address checks (config.outbound.allowPrivate; tests). Also permits plain http. */
  allowPrivate?: boolean;
  /** Permit plain http without lifting the address checks. */
  allowHttp?: boolean;
  /** Hostnames exempt from the address check. */
  allowHosts?: readonly string[];
  /** Whole exchange, redirects and body included. Default 30 s. */
  timeoutMs?: number;
  /** Response body limit. Default 10 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  resolve?: Resolver;
}

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'api-key', 'x-api-key'];

/** Static checks only (no DNS). A reason the URL is refused, or undefined. */
export function checkUrl(url: string | URL, opts: OutboundOptions = {}): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a valid absolute URL';
  }
  const httpOk = opts.allowPrivate === true || opts.allowHttp === true;
  if (parsed.protocol !== 'https:' && !(httpOk && parsed.protocol === 'http:')) {
    return `scheme ${parsed.protocol.replace(/:$/, '')} is not allowed; use https`;
  }
  if (opts.allowPrivate) return undefined;
  // WHATWG parsing has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const host = parsed.hostname.toLowerCase();
  if (opts.allowHosts?.some((h) => h.toLowerCase() === host)) return undefined;
  if (isIpLiteral(host)) return addressProblem(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is a loopback name`;
  return undefined;
}

const agents = new WeakMap<Resolver, Map<string, Agent>>();

function agentFor(opts: OutboundOptions): Agent {
  const resolve = opts.resolve ?? systemResolver;
  const allowHosts = opts.allowHosts ?? [];
  const key = `${opts.allowPrivate === true}|${allowHosts.join(',')}`;
  let byPolicy = agents.get(resolve);
  if (!byPolicy) agents.set(resolve, (byPolicy = new Map<string, Agent>()));
  let agent = byPolicy.get(key);
  if (!agent) byPolicy.set(key, (agent = createGuardedAgent({ allowPrivate: opts.allowPrivate === true, allowHosts, resolve })));
  return agent;
}

/** fetch() for a request-supplied URL. Rejects with OutboundError when the guard refuses. */
export async function guardedFetch(input: string | URL | Request, init: RequestInit = {}, opts: OutboundOptions = {}): Promise<Response> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const agent = agentFor(opts);
  if (input instanceof Request) {
    init = { method: input.method, headers: input.headers, body: input.body, signal: input.signal, ...init };
    input = input.url;
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

  let url = new URL(input);
  let method = (init.method ?? 'GET').toUpperCase();
  let body = init.body;
  const headers = new Headers(init.headers);
  for (let hop = 0; ; hop++) {
    const problem = checkUrl(url, opts);
    if (problem) throw new OutboundError(`Refused ${redact(url)}: ${problem}`, 'blocked');
    let res: Response;
    try {
      res = await undiciFetch(url, {
        ...(init as object),
        method,
        headers: [...headers],
        body: body as never,
        redirect: 'manual',
        signal,
        dispatcher: agent,
      });
    } catch (err) {
      throw translate(err, timeout, timeoutMs, url);
    }
    const location = res.headers.get('location');
    if (!REDIRECTS.has(res.status) || !location) return limitBody(res, opts.maxBytes ?? DEFAULT_MAX_BYTES, timeout, timeoutMs);

    await res.body?.cancel().catch(() => undefined);
    if (hop >= maxRedirects) throw new OutboundError(`More than ${maxRedirects} redirects from ${redact(url)}`, 'too_many_redirects');
    const next = new URL(location, url);
    if (res.status === 303 ? method !== 'HEAD' : (res.status === 301 || res.status === 302) && method === 'POST') {
      method = 'GET';
      body = undefined;
      headers.delete('content-type');
      headers.delete('content-length');
    } else if (body instanceof ReadableStream) {
      throw new OutboundError(`Cannot replay a streamed body to the redirect target of ${redact(url)}`, 'blocked');
    }
    // Credentials meant for one origin never follow a redirect to another.
    if (next.origin !== url.origin) for (const h of CREDENTIAL_HEADERS) headers.delete(h);
    url = next;
  }
}

/** A fetch-compatible function bound to one policy, for SDK clients (`new AzureOpenAI({ fetch })`). */
export function createGuardedFetch(opts: OutboundOptions = {}): FetchLike {
  return (input, init) => guardedFetch(input, init, opts);
}

function translate(err: unknown, timeout: AbortSignal, timeoutMs: number, url: URL): unknown {
  const outbound = findOutboundError(err);
  if (outbound) return outbound;
  if (timeout.aborted) return new OutboundError(`No complete answer from ${redact(url)} within ${timeoutMs} ms (timed out)`, 'timeout');
  return err;
}

function limitBody(res: Response, maxBytes: number, timeout: AbortSignal, timeoutMs: number): Response {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    void res.body?.cancel().catch(() => undefined);
    throw new OutboundError(`Response of ${declared} bytes exceeds the limit of ${maxBytes} bytes`, 'too_large');
  }
  if (!res.body || NULL_BODY.has(res.status)) return res;
  let seen = 0;
  const limited = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new OutboundError(`Response exceeds the limit of ${maxBytes} bytes`, 'too_large'));
        else controller.enqueue(chunk);
      },
    }),
  );
  // Body reads that outlive the deadline fail as a timeout rather than a bare AbortError.
  const reader = limited.getReader();
  const guarded = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        controller.error(timeout.aborted && !findOutboundError(err) ? new OutboundError(`Response body not complete within ${timeoutMs} ms (timed out)`, 'timeout') : err);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(guarded, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** URL for messages: never the query string or userinfo (they may carry secrets). */
function redact(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

// Turns the HTTP pieces of a map-area request into domain inputs: the body (POST or `?json=`), the
// model for the request, and an abort signal that fires when the client goes away.
import type { Response } from 'express';
import { ValidationError, appError } from '../http/errors.js';
import { parseUntrustedJson } from '../http/safe-json.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { LanguageModel, ProviderSelection } from '../llm/types.js';
import { toMapError } from './errors.js';
import type { MapInput } from './generation/index.js';
import type { MapRequest } from './schemas.js';

/** The `json` query parameter of GET /api/direct/map, parsed with the same rules as a JSON body. */
export function parseJsonParam(json: string, maxDepth: number): unknown {
  return parseUntrustedJson(json, () => appError('invalid_json', 'The json query parameter is not valid JSON', { field: 'json' }), maxDepth, 'json');
}

/** A body must be a JSON object; say so plainly rather than through a schema message. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError(['body: must be a JSON object'], 'invalid_request', { field: 'body', reason: 'must be a JSON object' });
  }
  return body as Record<string, unknown>;
}

export function toMapInput(b: MapRequest): MapInput {
  const audience = b.audience ? { audience: b.audience } : {};
  return b.problem !== undefined
    ? { form: 'freeText', problem: b.problem, ...audience }
    : { form: 'structural', domain: b.domain!, subdomain: b.subdomain!, key: b.key!, ...audience };
}

/** The gateway validates the provider (400 `invalid_provider`) and the outbound guard (LlmConfigError). */
export function resolveModel(llm: LlmGateway, selection: ProviderSelection | undefined, header: string | undefined): LanguageModel {
  try {
    return llm.resolve({ selection, header });
  } catch (err) {
    throw toMapError(err);
  }
}

/** Aborted when the client disconnects before the response is written. */
export function clientGoneSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableEnded) controller.abort(new Error('client closed the request'));
  });
  return controller.signal;
}

/**
 * Sends already-serialised JSON given in parts (text, or UTF-8 bytes sent as they are). Corked, so
 * the status line, headers and every part leave in one write (writev) without being concatenated.
 */
export function sendJsonParts(res: Response, status: number, parts: readonly (string | Buffer)[]): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  res.setHeader('Content-Length', length);
  res.cork();
  const last = parts.length - 1;
  for (let i = 0; i < last; i++) res.write(parts[i]);
  res.end(parts[last]); // end() uncorks
}

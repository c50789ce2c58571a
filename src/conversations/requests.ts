// Request bodies of the conversation API parsed with the area's zod schemas (strict: every problem
// is one line naming its path). Used by the /api/v1 routes (code `invalid_config`) and the hosted
// page (`invalid_request`, as on every path outside /api/v1).
import type { ErrorCode } from '../http/error-codes.js';
import { appError } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { visibleText } from './visible-text.js';
import { CreateConversationRequestSchema, SendMessageRequestSchema, type CreateConversationRequest } from './schemas.js';

export function parseCreateRequest(body: unknown): CreateConversationRequest {
  return parseWith(CreateConversationRequestSchema, body ?? {}, 'invalid_config');
}

/**
 * The learner's visible text; a missing text, or one with no visible characters, is `empty_text`
 * rather than a schema error. A body with any other field goes to the schema first: a misspelt or
 * misplaced field (`{"message": "hi"}`) is the caller's real mistake, and the schema names it
 * beside whatever is wrong with `text`. `code` is the area's validation code: the conversation API's
 * `invalid_config` by default, `invalid_request` on the hosted page.
 */
export function parseMessageText(body: unknown, code: ErrorCode = 'invalid_config'): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const empty = () => appError('empty_text', 'text is required and must contain visible characters');
  const onlyText = typeof b === 'object' && !Array.isArray(b) && !hasOtherField(b);
  if (onlyText && (b.text === undefined || b.text === null || (typeof b.text === 'string' && visibleText(b.text) === ''))) {
    throw empty();
  }
  const text = visibleText(parseWith(SendMessageRequestSchema, body, code).text);
  if (text === '') throw empty();
  return text;
}

/** Whether a parsed JSON body has a field besides `text` (a JSON object's fields are all its own). */
function hasOtherField(body: Record<string, unknown>): boolean {
  for (const key in body) if (key !== 'text') return true;
  return false;
}

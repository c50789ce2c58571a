// Request bodies of the conversation API parsed with the area's zod schemas (strict: every problem
// is one `invalid_config` line naming its path). Used by the /api/v1 routes and the hosted page.
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
 * beside whatever is wrong with `text`.
 */
export function parseMessageText(body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const empty = () => appError('empty_text', 'text is required and must contain visible characters');
  const onlyText = typeof b === 'object' && !Array.isArray(b) && !hasOtherField(b);
  if (onlyText && (b.text === undefined || b.text === null || (typeof b.text === 'string' && visibleText(b.text) === ''))) {
    throw empty();
  }
  const text = visibleText(parseWith(SendMessageRequestSchema, body, 'invalid_config').text);
  if (text === '') throw empty();
  return text;
}

/** Whether a parsed JSON body has a field besides `text` (a JSON object's fields are all its own). */
function hasOtherField(body: Record<string, unknown>): boolean {
  for (const key in body) if (key !== 'text') return true;
  return false;
}

// Request bodies of the conversation API parsed with the area's zod schemas (strict: every problem
// is one `invalid_config` line naming its path). Used by the /api/v1 routes and the hosted page.
import { appError } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { CreateConversationRequestSchema, SendMessageRequestSchema, type CreateConversationRequest } from './schemas.js';

export function parseCreateRequest(body: unknown): CreateConversationRequest {
  return parseWith(CreateConversationRequestSchema, body ?? {}, 'invalid_config');
}

/** The learner's text, trimmed; a missing or blank text is `empty_text` rather than a schema error. */
export function parseMessageText(body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b === 'object' && !Array.isArray(b) && (b.text === undefined || b.text === null || (typeof b.text === 'string' && b.text.trim() === ''))) {
    throw appError('empty_text', 'text is required and must not be empty');
  }
  return parseWith(SendMessageRequestSchema, body, 'invalid_config').text.trim();
}

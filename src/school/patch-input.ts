// Reads a PATCH body: a class field that can never be patched is refused by name with reason
// `immutable` (before the schema's generic "unknown field"), then the schema validates the rest.
import { errors } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { IMMUTABLE_FIELDS, PatchSchoolClassRequestSchema, type SchoolClassPatch } from './schemas.js';

export function readPatch(body: unknown): SchoolClassPatch {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const field = IMMUTABLE_FIELDS.find((f) => Object.hasOwn(body, f));
    if (field) {
      const how = field.startsWith('teacher') || field === 'ownershipTransferPending' ? ' (use the ownership transfer)' : field === 'contentExperts' ? ' (use invite-expert / remove-expert)' : '';
      throw errors.badRequest('invalid_request', `${field}: immutable${how}`, { field, reason: 'immutable' });
    }
  }
  return parseWith(PatchSchoolClassRequestSchema, body ?? {});
}

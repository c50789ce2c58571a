// The one typed identity every authenticated route sees, whichever transport carried the token.
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { appError } from '../http/errors.js';
import { SERVICE_ACCOUNT_NAME } from '../shared/xapi-authority.js';
import { normaliseRole, type Role } from '../users/roles.js';

export { principalOf, type Principal } from '../http/principal.js';

export interface TokenIdentity {
  sub: string;
  email: string;
  name: string | null;
  role: Role;
}

const ClaimsSchema = z.object({
  // The subject becomes the user id, which names the writer of their xAPI statements: the service's
  // own name is no user's, or that user's statements would read as the service's records.
  sub: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((sub) => sub !== SERVICE_ACCOUNT_NAME, 'names this service itself, not a user'),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'not an e-mail address')
    .transform((e) => e.toLowerCase()),
  name: z.string().trim().max(200).nullish(),
  role: z.unknown(),
});

/**
 * Reads the identity claims of a verified token. A token whose role is not a known role or alias
 * is refused with 401 like any other unusable token: no principal can be formed from it.
 */
export function identityFromClaims(payload: JWTPayload): TokenIdentity {
  const parsed = ClaimsSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const claim = String(issue.path[0] ?? 'claims');
    throw appError('invalid_token', `The token is not valid: claim "${claim}" ${issue.code === 'invalid_type' ? 'is missing or not a string' : issue.message}`);
  }
  const role = normaliseRole(parsed.data.role);
  if (!role) {
    throw appError('invalid_token', 'The token is not valid: claim "role" must be teacher (educator), learner (student) or admin');
  }
  return { sub: parsed.data.sub, email: parsed.data.email, name: parsed.data.name || null, role };
}

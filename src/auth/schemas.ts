// Request and response shapes of /api/auth/*: one zod schema each, for validation, types and OpenAPI.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ROLES } from '../users/roles.js';

export const SessionUserSchema = z
  .object({
    id: z.string().meta({ description: 'User id (the token `sub` for users first seen through a token).' }),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ROLES).meta({ description: 'Canonical role (educator = teacher, student = learner).' }),
  })
  .meta({ id: 'SessionUser' });

export const SessionResponseSchema = z
  .object({
    success: z.literal(true),
    user: SessionUserSchema,
    expiresAt: z.string().meta({ description: 'ISO 8601; the cookie expires with the token.' }),
  })
  .meta({ id: 'SessionResponse' });

export const CurrentSessionResponseSchema = z
  .object({
    success: z.literal(true),
    user: SessionUserSchema.nullable().meta({ description: 'null: no auth cookie (not logged in).' }),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'CurrentSessionResponse' });

export const DevLoginRequestSchema = z
  .strictObject({
    email: z.string().trim().max(254).regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
    name: z.string().trim().min(1).max(200).optional(),
    role: z
      .string()
      .trim()
      .meta({ description: 'teacher (or educator), learner (or student), admin.' }),
  })
  .meta({ id: 'DevLoginRequest' });

export const DevLoginResponseSchema = SessionResponseSchema.extend({
  token: z.string().meta({ description: 'The JWT (HS256, 8 h); also set as the auth_token cookie.' }),
}).meta({ id: 'DevLoginResponse' });

export const LogoutResponseSchema = z.object({ success: z.literal(true) }).meta({ id: 'LogoutResponse' });

/**
 * A stable user id for an e-mail, for tokens this service mints without a database (npm run
 * token) and for dev-login: the same address always gets the same `sub`.
 */
export function subjectForEmail(email: string): string {
  const h = createHash('sha256').update(`learning-platform:user:${email.trim().toLowerCase()}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

// The one typed identity every authenticated request carries, whichever transport carried the
// token. It lives in the HTTP layer because the endpoint builder hands it to handlers; the auth
// layer sets it (bearer or cookie) and re-exports it.
import type { Request } from 'express';
import type { Role } from '../users/roles.js';
import { appError } from './errors.js';

export interface Principal {
  /** The stored user's id: the token's `sub` (or the id of the user provisioned earlier with that e-mail). */
  userId: string;
  email: string;
  name: string | null;
  /** From the token (not from storage): the issuer decides the role of each session. */
  role: Role;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by bearerAuth / cookieAuth. */
    principal?: Principal;
  }
}

/** The principal of an authenticated request; a route mounted without an auth middleware is a bug. */
export function principalOf(req: Request): Principal {
  if (!req.principal) throw appError('missing_authorization', 'Authentication is required');
  return req.principal;
}


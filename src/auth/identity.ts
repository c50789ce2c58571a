// Identity for one app: the resolved keys plus "token in, principal out". Built once per app
// context (the first area that asks builds it) so every transport shares the same keys and the
// same user bookkeeping.
import type { AppContext } from '../context.js';
import { resolveJwtKeys, type JwtKeys } from './keys.js';
import { signJwt, verifyJwt, type IssueInput } from './jwt.js';
import { TokenRevocations, tokenIdOf } from './revocations.js';
import { errors } from '../http/errors.js';
import { identityFromClaims, type Principal } from './principal.js';

export interface Identity {
  keys: JwtKeys;
  /** Verifies the token, reads its claims and records the user (first sight); 401 on any failure. */
  authenticate(token: string): Promise<{ principal: Principal; expiresAt: number }>;
  /** Revokes a token until its exp (logout); an invalid or expired token needs no revoking. */
  revoke(token: string): Promise<void>;
  /** Signs an HS256 token valid for `ttlSeconds` from now. */
  issue(input: IssueInput, ttlSeconds: number): Promise<string>;
}

const identities = new WeakMap<AppContext, Identity>();

export function identityFor(ctx: AppContext): Identity {
  let identity = identities.get(ctx);
  if (!identity) {
    identity = createIdentity(ctx, resolveJwtKeys(ctx.config, ctx.random));
    identities.set(ctx, identity);
  }
  return identity;
}

function createIdentity(ctx: AppContext, keys: JwtKeys): Identity {
  const revocations = new TokenRevocations(ctx.db);
  return {
    keys,
    async authenticate(token) {
      const payload = await verifyJwt(token, keys, ctx.clock.now(), ctx.config.auth.maxTokenAgeSeconds);
      if (revocations.isRevoked(tokenIdOf(token, payload))) throw errors.unauthorized('token_revoked', 'The token was revoked by logging out; log in again');
      const claims = identityFromClaims(payload);
      const user = ctx.users.recordIdentity(claims);
      return {
        principal: { userId: user.id, email: claims.email, name: claims.name ?? user.name, role: claims.role },
        expiresAt: payload.exp! * 1000,
      };
    },
    async revoke(token) {
      let payload;
      try {
        payload = await verifyJwt(token, keys, ctx.clock.now(), ctx.config.auth.maxTokenAgeSeconds);
      } catch {
        return;
      }
      revocations.revoke(tokenIdOf(token, payload), payload.exp! * 1000, ctx.clock.now());
    },
    issue: (input, ttlSeconds) => signJwt(input, keys.hmac, ctx.clock.now(), ttlSeconds, ctx.random.uuid()),
  };
}

// Identity for one app: the resolved keys plus "token in, principal out". Built once by the
// composition root, so every transport (bearer, cookie) shares the same keys and the same user
// bookkeeping.
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { appError } from '../http/errors.js';
import type { UserStore } from '../users/store.js';
import { resolveJwtKeys, type JwtKeys } from './keys.js';
import { signJwt, verifyJwt, type IssueInput } from './jwt.js';
import { revocationKeysOf, tokenIdOf, type RevocationStore } from './revocations.js';
import { EmailTakenError } from '../users/store.js';
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

export interface IdentityDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  users: UserStore;
  /** Tokens revoked by logout, until their exp. */
  revocations: RevocationStore;
}

export function createIdentity(deps: IdentityDeps): Identity {
  const keys = resolveJwtKeys(deps.config, deps.random);
  const { revocations } = deps;
  const maxAge = deps.config.auth.maxTokenAgeSeconds;
  return {
    keys,
    async authenticate(token) {
      const payload = await verifyJwt(token, keys, deps.clock.now(), maxAge);
      if (await isAnyRevoked(revocations, revocationKeysOf(token, payload))) throw appError('token_revoked', 'The token was revoked by logging out; log in again');
      const claims = identityFromClaims(payload);
      let user;
      try {
        user = await deps.users.recordIdentity(claims);
      } catch (err) {
        if (err instanceof EmailTakenError) {
          throw appError('email_taken', "The token's e-mail belongs to another user (users are identified by the token's sub)");
        }
        throw err;
      }
      return {
        principal: { userId: user.id, email: claims.email, name: claims.name ?? user.name, role: claims.role },
        expiresAt: payload.exp! * 1000,
      };
    },
    async revoke(token) {
      let payload;
      try {
        payload = await verifyJwt(token, keys, deps.clock.now(), maxAge);
      } catch {
        return;
      }
      await revocations.revoke(tokenIdOf(token, payload), payload.exp! * 1000, deps.clock.now());
    },
    issue: (input, ttlSeconds) => signJwt(input, keys.hmac, deps.clock.now(), ttlSeconds, deps.random.uuid()),
  };
}

async function isAnyRevoked(revocations: RevocationStore, keys: string[]): Promise<boolean> {
  for (const key of keys) if (await revocations.isRevoked(key)) return true;
  return false;
}

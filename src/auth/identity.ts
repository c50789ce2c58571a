// Identity for one app: the resolved keys plus "token in, principal out". Built once by the
// composition root, so every transport (bearer, cookie) shares the same keys and the same user
// bookkeeping.
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { UserStore } from '../users/store.js';
import { resolveJwtKeys, type JwtKeys } from './keys.js';
import { signJwt, verifyJwt, type IssueInput } from './jwt.js';
import { identityFromClaims, type Principal } from './principal.js';

export interface Identity {
  keys: JwtKeys;
  /** Verifies the token, reads its claims and records the user (first sight); 401 on any failure. */
  authenticate(token: string): Promise<{ principal: Principal; expiresAt: number }>;
  /** Signs an HS256 token valid for `ttlSeconds` from now. */
  issue(input: IssueInput, ttlSeconds: number): Promise<string>;
}

export interface IdentityDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  users: UserStore;
}

export function createIdentity(deps: IdentityDeps): Identity {
  const keys = resolveJwtKeys(deps.config, deps.random);
  return {
    keys,
    async authenticate(token) {
      const payload = await verifyJwt(token, keys, deps.clock.now());
      const claims = identityFromClaims(payload);
      const user = deps.users.recordIdentity(claims);
      return {
        principal: { userId: user.id, email: claims.email, name: claims.name ?? user.name, role: claims.role },
        expiresAt: payload.exp! * 1000,
      };
    },
    issue: (input, ttlSeconds) => signJwt(input, keys.hmac, deps.clock.now(), ttlSeconds),
  };
}

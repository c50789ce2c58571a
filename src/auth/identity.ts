// Identity for one app: the resolved keys plus "token in, principal out". Built once by the
// composition root, so every transport (bearer, cookie) shares the same keys and the same user
// bookkeeping. A token is verified in full once and then served from VerifiedTokens until its
// exp; its revocation and the user's record are checked on every request.
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { appError } from '../http/errors.js';
import type { UserStore } from '../users/store.js';
import { resolveJwtKeys, type JwtKeys } from './keys.js';
import { signJwt, verifyJwt, type IssueInput } from './jwt.js';
import { revocationKeysOf, tokenIdOf, type RevocationStore } from './revocations.js';
import { EmailTakenError } from '../users/store.js';
import { identityFromClaims, type Principal } from './principal.js';
import { VerifiedTokens, type VerifiedToken } from './verified-tokens.js';

export interface Identity {
  keys: JwtKeys;
  /** Tokens verified in full, held until their exp (verified-tokens.ts). */
  verified: VerifiedTokens;
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
  /** Where verified tokens are held (default: 10,000 tokens, 16 MiB). */
  verified?: VerifiedTokens;
}

export function createIdentity(deps: IdentityDeps): Identity {
  const keys = resolveJwtKeys(deps.config, deps.random);
  const { revocations } = deps;
  const maxAge = deps.config.auth.maxTokenAgeSeconds;
  const verified = deps.verified ?? new VerifiedTokens();

  /** jose's full verification and the claims, or the held outcome of one. */
  async function verify(token: string): Promise<VerifiedToken> {
    const nowMs = deps.clock.now();
    const held = verified.get(token, nowMs);
    if (held) return held;
    const payload = await verifyJwt(token, keys, nowMs, maxAge);
    // Checked in the order they always were: a revoked token with bad claims is 401 token_revoked.
    const revocationKeys = revocationKeysOf(token, payload);
    let claims;
    try {
      claims = identityFromClaims(payload);
    } catch (err) {
      if (await revocations.anyRevoked(revocationKeys)) throw revokedError();
      throw err;
    }
    const entry: VerifiedToken = { payload, claims, revocationKeys, verifiedAtMs: nowMs, expiresAtMs: payload.exp! * 1000 };
    verified.remember(token, entry);
    return entry;
  }

  return {
    keys,
    verified,
    async authenticate(token) {
      const { payload, claims, revocationKeys } = await verify(token);
      if (await revocations.anyRevoked(revocationKeys)) throw revokedError();
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
      // Refused from now on by the revocation check anyway; no need to hold it.
      verified.forget(token);
    },
    issue: (input, ttlSeconds) => signJwt(input, keys.hmac, deps.clock.now(), ttlSeconds, deps.random.uuid()),
  };
}

const revokedError = () => appError('token_revoked', 'The token was revoked by logging out; log in again');

// JWT verification and signing with pinned algorithms. jose never accepts `alg: none` from
// jwtVerify; the algorithm list is explicit, and each algorithm has exactly one key of its own
// type, so an HS256 token "signed" with the RSA public key is checked against the HMAC secret
// and fails. Time comes from the injected clock (jose's `currentDate`).
import { randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, errors as jose, jwtVerify, type JWTPayload, type JWSHeaderParameters } from 'jose';
import { appError } from '../http/errors.js';
import type { Role } from '../users/roles.js';
import type { JwtKeys } from './keys.js';

/** Larger tokens are refused before any parsing (no claim set of ours comes close). */
export const MAX_TOKEN_LENGTH = 8192;
/** Tolerated clock skew between the issuer and this service. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** How far in the future `iat` may lie (issuer clock ahead of ours); beyond it the token is refused. */
export const MAX_IAT_AHEAD_SECONDS = 60;

export function acceptedAlgorithms(keys: JwtKeys): string[] {
  return keys.rsaPublic ? ['HS256', 'RS256'] : ['HS256'];
}

function keyFor(header: JWSHeaderParameters, keys: JwtKeys): KeyObject {
  if (header.alg === 'HS256') return keys.hmac;
  if (header.alg === 'RS256' && keys.rsaPublic) return keys.rsaPublic;
  throw new jose.JOSEAlgNotAllowed(`"alg" (Algorithm) Header Parameter value not allowed`);
}

/** Default longest lifetime (`exp - iat`) of an accepted token: 24 h (JWT_MAX_AGE). */
export const DEFAULT_MAX_TOKEN_AGE_SECONDS = 86_400;

/**
 * True when every part of a compact JWS is canonical base64url: only the URL alphabet, no
 * padding, and no bits set in the unused tail of the last character. jose decodes with the
 * forgiving `atob`, so `...A` and `...B` can name the same signature bytes; refusing every other
 * spelling keeps one token one string (revocation, logs, caches).
 */
export function isCanonicalCompact(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  return parts.every((part) => /^[A-Za-z0-9_-]*$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part);
}

/**
 * Verifies signature, algorithm and expiry, and bounds the token's life: `iat` is required, may
 * not lie more than MAX_IAT_AHEAD_SECONDS in the future, and `exp - min(iat, now)` may not
 * exceed `maxAgeSeconds` (a token valid for a century is as good as a password that never
 * changes; measuring from `now` too means a future `iat` cannot stretch it). Every part must be
 * canonical base64url. Throws 401 `token_expired` or `invalid_token`.
 */
export async function verifyJwt(token: string, keys: JwtKeys, nowMs: number, maxAgeSeconds = DEFAULT_MAX_TOKEN_AGE_SECONDS): Promise<JWTPayload> {
  if (token.length > MAX_TOKEN_LENGTH) throw appError('invalid_token', 'The token is too long');
  if (!isCanonicalCompact(token)) throw appError('invalid_token', 'The token is not valid: not three parts of canonical base64url');
  try {
    const { payload } = await jwtVerify(token, (header) => keyFor(header, keys), {
      algorithms: acceptedAlgorithms(keys),
      requiredClaims: ['exp', 'sub', 'iat'],
      currentDate: new Date(nowMs),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const nowS = Math.floor(nowMs / 1000);
    if (payload.iat! > nowS + MAX_IAT_AHEAD_SECONDS) {
      throw appError('invalid_token', `The token is not valid: "iat" lies more than ${MAX_IAT_AHEAD_SECONDS} s in the future`);
    }
    if (payload.exp! - Math.min(payload.iat!, nowS) > maxAgeSeconds) {
      throw appError('invalid_token', `The token is not valid: its lifetime (exp - min(iat, now)) exceeds ${maxAgeSeconds} s`);
    }
    return payload;
  } catch (err) {
    if (err instanceof jose.JWTExpired) throw appError('token_expired', 'The token has expired');
    if (err instanceof jose.JOSEError) throw appError('invalid_token', `The token is not valid: ${reason(err)}`);
    throw err;
  }
}

function reason(err: InstanceType<typeof jose.JOSEError>): string {
  if (err instanceof jose.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (err instanceof jose.JWSSignatureVerificationFailed) return 'signature verification failed';
  if (err instanceof jose.JWTClaimValidationFailed) return `claim "${err.claim}" ${err.reason === 'missing' ? 'is missing' : 'check failed'}`;
  return 'malformed token';
}

export interface IssueInput {
  sub: string;
  email: string;
  name?: string | null;
  role: Role;
}

/** Signs an HS256 token of this service (dev-login, `npm run token`). */
export async function signJwt(input: IssueInput, hmac: KeyObject, nowMs: number, ttlSeconds: number, jti: string = randomUUID()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  // jti names this one token, so logout can revoke it without touching the user's other sessions.
  const claims: JWTPayload = { email: input.email, role: input.role, jti };
  if (input.name) claims.name = input.name;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(hmac);
}

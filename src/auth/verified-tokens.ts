// Tokens that passed verification, remembered until their exp. jose verifies HS256 through
// WebCrypto, an asynchronous job per call: the largest cost of an authenticated read after the
// socket write. A client sends the same token on every request, so each token string is verified
// by jose once and what came of it is kept here, keyed by the exact string:
// - only a token that passed everything (verifyJwt: canonical spelling, pinned algorithm and key,
//   signature, exp, iat and lifetime; then the identity claims) is stored, so a token with a bad
//   signature is never held as good, and a tampered token is another string, verified in full;
// - an entry is trusted only from the moment it was verified until the token's `exp`, on the
//   injected clock. In that span every check verifyJwt makes answers as it did (exp still ahead,
//   an iat or nbf that was acceptable stays so as time moves on), so a hit is what jose would say.
//   At `exp` the entry is dropped and jose decides again, with its clock tolerance, exactly as
//   without the cache; a clock set back before the verification is not trusted either;
// - what does not follow from the token (revocation, the user's record) is not kept: the caller
//   checks it on every request.
// Bounded in entries and in bytes (tokens may be up to MAX_TOKEN_LENGTH characters); the least
// recently used go first.
import { LRUCache } from 'lru-cache';
import type { JWTPayload } from 'jose';
import type { TokenIdentity } from './principal.js';

export interface VerifiedToken {
  payload: JWTPayload;
  claims: TokenIdentity;
  /** The names a revocation of the token may be stored under (revocations.ts), worked out once. */
  revocationKeys: readonly string[];
  /** When it was verified, on the app clock: not trusted before. */
  verifiedAtMs: number;
  /** The token's exp in ms: not trusted from then on. */
  expiresAtMs: number;
}

export interface VerifiedTokensOptions {
  /** Most tokens held (default 10,000). */
  maxEntries?: number;
  /** Most bytes held, counting each token twice over (UTF-16) plus a fixed 1 KB for its claims (default 16 MiB). */
  maxBytes?: number;
}

const ENTRY_OVERHEAD_BYTES = 1024;

export class VerifiedTokens {
  private readonly lru: LRUCache<string, VerifiedToken>;

  constructor(options: VerifiedTokensOptions = {}) {
    this.lru = new LRUCache<string, VerifiedToken>({
      max: options.maxEntries ?? 10_000,
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (_entry, token) => token.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The token's verification if it is held and may be trusted at `nowMs`. */
  get(token: string, nowMs: number): VerifiedToken | undefined {
    const entry = this.lru.get(token);
    if (entry === undefined) return undefined;
    if (nowMs >= entry.expiresAtMs) {
      this.lru.delete(token);
      return undefined;
    }
    return nowMs >= entry.verifiedAtMs ? entry : undefined;
  }

  /** Keeps a token that passed every check (never one that failed any). */
  remember(token: string, entry: VerifiedToken): void {
    if (entry.expiresAtMs > entry.verifiedAtMs) this.lru.set(token, entry);
  }

  forget(token: string): void {
    this.lru.delete(token);
  }

  /** Whether the token is held (trusted or not): for tests. */
  has(token: string): boolean {
    return this.lru.has(token);
  }

  get size(): number {
    return this.lru.size;
  }
}

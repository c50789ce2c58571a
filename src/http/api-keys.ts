// Constant-time API key checks: every configured key is compared (no early exit), and each
// comparison runs over fixed-length digests so neither content nor length leaks through timing.
import { hash, timingSafeEqual } from 'node:crypto';

// One-shot hash (Node >= 20.12): no Hash object per call, which is most of the cost of a key check.
const digest = (s: string): Buffer => hash('sha256', s, 'buffer');

export class ApiKeySet {
  private readonly digests: Buffer[];
  constructor(keys: readonly string[]) {
    this.digests = keys.map(digest);
  }
  get enabled(): boolean {
    return this.digests.length > 0;
  }
  /** Returns the index of the matching key (stable per key, used as the owner id), or -1. */
  match(candidate: string): number {
    const d = digest(candidate);
    let found = -1;
    for (let i = 0; i < this.digests.length; i++) {
      if (timingSafeEqual(d, this.digests[i]!) && found === -1) found = i;
    }
    return found;
  }
}

/** Constant-time equality of two secrets of any length. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or of another scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

// The capability carried by embed_url, the hosted page's access to one session: an HMAC of the
// session id under a per-process secret. Unguessable, useless for any other session, never
// accepted by /api/v1, and checked in constant time. Sessions live in this process's memory, so a per-process key is enough: a
// restart loses both.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export class SessionCapabilities {
  private readonly key: Buffer;
  constructor(key: Buffer = randomBytes(32)) {
    this.key = key;
  }

  issue(sessionId: string): string {
    return createHmac('sha256', this.key).update(`simulation:${sessionId}`).digest('base64url');
  }

  verify(sessionId: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return false;
    const expected = Buffer.from(this.issue(sessionId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

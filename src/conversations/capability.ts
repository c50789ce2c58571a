// The capability carried by embed_url, the hosted page's access to one session: an HMAC of the
// session id under a secret. Unguessable, useless for any other session, never accepted by
// /api/v1, and checked in constant time. Sessions in this process's memory use a per-process key
// (a restart loses both); sessions in Redis use one key kept there, so every instance accepts it.
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

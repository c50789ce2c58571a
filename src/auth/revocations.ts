// The token denylist: logout revokes the presented token until its own `exp`, so a copied cookie
// (or the same JWT sent as a bearer) stops working at once. A token is named by its `jti`, or,
// when the issuer set none, by a hash of its decoded signature bytes: never by its text, which
// could be spelled another way (base64url's unused tail bits) and slip past the list. Kept in SQLite so it survives restarts;
// entries past their expiry are pruned on each write (the token would be refused anyway).
import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Database, Migration } from '../storage/database.js';

export const revocationMigrations: Migration[] = [
  {
    id: 'auth-001-revoked-tokens',
    sqlite: `CREATE TABLE revoked_tokens (
      token_id TEXT PRIMARY KEY,
      expires_at INTEGER NOT NULL
    )`,
  },
];

export function tokenIdOf(token: string, payload: JWTPayload): string {
  if (typeof payload.jti === 'string' && payload.jti !== '') return `jti:${payload.jti}`;
  const signature = Buffer.from(token.split('.')[2] ?? '', 'base64url');
  return `sig:${createHash('sha256').update(signature).digest('base64url')}`;
}

/**
 * The names a revocation of this token may have been stored under: its current name, and for a
 * token without `jti` the hash of its text that logouts before the signature-bytes key used, so
 * a token revoked before that change stays revoked until its `exp`.
 */
export function revocationKeysOf(token: string, payload: JWTPayload): string[] {
  const id = tokenIdOf(token, payload);
  return id.startsWith('jti:') ? [id] : [id, `sha256:${createHash('sha256').update(token).digest('base64url')}`];
}

/**
 * The denylist behind an interface, so several instances can share one (a database, Redis:
 * auth/redis-stores.ts). Answers at once or with a promise.
 */
export interface RevocationStore {
  /** `expiresAtMs`: the token's own exp; after it the entry is useless and may be pruned. */
  revoke(tokenId: string, expiresAtMs: number, nowMs: number): void | Promise<void>;
  isRevoked(tokenId: string): boolean | Promise<boolean>;
}

/** The embedded denylist, on SQLite. */
export class TokenRevocations implements RevocationStore {
  private readonly insert;
  private readonly prune;
  private readonly find;

  constructor(db: Database) {
    this.insert = db.prepare('INSERT OR IGNORE INTO revoked_tokens (token_id, expires_at) VALUES (?, ?)');
    this.prune = db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?');
    this.find = db.prepare('SELECT 1 FROM revoked_tokens WHERE token_id = ?').pluck();
  }

  /** `expiresAtMs`: the token's own exp; after it the entry is useless and is pruned. */
  revoke(tokenId: string, expiresAtMs: number, nowMs: number): void {
    this.prune.run(nowMs);
    this.insert.run(tokenId, expiresAtMs);
  }

  isRevoked(tokenId: string): boolean {
    return this.find.get(tokenId) !== undefined;
  }
}

// The token denylist: logout revokes the presented token until its own `exp`, so a copied cookie
// (or the same JWT sent as a bearer) stops working at once. A token is named by its `jti`, or,
// when the issuer set none, by a hash of its decoded signature bytes: never by its text, which
// could be spelled another way (base64url's unused tail bits) and slip past the list. Kept on the
// record engine (or in Redis with REDIS_URL) so it survives restarts and every instance sees it;
// entries past their expiry are pruned on each write (the token would be refused anyway).
import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Migration } from '../storage/database.js';
import { QueryShapes } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';

export const revocationMigrations: Migration[] = [
  {
    id: 'auth-001-revoked-tokens',
    sqlite: `CREATE TABLE revoked_tokens (
      token_id TEXT PRIMARY KEY,
      expires_at INTEGER NOT NULL
    )`,
  },
  {
    id: 'auth-pg-001-schema',
    postgres: `CREATE TABLE revoked_tokens (
      token_id TEXT PRIMARY KEY,
      expires_at BIGINT NOT NULL
    )`,
  },
];

// A type alias, not an interface: Kysely's table map needs an index-compatible type.
type RevocationTables = {
  revoked_tokens: { token_id: string; expires_at: number };
};

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
  /** Whether any of these names (one token's, revocationKeysOf) was revoked: one look-up for all, on every request. */
  anyRevoked(tokenIds: readonly string[]): boolean | Promise<boolean>;
}

/** The denylist on the record engine (the SQLite file, or PostgreSQL with DATABASE_URL). */
export class TokenRevocations implements RevocationStore {
  private readonly db;
  /** The look-up runs on every authenticated request: compiled once per number of names (1 or 2). */
  private readonly lookups = new QueryShapes();

  constructor(records: SqlEngine) {
    this.db = records.db.withTables<RevocationTables>();
  }

  /** `expiresAtMs`: the token's own exp; after it the entry is useless and is pruned. */
  async revoke(tokenId: string, expiresAtMs: number, nowMs: number): Promise<void> {
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', nowMs).execute();
    // A second logout of the same token (here or on another instance) changes nothing.
    await this.db.insertInto('revoked_tokens').values({ token_id: tokenId, expires_at: expiresAtMs }).onConflict((oc) => oc.column('token_id').doNothing()).execute();
  }

  async anyRevoked(tokenIds: readonly string[]): Promise<boolean> {
    if (tokenIds.length === 0) return false;
    const params: Record<string, string> = {};
    tokenIds.forEach((id, i) => (params[`id${i}`] = id));
    const lookup = this.lookups.of<Record<string, string>, { token_id: string }>(String(tokenIds.length), (p) =>
      this.db
        .selectFrom('revoked_tokens')
        .select('token_id')
        .where(
          'token_id',
          'in',
          tokenIds.map((_, i) => p(`id${i}`)),
        )
        .limit(1),
    );
    return (await lookup.execute(this.db, params)).rows.length > 0;
  }
}

// What a failed statement means, the same on both record engines: stores that let a UNIQUE
// constraint decide a race (two instances inserting the same key) recognise the loser here.

/** The statement broke a UNIQUE or PRIMARY KEY constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // better-sqlite3 names the constraint kind; PostgreSQL answers SQLSTATE 23505 (unique_violation).
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * PostgreSQL refused a text value holding U+0000 (SQLSTATE 22021: its text types cannot hold the
 * NUL character; node-pg sends every other string, lone surrogates included, as valid UTF-8). The
 * value came from the request, so this is the request's fault, not the server's. SQLite stores it.
 */
export function isNulInText(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '22021';
}

// What a failed statement means, the same on both record engines: stores that let a UNIQUE
// constraint decide a race (two instances inserting the same key) recognise the loser here.

/** The statement broke a UNIQUE or PRIMARY KEY constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // better-sqlite3 names the constraint kind; PostgreSQL answers SQLSTATE 23505 (unique_violation).
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

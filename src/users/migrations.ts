// The users table, created first: classes and later areas reference users(id).
import type { Migration } from '../storage/database.js';

export const userMigrations: Migration[] = [
  {
    id: 'users-001-create',
    sqlite: `CREATE TABLE users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      name TEXT,
      role TEXT NOT NULL CHECK (role IN ('teacher','learner','admin')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  },
  {
    // PostgreSQL (DATABASE_URL) starts at the current schema in one step; SQLite files keep their history above.
    id: 'users-pg-001-schema',
    postgres: `CREATE TABLE users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      name TEXT,
      role TEXT NOT NULL CHECK (role IN ('teacher','learner','admin')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  },
];

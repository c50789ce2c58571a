// Migrations of the batch area. Append; never edit a shipped one. A job and its items are durable
// so a restarted server carries on where it stopped (ARCHITECTURE.md, durability). The SQLite
// history stays as shipped; PostgreSQL got the schema of that history in one step, and every
// later migration has a step for each engine.
import type { Migration } from '../storage/database.js';

export const batchMigrations: Migration[] = [
  {
    id: 'batch-001-jobs',
    sqlite: `
      CREATE TABLE batch_jobs (
        id TEXT PRIMARY KEY,
        class_id TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        provider TEXT NOT NULL,
        model TEXT NOT NULL,
        mode TEXT NOT NULL,
        lang TEXT NOT NULL,
        domain TEXT NOT NULL,
        subdomain TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('processing', 'completed')),
        remote_file_id TEXT,
        remote_batch_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        completed_at TEXT
      );
      CREATE INDEX batch_jobs_status ON batch_jobs (status);
      CREATE TABLE batch_items (
        job_id TEXT NOT NULL REFERENCES batch_jobs (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        concept_id TEXT NOT NULL,
        label TEXT NOT NULL,
        custom_id TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('processing', 'succeeded', 'errored', 'canceled', 'expired')),
        reason TEXT,
        map_id TEXT,
        store_path TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (job_id, position),
        UNIQUE (job_id, concept_id),
        UNIQUE (job_id, custom_id)
      );
    `,
  },
  {
    // A teacher may stop a job. Its row stays 'completed' once it has ended (the status CHECK is
    // kept), and canceled_at tells a canceled job apart; while a provider's batch winds down the
    // row stays 'processing', so a restart still collects what the provider finished.
    id: 'batch-002-cancel',
    sqlite: `
      ALTER TABLE batch_jobs ADD COLUMN canceled_at TEXT;
      CREATE INDEX batch_jobs_class ON batch_jobs (class_id, created_at);
    `,
  },
  {
    id: 'batch-pg-001-schema',
    postgres: `
      CREATE TABLE batch_jobs (
        id TEXT PRIMARY KEY,
        class_id TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        provider TEXT NOT NULL,
        model TEXT NOT NULL,
        mode TEXT NOT NULL,
        lang TEXT NOT NULL,
        domain TEXT NOT NULL,
        subdomain TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('processing', 'completed')),
        remote_file_id TEXT,
        remote_batch_id TEXT,
        -- Listed newest first by (created_at, id): byte order, as SQLite compares, whatever the server's locale.
        created_at TEXT COLLATE "C" NOT NULL,
        updated_at TEXT NOT NULL,
        completed_at TEXT,
        canceled_at TEXT
      );
      CREATE INDEX batch_jobs_status ON batch_jobs (status);
      CREATE INDEX batch_jobs_class ON batch_jobs (class_id, created_at);
      CREATE TABLE batch_items (
        job_id TEXT NOT NULL REFERENCES batch_jobs (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        concept_id TEXT NOT NULL,
        label TEXT NOT NULL,
        custom_id TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('processing', 'succeeded', 'errored', 'canceled', 'expired')),
        reason TEXT,
        map_id TEXT,
        store_path TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (job_id, position),
        UNIQUE (job_id, concept_id),
        UNIQUE (job_id, custom_id)
      );
    `,
  },
  {
    // Several instances share the jobs: each runs one only while it holds its lease (lease.ts).
    // lease_until is epoch ms on the instances' clocks; an expired lease may be taken over.
    id: 'batch-003-lease',
    sqlite: `
      ALTER TABLE batch_jobs ADD COLUMN lease_owner TEXT;
      ALTER TABLE batch_jobs ADD COLUMN lease_until INTEGER;
    `,
    postgres: `
      ALTER TABLE batch_jobs ADD COLUMN lease_owner TEXT;
      ALTER TABLE batch_jobs ADD COLUMN lease_until BIGINT;
    `,
  },
];

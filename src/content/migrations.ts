// Tables of class content. A competency has up to three modes; a mode has up to four versions
// (CHECK 1..4, primary key per number, so two writers can never hold one number) and one active
// version. `revision` counts writes to a mode: it is what ETags are made of, and what a writer
// claims the mode by (sql-store.ts). The SQLite history stays as shipped; PostgreSQL gets the
// current schema in one step, with the same names (a copy from SQLite relies on them).
import type { Migration } from '../storage/database.js';

export const contentMigrations: Migration[] = [
  {
    id: 'content-001-create',
    sqlite: `
      CREATE TABLE class_content_competencies (
        class_id TEXT NOT NULL,
        competency_id TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (class_id, competency_id)
      );

      CREATE TABLE class_content_modes (
        class_id TEXT NOT NULL,
        competency_id TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('KE', 'SPL', 'SATA')),
        active_version INTEGER NOT NULL CHECK (active_version BETWEEN 1 AND 4),
        revision INTEGER NOT NULL,
        generated_total INTEGER NOT NULL,
        PRIMARY KEY (class_id, competency_id, mode),
        FOREIGN KEY (class_id, competency_id) REFERENCES class_content_competencies (class_id, competency_id) ON DELETE CASCADE
      );

      CREATE TABLE class_content_versions (
        class_id TEXT NOT NULL,
        competency_id TEXT NOT NULL,
        mode TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version BETWEEN 1 AND 4),
        content TEXT NOT NULL,
        generated_at TEXT NOT NULL,
        edited_by TEXT NOT NULL,
        last_edited_at TEXT NOT NULL,
        edit_count INTEGER NOT NULL,
        generator_provider TEXT NOT NULL,
        generator_model TEXT NOT NULL,
        based_on INTEGER,
        notes TEXT NOT NULL,
        PRIMARY KEY (class_id, competency_id, mode, version),
        FOREIGN KEY (class_id, competency_id, mode) REFERENCES class_content_modes (class_id, competency_id, mode) ON DELETE CASCADE
      );
    `,
  },
  {
    id: 'content-pg-001-schema',
    postgres: `
      -- Listed by (created_at, competency_id): byte order, as SQLite compares, whatever the server's locale.
      CREATE TABLE class_content_competencies (
        class_id TEXT NOT NULL,
        competency_id TEXT COLLATE "C" NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        created_at TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (class_id, competency_id)
      );

      CREATE TABLE class_content_modes (
        class_id TEXT NOT NULL,
        competency_id TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('KE', 'SPL', 'SATA')),
        active_version INTEGER NOT NULL CHECK (active_version BETWEEN 1 AND 4),
        revision INTEGER NOT NULL,
        generated_total INTEGER NOT NULL,
        PRIMARY KEY (class_id, competency_id, mode),
        FOREIGN KEY (class_id, competency_id) REFERENCES class_content_competencies (class_id, competency_id) ON DELETE CASCADE
      );

      CREATE TABLE class_content_versions (
        class_id TEXT NOT NULL,
        competency_id TEXT NOT NULL,
        mode TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version BETWEEN 1 AND 4),
        content TEXT NOT NULL,
        generated_at TEXT NOT NULL,
        edited_by TEXT NOT NULL,
        last_edited_at TEXT NOT NULL,
        edit_count INTEGER NOT NULL,
        generator_provider TEXT NOT NULL,
        generator_model TEXT NOT NULL,
        based_on INTEGER,
        notes TEXT NOT NULL,
        PRIMARY KEY (class_id, competency_id, mode, version),
        FOREIGN KEY (class_id, competency_id, mode) REFERENCES class_content_modes (class_id, competency_id, mode) ON DELETE CASCADE
      );
    `,
  },
];

// The school-class read model: a cache of each class's newest statement, for fast reads and list
// queries. Never the source of truth: it is rebuilt from the record store at start-up (see
// service.ts), so it can be dropped at any time. Enrolment-code uniqueness is enforced by the
// service under its write lock, not by an index, so a rebuild never fails on old data.
import type { Migration } from '../storage/database.js';

export const schoolMigrations: Migration[] = [
  {
    id: 'school-001-read-model',
    sqlite: `
      CREATE TABLE school_classes (
        id TEXT PRIMARY KEY,
        revision INTEGER NOT NULL,
        teacher_email TEXT NOT NULL,
        enrollment_code TEXT NOT NULL,
        created_at TEXT NOT NULL,
        state TEXT NOT NULL
      );
      CREATE INDEX school_classes_code ON school_classes (enrollment_code);
      CREATE INDEX school_classes_teacher ON school_classes (teacher_email, created_at, id);
      CREATE INDEX school_classes_created ON school_classes (created_at, id);

      CREATE TABLE school_class_experts (
        class_id TEXT NOT NULL REFERENCES school_classes(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        PRIMARY KEY (class_id, email)
      );
      CREATE INDEX school_class_experts_email ON school_class_experts (email, class_id);
    `,
  },
  {
    // The invitee of a pending ownership transfer sees the class in their list before accepting.
    id: 'school-002-pending-owner',
    sqlite: `
      ALTER TABLE school_classes ADD COLUMN pending_owner_email TEXT;
      UPDATE school_classes
        SET pending_owner_email = json_extract(json_extract(state, '$.ownershipTransferPending'), '$.newOwnerEmail');
      CREATE INDEX school_classes_pending_owner ON school_classes (pending_owner_email);
    `,
  },
  {
    // How far the last catch-up read each record store (the `stored` of the newest class statement
    // it saw), so the next start-up reads only what came after, never the whole store again.
    id: 'school-003-read-marks',
    sqlite: `
      CREATE TABLE school_read_marks (
        source TEXT PRIMARY KEY,
        stored TEXT NOT NULL
      );
    `,
  },
  {
    // PostgreSQL: the tables above as they stand now, in one step (the same names, columns in the
    // same order, keys and indexes). Ids and times compare bytewise (COLLATE "C"), as on SQLite,
    // so a list orders, and its (created_at, id) cursor pages, the same on both engines.
    id: 'school-pg-001-schema',
    postgres: `
      CREATE TABLE school_classes (
        id TEXT COLLATE "C" PRIMARY KEY,
        revision INTEGER NOT NULL,
        teacher_email TEXT NOT NULL,
        enrollment_code TEXT NOT NULL,
        created_at TEXT COLLATE "C" NOT NULL,
        state TEXT NOT NULL,
        pending_owner_email TEXT
      );
      CREATE INDEX school_classes_code ON school_classes (enrollment_code);
      CREATE INDEX school_classes_teacher ON school_classes (teacher_email, created_at, id);
      CREATE INDEX school_classes_created ON school_classes (created_at, id);
      CREATE INDEX school_classes_pending_owner ON school_classes (pending_owner_email);

      CREATE TABLE school_class_experts (
        class_id TEXT COLLATE "C" NOT NULL REFERENCES school_classes(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        PRIMARY KEY (class_id, email)
      );
      CREATE INDEX school_class_experts_email ON school_class_experts (email, class_id);

      CREATE TABLE school_read_marks (
        source TEXT PRIMARY KEY,
        stored TEXT COLLATE "C" NOT NULL
      );
    `,
  },
];

// Tables of the classes area. Enrolments and curricula hang off classes, progress off enrolments, all with
// ON DELETE CASCADE, so deleting a class removes everything that belonged to it in one statement.
import type { Migration } from '../storage/database.js';

export const classMigrations: Migration[] = [
  {
    id: 'classes-001-create',
    sqlite: `
      CREATE TABLE classes (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        subject TEXT,
        domain TEXT,
        subdomain TEXT,
        enrollment_code TEXT NOT NULL,
        teacher_id TEXT NOT NULL REFERENCES users(id),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX classes_enrollment_code ON classes (enrollment_code);
      CREATE INDEX classes_teacher_created ON classes (teacher_id, created_at, id);
      CREATE INDEX classes_created ON classes (created_at, id);

      CREATE TABLE class_enrolments (
        class_id TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        student_id TEXT NOT NULL REFERENCES users(id),
        -- Copied from the class so a learner's list pages through an index like a teacher's.
        class_created_at TEXT NOT NULL,
        joined_at TEXT NOT NULL,
        PRIMARY KEY (class_id, student_id)
      );
      CREATE INDEX class_enrolments_student ON class_enrolments (student_id, class_created_at, class_id);

      CREATE TABLE class_curricula (
        class_id TEXT PRIMARY KEY REFERENCES classes(id) ON DELETE CASCADE,
        document TEXT NOT NULL,
        concept_count INTEGER NOT NULL,
        saved_by TEXT NOT NULL,
        saved_at TEXT NOT NULL
      );

      CREATE TABLE class_progress (
        class_id TEXT NOT NULL,
        student_id TEXT NOT NULL,
        concept_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('not_started', 'in_progress', 'completed')),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (class_id, student_id, concept_id),
        FOREIGN KEY (class_id, student_id) REFERENCES class_enrolments (class_id, student_id) ON DELETE CASCADE
      );
    `,
  },
  {
    // PostgreSQL (DATABASE_URL) starts at the current schema in one step; SQLite files keep their
    // history above. The columns list pages walk (ids, creation and join times) compare byte by
    // byte (COLLATE "C") as in SQLite, whatever the database's locale: keyset pages and the
    // first-page sentinel rely on that order.
    id: 'classes-pg-001-schema',
    postgres: `
      CREATE TABLE classes (
        id TEXT COLLATE "C" PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        subject TEXT,
        domain TEXT,
        subdomain TEXT,
        enrollment_code TEXT NOT NULL,
        teacher_id TEXT NOT NULL REFERENCES users(id),
        created_at TEXT COLLATE "C" NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX classes_enrollment_code ON classes (enrollment_code);
      CREATE INDEX classes_teacher_created ON classes (teacher_id, created_at, id);
      CREATE INDEX classes_created ON classes (created_at, id);

      CREATE TABLE class_enrolments (
        class_id TEXT COLLATE "C" NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        student_id TEXT COLLATE "C" NOT NULL REFERENCES users(id),
        class_created_at TEXT COLLATE "C" NOT NULL,
        joined_at TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (class_id, student_id)
      );
      CREATE INDEX class_enrolments_student ON class_enrolments (student_id, class_created_at, class_id);

      CREATE TABLE class_curricula (
        class_id TEXT PRIMARY KEY REFERENCES classes(id) ON DELETE CASCADE,
        document TEXT NOT NULL,
        concept_count INTEGER NOT NULL,
        saved_by TEXT NOT NULL,
        saved_at TEXT NOT NULL
      );

      CREATE TABLE class_progress (
        class_id TEXT NOT NULL,
        student_id TEXT NOT NULL,
        concept_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('not_started', 'in_progress', 'completed')),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (class_id, student_id, concept_id),
        FOREIGN KEY (class_id, student_id) REFERENCES class_enrolments (class_id, student_id) ON DELETE CASCADE
      );
    `,
  },
];

// The embedded record store's table. `seq` gives the stored order (newest = highest); the indexed
// columns are the ones xAPI queries filter on. `submitted` is the statement as first received (with
// its id), compared when the same id is sent again; `body` is what queries return.
import type { Migration } from '../storage/database.js';

export const xapiMigrations: Migration[] = [
  {
    id: 'xapi-001-statements',
    sqlite: `
      CREATE TABLE xapi_statements (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        actor_key TEXT NOT NULL,
        verb_id TEXT NOT NULL,
        activity_id TEXT,
        stored TEXT NOT NULL,
        submitted TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX xapi_statements_actor ON xapi_statements (actor_key, seq);
      CREATE INDEX xapi_statements_activity ON xapi_statements (activity_id, seq);
      CREATE INDEX xapi_statements_verb ON xapi_statements (verb_id, seq);
    `,
  },
  {
    // Who wrote each statement: the cap counts per writer and actor, and the daily byte bound per
    // writer, so a teacher writing about a learner never evicts what the learner wrote. Rows from
    // before count as written by their actor (what the cap assumed then).
    id: 'xapi-002-writer',
    sqlite: `
      ALTER TABLE xapi_statements ADD COLUMN writer TEXT;
      UPDATE xapi_statements SET writer = 'actor:' || actor_key;
      CREATE INDEX xapi_statements_writer_actor ON xapi_statements (writer, actor_key, seq);
      CREATE INDEX xapi_statements_writer_stored ON xapi_statements (writer, stored);
    `,
  },
  {
    // Statement queries by registration (a practice session's statements); filled for what is stored.
    id: 'xapi-003-registration',
    sqlite: `
      ALTER TABLE xapi_statements ADD COLUMN registration TEXT;
      UPDATE xapi_statements SET registration = lower(json_extract(body, '$.context.registration'));
      CREATE INDEX xapi_statements_registration ON xapi_statements (registration, seq);
    `,
  },
  {
    // The practice-session outbox: every statement a practice session writes, kept after delivery
    // as the journal the read rule (registration -> learner) and the analytics evidence use.
    // Pending: delivered_at and rejected_at both NULL; next_attempt_at says when it is due.
    id: 'xapi-004-outbox',
    sqlite: `
      CREATE TABLE xapi_outbox (
        id TEXT PRIMARY KEY,
        registration TEXT NOT NULL,
        learner_id TEXT NOT NULL,
        learner_email TEXT,
        verb TEXT NOT NULL,
        statement TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        delivered_at INTEGER,
        rejected_at INTEGER,
        last_error TEXT
      );
      CREATE INDEX xapi_outbox_pending ON xapi_outbox (next_attempt_at) WHERE delivered_at IS NULL AND rejected_at IS NULL;
      CREATE INDEX xapi_outbox_rejected ON xapi_outbox (rejected_at) WHERE rejected_at IS NOT NULL;
      CREATE INDEX xapi_outbox_registration ON xapi_outbox (registration);
      CREATE INDEX xapi_outbox_learner ON xapi_outbox (learner_id, created_at);
    `,
  },
  {
    // A running tally of the bytes each explicit writer stored per UTC day, kept in the save's own
    // transaction, so the daily bound is one row read instead of a sum over the writer's day.
    // Filled from what is stored (the sum the bound used to take).
    id: 'xapi-005-writer-day-bytes',
    sqlite: `
      CREATE TABLE xapi_writer_day_bytes (
        writer TEXT NOT NULL,
        day TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        PRIMARY KEY (writer, day)
      ) WITHOUT ROWID;
      INSERT INTO xapi_writer_day_bytes (writer, day, bytes)
        SELECT writer, substr(stored, 1, 10), SUM(length(CAST(body AS BLOB))) FROM xapi_statements
        WHERE writer LIKE 'user:%' GROUP BY writer, substr(stored, 1, 10);
    `,
  },
];

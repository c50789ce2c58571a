// The embedded record store's table. `seq` gives the stored order (newest = highest); the indexed
// columns are the ones xAPI queries filter on. `submitted` is the statement as first received (with
// its id), compared when the same id is sent again; `body` is what queries return.
import type { Migration } from '../storage/database.js';

export const xapiMigrations: Migration[] = [
  {
    id: 'xapi-001-statements',
    up: `
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
    up: `
      ALTER TABLE xapi_statements ADD COLUMN writer TEXT;
      UPDATE xapi_statements SET writer = 'actor:' || actor_key;
      CREATE INDEX xapi_statements_writer_actor ON xapi_statements (writer, actor_key, seq);
      CREATE INDEX xapi_statements_writer_stored ON xapi_statements (writer, stored);
    `,
  },
];

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
];

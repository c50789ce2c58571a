// The analytics area's tables, run by the storage layer in its declared order.
import type { Migration } from '../storage/database.js';

export const analyticsMigrations: Migration[] = [
  {
    id: 'analytics-001-events',
    sqlite: `CREATE TABLE analytics_events (
      user_id TEXT NOT NULL,
      id TEXT NOT NULL,
      type TEXT NOT NULL,
      context TEXT NOT NULL,
      ts TEXT NOT NULL,
      concept_id TEXT,
      body TEXT NOT NULL,
      received_at TEXT NOT NULL,
      PRIMARY KEY (user_id, id)
    ) WITHOUT ROWID;
    CREATE INDEX analytics_events_user_ts ON analytics_events (user_id, ts)`,
  },
];

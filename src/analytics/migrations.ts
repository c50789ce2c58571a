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
  {
    // The schema above on PostgreSQL. Keys and times compare as SQLite's BINARY does (COLLATE "C":
    // bytes, i.e. code points), whatever the database's locale: that is the store's order, which
    // the profile's window and its seeks rely on. SQLite's index entries end with the table's key
    // (user_id, id), so the PostgreSQL index names id to serve the same (ts, id) seeks and order.
    id: 'analytics-pg-001-schema',
    postgres: `CREATE TABLE analytics_events (
      user_id TEXT COLLATE "C" NOT NULL,
      id TEXT COLLATE "C" NOT NULL,
      type TEXT NOT NULL,
      context TEXT NOT NULL,
      ts TEXT COLLATE "C" NOT NULL,
      concept_id TEXT,
      body TEXT NOT NULL,
      received_at TEXT NOT NULL,
      PRIMARY KEY (user_id, id)
    );
    CREATE INDEX analytics_events_user_ts ON analytics_events (user_id, ts, id)`,
  },
  {
    // A learner's change count, bumped in the transaction that stores any of their events: an
    // instance holding a learner's profile compares it before serving the profile, so events another
    // instance accepted are never missed (learner-profiles.ts). No row: no events stored since.
    id: 'analytics-002-learner-versions',
    sqlite: `CREATE TABLE analytics_learners (
      user_id TEXT NOT NULL PRIMARY KEY,
      version INTEGER NOT NULL
    ) WITHOUT ROWID`,
    postgres: `CREATE TABLE analytics_learners (
      user_id TEXT COLLATE "C" NOT NULL PRIMARY KEY,
      version INTEGER NOT NULL
    )`,
  },
  {
    // The bytes of events each writer (the authenticated caller) stored per UTC day, added to in
    // the batch's own transaction, so the daily bound is one row read and holds across instances
    // and restarts. Events do not record who sent them, so it starts empty: an upgraded
    // deployment gives every writer today's full allowance once.
    id: 'analytics-003-writer-day-bytes',
    sqlite: `CREATE TABLE analytics_writer_day_bytes (
      writer TEXT NOT NULL,
      day TEXT NOT NULL,
      bytes INTEGER NOT NULL,
      PRIMARY KEY (writer, day)
    ) WITHOUT ROWID`,
    postgres: `CREATE TABLE analytics_writer_day_bytes (
      writer TEXT NOT NULL,
      day TEXT NOT NULL,
      bytes BIGINT NOT NULL,
      PRIMARY KEY (writer, day)
    )`,
  },
];

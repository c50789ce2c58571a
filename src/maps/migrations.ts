// The maps area's table, run by the storage layer in its declared order: which map answers each
// normalised request (its requestKey, a SHA-256 in hex). The maps themselves stay objects in the
// object store (map-repository.ts).
import type { Migration } from '../storage/database.js';

export const mapMigrations: Migration[] = [
  {
    id: 'maps-001-pointers',
    sqlite: `CREATE TABLE map_pointers (
      request_key TEXT NOT NULL PRIMARY KEY,
      map_id TEXT NOT NULL
    ) WITHOUT ROWID`,
    postgres: `CREATE TABLE map_pointers (
      request_key TEXT NOT NULL PRIMARY KEY,
      map_id TEXT NOT NULL
    )`,
  },
];

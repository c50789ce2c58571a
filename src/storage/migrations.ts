// Every area's migrations, in the order they are applied. Append; never reorder or edit a shipped one.
import type { Migration } from './database.js';
import { userMigrations } from '../users/store.js';
import { classMigrations } from '../classes/migrations.js';
import { xapiMigrations } from '../xapi/migrations.js';
import { schoolMigrations } from '../school/migrations.js';
import { revocationMigrations } from '../auth/revocations.js';
import { batchMigrations } from '../batch/migrations.js';
import { contentMigrations } from '../content/migrations.js';

export const allMigrations: Migration[] = [
  ...userMigrations,
  ...classMigrations,
  ...xapiMigrations,
  ...schoolMigrations,
  ...revocationMigrations,
  ...batchMigrations,
  ...contentMigrations,
];

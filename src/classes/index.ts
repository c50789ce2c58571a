// Front door of the classes area (part C): what other areas may use. See ARCHITECTURE.md.
import type { Clock, RandomSource } from '../clock.js';
import type { Database } from '../storage/database.js';
import { ClassService } from './service.js';
import { SqliteClassStore } from './sqlite-store.js';
import type { ClassStore } from './store.js';

export { ClassService } from './service.js';
export type { ClassStore } from './store.js';
export { mountClasses } from './routes.js';

export interface ClassServiceDeps {
  db: Database;
  clock: Clock;
  random: RandomSource;
  /** A server database can be plugged in here; SQLite on `db` otherwise. */
  classes?: ClassStore;
}

/** A ClassService over the configured store (stateless: several instances share the store). */
export function createClassService(deps: ClassServiceDeps): ClassService {
  return new ClassService(deps.classes ?? new SqliteClassStore(deps.db), deps.clock, deps.random);
}
export { perUserLimit } from './limits.js';

// Builds the classes area from explicit dependencies: the service over the given ClassStore, and
// the authentication layer its routes use (bearer JWT, per-user limits).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AuthArea } from '../auth/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { MasterySource } from './mastery.js';
import { ClassService } from './service.js';
import type { ClassStore } from './store.js';

export interface ClassesDeps {
  clock: Clock;
  random: RandomSource;
  openapi: OpenAPIRegistry;
  auth: AuthArea;
  store: ClassStore;
  /** Learning analytics' mastery (BKT) per learner and concept, shown in progress. */
  mastery?: MasterySource;
}

export interface ClassesArea {
  service: ClassService;
  auth: AuthArea;
  openapi: OpenAPIRegistry;
}

export function createClassesArea(deps: ClassesDeps): ClassesArea {
  return { service: new ClassService(deps.store, deps.clock, deps.random, deps.mastery), auth: deps.auth, openapi: deps.openapi };
}

// Builds the classes area from explicit dependencies: the service over the given ClassStore, and
// the authentication layer its routes use (bearer JWT, per-user limits).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { AuthArea, LimitWindow } from '../auth/index.js';
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
  /** CLASSES_READS_PER_MINUTE and CLASSES_WRITES_PER_MINUTE (creating and joining have their own limits). */
  limits: { readsPerMinute: number; writesPerMinute: number };
}

export interface ClassesArea {
  service: ClassService;
  auth: AuthArea;
  openapi: OpenAPIRegistry;
  /** Per-user limits on reads and on the changes other than creating and joining. */
  reads: RequestHandler;
  writes: RequestHandler;
  limits: { reads: LimitWindow; writes: LimitWindow };
}

export function createClassesArea(deps: ClassesDeps): ClassesArea {
  const limits = { reads: { limit: deps.limits.readsPerMinute, windowMs: 60_000 }, writes: { limit: deps.limits.writesPerMinute, windowMs: 60_000 } };
  return {
    service: new ClassService(deps.store, deps.clock, deps.random, deps.mastery),
    auth: deps.auth,
    openapi: deps.openapi,
    reads: deps.auth.perUserLimit('classes-reads', limits.reads),
    writes: deps.auth.perUserLimit('classes-writes', limits.writes),
    limits,
  };
}

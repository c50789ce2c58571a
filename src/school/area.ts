// Builds the school area from explicit dependencies: the record store with write access to class
// activities, the read model, and the auth layer (cookie, and the per-user limits: SCHOOL_WRITES_PER_MINUTE
// changes and SCHOOL_READS_PER_HOUR reads, keyed by the user, never the address).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { AuthArea, LimitWindow } from '../auth/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { KeyedLock } from '../storage/live/lock.js';
import type { UserStore } from '../users/index.js';
import type { StatementStore } from '../xapi/index.js';
import type { SchoolClass } from './schemas.js';
import { SchoolService } from './service.js';
import type { SchoolClassReadModel } from './store.js';

/**
 * Read access to school classes for other areas (class content decides who may edit from
 * `teacherEmail` and `contentExperts`). Reads the read model, which every change updates before
 * it is answered, so granted or revoked access takes effect at once.
 */
export interface SchoolClassDirectory {
  /** The current state of one class, or undefined when there is no such class. */
  get(classId: string): Promise<SchoolClass | undefined>;
}

export interface SchoolArea {
  service: SchoolService;
  directory: SchoolClassDirectory;
  auth: AuthArea;
  openapi: OpenAPIRegistry;
  clock: Clock;
  limits: { writes: LimitWindow; reads: LimitWindow };
  /** The per-user limiters of changes and of reads, from the auth layer. */
  limiters: { writes: RequestHandler; reads: RequestHandler };
}

export interface SchoolDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  openapi: OpenAPIRegistry;
  auth: AuthArea;
  users: UserStore;
  /** The record store with write access to class activities (the unguarded one). */
  statements: StatementStore;
  /** The classes' current state, rebuilt from the statements (SQLite by default). */
  readModel: SchoolClassReadModel;
  /** Serialises class writes (this process's queue by default; a Redis lock with REDIS_URL). */
  locks?: KeyedLock;
}

export function createSchoolArea(deps: SchoolDeps): SchoolArea {
  const { config, users } = deps;
  const limits = {
    writes: { limit: config.school.writesPerMinute, windowMs: 60_000 },
    reads: { limit: config.school.readsPerHour, windowMs: 3_600_000 },
  };
  const service = new SchoolService({
    readModel: deps.readModel,
    statements: deps.statements,
    clock: deps.clock,
    random: deps.random,
    iris: { activityBase: config.xapi.activityBase, extensionBase: config.xapi.extensionBase },
    logger: deps.logger,
    nameForEmail: async (email) => (await users.getByEmail(email))?.name,
    locks: deps.locks,
    maxClassesPerOwner: config.school.maxClassesPerUser,
  });
  return {
    service,
    directory: { get: (classId) => service.get(classId) },
    auth: deps.auth,
    openapi: deps.openapi,
    clock: deps.clock,
    limits,
    // The policy keeps its name in the RateLimit headers ("school-writes"), as this area always sent.
    limiters: {
      writes: deps.auth.perUserLimit('school-writes', limits.writes, { policyName: 'school-writes' }),
      reads: deps.auth.perUserLimit('school-reads', limits.reads, { policyName: 'school-reads' }),
    },
  };
}

// Builds the school area from explicit dependencies (the app context and the shared record store).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import { cookieAuth } from '../auth/middleware.js';
import type { Clock } from '../clock.js';
import type { AppContext } from '../context.js';
import { inProcessLimiterStore, type LimitSpec, type LimiterStoreFactory } from './limits.js';
import type { SchoolClass } from './schemas.js';
import { SchoolService } from './service.js';
import { SqliteSchoolClassReadModel } from './sqlite-store.js';
import type { SchoolClassReadModel } from './store.js';
import type { StatementStore } from '../xapi/index.js';

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
  authenticate: RequestHandler;
  openapi: OpenAPIRegistry;
  clock: Clock;
  limits: { writes: LimitSpec; reads: LimitSpec };
  limiterStores: LimiterStoreFactory;
}

export interface SchoolAreaOptions {
  /** Replaces the SQLite read model (a server database later). */
  readModel?: SchoolClassReadModel;
  /** The record store with write access to class activities (default: ctx.statements). */
  statements?: StatementStore;
  /** Rate-limit counters; default in-process. */
  limiterStores?: LimiterStoreFactory;
}

export function createSchoolArea(ctx: AppContext, opts: SchoolAreaOptions = {}): SchoolArea {
  const service = new SchoolService({
    readModel: opts.readModel ?? new SqliteSchoolClassReadModel(ctx.db),
    statements: opts.statements ?? ctx.statements,
    clock: ctx.clock,
    random: ctx.random,
    iris: { activityBase: ctx.config.xapi.activityBase, extensionBase: ctx.config.xapi.extensionBase },
    logger: ctx.logger,
    nameForEmail: (email) => ctx.users.getByEmail(email)?.name,
  });
  return {
    service,
    directory: { get: (classId) => service.get(classId) },
    authenticate: cookieAuth(ctx),
    openapi: ctx.openapi,
    clock: ctx.clock,
    limits: {
      writes: { limit: ctx.config.school.writesPerMinute, windowMs: 60_000 },
      reads: { limit: ctx.config.school.readsPerHour, windowMs: 3_600_000 },
    },
    limiterStores: opts.limiterStores ?? inProcessLimiterStore(ctx.clock),
  };
}

// Builds the class-content area from explicit dependencies: the app context (db, clock, logger,
// model gateway, cookie authentication) and the school classes' directory that decides access.
import type { RequestHandler } from 'express';
import { cookieAuth } from '../auth/middleware.js';
import { registerSecuritySchemes } from '../auth/openapi.js';
import type { AppContext } from '../context.js';
import { registerContentDocs } from './openapi.js';
import type { SchoolClassDirectory } from './school-directory.js';
import { ContentService } from './service.js';
import { SqliteContentStore } from './sqlite-store.js';
import type { ContentStore } from './store.js';

export interface ContentArea {
  service: ContentService;
  authenticate: RequestHandler;
}

export interface ContentAreaOptions {
  directory: SchoolClassDirectory;
  /** Replaces the SQLite store (tests of store failures, a server database later). */
  store?: ContentStore;
}

export function createContentArea(ctx: AppContext, opts: ContentAreaOptions): ContentArea {
  registerSecuritySchemes(ctx.openapi);
  registerContentDocs(ctx.openapi);
  const service = new ContentService({
    store: opts.store ?? new SqliteContentStore(ctx.db),
    directory: opts.directory,
    llm: ctx.llm,
    clock: ctx.clock,
    logger: ctx.logger,
  });
  return { service, authenticate: cookieAuth(ctx) };
}

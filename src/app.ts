// Builds the Express 5 app from injected dependencies. No listening, no process handling here
// (see server.ts), so tests build it with fakes and drive it through supertest.
import express, { type Express } from 'express';
import type { AppContext, AppDeps } from './context.js';
import { mountAuth } from './auth/routes.js';
import { createBatchArea, mountBatch } from './batch/index.js';
import { createClassService } from './classes/index.js';
import { createObjectStore } from './storage/objectstore/index.js';
import { mountClasses } from './classes/routes.js';
import { createContentArea, mountContent } from './content/index.js';
import { mountConversations } from './conversations/routes.js';
import { mountHealth } from './health/routes.js';
import { errorHandler, notFoundHandler } from './http/middleware/error-handler.js';
import { jsonBody } from './http/middleware/json-body.js';
import { series } from './http/middleware/series.js';
import { installRequestLog, requestLogging } from './http/middleware/request-logging.js';
import { installLeanJson } from './http/lean-json.js';
import { corsFromOrigins, securityHeaders } from './http/middleware/security.js';
import { mountMaps } from './maps/routes.js';
import { createOpenApiRegistry } from './openapi/registry.js';
import { mountOpenApi } from './openapi/routes.js';
import { mountSimulation } from './simulation/routes.js';
import { classActivityPrefix, createSchoolArea, mountSchool } from './school/index.js';
import { createStatementStore, withReservedActivities } from './xapi/index.js';

export interface BuiltApp {
  app: Express;
  context: AppContext;
  /** Runs the areas' close hooks (sweepers, stores), newest first. Does not close deps.db. */
  close(): Promise<void>;
}

export function createApp(deps: AppDeps): BuiltApp {
  const closers: Array<() => void | Promise<void>> = [];
  const { config } = deps;
  // The newest statement about each school class is its state: the embedded store never evicts it,
  // and only the school area may write statements about classes (others get a guarded store).
  const classRecords = [classActivityPrefix(config.xapi)];
  const records = deps.statements ?? createStatementStore(config, { ...deps, retainLatestUnder: classRecords });
  const statements = withReservedActivities(records, classRecords);
  const context: AppContext = { ...deps, statements, openapi: createOpenApiRegistry(), onClose: (fn) => closers.push(fn) };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.server.trustProxy);
  app.set('query parser', 'simple');
  // No automatic ETag: Express would hash every response body, POSTs included (which can never be
  // answered 304). Routes whose GETs are worth revalidating set their own ETag.
  app.set('etag', false);

  installRequestLog(app, deps.logger);
  installLeanJson(app);
  // What every request passes through, as one layer (series.ts says why).
  const cors = corsFromOrigins(config.cors.origins);
  app.use(series([requestLogging(deps.logger), securityHeaders(), ...(cors ? [cors] : []), jsonBody(config.server.bodyLimitBytes)]));

  mountHealth(app, context);
  mountConversations(app, context);
  mountSimulation(app, context);
  mountMaps(app, context);
  mountAuth(app, context);
  mountClasses(app, context);
  const school = createSchoolArea(context, { statements: records });
  mountSchool(app, school);
  const batch = createBatchArea({
    ...deps,
    classes: createClassService(deps),
    objects: deps.objects ?? createObjectStore(config.objectStore, config.dataDir),
  });
  context.onClose(() => batch.close());
  mountBatch(app, context, batch);
  mountContent(app, createContentArea(context, { directory: deps.schoolClasses ?? school.directory }));
  mountOpenApi(app, context);

  app.use(notFoundHandler);
  app.use(errorHandler);

  return {
    app,
    context,
    async close() {
      for (const fn of closers.reverse()) await fn();
    },
  };
}

// Mounts the areas the composition root built onto one Express 5 app. No building here (see
// composition-root.ts), no listening, no process handling (see server.ts), so tests build it with
// fakes and drive it through supertest.
import express, { type Express } from 'express';
import { mountAnalytics } from './analytics/index.js';
import { mountAuth } from './auth/index.js';
import { mountBatch } from './batch/index.js';
import { mountClasses } from './classes/index.js';
import { compose, type AppDeps, type Composition } from './composition-root.js';
import { mountContent } from './content/index.js';
import { mountConversations, requireServiceKey } from './conversations/index.js';
import { mountHealth } from './health/index.js';
import { installLeanJson } from './http/lean-json.js';
import { errorHandler } from './http/middleware/error-handler.js';
import { methodBeforeCredentials, notFoundHandler, wrongMethod, type WrongMethod } from './http/middleware/not-found.js';
import { jsonBody } from './http/middleware/json-body.js';
import { credentialsBeforeBody, type BodyGuard } from './http/middleware/credentials-before-body.js';
import { allowedHosts } from './http/middleware/allowed-hosts.js';
import { installRequestLog, requestLogging } from './http/middleware/request-logging.js';
import { corsFromOrigins, securityHeaders } from './http/middleware/security.js';
import { series } from './http/middleware/series.js';
import { mapApiKeyAuth, mountMaps } from './maps/index.js';
import { mountOpenApi } from './openapi/endpoints.js';
import { mountSchool } from './school/index.js';
import { mountXapi } from './xapi/index.js';
import { capabilityBeforeBody, mountSimulation, SPEECH_PATH, speechCapability, TRANSCRIBE_PATH } from './simulation/index.js';
import { mountWebAssets } from './web/assets.js';

export type { AppDeps } from './composition-root.js';

export interface BuiltApp {
  app: Express;
  /** Every area and store the app was built from. */
  root: Composition;
  /** Stops what the areas started (sweepers). Does not close deps.db. */
  close(): Promise<void>;
}

/**
 * Each area's credential check, run before a body is read (credentials-before-body.ts says why); a
 * known path asked with another method is 405 all the same, as it is without a body.
 */
function bodyGuards(root: Composition, wrong: WrongMethod): BodyGuard[] {
  const guards: BodyGuard[] = [
    { prefix: '/api/v1', check: requireServiceKey(root.conversations.keys) },
    { prefix: '/api/classes', check: root.auth.bearer },
    { prefix: '/api/curriculum', check: root.auth.bearer },
    { prefix: '/api/school', check: root.auth.cookie },
    { prefix: '/api/class-content', check: root.auth.cookie },
    { prefix: '/api/xapi', check: root.auth.bearerOrCookie },
    { prefix: '/api/analytics', check: root.auth.bearerOrCookie },
    { prefix: '/simulation/api/sessions', check: capabilityBeforeBody(root.simulation) },
    { prefix: SPEECH_PATH, check: speechCapability(root.simulation) },
    { prefix: TRANSCRIBE_PATH, check: speechCapability(root.simulation) },
  ];
  if (root.deps.config.maps.apiKeys.length > 0) {
    const mapKeys = mapApiKeyAuth(root.deps.config.maps.apiKeys);
    guards.push({ prefix: '/api/direct/map', check: mapKeys }, { prefix: '/api/direct/suggest', check: mapKeys });
  }
  return guards.map((g) => ({ prefix: g.prefix, check: methodBeforeCredentials(g.check, wrong) }));
}

export async function createApp(deps: AppDeps): Promise<BuiltApp> {
  const root = await compose(deps);
  const { config, logger } = deps;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.server.trustProxy);
  app.set('query parser', 'simple');
  // No automatic ETag: Express would hash every response body, POSTs included (which can never be
  // answered 304). Routes whose GETs are worth revalidating set their own ETag.
  app.set('etag', false);

  installRequestLog(app, logger);
  installLeanJson(app);
  // What every request passes through, as one layer (series.ts says why).
  const cors = corsFromOrigins(config.cors.origins);
  // What a known path asked with another method gets (405 with Allow); CORS, when on, answers OPTIONS everywhere.
  const wrong = wrongMethod(app, { answersOptions: cors !== null });
  app.use(
    series([
      requestLogging(logger),
      ...(config.server.allowedHosts.length > 0 ? [allowedHosts(config.server.allowedHosts)] : []),
      securityHeaders(),
      ...(cors ? [cors] : []),
      credentialsBeforeBody(bodyGuards(root, wrong)),
      // Recorded audio is the one body that is not JSON: its route reads it, under its own limit.
      jsonBody(config.server.bodyLimitBytes, config.server.jsonMaxDepth, { rawPaths: [TRANSCRIBE_PATH] }),
    ]),
  );

  mountHealth(app, root.health);
  mountWebAssets(app);
  mountConversations(app, root.conversations);
  // Every /api/v1/* request needs a key (503 when none are configured), not only known routes.
  app.use('/api/v1', methodBeforeCredentials(requireServiceKey(root.conversations.keys), wrong));
  mountSimulation(app, root.simulation);
  mountMaps(app, root.maps);
  mountAuth(app, root.auth);
  mountClasses(app, root.classes);
  mountSchool(app, root.school);
  mountBatch(app, root.batch);
  mountContent(app, root.content);
  mountXapi(app, root.xapi);
  mountAnalytics(app, root.analytics);
  mountOpenApi(app, root.openapi, config);

  // A known path with another method is 405 with Allow; any other request nothing answered is 404.
  app.use(notFoundHandler(wrong));
  app.use(errorHandler);

  return { app, root, close: () => root.close() };
}

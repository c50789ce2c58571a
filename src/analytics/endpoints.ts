// /api/analytics (bearer or cookie) and the learner profile page: each endpoint declared once,
// mounted and documented from the same declaration (src/http/endpoint.ts).
import type { Express, Request, RequestHandler, Response } from 'express';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import { AppError } from '../http/errors.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { parseWith } from '../http/validate.js';
import { htmlExample } from '../http/openapi-registry.js';
import { webAssets } from '../web/assets.js';
import { languageOf } from '../web/i18n/catalogue.js';
import { EVENT_BATCH_LIMIT, PROFILE_READ_LIMIT, type AnalyticsArea } from './area.js';
import * as EX from './examples.js';
import { renderLearnerNotice, renderLearnerPage } from './learner-page.js';
import { EventBatchRequestSchema, EventBatchResponseSchema, MAX_EVENTS_PER_BATCH, ProfileParamsSchema, ProfileResponseSchema } from './schemas.js';
import { presentProfile, presentStoredBatch } from './presenters.js';

const AUTH_401 = '`missing_authorization`, `invalid_token`, `token_expired` or `token_revoked`.';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** `?lang=`, else the first language of Accept-Language; the catalogue falls back to English. */
const pageLang = (req: Request) => languageOf(typeof req.query.lang === 'string' ? req.query.lang : req.get('accept-language')?.split(',')[0]);

/** A reader who is not signed in, or may not see the profile, gets a short page saying so, not JSON. */
const notice = (req: Request, res: Response, status: 401 | 403) =>
  res.status(status).set(NO_STORE).type('html').send(renderLearnerNotice(status === 401 ? 'sign_in' : 'forbidden', pageLang(req), webAssets()));

export function analyticsEndpoints(area: AnalyticsArea): Endpoint[] {
  const { auth, service } = area;
  const common = { tags: ['Learning analytics'], auth: auth.endpoint.bearerOrCookie() };

  // The page's authentication: the same transports, but a 401 is answered with the notice page.
  // The middleware may throw, call back with an error, or reject: all end in `done`.
  const pageAuth: RequestHandler = (req, res, next) => {
    const done = (err?: unknown) => (err ? (err instanceof AppError && err.status === 401 ? void notice(req, res, 401) : next(err)) : next());
    try {
      void Promise.resolve(auth.bearerOrCookie(req, res, done)).catch(done);
    } catch (e) {
      done(e);
    }
  };

  return [
    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/analytics/events',
      limit: area.eventWrites,
      // A missing body is refused as missing, not read as {}.
      body: { schema: EventBatchRequestSchema, example: EX.EVENTS_REQUEST, parse: (raw) => parseWith(EventBatchRequestSchema, raw) },
      handle: ({ principal, body }) => service.record(principal, body.events),
      present: { description: 'Stored', schema: EventBatchResponseSchema, example: EX.EVENTS_RESPONSE, set: NO_STORE, body: presentStoredBatch },
      docs: {
        summary: 'Record a batch of learning events',
        description: [
          `1 to ${MAX_EVENTS_PER_BATCH} events (the browser client flushes every 5 s or at ${MAX_EVENTS_PER_BATCH}). Each names a behaviour (\`type\`) and an interaction context from the taxonomy (resources/analytics/taxonomy.json: 128 behaviours, 16 contexts, 8 learner models, 6 Bloom levels), a user and a time; optionally a concept, a Bloom level and an outcome.`,
          'Events are stored durably and de-duplicated by (user, id): a retried batch counts once (`duplicates`). All or nothing: one invalid event refuses the batch.',
          'Each event must be about someone the caller may act for: themselves, a learner enrolled in a class they teach, or anyone for an admin (docs/auth.md). Bearer JWT, or the auth cookie (writes from a foreign origin: 403).',
          `Rate limited to ${EVENT_BATCH_LIMIT.limit} batches per minute per user, and to ANALYTICS_KB_PER_DAY of stored events per caller per UTC day.`,
        ].join(' '),
        errors: {
          400: '`invalid_request`: a missing or malformed field, an unknown field, or a type, context or Bloom level not in the taxonomy (`details.reason: not_in_taxonomy`).',
          401: AUTH_401,
          403: '`forbidden`: an event about someone the caller may not act for (`details.field` names the event). `origin_not_allowed`: a cookie write from a foreign origin.',
          413: `\`too_many_events\`: more than ${MAX_EVENTS_PER_BATCH} events; \`payload_too_large\`: the body is over BODY_LIMIT_KB.`,
          429: '`rate_limited`, with Retry-After; `quota_exceeded`: the caller stored ANALYTICS_KB_PER_DAY of events today (UTC), with Retry-After until midnight UTC; nothing of the batch was stored.',
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/analytics/profile/{userId}',
      limit: area.profileReads,
      params: ProfileParamsSchema,
      handle: ({ principal, params }) => service.profile(principal, params.userId),
      present: { description: 'The profile', schema: ProfileResponseSchema, example: EX.PROFILE_RESPONSE, set: NO_STORE, body: presentProfile },
      docs: {
        summary: "A learner's profile, computed from their events",
        description:
          `Mastery per concept by Bayesian Knowledge Tracing over the attempts (priors in docs/analytics.md), the highest Bloom level shown per concept, engagement per day, the learner models that fit the evidence best (with the evidence), and the next concepts from the learning paths of the classes the learner is in. Readable by the learner, a teacher of a class they are in, or an admin. Rate limited to ${PROFILE_READ_LIMIT.limit} reads per minute per user, with the profile page.`,
        errors: {
          401: AUTH_401,
          403: '`forbidden`: not the learner, not a teacher of a class they are in, not an admin.',
          429: '`rate_limited`, with Retry-After.',
        },
      },
    }),

    // The profile as a page, for whoever may read it (the service decides, as for the JSON).
    defineEndpoint({
      ...common,
      method: 'get',
      path: '/analytics/learner/{userId}',
      limit: area.profileReads,
      headers: pageSecurityHeaders({ frameAncestors: ["'self'"] }),
      auth: { ...common.auth, handlers: [pageAuth] },
      params: ProfileParamsSchema,
      handle: async ({ principal, params }) => {
        try {
          return { profile: await service.profile(principal, params.userId), labels: await service.conceptLabels(params.userId) };
        } catch (e) {
          if (e instanceof AppError && e.status === 403) return null;
          throw e;
        }
      },
      present: {
        description: 'HTML page',
        ...htmlExample('<!doctype html>\n<html lang="en" data-theme="auto">\n…<h1>Learner profile: learner-1</h1>…'),
        send: (res, page, req) => {
          if (!page) return void notice(req, res, 403);
          res.set(NO_STORE).type('html').send(renderLearnerPage({ ...page, lang: pageLang(req), assets: webAssets() }));
        },
      },
      docs: {
        summary: "A learner's profile as a page (HTML)",
        description:
          'The same profile as GET /api/analytics/profile/{userId}, for the same readers: mastery per concept as bars, activity over the last 30 days as a chart (with a table for screen readers), the learner models that fit and the recommendations. Language from `?lang=` or Accept-Language (en, es, fr, zh, de, pt, ar, hi, ja, ko, ru, it, nl, tr; Arabic right to left); light or dark with the system. A reader who is not signed in gets a short page saying so (401), one who may not read the profile another (403).',
        errors: {
          401: { description: 'HTML page: sign in to see this profile', ...htmlExample('<!doctype html>\n…<h1>Sign in to see this profile</h1>…') },
          403: { description: 'HTML page: you may not see this profile', ...htmlExample('<!doctype html>\n…<h1>You may not see this profile</h1>…') },
        },
      },
    }),
  ];
}

export function mountAnalytics(app: Express, area: AnalyticsArea): void {
  mountEndpoints(app, area.openapi, analyticsEndpoints(area));
}

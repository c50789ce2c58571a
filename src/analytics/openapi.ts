// /api/analytics in the OpenAPI document, from the schemas that validate requests.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { bearerSecurity, cookieSecurity, registerSecuritySchemes } from '../auth/index.js';
import { errorResponses, htmlExample, jsonExample } from '../openapi/registry.js';
import { EVENT_BATCH_LIMIT } from './area.js';
import { EventBatchRequestSchema, EventBatchResponseSchema, MAX_EVENTS_PER_BATCH, ProfileParamsSchema, ProfileResponseSchema } from './schemas.js';

const EVENTS_EXAMPLE = {
  events: [
    { id: '0b6f7d0e-6f1a-4a53-9a86-3f1d3c2b9e11', userId: 'learner-1', type: 'concept_map.node_clicked', context: 'concept_map', timestamp: '2026-11-24T10:15:00Z', conceptId: 'fractions', bloomLevel: 'remember' },
    { id: '6d1c2a9b-2f6e-4d7a-8b1e-9c0f5e4d3a22', userId: 'learner-1', type: 'assessment.answer_submitted', context: 'assessment', timestamp: '2026-11-24T10:16:30Z', conceptId: 'fractions', bloomLevel: 'apply', outcome: { correct: true, durationMs: 42000 } },
  ],
};
const PROFILE_EXAMPLE = {
  success: true as const,
  userId: 'learner-1',
  generatedAt: '2026-11-24T12:00:00.000Z',
  eventCount: 12,
  concepts: [
    { conceptId: 'fractions', mastery: 0.981, state: 'mastered' as const, attempts: 4, correct: 4, highestBloom: 'apply', lastActivity: '2026-11-24T10:40:00Z' },
    { conceptId: 'percentages', mastery: 0.006, state: 'struggling' as const, attempts: 4, correct: 0, highestBloom: 'remember', lastActivity: '2026-11-24T11:05:00Z' },
  ],
  engagement: { activeDays: 1, firstActivity: '2026-11-24T10:15:00Z', lastActivity: '2026-11-24T11:05:00Z', daily: [{ date: '2026-11-24', events: 12, concepts: 2 }] },
  learnerModels: [{ id: 'active_experimenter', label: 'Active experimenter', fit: 0.5, evidence: [{ behaviour: 'practice_quiz.question_answered', count: 6 }] }],
  recommendations: [
    { classId: 'c-1', conceptId: 'percentages', label: 'Percentages', reason: 'struggling' as const },
    { classId: 'c-1', conceptId: 'ratios', label: 'Ratios', reason: 'next_in_path' as const },
  ],
  practice: { context: 'conversation_practice' as const, sessions: 3, completed: 2, succeeded: 1, passed: 1, failed: 1, meanScaledScore: 0.615, lastActivity: '2026-11-24T11:30:00.000Z' },
};

const AUTH_401 = '`missing_authorization`, `invalid_token`, `token_expired` or `token_revoked`.';

export function registerAnalyticsDocs(registry: OpenAPIRegistry): void {
  registerSecuritySchemes(registry);
  const security = [...bearerSecurity, ...cookieSecurity];
  registry.registerPath({
    method: 'post',
    path: '/api/analytics/events',
    tags: ['Learning analytics'],
    summary: 'Record a batch of learning events',
    description: [
      `1 to ${MAX_EVENTS_PER_BATCH} events (the browser client flushes every 5 s or at ${MAX_EVENTS_PER_BATCH}). Each names a behaviour (\`type\`) and an interaction context from the taxonomy (resources/analytics/taxonomy.json: 128 behaviours, 16 contexts, 8 learner models, 6 Bloom levels), a user and a time; optionally a concept, a Bloom level and an outcome.`,
      'Events are stored durably and de-duplicated by (user, id): a retried batch counts once (`duplicates`). All or nothing: one invalid event refuses the batch.',
      'Each event must be about someone the caller may act for: themselves, a learner enrolled in a class they teach, or anyone for an admin (docs/auth.md). Bearer JWT, or the auth cookie (writes from a foreign origin: 403).',
      `Rate limited to ${EVENT_BATCH_LIMIT.limit} batches per minute per user.`,
    ].join(' '),
    security,
    request: { body: { required: true, ...jsonExample(EventBatchRequestSchema, EVENTS_EXAMPLE) } },
    responses: {
      200: { description: 'Stored', ...jsonExample(EventBatchResponseSchema, { success: true, accepted: 2, duplicates: 0 }) },
      ...errorResponses('standard', {
        400: '`invalid_request`: a missing or malformed field, an unknown field, or a type, context or Bloom level not in the taxonomy (`details.reason: not_in_taxonomy`).',
        401: AUTH_401,
        403: '`forbidden`: an event about someone the caller may not act for (`details.field` names the event). `origin_not_allowed`: a cookie write from a foreign origin.',
        413: `\`too_many_events\`: more than ${MAX_EVENTS_PER_BATCH} events; \`payload_too_large\`: the body is over BODY_LIMIT_KB.`,
        429: '`rate_limited`, with Retry-After.',
      }),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/analytics/profile/{userId}',
    tags: ['Learning analytics'],
    summary: 'A learner\'s profile, computed from their events',
    description:
      'Mastery per concept by Bayesian Knowledge Tracing over the attempts (priors in docs/analytics.md), the highest Bloom level shown per concept, engagement per day, the learner models that fit the evidence best (with the evidence), and the next concepts from the learning paths of the classes the learner is in. Readable by the learner, a teacher of a class they are in, or an admin.',
    security,
    request: { params: ProfileParamsSchema },
    responses: {
      200: { description: 'The profile', ...jsonExample(ProfileResponseSchema, PROFILE_EXAMPLE) },
      ...errorResponses('standard', {
        401: AUTH_401,
        403: '`forbidden`: not the learner, not a teacher of a class they are in, not an admin.',
      }),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/analytics/learner/{userId}',
    tags: ['Learning analytics'],
    summary: 'A learner\'s profile as a page (HTML)',
    description:
      'The same profile as GET /api/analytics/profile/{userId}, for the same readers: mastery per concept as bars, activity over the last 30 days as a chart (with a table for screen readers), the learner models that fit and the recommendations. Language from `?lang=` or Accept-Language (en, es, fr, zh, de, pt, ar, hi, ja, ko, ru, it, nl, tr; Arabic right to left); light or dark with the system. A reader who is not signed in gets a short page saying so (401), one who may not read the profile another (403).',
    security,
    request: { params: ProfileParamsSchema },
    responses: {
      200: { description: 'HTML page', ...htmlExample('<!doctype html>\n<html lang="en" data-theme="auto">\n…<h1>Learner profile: learner-1</h1>…') },
      401: { description: 'HTML page: sign in to see this profile', ...htmlExample('<!doctype html>\n…<h1>Sign in to see this profile</h1>…') },
      403: { description: 'HTML page: you may not see this profile', ...htmlExample('<!doctype html>\n…<h1>You may not see this profile</h1>…') },
    },
  });
}

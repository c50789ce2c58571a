// Builds the learning-analytics area from explicit dependencies: its event store, the taxonomy,
// the classes service (who teaches a learner, their learning paths) and the auth layer.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { ActingPolicy, AuthArea } from '../auth/index.js';
import type { ClassService } from '../classes/index.js';
import type { Clock } from '../clock.js';
import type { PracticeEvidenceSource } from '../shared/practice-record.js';
import { AnalyticsService } from './service.js';
import type { EventStore } from './store.js';
import { loadTaxonomy, type Taxonomy } from './taxonomy.js';

/** Per user: a page flushes every 5 s at most, so this leaves room for several tabs. */
export const EVENT_BATCH_LIMIT = { limit: 120, windowMs: 60_000 };
/**
 * Per user, the JSON profile and its page together: each read computes the profile from the
 * learner's events, so one account must not ask as fast as it can; a teacher opening a class's
 * profiles one after another stays far below it.
 */
export const PROFILE_READ_LIMIT = { limit: 300, windowMs: 60_000 };

export interface AnalyticsDeps {
  clock: Clock;
  openapi: OpenAPIRegistry;
  auth: AuthArea;
  /** Who may write events about, and read the profile of, whom: the one rule of the auth layer. */
  acting: ActingPolicy;
  classes: ClassService;
  store: EventStore;
  /** Defaults to the shipped resources/analytics/taxonomy.json (checked on load). */
  taxonomy?: Taxonomy;
  /** A learner's practice conversations (the xAPI outbox journal); default: none. */
  practice?: PracticeEvidenceSource;
}

export interface AnalyticsArea {
  service: AnalyticsService;
  auth: AuthArea;
  eventWrites: RequestHandler;
  profileReads: RequestHandler;
  openapi: OpenAPIRegistry;
}

const NO_PRACTICE: PracticeEvidenceSource = {
  forLearner: async () => ({ context: 'conversation_practice', sessions: 0, completed: 0, succeeded: 0, passed: 0, failed: 0, meanScaledScore: null, lastActivity: null }),
};

export function createAnalyticsArea(deps: AnalyticsDeps): AnalyticsArea {
  const taxonomy = deps.taxonomy ?? loadTaxonomy();
  return {
    service: new AnalyticsService({ store: deps.store, taxonomy, classes: deps.classes, acting: deps.acting, clock: deps.clock, practice: deps.practice ?? NO_PRACTICE }),
    auth: deps.auth,
    eventWrites: deps.auth.perUserLimit('analytics-events', EVENT_BATCH_LIMIT),
    profileReads: deps.auth.perUserLimit('analytics-profile-reads', PROFILE_READ_LIMIT),
    openapi: deps.openapi,
  };
}

// Learning analytics below HTTP: taking in event batches (checked against the taxonomy, a learner
// only for themselves, de-duplicated by id) and computing a learner's profile for those allowed to
// read it: the learner, a teacher of a class they are in, an admin.
import type { Principal } from '../auth/index.js';
import type { ClassService } from '../classes/index.js';
import type { Clock } from '../clock.js';
import { appError } from '../http/errors.js';
import type { ConceptMastery } from '../classes/index.js';
import { buildProfile, conceptProfiles, inOrder } from './profile.js';
import { MAX_EVENTS_PER_BATCH, type AnalyticsEvent, type EventBatchResponse, type LearnerProfile } from './schemas.js';
import type { EventStore } from './store.js';
import type { Taxonomy } from './taxonomy.js';

/** Events a profile is computed from: the newest this many. */
export const PROFILE_EVENT_LIMIT = 20_000;

export interface AnalyticsServiceDeps {
  store: EventStore;
  taxonomy: Taxonomy;
  classes: Pick<ClassService, 'enrolments'>;
  clock: Clock;
}

export class AnalyticsService {
  constructor(private readonly deps: AnalyticsServiceDeps) {}

  record(principal: Principal, events: readonly AnalyticsEvent[]): EventBatchResponse {
    if (events.length > MAX_EVENTS_PER_BATCH) {
      throw appError('too_many_events', `Send at most ${MAX_EVENTS_PER_BATCH} events per batch (got ${events.length})`);
    }
    const { taxonomy } = this.deps;
    events.forEach((e, i) => {
      const bad = (field: string, what: string) =>
        appError('invalid_request', `events[${i}].${field}: ${what}`, { field: `events[${i}].${field}`, reason: 'not_in_taxonomy' });
      if (!taxonomy.behaviours.has(e.type)) throw bad('type', `"${e.type}" is not a behaviour of the taxonomy`);
      if (!taxonomy.contexts.has(e.context)) throw bad('context', `"${e.context}" is not an interaction context of the taxonomy`);
      if (e.bloomLevel !== undefined && !taxonomy.bloomRank.has(e.bloomLevel)) throw bad('bloomLevel', `"${e.bloomLevel}" is not a Bloom level`);
      if (principal.role === 'learner' && e.userId !== principal.userId) {
        throw appError('forbidden', `events[${i}].userId: a learner may only send their own events`, { field: `events[${i}].userId`, reason: 'not_self' });
      }
    });
    const accepted = this.deps.store.add(events, new Date(this.deps.clock.now()).toISOString());
    return { success: true, accepted, duplicates: events.length - accepted };
  }

  profile(principal: Principal, userId: string): LearnerProfile {
    const classes = this.deps.classes.enrolments(userId);
    const allowed = principal.userId === userId || principal.role === 'admin' || (principal.role === 'teacher' && classes.some((c) => c.teacherId === principal.userId));
    if (!allowed) throw appError('forbidden', 'Only the learner, a teacher of a class they are in, or an admin may read this profile');
    return buildProfile({
      userId,
      events: this.deps.store.forUser(userId, PROFILE_EVENT_LIMIT),
      taxonomy: this.deps.taxonomy,
      classes,
      now: this.deps.clock.now(),
    });
  }

  /**
   * Each learner's mastery per concept, as their profile computes it (the classes area shows it in
   * progress; it decides who may see whose progress, so no principal is checked here).
   */
  masteryOf(userIds: readonly string[]): Map<string, Map<string, ConceptMastery>> {
    const out = new Map<string, Map<string, ConceptMastery>>();
    for (const userId of new Set(userIds)) {
      const concepts = conceptProfiles(inOrder(this.deps.store.forUser(userId, PROFILE_EVENT_LIMIT)), this.deps.taxonomy);
      out.set(userId, new Map(concepts.map((c) => [c.conceptId, { mastery: c.mastery, state: c.state, attempts: c.attempts, correct: c.correct }])));
    }
    return out;
  }

  /** Labels of the concepts on the learning paths of the learner's classes (for the profile page). */
  conceptLabels(userId: string): Map<string, string> {
    return new Map(this.deps.classes.enrolments(userId).flatMap((c) => c.path.map((n) => [n.id, n.label] as const)));
  }
}

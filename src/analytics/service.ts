// Learning analytics below HTTP: taking in event batches (checked against the taxonomy, each about
// someone the caller may act for, de-duplicated by id) and computing a learner's profile for those
// allowed to read it. Who may write or read about whom is auth's one rule (ActingPolicy): the
// learner, a teacher of a class they are in, an admin.
import type { ActingPolicy, Principal } from '../auth/index.js';
import type { ClassService } from '../classes/index.js';
import type { Clock } from '../clock.js';
import { appError } from '../http/errors.js';
import type { ConceptMastery } from '../classes/index.js';
import type { PracticeEvidenceSource } from '../shared/practice-record.js';
import { LearnerProfiles } from './learner-profiles.js';
import { recommendations } from './profile.js';
import { MAX_EVENTS_PER_BATCH, type AnalyticsEvent, type LearnerProfileRecord, type StoredBatch } from './schemas.js';
import type { EventStore } from './store.js';
import type { Taxonomy } from './taxonomy.js';

/** Events a profile is computed from: the newest this many. */
export const PROFILE_EVENT_LIMIT = 20_000;

export interface AnalyticsServiceDeps {
  store: EventStore;
  taxonomy: Taxonomy;
  classes: Pick<ClassService, 'enrolments'>;
  acting: ActingPolicy;
  clock: Clock;
  /** Practice conversations as evidence (context conversation_practice). */
  practice: PracticeEvidenceSource;
}

export class AnalyticsService {
  /** Each learner's profile kept up to date as events arrive (learner-profiles.ts), not rebuilt per read. */
  private readonly profiles: LearnerProfiles;

  constructor(private readonly deps: AnalyticsServiceDeps) {
    this.profiles = new LearnerProfiles({ store: deps.store, taxonomy: deps.taxonomy, window: PROFILE_EVENT_LIMIT });
  }

  async record(principal: Principal, events: readonly AnalyticsEvent[]): Promise<StoredBatch> {
    if (events.length > MAX_EVENTS_PER_BATCH) {
      throw appError('too_many_events', `Send at most ${MAX_EVENTS_PER_BATCH} events per batch (got ${events.length})`);
    }
    // Whom the events are about first: a stranger learns nothing from taxonomy errors.
    // One answer per learner named: a batch is usually about a few people, each asked once.
    const subjects = [...new Set(events.map((e) => e.userId))];
    const answers = await Promise.all(subjects.map((id) => this.deps.acting.mayActFor(principal, id)));
    const refused = new Set(subjects.filter((_, i) => !answers[i]));
    const at = events.findIndex((e) => refused.has(e.userId));
    if (at >= 0) {
      throw appError('forbidden', `events[${at}].userId: you may only send events about yourself, a learner in a class you teach, or (as an admin) anyone`, {
        field: `events[${at}].userId`,
        reason: 'not_self',
      });
    }
    const { taxonomy } = this.deps;
    events.forEach((e, i) => {
      const bad = (field: string, what: string) =>
        appError('invalid_request', `events[${i}].${field}: ${what}`, { field: `events[${i}].${field}`, reason: 'not_in_taxonomy' });
      if (!taxonomy.behaviours.has(e.type)) throw bad('type', `"${e.type}" is not a behaviour of the taxonomy`);
      if (!taxonomy.contexts.has(e.context)) throw bad('context', `"${e.context}" is not an interaction context of the taxonomy`);
      if (e.bloomLevel !== undefined && !taxonomy.bloomRank.has(e.bloomLevel)) throw bad('bloomLevel', `"${e.bloomLevel}" is not a Bloom level`);
    });
    // The caller's daily byte bound (the store's) is the last check: a refused batch stores nothing.
    const added = await this.deps.store.add(events, new Date(this.deps.clock.now()).toISOString(), principal.userId);
    await this.profiles.stored(added);
    return { accepted: added.stored.length, duplicates: events.length - added.stored.length };
  }

  async profile(principal: Principal, userId: string): Promise<LearnerProfileRecord> {
    if (!(await this.deps.acting.mayActFor(principal, userId))) throw appError('forbidden', 'Only the learner, a teacher of a class they are in, or an admin may read this profile');
    const view = (await this.profiles.state(userId)).read();
    return {
      userId,
      generatedAt: new Date(this.deps.clock.now()).toISOString(),
      ...view,
      recommendations: recommendations(view.concepts, await this.deps.classes.enrolments(userId)),
      practice: await this.deps.practice.forLearner(userId),
    };
  }

  /**
   * Each learner's mastery per concept, as their profile computes it (the classes area shows it in
   * progress; it decides who may see whose progress, so no principal is checked here).
   */
  async masteryOf(userIds: readonly string[]): Promise<Map<string, Map<string, ConceptMastery>>> {
    const out = new Map<string, Map<string, ConceptMastery>>();
    for (const [userId, state] of await this.profiles.states(userIds)) {
      const { concepts } = state.read();
      out.set(userId, new Map(concepts.map((c) => [c.conceptId, { mastery: c.mastery, state: c.state, attempts: c.attempts, correct: c.correct }])));
    }
    return out;
  }

  /** Labels of the concepts on the learning paths of the learner's classes (for the profile page). */
  async conceptLabels(userId: string): Promise<Map<string, string>> {
    return new Map((await this.deps.classes.enrolments(userId)).flatMap((c) => c.path.map((n) => [n.id, n.label] as const)));
  }
}

// The learner profile, computed from the stored events (never stored prose): mastery per concept
// by Bayesian Knowledge Tracing, the highest Bloom level shown, engagement over time, the learner
// models the evidence fits best, and the next concepts from the learner's class learning paths.
// Pure: the service gathers the inputs. buildProfile is the definition, a full rebuild from the
// events; the service answers from ProfileState (profile-state.ts), which keeps the same figures
// up to date as events arrive and is checked against this rebuild.
import { bktMastery, DEFAULT_BKT, MASTERED, STRUGGLING, type BktParams } from './bkt.js';
import type { LearnerProfile } from './schemas.js';
import type { StoredEvent } from './store.js';
import type { Taxonomy } from './taxonomy.js';

export interface ClassPath {
  classId: string;
  /** Concept ids in teaching order, with their labels. */
  path: ReadonlyArray<{ id: string; label: string }>;
}

export interface ProfileInput {
  userId: string;
  events: readonly StoredEvent[];
  taxonomy: Taxonomy;
  classes: readonly ClassPath[];
  now: number;
  bkt?: BktParams;
}

const DAILY_DAYS = 30;
const TOP_MODELS = 3;
const MAX_RECOMMENDATIONS = 5;

type Concept = LearnerProfile['concepts'][number];

/** The parts of the profile that come from the events alone. */
export type ProfileView = Pick<LearnerProfile, 'eventCount' | 'concepts' | 'engagement' | 'learnerModels'>;

export function buildProfile(input: ProfileInput): Omit<LearnerProfile, 'practice' | 'success'> {
  const { taxonomy } = input;
  const events = inOrder(input.events);
  const concepts = conceptProfiles(events, taxonomy, input.bkt ?? DEFAULT_BKT);
  return {
    userId: input.userId,
    generatedAt: new Date(input.now).toISOString(),
    eventCount: events.length,
    concepts,
    engagement: engagement(events),
    learnerModels: learnerModels(events, taxonomy),
    recommendations: recommendations(concepts, input.classes),
  };
}

/** Mastery per concept (BKT), the highest Bloom level and the state: the profile's `concepts`. */
export function conceptProfiles(events: readonly StoredEvent[], taxonomy: Taxonomy, bkt: BktParams = DEFAULT_BKT): Concept[] {
  const byConcept = new Map<string, StoredEvent[]>();
  for (const e of events) {
    if (!e.conceptId) continue;
    let list = byConcept.get(e.conceptId);
    if (!list) byConcept.set(e.conceptId, (list = []));
    list.push(e);
  }
  const out: Concept[] = [];
  for (const [conceptId, list] of byConcept) {
    const attempts = list.filter((e) => taxonomy.isAttempt(e.type) && typeof e.outcome?.correct === 'boolean').map((e) => e.outcome!.correct!);
    const mastery = attempts.length ? bktMastery(attempts, bkt) : bkt.init;
    let highest: string | null = null;
    let rank = 0;
    for (const e of list) {
      // Shown: an event at that level that was not a failed attempt.
      if (!e.bloomLevel || e.outcome?.correct === false) continue;
      const r = taxonomy.bloomRank.get(e.bloomLevel) ?? 0;
      if (r > rank) [rank, highest] = [r, e.bloomLevel];
    }
    const state: Concept['state'] =
      attempts.length === 0 ? (list.length ? 'learning' : 'not_started') : mastery >= MASTERED ? 'mastered' : attempts.length >= 2 && mastery < STRUGGLING ? 'struggling' : 'learning';
    out.push({
      conceptId,
      mastery: Math.round(mastery * 1000) / 1000,
      state,
      attempts: attempts.length,
      correct: attempts.filter(Boolean).length,
      highestBloom: highest,
      lastActivity: list[list.length - 1]?.timestamp ?? null,
    });
  }
  return out.sort((a, b) => a.conceptId.localeCompare(b.conceptId));
}

/**
 * The store's order: timestamp, then id, each compared by code point, which is how SQLite's BINARY
 * collation orders UTF-8 text (analytics_events ORDER BY ts, id). The window the store hands out
 * and the order BKT reads it in are then the same order.
 */
export function compareStoreOrder(a: { timestamp: string; id: string }, b: { timestamp: string; id: string }): number {
  return compareCodePoints(a.timestamp, b.timestamp) || compareCodePoints(a.id, b.id);
}

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** UTF-16 units reordered so surrogates (code points past U+FFFF) sort after U+E000..U+FFFF. */
const codePointRank = (u: number) => (u >= 0xd800 && u < 0xe000 ? u + 0x2000 : u >= 0xe000 ? u - 0x800 : u);

/** Events oldest first (ties by id), the order BKT reads attempts in. */
export const inOrder = (events: readonly StoredEvent[]): StoredEvent[] => [...events].sort(compareStoreOrder);

function engagement(events: readonly StoredEvent[]): LearnerProfile['engagement'] {
  const days = new Map<string, { events: number; concepts: Set<string> }>();
  for (const e of events) {
    const date = new Date(e.timestamp).toISOString().slice(0, 10);
    let d = days.get(date);
    if (!d) days.set(date, (d = { events: 0, concepts: new Set() }));
    d.events++;
    if (e.conceptId) d.concepts.add(e.conceptId);
  }
  const daily = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-DAILY_DAYS)
    .map(([date, d]) => ({ date, events: d.events, concepts: d.concepts.size }));
  return { activeDays: days.size, firstActivity: events[0]?.timestamp ?? null, lastActivity: events[events.length - 1]?.timestamp ?? null, daily };
}

function learnerModels(events: readonly StoredEvent[], taxonomy: Taxonomy): LearnerProfile['learnerModels'] {
  if (events.length === 0) return [];
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
  return taxonomy.learnerModels
    .map((m) => {
      const evidence = m.signals.map((s) => ({ behaviour: s, count: counts.get(s) ?? 0 })).filter((x) => x.count > 0);
      const hits = evidence.reduce((n, x) => n + x.count, 0);
      return { id: m.id, label: m.label, fit: Math.round((hits / events.length) * 1000) / 1000, evidence: evidence.sort((a, b) => b.count - a.count || a.behaviour.localeCompare(b.behaviour)) };
    })
    .filter((m) => m.fit > 0)
    .sort((a, b) => b.fit - a.fit || a.id.localeCompare(b.id))
    .slice(0, TOP_MODELS);
}

export function recommendations(concepts: readonly Concept[], classes: readonly ClassPath[]): LearnerProfile['recommendations'] {
  const byId = new Map(concepts.map((c) => [c.conceptId, c]));
  const out: LearnerProfile['recommendations'] = [];
  const seen = new Set<string>();
  const add = (classId: string, node: { id: string; label: string }, reason: 'struggling' | 'next_in_path') => {
    if (out.length >= MAX_RECOMMENDATIONS || seen.has(node.id)) return;
    seen.add(node.id);
    out.push({ classId, conceptId: node.id, label: node.label, reason });
  };
  for (const c of classes) for (const node of c.path) if (byId.get(node.id)?.state === 'struggling') add(c.classId, node, 'struggling');
  for (const c of classes) {
    const next = c.path.find((node) => byId.get(node.id)?.state !== 'mastered' && !seen.has(node.id));
    if (next) add(c.classId, next, 'next_in_path');
  }
  return out;
}

// A learner's profile kept as running tallies over their event window, so a read costs the size of
// the answer, not the number of stored events. Events enter at the newest end (add) and leave at
// the oldest (remove), the same window the full rebuild reads (the newest PROFILE_EVENT_LIMIT, in
// the store's order). Every figure is derived exactly as buildProfile derives it (profile.ts), with
// the same floating-point operations in the same order: test/analytics/profile-incremental.test.ts
// checks the two agree over random event sequences.
import { bktMastery, bktUpdate, DEFAULT_BKT, MASTERED, STRUGGLING, type BktParams } from './bkt.js';
import { compareStoreOrder, type ProfileView } from './profile.js';
import type { LearnerProfile } from './schemas.js';
import type { EventKey, StoredEvent } from './store.js';
import type { Taxonomy } from './taxonomy.js';

type Concept = LearnerProfile['concepts'][number];

export type { EventKey } from './store.js';

interface ConceptTally {
  events: number;
  /** Attempt outcomes in order; those before `head` have left the window. */
  attempts: boolean[];
  head: number;
  /** P(known) after attempts[head..], folded as bktMastery folds them. */
  known: number;
  correct: number;
  /** Events per Bloom level that show it (not failed attempts), for the highest level shown. */
  bloom: Map<string, number>;
  lastActivity: string;
}

interface DayTally {
  events: number;
  concepts: Map<string, number>;
}

const DAILY_DAYS = 30;
const TOP_MODELS = 3;

const bump = <K>(m: Map<K, number>, k: K, by: number) => {
  const n = (m.get(k) ?? 0) + by;
  if (n === 0) m.delete(k);
  else m.set(k, n);
};

export class ProfileState {
  count = 0;
  oldest: EventKey | null = null;
  newest: EventKey | null = null;
  private readonly types = new Map<string, number>();
  private readonly days = new Map<string, DayTally>();
  private readonly concepts = new Map<string, ConceptTally>();
  /** Concepts whose oldest attempts left the window: their BKT is folded again before a read. */
  private readonly refold = new Set<ConceptTally>();
  private view: ProfileView | null = null;

  constructor(
    private readonly taxonomy: Taxonomy,
    private readonly bkt: BktParams = DEFAULT_BKT,
  ) {}

  /** A newer event than any in the window (the caller checks the order). */
  add(e: StoredEvent): void {
    this.view = null;
    this.count++;
    const key = { timestamp: e.timestamp, id: e.id };
    this.newest = key;
    this.oldest ??= key;
    bump(this.types, e.type, 1);
    const day = this.day(e);
    day.events++;
    if (!e.conceptId) return;
    bump(day.concepts, e.conceptId, 1);
    let c = this.concepts.get(e.conceptId);
    if (!c) this.concepts.set(e.conceptId, (c = { events: 0, attempts: [], head: 0, known: this.bkt.init, correct: 0, bloom: new Map(), lastActivity: e.timestamp }));
    c.events++;
    c.lastActivity = e.timestamp;
    const outcome = this.attemptOutcome(e);
    if (outcome !== undefined) {
      c.attempts.push(outcome);
      c.known = bktUpdate(c.known, outcome, this.bkt);
      if (outcome) c.correct++;
    }
    const level = this.shownLevel(e);
    if (level) bump(c.bloom, level, 1);
  }

  /** The oldest event of the window leaves it; `next` is the new oldest (null when none is left). */
  remove(e: StoredEvent, next: EventKey | null): void {
    this.view = null;
    this.count--;
    this.oldest = next;
    if (this.count === 0) this.newest = null;
    bump(this.types, e.type, -1);
    const date = dateOf(e);
    const day = this.days.get(date)!;
    day.events--;
    if (e.conceptId) bump(day.concepts, e.conceptId, -1);
    if (day.events === 0) this.days.delete(date);
    if (!e.conceptId) return;
    const c = this.concepts.get(e.conceptId)!;
    c.events--;
    if (c.events === 0) {
      this.concepts.delete(e.conceptId);
      this.refold.delete(c);
      return;
    }
    const outcome = this.attemptOutcome(e);
    if (outcome !== undefined) {
      c.head++;
      if (outcome) c.correct--;
      this.refold.add(c);
      // Keep the array from growing without bound as attempts pass through the window.
      if (c.head > 1024 && c.head * 2 > c.attempts.length) {
        c.attempts = c.attempts.slice(c.head);
        c.head = 0;
      }
    }
    const level = this.shownLevel(e);
    if (level) bump(c.bloom, level, -1);
  }

  /** The profile's event-derived parts; computed once per change, then shared by reads. */
  read(): ProfileView {
    if (this.view) return this.view;
    for (const c of this.refold) c.known = bktMastery(c.head ? c.attempts.slice(c.head) : c.attempts, this.bkt);
    this.refold.clear();
    this.view = { eventCount: this.count, concepts: this.conceptList(), engagement: this.engagement(), learnerModels: this.learnerModels() };
    return this.view;
  }

  /**
   * Roughly the bytes this state holds, for the cache's bound: a learner may spread events over
   * thousands of days or concepts, so those count as much as they weigh, not as one entry each.
   */
  size(): number {
    let n = 512 + 96 * this.types.size;
    for (const d of this.days.values()) n += 256 + 96 * d.concepts.size;
    for (const c of this.concepts.values()) n += 384 + 8 * c.attempts.length + 96 * c.bloom.size;
    return n;
  }

  private day(e: StoredEvent): DayTally {
    const date = dateOf(e);
    let d = this.days.get(date);
    if (!d) this.days.set(date, (d = { events: 0, concepts: new Map() }));
    return d;
  }

  private attemptOutcome(e: StoredEvent): boolean | undefined {
    const correct = e.outcome?.correct;
    return this.taxonomy.isAttempt(e.type) && typeof correct === 'boolean' ? correct : undefined;
  }

  /** The Bloom level an event shows: present, ranked, and not a failed attempt. */
  private shownLevel(e: StoredEvent): string | undefined {
    if (!e.bloomLevel || e.outcome?.correct === false) return undefined;
    return (this.taxonomy.bloomRank.get(e.bloomLevel) ?? 0) > 0 ? e.bloomLevel : undefined;
  }

  private conceptList(): Concept[] {
    const out: Concept[] = [];
    for (const [conceptId, c] of this.concepts) {
      const attempts = c.attempts.length - c.head;
      const mastery = attempts ? c.known : this.bkt.init;
      let highest: string | null = null;
      let rank = 0;
      for (const level of c.bloom.keys()) {
        const r = this.taxonomy.bloomRank.get(level)!;
        if (r > rank) [rank, highest] = [r, level];
      }
      const state: Concept['state'] = attempts === 0 ? 'learning' : mastery >= MASTERED ? 'mastered' : attempts >= 2 && mastery < STRUGGLING ? 'struggling' : 'learning';
      out.push({ conceptId, mastery: Math.round(mastery * 1000) / 1000, state, attempts, correct: c.correct, highestBloom: highest, lastActivity: c.lastActivity });
    }
    return out.sort((a, b) => a.conceptId.localeCompare(b.conceptId));
  }

  private engagement(): LearnerProfile['engagement'] {
    const daily = [...this.days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .slice(-DAILY_DAYS)
      .map(([date, d]) => ({ date, events: d.events, concepts: d.concepts.size }));
    return { activeDays: this.days.size, firstActivity: this.oldest?.timestamp ?? null, lastActivity: this.newest?.timestamp ?? null, daily };
  }

  private learnerModels(): LearnerProfile['learnerModels'] {
    if (this.count === 0) return [];
    return this.taxonomy.learnerModels
      .map((m) => {
        const evidence = m.signals.map((s) => ({ behaviour: s, count: this.types.get(s) ?? 0 })).filter((x) => x.count > 0);
        const hits = evidence.reduce((n, x) => n + x.count, 0);
        return { id: m.id, label: m.label, fit: Math.round((hits / this.count) * 1000) / 1000, evidence: evidence.sort((a, b) => b.count - a.count || a.behaviour.localeCompare(b.behaviour)) };
      })
      .filter((m) => m.fit > 0)
      .sort((a, b) => b.fit - a.fit || a.id.localeCompare(b.id))
      .slice(0, TOP_MODELS);
  }
}

const dateOf = (e: StoredEvent) => new Date(e.timestamp).toISOString().slice(0, 10);

/** Whether `e` comes after `key` in the store's order. */
export const isAfter = (e: EventKey, key: EventKey | null) => key === null || compareStoreOrder(e, key) > 0;

// Each learner's profile state (profile-state.ts), kept between requests so a profile read or a
// class's progress does not re-read and re-fold up to 20,000 events per learner per request.
// - A learner not held is loaded once from the store (the full window) and then kept, in an LRU
//   bounded by learners (2,000) and by roughly the bytes they hold (64 MB).
// - Events the service stores are applied to a held learner as they arrive: in the store's order
//   after the newest held event, they are added at the newest end, and the window's oldest leave
//   it past the limit (read from the store by a seek from the oldest held event, so the cost is the
//   batch's, not the window's). An event that arrives older than the newest held one (a late or
//   out-of-order batch) drops the learner, who is loaded again on the next read.
// Only writes through the service reach the store (one process owns the embedded database), so
// nothing else can make a held state stale.
import { LRUCache } from 'lru-cache';
import { DEFAULT_BKT, type BktParams } from './bkt.js';
import { compareStoreOrder } from './profile.js';
import { isAfter, ProfileState } from './profile-state.js';
import type { EventStore, StoredEvent } from './store.js';
import type { Taxonomy } from './taxonomy.js';

export interface LearnerProfilesOptions {
  store: EventStore;
  taxonomy: Taxonomy;
  /** Events a profile is computed from: the newest this many. */
  window: number;
  /** Learners held at most. */
  maxLearners?: number;
  /** Bound on the sum of ProfileState.size() (roughly bytes held). */
  maxSize?: number;
  bkt?: BktParams;
}

export class LearnerProfiles {
  private readonly held: LRUCache<string, ProfileState>;

  constructor(private readonly o: LearnerProfilesOptions) {
    this.held = new LRUCache({ max: o.maxLearners ?? 2000, maxSize: o.maxSize ?? 64 * 1024 * 1024, sizeCalculation: (s) => Math.max(1, s.size()) });
  }

  /** The learner's state, loaded from the store if not held. */
  state(userId: string): ProfileState {
    let s = this.held.get(userId);
    if (!s) {
      s = new ProfileState(this.o.taxonomy, this.o.bkt ?? DEFAULT_BKT);
      for (const e of this.o.store.forUser(userId, this.o.window)) s.add(e);
      this.held.set(userId, s);
    }
    return s;
  }

  /** Applies events just stored (the store's `add` result) to the learners held. */
  stored(events: readonly StoredEvent[]): void {
    const byUser = new Map<string, StoredEvent[]>();
    for (const e of events) {
      if (!this.held.has(e.userId)) continue;
      let list = byUser.get(e.userId);
      if (!list) byUser.set(e.userId, (list = []));
      list.push(e);
    }
    for (const [userId, list] of byUser) {
      const s = this.held.peek(userId)!;
      list.sort(compareStoreOrder);
      if (!isAfter(list[0]!, s.newest)) {
        this.held.delete(userId);
        continue;
      }
      for (const e of list) s.add(e);
      if (this.trim(userId, s)) this.held.set(userId, s); // its size changed
      else this.held.delete(userId);
    }
  }

  /** Lets the window's oldest events go until it holds `window` events; false if the store disagrees. */
  private trim(userId: string, s: ProfileState): boolean {
    const excess = s.count - this.o.window;
    if (excess <= 0) return true;
    const rows = this.o.store.from(userId, s.oldest!, excess + 1);
    if (rows.length <= excess || rows[0]!.id !== s.oldest!.id) return false;
    for (let i = 0; i < excess; i++) {
      const next = rows[i + 1];
      s.remove(rows[i]!, next ? { timestamp: next.timestamp, id: next.id } : null);
    }
    return true;
  }
}

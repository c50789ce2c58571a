// Each learner's profile state (profile-state.ts), kept between requests so a profile read or a
// class's progress does not re-read and re-fold up to 20,000 events per learner per request.
// - A learner not held is loaded from the store (the full window, with the learner's version read
//   in the same snapshot) and then kept, in an LRU bounded by learners (2,000) and by roughly the
//   bytes they hold (64 MB).
// - Several instances may store events about one learner, and each keeps its own states: a held
//   state is served only if the store's version of the learner (one indexed read per request) is
//   not newer than the held one; otherwise it is loaded again. So a state is never stale, whichever
//   instance accepted the events, and nothing is shared between instances but the records.
// - Events this instance stores are applied to a held learner as they arrive, when the batch's
//   version follows the held one (no other instance stored in between) and the events come after
//   the newest held event in the store's order: added at the newest end, and the window's oldest
//   leave it past the limit (read from the store by a seek from the oldest held event, so the cost
//   is the batch's, not the window's). Anything else (a late or out-of-order batch, another
//   instance's events in between) drops the learner, who is loaded again on the next read.
import { LRUCache } from 'lru-cache';
import { DEFAULT_BKT, type BktParams } from './bkt.js';
import { compareStoreOrder } from './profile.js';
import { isAfter, ProfileState } from './profile-state.js';
import type { AddedEvents, EventStore, StoredEvent } from './store.js';
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

/** A state and the learner's version it reflects exactly. */
interface Held {
  state: ProfileState;
  version: number;
}

export class LearnerProfiles {
  private readonly held: LRUCache<string, Held>;
  /** Loads in progress, shared by concurrent reads of the same learner. */
  private readonly loading = new Map<string, Promise<Held>>();

  constructor(private readonly o: LearnerProfilesOptions) {
    this.held = new LRUCache({ max: o.maxLearners ?? 2000, maxSize: o.maxSize ?? 64 * 1024 * 1024, sizeCalculation: (h) => Math.max(1, h.state.size()) });
  }

  /** The learner's current state: the held one if no events were stored since, else loaded. */
  async state(userId: string): Promise<ProfileState> {
    return (await this.states([userId])).get(userId)!;
  }

  /** Each learner's current state (one version read for all of them). */
  async states(userIds: readonly string[]): Promise<Map<string, ProfileState>> {
    const versions = await this.o.store.versions([...new Set(userIds)]);
    const out = new Map<string, ProfileState>();
    for (const [userId, version] of versions) {
      const held = this.held.get(userId);
      out.set(userId, held && held.version >= version ? held.state : (await this.load(userId, version)).state);
    }
    return out;
  }

  /** Applies events just stored by this instance (the store's `add` result) to the learners held. */
  async stored(added: AddedEvents): Promise<void> {
    const byUser = new Map<string, StoredEvent[]>();
    for (const e of added.stored) {
      if (!this.held.has(e.userId)) continue;
      let list = byUser.get(e.userId);
      if (!list) byUser.set(e.userId, (list = []));
      list.push(e);
    }
    for (const [userId, list] of byUser) {
      try {
        await this.apply(userId, list.sort(compareStoreOrder), added.versions.get(userId)!);
      } catch {
        // The events are stored: a failed read of the window's edge only costs a reload.
        this.held.delete(userId);
      }
    }
  }

  private load(userId: string, atLeast: number): Promise<Held> {
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = (async () => {
        const { version, value: events } = await this.o.store.forUser(userId, this.o.window);
        const state = new ProfileState(this.o.taxonomy, this.o.bkt ?? DEFAULT_BKT);
        for (const e of events) state.add(e);
        const loaded = { state, version };
        const held = this.held.peek(userId);
        if (!held || held.version < version) this.held.set(userId, loaded);
        return loaded;
      })().finally(() => this.loading.delete(userId));
      this.loading.set(userId, pending);
    }
    // A load that started before the version this read saw may miss its events: load again.
    return pending.then((h) => (h.version >= atLeast ? h : this.load(userId, atLeast)));
  }

  private async apply(userId: string, list: StoredEvent[], version: number): Promise<void> {
    const held = this.held.peek(userId);
    if (!held) return;
    if (held.version !== version - 1 || !isAfter(list[0]!, held.state.newest)) {
      this.drop(userId, held, version);
      return;
    }
    const s = held.state;
    const excess = s.count + list.length - this.o.window;
    const oldest = s.oldest ?? list[0]!;
    // The window's oldest that leave it, read before anything changes (the read awaits).
    const leaving = excess > 0 ? await this.o.store.from(userId, oldest, excess + 1) : undefined;
    if (this.held.peek(userId) !== held || held.version !== version - 1) return; // changed meanwhile
    if (leaving && (leaving.version !== version || leaving.value.length <= excess || leaving.value[0]!.id !== oldest.id)) {
      this.drop(userId, held, version);
      return;
    }
    for (const e of list) s.add(e);
    for (let i = 0; leaving && i < excess; i++) {
      const next = leaving.value[i + 1];
      s.remove(leaving.value[i]!, next ? { timestamp: next.timestamp, id: next.id } : null);
    }
    held.version = version;
    this.held.set(userId, held); // its size changed
  }

  /** Lets a state go that cannot follow `version`, unless it already reflects it. */
  private drop(userId: string, held: Held, version: number): void {
    if (held.version < version) this.held.delete(userId);
  }
}

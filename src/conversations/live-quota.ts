// Who holds the live-session capacity. A session is live from creation until it ends (by /end,
// max_user_turns, max_size_reached), is deleted or expires; an ended session is still held (its
// report is readable until its TTL) but no longer counts. Each live session is counted under its
// holders: its API key, and for demo sessions also the client address, so neither one caller nor
// the demo key as a whole can take all of SESSION_MAX_LIVE and lock everyone else out.
// This is the in-memory count of one instance (its expiry comes from the session store's expiry
// listener); with REDIS_URL the counts are shared (storage/live/holder-quota.ts).
import type { AdmissionLimits, HolderQuota, Refusal } from '../storage/live/holder-quota.js';

export class LiveQuota implements HolderQuota {
  /** Live session id -> holder tags. */
  private readonly live = new Map<string, readonly string[]>();
  private readonly perHolder = new Map<string, number>();

  total(): number {
    return this.live.size;
  }

  held(holder: string): number {
    return this.perHolder.get(holder) ?? 0;
  }

  add(id: string, holders: readonly string[]): void {
    if (this.live.has(id)) return;
    this.live.set(id, holders);
    for (const h of holders) this.perHolder.set(h, this.held(h) + 1);
  }

  admit(id: string, holders: readonly string[], _expiresAt: number, limits: AdmissionLimits): Refusal | null {
    if (this.live.has(id)) return null;
    if (this.live.size >= limits.total) return { full: 'all' };
    const holder = holders.find((h) => this.held(h) >= limits.shareOf(h));
    if (holder !== undefined) return { full: 'holder', holder };
    this.add(id, holders);
    return null;
  }

  /** The session ended, was deleted or expired; idempotent. */
  release(id: string): void {
    const holders = this.live.get(id);
    if (holders === undefined) return;
    this.live.delete(id);
    for (const h of holders) {
      const left = this.held(h) - 1;
      if (left > 0) this.perHolder.set(h, left);
      else this.perHolder.delete(h);
    }
  }
}

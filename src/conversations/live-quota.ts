// Who holds the live-session capacity. A session is live from creation until it ends (by /end,
// max_user_turns, max_size_reached), is deleted or expires; an ended session is still held (its
// report is readable until its TTL) but no longer counts. Each live session is counted under one
// holder: its API key, or for demo sessions the client address, so one caller cannot take the
// whole of SESSION_MAX_LIVE and lock everyone else out.
export class LiveQuota {
  /** Live session id -> holder tag. */
  private readonly live = new Map<string, string>();
  private readonly perHolder = new Map<string, number>();

  get total(): number {
    return this.live.size;
  }

  held(holder: string): number {
    return this.perHolder.get(holder) ?? 0;
  }

  add(id: string, holder: string): void {
    if (this.live.has(id)) return;
    this.live.set(id, holder);
    this.perHolder.set(holder, this.held(holder) + 1);
  }

  /** The session ended, was deleted or expired; idempotent. */
  release(id: string): void {
    const holder = this.live.get(id);
    if (holder === undefined) return;
    this.live.delete(id);
    const left = this.held(holder) - 1;
    if (left > 0) this.perHolder.set(holder, left);
    else this.perHolder.delete(holder);
  }
}

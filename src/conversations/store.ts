// Where live sessions are kept: in one instance's memory by default, or in Redis when REDIS_URL is
// set (storage/live/expiring-store.ts; docs/conversations.md). The port answers with a value or a
// promise; this memory store answers at once, so a built-in turn needs no promise.
// In memory, expiry is enforced twice: lazily on every read (so an expired session is gone the instant its
// TTL passes, whatever the sweep timing), and by one shared periodic sweep that frees the memory of
// sessions nobody asks for again. There is never a timer per session.
import type { Clock } from '../clock.js';
import type { Expiring, ExpiringStore } from '../storage/live/expiring-store.js';
import { isPromise, type Awaitable } from '../storage/live/awaitable.js';

export type { Expiring } from '../storage/live/expiring-store.js';

/** Where live sessions are kept (memory, or Redis through the same port). */
export type SessionStore<T extends Expiring> = ExpiringStore<T>;

export class MemorySessionStore<T extends Expiring> implements SessionStore<T> {
  private readonly entries = new Map<string, T>();
  private readonly expiryListeners: Array<(id: string) => void> = [];

  constructor(private readonly clock: Clock) {}

  onExpire(listener: (id: string) => void): void {
    this.expiryListeners.push(listener);
  }

  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.drop(id);
      return undefined;
    }
    return entry;
  }

  set(id: string, value: T): void {
    this.entries.set(id, value);
  }

  delete(id: string): boolean {
    return this.entries.delete(id);
  }

  size(): number {
    return this.entries.size;
  }

  sweep(): number {
    const now = this.clock.now();
    let dropped = 0;
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.drop(id);
        dropped++;
      }
    }
    return dropped;
  }

  private drop(id: string): void {
    this.entries.delete(id);
    for (const listener of this.expiryListeners) listener(id);
  }
}

/**
 * Runs `store.sweep()` every `intervalMs` on one unref'd timer (it never keeps the process alive).
 * Returns the function that stops it; the area's close() calls it.
 */
export function startSweeper(store: Pick<SessionStore<Expiring>, 'sweep'>, intervalMs: number, onError: (err: unknown) => void = () => undefined): () => void {
  const timer = setInterval(() => {
    const swept: Awaitable<number> = store.sweep();
    // A shared store that is briefly unreachable is swept at the next tick.
    if (isPromise(swept)) swept.catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

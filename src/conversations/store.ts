// Where live sessions are kept: in one instance's memory (docs/conversations.md); the interface
// is narrow so a shared store (e.g. Redis) can replace the in-memory one without touching callers.
// Expiry is enforced twice: lazily on every read (so an expired session is gone the instant its
// TTL passes, whatever the sweep timing), and by one shared periodic sweep that frees the memory of
// sessions nobody asks for again. There is never a timer per session.
import type { Clock } from '../clock.js';

export interface Expiring {
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
}

export interface SessionStore<T extends Expiring> {
  /** The live entry, or undefined when absent or expired (an expired entry is dropped). */
  get(id: string): T | undefined;
  set(id: string, value: T): void;
  delete(id: string): boolean;
  /** Entries held, expired-but-not-yet-swept ones included. */
  size(): number;
  /** Drops every expired entry; returns how many were dropped. */
  sweep(): number;
  /** Tells `listener` about every entry dropped by expiry (lets the owner free related state). */
  onExpire(listener: (id: string) => void): void;
}

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
export function startSweeper(store: Pick<SessionStore<Expiring>, 'sweep'>, intervalMs: number): () => void {
  const timer = setInterval(() => store.sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

// The in-memory session store: lazy expiry on read, one shared sweep, no timer per session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { MemorySessionStore, startSweeper } from '../../src/conversations/store.js';

describe('MemorySessionStore', () => {
  afterEach(() => vi.useRealTimers());

  it('treats an entry as gone the moment it expires, and frees it on that read', () => {
    const clock = new ManualClock(1000);
    const expired: string[] = [];
    const store = new MemorySessionStore<{ expiresAt: number; v: number }>(clock);
    store.onExpire((id) => expired.push(id));
    store.set('a', { expiresAt: 2000, v: 1 });
    expect(store.get('a')?.v).toBe(1);
    clock.set(1999);
    expect(store.get('a')).toBeDefined();
    clock.set(2000);
    expect(store.get('a')).toBeUndefined();
    expect(store.size()).toBe(0);
    expect(expired).toEqual(['a']);
  });

  it('sweep drops every expired entry and keeps live ones', () => {
    const clock = new ManualClock(0);
    const store = new MemorySessionStore<{ expiresAt: number }>(clock);
    for (let i = 0; i < 100; i++) store.set(`s${i}`, { expiresAt: i < 60 ? 10 : 1000 });
    clock.set(10);
    expect(store.sweep()).toBe(60);
    expect(store.size()).toBe(40);
    expect(store.delete('s99')).toBe(true);
    expect(store.delete('s99')).toBe(false);
  });

  it('runs the sweep on one unref’d interval that close stops', () => {
    vi.useFakeTimers();
    const sweep = vi.fn(() => 0);
    const stop = startSweeper({ sweep }, 1000);
    vi.advanceTimersByTime(3500);
    expect(sweep).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(5000);
    expect(sweep).toHaveBeenCalledTimes(3);
  });
});

// A writer's bytes per UTC day, kept in a table of (writer, day, bytes) inside the write's own
// transaction: the xAPI embedded store and the analytics events bound each writer's day with it.
// The store supplies its two statements and raises its own refusal.

const DAY_MS = 86_400_000;

export interface DailyTallyQueries {
  /** Adds `bytes` to the writer's row of `day` (an upsert that locks it to the commit); the day's total. */
  add(day: string, bytes: number): Promise<number>;
  /** Deletes the writer's rows of days before `day`: only today's is ever read. */
  dropEarlier(day: string): Promise<void>;
}

/**
 * Adds `added` bytes to the writer's tally of the UTC day of `nowMs`. Undefined while the day's
 * total is within `limit`; past it, the seconds until the next UTC midnight (the Retry-After of the
 * store's refusal, which must roll the transaction back, the tally with it).
 */
export async function addToDailyTally(q: DailyTallyQueries, added: number, limit: number, nowMs: number): Promise<number | undefined> {
  const dayStart = nowMs - (nowMs % DAY_MS);
  const day = new Date(dayStart).toISOString().slice(0, 10);
  const total = await q.add(day, added);
  // The writer's first write of the day: their earlier days go.
  if (total === added) await q.dropEarlier(day);
  if (total <= limit) return undefined;
  return Math.ceil((dayStart + DAY_MS - nowMs) / 1000);
}

// The event store's contract on both record engines: de-duplication by (user, id), the store's
// order (code points, whatever the database's locale), the profile's window and seeks, and the
// learner versions that tell an instance another one has stored events (concurrent batches about
// one learner each get their own version, and a retried event is stored once), and a writer's
// daily byte bound (only the rows a call inserted count; a refused call stores nothing).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqlEventStore } from '../../src/analytics/index.js';
import type { AnalyticsEvent } from '../../src/analytics/schemas.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';

const AT = '2026-01-02T00:00:00.000Z';
const ev = (userId: string, id: string, minute: number, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id,
  userId,
  type: 'reading.page_opened',
  context: 'reading',
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  ...extra,
});
const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);

describe.each(RECORD_ENGINES)('the event store on %s', (kind) => {
  const open = recordEngines();
  const store = async () => new SqlEventStore(await open(kind));

  it('stores a batch once, in the order given, and bumps the version of each learner it stored for', async () => {
    const s = await store();
    expect(await s.versions(['ana', 'bo'])).toEqual(new Map([['ana', 0], ['bo', 0]]));
    const first = await s.add([ev('bo', 'x', 1), ev('ana', 'b', 2, { conceptId: 'fractions', outcome: { correct: true } }), ev('ana', 'a', 3)], AT);
    expect(first.stored.map((e) => [e.userId, e.id, e.receivedAt])).toEqual([['bo', 'x', AT], ['ana', 'b', AT], ['ana', 'a', AT]]);
    expect(first.stored[1]).toMatchObject({ conceptId: 'fractions', outcome: { correct: true } });
    expect(first.versions).toEqual(new Map([['ana', 1], ['bo', 1]]));
    // A retried batch stores nothing and changes no version; a new event of one learner bumps theirs only.
    expect(await s.add([ev('ana', 'a', 3), ev('bo', 'x', 1)], AT)).toEqual({ stored: [], versions: new Map() });
    const third = await s.add([ev('ana', 'a', 3), ev('ana', 'c', 4)], AT);
    expect(ids(third.stored)).toEqual(['c']);
    expect(third.versions).toEqual(new Map([['ana', 2]]));
    expect(await s.versions(['ana', 'bo', 'cy'])).toEqual(new Map([['ana', 2], ['bo', 1], ['cy', 0]]));
    expect(await s.versions(['bo'])).toEqual(new Map([['bo', 1]]));
  });

  it('answers a batch that is partly stored already with only its new events (the plain insert undone, the naming one kept)', async () => {
    const s = await store();
    const LATER = '2026-01-03T00:00:00.000Z';
    await s.add([ev('ana', 'a', 1), ev('bo', 'b', 2)], AT);
    const again = await s.add([ev('bo', 'new', 3), ev('ana', 'a', 1, { type: 'video.video_played', context: 'video' }), ev('ana', 'n2', 4), ev('ana', 'n2', 5)], LATER);
    expect(again.stored.map((e) => [e.userId, e.id, e.timestamp, e.receivedAt])).toEqual([
      ['bo', 'new', ev('', '', 3).timestamp, LATER],
      ['ana', 'n2', ev('', '', 4).timestamp, LATER],
    ]);
    expect(again.versions).toEqual(new Map([['ana', 2], ['bo', 2]]));
    // Each event once: the one stored before kept its body and time, nothing of the undone insert stayed.
    const ana = (await s.forUser('ana', 10)).value;
    expect(ana.map((e) => [e.id, e.type, e.receivedAt])).toEqual([['a', 'reading.page_opened', AT], ['n2', 'reading.page_opened', LATER]]);
    expect((await s.forUser('bo', 10)).value.map((e) => e.id)).toEqual(['b', 'new']);
    // A batch all new afterwards is stored whole, in the order given.
    expect(ids((await s.add([ev('ana', 'z', 9), ev('ana', 'y', 8)], LATER)).stored)).toEqual(['z', 'y']);
  });

  it('keeps the first of two events with the same id in one batch', async () => {
    const s = await store();
    const added = await s.add([ev('ana', 'same', 1, { type: 'video.video_played', context: 'video' }), ev('ana', 'same', 2)], AT);
    expect(added.stored.map((e) => e.type)).toEqual(['video.video_played']);
    expect((await s.forUser('ana', 10)).value.map((e) => e.type)).toEqual(['video.video_played']);
  });

  it('reads a learner in the store\'s order (timestamp, then id by code point) with the version it saw', async () => {
    const s = await store();
    // Same instant: "B" (66) before "a" (97) before "é"; a locale's order would put "a" first.
    await s.add([ev('ana', 'é', 5), ev('ana', 'a', 5), ev('ana', 'B', 5), ev('ana', 'z', 1), ev('bo', 'q', 3)], AT);
    await s.add([ev('ana', 'late', 0)], AT);
    const all = await s.forUser('ana', 10);
    expect(all).toMatchObject({ version: 2 });
    expect(ids(all.value)).toEqual(['late', 'z', 'B', 'a', 'é']);
    // The newest `limit`, oldest first.
    expect(ids((await s.forUser('ana', 3)).value)).toEqual(['B', 'a', 'é']);
    expect(await s.forUser('nobody', 3)).toEqual({ version: 0, value: [] });
  });

  it('seeks from a key (included) in the store\'s order', async () => {
    const s = await store();
    await s.add([ev('ana', 'a', 5), ev('ana', 'B', 5), ev('ana', 'c', 6), ev('ana', 'd', 4), ev('bo', 'a', 5)], AT);
    const at = (id: string, minute: number) => ({ timestamp: ev('', id, minute).timestamp, id });
    expect(await s.from('ana', at('B', 5), 2)).toMatchObject({ version: 1, value: [{ id: 'B' }, { id: 'a' }] });
    expect(ids((await s.from('ana', at('a', 5), 10)).value)).toEqual(['a', 'c']);
    expect(ids((await s.from('ana', at('C', 5), 10)).value)).toEqual(['a', 'c']);
    expect(ids((await s.from('ana', at('a', 7), 10)).value)).toEqual([]);
  });

  it('gives concurrent batches about one learner one version each, and a racing retry one winner', async () => {
    const engine = await open(kind);
    // Separate store objects, as separate instances would have.
    const [a, b, c] = [new SqlEventStore(engine), new SqlEventStore(engine), new SqlEventStore(engine)];
    const results = await Promise.all([
      a.add([ev('ana', 'one', 1), ev('bo', 'shared', 1)], AT),
      b.add([ev('bo', 'shared', 1), ev('ana', 'two', 2)], AT),
      c.add([ev('ana', 'three', 3), ev('bo', 'shared', 1)], AT),
    ]);
    expect(results.map((r) => r.versions.get('ana')).sort()).toEqual([1, 2, 3]);
    // "shared" was stored by exactly one of them, which alone bumped bo.
    expect(results.filter((r) => r.stored.some((e) => e.id === 'shared'))).toHaveLength(1);
    expect(results.flatMap((r) => [...r.versions.entries()].filter(([u]) => u === 'bo'))).toEqual([['bo', 1]]);
    expect(ids((await a.forUser('ana', 10)).value)).toEqual(['one', 'two', 'three']);
    expect(await a.versions(['ana', 'bo'])).toEqual(new Map([['ana', 3], ['bo', 1]]));
  });

  it("counts a writer's bytes per UTC day: only rows inserted, a refused call stores nothing, a new day starts afresh", async () => {
    const size = Buffer.byteLength(JSON.stringify(ev('ana', 'a', 1)));
    const engine = await open(kind);
    const s = new SqlEventStore(engine, { writerBytesPerDay: 3 * size });
    const NEXT_DAY = '2026-01-03T00:00:00.000Z';
    await s.add([ev('ana', 'a', 1), ev('ana', 'b', 2)], AT, 'w');
    // Of a batch partly stored already (and an id given twice), only the new row counts: 3 rows' worth.
    expect(ids((await s.add([ev('ana', 'a', 1), ev('ana', 'c', 3), ev('ana', 'c', 4), ev('ana', 'b', 2)], AT, 'w')).stored)).toEqual(['c']);
    expect((await s.add([ev('ana', 'a', 1)], AT, 'w')).stored).toEqual([]);
    const refused = s.add([ev('ana', 'd', 4), ev('bo', 'd', 4)], AT, 'w');
    await expect(refused).rejects.toMatchObject({ code: 'quota_exceeded', status: 429, headers: { 'Retry-After': '86400' } });
    expect(ids((await s.forUser('ana', 10)).value)).toEqual(['a', 'b', 'c']);
    expect(await s.versions(['ana', 'bo'])).toEqual(new Map([['ana', 2], ['bo', 0]]));
    // Another writer, and a call without one, are not this writer's bytes.
    await s.add([ev('bo', 'd', 4)], AT, 'other');
    await s.add([ev('bo', 'e', 5)], AT);
    // The next UTC day of the time given; the writer's earlier days are dropped.
    await s.add([ev('ana', 'd', 4)], NEXT_DAY, 'w');
    const tallies = await sql<{ writer: string; day: string; bytes: number | string }>`SELECT writer, day, bytes FROM analytics_writer_day_bytes ORDER BY writer, day`.execute(engine.db);
    expect(tallies.rows.map((r) => [r.writer, r.day, Number(r.bytes)])).toEqual([
      ['other', '2026-01-02', Buffer.byteLength(JSON.stringify(ev('bo', 'd', 4)))],
      ['w', '2026-01-03', size],
    ]);
  });

  if (kind === 'postgres') {
    it('compares keys and times by code point whatever the database\'s locale (COLLATE "C")', async () => {
      const engine = await open(kind);
      const rows = await sql<{ table_name: string; column_name: string; collation_name: string | null }>`
        SELECT table_name, column_name, collation_name FROM information_schema.columns
        WHERE table_name IN ('analytics_events', 'analytics_learners') AND column_name IN ('user_id', 'id', 'ts')
        ORDER BY table_name, column_name`.execute(engine.db);
      expect(rows.rows.map((r) => [r.table_name, r.column_name, r.collation_name])).toEqual([
        ['analytics_events', 'id', 'C'],
        ['analytics_events', 'ts', 'C'],
        ['analytics_events', 'user_id', 'C'],
        ['analytics_learners', 'user_id', 'C'],
      ]);
    });
  }
});

// The map pointer index's contract on both record engines: a request's map is found, replaced by a
// regeneration, never replaced by a backfilled older pointer, and one of two racing writes wins.
// SQLite: writing a pointer leaves the connection's durability setting as it found it, and never
// joins another write's open transaction.
import { describe, expect, it } from 'vitest';
import { SqlMapPointers } from '../../src/maps/index.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';

const KEY = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

describe.each(RECORD_ENGINES)('map pointers on %s', (kind) => {
  const open = recordEngines();
  const pointers = async () => new SqlMapPointers(await open(kind));

  it('finds what was set, and a regeneration replaces it', async () => {
    const p = await pointers();
    expect(await p.get(KEY)).toBeUndefined();
    await p.set(KEY, 'map-1');
    await p.set(OTHER, 'map-2');
    expect([await p.get(KEY), await p.get(OTHER)]).toEqual(['map-1', 'map-2']);
    await p.set(KEY, 'map-3');
    expect(await p.get(KEY)).toBe('map-3');
  });

  it("records an older deployment's pointer only where none exists", async () => {
    const p = await pointers();
    await p.backfill(KEY, 'old');
    expect(await p.get(KEY)).toBe('old');
    await p.set(KEY, 'new');
    await p.backfill(KEY, 'old');
    expect(await p.get(KEY)).toBe('new');
  });

  it('keeps one of two racing writes, whichever instance made them', async () => {
    const engine = await open(kind);
    const [a, b] = [new SqlMapPointers(engine), new SqlMapPointers(engine)];
    await Promise.all([a.set(KEY, 'from-a'), b.set(KEY, 'from-b'), a.backfill(OTHER, 'old'), b.set(OTHER, 'fresh')]);
    expect(['from-a', 'from-b']).toContain(await a.get(KEY));
    expect(await b.get(KEY)).toBe(await a.get(KEY));
    expect(['old', 'fresh']).toContain(await a.get(OTHER));
  });

  if (kind === 'sqlite') {
    it("leaves the connection's durability setting as it was (FULL, set by openDatabase)", async () => {
      const engine = await open(kind);
      const p = new SqlMapPointers(engine);
      expect(engine.sqlite!.pragma('synchronous', { simple: true })).toBe(2);
      await p.set(KEY, 'map-1');
      expect(engine.sqlite!.pragma('synchronous', { simple: true })).toBe(2);
    });

    it("never commits or rolls back with another write's transaction open on the file", async () => {
      const engine = await open(kind);
      const p = new SqlMapPointers(engine);
      const db = engine.db.withTables<{ map_pointers: { request_key: string; map_id: string } }>();
      let written: Promise<void> | undefined;
      // A transaction open across an await, rolled back: the pointer set meanwhile waits for it.
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('map_pointers').values({ request_key: OTHER, map_id: 'rolled-back' }).execute();
          expect(engine.sqlite!.inTransaction).toBe(true);
          written = p.set(KEY, 'map-1');
          await new Promise((resolve) => setTimeout(resolve, 5));
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await written;
      expect([await p.get(KEY), await p.get(OTHER)]).toEqual(['map-1', undefined]);
      expect(engine.sqlite!.pragma('synchronous', { simple: true })).toBe(2);
    });
  }
});

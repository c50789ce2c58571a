// The class-content store's contract on both record engines: every method, the guard's refusal
// writing nothing, the version limit, and concurrent writers through different instances (their
// own SQLite handles on one file, their own PostgreSQL pools on one database): one winner when
// they race on one ETag, and no version lost or numbered twice when they do not.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AnyContent } from '../../src/content/index.js';
import { SqlContentStore } from '../../src/content/sql-store.js';
import { VersionLimitReached, type ContentKey, type ModeState, type VersionDraft, type WriteGuard } from '../../src/content/store.js';
import { RECORD_ENGINES } from '../helpers/record-engines.js';
import { recordInstances } from '../helpers/record-instances.js';

const open = recordInstances();
const KEY: ContentKey = { classId: 'class-1', competencyId: 'photosynthesis', mode: 'KE' };
const COMPETENCY = { name: 'Photosynthesis', description: 'How plants make glucose.' };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();

const draft = (title: string, extra: Partial<VersionDraft> = {}): VersionDraft => ({
  content: { title } as unknown as AnyContent,
  generatedAt: at(0),
  editedBy: 'owner@school.test',
  lastEditedAt: at(0),
  editCount: 0,
  generator: { provider: 'builtin', model: 'builtin-content-v2' },
  basedOn: null,
  notes: [],
  generated: true,
  ...extra,
});

const always: WriteGuard = () => {};
/** What the service's If-Match check does: refuse unless the mode is still at `revision`. */
class Stale extends Error {}
const ifRevision =
  (revision: number): WriteGuard =>
  (s) => {
    if (s?.revision !== revision) throw new Stale();
  };

async function stores(kind: (typeof RECORD_ENGINES)[number], n = 1) {
  return (await open(kind, n)).map((engine) => new SqlContentStore(engine));
}

describe.each(RECORD_ENGINES)('content store on %s', (kind) => {
  it('adds the first versions of a new competency and mode (the first active) and reads them back', async () => {
    const [store] = await stores(kind);
    expect(await store!.listCompetencies(KEY.classId)).toEqual([]);
    expect(await store!.modeState(KEY)).toBeUndefined();
    expect(await store!.competency(KEY.classId, KEY.competencyId)).toBeUndefined();

    const added = await store!.addVersions(KEY, COMPETENCY, [draft('one', { notes: ['ignored customPrompt'] }), draft('two')], always);
    expect(added).toEqual({ versions: [1, 2], state: { activeVersion: 1, revision: 1, generatedTotal: 2, versions: [1, 2] } });
    expect(await store!.modeState(KEY)).toEqual(added.state);
    expect(await store!.competency(KEY.classId, KEY.competencyId)).toEqual({ competencyId: 'photosynthesis', ...COMPETENCY });
    expect(await store!.version(KEY, 1)).toEqual({
      version: 1,
      content: { title: 'one' },
      generatedAt: at(0),
      editedBy: 'owner@school.test',
      lastEditedAt: at(0),
      editCount: 0,
      generator: { provider: 'builtin', model: 'builtin-content-v2' },
      basedOn: null,
      notes: ['ignored customPrompt'],
    });
    expect(await store!.version(KEY, 3)).toBeUndefined();
    expect(await store!.version({ ...KEY, mode: 'SATA' }, 1)).toBeUndefined();
  });

  it('an edit is a new version at the lowest free number; it counts as a write, not as generated', async () => {
    const [store] = await stores(kind);
    await store!.addVersions(KEY, COMPETENCY, [draft('one'), draft('two'), draft('three')], always);
    await store!.deleteVersion(KEY, 2, always);
    const edit = await store!.addVersions(KEY, COMPETENCY, [draft('edited', { generated: false, basedOn: 3, editCount: 1, lastEditedAt: at(5) })], always);
    expect(edit.versions).toEqual([2]);
    expect(edit.state).toEqual({ activeVersion: 1, revision: 3, generatedTotal: 3, versions: [1, 2, 3] });
    expect(await store!.version(KEY, 2)).toMatchObject({ basedOn: 3, editCount: 1, lastEditedAt: at(5), content: { title: 'edited' } });
  });

  it('lists a class’s competencies in creation order with each mode’s versions; the latest write names the competency', async () => {
    const [store] = await stores(kind);
    await store!.addVersions({ ...KEY, competencyId: 'zebra' }, { name: 'Zebra', description: '' }, [draft('z')], always);
    await store!.addVersions(KEY, COMPETENCY, [draft('k1'), draft('k2')], always);
    await store!.addVersions({ ...KEY, mode: 'SATA' }, { ...COMPETENCY, name: 'Photosynthesis, renamed' }, [draft('s1', { lastEditedAt: at(9) })], always);
    await store!.addVersions({ ...KEY, classId: 'class-2' }, COMPETENCY, [draft('other class')], always);
    await store!.setActive({ ...KEY, mode: 'KE' }, 2, always);
    expect(await store!.listCompetencies(KEY.classId)).toEqual([
      // Same created_at: by id.
      { competencyId: 'photosynthesis', name: 'Photosynthesis, renamed', description: COMPETENCY.description, modes: { KE: { activeVersion: 2, revision: 2, generatedTotal: 2, versions: [1, 2] }, SATA: { activeVersion: 1, revision: 1, generatedTotal: 1, versions: [1] } } },
      { competencyId: 'zebra', name: 'Zebra', description: '', modes: { KE: { activeVersion: 1, revision: 1, generatedTotal: 1, versions: [1] } } },
    ]);
  });

  it('setActive and deleteVersion bump the revision; a guard that throws writes nothing', async () => {
    const [store] = await stores(kind);
    await store!.addVersions(KEY, COMPETENCY, [draft('one'), draft('two'), draft('three')], always);
    expect(await store!.setActive(KEY, 3, always)).toEqual({ activeVersion: 3, revision: 2, generatedTotal: 3, versions: [1, 2, 3] });
    expect(await store!.deleteVersion(KEY, 1, always)).toEqual({ activeVersion: 3, revision: 3, generatedTotal: 3, versions: [2, 3] });

    const refuse: WriteGuard = () => {
      throw new Stale();
    };
    await expect(store!.addVersions(KEY, { name: 'Renamed', description: 'x' }, [draft('no')], refuse)).rejects.toBeInstanceOf(Stale);
    await expect(store!.setActive(KEY, 2, refuse)).rejects.toBeInstanceOf(Stale);
    await expect(store!.deleteVersion(KEY, 2, refuse)).rejects.toBeInstanceOf(Stale);
    await expect(store!.addVersions({ ...KEY, mode: 'SPL' }, COMPETENCY, [draft('no')], refuse)).rejects.toBeInstanceOf(Stale);
    expect(await store!.modeState(KEY)).toEqual({ activeVersion: 3, revision: 3, generatedTotal: 3, versions: [2, 3] });
    expect(await store!.modeState({ ...KEY, mode: 'SPL' })).toBeUndefined();
    expect(await store!.competency(KEY.classId, KEY.competencyId)).toEqual({ competencyId: 'photosynthesis', ...COMPETENCY });
  });

  it('refuses more versions than numbers are free (VersionLimitReached with the count), writing nothing', async () => {
    const [store] = await stores(kind);
    await store!.addVersions(KEY, COMPETENCY, [draft('1'), draft('2'), draft('3')], always);
    const refused = await store!.addVersions(KEY, COMPETENCY, [draft('4'), draft('5')], always).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(VersionLimitReached);
    expect((refused as VersionLimitReached).free).toBe(1);
    expect((await store!.modeState(KEY))!.versions).toEqual([1, 2, 3]);
    expect((await store!.addVersions(KEY, COMPETENCY, [draft('4')], always)).versions).toEqual([4]);
  });

  it('concurrent writes on one ETag through two instances: exactly one wins, the others see the new state and are refused', async () => {
    const [a, b] = await stores(kind, 2);
    const { state } = await a!.addVersions(KEY, COMPETENCY, [draft('base')], always);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? b! : a!).addVersions(KEY, COMPETENCY, [draft(`edit ${i}`, { generated: false })], ifRevision(state.revision))),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof Stale)).toBe(true);
    expect(await b!.modeState(KEY)).toEqual({ activeVersion: 1, revision: state.revision + 1, generatedTotal: 1, versions: [1, 2] });
  });

  it('concurrent writes without a precondition through two instances lose nothing: distinct numbers up to four, then the limit', async () => {
    const [a, b] = await stores(kind, 2);
    await a!.addVersions(KEY, COMPETENCY, [draft('base')], always);
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => (i % 2 ? b! : a!).addVersions(KEY, COMPETENCY, [draft(`write ${i}`)], always)));
    const numbers = results.flatMap((r) => (r.status === 'fulfilled' ? r.value.versions : []));
    expect(numbers.sort()).toEqual([2, 3, 4]);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof VersionLimitReached)).toBe(true);
    const final = (await a!.modeState(KEY)) as ModeState;
    expect(final).toEqual({ activeVersion: 1, revision: 4, generatedTotal: 4, versions: [1, 2, 3, 4] });
    // Every stored version is one of the writes that was answered with its number.
    const titles = await Promise.all([2, 3, 4].map(async (n) => ((await b!.version(KEY, n))!.content as unknown as { title: string }).title));
    expect(new Set(titles).size).toBe(3);
  });

  it('two instances creating the same new mode at once both write: one creates it, the other adds to it', async () => {
    const [a, b] = await stores(kind, 2);
    const [first, second] = await Promise.all([a!.addVersions(KEY, COMPETENCY, [draft('from a')], always), b!.addVersions(KEY, COMPETENCY, [draft('from b')], always)]);
    expect([...first.versions, ...second.versions].sort()).toEqual([1, 2]);
    expect(await a!.modeState(KEY)).toEqual({ activeVersion: 1, revision: 2, generatedTotal: 2, versions: [1, 2] });
  });

  it('a delete racing a set-active on the same version: never the active version deleted', async () => {
    const [a, b] = await stores(kind, 2);
    await a!.addVersions(KEY, COMPETENCY, [draft('1'), draft('2')], always);
    const notActive =
      (version: number): WriteGuard =>
      (s) => {
        if (s!.activeVersion === version) throw new Stale();
      };
    const exists =
      (version: number): WriteGuard =>
      (s) => {
        if (!s!.versions.includes(version)) throw new Stale();
      };
    const outcomes = await Promise.allSettled([a!.setActive(KEY, 2, exists(2)), b!.deleteVersion(KEY, 2, notActive(2))]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const final = (await a!.modeState(KEY))!;
    expect(final.versions).toContain(final.activeVersion);
  });
});

describe('content store on postgres, a write waiting for another', () => {
  it('a delete whose guard passed waits for a set-active holding the mode, then decides again on the new state', async () => {
    const [ea, eb] = await open('postgres', 2);
    const b = new SqlContentStore(eb!);
    await b.addVersions(KEY, COMPETENCY, [draft('1'), draft('2')], always);
    // Another instance makes version 2 active in a transaction it has not committed yet.
    const other = await ea!.db.startTransaction().execute();
    await sql`UPDATE class_content_modes SET active_version = 2, revision = revision + 1 WHERE class_id = ${KEY.classId}`.execute(other);
    const seen: ModeState[] = [];
    const deleting = b.deleteVersion(KEY, 2, (s) => {
      seen.push(s!);
      if (s!.activeVersion === 2) throw new Stale();
    });
    // A state, not a timer: the delete's claim is waiting for the other transaction's row lock.
    for (let waiting = 0; waiting === 0; ) {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'update "class_content_modes"%'`.execute(ea!.db);
      waiting = r.rows[0]!.n;
    }
    await other.commit().execute();
    await expect(deleting).rejects.toBeInstanceOf(Stale);
    expect(seen.map((s) => s.activeVersion)).toEqual([1, 2]);
    expect(await b.modeState(KEY)).toEqual({ activeVersion: 2, revision: 2, generatedTotal: 2, versions: [1, 2] });
  });
});

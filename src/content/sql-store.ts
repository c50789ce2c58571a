// ContentStore on the record engine (the SQLite file, or PostgreSQL with DATABASE_URL).
//
// Several instances may write one mode at once, so every write is optimistic: read the mode's
// state, hand it to the guard (version limit, If-Match), then claim the mode with a conditional
// UPDATE ... WHERE revision = <the revision the guard saw> (or, for a new mode, an INSERT that does
// nothing on conflict). A claim that changes no row means another writer got there first: the
// transaction is rolled back and run again on the new state, where the guard decides afresh (an
// If-Match that no longer matches is then 412). The claimed row stays locked to the commit on
// PostgreSQL; the primary key (class, competency, mode, version) still refuses a number twice.
import type { Kysely, Transaction } from 'kysely';
import { prepareQuery } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import type { Mode } from './content-schemas.js';
import { MAX_VERSIONS } from './limits.js';
import {
  VersionLimitReached,
  type CompetencyInfo,
  type CompetencyRecord,
  type ContentKey,
  type ContentStore,
  type ModeState,
  type StoredVersion,
  type VersionDraft,
  type VersionRecord,
  type WriteGuard,
} from './store.js';

// A type, not an interface: withTables wants an indexable record.
type ContentTables = {
  class_content_competencies: { class_id: string; competency_id: string; name: string; description: string; created_at: string };
  class_content_modes: { class_id: string; competency_id: string; mode: Mode; active_version: number; revision: number; generated_total: number };
  class_content_versions: {
    class_id: string;
    competency_id: string;
    mode: Mode;
    version: number;
    content: string;
    generated_at: string;
    edited_by: string;
    last_edited_at: string;
    edit_count: number;
    generator_provider: string;
    generator_model: string;
    based_on: number | null;
    notes: string;
  };
};

type Db = Kysely<ContentTables>;

/** Another writer changed the mode between our read and our claim: run the write again. */
class ModeChanged extends Error {
  override name = 'ModeChanged';
}

/** Every writer of a mode makes progress in turn, so a handful of attempts is plenty; the bound only stops a bug from spinning. */
const MAX_ATTEMPTS = 25;

/**
 * Races that a second attempt resolves: our own ModeChanged, a key another transaction inserted
 * first (PostgreSQL 23505, SQLite's constraint codes), PostgreSQL's serialization failure and
 * deadlock, and SQLite's busy file (another process holds the write lock, or our snapshot is stale).
 */
function isRace(err: unknown): boolean {
  if (err instanceof ModeChanged) return true;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return code === '23505' || code === '40001' || code === '40P01' || code.startsWith('SQLITE_BUSY') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const isBusy = (err: unknown) => String((err as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');

interface ListRow {
  competency_id: string;
  name: string;
  description: string;
  mode: Mode | null;
  active_version: number | null;
  revision: number | null;
  generated_total: number | null;
  version: number | null;
}

interface ModeVersionRow {
  active_version: number;
  revision: number;
  generated_total: number;
  version: number | null;
}

/** Rows of one mode joined with its versions (ascending) -> its state. */
function toState(rows: ModeVersionRow[]): ModeState | undefined {
  const first = rows[0];
  if (!first) return undefined;
  return {
    activeVersion: first.active_version,
    revision: first.revision,
    generatedTotal: first.generated_total,
    versions: rows.flatMap((r) => (r.version === null ? [] : [r.version])),
  };
}

/** A version row's fields but its content. */
function recordOf(r: ContentTables['class_content_versions']): Omit<VersionRecord, 'content'> {
  return {
    version: r.version,
    generatedAt: r.generated_at,
    editedBy: r.edited_by,
    lastEditedAt: r.last_edited_at,
    editCount: r.edit_count,
    generator: { provider: r.generator_provider as VersionRecord['generator']['provider'], model: r.generator_model },
    basedOn: r.based_on,
    notes: JSON.parse(r.notes) as string[],
  };
}

/** The key's own fields: a prepared query takes exactly the parameters it uses. */
const keyParams = ({ classId, competencyId, mode }: ContentKey): ContentKey => ({ classId, competencyId, mode });

export class SqlContentStore implements ContentStore {
  private readonly db: Db;
  // The reads and the claim are built once (storage/prepared-query.ts): they run on every request.
  private readonly q;

  constructor(engine: SqlEngine) {
    const db = (this.db = engine.db.withTables<ContentTables>());
    type Key = { classId: string; competencyId: string; mode: Mode };
    this.q = {
      // One query: competencies in creation order, each with its modes and their versions ascending.
      list: prepareQuery<{ classId: string }, ListRow>((p) =>
        db
          .selectFrom('class_content_competencies as c')
          .leftJoin('class_content_modes as m', (j) => j.onRef('m.class_id', '=', 'c.class_id').onRef('m.competency_id', '=', 'c.competency_id'))
          .leftJoin('class_content_versions as v', (j) =>
            j.onRef('v.class_id', '=', 'm.class_id').onRef('v.competency_id', '=', 'm.competency_id').onRef('v.mode', '=', 'm.mode'),
          )
          .select(['c.competency_id', 'c.name', 'c.description', 'm.mode', 'm.active_version', 'm.revision', 'm.generated_total', 'v.version'])
          .where('c.class_id', '=', p('classId'))
          .orderBy('c.created_at')
          .orderBy('c.competency_id')
          .orderBy('m.mode')
          .orderBy('v.version'),
      ),
      competency: prepareQuery<{ classId: string; competencyId: string }, { competency_id: string; name: string; description: string }>((p) =>
        db
          .selectFrom('class_content_competencies')
          .select(['competency_id', 'name', 'description'])
          .where('class_id', '=', p('classId'))
          .where('competency_id', '=', p('competencyId')),
      ),
      // A mode with its versions ascending (one row per version).
      state: prepareQuery<Key, ModeVersionRow>((p) =>
        db
          .selectFrom('class_content_modes as m')
          .leftJoin('class_content_versions as v', (j) =>
            j.onRef('v.class_id', '=', 'm.class_id').onRef('v.competency_id', '=', 'm.competency_id').onRef('v.mode', '=', 'm.mode'),
          )
          .select(['m.active_version', 'm.revision', 'm.generated_total', 'v.version'])
          .where('m.class_id', '=', p('classId'))
          .where('m.competency_id', '=', p('competencyId'))
          .where('m.mode', '=', p('mode'))
          .orderBy('v.version'),
      ),
      version: prepareQuery<Key & { version: number }, ContentTables['class_content_versions']>((p) =>
        db
          .selectFrom('class_content_versions')
          .selectAll()
          .where('class_id', '=', p('classId'))
          .where('competency_id', '=', p('competencyId'))
          .where('mode', '=', p('mode'))
          .where('version', '=', p('version')),
      ),
      /**
       * Takes the mode for a write: bumps its revision (every write changes the ETag), with the
       * write's own changes, only if the revision is still the one the guard saw; no row changed
       * means another writer came first.
       */
      claim: prepareQuery<Key & { seen: number; generated: number; active: number }, never>((p) =>
        db
          .updateTable('class_content_modes')
          .set((eb) => ({ revision: eb('revision', '+', 1), generated_total: eb('generated_total', '+', p('generated')), active_version: p('active') }))
          .where('class_id', '=', p('classId'))
          .where('competency_id', '=', p('competencyId'))
          .where('mode', '=', p('mode'))
          .where('revision', '=', p('seen')),
      ),
    };
  }

  async listCompetencies(classId: string): Promise<CompetencyRecord[]> {
    const { rows } = await this.q.list.execute(this.db, { classId });
    const out: CompetencyRecord[] = [];
    for (const r of rows) {
      let record = out.at(-1);
      if (record?.competencyId !== r.competency_id) {
        record = { competencyId: r.competency_id, name: r.name, description: r.description, modes: {} };
        out.push(record);
      }
      if (r.mode === null) continue;
      const state = (record.modes[r.mode] ??= { activeVersion: r.active_version!, revision: r.revision!, generatedTotal: r.generated_total!, versions: [] });
      if (r.version !== null) state.versions.push(r.version);
    }
    return out;
  }

  async competency(classId: string, competencyId: string): Promise<CompetencyInfo | undefined> {
    const r = (await this.q.competency.execute(this.db, { classId, competencyId })).rows[0];
    return r && { competencyId: r.competency_id, name: r.name, description: r.description };
  }

  modeState(key: ContentKey): Promise<ModeState | undefined> {
    return this.readState(this.db, key);
  }

  async version(key: ContentKey, version: number): Promise<VersionRecord | undefined> {
    const stored = await this.storedVersion(key, version);
    return stored && { ...stored.record, content: JSON.parse(stored.contentJson) as VersionRecord['content'] };
  }

  async storedVersion(key: ContentKey, version: number): Promise<StoredVersion | undefined> {
    const r = (await this.q.version.execute(this.db, { ...keyParams(key), version })).rows[0];
    // `content` is only ever written as JSON.stringify(content) (addVersions), so it is sent as it is.
    return r && { record: recordOf(r), contentJson: r.content };
  }

  addVersions(key: ContentKey, competency: Omit<CompetencyInfo, 'competencyId'>, drafts: VersionDraft[], guard: WriteGuard) {
    return this.write(async (trx) => {
      const before = await this.readState(trx, key);
      guard(before);
      const taken = new Set(before?.versions ?? []);
      const free: number[] = [];
      for (let n = 1; n <= MAX_VERSIONS; n++) if (!taken.has(n)) free.push(n);
      if (free.length < drafts.length) throw new VersionLimitReached(free.length);
      const numbers = free.slice(0, drafts.length);
      const generated = drafts.filter((d) => d.generated).length;
      const now = drafts[0]?.lastEditedAt ?? new Date(0).toISOString();
      if (before) await this.claim(trx, key, before, { generated });
      // The competency before a new mode (the mode's foreign key); its name and description follow the latest write.
      await trx
        .insertInto('class_content_competencies')
        .values({ class_id: key.classId, competency_id: key.competencyId, name: competency.name, description: competency.description, created_at: now })
        .onConflict((oc) => oc.columns(['class_id', 'competency_id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), description: eb.ref('excluded.description') })))
        .execute();
      if (!before) {
        // A new mode: whoever inserts its row first writes; the others run again and see it.
        const created = await trx
          .insertInto('class_content_modes')
          .values({ class_id: key.classId, competency_id: key.competencyId, mode: key.mode, active_version: numbers[0]!, revision: 1, generated_total: generated })
          .onConflict((oc) => oc.columns(['class_id', 'competency_id', 'mode']).doNothing())
          .executeTakeFirst();
        if (Number(created.numInsertedOrUpdatedRows ?? 0) === 0) throw new ModeChanged();
      }
      await trx
        .insertInto('class_content_versions')
        .values(
          drafts.map((d, i) => ({
            class_id: key.classId,
            competency_id: key.competencyId,
            mode: key.mode,
            version: numbers[i]!,
            content: JSON.stringify(d.content),
            generated_at: d.generatedAt,
            edited_by: d.editedBy,
            last_edited_at: d.lastEditedAt,
            edit_count: d.editCount,
            generator_provider: d.generator.provider,
            generator_model: d.generator.model,
            based_on: d.basedOn,
            notes: JSON.stringify(d.notes),
          })),
        )
        .execute();
      return { versions: numbers, state: (await this.readState(trx, key))! };
    });
  }

  setActive(key: ContentKey, version: number, guard: WriteGuard): Promise<ModeState> {
    return this.write(async (trx) => {
      const before = await this.readState(trx, key);
      guard(before);
      await this.claim(trx, key, before!, { activeVersion: version });
      return (await this.readState(trx, key))!;
    });
  }

  deleteVersion(key: ContentKey, version: number, guard: WriteGuard): Promise<ModeState> {
    return this.write(async (trx) => {
      const before = await this.readState(trx, key);
      guard(before);
      await this.claim(trx, key, before!, {});
      await trx
        .deleteFrom('class_content_versions')
        .where('class_id', '=', key.classId)
        .where('competency_id', '=', key.competencyId)
        .where('mode', '=', key.mode)
        .where('version', '=', version)
        .execute();
      return (await this.readState(trx, key))!;
    });
  }

  private async readState(db: Db, key: ContentKey): Promise<ModeState | undefined> {
    return toState((await this.q.state.execute(db, keyParams(key))).rows);
  }

  private async claim(trx: Db, key: ContentKey, seen: ModeState, changes: { activeVersion?: number; generated?: number }): Promise<void> {
    const { numAffectedRows } = await this.q.claim.execute(trx, {
      ...keyParams(key),
      seen: seen.revision,
      generated: changes.generated ?? 0,
      active: changes.activeVersion ?? seen.activeVersion,
    });
    if (Number(numAffectedRows ?? 0) === 0) throw new ModeChanged();
  }

  /** One transaction per attempt; a lost race runs it again on the state the winner left. */
  private async write<T>(fn: (trx: Transaction<ContentTables>) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(fn);
      } catch (err) {
        if (attempt >= MAX_ATTEMPTS || !isRace(err)) throw err;
        // A lost claim retries at once (the winner has committed). A busy SQLite file is held by
        // another process's transaction: give it a moment (our reads came first, so SQLite's own
        // busy wait does not apply).
        if (isBusy(err)) await new Promise((resolve) => setTimeout(resolve, Math.min(50, attempt * 2)));
      }
    }
  }
}

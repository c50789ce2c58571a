// ContentStore on the embedded SQLite database. Writes run as IMMEDIATE transactions: the write
// lock is taken before the state is read, so concurrent writers (other requests, other
// processes on the same file) see each other's versions and numbers are never handed out twice.
import type { Database } from '../storage/database.js';
import type { Mode } from './content-schemas.js';
import {
  VersionLimitReached,
  type CompetencyInfo,
  type CompetencyRecord,
  type ContentKey,
  type ContentStore,
  type ModeState,
  type VersionDraft,
  type VersionRecord,
  type WriteGuard,
} from './store.js';
import { MAX_VERSIONS } from './limits.js';

interface ModeRow {
  competency_id: string;
  mode: Mode;
  active_version: number;
  revision: number;
  generated_total: number;
  versions: string;
}
interface VersionRow {
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
}

const MODE_COLUMNS = `m.competency_id, m.mode, m.active_version, m.revision, m.generated_total,
  (SELECT group_concat(v.version) FROM (SELECT version FROM class_content_versions v
     WHERE v.class_id = m.class_id AND v.competency_id = m.competency_id AND v.mode = m.mode ORDER BY version) v) AS versions`;

const toState = (r: ModeRow): ModeState => ({
  activeVersion: r.active_version,
  revision: r.revision,
  generatedTotal: r.generated_total,
  versions: r.versions ? r.versions.split(',').map(Number) : [],
});

export class SqliteContentStore implements ContentStore {
  private readonly stmt;

  constructor(private readonly db: Database) {
    this.stmt = {
      competencies: db.prepare('SELECT competency_id, name, description FROM class_content_competencies WHERE class_id = ? ORDER BY created_at, competency_id'),
      competency: db.prepare('SELECT competency_id, name, description FROM class_content_competencies WHERE class_id = ? AND competency_id = ?'),
      modesOfClass: db.prepare(`SELECT ${MODE_COLUMNS} FROM class_content_modes m WHERE m.class_id = ?`),
      mode: db.prepare(`SELECT ${MODE_COLUMNS} FROM class_content_modes m WHERE m.class_id = ? AND m.competency_id = ? AND m.mode = ?`),
      version: db.prepare('SELECT * FROM class_content_versions WHERE class_id = ? AND competency_id = ? AND mode = ? AND version = ?'),
      upsertCompetency: db.prepare(`INSERT INTO class_content_competencies (class_id, competency_id, name, description, created_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (class_id, competency_id) DO UPDATE SET name = excluded.name, description = excluded.description`),
      insertMode: db.prepare('INSERT INTO class_content_modes (class_id, competency_id, mode, active_version, revision, generated_total) VALUES (?, ?, ?, ?, 0, 0)'),
      bumpMode: db.prepare('UPDATE class_content_modes SET revision = revision + 1, generated_total = generated_total + ? WHERE class_id = ? AND competency_id = ? AND mode = ?'),
      setActive: db.prepare('UPDATE class_content_modes SET active_version = ?, revision = revision + 1 WHERE class_id = ? AND competency_id = ? AND mode = ?'),
      insertVersion: db.prepare(`INSERT INTO class_content_versions (class_id, competency_id, mode, version, content, generated_at, edited_by,
        last_edited_at, edit_count, generator_provider, generator_model, based_on, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      deleteVersion: db.prepare('DELETE FROM class_content_versions WHERE class_id = ? AND competency_id = ? AND mode = ? AND version = ?'),
    };
  }

  listCompetencies(classId: string): CompetencyRecord[] {
    const modes = new Map<string, Partial<Record<Mode, ModeState>>>();
    for (const r of this.stmt.modesOfClass.all(classId) as ModeRow[]) {
      const entry = modes.get(r.competency_id) ?? {};
      entry[r.mode] = toState(r);
      modes.set(r.competency_id, entry);
    }
    return (this.stmt.competencies.all(classId) as Array<{ competency_id: string; name: string; description: string }>).map((c) => ({
      competencyId: c.competency_id,
      name: c.name,
      description: c.description,
      modes: modes.get(c.competency_id) ?? {},
    }));
  }

  competency(classId: string, competencyId: string): CompetencyInfo | undefined {
    const r = this.stmt.competency.get(classId, competencyId) as { competency_id: string; name: string; description: string } | undefined;
    return r && { competencyId: r.competency_id, name: r.name, description: r.description };
  }

  modeState(key: ContentKey): ModeState | undefined {
    const r = this.stmt.mode.get(key.classId, key.competencyId, key.mode) as ModeRow | undefined;
    return r && toState(r);
  }

  version(key: ContentKey, version: number): VersionRecord | undefined {
    const r = this.stmt.version.get(key.classId, key.competencyId, key.mode, version) as VersionRow | undefined;
    if (!r) return undefined;
    return {
      version: r.version,
      content: JSON.parse(r.content) as VersionRecord['content'],
      generatedAt: r.generated_at,
      editedBy: r.edited_by,
      lastEditedAt: r.last_edited_at,
      editCount: r.edit_count,
      generator: { provider: r.generator_provider as VersionRecord['generator']['provider'], model: r.generator_model },
      basedOn: r.based_on,
      notes: JSON.parse(r.notes) as string[],
    };
  }

  addVersions(key: ContentKey, competency: Omit<CompetencyInfo, 'competencyId'>, drafts: VersionDraft[], guard: WriteGuard) {
    return this.db
      .transaction(() => {
        const before = this.modeState(key);
        guard(before);
        const taken = new Set(before?.versions ?? []);
        const free: number[] = [];
        for (let n = 1; n <= MAX_VERSIONS; n++) if (!taken.has(n)) free.push(n);
        if (free.length < drafts.length) throw new VersionLimitReached(free.length);
        const numbers = free.slice(0, drafts.length);
        const now = drafts[0]?.lastEditedAt ?? new Date(0).toISOString();
        this.stmt.upsertCompetency.run(key.classId, key.competencyId, competency.name, competency.description, now);
        if (!before) this.stmt.insertMode.run(key.classId, key.competencyId, key.mode, numbers[0]);
        drafts.forEach((d, i) => {
          this.stmt.insertVersion.run(
            key.classId, key.competencyId, key.mode, numbers[i], JSON.stringify(d.content), d.generatedAt, d.editedBy,
            d.lastEditedAt, d.editCount, d.generator.provider, d.generator.model, d.basedOn, JSON.stringify(d.notes),
          );
        });
        this.stmt.bumpMode.run(drafts.filter((d) => d.generated).length, key.classId, key.competencyId, key.mode);
        return { versions: numbers, state: this.modeState(key)! };
      })
      .immediate();
  }

  setActive(key: ContentKey, version: number, guard: WriteGuard): ModeState {
    return this.db
      .transaction(() => {
        guard(this.modeState(key));
        this.stmt.setActive.run(version, key.classId, key.competencyId, key.mode);
        return this.modeState(key)!;
      })
      .immediate();
  }

  deleteVersion(key: ContentKey, version: number, guard: WriteGuard): ModeState {
    return this.db
      .transaction(() => {
        guard(this.modeState(key));
        this.stmt.deleteVersion.run(key.classId, key.competencyId, key.mode, version);
        this.stmt.bumpMode.run(0, key.classId, key.competencyId, key.mode);
        return this.modeState(key)!;
      })
      .immediate();
  }
}

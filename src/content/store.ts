// The storage interface of class content; the record engine's implementation (SQLite file, or
// PostgreSQL with DATABASE_URL) is sql-store.ts. Every write is one transaction that first hands
// the current state to a guard (the service's rules: version limit, If-Match) and commits only if
// that state is still the mode's current one, so a rule checked and the write it allows can never
// be separated, even when several instances write at once.
import type { Generator } from '../llm/types.js';
import type { AnyContent, Mode } from './content-schemas.js';

export interface ContentKey {
  classId: string;
  competencyId: string;
  mode: Mode;
}

export interface ModeState {
  activeVersion: number;
  /** Incremented by every write to the mode. */
  revision: number;
  /** Versions ever generated for the mode (the built-in generator varies its angle by it). */
  generatedTotal: number;
  versions: number[];
}

export interface CompetencyInfo {
  competencyId: string;
  name: string;
  description: string;
}

export interface CompetencyRecord extends CompetencyInfo {
  modes: Partial<Record<Mode, ModeState>>;
}

export interface VersionDraft {
  content: AnyContent;
  generatedAt: string;
  editedBy: string;
  lastEditedAt: string;
  editCount: number;
  generator: Generator;
  /** The version a PUT edited (null for generated versions). */
  basedOn: number | null;
  /** E.g. that the built-in generator ignored `customPrompt`. */
  notes: string[];
  /** Counts towards `generatedTotal` (a generated version, not an edit). */
  generated: boolean;
}

export interface VersionRecord extends Omit<VersionDraft, 'generated'> {
  version: number;
}

/**
 * A version as a GET sends it: everything but the content parsed, the content as the stored text.
 * The store keeps `JSON.stringify(content)` and nothing else, and that text is what
 * `JSON.stringify(JSON.parse(text))` gives back, so it is the content's wire form as it stands.
 */
export interface StoredVersion {
  record: Omit<VersionRecord, 'content'>;
  contentJson: string;
}

/**
 * Receives the state inside the write transaction; throws to refuse the write. It may be called
 * again with a newer state when another writer changed the mode first (the write is then retried).
 */
export type WriteGuard = (state: ModeState | undefined) => void;

export interface ContentStore {
  listCompetencies(classId: string): Promise<CompetencyRecord[]>;
  competency(classId: string, competencyId: string): Promise<CompetencyInfo | undefined>;
  modeState(key: ContentKey): Promise<ModeState | undefined>;
  version(key: ContentKey, version: number): Promise<VersionRecord | undefined>;
  /** The same version with its content left as stored (a GET sends it without parsing it). */
  storedVersion(key: ContentKey, version: number): Promise<StoredVersion | undefined>;
  /**
   * Adds versions at the lowest free numbers (1..4) in one transaction, creating the competency
   * (with `competency`) and mode when missing; the first version of a new mode becomes active.
   * Throws VersionLimitReached when fewer numbers are free than drafts.
   */
  addVersions(key: ContentKey, competency: Omit<CompetencyInfo, 'competencyId'>, drafts: VersionDraft[], guard: WriteGuard): Promise<{ versions: number[]; state: ModeState }>;
  setActive(key: ContentKey, version: number, guard: WriteGuard): Promise<ModeState>;
  deleteVersion(key: ContentKey, version: number, guard: WriteGuard): Promise<ModeState>;
}

export class VersionLimitReached extends Error {
  override name = 'VersionLimitReached';
  constructor(readonly free: number) {
    super(`only ${free} version number(s) free`);
  }
}

// The storage interface of class content; SQLite implementation in sqlite-store.ts. Every write is
// one transaction that first hands the current state to a guard (the service's rules: version
// limit, If-Match), so a rule checked and the write it allows can never be separated.
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

/** Receives the state inside the write transaction; throws to refuse the write. */
export type WriteGuard = (state: ModeState | undefined) => void;

export interface ContentStore {
  listCompetencies(classId: string): CompetencyRecord[];
  competency(classId: string, competencyId: string): CompetencyInfo | undefined;
  modeState(key: ContentKey): ModeState | undefined;
  version(key: ContentKey, version: number): VersionRecord | undefined;
  /**
   * Adds versions at the lowest free numbers (1..4) in one transaction, creating the competency
   * (with `competency`) and mode when missing; the first version of a new mode becomes active.
   * Throws VersionLimitReached when fewer numbers are free than drafts.
   */
  addVersions(key: ContentKey, competency: Omit<CompetencyInfo, 'competencyId'>, drafts: VersionDraft[], guard: WriteGuard): { versions: number[]; state: ModeState };
  setActive(key: ContentKey, version: number, guard: WriteGuard): ModeState;
  deleteVersion(key: ContentKey, version: number, guard: WriteGuard): ModeState;
}

export class VersionLimitReached extends Error {
  override name = 'VersionLimitReached';
  constructor(readonly free: number) {
    super(`only ${free} version number(s) free`);
  }
}

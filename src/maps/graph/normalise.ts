// Repairs any map into one that satisfies the invariants (first version: pass-through).
import type { ConceptMap, Lang } from '../map-schema.js';

export interface RawMap {
  nodes?: unknown;
  edges?: unknown;
  learningPath?: unknown;
  learningPhases?: unknown;
}

export interface NormaliseOptions {
  structural: boolean;
  centerHint?: string;
  lang?: Lang;
  includeLearningPath?: boolean;
}

export interface NormaliseResult {
  map: ConceptMap;
  warnings: string[];
}

export function normaliseMap(raw: RawMap, _opts: NormaliseOptions): NormaliseResult {
  return { map: raw as ConceptMap, warnings: [] };
}

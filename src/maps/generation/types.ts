// Inputs and outputs of the map-generation facade (src/maps/generation/index.ts).
import type { Generator, LanguageModel } from '../../llm/types.js';
import type { Audience } from '../knowledge/index.js';
import type { ConceptMap, Lang, NodeType, Quality } from '../map-schema.js';

export interface StructuralInput {
  form: 'structural';
  domain: string;
  subdomain: string;
  key: string;
  /** Who the map is for; selects concepts by grade band and descriptions by readability. */
  audience?: Audience;
}

export interface FreeTextInput {
  form: 'freeText';
  problem: string;
  /** Who the map is for; when absent, an audience named in the problem ("a 10-year-old") is used. */
  audience?: Audience;
}

export type MapInput = StructuralInput | FreeTextInput;

export interface GenerateOptions {
  lang: Lang;
  /** Extra instructions from the request (`context`). */
  context?: string;
  /** false: `learningPath` and `learningPhases` come back empty (the graph checks still run). */
  includeLearningPath: boolean;
  model: LanguageModel;
  /** Extended thinking for the Q2L score call (provider_c only). */
  thinking?: { budgetTokens: number };
  signal?: AbortSignal;
  /** `batch`: the provider's batch model where it has one (PROVIDERC_MODEL_BATCH); default primary. */
  tier?: 'primary' | 'batch';
}

export interface MapResult {
  map: ConceptMap;
  generator: Generator;
  /** Non-fatal notes: repairs the graph engine made, labels left in English, provider notes. */
  warnings: string[];
  /** Present when a model scored the map (Q2L). */
  quality?: Quality;
}

export interface CurriculumInput {
  domain: string;
  subdomain: string;
  concepts: string[];
  /** The curriculum's size, 1..30 (default 15, maximum 30; the HTTP layer applies the default). Given concepts beyond it are left out, with a warning. */
  targetCount: number;
  lang: Lang;
}

/** Same as GenerateOptions; `lang` comes from the input, the learning path is always built. */
export type CurriculumOptions = Omit<GenerateOptions, 'lang' | 'includeLearningPath'> & { lang?: Lang; includeLearningPath?: boolean };

export interface CurriculumResult {
  /** Every node carries a description; at most 30 nodes. */
  curriculum: ConceptMap;
  generator: Generator;
  warnings: string[];
}

export interface SuggestInput {
  domain: string;
  subdomain: string;
  lang: Lang;
  /** How many suggestions (default 10, at most 30). */
  count?: number;
}

export interface SuggestResult {
  suggestions: Array<{ label: string; description: string; type: NodeType; confidence: number; guess: boolean }>;
  generator: Generator;
}

export const MAX_CURRICULUM = 30;

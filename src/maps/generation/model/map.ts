// Map generation with a model: structured output -> graph engine -> Q2L score; a map scoring under
// QUALITY_THRESHOLD is regenerated once with the review's reasons as feedback, and the better of
// the two is kept (the first on a tie).
import type { ConceptMap } from '../../map-schema.js';
import { normaliseMap } from '../../graph/index.js';
import type { GenerateOptions, MapInput, MapResult } from '../types.js';
import { audienceLine, groundingFor, groundingText, unplacedNodes, unplacedWarning } from './grounding.js';
import { mapSystemPrompt, mapUserPrompt } from './prompts.js';
import { ModelMapSchema } from './schemas.js';
import { scoreWithModel } from './score.js';
import { generateLenient } from './structured.js';

/** Maps scoring below this (0..1) are regenerated once. */
export const QUALITY_THRESHOLD = 0.6;

interface Attempt extends MapResult {
  quality: NonNullable<MapResult['quality']>;
}

const looksLikeMap = (v: unknown) => typeof v === 'object' && v !== null && Array.isArray((v as { nodes?: unknown }).nodes);

async function attempt(input: MapInput, opts: GenerateOptions, feedback?: { score: number; reasons: string[] }): Promise<Attempt> {
  const ground = groundingFor(input);
  const result = await generateLenient(
    opts.model,
    {
      schema: ModelMapSchema,
      schemaName: 'concept_map',
      system: mapSystemPrompt(opts.lang),
      messages: [{ role: 'user', content: mapUserPrompt(input, opts.context, feedback, { audience: audienceLine(input), reference: ground && groundingText(ground) }) }],
      signal: opts.signal,
      tier: opts.tier,
    },
    looksLikeMap,
  );
  const structural = input.form === 'structural';
  // The path is always built for the review; the caller's includeLearningPath applies at the end.
  const { map, warnings } = normaliseMap(result.object as Record<string, unknown>, {
    structural,
    centerHint: structural ? input.key : undefined,
    lang: opts.lang,
  });
  const scored = await scoreWithModel(map, input, opts);
  const checked = unplacedWarning(unplacedNodes(map, ground));
  return { map, generator: result.generator, warnings: [...result.warnings, ...warnings, ...checked, ...scored.warnings], quality: scored.quality };
}

export async function generateWithModel(input: MapInput, opts: GenerateOptions): Promise<MapResult> {
  const first = await attempt(input, opts);
  let chosen = first;
  const notes: string[] = [];
  if (first.quality.score < QUALITY_THRESHOLD) {
    const second = await attempt(input, opts, { score: first.quality.score, reasons: first.quality.reasons });
    chosen = second.quality.score > first.quality.score ? second : first;
    notes.push(
      `The first map scored ${first.quality.score.toFixed(2)} (under ${QUALITY_THRESHOLD}); regenerated once, the second scored ${second.quality.score.toFixed(2)}; kept the ${chosen === second ? 'second' : 'first'}`,
    );
  }
  const map: ConceptMap = opts.includeLearningPath ? chosen.map : { ...chosen.map, learningPath: [], learningPhases: [] };
  return { map, generator: chosen.generator, warnings: [...chosen.warnings, ...notes], quality: chosen.quality };
}

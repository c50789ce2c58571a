// The Q2L score: a second structured call in which the model reviews the map on four criteria.
// The score is the mean of the criteria (clamped to 0..1), computed here rather than trusted from
// the model, so it is always consistent with the criteria it reports. On provider_c the review
// uses extended thinking with the configured budget.
import { LlmAbortError } from '../../../llm/errors.js';
import type { LanguageModel } from '../../../llm/types.js';
import type { ConceptMap, Quality } from '../../map-schema.js';
import { heuristicQuality } from '../quality.js';
import type { MapInput } from '../types.js';
import { SCORE_SYSTEM_PROMPT, scoreUserPrompt } from './prompts.js';
import { ModelScoreSchema } from './schemas.js';

export interface ScoreOptions {
  model: LanguageModel;
  thinking?: { budgetTokens: number };
  signal?: AbortSignal;
  tier?: 'primary' | 'batch';
}

export interface ScoreOutcome {
  quality: Quality;
  warnings: string[];
}

const clamp = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const MAX_REASONS = 6;

export async function scoreWithModel(map: ConceptMap, input: MapInput, opts: ScoreOptions): Promise<ScoreOutcome> {
  const useThinking = opts.model.provider === 'provider_c' && opts.thinking !== undefined;
  try {
    const result = await opts.model.generateObject({
      schema: ModelScoreSchema,
      schemaName: 'q2l_score',
      system: SCORE_SYSTEM_PROMPT,
      messages: [{ role: 'user', content: scoreUserPrompt(map, input) }],
      signal: opts.signal,
      tier: opts.tier,
      ...(useThinking ? { thinking: opts.thinking } : {}),
    });
    const s = result.object;
    const criteria = [s.coverage, s.prerequisites, s.granularity, s.coherence].map(clamp);
    const score = Math.round((criteria.reduce((a, b) => a + b, 0) / criteria.length) * 100) / 100;
    const reasons = s.reasons.map((r) => r.trim().slice(0, 300)).filter(Boolean).slice(0, MAX_REASONS);
    // The adapter warns (and ignores thinking) when the server has it disabled.
    const thought = useThinking && !result.warnings.some((w) => /thinking/i.test(w) && /disabled|ignored/i.test(w));
    return { quality: { score, reasons, method: thought ? 'model-thinking' : 'model' }, warnings: result.warnings.map((w) => `Q2L score: ${w}`) };
  } catch (err) {
    if (err instanceof LlmAbortError || opts.signal?.aborted) throw err;
    // A failed review must not cost the teacher the map: fall back to the built-in estimate.
    const why = err instanceof Error ? err.message : String(err);
    return { quality: heuristicQuality(map, input), warnings: [`Q2L scoring by the model failed (${why.slice(0, 200)}); the built-in estimate is used`] };
  }
}

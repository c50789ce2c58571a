// When a model provider is configured, it judges the scenario's plain-language failure patterns:
// one short structured call per learner turn (all prose patterns at once), its verdict cached per
// turn so a retried turn does not ask again. The built-in matcher's judgement is the fallback when
// the call fails (the turn never fails because of it). Formal conditions are never sent.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { LanguageModel } from '../llm/types.js';

export const ProseVerdictSchema = z.object({
  raised: z.array(z.string().max(80)).max(30).describe('The flags whose condition the learner\'s latest line meets; empty when none.'),
});

export interface ProsePattern {
  flag: string;
  condition: string;
}

export interface ProseJudgeInput {
  sessionId: string;
  turnNumber: number;
  learnerLine: string;
  previousNpcLine: string;
  npcName: string;
  patterns: readonly ProsePattern[];
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** Verdicts by session, turn and line: a turn retried after a failed reply reuses its verdict. */
export class ProseJudge {
  private readonly verdicts = new LRUCache<string, ReadonlySet<string>>({ max: 10_000 });

  async judge(model: LanguageModel, input: ProseJudgeInput): Promise<ReadonlySet<string>> {
    const key = `${input.sessionId}:${input.turnNumber}:${createHash('sha256').update(input.learnerLine).digest('base64url')}`;
    const cached = this.verdicts.get(key);
    if (cached) return cached;
    const known = new Set(input.patterns.map((p) => p.flag));
    const result = await model.generateObject({
      schema: ProseVerdictSchema,
      schemaName: 'prose_verdict',
      maxOutputTokens: 200,
      temperature: 0,
      system:
        'You judge a practice conversation. For each failure pattern, decide whether the learner\'s latest line, in the context of the character\'s previous line, meets the pattern\'s condition. Answer with the flags of the patterns that are met; judge the latest line only.',
      messages: [
        {
          role: 'user',
          content: [
            `Failure patterns (flag: condition):`,
            ...input.patterns.map((p) => `- ${p.flag}: ${clip(p.condition, 500)}`),
            '',
            `${clip(input.npcName, 80)} (the character) said: ${clip(input.previousNpcLine, 1200)}`,
            `The learner answered: ${clip(input.learnerLine, 4000)}`,
          ].join('\n'),
        },
      ],
    });
    const verdict: ReadonlySet<string> = new Set(result.object.raised.filter((f) => known.has(f)));
    this.verdicts.set(key, verdict);
    return verdict;
  }
}

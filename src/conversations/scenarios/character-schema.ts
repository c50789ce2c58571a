// A scenario's character: what the person knows and says, what they object to (in order of how
// deeply they hold it), the hidden need as a disclosure ladder, their own reaction lines, and the
// outcomes that make the session a success (docs/engine.md, "A character with facts").
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const topic = z.array(text(40)).min(1).max(12).describe('Words a learner uses on this topic; matched on their first five letters, so "worry" matches "worried".');

export const REACTION_KINDS = [
  'hostile', 'pressure', 'empathy', 'reflection', 'open', 'closed', 'evidenceDoubt', 'evidenceConvinced', 'position', 'structure',
  'commitYes', 'commitMaybe', 'commitNotYet', 'monologue', 'neutral',
] as const;

export const OUTCOME_KINDS = ['next_step', 'objection_addressed', 'need_disclosed'] as const;

export const CharacterSchema = z
  .object({
    facts: z.array(z.object({ about: topic, says: text(400) }).strict()).min(1).max(12).describe('What the character answers when asked about a topic.'),
    objections: z
      .array(z.object({ about: topic, says: text(400), answered_by: topic, settled: text(400) }).strict())
      .min(1)
      .max(4)
      .describe('Raised one at a time, in this order (the last is held most deeply). Addressed when a later learner turn uses `answered_by` words calmly.'),
    disclosure: z
      .object({ about: topic, hint: text(400), partial: text(400), full: text(600) })
      .strict()
      .describe('The hidden need, revealed a rung at a time when trust is high enough and the learner asks or reflects on `about`.'),
    lines: z.partialRecord(z.enum(REACTION_KINDS), z.array(text(400)).min(1).max(6)).optional().describe("The character's own reaction lines; the category's lines fill any kind left out."),
    outcomes: z
      .array(
        z
          .object({ id: text(60), kind: z.enum(OUTCOME_KINDS), label: text(200), objection: z.number().int().min(0).max(3).optional() })
          .strict(),
      )
      .min(1)
      .max(5)
      .describe('The checklist that defines success: every outcome must be met.'),
  })
  .strict()
  .superRefine((c, ctx) => {
    c.outcomes.forEach((o, i) => {
      if (o.kind === 'objection_addressed' && (o.objection === undefined || o.objection >= c.objections.length)) {
        ctx.addIssue({ code: 'custom', path: ['outcomes', i, 'objection'], message: `names an objection index 0..${c.objections.length - 1}` });
      }
    });
  })
  .meta({ id: 'ScenarioCharacter' });

export type Character = z.infer<typeof CharacterSchema>;

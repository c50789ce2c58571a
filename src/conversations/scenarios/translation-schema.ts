// A scenario in another language: what a learner sees and hears of it (title, the persona's role,
// opening and concerns, the desired outcome, phase labels) and the whole character block, written
// for that language, with the formality the character uses (docs/engine.md, "Languages").
// Built-in translations sit beside the scenario: <category>/<scenario_id>.<language>.json.
import { z } from 'zod';
import { CharacterSchema } from './character-schema.js';

const text = (max: number) => z.string().trim().min(1).max(max);

export const FORMALITIES = ['formal', 'informal'] as const;

export const ScenarioTranslationSchema = z
  .object({
    scenario_id: text(100).optional(),
    language: z.string().regex(/^[a-z]{2}$/),
    formality: z.enum(FORMALITIES).describe('How the character addresses the learner (German Sie or du, Spanish usted or tú, ...), held in every line.'),
    title: text(200),
    npc_profile: z.object({ role: text(120), opening: text(400), concerns: z.array(text(160)).min(1).max(6) }).strict(),
    desired_outcome: text(1000),
    phases: z.array(text(120)).min(1).max(20).describe("The phase labels, in the scenario's phase order."),
    character: CharacterSchema,
  })
  .strict()
  .meta({ id: 'ScenarioTranslation' });

export type ScenarioTranslation = z.infer<typeof ScenarioTranslationSchema>;

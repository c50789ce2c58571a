// The scenario shape, used for inline scenarios on create AND for the built-in library files
// (resources/scenarios/*.json, validated at start-up with BuiltinScenarioSchema).
import { CharacterSchema } from './character-schema.js';
import { FORMALITIES, ScenarioTranslationSchema } from './translation-schema.js';
import { z } from 'zod';
import { conditionProblem } from '../engine/conditions.js';
import { looksFormal, proseProblem } from '../engine/prose-conditions.js';

export const SCENARIO_TYPES = [
  'interview',
  'persuasion',
  'coaching',
  'therapy',
  'negotiation',
  'conflict_management',
  'thesis_defense',
  'dating',
  'academic_advising',
  'customer_support',
  'sales',
  'medical',
] as const;
export const ScenarioTypeSchema = z.enum(SCENARIO_TYPES);
export type ScenarioType = z.infer<typeof ScenarioTypeSchema>;

/** The 10 categories of the built-in library (each equals a scenario type). */
export const BUILTIN_CATEGORIES = [
  'persuasion',
  'coaching',
  'academic_advising',
  'interview',
  'sales',
  'negotiation',
  'customer_support',
  'medical',
  'thesis_defense',
  'dating',
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const unit = z.number().min(0).max(1);

export const NpcProfileSchema = z
  .object({
    name: text(80).optional(),
    role: text(120).optional(),
    archetype: text(120).optional(),
    avatar: text(500).optional(),
    voice: text(60).optional(),
    opening: text(400)
      .optional()
      .describe("The character's first line in a learner-role session, used by the built-in engine (a model writes its own from it). Written in the scenario `language`; without it, or in a session of another language, the category's opening line is used."),
    concerns: z
      .array(text(160))
      .min(1)
      .max(6)
      .optional()
      .describe(
        'What this character worries about, in their own words, as phrases that complete "What worries me most is …" (e.g. "being charged twice for one order"). The built-in engine brings them up in its replies, the first one most; a model is told them. Written in the scenario `language`.',
      ),
  })
  .strict();

export const PhaseSchema = z
  .object({ id: text(60), label: text(120), description: text(1000), critical: z.boolean().optional() })
  .strict();

export const FailurePatternSchema = z
  .object({
    // The formal language (conditions.ts) where the text uses its operators; otherwise a sentence
    // in plain language, judged per turn (engine/prose-conditions.ts, or the model when configured).
    condition: text(500)
      .superRefine((v, ctx) => {
        const formal = conditionProblem(v);
        if (formal === undefined) return;
        const problem = looksFormal(v) ? formal : proseProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .meta({
        description:
          'Either the formal condition language (e.g. `turn >= 6 and (open_questions < 2 or trust_drop > 0.15)`; variables in the API reference of the engine) or a sentence in plain language (e.g. "The user insults Dana, for example calling her an idiot"), judged after each learner turn: by the model when one is configured, else by the built-in engine from its analysis of the line and the sentence\'s own words. A text that uses the operators < > == != must parse in the formal language.',
      }),
    description: text(500),
    flag: text(80),
  })
  .strict();

export const EVALUATION_CRITERIA = ['empathy', 'structure', 'assertiveness', 'closure', 'strategy'] as const;
export type Criterion = (typeof EVALUATION_CRITERIA)[number];

export const ScenarioSchema = z
  .object({
    scenario_id: text(100).optional(),
    title: text(200).optional(),
    type: ScenarioTypeSchema,
    domain: text(200).optional(),
    context: text(4000).optional(),
    objectives: z
      .object({ task: text(1000).optional(), behavioral: text(1000).optional(), emotional: text(1000).optional(), hidden: text(1000).optional() })
      .strict()
      .optional(),
    language: z
      .string()
      .regex(/^[a-z]{2}$/, 'a two-letter ISO 639-1 code such as "en"')
      .optional()
      .describe('Language the scenario texts are written in (default "en"). The built-in engine uses `npc_profile.concerns` only in sessions of this language, and the category\'s translated concerns otherwise.'),
    npc_profile: NpcProfileSchema.optional(),
    initial_state: z.object({ trust: unit, resistance: unit, commitment_level: unit, emotion: text(40).optional() }).strict(),
    evaluation_criteria: z
      .object({
        empathy: z.number().min(0).max(100).optional(),
        structure: z.number().min(0).max(100).optional(),
        assertiveness: z.number().min(0).max(100).optional(),
        closure: z.number().min(0).max(100).optional(),
        strategy: z.number().min(0).max(100).optional(),
      })
      .strict()
      .optional(),
    phases: z.array(PhaseSchema).max(20).optional(),
    failure_patterns: z.array(FailurePatternSchema).max(30).optional(),
    translations: z
      .record(z.string().regex(/^[a-z]{2}$/), ScenarioTranslationSchema)
      .optional()
      .describe('The scenario in other languages, keyed by ISO 639-1 code: a session in one of them plays the character in it.'),
    formality: z.enum(FORMALITIES).optional().describe('How the character addresses the learner in the scenario `language` (formal: Sie, usted, vous...; informal: du, tú, tu...).'),
    character: CharacterSchema.optional().describe('The character\'s facts, objections, hidden-need ladder, own lines and success checklist (written in the scenario `language`; the built-in engine uses them in sessions of that language).'),
    desired_outcome: text(1000).optional(),
    key_skills: z.array(text(120)).max(20).optional(),
    training_objective: text(1000).optional(),
    pass_mark: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .describe('The overall score (0..100) at or above which the learner passed: the learning record then gets a `passed` or `failed` statement beside `completed` (docs/xapi.md).'),
  })
  .strict()
  .meta({ id: 'Scenario', description: 'A full inline scenario.' });

export type Scenario = z.infer<typeof ScenarioSchema>;

/** How demanding a built-in scenario is; lets the start page order and label the library. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Built-in library entries are complete: every field present. */
export const BuiltinScenarioSchema = ScenarioSchema.extend({
  scenario_id: text(100),
  title: text(200),
  type: z.enum(BUILTIN_CATEGORIES),
  domain: text(200),
  context: text(4000),
  objectives: z.object({ task: text(1000), behavioral: text(1000), emotional: text(1000), hidden: text(1000) }).strict(),
  npc_profile: NpcProfileSchema.required(),
  initial_state: z.object({ trust: unit, resistance: unit, commitment_level: unit, emotion: text(40) }).strict(),
  evaluation_criteria: z
    .object({ empathy: z.number().min(0).max(100), structure: z.number().min(0).max(100), assertiveness: z.number().min(0).max(100), closure: z.number().min(0).max(100), strategy: z.number().min(0).max(100) })
    .strict(),
  phases: z.array(PhaseSchema).min(3).max(20),
  failure_patterns: z.array(FailurePatternSchema).min(1).max(30),
  character: CharacterSchema,
  desired_outcome: text(1000),
  key_skills: z.array(text(120)).min(2).max(20),
  training_objective: text(1000),
  // Library-only field (inline scenarios do not take it); optional so older fixtures still parse.
  difficulty: z.enum(DIFFICULTIES).optional(),
}).strict();

export type BuiltinScenario = z.infer<typeof BuiltinScenarioSchema>;

// The public, learner-safe view of the library (GET /api/scenarios): enough to choose a scenario
// and show its character, never the hidden objective or the coach's failure patterns.
import { z } from 'zod';
import type { BuiltinCategory, ScenarioLibrary } from './library.js';
import { BUILTIN_CATEGORIES, DIFFICULTIES, type BuiltinScenario } from './schema.js';
import { CURRENT_VOICES } from './voices.js';
import type { CardLanguage, ScenarioCards, ScenarioCardText } from './cards.js';

/** Display names of the categories, in BUILTIN_CATEGORIES order. */
export const CATEGORY_LABELS: Readonly<Record<BuiltinCategory, string>> = {
  persuasion: 'Persuasion',
  coaching: 'Coaching',
  academic_advising: 'Academic advising',
  interview: 'Job interviews',
  sales: 'Sales',
  negotiation: 'Negotiation',
  customer_support: 'Customer support',
  medical: 'Medical conversations',
  thesis_defense: 'Thesis defense',
  dating: 'Dating',
};

export const ScenarioSummarySchema = z
  .object({
    id: z.string().meta({ description: 'Pass as `scenario_id` to `POST /api/v1/conversations`.' }),
    title: z.string(),
    type: z.enum(BUILTIN_CATEGORIES).meta({ description: 'Scenario type; equals the category id.' }),
    domain: z.string(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    context: z.string().meta({ description: 'The situation as the learner is briefed on it.' }),
    npc: z.object({
      name: z.string(),
      role: z.string(),
      avatar: z.string().meta({ description: 'An emoji or short text to show for the character.' }),
      voice: z.enum(CURRENT_VOICES).meta({ description: 'Voice of the current set (legacy names already mapped).' }),
    }),
    training_objective: z.string(),
    key_skills: z.array(z.string()),
  })
  .meta({ id: 'ScenarioSummary', description: 'A built-in scenario as listed (no hidden objective, phases or failure patterns).' });

export const ScenarioCategorySchema = z
  .object({
    id: z.enum(BUILTIN_CATEGORIES),
    label: z.string(),
    scenarios: z.array(ScenarioSummarySchema),
  })
  .meta({ id: 'ScenarioCategory' });

export const ScenarioListSchema = z
  .object({
    language: z.string().meta({ description: 'The language of the titles and briefings: `?lang=` when it is one of the 14 the cards are written in, else `en`.' }),
    categories: z.array(ScenarioCategorySchema).meta({ description: 'All 10 categories, in a fixed order.' }),
    count: z.number().int().meta({ description: 'Number of scenarios over all categories.' }),
  })
  .meta({ id: 'ScenarioList', description: 'The built-in scenario library, grouped by category.' });

export const ScenarioListQuerySchema = z.object({
  lang: z.string().max(35).optional().meta({ description: 'Language of the titles and briefings (BCP 47); English when the cards are not written in it.', example: 'fr' }),
});

export type ScenarioSummary = z.infer<typeof ScenarioSummarySchema>;
export type ScenarioList = z.infer<typeof ScenarioListSchema>;

export function summarize(s: BuiltinScenario, card?: ScenarioCardText): ScenarioSummary {
  const npc = s.npc_profile;
  return {
    id: s.scenario_id,
    title: card?.title ?? s.title,
    type: s.type,
    domain: s.domain,
    ...(s.difficulty ? { difficulty: s.difficulty } : {}),
    context: card?.context ?? s.context,
    // The library maps every voice to the current set at load time.
    npc: { name: npc.name, role: npc.role, avatar: npc.avatar, voice: npc.voice as ScenarioSummary['npc']['voice'] },
    training_objective: s.training_objective,
    key_skills: [...s.key_skills],
  };
}

/** The library as listed in `language` (cards.ts); English, the scenarios' own, without cards. */
export function scenarioList(library: ScenarioLibrary, language: CardLanguage = 'en', cards?: ScenarioCards): ScenarioList {
  const own = language === 'en' ? undefined : cards?.get(language);
  const categories = [...library.byCategory()].map(([id, scenarios]) => ({ id, label: own?.categories[id] ?? CATEGORY_LABELS[id], scenarios: scenarios.map((s) => summarize(s, own?.scenarios.get(s.scenario_id))) }));
  return { language, categories, count: library.size };
}

// A scenario as a session in another language plays it: the translation's title, persona role,
// opening, concerns, desired outcome, phase labels and character replace the originals, and
// `language` becomes the session's, so the engine speaks the character's own lines in it. The
// persona's name, the state, the phases' ids and the failure patterns stay the scenario's own.
import type { Scenario } from './schema.js';
import type { ScenarioTranslation } from './translation-schema.js';

type PerLanguage = WeakMap<Scenario, Map<string, Scenario>>;

const cache: PerLanguage = new WeakMap();
const translated = new WeakSet<Scenario>();

/** One copy per scenario and language, built on first use, so the engine's per-scenario caches still hit. */
function copyFor(copies: PerLanguage, scenario: Scenario, language: string, build: () => Scenario): Scenario {
  let byLanguage = copies.get(scenario);
  if (!byLanguage) copies.set(scenario, (byLanguage = new Map<string, Scenario>()));
  let out = byLanguage.get(language);
  if (!out) byLanguage.set(language, (out = build()));
  return out;
}

/** The scenario is a translation's copy (its failure patterns are still in the original language). */
export function isTranslation(scenario: Scenario): boolean {
  return translated.has(scenario);
}

/** The scenario in `language` when it has a translation for it; otherwise the scenario itself. */
export function localizedScenario(scenario: Scenario, language: string): Scenario {
  if ((scenario.language ?? 'en') === language) return scenario;
  const t = scenario.translations?.[language];
  if (!t) return scenario;
  return copyFor(cache, scenario, language, () => {
    const out = Object.freeze({
      ...scenario,
      language,
      title: t.title,
      npc_profile: { ...scenario.npc_profile, role: t.npc_profile.role, opening: t.npc_profile.opening, concerns: t.npc_profile.concerns },
      desired_outcome: t.desired_outcome,
      phases: scenario.phases?.map((p, i) => ({ ...p, label: t.phases[i] ?? p.label })),
      character: t.character,
      formality: t.formality,
    });
    translated.add(out);
    return out;
  });
}

/** Why a translation does not fit its scenario (counts, outcome ids), or undefined when it does. */
export function translationProblem(scenario: Scenario, t: ScenarioTranslation): string | undefined {
  const c = scenario.character;
  if (!c) return 'the scenario has no character block to translate';
  if ((scenario.phases?.length ?? 0) !== t.phases.length) return `phases: ${t.phases.length} labels for ${scenario.phases?.length ?? 0} phases`;
  if (c.facts.length !== t.character.facts.length) return `character.facts: ${t.character.facts.length} for ${c.facts.length}`;
  if (c.objections.length !== t.character.objections.length) return `character.objections: ${t.character.objections.length} for ${c.objections.length}`;
  const outcomes = (x: typeof c) => x.outcomes.map((o) => `${o.id}/${o.kind}/${o.objection ?? ''}`).join(',');
  if (outcomes(c) !== outcomes(t.character)) return 'character.outcomes: ids, kinds and objection indexes must match the scenario';
  return undefined;
}

const carded: PerLanguage = new WeakMap();

/** What a scenario card says in one language (cards.ts); the goal and the role where written. */
export interface CardText {
  title: string;
  context: string;
  desired_outcome?: string;
  role?: string;
}

/**
 * The scenario with its card's text in `language` (cards.ts: title, briefing, goal and the
 * character's role), for a session a model plays in a language the scenario has no translation
 * for: the report and the page then state them in that language. One copy per scenario and
 * language, so the engine's per-scenario caches still hit.
 */
export function withCard(scenario: Scenario, language: string, card: CardText): Scenario {
  return copyFor(carded, scenario, language, () =>
    Object.freeze({
      ...scenario,
      title: card.title,
      context: card.context,
      desired_outcome: card.desired_outcome ?? scenario.desired_outcome,
      npc_profile: card.role ? { ...scenario.npc_profile, role: card.role } : scenario.npc_profile,
    }),
  );
}

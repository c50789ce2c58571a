// What a learner reads of a built-in scenario before choosing it (its card on the start page, an
// item of GET /api/scenarios), in the 14 languages of the engine's catalogue. Stored beside the
// scenarios: resources/scenarios/cards/<lang>.json, `{ "categories": { "<category>": label },
// "scenarios": { "<scenario_id>": { "title", "context" } } }`, one file per language other than the
// scenarios' own English (docs/conversations.md, "Scenario cards in other languages").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../engine/messages.js';
import { languageIn } from '../../web/i18n/catalogue.js';
import { formatZodIssues } from '../../shared/zod-issues.js';
import { ScenarioLibraryError, type BuiltinCategory } from './library.js';
import { BUILTIN_CATEGORIES } from './schema.js';

export const CARDS_DIR = fileURLToPath(new URL('../../../resources/scenarios/cards/', import.meta.url));

/** The languages scenario cards are listed in (English is the scenarios' own). */
export const CARD_LANGUAGES = MESSAGE_LANGUAGES;
export type CardLanguage = MessageLanguage;

// The goal and the character's role are on the cards of languages the scenarios have no translation
// file for (a translation file carries them otherwise); a test holds every such card complete.
const CardSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    context: z.string().trim().min(1).max(2000),
    desired_outcome: z.string().trim().min(1).max(1000).optional(),
    role: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
const CardFileSchema = z.object({ categories: z.record(z.enum(BUILTIN_CATEGORIES), z.string().trim().min(1).max(80)), scenarios: z.record(z.string(), CardSchema) }).strict();
export type ScenarioCardText = z.infer<typeof CardSchema>;

/** One language's cards: category labels, scenario titles and briefings. */
export interface LanguageCards {
  categories: Readonly<Partial<Record<BuiltinCategory, string>>>;
  scenarios: ReadonlyMap<string, ScenarioCardText>;
}

/** `?lang=fr-CA` -> `fr`; a language the cards are not written in -> English. */
export function cardLanguage(tag: string | undefined): CardLanguage {
  return languageIn(tag, CARD_LANGUAGES);
}

export type ScenarioCards = ReadonlyMap<CardLanguage, LanguageCards>;

/**
 * Reads every language's cards, checked for shape (ScenarioLibraryError names the file). A scenario
 * without a card in a language is listed in English; that every built-in scenario has one in every
 * language is held by test/conversations/scenarios/cards.test.ts.
 */
export function loadScenarioCards(dir: string = CARDS_DIR): ScenarioCards {
  const out = new Map<CardLanguage, LanguageCards>();
  for (const lang of CARD_LANGUAGES) {
    if (lang === 'en') continue;
    const file = path.join(dir, `${lang}.json`);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ScenarioLibraryError(file, `cannot read the scenario cards (${(err as Error).message})`);
    }
    const parsed = CardFileSchema.safeParse(raw);
    if (!parsed.success) throw new ScenarioLibraryError(file, formatZodIssues(parsed.error.issues)[0] ?? 'invalid');
    out.set(lang, { categories: parsed.data.categories, scenarios: new Map(Object.entries(parsed.data.scenarios)) });
  }
  return out;
}

let shared: ScenarioCards | undefined;

/** The shipped cards, read on first use. */
export function builtinScenarioCards(): ScenarioCards {
  return (shared ??= loadScenarioCards());
}

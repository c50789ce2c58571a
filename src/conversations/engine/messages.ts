// What the engine says about a session (coach hints, flag labels and descriptions, phase and
// emotion names, the report) comes from a message catalogue of its own:
// resources/messages/engine/<lang>.json, keys `engine.*`, ICU MessageFormat, checked at load like
// the main catalogue (docs/i18n.md). The character's own replies stay in the language packs.
//
// Lines the learner is told to say to the character (a hint's example, a better line, a quoted
// suggestion) take the `formality` argument and are written in the character's register
// (`informal`: du, tú, tu...; anything else: Sie, usted, vous...). The coach's own voice stays formal.
import { fileURLToPath } from 'node:url';
import { languageIn, loadCatalogue, type Catalogue, type MessageParams } from '../../web/i18n/catalogue.js';
import type { Scenario } from '../scenarios/schema.js';
import type { Category } from './categories.js';
import type { EngineSession, Formality } from './types.js';

export const ENGINE_MESSAGES_DIR = fileURLToPath(new URL('../../../resources/messages/engine/', import.meta.url));

/** The languages the engine's messages are written in: the 14 of the maps. The built-in engine
 * plays a character in seven of them (lang/index.ts); with a model, a session may use any. */
export const MESSAGE_LANGUAGES = ['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

let shared: Catalogue<MessageLanguage> | undefined;

/** The engine's catalogue, loaded and checked on first use. */
export function engineMessages(): Catalogue<MessageLanguage> {
  return (shared ??= loadCatalogue<MessageLanguage>(ENGINE_MESSAGES_DIR, MESSAGE_LANGUAGES));
}

/** `engine.<key>` for `locale`; the catalogue caches one formatter per locale and key. */
export function say(locale: string, key: string, params?: MessageParams): string {
  return engineMessages().t(locale, `engine.${key}`, params);
}

/** `messageKey` -> `message_key`, how pack-style names become catalogue keys. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The locale the engine's messages use for a requested tag: the tag itself when the catalogue has
 * its language (`de-CH` keeps Swiss number formats), else English. */
export function textLocaleFor(locale: string | undefined): string {
  const tag = locale?.trim() ?? '';
  if (!tag) return 'en';
  const language = languageIn(tag, MESSAGE_LANGUAGES);
  return language === 'en' && !tag.toLowerCase().startsWith('en') ? 'en' : tag;
}

/** Categories where the character is on first-name terms with the learner when nothing says otherwise. */
const INFORMAL_CATEGORIES: ReadonlySet<Category> = new Set(['dating']);

/**
 * The character's register: the scenario's own (a translation sets it for its language), else that
 * of any of its translations (the relationship is the same in every language), else informal on a
 * date and formal everywhere else.
 */
export function formalityOf(scenario: Scenario, category: Category): Formality {
  if (scenario.formality) return scenario.formality;
  for (const t of Object.values(scenario.translations ?? {})) return t.formality;
  return INFORMAL_CATEGORIES.has(category) ? 'informal' : 'formal';
}

/** The language the session is in for the learner: its coach and report (and, with a model, the
 * character). The analyser may read it with another language's lexicon (`session.language`). */
export function spokenLanguage(session: Pick<EngineSession, 'textLocale'>): string {
  return session.textLocale.toLowerCase().split(/[-_]/)[0]!;
}

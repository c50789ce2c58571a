// The hosted pages' text comes from the message catalogue (resources/messages, docs/i18n.md): keys
// under `sim.` for the simulation and notice pages. The server renders the static text with it and
// hands the page the same namespace (pre-parsed ICU messages) for what its scripts write.
import type enMessages from '../../resources/messages/en.json';
import { LANGUAGES, languageOf, messages, type Language, type PageMessage } from '../web/i18n/catalogue.js';

export const PAGE_LANGUAGES = LANGUAGES;
export type PageLanguage = Language;

/** The page's namespace in the catalogue. */
export const PAGE_NAMESPACE = 'sim';

/** The page's keys without the namespace (`end`, `send`, ...), from the fallback language's file. */
type PageKey<K> = K extends `sim.${infer Name}` ? Name : never;
export type StringKey = PageKey<keyof typeof enMessages>;

/** Static text of the page (messages with arguments are formatted by the page's scripts). */
export type Strings = Readonly<Record<StringKey, string>>;

/** `es-MX` -> `es`; anything the page has no strings for -> `en`. */
export const pageLanguage = languageOf;

/** The first supported language of an Accept-Language header (for pages without a session). */
export function languageFromAcceptHeader(header: string | undefined): PageLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.toLowerCase().split('-')[0]!;
    if ((PAGE_LANGUAGES as readonly string[]).includes(base)) return base as PageLanguage;
  }
  return 'en';
}

const cache = new Map<PageLanguage, { strings: Strings; messages: Record<string, PageMessage> }>();

function forLanguage(lang: PageLanguage) {
  let found = cache.get(lang);
  if (!found) {
    const table = messages().pageMessages(lang, PAGE_NAMESPACE);
    const strings = Object.fromEntries(Object.entries(table).filter((e): e is [string, string] => typeof e[1] === 'string'));
    found = { strings: Object.freeze(strings) as Strings, messages: table };
    cache.set(lang, found);
  }
  return found;
}

/** The page's plain (argument-free) texts in `lang`, for the server-rendered HTML. */
export function stringsFor(lang: PageLanguage): Strings {
  return forLanguage(lang).strings;
}

/** Every message of the page's namespace in `lang` (the server-rendered texts included). */
export function pageMessagesFor(lang: PageLanguage): Record<string, PageMessage> {
  return forLanguage(lang).messages;
}

/**
 * Texts only the server renders (the page's fixed labels and the notice page), which no script
 * reads: the page's settings leave them out, so that a page in a heavier script (Devanagari and
 * Cyrillic take two or three bytes a character) stays within the page's byte budget.
 * test/web/catalogue.test.ts checks that the scripts read none of them.
 */
export const SERVER_RENDERED_KEYS: ReadonlySet<StringKey> = new Set<StringKey>([
  'app_name',
  'skip_to_input',
  'message_label',
  'message_placeholder',
  'send',
  'tts_mute',
  'side_panel',
  'camera_title',
  'coach_empty',
  'ended_title',
  'ended_body',
  'invalid_title',
  'invalid_body',
  'claimed_title',
  'claimed_body',
]);

const scriptCache = new Map<PageLanguage, Record<string, PageMessage>>();

/** The messages the page's scripts receive in their settings: the namespace less the server-rendered texts. */
export function scriptMessagesFor(lang: PageLanguage): Record<string, PageMessage> {
  let found = scriptCache.get(lang);
  if (!found) {
    found = Object.fromEntries(Object.entries(pageMessagesFor(lang)).filter(([key]) => !SERVER_RENDERED_KEYS.has(key as StringKey)));
    scriptCache.set(lang, found);
  }
  return found;
}

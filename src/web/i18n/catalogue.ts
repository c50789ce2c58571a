// The message catalogue: every translatable text of the service, one ICU MessageFormat string per
// key and language, in resources/messages/<language>.json (docs/i18n.md). The server formats with
// intl-messageformat (plurals, selects, Intl number formatting); pages get their namespace's
// messages pre-parsed (see pageMessages) and format them with the same library.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStructurallySame, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** resources/messages at the project root; this file sits three levels below it in src/ and dist/. */
export const MESSAGES_DIR = fileURLToPath(new URL('../../../resources/messages/', import.meta.url));

/** Every language the catalogue holds; each has every key (checked at load). English is the fallback. */
export const LANGUAGES = ['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Languages written right to left: their pages get `dir="rtl"`. */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

/** The writing direction of a catalogue language, for a page's `<html dir>`. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

export type MessageParams = Record<string, string | number | boolean | Date | null | undefined>;

/** One message as a page receives it: the plain text when it has no argument, else its parsed form. */
export type PageMessage = string | MessageFormatElement[];

interface Entry {
  source: string;
  ast: MessageFormatElement[];
}

export interface Catalogue<L extends string = Language> {
  readonly languages: readonly L[];
  /** Keys of the fallback language, in file order (every language has exactly these). */
  readonly keys: readonly string[];
  has(key: string): boolean;
  /** The raw ICU string. */
  source(language: L, key: string): string;
  /**
   * Formats `key` for `locale` (any BCP 47 tag: `es-MX` takes Spanish text and Mexican number
   * formats). An unknown locale falls back to English text; an unknown key throws, since it is a bug.
   */
  t(locale: string | null | undefined, key: string, params?: MessageParams): string;
  /** The messages under `prefix.` (prefix stripped) for a page, in `language`. */
  pageMessages(language: L, prefix: string): Record<string, PageMessage>;
  /** The catalogue's language for a BCP 47 tag (`ar-EG` -> `ar`), English when it has none. */
  languageOf(tag: string | null | undefined): L;
}

export class CatalogueError extends Error {}

/** `es-MX` -> `es`; anything the catalogue has no text for -> English. */
export function languageOf(tag: string | null | undefined): Language {
  return languageIn(tag, LANGUAGES);
}

/** The same, among any list of languages (a catalogue of its own, such as the map pages'). */
export function languageIn<L extends string>(tag: string | null | undefined, languages: readonly L[]): L {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (languages as readonly string[]).includes(base) ? (base as L) : (FALLBACK_LANGUAGE as L);
}

/** A tag Intl accepts, for number and plural rules; the language itself when the tag is not valid. */
function intlLocale(tag: string | null | undefined, language: string): string {
  if (!tag) return language;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.replace('_', '-'));
    return canonical && (canonical.toLowerCase().split('-')[0] ?? '') === language ? canonical : language;
  } catch {
    return language;
  }
}

function readLanguage(dir: string, language: string): Record<string, string> {
  const file = path.join(dir, `${language}.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CatalogueError(`${file}: ${(err as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new CatalogueError(`${file}: expected one object of key -> message`);
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string' || value.trim() === '') throw new CatalogueError(`${file}: ${key}: expected a non-empty string`);
  }
  return raw as Record<string, string>;
}

/**
 * Loads and checks the catalogue: every language has exactly the fallback language's keys, every
 * message parses, and every translation takes the same arguments as the English one. Any problem
 * stops start-up with one line naming the file and key, never a learner's page.
 */
export function loadCatalogue<L extends string = Language>(dir: string = MESSAGES_DIR, languages: readonly L[] = LANGUAGES as unknown as readonly L[]): Catalogue<L> {
  const tables = new Map<string, Map<string, Entry>>();
  for (const language of languages) {
    const entries = new Map<string, Entry>();
    for (const [key, source] of Object.entries(readLanguage(dir, language))) {
      try {
        entries.set(key, { source, ast: parse(source) });
      } catch (err) {
        throw new CatalogueError(`${language}.json: ${key}: not ICU MessageFormat (${(err as Error).message})`);
      }
    }
    tables.set(language, entries);
  }
  const fallback = tables.get(FALLBACK_LANGUAGE);
  if (!fallback) throw new CatalogueError(`${FALLBACK_LANGUAGE}.json is required`);
  const keys = [...fallback.keys()];
  for (const [language, entries] of tables) {
    for (const key of keys) {
      const entry = entries.get(key);
      if (!entry) throw new CatalogueError(`${language}.json: ${key}: missing`);
      const same = isStructurallySame(fallback.get(key)!.ast, entry.ast);
      if (!same.success) throw new CatalogueError(`${language}.json: ${key}: arguments differ from ${FALLBACK_LANGUAGE}.json (${same.error?.message ?? ''})`);
    }
    for (const key of entries.keys()) if (!fallback.has(key)) throw new CatalogueError(`${language}.json: ${key}: not in ${FALLBACK_LANGUAGE}.json`);
  }

  const formatters = new Map<string, IntlMessageFormat>();
  const entry = (language: string, key: string): Entry => {
    const found = tables.get(language)?.get(key) ?? tables.get(FALLBACK_LANGUAGE)!.get(key);
    if (!found) throw new CatalogueError(`unknown message key: ${key}`);
    return found;
  };

  return {
    languages,
    keys,
    has: (key) => fallback.has(key),
    languageOf: (tag) => languageIn(tag, languages),
    source: (language, key) => entry(language, key).source,
    t(locale, key, params) {
      const language = languageIn(locale, languages);
      const found = entry(language, key);
      const first = found.ast[0];
      if (found.ast.length === 1 && first?.type === TYPE.literal) return first.value;
      const tag = intlLocale(locale, language);
      const id = `${tag}\u0000${key}`;
      let formatter = formatters.get(id);
      if (!formatter) {
        formatter = new IntlMessageFormat(found.ast, tag);
        formatters.set(id, formatter);
      }
      return String(formatter.format(params));
    },
    pageMessages(language, prefix) {
      const out: Record<string, PageMessage> = {};
      const start = `${prefix}.`;
      for (const key of keys) {
        if (!key.startsWith(start)) continue;
        const { ast } = entry(language, key);
        const first = ast[0];
        out[key.slice(start.length)] = ast.length === 1 && first?.type === TYPE.literal ? first.value : stripLocations(ast);
      }
      return out;
    },
  };
}

/** The parser's source positions are of no use to a page; leaving them out keeps its settings small. */
function stripLocations(ast: MessageFormatElement[]): MessageFormatElement[] {
  return JSON.parse(JSON.stringify(ast, (k, v: unknown) => (k === 'location' ? undefined : v))) as MessageFormatElement[];
}

let shared: Catalogue | undefined;

/** The process's catalogue, loaded and checked on first use (the files do not change while it runs). */
export function messages(): Catalogue {
  return (shared ??= loadCatalogue());
}

/** `t(locale, key, params)` on the process's catalogue: the one call server code needs. */
export function t(locale: string | null | undefined, key: string, params?: MessageParams): string {
  return messages().t(locale, key, params);
}

/** Numbers in the reader's conventions (`1.234,5` in German), through the same locale resolution. */
export function formatNumber(locale: string | null | undefined, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale, languageOf(locale)), options).format(value);
}

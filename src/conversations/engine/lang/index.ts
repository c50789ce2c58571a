// Language selection and the compiled lexicons. A pack is compiled once per process on first use
// (phrases tokenised, folded and indexed by first word), so analysing a turn only looks words up.
import { deu, eng, fra, ita, nld, por, spa } from 'stopword';
import { fold, words } from '../text.js';
import { loadPack } from './packs.js';
import { LEXICON_KEYS, type LangPack, type LexiconKey } from './schema.js';

export { LEXICON_KEYS } from './schema.js';

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const PACKS = Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, loadPack(l)])) as Record<Language, LangPack>;
// The stopword package's lists (ISO 639-3 names), shipped inside the npm package.
const STOPWORDS: Record<Language, string[]> = { en: eng, es: spa, fr: fra, de: deu, pt: por, it: ita, nl: nld };

export interface LanguageChoice {
  language: Language;
  /** True when a locale was asked for but its language is not supported, so English is used. */
  fellBack: boolean;
}

/** BCP-47 tag -> supported language subtag ("pt-BR" -> "pt", "de_AT" -> "de"); others fall back to English. */
export function chooseLanguage(locale: string | undefined): LanguageChoice {
  if (!locale || !locale.trim()) return { language: 'en', fellBack: false };
  const sub = locale.trim().split(/[-_]/)[0]!.toLowerCase();
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(sub)) return { language: sub as Language, fellBack: false };
  return { language: 'en', fellBack: true };
}

export function packFor(language: string): LangPack {
  return PACKS[language as Language] ?? PACKS.en;
}

export const K = Object.fromEntries(LEXICON_KEYS.map((k, i) => [k, i])) as Record<LexiconKey, number>;

export interface LexEntry {
  words: string[];
  /** The last word is a prefix ("frustrat*"). */
  prefixLast: boolean;
  key: number;
  /** Where the phrase counts: anywhere; only outside questions (statementPressure); only as a
   * whole sentence (hostilityAlone). */
  where: 'anywhere' | 'statement' | 'alone';
}

export interface CompiledLexicon {
  language: Language;
  /** Entries indexed by their exact first word. */
  byFirst: Map<string, LexEntry[]>;
  /** The same lists narrowed by the word that follows (bySecondWord). */
  byFirstThenSecond: Map<string, SecondWordIndex>;
  /** Single-word prefix entries ("frustrat*"), checked against every word. */
  prefixes: LexEntry[];
  stop: Set<string>;
  negators: Set<string>;
}

/**
 * A first word's entries split by the second word, in the list's order: `any` holds those that do
 * not depend on it (one word, or a second word that is a prefix), `bySecond` those plus the ones
 * whose second word is exactly that word. Common first words ("i", "you") head dozens of phrases;
 * this keeps the scan from trying each at every occurrence.
 */
export interface SecondWordIndex {
  any: LexEntry[];
  bySecond: Map<string, LexEntry[]>;
}

function bySecondWord(byFirst: Map<string, LexEntry[]>): Map<string, SecondWordIndex> {
  const out = new Map<string, SecondWordIndex>();
  const open = (e: LexEntry) => e.words.length === 1 || (e.words.length === 2 && e.prefixLast);
  for (const [first, list] of byFirst) {
    const seconds = new Set<string>();
    for (const e of list) if (!open(e)) seconds.add(e.words[1]!);
    const bySecond = new Map<string, LexEntry[]>();
    for (const w of seconds) bySecond.set(w, list.filter((e) => open(e) || e.words[1] === w));
    out.set(first, { any: list.filter(open), bySecond });
  }
  return out;
}

const compiled = new Map<string, CompiledLexicon>();

function compile(language: Language): CompiledLexicon {
  const pack = PACKS[language];
  const byFirst = new Map<string, LexEntry[]>();
  const prefixes: LexEntry[] = [];
  const lists: Array<[number, string[], LexEntry['where']]> = LEXICON_KEYS.map((key) => [K[key], pack.lexicon[key], 'anywhere']);
  lists.push([K.pressure, pack.lexicon.statementPressure, 'statement'], [K.hostility, pack.lexicon.hostilityAlone, 'alone']);
  for (const [key, phrases, where] of lists) {
    const seen = new Set<string>();
    for (const phrase of phrases) {
      const prefixLast = phrase.trim().endsWith('*');
      const ws = words(prefixLast ? phrase.trim().slice(0, -1) : phrase, language);
      const id = ws.join(' ') + (prefixLast ? '*' : '');
      if (ws.length === 0 || seen.has(id)) continue;
      seen.add(id);
      const entry: LexEntry = { words: ws, prefixLast, key, where };
      if (prefixLast && ws.length === 1) {
        prefixes.push(entry);
        continue;
      }
      const list = byFirst.get(ws[0]!);
      if (list) list.push(entry);
      else byFirst.set(ws[0]!, [entry]);
    }
  }
  const stop = new Set<string>();
  for (const w of STOPWORDS[language]) stop.add(fold(w));
  for (const w of pack.lexicon.stopwords) for (const t of words(w, language)) stop.add(t);
  const negators = new Set<string>();
  for (const w of pack.lexicon.negators) for (const t of words(w, language)) negators.add(t);
  return { language, byFirst, byFirstThenSecond: bySecondWord(byFirst), prefixes, stop, negators };
}

export function lexiconFor(language: string): CompiledLexicon {
  const lang = (PACKS[language as Language] ? language : 'en') as Language;
  let c = compiled.get(lang);
  if (!c) {
    c = compile(lang);
    compiled.set(lang, c);
  }
  return c;
}

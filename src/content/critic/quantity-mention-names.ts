// What a value is of: the noun phrase around it (after "of", before "de", a subject before its
// verb), its head, the unit or counted noun after the number, and whether two nouns name one thing
// (one stem, a small table of synonyms in Spanish and French, WordNet in English). Apart because
// it reads phrases, not values, and holds the one call out to WordNet.
import { wordNet } from '../../maps/index.js';
import { contentWords, type Lang } from './text.js';
import { measure } from './units.js';
import { CALENDAR, MONEY_AFTER, NOT_A_THING, PROPERTY, WORD_UNITS } from './quantity-mention-patterns.js';
import { EmptiedWhenFull } from '../../shared/bounded-memo.js';

/** Same-meaning nouns a writer swaps in Spanish and French (WordNet reads English): a small table, both ways. */
const SYNONYMS: Array<[Lang, string[]]> = [
  ['es', ['alumno', 'alumnos', 'estudiante', 'estudiantes']],
  ['es', ['depósito', 'tanque']],
  ['es', ['recorrido', 'ruta', 'camino', 'trayecto', 'circuito']],
  ['es', ['asiento', 'asientos', 'silla', 'sillas']],
  ['fr', ['élève', 'élèves', 'écolier', 'écoliers']],
  ['fr', ['réservoir', 'cuve']],
  ['fr', ['parcours', 'trajet', 'circuit', 'itinéraire']],
  ['fr', ['place', 'places', 'siège', 'sièges', 'chaise', 'chaises']],
];
const SYNONYM_OF = new Map<string, string>();
for (const [lang, group] of SYNONYMS) {
  const stems = group.flatMap((w) => contentWords(w, lang));
  for (const s of stems) SYNONYM_OF.set(`${lang} ${s}`, stems[0]!);
}

/** Whether two nouns name one thing in English by WordNet: one synset, or one the other's direct hypernym ("aquarium" a kind of "tank"). */
const related = new EmptiedWhenFull<string, boolean>(2000);
function wordNetRelated(a: string, b: string): boolean {
  const key = a < b ? `${a} ${b}` : `${b} ${a}`;
  let found = related.get(key);
  if (found === undefined) {
    const wn = wordNet();
    const [sa, sb] = [wn.lookup(a).slice(0, 3), wn.lookup(b).slice(0, 3)];
    const offsets = (ss: typeof sa) => new Set(ss.map((s) => s.offset));
    const up = (ss: typeof sa) => new Set(ss.flatMap((s) => wn.related(s, ['@']).map((h) => h.offset)));
    const [oa, ob] = [offsets(sa), offsets(sb)];
    found = [...oa].some((o) => ob.has(o)) || [...up(sa)].some((o) => ob.has(o)) || [...up(sb)].some((o) => oa.has(o));
    related.set(key, found);
  }
  return found;
}

/** How two nouns name one thing: "same" (one stem), "synonym", or not at all. */
export function nameMatch(a: string, b: string, lang: Lang): 'same' | 'synonym' | undefined {
  if (a === b) return 'same';
  const [x, y] = [SYNONYM_OF.get(`${lang} ${a}`), SYNONYM_OF.get(`${lang} ${b}`)];
  if (x !== undefined && x === y) return 'synonym';
  if (lang === 'en' && /^[a-z]{3,}$/.test(a) && /^[a-z]{3,}$/.test(b) && wordNetRelated(a, b)) return 'synonym';
  return undefined;
}

/** Content words of a phrase that can name a thing. */
export const thingWords = (text: string, lang: Lang) => contentWords(text, lang).filter((w) => !PROPERTY.has(w) && !NOT_A_THING.has(w));

/** The head of a noun phrase: its last noun in English ("rainwater tank"), its first in Spanish and French ("piscina municipal"). */
export const headOf = (ws: string[], lang: Lang) => (lang === 'es' || lang === 'fr' ? ws[0] : ws[ws.length - 1]);

/** The phrase right after "of"/"de" (its thing), stopping at a verb-like word or punctuation. */
export const OF_PHRASE = /^\s*(?:of|de|del|des|du|d['’])\s+((?:[\p{L}'’-]+\s*){1,5})/iu;
/** The noun phrase right before "of"/"de"/"with" and the number ("a budget of", "la piscina municipal de"). */
export const PHRASE_OF = /((?:[\p{L}\d'’-]+\s+){1,4})(?:of|de|del|du|with|con|avec)\s+(?:about\s+|around\s+|roughly\s+|some\s+|unos\s+|unas\s+|environ\s+|quelque\s+)?(?:[$£€]\s?)?$/iu;
const STOP_AT = /(?<!\p{L})(?:and|or|in|on|at|for|to|with|from|by|per|that|which|who|is|are|was|when|where|while|each|every|the|a|an|this|y|o|en|para|con|que|es|son|cuando|cada|el|la|los|las|un|una|et|ou|dans|pour|avec|qui|est|sont|quand|chaque|les|une|à|au|a|por|par|se|lo|le)(?!\p{L})/iu;

export function cutPhrase(text: string): string {
  const clause = text.split(/[,;:.!?()]/)[0]!;
  const m = STOP_AT.exec(clause);
  return m ? clause.slice(0, m.index) : clause;
}

/** A subject's words: its head (before any "of"/"de": the last word in English, the first in Spanish and French) and the rest. */
export function subjectThing(subject: string, lang: Lang): { head?: string; heads: string[]; mods: string[] } {
  const [main, ...rest] = subject.split(/(?<!\p{L})(?:of|de|del|du|des|d['’])(?!\p{L})/iu);
  const ws = thingWords(main!, lang);
  const head = headOf(ws, lang);
  // Without parts of speech, an English subject's head may be its first noun ("The skateboard Leo is saving for").
  return { head, heads: ws.slice(0, 3).filter((w) => w !== head), mods: ws.filter((w) => w !== head).concat(rest.flatMap((r) => thingWords(r, lang))) };
}

/** Where a subject starts: after the last clause word before its verb (its articles and "of" phrases kept). */
const SUBJECT_STOP = /^(?:and|or|that|which|who|when|where|while|so|then|y|o|que|cuando|entonces|et|ou|qui|quand|donc|puis|in|on|at|en|dans|sur)$/iu;
export function subjectBack(text: string): string {
  const ws = text.split(/\s+/).filter(Boolean);
  let from = ws.length;
  while (from > 0 && ws.length - from < 8 && !SUBJECT_STOP.test(ws[from - 1]!)) from--;
  return ws.slice(from).join(' ');
}

export function unitOf(after: string, n: number, sign: string | undefined, lang: Lang): { dimension: string; value: number; length: number } | undefined {
  if (sign) return { dimension: `money ${sign.trim()}`, value: n, length: 0 };
  const m = /^(?:\s?-\s?|\s)?(%|[°º][CF]|\p{L}+(?:\^[23])?(?:\/\p{L}+(?:\^[23])?)?|€)/u.exec(after);
  if (!m) return undefined;
  const written = m[1]!;
  const lower = written.toLowerCase();
  if (MONEY_AFTER[lower]) return { dimension: `money ${MONEY_AFTER[lower]}`, value: n, length: m[0].length };
  const si = measure(n, WORD_UNITS[lower] ?? written);
  if (si) return { ...si, length: m[0].length };
  // A count: the noun right after the number is what is counted ("28 pupils", "120 chairs", "24 élèves").
  const noun = contentWords(written, lang)[0];
  if (noun && /^\p{L}{3,}[sx]$/u.test(written) && n >= 2 && !CALENDAR.has(lower) && !PROPERTY.has(noun) && !NOT_A_THING.has(noun)) return { dimension: `count ${nameKey(noun, lang)}`, value: n, length: m[0].length };
  return undefined;
}

/** A count's noun as one key for its synonyms ("alumnos", "estudiantes"). */
const nameKey = (noun: string, lang: Lang) => SYNONYM_OF.get(`${lang} ${noun}`) ?? noun;

/** The last clause of a subject (after a comma, unless the comma opens "which is"). */
export function lastClause(text: string): string {
  const parts = text.split(/,/);
  const last = parts.pop()!.trim();
  return /^(?:which|that|que|qui)?\s*$/iu.test(last) && parts.length ? parts.pop()!.trim() : last.replace(/^(?:which|that|que|qui)\s+/iu, '');
}

/** Articles and contracted prepositions that open a noun phrase: kept with it (they say whether it is definite). */
const OPENS_PHRASE = /^(?:the|a|an|el|la|los|las|un|una|le|les|l['’]|une|du|del|des|au|aux|al)$/iu;

/** The noun phrase that ends a text (a subject before its verb, a thing before "de"): back to a clause word or a preposition, its article kept. */
export function cutPhraseBack(text: string): string {
  const ws = text.split(/\s+/).filter(Boolean);
  let from = ws.length;
  while (from > 0 && ws.length - from < 7) {
    const w = ws[from - 1]!;
    if (OPENS_PHRASE.test(w)) {
      from--;
      break;
    }
    if (STOP_AT.test(w) || /^(?:of|de|d['’])$/iu.test(w)) break;
    from--;
  }
  return ws.slice(from).join(' ');
}

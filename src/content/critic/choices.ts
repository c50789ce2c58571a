// The choices a KE check question lists, in any of the three ways teachers write them: lettered
// ("(A) melting (B) freezing"), as a markdown list under the question, or inline after a colon
// ("Which of these is prime: 21, 27 or 29?", "¿Cuál no es un ser vivo: un hongo, una roca o un
// helecho?", "Laquelle … : la combustion, la rouille ou la fusion ?"); and which choice an answer
// names, by its words rather than by its letter only.
import { contentWords, type Lang } from './text.js';

export interface Choice {
  letter?: string;
  text: string;
}

/** "(A) x", "a) x", and capitals with a full stop, "A. x B. y" (small letters with a stop read as words). */
const LETTERED = /(?:^|\s)(?:\(?([A-Fa-f])\)|([A-F])\.)\s+/g;

function lettered(question: string): { stem: string; choices: Choice[] } | undefined {
  const marks = [...question.matchAll(LETTERED)];
  if (marks.length < 2) return undefined;
  const letters = marks.map((m) => (m[1] ?? m[2])!.toLowerCase());
  if (letters.some((l, i) => l !== String.fromCharCode(97 + i))) return undefined;
  const choices = marks.map((m, i) => ({
    letter: letters[i]!,
    text: question.slice(m.index + m[0].length, i + 1 < marks.length ? marks[i + 1]!.index : undefined).trim().replace(/[;,.]$/, ''),
  }));
  return { stem: question.slice(0, marks[0]!.index).trim(), choices };
}

/** A markdown list closing the question: "Which is prime?\n- 21\n- 29". */
const LIST_LINE = /^\s*(?:[-*•]|[A-Fa-f][.)])\s+(\S.*)$/u;

function listed(question: string): { stem: string; choices: Choice[] } | undefined {
  const lines = question.split(/\n/);
  let first = lines.length;
  while (first > 0 && LIST_LINE.test(lines[first - 1]!)) first--;
  const items = lines.slice(first);
  if (items.length < 2 || first === 0) return undefined;
  const stem = lines.slice(0, first).join('\n').trim();
  if (!/[?？:：]\s*$/u.test(stem)) return undefined;
  return { stem, choices: items.map((l) => ({ text: LIST_LINE.exec(l)![1]!.trim().replace(/[;,.]$/, '') })) };
}

/** Words that ask to choose, per language: an inline list follows a question, not an instruction. */
const ASKS = /(?<!\p{L})(?:which|what|who|where|when|how many|how much|cuál|cuáles|qué|quién|quiénes|dónde|cuándo|cuántos|cuántas|cuánto|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|qui|qu['’]|où|quand|combien)(?!\p{L})/iu;
/**
 * The colon before an inline list and the question mark after it (a ratio "3:5" has no space); a
 * spaced dash introduces a list as a colon does ("Which mark ends it — a comma or a full stop?").
 */
const INLINE = /(?:[:：]|\s[—–])\s+([^:：?？\n—–]+?)\s*[?？]/gu;
/** Separators of an inline list; its last must be "or" ("o", "u", "ou"): "and" lists facts, not choices. */
const SEPARATOR = /\s*[,;]\s+(?:(?:or|o|u|ou)\s+)?|\s+(?:or|o|u|ou)\s+/iu;
const LAST_OR = /\s(?:or|o|u|ou)\s+(?:(?![,;]\s)[^;])+$/iu;
const MAX_CHOICE_WORDS = 10;

function inline(question: string): { stem: string; choices: Choice[] } | undefined {
  const m = [...question.matchAll(INLINE)].at(-1);
  if (!m) return undefined;
  const list = m[1]!;
  const stem = question.slice(0, m.index).trim();
  if (!LAST_OR.test(list) || !ASKS.test(stem.slice(stem.search(/[^.!?]*$/u)))) return undefined;
  const parts = list.split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > MAX_CHOICE_WORDS)) return undefined;
  return { stem: `${stem}?`, choices: parts.map((text) => ({ text })) };
}

/** Three or more choices after a colon with commas only ("Lequel n'est pas sûr : traverser…, courir…, attendre… ?"). */
const COMMAS_ONLY = /\s*[,;]\s+/u;
const LAST_AND = /[,;]?\s(?:and|y|e|et)\s+(?:(?![,;]\s)[^;])+$/iu;

/**
 * An inline list without "or" ("…except which one: a steel paper clip, a plastic ruler, an
 * aluminium foil strip?"): choices only when there are three or more and the answer names one of
 * them by its words, since a list of facts reads the same way ("What do cats, dogs and rabbits
 * have in common: …"). The caller checks the answer (items.ts).
 */
export function commaChoices(question: string): { stem: string; choices: Choice[] } | undefined {
  const m = [...question.matchAll(INLINE)].at(-1);
  if (!m) return undefined;
  const list = m[1]!;
  const stem = question.slice(0, m.index).trim();
  if (LAST_OR.test(list) || LAST_AND.test(list) || !ASKS.test(stem.slice(stem.search(/[^.!?]*$/u)))) return undefined;
  const parts = list.split(COMMAS_ONLY).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 3 || parts.some((p) => p.split(/\s+/).length > MAX_CHOICE_WORDS)) return undefined;
  return { stem: `${stem}?`, choices: parts.map((text) => ({ text })) };
}

/** The stem and the choices a check question lists, or undefined for an open question. */
export function splitChoices(question: string): { stem: string; choices: Choice[] } | undefined {
  return lettered(question) ?? listed(question) ?? inline(question);
}

/** The letter an answer names ("(D) freezing", "b)", "C"), if it names one, and the words after it. */
export function answerLetter(answer: string): string | undefined {
  const m = /^\s*(?:\(([a-f])\)|([a-f])[).](?=\s|$)|([a-f])\s*$)/i.exec(answer);
  return (m?.[1] ?? m?.[2] ?? m?.[3])?.toLowerCase();
}

/** Words and numbers in reading order; decimal commas and points are one number ("0,75" = "0.75"). */
const TOKEN = /\d+(?:[.,]\d+)*(?:\/\d+)?|\p{L}+/gu;
const ARTICLES = new Set(['a', 'an', 'the', 'un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'lo', 'le', 'les', 'l', 'du', 'des', 'de', 'd', 'del']);
/** Digits grouped by spaces are one number ("1 800" = "1800"). */
const GROUPED = /(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g;
const tokens = (s: string) => (s.toLowerCase().normalize('NFC').replace(GROUPED, '$1').match(TOKEN) ?? []).map((t) => (/^\d/.test(t) ? t.replace(/,/g, '.') : t));
const numbersOf = (s: string) => tokens(s).filter((t) => /^\d/.test(t));

/**
 * Where in the answer a choice is named, or -1: its words in a row (articles aside: "a shark" is
 * named by "The shark"), or every content word of it ("la fusion du chocolat" by "La fusion
 * du chocolat : …"). Numbers must match whole: "23" does not name "2" or "3".
 */
export function namedAt(answer: string, choice: string, lang: Lang): number {
  const have = tokens(answer);
  const want = tokens(choice);
  while (want.length > 1 && ARTICLES.has(want[0]!)) want.shift();
  if (!want.length) return -1;
  for (let i = 0; i + want.length <= have.length; i++) if (want.every((w, j) => have[i + j] === w)) return i;
  const words = contentWords(choice, lang);
  if (!words.length || want.some((t) => /^\d/.test(t))) return -1;
  const stems = have.map((t) => contentWords(t, lang)[0]);
  const at = words.map((w) => stems.indexOf(w));
  return at.every((i) => i >= 0) ? Math.min(...at) : -1;
}

/**
 * Where the answer gives a choice's numbers in a row, when no other choice has the same numbers:
 * "10 kilometres" names "10 km" among "5 km, 10 km or 21 km".
 */
function numbersAt(answer: string, choice: string, choices: readonly Choice[]): number {
  const want = numbersOf(choice);
  if (!want.length || choices.filter((c) => numbersOf(c.text).join(' ') === want.join(' ')).length > 1) return -1;
  const have = tokens(answer);
  for (let i = 0; i + want.length <= have.length; i++) {
    const run = have.slice(i).filter((t) => /^\d/.test(t)).slice(0, want.length);
    if (/^\d/.test(have[i]!) && run.join(' ') === want.join(' ')) return i;
  }
  return -1;
}

/** The choice the answer names first (an answer may go on to mention the others), or undefined. */
export function firstNamed(answer: string, choices: readonly Choice[], lang: Lang, stem = ''): number | undefined {
  let best: { i: number; at: number } | undefined;
  choices.forEach((c, i) => {
    const named = namedAt(answer, c.text, lang);
    const at = named >= 0 ? named : numbersAt(answer, c.text, choices);
    if (at >= 0 && (!best || at < best.at)) best = { i, at };
  });
  return best?.i ?? byWhatSetsApart(answer, choices, lang, stem);
}

/**
 * Choices written in parallel share their frame and differ in a word or two ("Which was earlier:
 * women voting in Finland or in France?", "¿Qué llegó antes: el tren a Madrid o a Sevilla?"): an
 * answer names a choice by the words that set it apart from the others ("Finland (1906); …").
 * Only when no choice is named whole; the one whose own words come first in the answer. A word
 * the question asks about ("oceans" in "Which ocean…: the Atlantic, the Arctic or the Indian
 * Ocean?") sets nothing apart, though only one choice repeats it.
 */
function byWhatSetsApart(answer: string, choices: readonly Choice[], lang: Lang, stem: string): number | undefined {
  const asked = new Set(contentWords(stem, lang));
  const own = choices.map((c) => contentWords(c.text, lang).filter((w) => !asked.has(w)));
  const have = contentWords(answer, lang);
  let best: { i: number; at: number } | undefined;
  own.forEach((ws, i) => {
    const apart = ws.filter((w) => own.every((other, j) => j === i || !other.includes(w)));
    const at = Math.min(...apart.map((w) => have.indexOf(w)).filter((k) => k >= 0));
    if (Number.isFinite(at) && (!best || at < best.at)) best = { i, at };
  });
  return best?.i;
}

/** An answer that takes none or all of the choices on purpose: "Neither: they weigh the same", "Les deux", "Pesan lo mismo". */
const NONE_OR_ALL = /^\s*(?:neither|both|none|all|ni|ninguno|ninguna|ambos|ambas|los dos|las dos|todos|todas|aucun|aucune|les deux|tous|toutes)(?!\p{L})/iu;
const ALIKE = /(?<!\p{L})(?:the same|equal|equally|lo mismo|igual|iguales|el mismo|la misma|le même|la même|autant|égaux|égales|pareil)(?!\p{L})/iu;
/** "They are alike" answers a comparison of two ("Which is heavier: a or b?"), not a pick among more. */
export const takesNoneOrAll = (answer: string, choices: number) => NONE_OR_ALL.test(answer) || (choices === 2 && ALIKE.test(/^[^.!?;:]*/u.exec(answer)![0]));

/**
 * The letters an option or an answer names when it is nothing but a combination of other choices'
 * letters: "A and C", "Both B and D", "A, B y C", "Les deux : A et C", "B & D are correct".
 * Undefined for anything else, a single letter included.
 */
const LETTER = String.raw`\(?([a-f])\)?`;
const JOIN = String.raw`\s*(?:,|&|\+|and|y|e|et|as well as)\s*`;
const COMBINATION = new RegExp(String.raw`^\s*(?:(?:both|ambas|ambos|las dos|los dos|les deux|tanto)\s*:?\s*)?${LETTER}(?:${JOIN}${LETTER}){1,4}\s*(?:(?:are|son|sont)\s+(?:correct|right|true|correctas|correctos|ciertas|ciertos|correctes|justes|vraies))?\s*[.!]?\s*$`, 'iu');
const LETTERS = /\(?\b([a-f])\b\)?/giu;

export function lettersNamed(text: string): string[] | undefined {
  if (!COMBINATION.test(text)) return undefined;
  const body = text.replace(/^\s*(?:both|ambas|ambos|las dos|los dos|les deux|tanto)\s*:?/iu, '').replace(/\s+(?:are|son|sont)\s+\p{L}+\s*[.!]?\s*$/iu, '');
  const letters = [...new Set([...body.matchAll(LETTERS)].map((m) => m[1]!.toLowerCase()))].sort();
  return letters.length >= 2 ? letters : undefined;
}

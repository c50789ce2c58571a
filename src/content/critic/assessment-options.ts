// What an option says beside the other options: a duplicate of one of them, or "all/none of the
// above", an option about the list rather than the subject. Apart because it compares the options
// with each other and never with the key; optionKey is also how the answer keys tell best choices apart.
import type { Mode } from '../content-schemas.js';
import type { Finding } from './findings.js';
import { lettersNamed } from './choices.js';
import type { SelectionItem } from './items.js';
import { normal } from './text.js';
import { add } from './assessment-finding.js';
import { matchKeys, paraphrase, readOption, sameBestChoice, type Reading } from './assessment-option-paraphrase.js';
import type { Lang } from './text.js';

/**
 * An option about the other options rather than the subject: a word for all, none or some of them
 * ("all", "none", "both", "neither", "todas", "ninguna", "ambas", "toutes", "aucune", "les deux")
 * with a word pointing back at the list ("of the above", "these answers", "las anteriores", "de
 * estas", "ces réponses", "ci-dessus", "précédentes"), anywhere in it; or such a word standing
 * alone as the whole option, or with a verdict on the others ("All are correct", "Ninguna es
 * correcta", "Toutes conviennent"). A KE choice "none" may be a number ("none, two or four legs"),
 * so there only a word pointing back counts.
 */
const EVERY = String.raw`(?:(?:all|none|both|neither|any|todas|todos|ninguna|ninguno|ambas|ambos|las dos|los dos|las tres|los tres|toutes|tous|aucune|aucun|les deux|les trois)(?:\s+(?:two|three|four|five|2|3|4|5))?)`;
/** Words that can only point back at the list, so they count anywhere in an option. */
const BACK = String.raw`(?:(?:of\s+)?the\s+(?:above|previous|preceding)(?:\s+(?:options|answers|choices|statements|ones))?|(?:of\s+)?(?:the\s+)?(?:options?|choices?|answers?|statements?)\s+(?:given|listed|above|here|shown|provided|offered)|(?:of\s+)?the\s+(?:listed|given)\s+\p{L}+|of\s+(?:these|those|them)|(?:de\s+)?(?:las|los)\s+(?:anteriores|(?:opciones|respuestas)\s+anteriores)|de\s+(?:estas|estos)|(?:estas|estos)\s+(?:opciones|respuestas)|(?:ces|les|des)\s+(?:réponses|propositions)(?:\s+(?:ci-dessus|précédentes))?|ces\s+(?:choix|options|solutions|affirmations)|(?:les\s+)?(?:précédentes|ci-dessus)|de\s+ces)`;
/** Words that point back at the list only when the option is nothing else ("All the others", "Todas las demás"). */
const OTHERS = String.raw`(?:(?:of\s+)?(?:these|those|them|the others|the rest|the (?:other )?(?:options|answers|choices|statements)|options|answers|choices|statements)|(?:de\s+)?(?:las|los)\s+(?:demás|otras|otros|opciones|respuestas)|(?:de\s+)?(?:estas|estos|ellas|ellos)|(?:les\s+)?autres|(?:les|des)\s+(?:options|choix|solutions))`;
/** "Each of the above", "Every option listed here": each or every only with words that name the list itself. */
const EACH = String.raw`(?:each|every)\s+(?:one\s+)?(?:of\s+the\s+(?:above|previous|preceding)|(?:option|choice|answer|statement)\s+(?:given|listed|above|here|shown))`;
const ABOVE = new RegExp(String.raw`(?<!\p{L})(?:${EVERY}\s+${BACK}|${EACH})(?!\p{L})|(?<!\p{L})tout ce qui précède(?!\p{L})`, 'iu');
/** A word for all or none that, as a whole option, can only mean the other options ("Both" or "Les trois" may mean things the prompt names). */
const BARE = String.raw`(?:all|none|neither|todas|ninguna|ninguno|toutes|aucune|aucun)`;
/** The whole option a word for all or none, alone, pointing back, or with a verdict on the others ("All are correct", "Ninguna es correcta", "Toutes conviennent"). */
const ALONE = new RegExp(String.raw`^\s*(?:(?:${EVERY}|any|each)\s+${OTHERS}|${BARE})(?:\s+(?:are|is)\s+(?:correct|right|true|false|wrong|valid|possible)|\s+(?:son|es)\s+(?:correctas?|correctos?|válid[oa]s?|verdader[oa]s?|falsas?|falsos?)|\s+(?:sont|est|n'est|ne sont)\s+(?:pas\s+)?(?:correctes?|justes?|vraies?|fausses?|bonnes?)|\s+(?:ne\s+)?(?:conviennent|convient|marchent|marche))?\s*(?:[.!,;:(—–-]|$)`, 'iu');
// An option that only joins others by their letters ("Both A and C", "A et C") is about the list too.
const allOrNone = (text: string, mode: Mode) =>
  ABOVE.test(text) || (mode !== 'KE' && ALONE.test(apostrophe(text)) && !answersOnItsOwn(text)) || lettersNamed(text) !== undefined;

/**
 * "Ninguno: el final se ve cuando deja de burbujear", "None — I would wait and watch": a word for
 * none or all, then a colon or a dash and an answer of its own (three words or more, pointing at
 * no other option), answers the prompt (no indicator, no action) rather than judging the list.
 */
const answersOnItsOwn = (text: string) => {
  const m = /^\s*\p{L}+\s*[:—–]\s*(.+)$/u.exec(text);
  return !!m && m[1]!.split(/\s+/).length >= 3 && !ABOUT_THE_LIST.test(m[1]!);
};
const ABOUT_THE_LIST = new RegExp(String.raw`(?<!\p{L})(?:${BACK}|${OTHERS}|correct|right|true|wrong|false|correct[oa]s?|verdader[oa]s?|fals[oa]s?|correctes?|vraies?|fausses?)(?!\p{L})`, 'iu');
const apostrophe = (s: string) => s.replace(/’/g, "'");

/** Where a call opens: a name with its bracket glued to it ("SI(", "round(", "nums["). */
const CALL = /[\p{L}\p{N}_.]+[([]/gu;
const CALL_MAX = 200;

/**
 * The calls written in a text outside code spans, each from its name to its closing bracket, with
 * spacing removed: `=SI(B2>=5;"A";"B")` and `=SI(B2>=5,"A","B")` differ as code does, by a
 * separator (one works where the other does not), though as words they are the same.
 */
function callsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length)).matchAll(CALL)) {
    let depth = 0;
    let end = m.index;
    for (; end < text.length && end < m.index + CALL_MAX; end++) {
      const c = text[end]!;
      if (c === '(' || c === '[') depth++;
      else if ((c === ')' || c === ']') && --depth === 0) break;
    }
    out.push(text.slice(m.index, end + 1).replace(/\s+/g, ''));
  }
  return out;
}

/**
 * The form two options are compared in: words with case, punctuation and spacing ignored, but
 * symbols that carry meaning kept: all of a code span (`nums[-1]` and `nums[-1:]` differ) or of a
 * call written without one (a spreadsheet formula), and signs of maths elsewhere ("x > 3" and
 * "x ≥ 3" differ).
 */
export function optionKey(text: string): string {
  const words = normal(text);
  if (!words) return '';
  // A spreadsheet formula ("=SUMA(A1;A3)", "=suma( A1; A3 )") names its functions in any case.
  const spreadsheet = /^\s*=/.test(text);
  const code = [...[...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, '')), ...callsOf(text).map((c) => (spreadsheet ? c.toLowerCase() : c))];
  const signs = text.replace(/`[^`]*`/g, ' ').match(/[<>≤≥≠=+−×÷*^%()[\]{}]|-(?=\s*[\d(])/gu) ?? [];
  return `${words}\u0000${code.join('\u0001')}\u0000${signs.join('')}`;
}

/**
 * The options read so far, found by what a later option must share with one of them to say the
 * same thing (paraphrase, sameBestChoice): its numbers and names (matchKeys), or one quantity of
 * the same dimension and other words whose value lies within what the digits allow. An option is
 * compared with those, not with every earlier one: an item of thousands of options cost their
 * number squared (and each pair's comparison key was worked out again).
 */
export class OptionIndex {
  private readonly byKey = new Map<string, number[]>();
  /** Per dimension and other words: the values in order, and the largest tolerance among them. */
  private readonly byValue = new Map<string, { widest: number; at: Array<[number, number]> }>();

  constructor(private readonly lang: Lang) {}

  private keys(r: Reading, best: boolean) {
    return matchKeys(r, this.lang, best);
  }

  add(i: number, r: Reading, best: boolean) {
    for (const k of this.keys(r, best)) (this.byKey.get(k) ?? this.byKey.set(k, []).get(k)!).push(i);
    const q = r.quantity;
    if (!q || !Number.isFinite(q.value)) return;
    const key = `${q.dimension}\u0000${q.rest}`;
    const values = this.byValue.get(key) ?? this.byValue.set(key, { widest: 0, at: [] }).get(key)!;
    values.widest = Math.max(values.widest, q.tolerance);
    values.at.splice(this.firstAtLeast(values.at, q.value), 0, [q.value, i]);
  }

  /** The options added that may say what `r` says, in the order they were added. */
  candidates(r: Reading, best: boolean): number[] {
    const found = new Set(this.keys(r, best).flatMap((k) => this.byKey.get(k) ?? []));
    const q = r.quantity;
    const values = q && Number.isFinite(q.value) ? this.byValue.get(`${q.dimension}\u0000${q.rest}`) : undefined;
    if (q && values) {
      // sameQuantity: |a - b| <= a tolerance of the two (at most the widest) + 1e-9 of the other's size; this reach holds both.
      const widest = Math.max(values.widest, q.tolerance);
      const reach = widest + 2e-9 * Math.max(1, Math.abs(q.value) + widest);
      for (let k = this.firstAtLeast(values.at, q.value - reach); k < values.at.length && values.at[k]![0] <= q.value + reach; k++) found.add(values.at[k]![1]);
    }
    return [...found].sort((a, b) => a - b);
  }

  private firstAtLeast(at: ReadonlyArray<[number, number]>, value: number): number {
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid]![0] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export function options(item: SelectionItem, out: Finding[], lang: Lang) {
  const seen = new Map<string, number>();
  const read: Reading[] = [];
  const index = new OptionIndex(lang);
  item.options.forEach((o, i) => {
    const key = optionKey(o.text);
    const first = seen.get(key);
    const best = item.mode === 'SPL' && o.keyed === true;
    if (key) read[i] = readOption(o.text, lang);
    if (key && first !== undefined) add(out, 'duplicate_option', 'medium', 'Duplicate option', o.at, `Option ${i + 1} repeats option ${first + 1} ("${o.text}").`, 'Replace it with a different, plausible option.', o.text);
    else if (key) {
      seen.set(key, i);
      reworded(item, i, read, index.candidates(read[i]!, best), lang, out);
    }
    if (key) index.add(i, read[i]!, best);
    if (allOrNone(o.text, item.mode)) add(out, 'all_none_above', 'medium', '"All/none of the above"', o.at, '"All/none of the above" overlaps the other options and rewards test-taking tricks rather than knowledge.', 'Replace it with a statement that stands on its own.', o.text);
  });
}

/**
 * Option `i` saying what an earlier option says in other words (assessment-option-paraphrase.ts),
 * reported at the later one. Not under a stem that asks for the same thing in several forms
 * ("Which are equal to 3/4?", "¿Cuáles representan…?"), where equal values are what is asked.
 * `earlier`: the earlier options (with words) that share a key with it, in order.
 */
function reworded(item: SelectionItem, i: number, read: readonly Reading[], earlier: readonly number[], lang: Lang, out: Finding[]) {
  const o = item.options[i]!;
  const mine = read[i]!;
  for (const j of earlier) {
    const other = item.options[j]!;
    const theirs = read[j]!;
    // Two choices both marked best are read more loosely (sameBestChoice): the key treats them as one.
    const how = paraphrase(theirs, mine, lang) ?? (item.mode === 'SPL' && o.keyed === true && other.keyed === true && sameBestChoice(theirs, mine, lang) ? 'words' : undefined);
    // In SATA two right answers of one value are what a question asking for every form of it wants
    // ("60 km/h", "About 16.7 m/s"), and a right and a wrong one tell forms apart on purpose ("3/4"
    // and "6/8" as time signatures): only two wrong ones of one value are one distractor twice.
    if (!how || (how === 'quantity' && (asksForForms(item.stem) || asksToCompare(item.stem) || (item.mode === 'SATA' && (o.keyed || other.keyed))))) continue;
    const what = how === 'quantity' ? 'the same quantity' : 'the same thing';
    add(out, 'duplicate_option', 'medium', 'Duplicate option in other words', o.at, `Option ${i + 1} ("${o.text}") says ${what} as option ${j + 1} ("${other.text}") in other words.`, 'Replace it with a different, plausible option.', o.text);
    return;
  }
}

/** A stem asking which options are one value in several forms. */
const FORMS = /(?<!\p{L})(?:equal|equals|equivalent|same|represents?|written|expressed|express|forms?|ways?|igual(?:es)?|equivalentes?|equivalen?|mism[oa]s?|representan?|escrit[oa]s?|expresad[oa]s?|formas?|égale?s?|équivalente?s?|même|représente(?:nt)?|écrite?s?|exprimée?s?|façons?)(?!\p{L})/iu;
const asksForForms = (stem: string) => FORMS.test(stem);
/** A stem asking which option is larger or smaller, where two equal values may be the catch ("Which is faster: 75 km/h or 20.8 m/s?"). */
const COMPARE = /(?<!\p{L})(?:more|less|most|least|larger|largest|greater|greatest|bigger|biggest|smaller|smallest|faster|fastest|slower|slowest|heavier|heaviest|lighter|lightest|longer|longest|shorter|shortest|higher|highest|lower|lowest|compare|más|menos|mayor|menor|compara|plus|moins|compare[rz]?)(?!\p{L})/iu;
const asksToCompare = (stem: string) => COMPARE.test(stem);

// What an option's rationale or feedback says against its key: a verdict word that opens it, the
// polarity of its first clause, a conclusion, a kind the other options are given, a value it
// works out that is not the option's, an outcome the feedback tells. Apart from the answer keys
// (assessment-answer-keys.ts) because it reads explanations; the keys use what it finds.
import { chains, prepare } from './arithmetic.js';
import type { Option, SelectionItem } from './items.js';
import { contentWords, type Lang } from './text.js';
import { openingScore, outcomeOf, reservation } from './outcomes.js';
import { conclusionVerdict, invertedStem, openingVerdict, selectionVerdict, statedKind, usesStemWords } from './verdicts.js';
import { NEGATION } from './assessment-negative-stems.js';

/**
 * Rationale or feedback that opens by judging the option: true = says right, false = says wrong.
 * An English verdict word that runs straight into the noun it describes ("False urgency pushes
 * people to act", "Right angles have…", "Correct posture…") is an adjective of the sentence's
 * subject, not a verdict; "Correct answer: …", "Wrong choice, because…" still judge. "Sí" judges
 * only before a pause ("Sí, …"): "Sí ha servido" contradicts the option.
 */
export function verdict(comment: string): boolean | undefined {
  const t = comment.trim().toLowerCase();
  if (SAYS_WRONG_WORD.test(t) || /^(?:no|non)\s*[:,.!]/u.test(t)) return false;
  if (SAYS_RIGHT_WORD.test(t)) return true;
  return undefined;
}
/**
 * A verdict word stands alone before a stop or a reason ("False: …", "Correct, because …");
 * followed by a noun it is an adjective of the sentence's subject ("False urgency pushes people…",
 * "True north …").
 */
const ALONE_AFTER = String.raw`(?:\s*(?:[:.,;!—–]|-(?=\s)|$)|\s+(?:because|since|as|this|that|it|here|again|indeed|answer|choice|option|pick|call|result|for|but|and|so|to|if|enough|you|porque|pues|ya que|esto|eso|car|parce|puisque|c['’]est|cela)(?!\p{L}))`;
const SAYS_WRONG_WORD = new RegExp(String.raw`^(?:incorrect|wrong|false|not correct|not right|poor choice|not the best|incorrecto|falso|no es correct[oa]|mala elección|faux|erroné|mauvais choix)${ALONE_AFTER}`, 'u');
const SAYS_RIGHT_WORD = new RegExp(String.raw`^(?:correct|right|true|yes|best choice|correcto|cierto|verdadero|sí|vrai|juste|exact|oui|bonne réponse)${ALONE_AFTER}`, 'u');

/** Words that say a choice is right as well as another, and words that say it is right, per language. */
const ALSO: Record<Lang, RegExp> = {
  en: /\b(?:also|too|as well|equally)\b/iu,
  es: /(?<!\p{L})(?:también|igualmente|igual de)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:aussi|également)(?!\p{L})/iu,
  other: /\b(?:also|too|as well|equally)\b/iu,
};
const RIGHT: Record<Lang, RegExp> = {
  en: /\b(?:fits|fit|works|work|right|correct|good|fine|valid|safe|possible|best)\b/iu,
  es: /(?<!\p{L})(?:sirve|funciona|vale|correct[oa]|buen[oa]|válid[oa]|cabe|encaja)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:convient|marche|fonctionne|correcte?|bonne?|valable|juste)(?!\p{L})/iu,
  other: /\b(?:fits|works|right|correct|good|fine|valid)\b/iu,
};

/** Feedback whose opening clause says the choice is right too ("This also fits: …", "También sirve"), with no negation in it. */
export function alsoRight(feedback: string, lang: Lang): boolean {
  const opening = /^[^.:;!?]*/u.exec(feedback.trim())![0];
  return ALSO[lang].test(opening) && RIGHT[lang].test(opening) && !NEGATION[lang].test(opening);
}

/**
 * The options whose own rationale or feedback contradicts their key, with what it says. Beyond a
 * verdict word opening it, its first clause's polarity and a SATA rationale's conclusion are read
 * (verdicts.ts), except under a stem asking for the wrong ones, where "this is a mistake" may
 * describe a right answer.
 */
export function disagreements(item: SelectionItem, lang: Lang): Map<Option, Disagreement> {
  const out = new Map<Option, Disagreement>();
  const inverted = item.mode !== 'KE' && invertedStem(item.stem, lang, item.mode === 'SPL');
  for (const o of item.options) {
    // An acceptable SPL choice is partly right: its feedback may open with "Correct, but..." or
    // "Not the best..." alike, so neither contradicts its key.
    if (o.keyed === undefined || !o.comment?.text || o.quality === 'acceptable') continue;
    const text = o.comment.text;
    const read = () => openingVerdict(text, lang) ?? (item.mode === 'SATA' ? conclusionVerdict(text, o.text, item.stem, lang) : undefined);
    // "So you should tick it" says the option is an answer whatever the stem asks for.
    const says = verdict(text) ?? (item.mode === 'SATA' ? selectionVerdict(text, lang) : undefined) ?? (inverted ? undefined : read()) ?? (o.keyed && computesOther(o.text, text, lang, item.stem) ? false : undefined);
    if (says !== undefined && says !== o.keyed) out.set(o, { says, byOutcome: false });
  }
  if (item.mode === 'SPL' && !inverted) for (const [o, says] of toldAgainstKey(item, lang)) if (!out.has(o)) out.set(o, { says, byOutcome: true });
  if (item.mode === 'SATA' && !inverted) for (const o of keyedWithTheOtherKind(item, lang)) if (!out.has(o)) out.set(o, { says: !o.keyed, byOutcome: false });
  return out;
}

/**
 * Options whose rationale puts them in the kind the rationales give the other key. The right
 * options' rationales name the kind the stem asks for, each the same ("Copper is a metal", "Steel
 * is a metal"); a right option whose rationale names instead a wrong option's kind ("Rubber is an
 * insulator" beside "Dry wood is an insulator") is keyed against it, and so is a wrong option
 * whose rationale names the kind every right one is given, when no other wrong option is.
 * Distractors' kinds vary, so only the right options' shared kind is evidence.
 */
function keyedWithTheOtherKind(item: SelectionItem, lang: Lang): Option[] {
  const kinds = item.options.map((o) => (o.keyed === undefined || !o.comment?.text ? undefined : statedKind(o.comment.text, lang)));
  if (kinds.filter(Boolean).length < 3) return [];
  const of = (keyed: boolean, except: number) => kinds.filter((k, j) => j !== except && k && item.options[j]!.keyed === keyed) as string[];
  return item.options.filter((o, i) => {
    const kind = kinds[i];
    // A rationale that speaks of what the stem asks ("a mammal that lays eggs") qualifies the kind it names.
    if (!kind || usesStemWords(o.comment!.text, item.stem, lang, kind)) return false;
    const [fellows, others] = [of(o.keyed!, i), of(!o.keyed, i)];
    if (o.keyed) return others.includes(kind) && fellows.length >= 2 && fellows.every((k) => k === fellows[0] && k !== kind);
    return others.length >= 2 && others.every((k) => k === kind) && !fellows.includes(kind);
  });
}

/** What an option's explanation says against its key: right or wrong, and whether only its outcome's wording says it (outcomes.ts). */
export interface Disagreement {
  says: boolean;
  byOutcome: boolean;
}

/**
 * A right answer's rationale that works out another value of the same thing: the option states
 * one quantity with its unit or noun ("16 mm", "12 pencils"), the rationale never writes that
 * number, and its last calculation ends on another number with the same unit ("4 + 0 + 11 =
 * 15 mm"). A bare number is left alone ("42", explained by its digit sum "4 + 2 = 6"), and values
 * a power of ten apart are one value in two units ("1.5 km", "= 1500 m"); a result the stem names
 * is the value the question asks the option to have, and a last result that with another number of
 * the rationale adds up to the option's is one part of it.
 */
function computesOther(option: string, rationale: string, lang: Lang, stem: string): boolean {
  // A numeral in another base ("Binary 1101", "Octal 15") is explained by its value in base ten.
  if (!rationale.includes('=') || BASE.test(option)) return false;
  const said = prepare(option, lang);
  const numbers = said.match(PLAIN_NUMBER) ?? [];
  if (numbers.length !== 1) return false;
  const number = numbers[0];
  // The unit or noun after the number ("16 mm"); none when the statement ends on it ("The mean
  // is 6"), which needs words around it: a bare "42" may be explained by its digits.
  const unit = QUANTITY_WORD.exec(said.slice(said.indexOf(number)))?.[2];
  if (!unit && (!contentWords(option, lang).length || !new RegExp(String.raw`(?<!\d|\d\.)${number.replace('.', '\\.')}\s*[.!]?\s*$`, 'u').test(said))) return false;
  const worked = prepare(rationale, lang);
  if (worked.match(PLAIN_NUMBER)?.includes(number)) return false;
  const last = chains(rationale, lang).filter((c) => !c.unknown).at(-1)?.sides.at(-1);
  if (!last || !/^\d+(?:\.\d+)?$/.test(last)) return false;
  // The value the stem asks about ("Which of these represent the decimal number 13?": "Binary
  // 1101", "8 + 4 + 0 + 1 = 13") is the option's worked out in other terms, not another value.
  if (prepare(stem, lang).match(PLAIN_NUMBER)?.includes(last)) return false;
  // A last calculation that is one part of a sum the rationale tells in words ("25 m while
  // accelerating plus 10 × 10 = 100 m" for "125 m in total") works out a part, not another value.
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b));
  if ((worked.match(PLAIN_NUMBER) ?? []).some((n) => near(Number(n) + Number(last), Number(number)) || near(Math.abs(Number(n) - Number(last)), Number(number)))) return false;
  const after = new RegExp(String.raw`(?<!\d|\d\.)${last.replace('.', '\\.')}(?!\d|\.\d)\s?(%|\p{L}+)?`, 'iu').exec(worked)?.[1];
  if ((after?.toLowerCase() ?? '') !== (unit?.toLowerCase() ?? '') && !(unit === undefined && after && !UNIT_AFTER.test(after))) return false;
  const ratio = Number(last) / Number(number);
  return Number.isFinite(ratio) && ratio > 0 && !Number.isInteger(Math.round(Math.log10(ratio) * 1e9) / 1e9);
}
const BASE = /(?<!\p{L})(?:binary|octal|hexadecimal|hex|base|binario|hexadecimal|binaire|hexadécimal)(?!\p{L})/iu;
/** A word after a result that is a unit or a counted noun, not the start of the next clause ("= 7, so …", "= 7 and"). */
const UNIT_AFTER = /^(?:%|\p{L}{1,3}|\p{L}+s)$/u;
const PLAIN_NUMBER = /(?<!\d|\d\.)\d+(?:\.\d+)?(?!\d|\.\d)/g;
/** A number and the unit or noun right after it. */
const QUANTITY_WORD = /^(\d+(?:\.\d+)?)\s?(%|\p{L}+)/u;

/** What an SPL choice's feedback tells of its outcome (outcomes.ts). */
export const outcomeOfChoice = (o: Option, lang: Lang) => outcomeOf(o.comment?.text ?? '', lang);

/**
 * Among several best choices, the one whose feedback alone tells of a poor outcome or none, when
 * the others' tell of a better one: a feedback that tells of harm ("This leaves Sam alone at the
 * kerb") beside one that tells of none or of good, or one that tells nothing beside one that tells
 * of good.
 */
export function oddBest(best: Option[], lang: Lang): Option | undefined {
  const scores = best.map((o) => outcomeOfChoice(o, lang).score);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return (low < 0 ? high >= 0 : low === 0 && high > 0) && scores.filter((sc) => sc === low).length === 1 ? best[scores.indexOf(low)] : undefined;
}

/**
 * SPL choices whose feedback tells the opposite of their key with no verdict word. A single best
 * choice whose feedback opens with a reservation ("Tempting, but this leaves the pupils alone").
 * Poor choices whose feedback praises them: its opening clause praises
 * twice ("Exactly what first-aiders recommend", "Muy sensato y prudente"), or praises and a later
 * clause tells of a good outcome ("C'est la démarche à privilégier : … peut protéger Léa"); no
 * clause tells of a bad one; and the best choice gets no more praise. A poor choice's feedback that tells a good outcome of
 * something else ("is more reliable", "es más seguro avisar") does not praise the choice.
 */
function toldAgainstKey(item: SelectionItem, lang: Lang): Map<Option, boolean> {
  const out = new Map<Option, boolean>();
  const best = item.options.filter((o) => o.keyed === true);
  if (best.length !== 1) return out;
  if (best[0]!.comment?.text && reservation(best[0]!.comment.text, lang)) out.set(best[0]!, false);
  const bar = outcomeOfChoice(best[0]!, lang).score;
  for (const o of item.options) {
    if (o.quality !== 'poor' || !o.comment?.text) continue;
    const told = outcomeOfChoice(o, lang);
    const opening = openingScore(o.comment.text, lang);
    if ((opening >= PRAISE || (opening > 0 && told.good >= PRAISE)) && !told.bad && told.score >= bar) out.set(o, true);
  }
  return out;
}
/** Words of praise in an opening clause, or clauses of praise in all, that read as praise without a verdict word. */
const PRAISE = 2;

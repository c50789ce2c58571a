// Assessment checks over the selection items of every mode (items.ts): answer keys against their
// options, duplicate options, "all/none of the above", unemphasised negative stems, stems that
// give the answer away, the longest option as the answer cue, and missing rationales. KE check
// questions need answers; an open KE question whose short answer sits in the question gives it away.
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding, type FindingType, type Severity } from './findings.js';
import { chains, prepare } from './arithmetic.js';
import { answerLetter, firstNamed, namedAt, takesNoneOrAll } from './choices.js';
import { arr, selectionItems, str, type Option, type SelectionItem } from './items.js';
import { contentWords, normal, sentences, words, type Lang } from './text.js';
import { measure, UNIT_SOURCE } from './units.js';
import { conclusionVerdict, invertedStem, openingVerdict } from './verdicts.js';

const ABOVE =
  /\b(?:all|none|both|neither) of (?:the )?(?:above|these|those|the options|the answers|them)\b|\b(?:todas|ninguna|ambas) (?:las anteriores|de las anteriores|las opciones|de estas|de ellas)\b|\b(?:toutes|aucune) (?:les |des |de ces )?réponses(?: ci-dessus| précédentes)?\b|\btout ce qui précède\b|\b(?:toutes|aucune) (?:les propositions|des propositions) (?:ci-dessus|précédentes)\b/i;

/** Negation in a stem, per language; a negation written in capitals or with emphasis is fine. */
const NEGATION: Record<Lang, RegExp> = {
  en: /\b(?:not|never|except|none|cannot)\b|\b\w+n['’]t\b|(?<!\bat\s+)\bleast\b/i,
  es: /\b(?:no|nunca|excepto|salvo|ninguno|ninguna|tampoco)\b|(?<!\bpor\s+)\b(?:el|la|los|las|lo)\s+(?:\p{L}+\s+)?menos\s+(?!de\b|que\b)\p{L}{3,}/iu,
  fr: /(?:\bne\s+|\bn['’])\p{L}+(?:\s+\p{L}+)?\s+(?:pas|jamais|plus|aucun|aucune|rien|personne|ni)\b|\bsauf\b|\bexcept(?:é|ée|és|ées)(?!\p{L})|à l['’]exception\b|\b(?:le|la|les)\s+moins\s+(?!de\b|que\b)\p{L}{3,}/iu,
  other: /\b(?:not|never|except|cannot)\b/i,
};
/** Text in quotation marks: straight, curly, and guillemets. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|‘[^’\n]*’(?!\p{L})/gu;
const EMPHASISED = /\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_|\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\b/gu;

/** Rationale or feedback that opens by judging the option: true = says right, false = says wrong. */
function verdict(comment: string): boolean | undefined {
  const t = comment.trim().toLowerCase();
  if (/^(?:incorrect|wrong|false|not correct|not right|poor choice|not the best|incorrecto|falso|no es correct[oa]|mala elección|faux|incorrect|erroné|mauvais choix)\b/u.test(t) || /^(?:no|non)\s*[:,.!]/u.test(t)) return false;
  if (/^(?:correct|right|true|yes|best choice|correcto|cierto|verdadero|sí|vrai|juste|exact|oui|bonne réponse)\b/u.test(t)) return true;
  return undefined;
}

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
function alsoRight(feedback: string, lang: Lang): boolean {
  const opening = /^[^.:;!?]*/u.exec(feedback.trim())![0];
  return ALSO[lang].test(opening) && RIGHT[lang].test(opening) && !NEGATION[lang].test(opening);
}

function add(out: Finding[], type: FindingType, severity: Severity, title: string, location: string, explanation: string, fix: string, quote = '') {
  out.push({ type, check: 'assessment', severity, title, location, quote, explanation, fix });
}

/** A number and the word or unit after it, in text through `prepare`. */
const QUANTITY = new RegExp(String.raw`(\d+(?:\.\d+)?)(?:\s?(${UNIT_SOURCE}))?`, 'gu');

/**
 * What a worked choice concludes: the last quantity its text and feedback state, in SI when its
 * unit is one we read ("0,8 min" and "48 s" are one result); undefined when it calculates nothing.
 */
function conclusion(o: Option, lang: Lang): string | undefined {
  const feedback = o.comment?.text ?? '';
  if (!chains(o.text, lang).length && !chains(feedback, lang).length) return undefined;
  const text = `${o.text}\n${feedback}`;
  const last = [...prepare(text, lang).matchAll(QUANTITY)].at(-1);
  if (!last) return undefined;
  const measured = last[2] ? measure(Number(last[1]), last[2]) : undefined;
  return measured ? `${+measured.value.toPrecision(9)} ${measured.dimension}` : `${Number(last[1])} ${last[2]?.toLowerCase() ?? ''}`;
}

/**
 * Several SPL choices marked best are equally good, not a slip of the key, when each is shown to
 * be right: every one's feedback opens by saying so ("Correct: ..."), every later one's feedback
 * opens by saying it is right too ("This also fits: ...", "También sirve"), or every one works a
 * calculation to the same result (two methods, one answer: "32 × 1,5 = 48 s" and "96 ÷ 120 =
 * 0,8 min"). A poor choice keyed best by mistake has none of these.
 */
function equallyBest(best: Option[], lang: Lang): boolean {
  if (best.every((o) => o.comment?.text && verdict(o.comment.text) === true)) return true;
  // "This also fits: …": every later best choice's feedback opens by saying it is right too.
  if (best.slice(1).every((o) => alsoRight(o.comment?.text ?? '', lang))) return true;
  const results = best.map((o) => conclusion(o, lang));
  return results.every((r) => r !== undefined && r === results[0]);
}

/**
 * A KE question that lists its choices must be answered by one of them: by its letter, whose
 * words (if the answer gives them) name that choice and not another, or by its words. An answer
 * that takes none or all of them on purpose ("Neither: …", "Les deux") is an answer.
 */
function kePicked(item: SelectionItem, answer: { text: string; at: string }, lang: Lang, out: Finding[]) {
  const letters = item.options.length;
  const letter = item.options[0]?.letter ? answerLetter(answer.text) : undefined;
  const none = () => add(out, 'answer_key', 'high', 'Answer is not among the choices', answer.at, `The question offers ${letters} choices, but the answer "${answer.text}" is none of them.`, 'Make the answer one of the listed choices, or add the right choice.', answer.text);
  if (!letter) {
    if (!item.options.some((o) => o.keyed === true) && !takesNoneOrAll(answer.text, letters)) none();
    return;
  }
  const index = letter.charCodeAt(0) - 97;
  if (index >= letters) return none();
  const words = answer.text.replace(/^\s*(?:\([a-f]\)|[a-f][).])\s*/i, '');
  const other = firstNamed(words, item.options, lang);
  if (other !== undefined && other !== index && namedAt(words, item.options[index]!.text, lang) < 0) {
    add(out, 'answer_key', 'high', 'Answer letter and words disagree', answer.at, `The answer gives the letter "${letter}" ("${item.options[index]!.text}") but the words of choice ${String.fromCharCode(97 + other)} ("${item.options[other]!.text}").`, 'Make the letter and the words name the same choice.', answer.text);
  }
}

function answerKey(item: SelectionItem, lang: Lang, out: Finding[]) {
  const opts = item.options;
  const disagree = disagreements(item, lang);
  // A key that is not true or false is the schema's finding (structure); counting it as neither
  // would report a missing right or wrong option that is only written wrongly.
  if (item.mode === 'SATA' && opts.every((o) => o.keyed !== undefined)) {
    if (!opts.some((o) => o.keyed === true)) add(out, 'answer_key', 'high', 'No correct option', item.optionsAt, 'No option is marked correct, so the question cannot be answered.', 'Mark at least one option `correct: true`.');
    if (!opts.some((o) => o.keyed === false)) add(out, 'answer_key', 'high', 'No wrong option', item.optionsAt, 'Every option is correct, so selecting everything always scores full marks.', 'Add at least one plausible wrong option (a distractor).');
  }
  if (item.mode === 'SPL') {
    const best = opts.filter((o) => o.keyed === true);
    // One choice written twice is a duplicate (duplicate_option), and a choice whose own feedback
    // calls it poor is reported where it is: neither makes the decision point's key ambiguous.
    const distinct = new Set(best.filter((o) => !disagree.has(o)).map((o) => optionKey(o.text) || o.at)).size;
    if (best.length > 1 && equallyBest(best, lang)) add(out, 'answer_key', 'low', 'Several best choices', item.optionsAt, `${best.length} choices are marked best, and each is shown to be right (its feedback says so, or all reach the same result): fine if the scenario treats them alike.`, 'Keep them all `best` if they are equally good; otherwise mark the weaker ones `acceptable`.');
    else if (!best.length || distinct > 1) add(out, 'answer_key', 'high', best.length ? 'More than one best choice' : 'No best choice', item.optionsAt, `A decision point needs exactly one best choice; this one has ${best.length}.`, best.length ? 'Keep one option `best` and mark the others `acceptable` or `poor`.' : 'Mark the strongest option `best`.');
    else if (opts.length >= 2 && opts.every((o) => o.quality === 'best' || o.quality === undefined)) add(out, 'answer_key', 'medium', 'No wrong turn', item.optionsAt, 'Every option is the best one, so the decision tests nothing.', 'Add a plausible poor option with feedback.');
  }
  if (item.mode === 'KE' && item.answer) kePicked(item, item.answer, lang, out);
  for (const [o, says] of disagree) {
    const keyedAs = item.mode === 'SPL' ? `quality "${o.quality}"` : o.keyed ? 'correct' : 'wrong';
    add(out, 'answer_key', 'high', 'Key and explanation disagree', o.at, `The option is keyed ${keyedAs}, but its ${item.mode === 'SPL' ? 'feedback' : 'rationale'} says it is ${says ? 'right' : 'wrong'}.`, 'Decide which is true and make the key and the explanation agree.', o.comment!.text);
  }
}

/**
 * The options whose own rationale or feedback contradicts their key, with what it says. Beyond a
 * verdict word opening it, its first clause's polarity and a SATA rationale's conclusion are read
 * (verdicts.ts), except under a stem asking for the wrong ones, where "this is a mistake" may
 * describe a right answer.
 */
function disagreements(item: SelectionItem, lang: Lang): Map<Option, boolean> {
  const out = new Map<Option, boolean>();
  const inverted = item.mode !== 'KE' && invertedStem(item.stem, lang);
  for (const o of item.options) {
    // An acceptable SPL choice is partly right: its feedback may open with "Correct, but..." or
    // "Not the best..." alike, so neither contradicts its key.
    if (o.keyed === undefined || !o.comment?.text || o.quality === 'acceptable') continue;
    const text = o.comment.text;
    const read = () => openingVerdict(text, lang) ?? (item.mode === 'SATA' ? conclusionVerdict(text, o.text, item.stem, lang) : undefined);
    const says = verdict(text) ?? (inverted ? undefined : read());
    if (says !== undefined && says !== o.keyed) out.set(o, says);
  }
  return out;
}

/**
 * The form two options are compared in: words with case, punctuation and spacing ignored, but
 * symbols that carry meaning kept: all of a code span (`nums[-1]` and `nums[-1:]` differ) and
 * signs of maths elsewhere ("x > 3" and "x ≥ 3" differ).
 */
function optionKey(text: string): string {
  const words = normal(text);
  if (!words) return '';
  const code = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, ''));
  const signs = text.replace(/`[^`]*`/g, ' ').match(/[<>≤≥≠=+−×÷*^%()[\]{}]|-(?=\s*[\d(])/gu) ?? [];
  return `${words}\u0000${code.join('\u0001')}\u0000${signs.join('')}`;
}

function options(item: SelectionItem, out: Finding[]) {
  const seen = new Map<string, number>();
  item.options.forEach((o, i) => {
    const key = optionKey(o.text);
    const first = seen.get(key);
    if (key && first !== undefined) add(out, 'duplicate_option', 'medium', 'Duplicate option', o.at, `Option ${i + 1} repeats option ${first + 1} ("${o.text}").`, 'Replace it with a different, plausible option.', o.text);
    else if (key) seen.set(key, i);
    if (ABOVE.test(o.text)) add(out, 'all_none_above', 'medium', '"All/none of the above"', o.at, '"All/none of the above" overlaps the other options and rewards test-taking tricks rather than knowledge.', 'Replace it with a statement that stands on its own.', o.text);
  });
}

/**
 * What a stem asks: its questions (the sentences ending in "?") when it has any, else all of it.
 * A negative in the scene before the question ("The member who has not spoken catches your eye.
 * What do you do?") is not a negative question.
 */
function asked(stem: string, lang: Lang): string {
  const questions = sentences(stem, lang).filter((s) => /[?？]\s*$/.test(s));
  return questions.length ? questions.map(withoutCondition).join(' ') : stem;
}

/**
 * A question without the condition that sets its scene: "If supply does not change, what happens
 * to the price?", "Si la oferta no cambia, ¿qué ocurre?", "S'il ne pleut pas, que se passe-t-il ?"
 * ask what happens, not for the exception; a Spanish question starts at its "¿".
 */
function withoutCondition(question: string): string {
  const opening = question.lastIndexOf('¿');
  if (opening > 0) return question.slice(opening);
  return question.replace(CONDITION, '');
}
const CONDITION = /^\s*(?:(?:if|when|whenever|once|suppose|supposing|assuming|imagine|si|cuando|suponiendo que|supón que|quand|lorsque|en supposant que)(?!\p{L})|s['’](?=ils?\b|on\b))[^,;:?¿]*[,;:]\s*(?=\p{L})/iu;

/**
 * "Least", "le moins", "el menos" before a measurable amount ("the least expensive", "costs
 * least", "le moins cher", "el menos caro", "the least time") ask for a minimum, not for the
 * option that fails a test: "cheapest" said the way French says it.
 */
const MINIMUM: Record<Lang, RegExp> = {
  en: /(?<!\bat\s+)\bleast\s+(?:expensive|costly|time|money|energy|fuel|water|power|electricity|space|distance|effort|dense|heavy|massive|mass|weight|calories|waste|carbon|amount|number)\b|\b(?:costs?|weighs?|uses?|takes?|needs?|consumes?|spends?|emits?)\s+(?:the\s+)?least\b/giu,
  es: /(?<!\p{L})(?:el|la|los|las|lo)\s+(?:\p{L}+\s+)?menos\s+(?:car[oa]s?|costos[oa]s?|barat[oa]s?|dens[oa]s?|pesad[oa]s?|calorías)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:le|la|les)\s+moins\s+(?:cher|chère|chers|chères|coûteux|coûteuse|coûteuses|onéreux|onéreuse|onéreuses|dense|denses|lourd|lourde|lourds|lourdes|gourmand|gourmande|gourmands|gourmandes|polluant|polluante|polluants|polluantes)(?!\p{L})/giu,
  other: /(?!)/gu,
};

function negativeStem(item: SelectionItem, lang: Lang, out: Finding[]) {
  // A negative inside quotation marks is the quoted line's ("In the line “Do not go gentle”,
  // which…?"), not the question asking in the negative.
  const plain = asked(item.stem, lang).replace(EMPHASISED, ' ').replace(QUOTED, ' ').replace(MINIMUM[lang], ' ');
  const m = NEGATION[lang].exec(plain);
  if (m) add(out, 'negative_stem', 'medium', 'Negative stem not emphasised', item.stemAt, `The stem asks in the negative ("${m[0].trim()}") without emphasis: learners who read quickly answer the positive question.`, 'Ask in the positive, or emphasise the negative word (NOT, **not**).', item.stem);
}

/**
 * The answer is in the stem: every content word of a short answer, or three quarters of a longer
 * one (an SPL choice is reworded: "citez une étude" for "citer une étude").
 */
function inStem(stem: Stem, answer: string, lang: Lang, minWords = 1): boolean {
  // A numeric answer is given away only when its value is in the stem: "How many cents are in
  // 1 dollar?" names the unit of "100 cents" but leaves the learner to work out the number.
  const numbers = answer.match(NUMBER) ?? [];
  if (!numbers.every((n) => stem.numbers().has(n))) return false;
  const have = stem.words();
  const need = contentWords(answer, lang);
  if (need.length >= minWords) return need.filter((w) => have.has(w)).length >= (need.length >= 3 ? 0.75 : 1) * need.length;
  // An answer with no words ("5/4"): the same expression in the stem, written the same way. Its
  // symbols scattered over the stem ("x + 3 + x + 3" beside "2(x + 3)") give nothing away.
  return minWords <= 1 && words(answer).length > 0 && /\d/.test(answer) && containsExpression(stem.text, answer);
}

const NUMBER = /\d+(?:[.,]\d+)?/g;

/** A stem read once for all of its options: its numbers and its content words, each when first asked. */
interface Stem {
  text: string;
  numbers: () => ReadonlySet<string>;
  words: () => ReadonlySet<string>;
}

function stemOf(text: string, lang: Lang): Stem {
  let numbers: Set<string> | undefined;
  let have: Set<string> | undefined;
  return { text, numbers: () => (numbers ??= new Set(text.match(NUMBER) ?? [])), words: () => (have ??= new Set(contentWords(text, lang))) };
}

/** Spacing around operators and brackets does not matter: "2 (x+3)" is "2(x + 3)". */
const compact = (s: string) => s.toLowerCase().replace(/\s*([-+*/×÷=()^·−])\s*/g, '$1').replace(/\s+/g, ' ').trim();

function containsExpression(stem: string, expression: string): boolean {
  const [text, wanted] = [compact(stem), compact(expression)];
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
    const [before, after] = [text[at - 1] ?? ' ', text[at + wanted.length] ?? ' '];
    // Not part of a longer number, word or expression.
    if (!/[\p{L}\p{N}.,+\-*/×÷^·−]/u.test(before) && !/[\p{L}\p{N}+\-*/×÷^·−]/u.test(after) && !/^[.,]\d/.test(text.slice(at + wanted.length))) return true;
  }
  return false;
}

/** A decision prompt that tells the learner what to do ("The kind thing to do is to …", "il faut …", "hay que …"): what it prescribes. */
const PRESCRIBES: Record<Lang, RegExp> = {
  en: /\b(?:the (?:\w+ )?(?:thing|step|move|choice) (?:to do )?is (?:to )?|you (?:should|must|need to|have to|ought to) |it(?: is|'s) (?:best|better|important|kind|right|wise|safest) to |remember to )([^.!?;:]+)/iu,
  es: /(?<!\p{L})(?:hay que|debes|tienes que|lo (?:correcto|mejor|más seguro) es|conviene|es (?:importante|mejor|preferible)) ([^.!?;:]+)/iu,
  fr: /(?<!\p{L})(?:il faut|tu dois|vous devez|il est (?:important|conseillé|préférable) de|il vaut mieux|mieux vaut|la (?:bonne|meilleure) (?:chose|réaction) (?:à faire )?est de) ([^.!?;:]+)/iu,
  other: /\b(?:the (?:\w+ )?(?:thing|step|move|choice) (?:to do )?is (?:to )?|you (?:should|must|need to|have to) )([^.!?;:]+)/iu,
};
/** Words compared by their first five letters, enough to match "commencer" with "commence" and "invite" with "inviting". */
const rootsOf = (text: string, lang: Lang) => new Set(contentWords(text, lang).map((w) => w.slice(0, 5)));

/**
 * The best SPL choice is the action the prompt prescribes: at least two of the prescription's
 * words, half of them or more, and more than any other choice shares. Words the prompt prescribes
 * for the learner to weigh ("Your friend says you should…") match a poor choice, not the best.
 */
function prescribedBest(item: SelectionItem, lang: Lang): Option | undefined {
  if (item.mode !== 'SPL') return undefined;
  const m = PRESCRIBES[lang].exec(item.stem.replace(/[’]/g, "'"));
  if (!m) return undefined;
  const prescribed = rootsOf(m[1]!, lang);
  const shared = item.options.map((o) => [...rootsOf(o.text, lang)].filter((r) => prescribed.has(r)).length);
  const best = item.options.findIndex((o) => o.keyed === true);
  if (best < 0 || item.options.filter((o) => o.keyed === true).length > 1) return undefined;
  const n = shared[best]!;
  return n >= 2 && 2 * n >= prescribed.size && shared.every((k, i) => i === best || k < n) ? item.options[best] : undefined;
}

function giveaway(item: SelectionItem, lang: Lang, out: Finding[]) {
  const minWords = item.mode === 'SPL' ? 3 : 1;
  const stem = stemOf(item.stem, lang);
  const given = item.options.filter((o) => o.keyed === true && inStem(stem, o.text, lang, minWords));
  const wrongToo = item.options.some((o) => o.keyed === false && inStem(stem, o.text, lang, minWords));
  const told = given.length && !wrongToo ? given[0] : prescribedBest(item, lang);
  if (told) {
    add(out, 'answer_giveaway', 'medium', 'The stem gives the answer away', item.stemAt, `The stem already says "${told.text}", which is a keyed answer.`, 'Take the answer out of the stem.', item.stem);
  }
}

function lengthCue(item: SelectionItem, out: Finding[]) {
  // With several correct options the longest being one of them is close to chance, so the cue
  // is only a hint; with exactly one it is the classic give-away.
  const severity = item.options.filter((o) => o.keyed === true).length > 1 ? 'low' : 'medium';
  if (item.mode !== 'SATA' || item.options.length < 3) return;
  const wrong = item.options.filter((o) => o.keyed === false).map((o) => o.text.length);
  if (!wrong.length || !item.options.some((o) => o.keyed)) return;
  const longest = item.options.reduce((best, o) => (o.text.length > best.text.length ? o : best));
  const len = longest.text.length;
  // A cue needs a visible difference: a quarter longer and at least 15 characters more.
  if (longest.keyed === true && len >= 1.25 * Math.max(...wrong) && len - Math.max(...wrong) >= 15) {
    add(out, 'length_cue', severity, 'Length gives the answer away', longest.at, 'The longest option is a correct one and clearly longer than every wrong option: learners pick long options by habit.', 'Make distractors as detailed as the answer, or shorten the correct option.', longest.text);
  }
}

export function assessmentFindings(mode: Mode, content: unknown, lang: Lang): Finding[] {
  const out: Finding[] = [];
  const items = selectionItems(mode, content, lang);
  for (const item of items) {
    answerKey(item, lang, out);
    options(item, out);
    negativeStem(item, lang, out);
    giveaway(item, lang, out);
    lengthCue(item, out);
    if (mode === 'SATA') for (const o of item.options) if (!o.comment?.text.trim()) add(out, 'missing_rationale', 'medium', 'Rationale missing', o.comment!.at, 'The learner is not told why this option is right or wrong.', 'Add one or two sentences explaining the option.');
  }
  if (mode === 'KE') {
    const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
    const qs = arr(c.checkQuestions);
    if (!qs.length) add(out, 'structure', 'medium', 'No check questions', '/checkQuestions', 'Learners have no way to test their understanding.', 'Add two or three questions with answers.');
    qs.forEach((q, i) => {
      const question = str(q.question);
      const answer = str(q.answer).trim();
      if (!answer) return add(out, 'structure', 'medium', 'Question without an answer', pointer(['checkQuestions', i, 'answer']), 'The check question has no model answer.', 'Write the expected answer.');
      // An open question whose short answer is already in the question.
      const open = !items.some((it) => it.stemAt === pointer(['checkQuestions', i, 'question']));
      if (open && answer.split(/\s+/).length <= 12 && contentWords(answer, lang).length && inStem(stemOf(question, lang), answer, lang)) {
        add(out, 'answer_giveaway', 'medium', 'The question gives the answer away', pointer(['checkQuestions', i, 'question']), `The question already contains its answer ("${answer}").`, 'Take the answer out of the question.', question);
      }
    });
  }
  return out;
}

// Answer keys: a SATA question with no right or no wrong option, an SPL decision with no best
// choice or several, a KE answer that is none of its choices or whose letter and words disagree,
// a combined option keyed against its parts, a key the lesson contradicts. Apart because these
// judge the key itself; what the explanations say comes from assessment-explanations.ts.
import type { Finding } from './findings.js';
import { chains, prepare } from './arithmetic.js';
import { answerLetter, firstNamed, lettersNamed, namedAt, takesNoneOrAll } from './choices.js';
import type { Option, SelectionItem } from './items.js';
import { contentWords, type Lang } from './text.js';
import { measure, UNIT_SOURCE } from './units.js';
import { invertedStem } from './verdicts.js';
import { add } from './assessment-finding.js';
import { optionKey } from './assessment-options.js';
import { alsoRight, disagreements, oddBest, outcomeOfChoice, verdict } from './assessment-explanations.js';

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
    if (!item.options.some((o) => o.keyed === true) && !takesNoneOrAll(answer.text, letters) && !namedApart(answer.text, item.options, lang)) none();
    return;
  }
  const index = letter.charCodeAt(0) - 97;
  if (index >= letters) return none();
  const words = answer.text.replace(/^\s*(?:\([a-f]\)|[a-f][).])\s*/i, '');
  // "(D) A and B" where D is "A and C": the letters the words combine are another combination.
  const [chosen, said] = [lettersNamed(item.options[index]!.text)?.join(), lettersNamed(words)?.join()];
  if (chosen && said && chosen !== said) {
    return add(out, 'answer_key', 'high', 'Answer letter and words disagree', answer.at, `The answer gives the letter "${letter}" ("${item.options[index]!.text}") but its words combine other letters ("${words.trim()}").`, 'Make the letter and the words name the same choice.', answer.text);
  }
  const other = firstNamed(words, item.options, lang);
  if (other !== undefined && other !== index && namedAt(words, item.options[index]!.text, lang) < 0) {
    add(out, 'answer_key', 'high', 'Answer letter and words disagree', answer.at, `The answer gives the letter "${letter}" ("${item.options[index]!.text}") but the words of choice ${String.fromCharCode(97 + other)} ("${item.options[other]!.text}").`, 'Make the letter and the words name the same choice.', answer.text);
  }
}

/**
 * An answer that opens with the word setting one choice apart: "Finland (1906); French women first
 * voted in 1945" for "Which was earlier: women voting in Finland or in France?" names "women voting
 * in Finland" by "Finland", a word no other choice has. "The Pacific Ocean" opens with a word of
 * none ("… the Atlantic, the Arctic or the Indian Ocean?").
 */
function namedApart(answer: string, options: Option[], lang: Lang): boolean {
  const first = contentWords(answer, lang)[0];
  return !!first && options.filter((o) => contentWords(o.text, lang).includes(first)).length === 1;
}

export function answerKey(item: SelectionItem, lang: Lang, out: Finding[]) {
  const opts = item.options;
  const disagree = disagreements(item, lang);
  // A key that is not true or false is the schema's finding (structure); counting it as neither
  // would report a missing right or wrong option that is only written wrongly.
  if (item.mode === 'SATA' && opts.every((o) => o.keyed !== undefined)) {
    if (!opts.some((o) => o.keyed === true)) add(out, 'answer_key', 'high', 'No correct option', item.optionsAt, 'No option is marked correct, so the question cannot be answered.', 'Mark at least one option `correct: true`.');
    if (!opts.some((o) => o.keyed === false)) add(out, 'answer_key', 'high', 'No wrong option', item.optionsAt, 'Every option is correct, so selecting everything always scores full marks.', 'Add at least one plausible wrong option (a distractor).');
  }
  if (item.mode === 'SATA') combinationsAgainstKeys(item, out);
  if (item.mode === 'SPL') {
    const best = opts.filter((o) => o.keyed === true);
    // One choice written twice is a duplicate (duplicate_option), and a choice whose own feedback
    // calls it poor is reported where it is: neither makes the decision point's key ambiguous.
    // One choice marked best twice in the same words is no pair of keys, equal or not.
    const equal = best.length > 1 && new Set(best.map((o) => optionKey(o.text) || o.at)).size > 1 && equallyBest(best, lang);
    // Several best choices, not shown equally right: the one whose feedback alone tells of a poor
    // outcome is the slip ("Es cómodo, pero…" beside "Guarda contraseñas distintas y seguras").
    const rivals = [...new Map(best.filter((o) => !disagree.has(o)).map((o) => [optionKey(o.text) || o.at, o])).values()];
    const odd = rivals.length > 1 && !equal && !invertedStem(item.stem, lang, true) ? oddBest(rivals, lang) : undefined;
    // Two best choices are a fault whatever their feedback says; the outcome only tells which is the slip.
    if (odd) disagree.set(odd, { says: false, byOutcome: false });
    const distinct = new Set(best.filter((o) => !disagree.has(o)).map((o) => optionKey(o.text) || o.at)).size;
    // Each best choice's feedback telling only of good outcomes ("It shows real interest", "It
    // shows you want to do the job well") is the writer treating them alike: listed, not judged.
    const praised = distinct > 1 && !equal && best.every((o) => { const told = outcomeOfChoice(o, lang); return told.score > 0 && !told.bad; });
    if (equal || praised) add(out, 'answer_key', equal ? 'low' : 'info', 'Several best choices', item.optionsAt, `${best.length} choices are marked best, and each is shown to be right (its feedback says so or tells only of good outcomes, or all reach the same result): fine if the scenario treats them alike.`, 'Keep them all `best` if they are equally good; otherwise mark the weaker ones `acceptable`.');
    // No best choice is a part missing from the decision point (`structure`, as the schema's own
    // finding, which it merges with when both run); two best choices are a key that picks wrongly.
    else if (!best.length) add(out, 'structure', 'high', 'No best choice', item.optionsAt, 'A decision point needs exactly one best choice; this one has none, so the scenario has no right way through it.', 'Mark the strongest option `best`.');
    else if (distinct > 1) add(out, 'answer_key', 'high', 'More than one best choice', item.optionsAt, `A decision point needs exactly one best choice; this one has ${best.length}.`, 'Keep one option `best` and mark the others `acceptable` or `poor`.');
    else if (opts.length >= 2 && opts.every((o) => o.quality === 'best' || o.quality === undefined)) add(out, 'answer_key', 'medium', 'No wrong turn', item.optionsAt, 'Every option is the best one, so the decision tests nothing.', 'Add a plausible poor option with feedback.');
  }
  if (item.mode === 'KE' && item.answer) kePicked(item, item.answer, lang, out);
  for (const [o, { says, byOutcome }] of disagree) {
    const keyedAs = item.mode === 'SPL' ? `quality "${o.quality}"` : o.keyed ? 'correct' : 'wrong';
    // An outcome read from the feedback's wording (no verdict on the choice itself) is a hint: on
    // writers the readings were not built on, it was as often a fair comment as a slip.
    if (byOutcome) add(out, 'answer_key', 'low', 'Feedback may read against the key', o.at, `The option is keyed ${keyedAs}, but its feedback tells of ${says ? 'a good' : 'a poor'} outcome.`, 'Check the key: if the feedback is right, change the quality; if the key is right, make the feedback say why.', o.comment!.text);
    else add(out, 'answer_key', 'high', 'Key and explanation disagree', o.at, `The option is keyed ${keyedAs}, but its ${item.mode === 'SPL' ? 'feedback' : 'rationale'} says it is ${says ? 'right' : 'wrong'}.`, 'Decide which is true and make the key and the explanation agree.', o.comment!.text);
  }
}

/**
 * A SATA option that only combines others by their letters ("Both A and C", "A y C", "A et C")
 * says those options are right: keyed right, every one it names must be keyed right; keyed wrong,
 * not every one may be. Letters count the options in order (A the first).
 */
function combinationsAgainstKeys(item: SelectionItem, out: Finding[]) {
  item.options.forEach((o, i) => {
    const letters = lettersNamed(o.text);
    if (!letters || o.keyed === undefined) return;
    const named = letters.map((l) => l.charCodeAt(0) - 97);
    if (named.some((n) => n === i || n >= item.options.length || item.options[n]!.keyed === undefined)) return;
    const wrong = named.filter((n) => item.options[n]!.keyed === false).map((n) => String.fromCharCode(65 + n));
    if (o.keyed && wrong.length) add(out, 'answer_key', 'high', 'Combined option against its parts', o.at, `"${o.text}" is keyed correct, but ${wrong.join(' and ')} ${wrong.length > 1 ? 'are' : 'is'} keyed wrong.`, 'Key the combined option as its parts are keyed, or better, drop it: each option should stand on its own.', o.text);
    if (!o.keyed && !wrong.length) add(out, 'answer_key', 'high', 'Combined option against its parts', o.at, `"${o.text}" is keyed wrong, but every option it names is keyed correct, so it is true.`, 'Key the combined option as its parts are keyed, or better, drop it: each option should stand on its own.', o.text);
  });
}

/**
 * A KE check question whose key the lesson itself contradicts: the section sentence that says what
 * the question asks (most of the question's content words, two at least, and more than any other
 * sentence) names exactly one of the choices, not the keyed one ("The roots take in water from the
 * soil" for "Which part takes in water? (A) leaf (B) root", keyed A). A sentence that negates,
 * contrasts or names several choices says nothing certain; a stem asking for the exception is
 * turned round, so it is not read.
 */
export function keyAgainstLesson(item: SelectionItem, lesson: readonly string[], lang: Lang, out: Finding[]) {
  const keyed = item.options.findIndex((o) => o.keyed === true);
  if (keyed < 0 || !item.answer || invertedStem(item.stem, lang)) return;
  const asked = new Set(contentWords(item.stem, lang));
  const choiceWords = new Set(item.options.flatMap((o) => contentWords(o.text, lang)));
  const question = [...asked].filter((w) => !choiceWords.has(w));
  if (question.length < 2) return;
  const overlap = lesson.map((sentence) => {
    const have = new Set(contentWords(sentence, lang));
    return question.filter((w) => have.has(w)).length;
  });
  const most = Math.max(0, ...overlap);
  if (most < Math.max(2, Math.ceil(0.6 * question.length)) || overlap.filter((n) => n === most).length !== 1) return;
  const sentence = lesson[overlap.indexOf(most)]!;
  if (NEGATED_SENTENCE[lang].test(sentence) || CONTRASTED.test(sentence)) return;
  const named = item.options.map((o, i) => (!contentWords(o.text, lang).some((w) => asked.has(w)) && namedAt(sentence, o.text, lang) >= 0 ? i : -1)).filter((i) => i >= 0);
  if (named.length !== 1 || named[0] === keyed) return;
  const said = item.options[named[0]!]!;
  add(out, 'answer_key', 'medium', 'The lesson gives another answer', item.answer.at, `The key is "${item.options[keyed]!.text}", but the lesson says: "${sentence}", which names "${said.text}".`, 'Check the key against the lesson, and correct whichever is wrong.', item.answer.text);
}
const NEGATED_SENTENCE: Record<Lang, RegExp> = {
  en: /\b(?:not|never|no|nor|neither|cannot|without)\b|n't\b/iu,
  es: /(?<!\p{L})(?:no|nunca|ni|tampoco|sin)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ne|n['’]|pas|jamais|ni|sans)(?!\p{L})/iu,
  other: /\b(?:not|never|no)\b/iu,
};
const CONTRASTED = /(?<!\p{L})(?:but|however|unlike|whereas|while|pero|sino|mientras|a diferencia|mais|alors que|contrairement|tandis que)(?!\p{L})/iu;

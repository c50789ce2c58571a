// Assessment checks over the selection items of every mode (items.ts): answer keys against their
// options, duplicate options, "all/none of the above", unemphasised negative stems, stems that
// give the answer away, the longest option as the answer cue, and missing rationales. KE check
// questions need answers; an open KE question whose short answer sits in the question gives it away.
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding, type FindingType, type Severity } from './findings.js';
import { chains, prepare } from './arithmetic.js';
import { answerLetter, firstNamed, lettersNamed, namedAt, takesNoneOrAll } from './choices.js';
import { arr, selectionItems, str, type Option, type SelectionItem } from './items.js';
import { contentWords, normal, sentences, words, type Lang } from './text.js';
import { measure, UNIT_SOURCE } from './units.js';
import { openingScore, outcomeOf, reservation } from './outcomes.js';
import { conclusionVerdict, invertedStem, openingVerdict, selectionVerdict, statedKind, usesStemWords } from './verdicts.js';

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
  ABOVE.test(text) || (mode !== 'KE' && ALONE.test(apostrophe(text)) && !(mode === 'SPL' && doingWithout(text)) && !answersOnItsOwn(text)) || lettersNamed(text) !== undefined;

/**
 * A scenario's choice to do without what the prompt offers, then what the learner would do
 * instead: "None: I watch for the colour change myself", "Ninguno: el final se ve cuando deja de
 * burbujear", "Aucun : je note l'heure à la main". The clause after the colon is a decision of its
 * own, about the subject; "None: all of them are wrong" still speaks of the other options.
 */
function doingWithout(text: string): boolean {
  const m = NONE_THEN.exec(apostrophe(text));
  return !!m && words(m[1]!).length >= 3 && !POINTS_BACK.test(m[1]!) && !SAYS_RIGHT_OR_WRONG.test(m[1]!);
}
const POINTS_BACK = new RegExp(String.raw`(?<!\p{L})(?:${EVERY}|${OTHERS}|${BACK})(?!\p{L})`, 'iu');
const NONE_THEN = /^\s*(?:none|neither|ninguno|ninguna|aucun|aucune)\s*[:—–]\s*(.+)$/isu;
const SAYS_RIGHT_OR_WRONG = /(?<!\p{L})(?:correct|right|true|false|wrong|valid|correctas?|correctos?|válid[oa]s?|verdader[oa]s?|falsas?|falsos?|correctes?|justes?|vraies?|fausses?|bonnes?)(?!\p{L})/iu;
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

/**
 * Rationale or feedback that opens by judging the option: true = says right, false = says wrong.
 * An English verdict word that runs straight into the noun it describes ("False urgency pushes
 * people to act", "Right angles have…", "Correct posture…") is an adjective of the sentence's
 * subject, not a verdict; "Correct answer: …", "Wrong choice, because…" still judge. "Sí" judges
 * only before a pause ("Sí, …"): "Sí ha servido" contradicts the option.
 */
function verdict(comment: string): boolean | undefined {
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

function answerKey(item: SelectionItem, lang: Lang, out: Finding[]) {
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
    const equal = best.length > 1 && equallyBest(best, lang);
    // Several best choices, not shown equally right: the one whose feedback alone tells of a poor
    // outcome is the slip ("Es cómodo, pero…" beside "Guarda contraseñas distintas y seguras").
    const rivals = [...new Map(best.filter((o) => !disagree.has(o)).map((o) => [optionKey(o.text) || o.at, o])).values()];
    const odd = rivals.length > 1 && !equal && !invertedStem(item.stem, lang) ? oddBest(rivals, lang) : undefined;
    // Two best choices are a fault whatever their feedback says; the outcome only tells which is the slip.
    if (odd) disagree.set(odd, { says: false, byOutcome: false });
    const distinct = new Set(best.filter((o) => !disagree.has(o)).map((o) => optionKey(o.text) || o.at)).size;
    // Each best choice's feedback telling only of good outcomes ("It shows real interest", "It
    // shows you want to do the job well") is the writer treating them alike: listed, not judged.
    const praised = distinct > 1 && !equal && best.every((o) => { const told = outcomeOfChoice(o, lang); return told.score > 0 && !told.bad; });
    if (equal || praised) add(out, 'answer_key', equal ? 'low' : 'info', 'Several best choices', item.optionsAt, `${best.length} choices are marked best, and each is shown to be right (its feedback says so or tells only of good outcomes, or all reach the same result): fine if the scenario treats them alike.`, 'Keep them all `best` if they are equally good; otherwise mark the weaker ones `acceptable`.');
    else if (!best.length || distinct > 1) add(out, 'answer_key', 'high', best.length ? 'More than one best choice' : 'No best choice', item.optionsAt, `A decision point needs exactly one best choice; this one has ${best.length}.`, best.length ? 'Keep one option `best` and mark the others `acceptable` or `poor`.' : 'Mark the strongest option `best`.');
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
 * The options whose own rationale or feedback contradicts their key, with what it says. Beyond a
 * verdict word opening it, its first clause's polarity and a SATA rationale's conclusion are read
 * (verdicts.ts), except under a stem asking for the wrong ones, where "this is a mistake" may
 * describe a right answer.
 */
function disagreements(item: SelectionItem, lang: Lang): Map<Option, Disagreement> {
  const out = new Map<Option, Disagreement>();
  const inverted = item.mode !== 'KE' && invertedStem(item.stem, lang);
  for (const o of item.options) {
    // An acceptable SPL choice is partly right: its feedback may open with "Correct, but..." or
    // "Not the best..." alike, so neither contradicts its key.
    if (o.keyed === undefined || !o.comment?.text || o.quality === 'acceptable') continue;
    const text = o.comment.text;
    const read = () => openingVerdict(text, lang) ?? (item.mode === 'SATA' ? conclusionVerdict(text, o.text, item.stem, lang) : undefined);
    // "So you should tick it" says the option is an answer whatever the stem asks for.
    const says = verdict(text) ?? (item.mode === 'SATA' ? selectionVerdict(text, lang) : undefined) ?? (inverted ? undefined : read()) ?? (o.keyed && computesOther(o.text, text, lang) ? false : undefined);
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
interface Disagreement {
  says: boolean;
  byOutcome: boolean;
}

/**
 * A right answer's rationale that works out another value of the same thing: the option states
 * one quantity with its unit or noun ("16 mm", "12 pencils"), the rationale never writes that
 * number, and its last calculation ends on another number with the same unit ("4 + 0 + 11 =
 * 15 mm"). A bare number is left alone ("42", explained by its digit sum "4 + 2 = 6"), and values
 * a power of ten apart are one value in two units ("1.5 km", "= 1500 m").
 */
function computesOther(option: string, rationale: string, lang: Lang): boolean {
  if (!rationale.includes('=')) return false;
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
  const after = new RegExp(String.raw`(?<!\d|\d\.)${last.replace('.', '\\.')}(?!\d|\.\d)\s?(%|\p{L}+)?`, 'iu').exec(worked)?.[1];
  if ((after?.toLowerCase() ?? '') !== (unit?.toLowerCase() ?? '') && !(unit === undefined && after && !UNIT_AFTER.test(after))) return false;
  const ratio = Number(last) / Number(number);
  return Number.isFinite(ratio) && ratio > 0 && !Number.isInteger(Math.round(Math.log10(ratio) * 1e9) / 1e9);
}
/** A word after a result that is a unit or a counted noun, not the start of the next clause ("= 7, so …", "= 7 and"). */
const UNIT_AFTER = /^(?:%|\p{L}{1,3}|\p{L}+s)$/u;
const PLAIN_NUMBER = /(?<!\d|\d\.)\d+(?:\.\d+)?(?!\d|\.\d)/g;
/** A number and the unit or noun right after it. */
const QUANTITY_WORD = /^(\d+(?:\.\d+)?)\s?(%|\p{L}+)/u;

/** What an SPL choice's feedback tells of its outcome (outcomes.ts). */
const outcomeOfChoice = (o: Option, lang: Lang) => outcomeOf(o.comment?.text ?? '', lang);

/** Among several best choices, the one whose feedback alone tells of a poor outcome or none, when another's tells of a good one. */
function oddBest(best: Option[], lang: Lang): Option | undefined {
  const scores = best.map((o) => outcomeOfChoice(o, lang).score);
  const low = Math.min(...scores);
  return low <= 0 && Math.max(...scores) > 0 && scores.filter((sc) => sc === low).length === 1 ? best[scores.indexOf(low)] : undefined;
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
    if (allOrNone(o.text, item.mode)) add(out, 'all_none_above', 'medium', '"All/none of the above"', o.at, '"All/none of the above" overlaps the other options and rewards test-taking tricks rather than knowledge.', 'Replace it with a statement that stands on its own.', o.text);
  });
}

/**
 * What a stem asks: its questions (the sentences ending in "?") when it has any, else all of it.
 * A negative in the scene before the question ("The member who has not spoken catches your eye.
 * What do you do?") is not a negative question.
 */
function asked(stem: string, lang: Lang): string {
  const questions = sentences(stem, lang).filter((s) => /[?？]\s*$/.test(s));
  return questions.length ? questions.map((q) => withoutCondition(q).replace(GLOSS[lang], '')).join(' ') : stem;
}

/**
 * A gloss that closes a question, set off by a comma, says what a term means ("Which lines use
 * personification, giving human feelings to something that is not human?", "¿Qué frases usan
 * una hipérbole, es decir, una exageración que no se toma al pie de la letra?", "Quels vers
 * contiennent une litote, c'est-à-dire une phrase qui ne dit pas tout ?"): a negative inside it
 * describes the term; the question still asks for the lines that use it. A gloss opens with a
 * participle, a word that announces a definition, or an article starting an appositive noun phrase.
 */
const GLOSS_OPENER: Record<Lang, string> = {
  en: String.raw`\p{L}{2,}ing|that is(?: to say)?|i\.e\.|meaning|which means|in other words|namely|an?|one|something|someone|anything|things?|words?|lines?|phrases?`,
  es: String.raw`(?!cuando)\p{L}{2,}(?:ando|iendo|yendo)|es decir|o sea|esto es|que significa|un|una|algo|alguien`,
  fr: String.raw`en \p{L}{2,}ant|c['’]est-à-dire|autrement dit|soit|un|une|quelque chose|quelqu['’]un`,
  other: '(?!)',
};
const GLOSS: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(GLOSS_OPENER) as Lang[]).map((lang) => [lang, new RegExp(String.raw`,\s*(?:${GLOSS_OPENER[lang]})(?!\p{L}),?[^,;:?¿]*(?=\s*[?？]\s*$)`, 'iu')]),
) as Record<Lang, RegExp>;

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
function inStem(stem: Stem, answer: string, lang: Lang, minWords = 1, share = 0.75): boolean {
  // A numeric answer is given away only when its value is in the stem: "How many cents are in
  // 1 dollar?" names the unit of "100 cents" but leaves the learner to work out the number.
  const numbers = answer.match(NUMBER) ?? [];
  if (!numbers.every((n) => stem.numbers().has(n))) return false;
  // "300 g of flour" is not in "200 g of flour … 300 ml of milk": a number counts with the word after it.
  if (![...answer.matchAll(COUNTED)].every((m) => stem.counted().has(`${m[1]} ${m[2]!.toLowerCase()}`))) return false;
  const need = contentWords(answer, lang);
  // One sentence of the stem must say it: an answer's words gathered from several ("In 4/4 a bar
  // holds four crotchet beats. Which groups of notes fill a bar?" for "Four crotchets (quarter
  // notes)") are the premise's words and the question's own name for what it asks, not the answer.
  // A short answer may be given in another word of its family ("evaporating" for "Evaporation").
  if (need.length >= minWords) {
    return stem.sentenceWords().some((have) => {
      const said = (w: string) => have.has(w) || (need.length <= 2 && [...have].some((h) => sameFamily(w, h)));
      return need.filter(said).length >= (need.length >= 3 ? share : 1) * need.length;
    });
  }
  // An answer with no words ("5/4"): the same expression in the stem, written the same way. Its
  // symbols scattered over the stem ("x + 3 + x + 3" beside "2(x + 3)") give nothing away.
  return minWords <= 1 && words(answer).length > 0 && /\d/.test(answer) && containsExpression(stem.text, answer);
}

/**
 * An either-or question ("Is opening a drawer a push or a pull?", "¿Es un sólido o un líquido?",
 * "Est-ce une poussée ou une traction ?") whose answer is one of the alternatives it offers: the
 * words before "or" (up to four) or after it.
 */
const ALTERNATIVES = /(?:^|[\s,;:¿])((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+(?:or|o|u|ou)\s+([^,;:?¿!.]+)\?/iu;
function offeredAlternative(question: string, answer: string, lang: Lang): boolean {
  const m = ALTERNATIVES.exec(question);
  if (!m) return false;
  const need = contentWords(answer, lang);
  return need.length > 0 && [m[1]!, m[2]!].some((alternative) => {
    const have = new Set(contentWords(alternative, lang));
    return need.every((w) => have.has(w));
  });
}

/** Endings that make a word of the same family from a stem: "evaporat|ion", "evaporat|ing", "condens|ation", "conduct|or". */
const ENDINGS = /^(?:e|s|es|ed|d|ing|ion|ions|ation|ations|er|ers|or|ors|ment|ments|ance|ence|cation|ción|ciones|ar|ir|ado|ada|ido|ida|ando|iendo|ante|ent|ents|tion|tions|ée|é|és|ées|ant|age)?$/u;
/**
 * Two words of one family (the answer "Evaporation" in "…turns into a gas by evaporating?"): both
 * a stem of six letters or more and an ending, or one of them the other's stem ("melt", "melting");
 * "transport" and "transpiration" share no stem with endings.
 */
function sameFamily(a: string, b: string): boolean {
  if (a === b || a.length < 4 || b.length < 4 || a[0] !== b[0]) return a === b;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  for (let k = n; k >= 4; k--) {
    if (!ENDINGS.test(a.slice(k)) || !ENDINGS.test(b.slice(k))) continue;
    if (k >= 6 || k === Math.min(a.length, b.length)) return true;
  }
  return false;
}

const NUMBER = /\d+(?:[.,]\d+)?/g;
/** A number and the word or unit right after it. */
const COUNTED = /(\d+(?:[.,]\d+)?)\s?(\p{L}+)/gu;

/** A stem read once for all of its options: its numbers and each sentence's content words, each when first asked. */
interface Stem {
  text: string;
  numbers: () => ReadonlySet<string>;
  /** Each number with the word right after it ("300 ml"). */
  counted: () => ReadonlySet<string>;
  sentenceWords: () => ReadonlyArray<ReadonlySet<string>>;
}

function stemOf(text: string, lang: Lang): Stem {
  let numbers: Set<string> | undefined;
  let counted: Set<string> | undefined;
  let have: Array<Set<string>> | undefined;
  return {
    text,
    numbers: () => (numbers ??= new Set(text.match(NUMBER) ?? [])),
    counted: () => (counted ??= new Set([...text.matchAll(COUNTED)].map((m) => `${m[1]} ${m[2]!.toLowerCase()}`))),
    sentenceWords: () => (have ??= sentences(text, lang).map((s) => new Set(contentWords(s, lang)))),
  };
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
  en: /\b(?:the (?:\w+ )?(?:thing|step|move|choice) (?:to do )?is (?:to )?|(?:the|your) (?:(?:most|very) )?(?:right|best|correct|safest|safe|wisest|wise|sensible|smartest|smart|kindest|kind|proper|appropriate|recommended|ideal|responsible|first|only|helpful|fairest|fair) (?:\w+ ){0,3}?(?:is|would be|will be) (?:to )?|you (?:should|must|need to|have to|ought to) |it(?: is|'s) (?:best|better|important|kind|right|wise|safest) to |remember to |(?:hint|tip|advice)\s*[:—–-]\s*)([^.!?;:]+)/iu,
  es: /(?<!\p{L})(?:hay que|debes|tienes que|lo (?:correcto|mejor|más seguro) es|conviene|es (?:importante|mejor|preferible)|(?:lo|la|el) (?:más |mejor )?(?:correct[oa]|sensat[oa]|prudente|segur[oa]|adecuad[oa]|recomendable|indicad[oa]|sabi[oa]|responsable)(?: \p{L}+){0,3}? (?:es|sería)(?: que)?|(?:consejo|pista|truco)\s*[:—–-]\s*) ?([^.!?;:]+)/iu,
  fr: /(?<!\p{L})(?:il faut|tu dois|vous devez|il est (?:important|conseillé|préférable) de|il vaut mieux|mieux vaut|la (?:bonne|meilleure) (?:chose|réaction) (?:à faire )?est de|(?:le|la|l') ?(?:plus |meilleure? )?(?:sage|prudent|mieux|correct|indiqué|raisonnable|responsable)(?: \p{L}+){0,3}? (?:est|serait) (?:de|d'|qu)|(?:conseil|astuce|indice)\s*[:—–-]\s*) ?([^.!?;:]+)/iu,
  other: /\b(?:the (?:\w+ )?(?:thing|step|move|choice) (?:to do )?is (?:to )?|you (?:should|must|need to|have to) )([^.!?;:]+)/iu,
};
/** Words compared by their first five letters, enough to match "commencer" with "commence" and "invite" with "inviting". */
const rootsOf = (text: string, lang: Lang) => new Set(contentWords(text, lang).map((w) => w.slice(0, 5)));
/** How many of the prescribed words a choice says, by their first five letters or as words of one family ("called", "call"). */
const sharedWith = (prescribed: string[], choice: string, lang: Lang) => {
  const roots = rootsOf(choice, lang);
  const words = contentWords(choice, lang);
  return new Set(prescribed.filter((w) => roots.has(w.slice(0, 5)) || words.some((x) => sameFamily(w, x))).map((w) => w.slice(0, 5))).size;
};

/**
 * The best SPL choice is the action the prompt prescribes: at least two of the prescription's
 * words, half of them or more, and more than any other choice shares. Words the prompt prescribes
 * for the learner to weigh ("Your friend says you should…") match a poor choice, not the best.
 */
function prescribedBest(item: SelectionItem, lang: Lang): Option | undefined {
  if (item.mode !== 'SPL') return undefined;
  const m = PRESCRIBES[lang].exec(item.stem.replace(/[’]/g, "'"));
  if (!m) return undefined;
  const said = contentWords(m[1]!, lang);
  const prescribed = new Set(said.map((w) => w.slice(0, 5)));
  const shared = item.options.map((o) => sharedWith(said, o.text, lang));
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
  // is only a hint; with exactly one it is the classic give-away. When half the options or more
  // are right (3 of 4, 3 of 5 …), a learner picking the longest does no better than picking any,
  // so the length tells nothing.
  const keyed = item.options.filter((o) => o.keyed === true).length;
  const severity = keyed > 1 ? 'low' : 'medium';
  if (item.mode !== 'SATA' || item.options.length < 3 || 2 * keyed >= item.options.length) return;
  const wrong = item.options.filter((o) => o.keyed === false).map((o) => o.text.length);
  if (!wrong.length || !item.options.some((o) => o.keyed)) return;
  const longest = item.options.reduce((best, o) => (o.text.length > best.text.length ? o : best));
  const len = longest.text.length;
  // A cue needs a visible difference: a quarter longer and at least 15 characters more.
  if (longest.keyed === true && len >= 1.25 * Math.max(...wrong) && len - Math.max(...wrong) >= 15) {
    add(out, 'length_cue', severity, 'Length gives the answer away', longest.at, 'The longest option is a correct one and clearly longer than every wrong option: learners pick long options by habit.', 'Make distractors as detailed as the answer, or shorten the correct option.', longest.text);
  }
}

/**
 * A KE check question whose key the lesson itself contradicts: the section sentence that says what
 * the question asks (most of the question's content words, two at least, and more than any other
 * sentence) names exactly one of the choices, not the keyed one ("The roots take in water from the
 * soil" for "Which part takes in water? (A) leaf (B) root", keyed A). A sentence that negates,
 * contrasts or names several choices says nothing certain; a stem asking for the exception is
 * turned round, so it is not read.
 */
function keyAgainstLesson(item: SelectionItem, lesson: readonly string[], lang: Lang, out: Finding[]) {
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
    const lesson = arr(c.sections).flatMap((sec) => sentences(str(sec.body), lang));
    for (const item of items) keyAgainstLesson(item, lesson, lang, out);
    const qs = arr(c.checkQuestions);
    if (!qs.length) add(out, 'structure', 'medium', 'No check questions', '/checkQuestions', 'Learners have no way to test their understanding.', 'Add two or three questions with answers.');
    qs.forEach((q, i) => {
      const question = str(q.question);
      const answer = str(q.answer).trim();
      if (!answer) return add(out, 'structure', 'medium', 'Question without an answer', pointer(['checkQuestions', i, 'answer']), 'The check question has no model answer.', 'Write the expected answer.');
      // An open question whose short answer is already in the question.
      const open = !items.some((it) => it.stemAt === pointer(['checkQuestions', i, 'question']));
      // A written answer restates the question's words around what it adds ("Because friction …
      // slows it down" under "Why does a ball … slow down?"): only all of its words give it away.
      // A question offering alternatives ("a push or a pull?") is answered by one of them.
      if (open && answer.split(/\s+/).length <= 12 && contentWords(answer, lang).length && !offeredAlternative(question, answer, lang) && inStem(stemOf(question, lang), answer, lang, 1, 1)) {
        add(out, 'answer_giveaway', 'medium', 'The question gives the answer away', pointer(['checkQuestions', i, 'question']), `The question already contains its answer ("${answer}").`, 'Take the answer out of the question.', question);
      }
    });
  }
  return out;
}

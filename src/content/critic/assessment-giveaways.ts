// Stems and questions that give the answer away: an answer's words (or number, or expression)
// already in the stem, a prompt that prescribes the best choice, and the longest option as the
// answer cue. Apart because it compares an answer with the text around it, not with its key.
import type { Finding } from './findings.js';
import type { Option, SelectionItem } from './items.js';
import { contentWords, sentences, words, type Lang } from './text.js';
import { add } from './assessment-finding.js';
import { agreesAlone, distinguishedInStem, echoedAlone, keysListed, qualifiedAlone } from './assessment-giveaway-cues.js';
import { COUNTED, countsSaid, inFamilyOf, kindred, NEGATED, NUMBER, sameFamily, stemOf, type Stem } from './assessment-stem-words.js';

export { stemOf } from './assessment-stem-words.js';

/**
 * The answer is in the stem: every content word of a short answer, or three quarters of a longer
 * one (an SPL choice is reworded: "citez une étude" for "citer une étude").
 */
export function inStem(stem: Stem, answer: string, lang: Lang, minWords = 1, share = 0.75, apart: readonly string[] = []): boolean {
  // A numeric answer is given away only when its value is in the stem: "How many cents are in
  // 1 dollar?" names the unit of "100 cents" but leaves the learner to work out the number.
  const numbers = answer.match(NUMBER) ?? [];
  if (!numbers.every((n) => stem.numbers().has(n))) return false;
  // "300 g of flour" is not in "200 g of flour … 300 ml of milk": a number counts with the word after it.
  if (![...answer.matchAll(COUNTED)].every((m) => stem.counted().has(`${m[1]} ${m[2]!.toLowerCase()}`)) || !countsSaid(answer, stem, lang)) return false;
  const need = contentWords(answer, lang);
  // One sentence of the stem must say it: an answer's words gathered from several ("In 4/4 a bar
  // holds four crotchet beats. Which groups of notes fill a bar?" for "Four crotchets (quarter
  // notes)") are the premise's words and the question's own name for what it asks, not the answer.
  // A short answer may be given in another word of its family ("evaporating" for "Evaporation").
  if (need.length >= minWords) {
    // A negated answer says the opposite of a sentence without a negation ("No flag: the beach is
    // not supervised" under "On a supervised beach…"). Of a longer answer, the words that set it
    // apart from the distractors must be among those said: "Monday had more than twice as much
    // rain as Tuesday" is not in "18 mm of rain on Monday, 7 mm on Tuesday", which lacks "twice".
    const negatedAnswer = NEGATED[lang].test(answer);
    return stem.sentenceWords().some((have, i) => {
      if (negatedAnswer && !stem.negated()[i]) return false;
      if (turnedRound(stem.texts()[i]!, answer, lang)) return false;
      const said = (w: string) => have.has(w) || (need.length <= 2 && [...have].some((h) => kindred(w, h)));
      return need.filter(said).length >= (need.length >= 3 ? share : 1) * need.length && apart.every(said);
    });
  }
  // An answer with no words ("5/4"): the same expression in the stem, written the same way. Its
  // symbols scattered over the stem ("x + 3 + x + 3" beside "2(x + 3)") give nothing away.
  // A chance or a share said in words ("3 out of 6", "3 sur 6") is the fraction "3/6" written out.
  return minWords <= 1 && words(answer).length > 0 && /\d/.test(answer) && (containsExpression(stem.text, answer) || (/\//u.test(answer) && containsExpression(stem.text.replace(OUT_OF, '$1/$2'), answer)));
}

const OUT_OF = /(\d+)\s+(?:out of|in every|de cada|sur)\s+(\d+)/giu;

/** A passive with its agent ("is pushed by a hand", "es empujado por", "est poussé par"). */
const PASSIVE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:is|are|was|were|be|been|being|gets?|got)\s+(?:\p{L}+ly\s+)?\p{L}+(?:ed|en|wn|ght|lt)\s+by(?!\p{L})/iu,
  es: /(?<!\p{L})(?:es|son|fue|fueron|está|están|era|eran)\s+\p{L}+(?:ado|ada|ados|adas|ido|ida|idos|idas)\s+por(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:est|sont|été|était|étaient|fut)\s+\p{L}+(?:é|ée|és|ées|u|ue|us|ues|is|ise|it|ite)\s+par(?!\p{L})/iu,
  other: /(?!)/u,
};
/**
 * An answer that says the stem's relation the other way round: the same words in the same order,
 * one in the passive and the other not ("A cart is pushed by a hand" and "The cart pushes back on
 * the hand"): who acts on whom is exchanged, so the answer is not what the stem says.
 */
function turnedRound(sentence: string, answer: string, lang: Lang): boolean {
  if (PASSIVE[lang].test(sentence) === PASSIVE[lang].test(answer)) return false;
  const [a, s] = [contentWords(answer, lang), contentWords(sentence, lang)];
  const at = a.map((w) => s.findIndex((x) => x === w || sameFamily(w, x))).filter((j) => j >= 0);
  return at.length >= 2 && at.every((j, k) => k === 0 || j > at[k - 1]!);
}

/**
 * A question that offers alternatives, either-or ("Is opening a drawer a push or a pull?", "¿Es un
 * sólido o un líquido?", "Est-ce une poussée ou une traction ?": the words before "or", up to four,
 * and after it) or as a list after a colon ("Lequel de ces gestes est sûr : traverser au passage
 * piéton, courir entre deux voitures, attendre le bonhomme vert ?"), is answered by choosing one.
 * The answer chose when its words are all one alternative's, or when it names one alternative by
 * a word that sets it apart from the others and names no other ("Tap water, which has no sugar at
 * all." under "Which has less sugar, a can of cola or a glass of tap water?"): the reason it goes
 * on to give may reuse the question's words, which every alternative's answer would.
 */
export const ALTERNATIVES = /(?:^|[\s,;:¿])((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+(?:or|o|u|ou)\s+([^,;:?¿!.]+)\?/iu;
const ALTERNATIVES_FROM = new RegExp(ALTERNATIVES.source, 'giu');
const STOP = /[,;:?¿!.]/u;

/**
 * `ALTERNATIVES.exec(question)`, tried only in the stretches that a "?" closes: the second
 * alternative runs to the next , ; : ? ¿ ! or . and must end at a "?", so a match lies in one
 * stretch between two of them (with the one before it) that ends at a "?". Tried from every "or"
 * of a question no "?" closes ("a or a or …"), it scanned to the end from each: quadratic.
 */
export function alternativesIn(question: string): RegExpExecArray | null {
  let from = 0;
  for (let q = question.indexOf('?'); q >= 0; q = question.indexOf('?', q + 1)) {
    // The stretch starts at the last stop before this "?", which may open the match ("x, a or b?").
    let start = q - 1;
    while (start > from && !STOP.test(question[start]!)) start--;
    ALTERNATIVES_FROM.lastIndex = Math.max(start, 0);
    const m = ALTERNATIVES_FROM.exec(question.slice(0, q + 1));
    if (m) return m;
    from = q;
  }
  return null;
}
const LISTED = /[:：]\s+([^:：?？\n]+?)\s*[?？]\s*$/u;
const MAX_ALTERNATIVE_WORDS = 10;

/** A chain or sequence the question shows ("pondweed → snail → fish → heron"): its links are the alternatives of a "which" question. */
// It starts where a word does: a start inside a word finds nothing the word's start does not, and
// each would scan the rest of the word again (quadratic on one long word).
const CHAIN = /(?<![\p{L}\p{N}'’-])(?:[\p{L}\p{N}'’-]+\s+){0,2}[\p{L}\p{N}'’-]+(?:\s*(?:→|->|⟶)\s*(?:[\p{L}\p{N}'’-]+\s+){0,2}[\p{L}\p{N}'’-]+){2,}/u;

function alternativesOf(question: string): string[] | undefined {
  const m = alternativesIn(question);
  if (m) return [m[1]!, m[2]!];
  const chain = CHAIN.exec(question)?.[0];
  if (chain) return chain.split(/\s*(?:→|->|⟶)\s*/u);
  const list = LISTED.exec(question)?.[1]?.split(/\s*[,;]\s+/u).filter(Boolean);
  return list && list.length >= 2 && list.every((a) => a.split(/\s+/).length <= MAX_ALTERNATIVE_WORDS) ? list : undefined;
}

/**
 * The question without the either-or it offers ("Le climat méditerranéen, avec ses étés chauds et
 * secs, a-t-il des étés humides ou secs ?" keeps its premise): an answer that the premise states
 * is given away though choosing is what the question asks.
 */
export function withoutAlternatives(question: string): string {
  // A chain or a list of alternatives is all the question says.
  const m = alternativesIn(question);
  return m ? question.slice(0, m.index) : '';
}

export function offeredAlternative(question: string, answer: string, lang: Lang): boolean {
  const alternatives = alternativesOf(question);
  const need = contentWords(answer, lang);
  if (!alternatives || !need.length) return false;
  const own = alternatives.map((a) => contentWords(a, lang));
  // The answer, or its opening before a comma ("Tap water, which has no sugar at all."), is one alternative.
  const opening = contentWords(answer.split(/[,;:.(—–]/u)[0]!, lang);
  const within = (ws: string[], words: string[]) => words.length > 0 && words.every((w) => ws.includes(w));
  if (own.some((ws) => within(ws, need) || within(ws, opening))) return true;
  const apart = own.map((ws, i) => ws.filter((w) => own.every((other, j) => j === i || !other.includes(w))));
  return apart.filter((ws) => ws.some((w) => need.includes(w))).length === 1;
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
  en: /\b(?:the (?:\w+ ){0,2}?(?:thing|step|move|choice|option|action|response|reaction)(?: to (?:do|take|make))?(?: [^.!?;:,]{1,40}?)? (?:is|would be|will be) (?:to )?|(?:the|your) (?:(?:most|very) )?(?:right|best|correct|safest|safe|wisest|wise|sensible|smartest|smart|kindest|kind|proper|appropriate|recommended|ideal|responsible|first|only|helpful|fairest|fair) (?:\w+ ){0,3}?(?:is|would be|will be) (?:to )?|you (?:should|must|need to|have to|ought to) |it(?: is|'s) (?:best|better|important|kind|right|wise|safest) to |remember to |(?:hint|tip|advice)\s*[:—–-]\s*)([^.!?;:]+)/iu,
  es: /(?<!\p{L})(?:hay que|debes|tienes que|lo (?:correcto|mejor|más seguro) es|lo más \p{L}+ (?:es|sería)(?: que)?|conviene|es (?:importante|mejor|preferible)|(?:lo|la|el) (?:más |mejor )?(?:correct[oa]|sensat[oa]|prudente|segur[oa]|adecuad[oa]|recomendable|indicad[oa]|sabi[oa]|responsable)(?: \p{L}+){0,3}? (?:es|sería)(?: que)?|(?:consejo|pista|truco)\s*[:—–-]\s*) ?([^.!?;:]+)/iu,
  fr: /(?<!\p{L})(?:il faut|tu dois|vous devez|(?:le|la|l') ?plus \p{L}+ (?:est|serait) (?:de|d'|qu)|il est (?:important|conseillé|préférable) de|il vaut mieux|mieux vaut|la (?:bonne|meilleure) (?:chose|réaction) (?:à faire )?est de|(?:le|la|l') ?(?:plus |meilleure? )?(?:sage|prudent|mieux|correct|indiqué|raisonnable|responsable)(?: \p{L}+){0,3}? (?:est|serait) (?:de|d'|qu)|(?:conseil|astuce|indice)\s*[:—–-]\s*) ?([^.!?;:]+)/iu,
  other: /\b(?:the (?:\w+ )?(?:thing|step|move|choice) (?:to do )?is (?:to )?|you (?:should|must|need to|have to) )([^.!?;:]+)/iu,
};
/** A word that judges what the prescription names: a superlative, "best", "right", "bonne", "plus", "más". */
const EVALUATIVE = /(?<!\p{L})(?:plus|más|mejor|meilleure?|bonne?|best|most|right|correct[oa]?|\p{L}+est)(?!\p{L})/iu;
/** Words compared by their first five letters, enough to match "commencer" with "commence" and "invite" with "inviting". */
const rootsOf = (text: string, lang: Lang) => new Set(contentWords(compounds(text), lang).map((w) => w.slice(0, 5)));
/** A hyphenated compound counts by its parts: "a SIM-only plan" prescribes "SIM" and "plan". */
const compounds = (text: string) => text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
/** How many of the prescribed words a choice says, by their first five letters or as words of one family ("called", "call"). */
const sharedWith = (prescribed: string[], choice: string, lang: Lang) => {
  const roots = rootsOf(choice, lang);
  const words = contentWords(compounds(choice), lang);
  return new Set(prescribed.filter((w) => roots.has(w.slice(0, 5)) || words.some((x) => sameFamily(w, x))).map((w) => w.slice(0, 5))).size;
};

/**
 * The best SPL choice is the action the prompt prescribes: at least two of the prescription's
 * words, half of them or more (or, in a short one, its first word, the action, which no other
 * choice takes up), and more than any other choice shares. Words the prompt prescribes
 * for the learner to weigh ("Your friend says you should…") match a poor choice, not the best.
 */
function prescribedBest(item: SelectionItem, lang: Lang): Option | undefined {
  if (item.mode !== 'SPL') return undefined;
  const m = PRESCRIBES[lang].exec(item.stem.replace(/[’]/g, "'"));
  if (!m) return undefined;
  const said = contentWords(compounds(m[1]!), lang);
  const prescribed = new Set(said.map((w) => w.slice(0, 5)));
  const shared = item.options.map((o) => sharedWith(said, o.text, lang));
  const best = item.options.findIndex((o) => o.keyed === true);
  if (best < 0 || item.options.filter((o) => o.keyed === true).length > 1) return undefined;
  const n = shared[best]!;
  // A short prescription of what is best names its action first: the best choice alone taking up
  // that verb ("Le plus honnête est de le rapporter à un adulte" over "Je le rapporte à la
  // maîtresse") is told. A task ("hay que explicar la situación") is not a verdict on the choices.
  const verbOnly = n === 1 && EVALUATIVE.test(m[0].slice(0, m[0].length - m[1]!.length)) && said.length <= 4 && sharedWith(said.slice(0, 1), item.options[best]!.text, lang) === 1 && shared.every((k, i) => i === best || k === 0);
  return (n >= 2 && 2 * n >= prescribed.size) || verbOnly ? (shared.every((k, i) => i === best || k < n) ? item.options[best] : undefined) : undefined;
}

/** Per item: each option's content words, and for each way of keying, whether a word is one of the words of the options keyed otherwise (or of their family). */
const apartReading = new WeakMap<SelectionItem, { lang: Lang; words: Map<Option, string[]>; others: Map<boolean | undefined, (w: string) => boolean> }>();

/** An option's content words that no option keyed otherwise has, by word or family. */
function apartWords(o: Option, item: SelectionItem, lang: Lang): string[] {
  let r = apartReading.get(item);
  if (!r || r.lang !== lang) apartReading.set(item, (r = { lang, words: new Map(), others: new Map() }));
  const { words, others } = r;
  const wordsOf = (x: Option) => words.get(x) ?? words.set(x, contentWords(x.text, lang)).get(x)!;
  // Read once per item and way of keying, not again for each option (their number squared).
  let said = others.get(o.keyed);
  if (!said) others.set(o.keyed, (said = inFamilyOf(item.options.filter((x) => x.keyed !== o.keyed).flatMap(wordsOf))));
  return wordsOf(o).filter((w) => !said(w));
}

export function giveaway(item: SelectionItem, lang: Lang, out: Finding[]) {
  const minWords = item.mode === 'SPL' ? 3 : 1;
  const stem = stemOf(item.stem, lang);
  // A quoted option is a text to write or say (a headline, a message): it reuses the stem's facts by design.
  const given = item.options.filter((o) => o.keyed === true && !QUOTED_OPTION.test(o.text) && inStem(stem, o.text, lang, minWords, 0.75, apartWords(o, item, lang)));
  const wrongToo = item.options.some((o) => o.keyed === false && inStem(stem, o.text, lang, minWords));
  const distinguished = distinguishedInStem(stem, item, lang);
  // A key that says the stem's relation the other way round ("is pushed by a hand", "The cart pushes back on the hand") is not the stem's.
  const said = distinguished && !QUOTED_OPTION.test(distinguished.text) && !stem.texts().some((t) => turnedRound(t, distinguished.text, lang)) ? distinguished : undefined;
  const told = given.length && !wrongToo ? given[0] : (prescribedBest(item, lang) ?? said ?? (item.mode === 'SATA' ? keysListed(item, lang) : undefined) ?? echoedAlone(stem, item, lang));
  if (told) {
    add(out, 'answer_giveaway', 'medium', 'The stem gives the answer away', item.stemAt, `The stem already says "${told.text}", which is a keyed answer.`, 'Take the answer out of the stem.', item.stem);
    return;
  }
  const hedged = qualifiedAlone(item, lang);
  if (hedged) {
    add(out, 'answer_giveaway', 'medium', 'Only the answer is hedged', item.stemAt, `Only "${hedged.text}", the keyed answer, is qualified; the distractors are not, so a test-wise learner picks it unread.`, 'Qualify the distractors as carefully as the answer, or state the answer plainly.', item.stem);
    return;
  }
  const agreeing = agreesAlone(item, lang);
  if (agreeing?.cue === 'article') {
    add(out, 'answer_giveaway', 'medium', "The stem's grammar gives the answer away", item.stemAt, `Only "${agreeing.option.text}", a keyed answer, agrees with the article that ends the stem.`, 'End the stem before the article, or give every option its own article.', item.stem);
  } else if (agreeing) {
    add(out, 'answer_giveaway', 'medium', "The stem's grammar gives the answer away", item.stemAt, `Only "${agreeing.option.text}", a keyed answer, is plural after the plural verb that ends the stem.`, 'Make every option plural, or end the stem before the verb.', item.stem);
  }
}

const QUOTED_OPTION = /^\s*(?:«[^»]*»|“[^”]*”|"[^"]*")\s*[.!?]?\s*$/u;

export function lengthCue(item: SelectionItem, out: Finding[]) {
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
 * An earlier question's stem that states the answer of a later one ("Photosynthesis happens in the
 * chloroplasts. Which gas…?" before "Where in the cell does photosynthesis happen?"): the learner
 * reads it there first. The later question's key said in the earlier stem as a stem of its own
 * would say it (the same reading as above, its distinguishing words included) in a statement, and
 * none of its distractors; reported at the later stem, the question given away (the writers label
 * a give-away at the question whose answer the learner is handed, and a teacher asks that one
 * another way, or takes the answer out of the earlier stem; the explanation names both).
 */
export function answeredEarlier(items: readonly SelectionItem[], lang: Lang, out: Finding[]) {
  // What an earlier stem states, not what it asks: a question names its topic ("Which objects will
  // float?"), which later questions take up by design.
  const stems = items.map((it) => stemOf(sentences(it.stem, lang).filter((s) => !/[?？]\s*$/u.test(s)).join(' '), lang));
  items.forEach((item, j) => {
    if (j === 0 || item.mode !== 'SATA' && item.mode !== 'KE') return;
    for (const o of item.options.filter((x) => x.keyed === true)) {
      const apart = apartWords(o, item, lang);
      if (!apart.length) continue;
      const i = stems.findIndex((stem, k) => k < j && inStem(stem, o.text, lang, 1, 1, apart) && !item.options.some((w) => w.keyed === false && inStem(stem, w.text, lang, 1)));
      if (i < 0) continue;
      add(out, 'answer_giveaway', 'medium', 'An earlier question gives the answer away', item.stemAt, `An earlier question (${items[i]!.stemAt}) already says "${o.text}", this question's answer.`, 'Ask this question another way, or take its answer out of the earlier question.', item.stem);
      return;
    }
  });
}

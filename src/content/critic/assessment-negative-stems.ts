// Stems that ask in the negative without emphasis ("Which is NOT…" written "not"): what a stem
// asks (its questions, without their scene, conditions and glosses) and the negations that count.
// Apart because it reads only the stem, with word lists per language; NEGATION is shared with the
// reading of feedback (assessment-explanations.ts).
import type { Finding } from './findings.js';
import type { SelectionItem } from './items.js';
import { sentences, type Lang } from './text.js';
import { add } from './assessment-finding.js';

/** Negation in a stem, per language; a negation written in capitals or with emphasis is fine. */
export const NEGATION: Record<Lang, RegExp> = {
  en: /\b(?:not|never|except|none|cannot)\b|\b\w+n['’]t\b|(?<!\bat\s+)\bleast\b/i,
  es: /\b(?:no|nunca|excepto|salvo|ninguno|ninguna|tampoco)\b|(?<!\bpor\s+)\b(?:el|la|los|las|lo)\s+(?:\p{L}+\s+)?menos\s+(?!de\b|que\b)\p{L}{3,}/iu,
  fr: /(?:\bne\s+|\bn['’])\p{L}+(?:\s+\p{L}+)?\s+(?:pas|jamais|plus|aucun|aucune|rien|personne|ni)\b|\bsauf\b|\bexcept(?:é|ée|és|ées)(?!\p{L})|à l['’]exception\b|\b(?:le|la|les)\s+moins\s+(?!de\b|que\b)\p{L}{3,}/iu,
  other: /\b(?:not|never|except|cannot)\b/i,
};
/** Text in quotation marks: straight, curly, and guillemets. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|‘[^’\n]*’(?!\p{L})/gu;
const EMPHASISED = /\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_|\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\b/gu;

/**
 * What a stem asks: its questions (the sentences ending in "?") when it has any. A negative in the
 * scene before the question ("The member who has not spoken catches your eye. What do you do?") is
 * not a negative question. Without a question, the sentences that ask: an instruction to choose
 * ("Select the snacks he could buy.", "Elige…", "Coche…") or one opening with "which", "cuál",
 * "quel". A decision prompt that asks nothing ("Two families say privately that they cannot pay
 * for the trip.") is the scene of a decision: its question, "what do you do?", is the choices'
 * own, and its negatives tell what happened. Any other stem without either is read whole.
 */
function asked(stem: string, lang: Lang, mode: SelectionItem['mode']): string {
  const all = sentences(stem, lang);
  const questions = all.filter((s) => /[?？]\s*$/.test(s));
  if (questions.length) return questions.map((q) => withoutCondition(q).replace(TERM_GLOSS[lang], '').replace(GLOSS[lang], '')).join(' ');
  const asking = all.filter((s) => ASKING[lang].test(s));
  if (asking.length) return asking.join(' ');
  return mode === 'SPL' ? '' : stem;
}

/** A sentence that asks without a question mark: an instruction to choose, or a "which" opening it. */
const ASKING: Record<Lang, RegExp> = {
  en: /^\W*(?:choose|select|pick|tick|mark|circle|underline|highlight|identify|find|name|decide|indicate|sort|match|which|what)(?!\p{L})/iu,
  es: /^\W*(?:elige|elegid|elija|escoge|escoged|escoja|selecciona|seleccionad|seleccione|marca|marcad|marque|señala|señalad|señale|indica|indicad|indique|identifica|identificad|identifique|encuentra|nombra|decide|rodea|subraya|cuál|cuáles|qué)(?!\p{L})/iu,
  fr: /^\W*(?:choisis|choisissez|sélectionne|sélectionnez|coche|cochez|indique|indiquez|identifie|identifiez|trouve|trouvez|nomme|nommez|décide|décidez|entoure|entourez|souligne|soulignez|repère|repérez|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)(?!\p{L})/iu,
  other: /^\W*(?:choose|select|pick|which|what)(?!\p{L})/iu,
};

/**
 * A term named in brackets at a question's end ("Which lines give human qualities to something
 * that is not human (personification)?", "… a algo que no es humano (personificación)?", "… à
 * quelque chose qui n'est pas humain (personnification) ?") closes a description of that term: the
 * relative clause just before it (after a word: not the question's own "which") defines the term,
 * and the question asks for what the term names.
 * A negative of the question's own verb ("Which words are not nouns (naming words)?") stays.
 */
const TERM_GLOSS: Record<Lang, RegExp> = {
  en: /(?<=\p{L}\s+)(?:that|which|who)(?!\p{L})[^,;:?¿()]*(?=\(\s*[^()\d,;]{1,40}\)\s*[?？]\s*$)/iu,
  es: /(?<=\p{L}\s+)(?:que|quien|quienes)(?!\p{L})[^,;:?¿()]*(?=\(\s*[^()\d,;]{1,40}\)\s*[?？]\s*$)/iu,
  fr: /(?<=\p{L}\s+)(?:(?:qui|que)(?!\p{L})|qu['’])[^,;:?¿()]*(?=\(\s*[^()\d,;]{1,40}\)\s*[?？]\s*$)/iu,
  other: /(?!)/u,
};

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

export function negativeStem(item: SelectionItem, lang: Lang, out: Finding[]) {
  // A negative inside quotation marks is the quoted line's ("In the line “Do not go gentle”,
  // which…?"), not the question asking in the negative.
  const plain = asked(item.stem, lang, item.mode).replace(EMPHASISED, ' ').replace(QUOTED, ' ').replace(MINIMUM[lang], ' ');
  const m = NEGATION[lang].exec(plain);
  if (m) add(out, 'negative_stem', 'medium', 'Negative stem not emphasised', item.stemAt, `The stem asks in the negative ("${m[0].trim()}") without emphasis: learners who read quickly answer the positive question.`, 'Ask in the positive, or emphasise the negative word (NOT, **not**).', item.stem);
}

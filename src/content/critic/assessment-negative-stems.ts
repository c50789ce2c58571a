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
/**
 * Negations a stem may use beyond NEGATION (which the reading of feedback shares): English "no",
 * "neither", "nor", "nothing", "nobody", "lack(s)", "fail(s) to"; Spanish "ningún", "jamás", "ni",
 * "nadie", "nada", "carece", "menos" meaning "except" ("todos menos uno", "…, menos:"); French
 * "ne" before a verb with an elided pronoun or an inverted subject ("ne s'applique pas",
 * "n'est-il pas"), "ne peut être", "aucun", "ni … ni".
 */
const MORE_NEGATION: Record<Lang, RegExp> = {
  en: /\b(?:neither|nor|nothing|nobody|no one|nowhere|no longer|unable to|fail(?:s|ed)? to)\b|\black(?:s|ed)?\b(?!\s+of\b)|(?<!\byes\s*(?:or|\/)\s*)\bno\s+(?=\p{L})(?!(?:doubt|matter)\b)/iu,
  es: /(?<!\p{L})(?:ningún|jamás|ni|nadie|nada|carecen?|menos\s*:)(?!\p{L})|(?<!\p{L})tod[oa]s?(?!\p{L})[^¿?]*(?<!\p{L})menos\s+(?:un[oa]?|el|la|los|las|uno)(?!\p{L})/iu,
  fr: /(?:\bne\s+|\bn['’])(?:\p{L}+['’])?\p{L}+(?:-\p{L}+)*(?:\s+(?:\p{L}+['’])?\p{L}+(?:-\p{L}+)*)?\s+(?:pas|jamais|plus|aucun|aucune|rien|personne|ni|guère|point)(?!\p{L})|\bne\s+(?:peut|peuvent|pourrait|pourraient|saurait|sauraient)\s+(?!pas\b|plus\b|jamais\b)|(?<!\p{L})aucune?(?!\p{L})|(?<!\p{L})ni\s+[^?]*(?<!\p{L})ni(?!\p{L})/iu,
  other: /(?!)/u,
};

/**
 * Words that ask for the option that fails a test, read only in a question that selects ("Which
 * statement is false?", "Choose the incorrect sentence", "the odd one out", "¿Qué afirmación es
 * falsa?", "¿Qué palabra sobra?", "Quelle affirmation est fausse ?", "Trouve l'intrus"): the
 * learner must pick what is not so, as after "not". "True or false", "verdadero o falso", "vrai ou
 * faux" and a false friend name a kind of item, not the answer.
 */
const NEGATIVE_ANSWER: Record<Lang, RegExp> = {
  en: /\b(?:false|untrue|incorrect(?:ly)?|inaccurate(?:ly)?|invalid|erroneous(?:ly)?|wrongly|mistaken(?:ly)?|odd one out|the exception|an exception|out of place|impossible|unlikely|unsafe)\b|\b(?:is|are|was|were)\s+wrong\b|\bthe\s+wrong\s+(?!with\b)\p{L}+/iu,
  es: /(?<!\p{L})(?:fals[oa]s?|incorrect[oa]s?|incorrectamente|erróne[oa]s?|equivocad[oa]s?|inexact[oa]s?|intrus[oa]s?|sobran?|imposibles?|improbables?)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:fau(?:x|sse|sses)|incorrecte?s?|incorrectement|erronée?s?|inexacte?s?|intruse?s?|impossibles?|improbables?)(?!\p{L})|n['’]a pas sa place/iu,
  other: /(?!)/u,
};
/** A question that selects among options: which, what, who, or an imperative of choosing; "why" and "how" ask for a reason. */
const SELECTS: Record<Lang, RegExp> = {
  en: /^\s*(?:which|what|who|select|choose|pick|identify|tick|circle|mark|find|underline|highlight|click)\b|\b(?:of the following|of these|of those)\b/iu,
  es: /^\s*¿?\s*(?:cuál|cuáles|qué|quién|quiénes|selecciona|seleccione|elige|elija|escoge|escoja|marca|marque|señala|señale|indica|indique|identifica|identifique|rodea|subraya|encuentra)(?!\p{L})|(?<!\p{L})(?:de los siguientes|de las siguientes|de estos|de estas)(?!\p{L})/iu,
  fr: /^\s*(?:quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|choisis|choisissez|sélectionne|sélectionnez|coche|cochez|indique|indiquez|identifie|identifiez|entoure|entourez|souligne|soulignez|trouve|trouvez|repère|repérez)(?!\p{L})|(?<!\p{L})parmi(?!\p{L})/iu,
  other: /(?!)/u,
};
/** A kind of item or a term, not a negative answer. */
const NOT_AN_ANSWER: Record<Lang, RegExp> = {
  en: /\btrue\s*(?:or|\/)\s*false\b|\bfalse\s*(?:or|\/)\s*true\b|\bfalse (?:friends?|positives?|negatives?|starts?|alarms?)\b|\bwrong with\b/giu,
  es: /(?<!\p{L})(?:verdader[oa]s?\s*(?:o|\/)\s*fals[oa]s?|fals[oa]s?\s*(?:o|\/)\s*verdader[oa]s?|falsos? amigos?)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:vrai(?:e|s|es)?\s*(?:ou|\/)\s*fau(?:x|sse|sses)|fau(?:x|sse|sses)\s*(?:ou|\/)\s*vrai(?:e|s|es)?|faux amis?)(?!\p{L})/giu,
  other: /(?!)/gu,
};

/** Text in quotation marks: straight, curly, single (not an apostrophe: no letter outside it) and guillemets. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|‘[^’\n]*’(?!\p{L})|(?<!\p{L})'[^'\n]+'(?!\p{L})/gu;
/** Emphasis in markdown (bold, italics, underscores) or HTML (u, b, strong, em, i, mark), and words in capitals. */
const EMPHASISED = /\*\*[^*]+\*\*|\*[^*]+\*|__[^_]+__|_[^_]+_|<(u|b|strong|em|i|mark)>[^<]*<\/\1>|\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\b/gu;

/**
 * What a stem asks: its questions (the sentences ending in "?") when it has any, else the
 * sentences that tell the learner what to choose ("Select the…", "Elige…", "Cochez…", "…, except:"),
 * else its last sentence. A negative in the scene before the question ("The member who has not
 * spoken catches your eye. What do you do?") is not a negative question; of each question only its
 * interrogative clause counts (interrogative() below).
 */
function asked(stem: string, lang: Lang, mode: SelectionItem['mode']): string {
  const all = sentences(stem, lang);
  const questions = all.filter((s) => /[?？]\s*$/.test(s));
  const chosen = questions.length ? questions : all.filter((s) => DIRECTIVE[lang].test(s));
  // A question someone in the scene asks ("Leo asks which part does not need changing. What do
  // you tell him?") is asked of the learner too: the answer replies to it.
  const reported = all.flatMap((s) => {
    const m = REPORTED_QUESTION[lang].exec(s);
    return m && !chosen.includes(s) ? [interrogative(`${s.slice(m.index + m[0].length - m[1]!.length).replace(/[.!]\s*$/u, '')}?`, lang)] : [];
  });
  // A decision prompt that only tells the scene ("…and no rain is forecast.") asks what to do;
  // its negatives are the scene's.
  if (!chosen.length && mode === 'SPL') return reported.join(' ');
  // An elliptical question ("Which one?", "¿Cuál?", "Lequel ?") asks what the words before it say.
  const questioned = (chosen.length ? chosen : all.slice(-1)).map((q) => {
    const clause = interrogative(q, lang);
    if (!ELLIPTICAL.test(clause)) return clause;
    const at = all.indexOf(q);
    return clause === q.trim() && at > 0 ? `${all[at - 1]} ${q}` : q;
  });
  return [...reported, ...questioned].join(' ');
}

/** A verb of asking before a question word: the question a character puts ("asks which", "quiere saber cuál", "demande lequel"). */
const REPORTED_QUESTION: Record<Lang, RegExp> = {
  en: /\b(?:asks?|asked|asking|wonders?|wondered|wants to know|wanted to know|needs to know|would like to know)\s+(?:(?:you|me|us|him|her|them|the class)\s+)?((?:which|what)\b)/iu,
  es: /(?<!\p{L})(?:pregunta|preguntan|preguntó|quiere saber|quieren saber|se pregunta)\s+(?:(?:te|le|les|nos)\s+)?((?:cuál|cuáles|qué)(?!\p{L}))/iu,
  fr: /(?<!\p{L})(?:demande|demandent|demandé|veut savoir|veulent savoir|se demande)\s+(?:(?:te|lui|leur|nous|vous)\s+)?((?:lequel|laquelle|lesquels|lesquelles|quel|quelle|quels|quelles|ce qui)(?!\p{L}))/iu,
  other: /(?!)/u,
};

/** A question of a question word alone: which one of what was just said. */
const ELLIPTICAL = /^\s*¿?\s*(?:which(?: one| ones| is it| are they)?|cuál(?:es)?(?: es| son)?|lequel|laquelle|lesquels|lesquelles)\s*[?？]\s*$/iu;

/** A sentence that tells the learner what to pick: an imperative of choosing (after an opening phrase), a question word, or a colon, a blank or "except" at its end. */
const DIRECTIVE: Record<Lang, RegExp> = {
  en: /^(?:[^,]{0,60},\s*)?(?:select|choose|pick|identify|tick|circle|mark|name|find|underline|highlight|click|indicate|decide|state|which|what|who)\b|(?:[:…]|_{2,}|\bexcept)\s*$/iu,
  es: /^(?:[^,]{0,60},\s*)?(?:selecciona|seleccione|seleccionen|elige|elija|escoge|escoja|marca|marque|señala|señale|indica|indique|identifica|identifique|rodea|subraya|encuentra|cuál|cuáles|qué|quién)(?!\p{L})|(?:[:…]|_{2,}|(?<!\p{L})(?:excepto|salvo|menos))\s*$/iu,
  fr: /^(?:[^,]{0,60},\s*)?(?:choisis|choisissez|sélectionne|sélectionnez|coche|cochez|indique|indiquez|identifie|identifiez|entoure|entourez|souligne|soulignez|trouve|trouvez|repère|repérez|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)(?!\p{L})|(?:[:…]|_{2,}|(?<!\p{L})sauf)\s*$/iu,
  other: /^(?:select|choose|which|what)\b|[:…]\s*$/iu,
};

/**
 * The interrogative clause of a question: without the condition or the clause that sets its scene
 * before the question word ("Lena did not finish, so which step comes next?", "Dans une classe où
 * personne ne parle, que fais-tu ?"), without a condition or cause that closes it ("…when supply
 * does not change?", "¿… si no llueve?", "… si on ne l'arrose pas ?") and without a gloss.
 */
function interrogative(question: string, lang: Lang): string {
  let q = withoutCondition(question);
  const opener = OPENER[lang].exec(q);
  if (opener && opener.index > 0) q = q.slice(opener.index + opener[0].length - opener[1]!.length);
  return q.replace(TERM_GLOSS[lang], '').replace(TRAILING_CONDITION[lang], '').replace(GLOSS[lang], '').replace(OBJECT_RELATIVE[lang], ' ');
}
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
 * A relative clause on a noun after a preposition describes that thing, not the answer: "Which
 * lines give human qualities to something that is not human?", "¿Qué hace una planta con el agua
 * que no usa?", "Que donne-t-on à un animal qui ne mange pas ?". One on the answer's own noun or
 * after "is" ("Which is an animal that does not lay eggs?") still asks in the negative.
 */
const OBJECT_RELATIVE: Record<Lang, RegExp> = {
  en: /\b(?:to|for|with|from|on|in|into|about|by|at|of)\s+(?:(?:a|an|the|some|any|its|their)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:that|which|who|whom)\s+[^,;:?()]*/giu,
  es: /(?<!\p{L})(?:a|al|para|con|en|sobre|por)\s+(?:(?:un|una|el|la|los|las|algo|alguien)\s+)?(?:\p{L}+\s+){0,2}?que\s+[^,;:?¿()]*/giu,
  fr: /(?<!\p{L})(?:à|au|aux|pour|avec|sur|dans|par|chez)\s+(?:(?:un|une|le|la|les|l['’]|quelque chose|quelqu['’]un)\s*)?(?:\p{L}+\s+){0,2}?(?:qui|que|qu['’]|dont|où)\s*[^,;:?()]*/giu,
  other: /(?!)/gu,
};
/** A question word that opens a clause after a comma, a colon or a dash (and "so", "and", "then"). */
const OPENER: Record<Lang, RegExp> = {
  en: /[,;:—–]\s*(?:(?:so|and|but|then|now)\s+)?((?:which|what|who|whom|whose|where|how|why)\b)/iu,
  es: /(?!)/u,
  fr: /[,;:—–]\s*(?:(?:alors|donc|et|mais)\s+)?((?:quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|que|qu['’]|qui|où|comment|pourquoi|est-ce)(?!\p{L}))/iu,
  other: /(?!)/u,
};
/** A condition or a cause that closes a question: it sets the case, the question asks about it. */
const TRAILING_CONDITION: Record<Lang, RegExp> = {
  en: /,?\s+(?:if|when|whenever|unless|because|since|once|even if|as long as)\s+[^?]*(?=[?？]\s*$)/iu,
  es: /,?\s+(?:si|cuando|porque|ya que|puesto que|aunque)\s+[^?]*(?=[?？]\s*$)/iu,
  fr: /,?\s+(?:(?:si|quand|lorsque|parce que|puisque|bien que)\s|s['’](?=ils?\b)|lorsqu['’]|parce qu['’]|puisqu['’])[^?]*(?=[?？]\s*$)/iu,
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
const CONDITION = /^\s*(?:(?:if|when|whenever|once|suppose|supposing|assuming|imagine|since|because|although|though|even though|given that|si|cuando|suponiendo que|supón que|aunque|ya que|puesto que|dado que|quand|lorsque|en supposant que|puisque|bien que|parce que|étant donné que)(?!\p{L})|s['’](?=ils?\b|on\b))[^,;:?¿]*[,;:]\s*(?=\p{L})/iu;

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
  const clauses = asked(item.stem, lang, item.mode);
  const plain = clauses.replace(EMPHASISED, ' ').replace(QUOTED, ' ').replace(MINIMUM[lang], ' ').replace(NOT_AN_ANSWER[lang], ' ');
  const m = NEGATION[lang].exec(plain) ?? MORE_NEGATION[lang].exec(plain) ?? (SELECTS[lang].test(plain) ? NEGATIVE_ANSWER[lang].exec(plain) : null);
  if (m) add(out, 'negative_stem', 'medium', 'Negative stem not emphasised', item.stemAt, `The stem asks in the negative ("${m[0].trim()}") without emphasis: learners who read quickly answer the positive question.`, 'Ask in the positive, or emphasise the negative word (NOT, **not**).', item.stem);
}

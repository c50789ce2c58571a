// What a SATA rationale or an SPL feedback says of its own option, read for its polarity rather
// than for a few opening words: the verdict of its first clause ("This is a poor choice: …",
// "A common misconception.", "C'est l'inverse : …", "No es así", "C'est la démarche à privilégier
// : …"), and, for a SATA option, the conclusion it draws about the property the stem asks for
// ("…, so it is non-renewable" under "Which are renewable?"; "así que 111 sí es divisible entre
// 3" under "¿Qué números son divisibles entre 3?"). Each says true (the option is right), false
// (it is wrong) or nothing. A stem that asks for what is wrong, false or to be avoided turns
// these round, so nothing is read under it.
import { contentWords, sentences, type Lang } from './text.js';
import { EmptiedWhenFull } from '../../shared/bounded-memo.js';

const apostrophes = (s: string) => s.replace(/[’`]/g, "'");

/** A stem asking for the wrong ones: a negation (emphasised or not), or words of falsehood and avoidance. */
const INVERTED: Record<Lang, RegExp> = {
  en: /\b(?:not|never|except|none|cannot|least|worst|false|untrue|incorrect|wrong|inaccurate|myths?|misconceptions?|mistakes?|errors?|avoid|unsafe|\w+n't)\b/iu,
  es: /(?<!\p{L})(?:no|nunca|excepto|salvo|ninguno|ninguna|menos|peor|peores|falsas?|falsos?|incorrect[oa]s?|erróne[oa]s?|errores|error|mitos?|evitar|evitarías?|evita)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ne|n'|pas|jamais|sauf|excepté|moins|pire|fausses?|faux|inexact(?:e|es|s)?|erron[ée]es?|erreurs?|idées? reçues?|éviter|évites?)(?!\p{L})/iu,
  other: /\b(?:not|never|except|none|cannot|least|worst|false|incorrect|wrong|myths?|misconceptions?|mistakes?|avoid|\w+n't)\b/iu,
};

/**
 * A decision prompt tells a situation, then asks: only its question sentences are read there ("He
 * says he was not touched. What do you do?" asks nothing negative). A SATA or KE stem's sentences
 * all set what is asked ("… with none left over. Which could she make?"), so all are read.
 */
export const invertedStem = (stem: string, lang: Lang, questionOnly = false) => INVERTED[lang].test(apostrophes(questionOnly ? asked(stem, lang) : stem));
function asked(stem: string, lang: Lang): string {
  if (!/[?？]/u.test(stem)) return stem;
  return sentences(stem, lang).filter((s) => /[?？]/u.test(s)).join(' ') || stem;
}

/** A contrast in the first sentence leaves its opening undecided ("It is safe, but …", "C'est bien, mais …"). */
const CONTRAST = /(?<!\p{L})(?:but|however|although|though|yet|while|whereas|pero|aunque|sin embargo|mientras|mais|cependant|pourtant|toutefois|bien que|même si|alors que)(?!\p{L})/iu;

/**
 * Nouns a verdict may name: "a poor choice", "la mejor opción", "la démarche à privilégier"; with
 * what it is a way to do ("Es la mejor manera de decidir", "the best way to check", "la meilleure
 * façon de choisir").
 */
const CHOICE_EN = String.raw`(?:\s+(?:choice|option|idea|move|decision|step|approach|way|response|answer|plan|start|reaction|instinct|call|thing to do|one|first step)(?:\s+to\s+\p{L}+(?:\s+\p{L}+){0,3})?)?`;
const CHOICE_ES = String.raw`(?:\s+(?:opción|elección|decisión|idea|respuesta|manera|forma|reacción|paso)(?:\s+(?:de|para)\s+\p{L}+(?:\s+\p{L}+){0,3})?)?`;
const CHOICE_FR = String.raw`(?:\s+(?:idée|réponse|solution|décision|option|choix|réflexe|réaction|démarche|attitude|geste|manière|façon|moyen)(?:\s+(?:de|d'|pour)\s*\p{L}+(?:\s+\p{L}+){0,3})?)?`;
/**
 * Nouns that name a wrong answer as a kind of mistake ("A common mix-up", "Un piège classique",
 * "Un malentendu frecuente"): said of the option itself, with at most a word or two of degree.
 */
const MISTAKE_EN = String.raw`(?:misconception|myth|mistake|error|confusion|mix-up|mixup|trap|pitfall|misunderstanding|misreading|slip|fallacy|false belief|wrong idea|wrong turn)`;
const MISTAKE_ES = String.raw`(?:error|mito|confusión|idea errónea|idea falsa|creencia falsa|trampa|malentendido|despiste|equivocación|lío)`;
const MISTAKE_FR = String.raw`(?:erreur|confusion|idée reçue|idée fausse|fausse idée|piège|malentendu|méprise|contresens|étourderie)`;
/** How common or tempting the mistake is ("a very common", "un error frecuente", "une erreur très répandue"). */
const OFTEN_EN = String.raw`(?:(?:very|really|quite|an?)\s+)?(?:(?:common|classic|typical|frequent|usual|popular|easy|tempting|widespread|familiar|understandable|natural|big|serious|old|persistent)\s+)?`;
const OFTEN_ES = String.raw`(?:\s+(?:muy\s+)?(?:común|comunes|frecuente|habitual|típic[oa]|clásic[oa]|extendid[oa]|grave))?`;
const OFTEN_FR = String.raw`(?:\s+(?:très\s+)?(?:courante|courant|fréquente|fréquent|classique|répandue|répandu|tenace|habituelle|habituel|typique))?`;
const DEGREE_EN = String.raw`(?:(?:a|an|the|really|quite|very|actually|definitely|probably|clearly|also|indeed|exactly|rather)\s+)*`;

/** First clauses that judge the option wrong, per language (lower case, straight apostrophes). */
const SAYS_WRONG: Record<Lang, RegExp[]> = {
  en: [
    /^(?:no|nope)(?:\s*[,-].*)?$/u,
    /^not (?:quite|really|so|true|at all|correct|right|the case|safe|wise|helpful|kind|fair|a good (?:idea|choice|move|plan)|the right (?:choice|move|call|thing to do)|the best (?:choice|option|idea|move))(?!\p{L})/u,
    /^(?:(?:too|very|really)\s+)?(?:risky|dangerous|unsafe|harmful|unkind|unwise|careless)$/u,
    new RegExp(String.raw`^(?:this|that|it)(?:'s|\s+is|\s+was|\s+would\s+be|\s+seems)\s+${DEGREE_EN}(?:poor|bad|weak|wrong|risky|unsafe|dangerous|unwise|harmful|worst|mistaken|incorrect|false|untrue|unhelpful|not\s+(?:a\s+|the\s+)?(?:good|great|safe|wise|right|correct|best|helpful|true))${CHOICE_EN}(?:\s*,.*)?$`, 'u'),
    new RegExp(String.raw`^(?:(?:this|that|it)(?:'s|\s+is)\s+)?(?:a\s+|an\s+|the\s+)?${OFTEN_EN}${MISTAKE_EN}$`, 'u'),
    /^(?:poor|bad|weak|risky|unsafe|wrong)\s+(?:choice|option|idea|move|decision|call|thinking)$/u,
    /^(?:this|that|it)\s+(?:confuses|mixes up|reverses|is backwards|has it backwards|gets it backwards)\b/u,
    /^(?:(?:it|this|that)(?:'s|\s+is)\s+)?(?:just\s+|exactly\s+)?the\s+(?:other way (?:round|around)|wrong way (?:round|around)|opposite|reverse)(?:\s+is\s+true)?$/u,
    // It has no effect: "This doesn't help", "That would not save anything" (no object but a word of nothing).
    /^(?:(?:this|that|it)\s+)?(?:does not|doesn't|did not|didn't|will not|won't|would not|wouldn't|cannot|can't|could not|couldn't)\s+(?:really\s+|actually\s+)?(?:help|work|save|protect|reduce|prevent|fix|solve|improve)(?:\s+(?:anything|much|at all|a thing|the problem))?$/u,
    /^(?:this|that|it)(?:'s|\s+is)\s+one of the\s+(?:most\s+)?(?:common\s+|classic\s+|frequent\s+|typical\s+)?(?:myths|mistakes|errors|misconceptions|traps)(?:\s+about\s+[\p{L}\s]+)?$/u,
  ],
  es: [
    /^no(?:\s*[,-].*)?$/u,
    /^(?:(?:muy|demasiado)\s+)?(?:arriesgado|peligroso|imprudente)$/u,
    /^no es (?:así|correct[oa]|ciert[oa]|verdad|buena idea|la mejor|lo mejor|lo correcto|una buena|segur[oa]|adecuad[oa])(?!\p{L})/u,
    /^(?:(?:es|esto es|eso es)\s+)?(?:justo\s+)?(?:al revés|al contrario|lo contrario)(?:\s*,.*)?$/u,
    new RegExp(String.raw`^(?:(?:es|esto es|eso es)\s+)?(?:(?:un|una)\s+)?(?:(?:gran|típic[oa]|clásic[oa])\s+)?${MISTAKE_ES}${OFTEN_ES}$`, 'u'),
    new RegExp(String.raw`^(?:(?:es|sería|esto es|eso es)\s+)?(?:una\s+|un\s+)?(?:mala|pésima|peor)${CHOICE_ES}(?:\s*,.*)?$`, 'u'),
    /^(?:esto|eso)?\s*(?:se\s+)?confunde\b/u,
    /^(?:es|sería|esto es|eso es)\s+(?:muy\s+)?(?:peligroso|arriesgado|imprudente|un error)$/u,
    /^(?:esto|eso|así)?\s*no\s+(?:sirve|funciona|ayuda|ahorra|protege|evita|soluciona|arregla|reduce)(?:\s+(?:de nada|nada|para nada|mucho))?$/u,
    /^(?:es\s+)?(?:uno|una) de los\s+(?:errores|mitos|malentendidos)(?:\s+más\s+(?:comunes|frecuentes|típicos))?(?:\s+sobre\s+[\p{L}\s]+)?$/u,
  ],
  fr: [
    /^(?:non|faux)(?:\s*[,-].*)?$/u,
    /^(?:(?:très|trop)\s+)?(?:risqué|dangereux|imprudent)$/u,
    /^(?:c'est\s+)?(?:tout\s+)?(?:l'inverse|le contraire|l'opposé)$/u,
    /^au contraire(?:\s*,.*)?$/u,
    /^(?:c'est faux|pas du tout|pas vraiment|pas exactement)(?!\p{L})/u,
    new RegExp(String.raw`^(?:c'est\s+)?(?:une\s+|un\s+)?(?:(?:grosse|grande|classique|vieille)\s+)?${MISTAKE_FR}${OFTEN_FR}$`, 'u'),
    /^(?:c'est\s+|on\s+|cela\s+|ceci\s+)?confond(?:re)?\b/u,
    new RegExp(String.raw`^(?:c'est\s+)?(?:une\s+|un\s+)?(?:mauvaise|mauvais)${CHOICE_FR}(?:\s*,.*)?$`, 'u'),
    /^ce n'est pas\s+(?:la bonne|une bonne|le bon|un bon|la meilleure|le meilleur|correct|exact|vrai|juste|prudent|sûr)(?!\p{L})/u,
    /^c'est\s+(?:très\s+)?(?:dangereux|risqué|imprudent)$/u,
    /^(?:ça|cela|ceci|c')?\s*(?:ne|n')\s*(?:marche|fonctionne|sert|aide|protège|évite|règle|résout|économise)\s+(?:pas|rien|à rien|jamais)(?:\s+(?:du tout|grand-chose|à rien))?$/u,
    /^(?:c'est\s+)?(?:une\s+)?fausse bonne idée$/u,
    /^(?:c'est\s+)?(?:l')?une des\s+(?:erreurs|idées reçues|confusions)(?:\s+les plus\s+(?:courantes|fréquentes|répandues))?$/u,
  ],
  other: [],
};
SAYS_WRONG.other = SAYS_WRONG.en;
/** One pattern per language and verdict, so an opening is read in one pass. */
const anyOf = (res: RegExp[]) => new RegExp(res.map((re) => `(?:${re.source})`).join('|'), 'u');

/** First clauses that judge the option right. */
const SAYS_RIGHT: Record<Lang, RegExp[]> = {
  en: [
    /^(?:yes|exactly|indeed|precisely|spot on|well done|excellent|perfect|great|absolutely)(?:\s*[,-].*)?$/u,
    /^(?:good|great|excellent|wise|smart|sensible|strong)\s+(?:choice|option|idea|move|decision|call|thinking|instinct|start|plan|response|reaction)$/u,
    new RegExp(String.raw`^(?:this|that|it)(?:'s|\s+is|\s+was|\s+would\s+be)\s+${DEGREE_EN}(?:best|right|correct|good|great|ideal|excellent|wise|smart|sensible|safest|strongest|perfect|most (?:effective|sensible|responsible))${CHOICE_EN}(?:\s*,.*)?$`, 'u'),
  ],
  es: [
    /^(?:sí|exacto|efectivamente|muy bien|bien hecho|así es|perfecto|cierto|exactamente)(?:\s*[,-].*)?$/u,
    /^(?:buena|excelente|gran|muy buena)\s+(?:idea|opción|elección|decisión|reacción)$/u,
    new RegExp(String.raw`^(?:es|esta es|esa es|esto es|sería)\s+(?:la|lo|una|un)?\s*(?:mejor|buena|correcta|acertada|más segura|ideal)${CHOICE_ES}(?:\s*,.*)?$`, 'u'),
  ],
  fr: [
    /^(?:oui|exact|exactement|vrai|juste|bravo|tout à fait|bien vu|bonne réponse|bien joué|parfait|absolument|très bien)(?:\s*[,-].*)?$/u,
    /^c'est\s+(?:exact|vrai|juste|correct|la bonne réponse|le bon choix|la bonne solution)$/u,
    /^c'est\s+(?:la|le|une|un)\s+(?:\p{L}+\s+){0,2}(?:à privilégier|à adopter|à suivre|recommandée?|idéale?|la plus sûre|le plus sûr)$/u,
    new RegExp(String.raw`^(?:c'est\s+)?(?:la\s+|le\s+|une\s+|un\s+)?(?:bonne|excellente|meilleure|meilleur|bon|excellent)${CHOICE_FR}(?:\s*,.*)?$`, 'u'),
  ],
  other: [],
};
SAYS_RIGHT.other = SAYS_RIGHT.en;
const WRONG = Object.fromEntries(Object.entries(SAYS_WRONG).map(([l, res]) => [l, anyOf(res)])) as Record<Lang, RegExp>;
const RIGHT = Object.fromEntries(Object.entries(SAYS_RIGHT).map(([l, res]) => [l, anyOf(res)])) as Record<Lang, RegExp>;

/**
 * An opening that ascribes the option to a belief or a habit and then turns against it: "Many
 * people believe this, but …", "A common idea, but …", "Mucha gente lo cree, pero …", "Beaucoup le
 * pensent, mais …". The option is what people wrongly think or do, unless what follows the "but"
 * says it holds after all ("… but it is true").
 */
const BELIEVED: Record<Lang, RegExp> = {
  en: /^(?:(?:(?:many|most|some|lots of|a lot of|plenty of)\s+)?(?:people|pupils|students|learners|children|kids|adults|of us|parents|families|drivers|shoppers|players|cooks|gardeners)\s+(?:still\s+|often\s+|wrongly\s+|usually\s+|really\s+)?(?:believe|think|assume|say|expect|imagine|feel|guess|do)\s+(?:this|that|so|it)|(?:(?:this|that|it)(?:'s|\s+is)\s+)?(?:a\s+)?(?:very\s+)?(?:common|popular|widespread|natural|understandable|tempting|old)\s+(?:belief|idea|assumption|guess|thought|view|habit))\s*,?\s*(?:but|yet|however)(?!\p{L})/u,
  es: /^(?:(?:mucha gente|muchas personas|muchos(?:\s+(?:alumnos|estudiantes|niños|padres))?|muchas|la gente|hay quien|algunos|casi todos)\s+(?:todavía\s+|aún\s+|a menudo\s+)?(?:lo\s+)?(?:cree|creen|piensa|piensan|dice|dicen|supone|suponen|hace|hacen)(?:\s+(?:así|eso|esto))?|(?:es\s+)?(?:una\s+)?(?:creencia|idea|costumbre)\s+(?:muy\s+)?(?:común|popular|extendida|frecuente|habitual))\s*,?\s*(?:pero|sin embargo)(?!\p{L})/u,
  fr: /^(?:(?:beaucoup(?:\s+de\s+gens|\s+d'élèves|\s+de\s+personnes|\s+d'enfants|\s+de\s+parents)?|on|certains|la plupart des gens|bien des gens)\s+(?:le\s+|l')?(?:croi(?:t|ent)|pense(?:nt)?|di(?:t|sent)|imagine(?:nt)?|fai(?:t|sent))(?:\s+souvent|\s+encore)?(?:\s+(?:ça|cela|ainsi))?|(?:c'est\s+)?(?:une\s+)?(?:croyance|idée|habitude)\s+(?:très\s+)?(?:répandue|courante|fréquente|populaire))\s*,?\s*(?:mais|pourtant|cependant)(?!\p{L})/u,
  other: /(?!)/u,
};
/** After the "but", words that say the belief holds after all. */
const HOLDS = /(?<!\p{L})(?:(?:it|this|that|they)(?:'s|\s+is|\s+are|\s+does|\s+do)\s+(?:actually\s+|really\s+)?(?:true|right|correct|work|works)|(?:es|son)\s+(?:ciert[oa]s?|verdad|correct[oa]s?)|(?:sí|también)\s+funciona|c'est\s+(?:vrai|juste|exact)|(?:ça|cela)\s+(?:marche|fonctionne))(?!\p{L})/u;

const INTERJECTION = /^(?:careful|watch out|hmm|well|cuidado|ojo|atención|attention|prudence)\s*[,:!—–-]\s*/u;

/** What the opening clause of a rationale or feedback judges its option: true right, false wrong. */
export function openingVerdict(comment: string, lang: Lang): boolean | undefined {
  // An opening "¡", and a word that only calls attention ("Careful:", "Attention,"), judge nothing.
  const text = apostrophes(comment.trim().toLowerCase()).replace(/^[¡¿]\s*/u, '').replace(INTERJECTION, '');
  const sentence = /^[^.!?]*/u.exec(text)![0];
  const believed = BELIEVED[lang].exec(sentence);
  if (believed) return HOLDS.test(sentence.slice(believed[0].length)) ? undefined : false;
  // A contrast leaves the opening undecided only in its own clause ("It is safe, but …"); after a
  // colon or a dash the explanation may contrast two things ("This mixes up two elements: the
  // problem is the conflict, while the setting is where…").
  const clause = /^[^.!?;:—–]*/u.exec(text)![0].trim().replace(/[,\s]+$/u, '');
  if (CONTRAST.test(clause)) return undefined;
  if (WRONG[lang].test(clause)) return false;
  if (RIGHT[lang].test(clause)) return true;
  return undefined;
}

/**
 * Words that draw a conclusion or set the record straight, per language ("in fact" and "actually"
 * may reinforce or correct: what follows them says which).
 */
const CONSEQUENCE: Record<Lang, RegExp> = {
  en: /\b(?:so(?!\s+(?:that|much|many|far|on|as|called|long|little|few)\b)|therefore|thus|hence|which means|this means|that is why|that['’]s why|in fact|actually|in reality)\b/u,
  es: /(?<!\p{L})(?:así que|por (?:lo )?tanto|por eso|por ello|de modo que|de manera que|o sea|en realidad|de hecho)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:donc|c['’]est pourquoi|par conséquent|d['’]où|en fait|en réalité)(?!\p{L})/u,
  other: /\b(?:so(?!\s+(?:that|much|many|far|on|as|called|long|little|few)\b)|therefore|thus|hence|in fact|actually)\b/u,
};
/** Where the statement opening a rationale ends and its reason begins. */
const REASON = /(?<!\p{L})(?:because|since|as|porque|ya que|puesto que|pues|car|parce que|puisque)(?!\p{L})/u;
/** Articles before a subject ("The wind is…", "El 51 es…"). */
const ARTICLE = /^(?:the|a|an|el|la|los|las|un|una|le|les|l'|une|des)\s+/u;
/** A negation in a conclusion ("non-renewable" is read as "non renewable"). */
const NEGATED: Record<Lang, RegExp> = {
  en: /\b(?:not|never|no longer|cannot|non)\b|\b\w+n't\b/u,
  es: /(?<!\p{L})(?:no|nunca|ni|tampoco|non)(?!\p{L})/u,
  fr: /(?:\bne\s+|\bn')\p{L}+(?:\s+\p{L}+)?\s+(?:pas|jamais|plus|aucun|aucune)(?!\p{L})|(?<!\p{L})(?:pas|non)(?!\p{L})/u,
  other: /\b(?:not|never|no longer|cannot|non)\b|\b\w+n't\b/u,
};
/** A conclusion that holds only in part or under a condition says nothing for certain. */
const HEDGED = /(?<!\p{L})(?:but|only|if|unless|when|except|partly|sometimes|usually|pero|solo|sólo|si|salvo|excepto|a veces|mais|seulement|sauf|parfois|que si)(?!\p{L})/u;
/** What the conclusion's subject may be: the option, spoken of as a pronoun, or a verb with its subject left out. */
const SUBJECT = /^(?:it|they|this|that|these|those|he|she|its|es|son|está|están|sí|no|esto|este|esta|ello|ella|él|ellos|ellas|il|elle|ils|elles|ce|c|cela|ceci|ça|n|est|sont)$/u;
/** Content words with a plural or a final e taken off, so "divisibles" is "divisible" and "partagée" is "partagé". */
const keysOf = (text: string, lang: Lang) => contentWords(text, lang).map((w) => (w.length > 4 ? w.replace(/e$/u, '') : w));
/** Words that say an option belongs to the set a stem asks for, beside the stem's own words. */
const MEMBERSHIP = new Set(
  ['shared', 'common', 'included', 'example', 'part', 'member', 'among', 'both', 'compartido', 'compartida', 'común', 'incluido', 'incluida', 'ejemplo', 'parte', 'partagé', 'partagée', 'commun', 'commune', 'inclus', 'incluse', 'exemple', 'partie'].flatMap((w) => [...keysOf(w, 'en'), ...keysOf(w, 'es'), ...keysOf(w, 'fr')]),
);
const LEADING_WORDS = 4;
const NUMBERS = /\p{N}[\p{L}\p{N}]*/gu;
const wordsAndNumbers = (text: string, lang: Lang) => new Set([...keysOf(text, lang), ...(text.toLowerCase().match(NUMBERS) ?? [])]);
/** A stem's words, read once for all of its options. */
const STEMS_KEPT = 500;
const stemsRead = new EmptiedWhenFull<string, Set<string>>(STEMS_KEPT);
function stemKeys(stem: string, lang: Lang): Set<string> {
  const key = `${lang}\u0000${stem}`;
  let words = stemsRead.get(key);
  if (!words) {
    stemsRead.set(key, (words = wordsAndNumbers(stem, lang)));
  }
  return words;
}

/**
 * What a SATA rationale concludes about its option against the stem: the clause after "so",
 * "therefore", "así que", "donc" (or the whole clause when the word comes early: "ce n'est donc
 * pas une cause"), about the option (a pronoun, the option's own words, or a verb with no
 * subject), whose remaining words are all the stem's own or words of belonging ("shared",
 * "part of"): negated, the option lacks what the stem asks for; not, it has it.
 */
export function conclusionVerdict(rationale: string, option: string, stem: string, lang: Lang): boolean | undefined {
  const lower = apostrophes(rationale.toLowerCase()).replace(/(?<!\p{L})non-(?=\p{L})/gu, 'non ');
  // The statement opening the rationale, up to its reason: read only when it denies ("Natural gas
  // is non-renewable: …"); an affirming one is too often about a distractor's other kind ("Es un gas").
  const opening = /^[^.;:!?—–,]*/u.exec(lower)![0];
  const statement = opening.slice(0, opening.search(REASON) >= 0 ? opening.search(REASON) : undefined);
  const denies = NEGATED[lang].test(statement);
  // Most rationales draw no conclusion and deny nothing: nothing more is read for them.
  if (!denies && !CONSEQUENCE[lang].test(lower)) return undefined;
  const stemWords = stemKeys(stem, lang);
  const optionWords = wordsAndNumbers(option, lang);
  const aboutOption = (text: string) => {
    const first = /^[\p{L}\p{N}]+/u.exec(text)?.[0] ?? '';
    return SUBJECT.test(first) || optionWords.has(first) || optionWords.has(keysOf(first, lang)[0] ?? '');
  };
  const judge = (said: string): boolean | undefined => {
    const conclusion = said.replace(/^[\s,]+(?:(?:that|que|qu')\s+)?/u, '').replace(ARTICLE, '');
    if (!aboutOption(conclusion) || HEDGED.test(conclusion) || CONTRAST.test(conclusion)) return undefined;
    const negation = NEGATED[lang].exec(conclusion);
    const rest = negation ? conclusion.slice(negation.index + negation[0].length) : conclusion;
    // Numbers count as words here: "so it is in the 19th century" does not say "18th".
    const predicate = [...keysOf(rest, lang), ...(rest.match(NUMBERS) ?? [])].filter((w) => !optionWords.has(w));
    // A property is words ("divisible", "renewable"); a bare value ("so the mode is 7") corrects the option's.
    if (!predicate.some((w) => /^\p{L}/u.test(w)) || !predicate.every((w) => stemWords.has(w) || MEMBERSHIP.has(w))) return undefined;
    return !negation;
  };
  const said: boolean[] = [];
  if (denies && judge(statement) === false) said.push(false);
  for (const clause of lower.split(/[.;:!?—–](?:\s|$)/u)) {
    const m = CONSEQUENCE[lang].exec(clause);
    if (!m) continue;
    // The word may come inside the clause it concludes, after its subject: "ce n'est donc pas…", "it is therefore…".
    const before = clause.slice(0, m.index).trim();
    const inside = before.split(/\s+/).length < LEADING_WORDS && aboutOption(before.replace(ARTICLE, ''));
    const verdict = judge(inside ? clause.replace(m[0], ' ') : clause.slice(m.index + m[0].length));
    if (verdict !== undefined) said.push(verdict);
  }
  // Clauses that disagree with each other say nothing for certain.
  return said.length && said.every((v) => v === said[0]) ? said[0] : undefined;
}

/**
 * A rationale that tells the learner whether to select its option ("so you should tick it", "así
 * que también hay que marcarla", "il ne faut pas la cocher", "leave it unticked"): an instruction
 * about this option (a pronoun as object), whatever the stem asks, since it says outright whether
 * the option belongs among the answers. Negated it says wrong, else right.
 */
const SELECT: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:(?:select|tick|choose|circle|highlight)(?:ed)?\s+(?:it|this one|this option|them)(?!\s+(?:up|out|off)\b)|(?:it|this one|this option)\s+(?:should|must|needs? to|has to|ought to)\s+(?:not\s+)?be\s+(?:selected|ticked|chosen|circled)|leave\s+(?:it|this one)\s+(?:unticked|unchecked|unselected|unmarked|blank))(?!\p{L})/u,
  es: /(?<!\p{L})(?:(?:marcar|seleccionar|elegir|escoger|incluir|m[aá]rca|selecci[oó]na|el[ií]ge|esc[oó]ge|incl[uú]ye)(?:la|lo|las|los)|no\s+(?:la|lo|las|los)\s+(?:marques|selecciones|elijas|escojas|incluyas))(?!\p{L})/u,
  fr: /(?<!\p{L})(?:(?:la|le|les|l')\s*(?:coch|sélectionn|choisi|entour)\p{L}*|à\s+(?:cocher|sélectionner|choisir|entourer))(?!\p{L})/u,
  other: /$^/u,
};
SELECT.other = SELECT.en;
const SELECT_NEGATED: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:not|never|no|don't|dont|do not|shouldn't)(?!\p{L})|unticked|unchecked|unselected|unmarked|leave\s+\S+\s+(?:out|blank)/u,
  es: /(?<!\p{L})(?:no|nunca|ni|tampoco)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:ne|n'|pas|jamais|surtout pas)(?!\p{L})/u,
  other: /(?<!\p{L})(?:not|never|no|don't)(?!\p{L})/u,
};

export function selectionVerdict(rationale: string, lang: Lang): boolean | undefined {
  const lower = apostrophes(rationale.toLowerCase());
  let said: boolean | undefined;
  for (const clause of lower.split(/[.;:!?—–](?:\s|$)|,\s/u)) {
    const m = SELECT[lang].exec(clause);
    if (!m) continue;
    const verdict = !SELECT_NEGATED[lang].test(clause.slice(0, m.index + m[0].length));
    if (said !== undefined && said !== verdict) return undefined;
    said = verdict;
  }
  return said;
}

/**
 * The kind a SATA rationale puts its option in, from its opening statement: "Rubber is an
 * insulator", "Steel is a metal, so it conducts", "El cobre es un metal", "Le bois est un isolant".
 * Undefined when the statement is longer than a subject and a kind of one or two words, denies
 * ("is not a metal"), or turns ("is a non-metal, but it conducts").
 */
const KIND: Record<Lang, RegExp> = {
  en: /^(?:(?:the|a|an)\s+)?[\p{L}\p{N}' -]{1,30}?\s+(?:is|are)\s+(?:(?:an?|the)\s+)?(?:(?:kind|type|sort|form) of\s+(?:an?\s+)?)?(?<kind>[\p{L}-]+(?:\s+[\p{L}-]+)?)$/u,
  es: /^(?:(?:el|la|los|las|un|una)\s+)?[\p{L}\p{N}' -]{1,30}?\s+(?:es|son)\s+(?:(?:un|una|unos|unas)\s+)?(?:(?:tipo|clase|forma) de\s+)?(?<kind>[\p{L}-]+(?:\s+[\p{L}-]+)?)$/u,
  fr: /^(?:(?:le|la|les|un|une)\s+|l')?[\p{L}\p{N}' -]{1,30}?\s+(?:est|sont)\s+(?:(?:un|une|des)\s+)?(?:(?:sorte|type|forme) d(?:e\s+|')(?:un\s+|une\s+)?)?(?<kind>[\p{L}-]+(?:\s+[\p{L}-]+)?)$/u,
  other: /(?!)/u,
};
/** Where an opening statement's kind ends: a reason, a consequence, a second predicate. */
const KIND_END = /\s+(?:and|which|that|so|because|since|as|with|y|que|porque|ya que|con|et|qui|car|donc|avec)\s.*$/u;

export function statedKind(rationale: string, lang: Lang): string | undefined {
  const sentence = /^[^.!?]*/u.exec(apostrophes(rationale.trim().toLowerCase()))![0];
  if (CONTRAST.test(sentence)) return undefined;
  const statement = /^[^,:;—–(]*/u.exec(sentence)![0].replace(KIND_END, '').trim();
  if (NEGATED[lang].test(statement)) return undefined;
  return KIND[lang].exec(statement)?.groups?.kind;
}

/**
 * Whether a rationale speaks of what the stem asks, in the stem's own words ("L'ornithorynque est
 * un mammifère qui pond des œufs" under "Quels animaux pondent des œufs ?"): then the kind it names
 * is not its verdict. Words are matched by a shared beginning of four letters or more; the words of
 * `besides` (the kind itself, which the stem may name: "Quels instruments sont des cuivres ?") do not count.
 */
export function usesStemWords(rationale: string, stem: string, lang: Lang, besides = ''): boolean {
  const own = new Set(keysOf(besides, lang));
  const have = [...stemKeys(stem, lang)].filter((w) => w.length >= 4 && !own.has(w));
  return keysOf(rationale, lang).some((w) => w.length >= 4 && !own.has(w) && have.some((h) => h.startsWith(w) || w.startsWith(h)));
}

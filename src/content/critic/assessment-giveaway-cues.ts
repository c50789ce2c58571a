// Two more ways a stem gives its answer away, beside the answer's words being in it
// (assessment-giveaways.ts): the stem says the words that set the keyed answer apart from the
// distractors, or its grammar fits the keyed answer only ("…is called an", "…se llama una",
// "…s'appelle une"). Apart because both compare the key with the distractors, not with the stem alone.
import type { Option, SelectionItem } from './items.js';
import { contentWords, sentences, words, type Lang } from './text.js';
import { COUNTED, countsSaid, inFamilyOf, kindred, NEGATED, NUMBER, sameFamily, type Stem } from './assessment-stem-words.js';
import { NUMBER_WORD } from './stated-words.js';

/**
 * Number words: a count the key shares with the stem is arithmetic, not the answer's name ("Four
 * eighth notes" under "four beats"). The class's own language only, so that English "once" or
 * "cent" is a word and Spanish "once" a number; hundreds and thousands beside the units and tens.
 */
const LARGE_NUMBER_WORD: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:hundreds?|thousands?|millions?)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:cien|cientos?|mil|miles|millón|millones)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:cents?|mille|milliers?|millions?)(?!\p{L})/giu,
  other: /(?!)/gu,
};
const withoutNumberWords = (text: string, lang: Lang) => text.replace(NUMBER_WORD[lang], ' ').replace(LARGE_NUMBER_WORD[lang], ' ');

/**
 * The keyed answer whose distinguishing words are all in one sentence of the stem: its content
 * words that no distractor shares (by stem or family), when there are any, every one of them said
 * (three quarters of four or more; two at least when the answer has more than two content words),
 * and no distractor's own distinguishing words said in the stem as well. "The tilt of Earth's axis" against "Earth's distance from the Sun" is told apart by
 * "tilt" and "axis"; a stem that says both names the answer, whatever else the key repeats.
 * Numbers count with the word after them, and number words are not the answer's name.
 */
export function distinguishedInStem(stem: Stem, item: SelectionItem, lang: Lang): Option | undefined {
  const keyed = item.options.filter((o) => o.keyed === true);
  const wrong = item.options.filter((o) => o.keyed === false);
  if (!keyed.length || !wrong.length) return undefined;
  const wordsOf = new Map(item.options.map((o) => [o, contentWords(withoutNumberWords(o.text, lang), lang)]));
  // The words of the options keyed otherwise, read once for each way of keying rather than once per option.
  const otherwise = new Map<boolean | undefined, (w: string) => boolean>();
  const apart = (o: Option) => {
    let said = otherwise.get(o.keyed);
    if (!said) otherwise.set(o.keyed, (said = inFamilyOf(item.options.filter((x) => x !== o && x.keyed !== o.keyed).flatMap((x) => wordsOf.get(x)!))));
    return wordsOf.get(o)!.filter((w) => !said(w));
  };
  const said = (o: Option) => {
    const own = [...new Set(apart(o))];
    // One word of a longer answer setting it apart is too little to name it ("pinch" in "An
    // adult helps Amira pinch for another 10 minutes" after "10 minutes of pinching").
    if (own.length < 2 && wordsOf.get(o)!.length > 2) return false;
    // A decision's situation names the things every choice acts on ("Un paquete de 1 kg cuesta
    // 1,80 €…" over "Compras el paquete de 1 kg."): one of them named is not the choice's action.
    if (own.length < 2 && item.mode === 'SPL') return false;
    if (!countsSaid(o.text, stem, lang)) return false;
    // A number counts with the word after it ("300 g of flour" is not in "300 ml of milk").
    if (!own.length || ![...o.text.matchAll(COUNTED)].every((m) => stem.counted().has(`${m[1]} ${m[2]!.toLowerCase()}`)) || !(o.text.match(NUMBER) ?? []).every((n) => stem.numbers().has(n))) return false;
    const negatedAnswer = NEGATED[lang].test(o.text);
    return stem.sentenceWords().some((have, i) => (!negatedAnswer || stem.negated()[i]) && own.filter((w) => have.has(w) || [...have].some((h) => sameFamily(w, h))).length >= (own.length >= 4 ? 0.75 : 1) * own.length);
  };
  if (wrong.some(said)) return undefined;
  return keyed.find(said);
}

/** An article that closes a stem before its blank: the answer must agree with it. */
const CLOSING_ARTICLE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(a|an)\s*(?:_{2,}|…|\.{3})?\s*[:.]?\s*$/iu,
  es: /(?<!\p{L})(un|una|unos|unas|el|la|los|las)\s*(?:_{2,}|…|\.{3})?\s*[:.]?\s*$/iu,
  fr: /(?<!\p{L})(un|une|des|le|la|les)\s*(?:_{2,}|…|\.{3})?\s*[:.]?\s*$/iu,
  other: /(?!)/u,
};
/**
 * An article right before a blank inside the stem ("Una ___ es un animal que vuela", "Le ___ est
 * l'organe qui pompe le sang", "An ___ lays eggs"): the answer fills the blank and must agree with
 * it as with an article closing the stem. Only a written blank: a bare article mid-sentence
 * belongs to the words after it.
 */
const BLANK_ARTICLE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(a|an)\s*(?:_{2,}|…|\.{3})/iu,
  es: /(?<!\p{L})(un|una|unos|unas|el|la|los|las)\s*(?:_{2,}|…|\.{3})/iu,
  fr: /(?<!\p{L})(un|une|des|le|la|les)\s*(?:_{2,}|…|\.{3})/iu,
  other: /(?!)/u,
};
/** An option that brings its own article or determiner agrees by itself. */
const OWN_ARTICLE: Record<Lang, RegExp> = {
  en: /^(?:a|an|the|some|this|that|these|those|its|their|his|her|my|your|our)\s/iu,
  es: /^(?:un|una|unos|unas|el|la|los|las|lo|su|sus|este|esta|estos|estas)\s/iu,
  fr: /^(?:un|une|des|le|la|les|du|de la|ce|cet|cette|ces|son|sa|ses|leur|leurs)\s|^l['’]/iu,
  other: /^/u,
};

/** English: "an" before a vowel sound ("an hour", not "an unicorn"). */
const takesAn = (w: string) => /^(?:[aeio]|u(?!n[iu]|s[eu]|r[aeiou]|t[ei]|ku)|hour|honest|honou?r|heir)/iu.test(w) && !/^(?:one|once|eu|uni|use)/iu.test(w);
/**
 * Common school nouns whose ending does not tell their gender, or tells the wrong one ("la mano",
 * "la flor", "el árbol"; "l'eau", "la maison", "la page", "le gel", "le squelette"): read from the
 * list before the ending.
 */
const GENDER: Record<'es' | 'fr', Record<string, 'f' | 'm'>> = {
  es: Object.fromEntries([
    ...'mano foto radio moto flor labor luz sal piel miel nariz raíz voz cruz nuez red pared sed leche carne nube noche llave fuente gente muerte suerte calle clase frase parte sangre torre imagen razón ley vez col tos fe'.split(' ').map((w) => [w, 'f'] as const),
    ...'mapa día árbol animal papel sol mar lápiz pez coche hombre nombre diente puente aire tren pan reloj país mes arroz maíz color cometa planeta clima idioma poema programa esquema teorema diagrama problema sistema tema dedo corazón'.split(' ').map((w) => [w, 'm'] as const),
  ]),
  fr: Object.fromEntries([
    ...'eau peau mer fleur main nuit clé forêt dent voix croix faim soif terre lune pluie neige glace roche pierre plante feuille racine graine tige cellule molécule masse force énergie chaleur couleur vapeur valeur largeur longueur hauteur page plage image cage nage maison raison chanson leçon façon boisson saison'.split(' ').map((w) => [w, 'f'] as const),
    ...'gel brouillard soleil sel lait sang bois feu jeu lieu fer air vent mur sucre sable verre fleuve cercle triangle carré nombre chiffre métal animal cheval corps cœur foie os nuage pôle globe monde musée lycée squelette été côté comité pâté moteur'.split(' ').map((w) => [w, 'm'] as const),
  ]),
};
/** Spanish gender by ending, when the ending tells it: -a, -ción, -dad… feminine; -o, -or, -aje… masculine. */
function spanishGender(w: string): 'f' | 'm' | undefined {
  const known = GENDER.es[w] ?? (w.endsWith('e') ? GENDER.es[w.slice(0, -1)] : undefined);
  if (known) return known;
  if (/(?:ción|sión|dad|tad|tud|umbre|triz|eza|ez)$/u.test(w)) return 'f';
  // Greek -ma nouns are masculine ("el ecosistema", "el bioma", "el idioma"), but for a few everyday ones.
  if (/(?:ema|oma)$/u.test(w) && w.length >= 5 && !/^(?:crema|yema|broma|goma|loma|paloma|diadema|carcoma)$/u.test(w)) return 'm';
  if (/a$/u.test(w)) return 'f';
  // "el polen", "el examen", "el volumen", "el hábitat", "el robot" ("la imagen" is in the list above).
  if (/(?:o|or|aje|án|ón|ún|en|t)$/u.test(w)) return 'm';
  return undefined;
}
/** French gender by the endings that tell it reliably. */
function frenchGender(w: string): 'f' | 'm' | undefined {
  const known = GENDER.fr[w];
  if (known) return known;
  if (/(?:tion|sion|té|ure|ette|ence|ance|ise|ude|ade|elle|esse)$/u.test(w)) return 'f';
  if (/(?:ment|age|isme|eau|oir|ier|on(?<!tion|sion)|at|et)$/u.test(w)) return 'm';
  return undefined;
}
const plural = (w: string, lang: Lang) => (lang === 'fr' ? /[sx]$/u.test(w) : /s$/u.test(w));

/** Whether an option's first word agrees with the article: true, false, or undefined when its form does not tell. */
function agrees(article: string, option: string, lang: Lang): boolean | undefined {
  const first = words(option)[0];
  if (!first || !/^\p{L}/u.test(first)) return undefined;
  const a = article.toLowerCase();
  if (lang === 'en') return a === 'an' ? takesAn(first) : !takesAn(first);
  const many = /^(?:unos|unas|los|las|des|les)$/u.test(a);
  if (plural(first, lang) !== many) return false;
  if (a === 'les' || a === 'des') return true;
  const feminine = /^(?:una|unas|la|las|une)$/u.test(a);
  const gender = lang === 'es' ? spanishGender(first.replace(/s$/u, '')) : frenchGender(first.replace(/[sx]$/u, ''));
  return gender === undefined ? undefined : (gender === 'f') === feminine;
}

/** A plural verb that closes a stem before its blank ("The organs that clean the blood are …"): the answer must be plural. */
const CLOSING_PLURAL_VERB: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:are|were)\s*(?:_{2,}|…|\.{3})?\s*[:.]?\s*$/iu,
  es: /(?<!\p{L})(?:son|eran|fueron)\s*(?:_{2,}|…|\.{3})?\s*[:.]?\s*$/iu,
  fr: /(?<!\p{L})(?:sont|étaient|furent)\s*(?:_{2,}|…|\.{3})?\s*[:.]?\s*$/iu,
  other: /(?!)/u,
};
/** An option that opens with a singular article or determiner is one thing. */
const SINGULAR_ARTICLE: Record<Lang, RegExp> = {
  en: /^(?:a|an|one|this|that)\s/iu,
  es: /^(?:un|una|el|la|este|esta|ese|esa)\s/iu,
  fr: /^(?:un|une|le|la|ce|cet|cette)\s|^l['’]/iu,
  other: /(?!)/u,
};
/**
 * Whether an option is plural after a plural verb: true, false, or undefined when its form does
 * not tell. An English adjective does not agree ("Metals are brittle"), so in English only a
 * singular article tells a distractor apart; Spanish and French adjectives and nouns take the
 * plural's final s (x), so a first word without it is singular.
 */
function pluralForm(option: string, lang: Lang): boolean | undefined {
  const text = option.trim();
  if (SINGULAR_ARTICLE[lang].test(text)) return false;
  if (/^(?:the|some|these|those|los|las|unos|unas|estos|estas|les|des|ces)\s/iu.test(text)) return undefined;
  const all = words(text);
  if (!all.length || !/^\p{L}/u.test(all[0]!)) return undefined;
  if (lang === 'en') return all.length <= 3 && /[^s]s$/u.test(all.at(-1)!) && !/(?:ss|us|is)$/u.test(all.at(-1)!) ? true : undefined;
  return plural(all[0]!, lang);
}

/**
 * The keyed answer that alone agrees with the article closing the stem ("A liquid turning into a
 * gas is called an …" over "evaporation", "condensation", "freezing"; "El animal que solo come
 * plantas es un …"; "Un triangle à trois côtés égaux est un …"): every distractor clearly does not,
 * and no option brings its own article. One keyed answer only; a cue a distractor shares is none.
 * Or the one keyed answer that alone is plural after a plural verb closing the stem ("Los animales
 * que comen carne son …" over "carnívoros", "herbívoro", "omnívoro"; "Whales are …" over
 * "mammals", "a fish", "a reptile").
 */
export function agreesAlone(item: SelectionItem, lang: Lang): { option: Option; cue: 'article' | 'verb' } | undefined {
  const keyed = item.options.filter((o) => o.keyed === true);
  const wrong = item.options.filter((o) => o.keyed === false);
  if (keyed.length !== 1 || !wrong.length) return undefined;
  if (CLOSING_PLURAL_VERB[lang].test(item.stem)) return pluralForm(keyed[0]!.text, lang) === true && wrong.every((o) => pluralForm(o.text, lang) === false) ? { option: keyed[0]!, cue: 'verb' } : undefined;
  const m = CLOSING_ARTICLE[lang].exec(item.stem) ?? BLANK_ARTICLE[lang].exec(item.stem);
  if (!m || item.options.some((o) => OWN_ARTICLE[lang].test(o.text.trim()))) return undefined;
  return agrees(m[1]!, keyed[0]!.text, lang) === true && wrong.every((o) => agrees(m[1]!, o.text, lang) === false) ? { option: keyed[0]!, cue: 'article' } : undefined;
}

/**
 * The keyed answers listed together in a statement of the stem, and nothing else between them:
 * "Plants use light energy, water and carbon dioxide to make glucose… Which does a plant take
 * in?" over "Carbon dioxide", "Water", "Light energy". Two keyed answers or more, without numbers,
 * each by the words no other option shares, all in one run of that sentence with only small words
 * and the keys' other words between; a question sentence is what is asked, not a premise.
 */
export function keysListed(item: SelectionItem, lang: Lang): Option | undefined {
  const keyed = item.options.filter((o) => o.keyed === true);
  const wrong = item.options.filter((o) => o.keyed === false);
  // Amounts are worked out, not listed ("200 g of flour, 2 eggs" for "300 g of flour", "3 eggs").
  if (keyed.length < 2 || !wrong.length || item.options.some((o) => /\d/.test(o.text))) return undefined;
  // Each keyed answer by the words that set it apart from the others ("Object Q", "Object R" have none).
  const wordsOf = item.options.map((o) => contentWords(o.text, lang));
  const wanted = keyed.map((o) => {
    const own = wordsOf[item.options.indexOf(o)]!;
    return own.filter((w) => item.options.every((x, j) => x === o || !wordsOf[j]!.includes(w)));
  });
  if (wanted.some((ws) => !ws.length)) return undefined;
  const all = new Set(keyed.flatMap((o) => wordsOf[item.options.indexOf(o)]!));
  for (const sentence of sentences(item.stem, lang)) {
    if (/[?？]\s*$/u.test(sentence)) continue;
    const said = words(sentence).map((w) => contentWords(w, lang)[0]);
    const at = wanted.map((ws) => ws.map((w) => said.indexOf(w)));
    if (at.some((ps) => ps.some((p) => p < 0))) continue;
    const positions = at.flat();
    const [from, to] = [Math.min(...positions), Math.max(...positions)];
    if (said.slice(from, to + 1).every((w) => w === undefined || all.has(w))) return keyed[0];
  }
  return undefined;
}

/**
 * The keyed answer is the only option that takes up a word of the stem: a short key (one or two
 * content words, no number) all of whose words the stem says, as written or as a word of their
 * family ("…sources that nature keeps renewing" over "Renewable energy", "…se benefician
 * mutuamente" over "Mutualismo"), while no distractor shares a single word with it. A learner
 * matching sounds picks it without knowing the subject. Any one distractor echoing the stem as well
 * takes the cue away, as does a longer key, whose words the stem may use to pose the problem.
 */
export function echoedAlone(stem: Stem, item: SelectionItem, lang: Lang): Option | undefined {
  const wrong = item.options.filter((o) => o.keyed === false);
  // Amounts are worked out, not named: a unit the stem and a key in words share ("1,5 litros", "Un litro y medio") tells nothing.
  // A decision point's scene names the objects its choices act on ("a bag of rice…": "Buy the bag"): questions of fact only.
  if (item.mode === 'SPL' || !wrong.length || item.options.some((o) => /\d/.test(o.text))) return undefined;
  const have = stem.sentenceWords().flatMap((s) => [...s]);
  const echoes = (w: string) => have.some((h) => h === w || kindred(w, h));
  const stated = stem.sentenceWords().flatMap((s, i) => (stem.asked()[i] ? [] : [...s]));
  const statedAlone = (w: string) => stated.some((h) => h === w || kindred(w, h));
  const key = item.options.find((o) => {
    // A count in words is worked out too ("Trois noires" under "une noire dure un temps").
    if (o.keyed !== true || withoutNumberWords(o.text, lang) !== o.text) return false;
    const need = contentWords(o.text, lang);
    if (need.length < 1 || need.length > 2) return false;
    // Of a two-word key, one word a statement of the stem says may be enough ("…use its carbon…"
    // over "Carbon dioxide"), when no other option, right or wrong, has that word; a question's own
    // words name its topic ("Which parts does a plant cell have?" over "Cell wall").
    const others = item.options.filter((x) => x !== o).flatMap((x) => contentWords(x.text, lang));
    return need.every(echoes) || need.some((w) => statedAlone(w) && !others.some((x) => x === w || kindred(w, x)));
  });
  if (!key) return undefined;
  return wrong.every((o) => !contentWords(o.text, lang).some(echoes)) ? key : undefined;
}

/** Words that hedge a claim: what careful, true statements say ("usually", "can", "suele", "souvent"). */
const QUALIFIER: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:usually|often|generally|mostly|sometimes|may|might|can|could|some|many|most|tends?|typically|likely|probably|frequently|rarely|normally|mainly|partly)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:suele|suelen|normalmente|generalmente|habitualmente|a menudo|a veces|puede|pueden|podría|podrían|algun[oa]s|algún|alguna|much[oa]s|la mayoría|frecuentemente|probablemente|casi|principalmente|en parte)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:souvent|généralement|parfois|peut|peuvent|pourrait|pourraient|certain(?:e|s|es)|beaucoup|la plupart|habituellement|en général|fréquemment|probablement|presque|principalement|en partie|surtout)(?!\p{L})/iu,
  other: /(?!)/u,
};
/** Words that make a claim absolute, what a careless distractor says ("always", "never", "todos", "jamais"). */
const ABSOLUTE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:always|never|all|every|everyone|everything|none|only|completely|totally|entirely|impossible|cannot|can't)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:siempre|nunca|jamás|tod[oa]s|cada|ningun[oa]|ningún|nadie|solo|sólo|únicamente|completamente|totalmente|imposible)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:toujours|jamais|tous|toutes|chaque|aucun|aucune|personne|seulement|uniquement|complètement|totalement|entièrement|impossible)(?!\p{L})/iu,
  other: /(?!)/u,
};

/**
 * The one keyed statement is the only hedged one ("Plants usually grow towards light") among
 * distractors that are not, at least one of them absolute ("Plants always grow upwards", "Plants
 * never need light"), or the key the longest by far: test-wise learners pick the careful
 * statement without knowing the subject. One key, three options or more, and statements (four
 * words or more), so that a list of names or amounts is not read for hedges. Statements of fact
 * only (KE, SATA): the best action of a scenario is hedged because acting well is careful.
 */
export function qualifiedAlone(item: SelectionItem, lang: Lang): Option | undefined {
  const keyed = item.options.filter((o) => o.keyed === true);
  const wrong = item.options.filter((o) => o.keyed === false);
  if (item.mode === 'SPL' || keyed.length !== 1 || wrong.length < 2 || wrong.length + 1 !== item.options.length) return undefined;
  const key = keyed[0]!;
  if (item.options.some((o) => words(o.text).length < 4)) return undefined;
  if (!QUALIFIER[lang].test(key.text) || wrong.some((o) => QUALIFIER[lang].test(o.text))) return undefined;
  const longest = wrong.every((o) => key.text.length >= 1.25 * o.text.length);
  return wrong.some((o) => ABSOLUTE[lang].test(o.text)) || longest ? key : undefined;
}

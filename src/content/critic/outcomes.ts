// What an SPL feedback says its choice leads to, read as a teacher reads it: not only a verdict
// word, but the praise and the consequences it describes. "Exactly what first-aiders recommend:
// leaning forward stops the bleeding" praises; "the class would be left unsupervised" and "Es
// cómodo, pero si alguien la descubre…" blame. Words of good and bad outcomes are counted clause
// by clause; a negation turns round the next one ("does nothing to help", "no ayuda", "n'aide
// pas", "nobody gets hurt"), a word of prevention the harm it stops ("stops the bleeding", "evita
// problemas", "empêche la chute"); and in "X, but Y" Y is the verdict, or, when Y says nothing good
// or bad, the "but" reverses X ("It is quick, but …" is a reservation). The lists are small and
// the reading is rough: assessment.ts uses it only where a slip shows clearly (a poor choice
// praised as much as the best, a best choice's reservation: both `low` hints, since on writers the
// reading was not built on they were as often fair comments; and the odd one of two best choices).
import type { Lang } from './text.js';

/** Word families, each written as its stem followed by `*` (any ending) or whole. */
type Lexicon = { good: string[]; bad: string[]; prevent: string[]; negators: string[]; contrast: string[]; without: string[]; more: string[]; from: string[]; joins: string[]; modals: string[]; objectNone: string[] };

const LEXICONS: Record<'en' | 'es' | 'fr', Lexicon> = {
  en: {
    good: [
      'help*', 'safe', 'safer', 'safest', 'safely', 'safety', 'protect*', 'kind', 'kindly', 'kindness', 'calm*', 'respect*', 'fair', 'fairly', 'clear*', 'reliab*',
      'sensible', 'sensibly', 'recommend*', 'advis*', 'right', 'correct*', 'good', 'great', 'best', 'effective*', 'useful', 'honest*', 'responsib*', 'trust*', 'welcom*',
      'support*', 'reassur*', 'comfort*', 'encourag*', 'included', 'inclusive', 'transparent', 'democratic', 'accurate*', 'wise', 'wisely', 'smart', 'appropriate*',
      'ideal', 'exactly', 'polite*', 'caring', 'thoughtful', 'confiden*', 'gentle', 'gently', 'patient*', 'listen*', 'solve*', 'resolv*', 'improv*',
      'benefit*', 'succeed*', 'success*', 'brave*', 'healthy', 'healthier', 'excellent', 'perfect*', 'prompt*', 'quickly', 'properly', 'careful', 'carefully',
      'heal*', 'learn*', 'understand*', 'friendly', 'considerate', 'mature', 'constructive', 'productive', 'positive', 'efficient*', 'works', 'worked', 'comfortabl*',
    ],
    bad: [
      'harm*', 'hurt*', 'damag*', 'danger*', 'risk*', 'unsafe', 'embarrass*', 'ignor*', 'upset*', 'spread*', 'wast*', 'delay*', 'miss', 'misses', 'missed',
      'lose', 'loses', 'losing', 'lost', 'skip*', 'unfair*', 'rude*', 'mean', 'worse', 'worst', 'wrong*', 'bad', 'badly', 'poor', 'poorly', 'mistake*', 'problem*',
      'trouble*', 'fight*', 'argu*', 'conflict*', 'blam*', 'shame*', 'shaming', 'bully*', 'bulli*', 'lonely', 'alone', 'exclud*', 'unsupervised', 'sick', 'chok*',
      'injur*', 'fractur*', 'misus*', 'steal*', 'stole*', 'fail*', 'confus*', 'panic*', 'rumour*', 'rumor*', 'gossip*', 'angr*', 'anger*', 'worr*', 'scar*',
      'frighten*', 'stress*', 'unkind*', 'impolite', 'disrespect*', 'careless*', 'dishonest*', 'cheat*', 'liar*', 'guess*', 'late',
      'slow', 'slower', 'unreliab*', 'inaccura*', 'false', 'fake', 'infect*', 'germs', 'spill*', 'burn*', 'crash*', 'broke*', 'offend*', 'offensive', 'awkward*',
      'defensive*', 'scam*', 'fraud*', 'phish*', 'insult*', 'mock*', 'humiliat*', 'pressur*', 'addict*', 'unfortunately', 'backfire*', 'escalat*', 'unhelpful', 'useless', 'pointless',
      'unwise', 'reckless*', 'bleed*', 'pain', 'painful', 'weak*', 'unaware', 'silenc*', 'abandon*', 'neglect*', 'disrupt*', 'tense*', 'rush*', 'hasty',
    ],
    prevent: ['stop*', 'prevent*', 'avoid*', 'reduc*', 'lower*', 'eases', 'calms'],
    negators: ['not', 'no', 'never', 'nothing', 'nobody', 'neither', 'nor', 'cannot', 'hardly', 'little'],
    contrast: ['but', 'however', 'although', 'though', 'yet'],
    without: ['without', 'instead'],
    more: ['more', 'better', 'less', 'safer', 'quicker', 'faster', 'easier'],
    from: ['from'],
    joins: ['and', 'or'],
    modals: ['should', 'must', 'ought', 'shall'],
    objectNone: ['nothing', 'nobody'],
  },
  es: {
    good: [
      'ayuda*', 'ayudar*', 'segur*', 'proteg*', 'amabl*', 'calm*', 'tranquil*', 'respet*', 'justo', 'justa', 'clar*', 'fiabl*', 'sensat*', 'recomiend*', 'recomend*', 'aconsej*',
      'correct*', 'buen*', 'eficaz*', 'útil*', 'honest*', 'responsab*', 'confian*', 'acog*', 'apoy*', 'tranquiliz*', 'animar', 'anima', 'incluye*', 'incluir', 'incluid*', 'transparent*',
      'democrátic*', 'exact*', 'acertad*', 'adecuad*', 'ideal*', 'bien', 'educad*', 'cariñ*', 'paciencia', 'paciente*', 'escuch*', 'resuelv*', 'resolv*', 'solucion*',
      'benefici*', 'valient*', 'sano', 'sana', 'sanos', 'sanas', 'excelente*', 'perfect*',
      'amistos*', 'constructiv*', 'positiv*', 'eficient*', 'funciona*', 'sirve', 'justa', 'prudent*', 'fácil*', 'cómod*', 'práctic*',
    ],
    bad: [
      'dañ*', 'herid*', 'hiere*', 'herir', 'peligr*', 'riesgo*', 'arriesg*', 'insegur*', 'avergonz*', 'vergüenza*', 'ignor*', 'molest*', 'difund*', 'propag*',
      'desperdici*', 'pierd*', 'perder*', 'perdid*', 'retras*', 'injust*', 'grosero*', 'grosera*', 'peor*', 'mal', 'mala', 'malo', 'malos',
      'malas', 'error*', 'equivoc*', 'problema*', 'líos', 'lío', 'pelea*', 'discusión*', 'discut*', 'conflict*', 'culp*', 'humill*', 'acos*', 'sola', 'solas', 'solos', 'excluy*',
      'exclu*', 'enferm*', 'atragant*', 'lesion*', 'fractur*', 'robar*', 'roba*', 'fall*', 'confund*', 'confusión', 'pánico', 'rumor*', 'chism*', 'enfad*',
      'preocup*', 'asust*', 'miedo*', 'estrés', 'estresa*', 'maleduc*', 'descuid*', 'deshonest*', 'tramp*', 'mentir*', 'mentira*', 'miente*', 'adivin*',
      'lent*', 'fals*', 'infec*', 'derram*', 'quema*', 'rompe*', 'roto*', 'ofend*', 'estafa*', 'fraude*', 'incómod*', 'insult*', 'burl*', 'presión', 'presion*', 'adicci*', 'desgraciadamente',
      'inútil*', 'imprudent*', 'sangr*', 'dolor*', 'débil*', 'silenci*', 'abandon*', 'descuid*', 'interrump*', 'tenso', 'tensa', 'tensión', 'prisa*', 'precipit*', 'impone*', 'imponer',
    ],
    prevent: ['evita*', 'impid*', 'impide*', 'reduc*', 'disminu*', 'frena*', 'deten*', 'calma*', 'alivia*', 'previen*', 'preven*'],
    negators: ['no', 'nunca', 'nada', 'nadie', 'ni', 'tampoco', 'apenas', 'jamás'],
    contrast: ['pero', 'aunque', 'sin embargo', 'mientras que'],
    without: ['sin'],
    more: ['más', 'mejor', 'menos'],
    from: ['de', 'que'],
    joins: ['y', 'e', 'o', 'u'],
    modals: ['debe', 'deben', 'debes', 'debería', 'deberían', 'deberías'],
    objectNone: [],
  },
  fr: {
    good: [
      'aide*', 'aider*', 'sûr', 'sûre', 'sûrs', 'sûres', 'sécurité', 'protège*', 'protég*', 'gentil*', 'calme*', 'respect*', 'juste', 'justes', 'clair*', 'fiabl*', 'sensé*',
      'recommand*', 'conseill*', 'correct*', 'bon', 'bonne*', 'bons', 'meilleur*', 'efficace*', 'utile*', 'honnête*', 'responsab*', 'confian*', 'accueil*', 'soutien*', 'soutenir',
      'soutient', 'rassur*', 'encourag*', 'inclu*', 'transparent*', 'démocratique*', 'exact*', 'idéal*', 'bien', 'poli', 'polie', 'bienveill*', 'patien*', 'écout*',
      'résou*', 'résol*', 'solution*', 'améliore*', 'bénéfi*', 'courag*', 'sain', 'saine', 'excellent*', 'parfait*', 'rapide*', 'soigneu*',
      'amical*', 'constructi*', 'positi*', 'efficien*', 'fonctionne*', 'convient', 'prudent*', 'pratique*', 'sage*', 'bravo', 'privilégier', 'adapt*', 'confortabl*',
    ],
    bad: [
      'nuit', 'nuire', 'blesse*', 'danger*', 'risque*', 'risqué*', 'embarrass*', 'gêne*', 'gênant*', 'humili*', 'ignor*', 'vexe*', 'contrari*', 'diffus*', 'propag*',
      'gaspill*', 'perd*', 'retard*', 'injust*', 'impoli*', 'pire*', 'mal', 'mauvais*', 'erreur*', 'problème*', 'ennui*', 'bagarre*', 'dispute*', 'conflit*',
      'reproche*', 'honte*', 'harcè*', 'harcel*', 'seul', 'seule', 'seuls', 'seules', 'exclu*', 'malade*', 'étouff*', 'fracture*',
      'échou*', 'échec*', 'confusion*', 'confond*', 'panique*', 'rumeur*', 'commérage*', 'colère*', 'fâch*', 'inquiét*', 'inquiète*', 'peur*', 'effrai*', 'stress*',
      'méchan*', 'négligen*', 'malhonnête*', 'trich*', 'mentir', 'ment', 'mensonge*', 'devine*', 'lent*', 'faux', 'fausse*', 'infect*', 'renvers*', 'brûl*',
      'cass*', 'offens*', 'arnaque*', 'escroc*', 'fraude*', 'insult*', 'moque*', 'pression*', 'addict*', 'malheureusement', 'inutile*', 'imprudent*', 'saign*', 'douleur*', 'faibl*', 'silence*',
      'abandon*', 'perturb*', 'tendu*', 'précipit*', 'impos*', 'tache*', 'tacher', 'abîm*', 'coller', 'colle', 'salir', 'sali*',
    ],
    prevent: ['évite*', 'éviter', 'empêche*', 'réduit*', 'rédui*', 'arrête*', 'calme*', 'soulage*', 'prévien*', 'préven*'],
    negators: ['ne', 'n', 'pas', 'jamais', 'rien', 'ni', 'aucun', 'aucune', 'guère'],
    contrast: ['mais', 'cependant', 'pourtant', 'toutefois', 'bien que', 'même si', 'alors que'],
    without: ['sans'],
    more: ['plus', 'mieux', 'moins'],
    from: ['de', 'd', 'que'],
    joins: ['et', 'ou'],
    modals: ['doit', 'doivent', 'dois', 'devrait', 'devraient', 'faut'],
    objectNone: [],
  },
};

interface Compiled {
  more: RegExp;
  from: RegExp;
  good: RegExp;
  bad: RegExp;
  prevent: RegExp;
  negator: RegExp;
  contrast: RegExp;
  without: RegExp;
  join: RegExp;
  modal: RegExp;
  objectNone: RegExp;
}

/** One pattern per word class: "help*" is any word starting "help", "safe" only that word. */
const family = (words: string[]) => new RegExp(`^(?:${words.map((w) => (w.endsWith('*') ? `${w.slice(0, -1)}\\p{L}*` : w)).join('|')})$`, 'u');
const phrase = (words: string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'u');

const COMPILED = Object.fromEntries(
  Object.entries(LEXICONS).map(([lang, l]) => [lang, { more: family(l.more), from: family(l.from), good: family(l.good), bad: family(l.bad), prevent: family(l.prevent), negator: family(l.negators), contrast: phrase(l.contrast), without: family(l.without), join: family(l.joins), modal: family(l.modals), objectNone: family(l.objectNone.length ? l.objectNone : ['(?!)']) } satisfies Compiled]),
) as Record<'en' | 'es' | 'fr', Compiled>;

const WORDS = /\p{L}+|,/gu;
/** "Not the same as being safe": a denial of likeness turns round the clause's next value word, however far. */
const NOT_LIKE = /(?<!\p{L})(?:(?:is|are|was|were)n['’]t|(?:is|are|was|were) not|no es|no son|n['’]est pas|ne sont pas)\s+(?:the same as|lo mismo que|la même chose que|pareil que)(?!\p{L})/gu;
/** How far a negation reaches ("not at all helpful"), and a word of prevention ("stops the object from being broken"). */
const REACH = 4;
const PREVENTION_REACH = 5;

/**
 * Keeping someone away from a harm protects them, in every language read: "keeps your fingers
 * away from the blade", "mantiene a los niños lejos del fuego", "tient les élèves à l'écart de la route".
 */
const KEEPS_AWAY = /(?<!\p{L})(?:keeps?|keeping|mantiene|mantienen|mantener|tient|tiennent|garde|gardent)\s+(?:[\p{L}'’]+\s+){0,3}?(?:away from|clear of|out of reach of|safe from|lejos del?|a salvo del?|fuera del alcance del?|loin d(?:e|u|es)|à l['’]écart d(?:e|u|es)|hors de portée d(?:e|u|es)|à l['’]abri d(?:e|u|es))(?!\p{L})/gu;
/** The word KEEPS_AWAY is read as: a good outcome in any language. */
const PROTECTS = 'keepsaway';
/** The word NOT_LIKE is read as. */
const NOT_LIKE_WORD = 'notlike';

/**
 * The score of one stretch of text with no contrast in it: good words +1, bad ones −1. A negation
 * or a word of prevention turns round the next such word within reach ("does not fix the problem":
 * −1 −1; "stops the bleeding": +1; "stops IT from learning": −1), and a word of praise after
 * "more" or "better" praises something else ("es más justo", "is more reliable").
 */
function stretchScore(text: string, c: Compiled): number {
  const tokens = text.replace(NOT_LIKE, ` ${NOT_LIKE_WORD} `).replace(/n['’]t\b/gu, ' not').replace(KEEPS_AWAY, ` ${PROTECTS} `).match(WORDS) ?? [];
  let score = 0;
  let flipAt = -Infinity;
  let prevention = false;
  let forbids = false;
  let unlike = false;
  tokens.forEach((t, i) => {
    // A negation reaches no further than its own clause: "gives no reasons and ignores the fibre"
    // blames the ignoring.
    if ((t === ',' || c.join.test(t)) && !unlike) {
      flipAt = -Infinity;
      return;
    }
    if (t === NOT_LIKE_WORD) {
      [flipAt, prevention, forbids, unlike] = [i, false, false, true];
      return;
    }
    const prevents = c.prevent.test(t);
    if (prevents || c.negator.test(t) || c.without.test(t)) {
      flipAt = i;
      prevention = prevents;
      // "She should never be left alone", "no debe quedarse sola", "il ne faut jamais la laisser
      // seule": a rule the choice breaks, which praises nothing.
      forbids = !prevents && tokens.slice(Math.max(0, i - 2), i + 2).some((w) => c.modal.test(w));
      unlike = false;
      return;
    }
    let value = t === PROTECTS || c.good.test(t) ? 1 : c.bad.test(t) ? -1 : 0;
    if (!value) return;
    // "He learns nothing", "it helps nobody": a good with no object but nobody or nothing.
    if (c.objectNone.test(tokens[i + 1] ?? '')) value = -value;
    if (forbids && i - flipAt <= REACH) {
      flipAt = -Infinity;
      return;
    }
    if (unlike) {
      unlike = false;
      flipAt = -Infinity;
      score -= value;
      return;
    }
    if (value > 0 && i > 0 && c.more.test(tokens[i - 1]!)) return;
    // A prevention turns round the harm it stops ("stops the bleeding"), and a good only when it
    // is what is kept from happening ("stops IT from learning"), not its own effect ("stopping
    // play protects Sam").
    const kept = !prevention || value < 0 || tokens.slice(flipAt + 1, i).some((w) => c.from.test(w));
    if (kept && i - flipAt <= (prevention ? PREVENTION_REACH : REACH)) {
      value = -value;
      flipAt = -Infinity;
    }
    score += value;
  });
  return score;
}

/**
 * The polarity of a feedback about its own choice: above zero it praises the choice or a good
 * outcome, below zero it blames it or a bad outcome, zero says nothing either way. In a sentence
 * with a contrast, what follows it decides; when that says nothing, the contrast reverses what
 * came before.
 */
export interface Outcome {
  /** Clauses that praise, less clauses that blame. */
  score: number;
  good: number;
  bad: number;
}

/**
 * A concession after its main clause ("hay que respetarla aunque otros no lo hagan", "even if the
 * others stay", "même si les autres restent") grants a circumstance, it does not take back what
 * came before: only a "but" does.
 */
const CONCESSIVE = /^(?:although|though|even if|even though|aunque|aun si|bien que|même si|quoique)$/u;

export function outcomeOf(feedback: string, lang: Lang): Outcome {
  const c = COMPILED[lang === 'other' ? 'en' : lang];
  const out = { score: 0, good: 0, bad: 0 };
  for (const sentence of feedback.toLowerCase().split(/[.!?;:]+(?:\s|$)/u)) {
    const m = c.contrast.exec(sentence);
    let sign: number;
    if (!m) sign = Math.sign(stretchScore(sentence, c));
    else {
      const after = stretchScore(sentence.slice(m.index + m[0].length), c);
      const before = Math.sign(stretchScore(sentence.slice(0, m.index), c));
      sign = after ? Math.sign(after) : m.index > 0 && CONCESSIVE.test(m[0]) ? before : -before;
    }
    out.score += sign;
    if (sign > 0) out.good++;
    if (sign < 0) out.bad++;
  }
  return out;
}

/** The score of a feedback's opening clause alone (up to its first stop or colon), where a verdict stands: its cues counted, not only their sign. */
export function openingScore(feedback: string, lang: Lang): number {
  const c = COMPILED[lang === 'other' ? 'en' : lang];
  const clause = /^[^.!?;:]*/u.exec(feedback.toLowerCase())![0];
  if (c.contrast.test(clause)) return 0;
  return stretchScore(clause, c);
}

/**
 * A feedback whose first sentence concedes a good and then tells a bad outcome ("Tempting, but
 * this leaves the younger pupils alone", "Es cómodo, pero si alguien la descubre…"), with no
 * clause of praise anywhere: a reservation, which a best choice's feedback does not make.
 */
export function reservation(feedback: string, lang: Lang): boolean {
  const first = /^[^.!?;]*/u.exec(feedback)![0];
  const c = COMPILED[lang === 'other' ? 'en' : lang];
  return c.contrast.test(first.toLowerCase()) && outcomeOf(first, lang).score < 0 && !outcomeOf(feedback, lang).good;
}

// Stereotypes stated as facts, found sentence by sentence (Intl.Segmenter): a group of people
// named generically ("girls", "poor families", "los inmigrantes", "les filles") as the subject of
// a judgement of their ability, character or care ("are worse at maths", "do not care about
// school", "no saben", "sont moins douées"). A sentence that names the claim as a myth or a
// prejudice ("It is a myth that girls are worse at maths") is teaching against it and is not flagged.
import type { Finding } from './findings.js';
import { sentences, type Lang } from './text.js';

interface Pattern {
  group: RegExp;
  judgement: RegExp;
  debunk: RegExp;
}

const EN: Pattern = {
  group:
    /\b(?:girls|boys|women|men|mothers|fathers|old people|elderly people|the elderly|pensioners|teenagers|(?:poor|rich|working-class) (?:families|people|kids|children|students|parents)|the poor|immigrants|refugees|foreigners|(?:black|white|asian|african|muslim|jewish|christian|disabled|gay) people|asians|africans|muslims|jews|blondes)\b/i,
  judgement:
    /^(?:[\s,]*(?:are|is|tend to be|will always be|can be|always|never|naturally|just|all|too|so|generally|usually|simply|really))*\s*(?:(?:naturally |always |simply |just |much |far )?(?:worse|better|bad|terrible|hopeless|weak|lazy|stupid|dumb|careless|violent|dishonest|aggressive|irresponsible|incapable|unable|not (?:good|able|capable|interested|smart|clever))|too (?:emotional|weak|slow|lazy)|emotional|(?:do not|don't|never) (?:care|learn|understand|try|work)|(?:cannot|can't|can never) (?:do|learn|understand|manage)|should (?:leave|stay|not|never)|belong (?:in|at))/i,
  debunk: /\b(?:myth|not true|untrue|false|stereotype|prejudice|wrongly|no evidence|it is wrong to|some people (?:say|think|believe)|people used to think)\b/i,
};

const ES: Pattern = {
  group: /\b(?:las niñas|los niños|las chicas|los chicos|las mujeres|los hombres|las madres|los padres|los pobres|las familias pobres|los inmigrantes|los extranjeros|los ancianos|los mayores|los gitanos|los musulmanes|los judíos|los negros|los refugiados)\b/iu,
  judgement:
    /^(?:[\s,]*(?:son|es|suelen ser|siempre|nunca|naturalmente|todos|todas|demasiado|muy))*\s*(?:peores|mejores|malos|malas|torpes|vagos|vagas|perezosos|perezosas|tontos|tontas|incapaces|violentos|demasiado (?:emocionales|débiles|lentos|lentas)|emocionales|no (?:saben|entienden|pueden|sirven|se preocupan|les importa|quieren)|deberían (?:quedarse|dejar))/iu,
  debunk: /\b(?:mito|no es cierto|es falso|falso|estereotipo|prejuicio|sin pruebas|se dice que|hay quien piensa)\b/iu,
};

const FR: Pattern = {
  group: /\b(?:les filles|les garçons|les femmes|les hommes|les mères|les pères|les pauvres|les familles pauvres|les immigrés|les étrangers|les personnes âgées|les vieux|les musulmans|les juifs|les noirs|les réfugiés)\b/iu,
  judgement:
    /^(?:[\s,]*(?:sont|est|seront|toujours|jamais|naturellement|toutes|tous|trop|très|vraiment))*\s*(?:(?:moins|plus) (?:doué|douée|doués|douées|capables|intelligents|intelligentes)|nuls|nulles|mauvais|mauvaises|paresseux|paresseuses|bêtes|incapables|violents|trop (?:émotifs|émotives|faibles|lents|lentes)|émotifs|émotives|se moquent de|ne (?:savent|comprennent|peuvent|veulent) (?:pas|jamais|rien)|ne s['’]intéressent pas|devraient (?:rester|laisser))/iu,
  debunk: /\b(?:mythe|cliché|préjugé|idée reçue|faux|pas vrai|stéréotype|on entend parfois|certains pensent|sans preuve)\b/iu,
};

/** `\b` is ASCII-only in JavaScript; this boundary also knows accented letters ("cliché", "niñas"). */
const BOUNDARY = '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))';
const unicode = (re: RegExp) => new RegExp(re.source.replace(/\\b/g, BOUNDARY), re.flags.includes('u') ? re.flags : `${re.flags}u`);
const withBoundaries = (p: Pattern): Pattern => ({ group: unicode(p.group), judgement: unicode(p.judgement), debunk: unicode(p.debunk) });

const PATTERNS: Record<Lang, Pattern> = { en: withBoundaries(EN), es: withBoundaries(ES), fr: withBoundaries(FR), other: withBoundaries(EN) };
/** Each language's group pattern made global once, for every mention in a sentence (matchAll copies it). */
const EVERY_GROUP = Object.fromEntries(Object.entries(PATTERNS).map(([lang, p]) => [lang, new RegExp(p.group.source, `${p.group.flags}g`)])) as Record<Lang, RegExp>;

/** The sentence states a stereotype as fact (undefined) or which group it judges. */
export function stereotypeIn(sentence: string, lang: Lang): string | undefined {
  const p = PATTERNS[lang];
  if (p.debunk.test(sentence)) return undefined;
  for (const m of sentence.matchAll(EVERY_GROUP[lang])) {
    const rest = sentence.slice(m.index + m[0].length);
    if (p.judgement.test(rest)) return m[0];
  }
  return undefined;
}

export function stereotypeFindings(strings: ReadonlyArray<{ where: string; text: string }>, lang: Lang): Finding[] {
  const out: Finding[] = [];
  for (const s of strings) {
    // A sentence is judged only if it names a group, so a text that names none is not segmented.
    if (!PATTERNS[lang].group.test(s.text)) continue;
    for (const sentence of sentences(s.text, lang)) {
      const group = stereotypeIn(sentence, lang);
      if (!group) continue;
      out.push({
        type: 'stereotype',
        check: 'bias',
        severity: 'high',
        title: 'Stereotype stated as fact',
        location: s.where,
        quote: sentence,
        explanation: `The sentence judges "${group}" as a group, as if it were a fact. Learners in that group read it as being about them, and others learn the prejudice.`,
        fix: 'Remove the sentence, or, if the lesson is about the stereotype, say plainly that it is a myth and what the evidence shows.',
      });
      break;
    }
  }
  return out;
}

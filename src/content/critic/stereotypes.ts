// Stereotypes stated as facts, found sentence by sentence (Intl.Segmenter) by composing three
// things the sentence must hold together: a GROUP of people named generically ("boys", "elderly
// people", "los ingleses", "les gens du Sud"), a FRAME that generalises ("usually", "naturally",
// "like most", "por naturaleza", "par nature", or the generic present of a group as subject), and
// a PREDICATE of character, mind or ability ("better with tools", "more logical", "slow to learn",
// "más amables", "moins soigneux"). A group word alone, a trait alone or a frame alone is never
// enough, so neutral mentions of groups ("women won the vote in 1918") stay quiet.
//
// Quiet as well: a sentence that teaches against the claim (a myth, a stereotype, no evidence), that
// reports it as someone's view when the reporting verb comes before the group ("some people think…",
// "on entend parfois que…"), says the groups are alike ("equally", "autant que"), asks a question,
// or is a statistic (a figure with a source or a per cent); a predicate that is negated ("are not lazier") or
// only possible ("can be good at"); a group narrowed to particular people ("the boys in your
// group", "las niñas de la clase"); a claim inside quotation marks; and an example under
// discussion (its field, or an option's rationale or question, names a stereotype). Needs, risks and bodily
// facts are not traits (see stereotype-lexicon.ts), so "older adults need more calcium" is quiet.
// Rules with word lists rather than a trained model: an n-gram model trained on the fresh sentences
// recalled more of a round it had not seen but flagged about 0.7 % of clean sentences, since it
// keys on group words, which neutral sentences share (docs/content.md); the composed rule says which
// group, frame and trait it found, in each language.
import type { Finding } from './findings.js';
import { EN, ES, FR, type Lexicon } from './stereotype-lexicon.js';
import { mentionsRoles, reasonAfterSex, roleReading } from './stereotype-roles.js';
import { EN_SHAPES, ES_SHAPES, FR_SHAPES, type Shapes } from './stereotype-shapes.js';
import { featuresOf, modelIsSure, probabilityOf, type PeopleSpan } from './stereotype-model.js';
import { sentences, type Lang } from './text.js';

/** `\b` is ASCII-only in JavaScript; this boundary also knows accented letters ("cliché", "niñas"). */
const BOUNDARY = '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))';
const unicode = (source: string) => source.replace(/\\b/g, BOUNDARY);
/** A list as one alternation that starts and ends at word edges (letters only, so "%" works too). */
const any = (list: readonly string[]) => `(?<!\\p{L})(?:${list.map(unicode).join('|')})(?!\\p{L})`;
const re = (source: string, flags = '') => new RegExp(source, `iu${flags}`);

interface Compiled {
  /** Any group, job or role phrase: a field without one is not read further. */
  mentionsPeople: RegExp;
  /** "Like all <group>, <person> is …": a group's trait given to one of its members. */
  likeAll: RegExp;
  /** The essentialist words that say a trait is inborn ("naturally", "by nature"), not only general ("always", "all"). */
  inborn: RegExp;
  everyGroup: RegExp;
  everyOccupation: RegExp;
  particular: RegExp;
  narrowed: RegExp;
  tight: RegExp;
  predicate: RegExp;
  framedTight: RegExp;
  framedPredicate: RegExp;
  frame: RegExp;
  essentialist: RegExp;
  comparedWith: RegExp;
  role: RegExp;
  debunk: RegExp;
  reported: RegExp;
  /** `reported`, searched from a place (reportedBefore). */
  reportedFrom: RegExp;
  equality: RegExp;
  source: RegExp;
  negation: RegExp;
  possibility: RegExp;
  /** A person's membership of a group given as the reason for what follows ("since she is a girl, …"). */
  reasonThenMembership: RegExp;
  /** A membership followed by a conclusion ("Tom uses a wheelchair, so …"). */
  membershipThenReason: RegExp;
  presumed: RegExp;
  limit: RegExp;
  /** Right after a job named generically, a disparaging trait: a prejudice about the job without an inborn frame. */
  jobTight: RegExp;
  agent: RegExp;
  /** Any plural person noun (and where they are from) as the subject that opens the sentence: read only where the sentence generalises. */
  opening: RegExp;
  /** A lapse of mind or temper compared with a group named after it ("panic more easily than boys"). */
  behind: RegExp;
}

/** A role the group is named in: "behind the wheel", "al volante", "au volant", "in the kitchen". */
/** Before the subject that opens a sentence: a short aside up to a comma ("In general, ", "Ya se sabe, ") or "everyone knows (that)". */
const OPENER = "^\\s*(?:[\\p{L}' ]{1,30},\\s*|(?:everyone|everybody|we all) knows?(?: that)?\\s+|todo el mundo sabe(?: que)?\\s+|ya se sabe(?: que)?\\s+|tout le monde sait(?: que)?\\s+|on sait bien que\\s+)?";

const ROLE_QUALIFIER = '(?:behind the wheel|at the wheel|in the kitchen|at work|in charge|on the road|on the pitch|al volante|en la cocina|en el trabajo|en la carretera|au volant|en cuisine|au travail|sur la route)(?!\\p{L})';

function compile(l: Lexicon, shapes: Shapes, lang: 'en' | 'es' | 'fr'): Compiled {
  const adverb = any(l.adverbs);
  const copula = any(l.copulas);
  const degree = any(l.degrees);
  const linker = `(?:${copula}|${degree})`;
  const lead = `${linker}(?:[\\s,]+(?:${adverb}|${linker}))*[\\s,]+`;
  const groups = any([...shapes.groups, ...l.groups]);
  // After the group: a qualifier of role ("las mujeres al volante") or an aside between commas ("los abuelos, como es normal a su edad, …").
  const relative = `(?:\\s+${ROLE_QUALIFIER})?(?:\\s*,[^,.;:]{1,40},)?[\\s,]*(?:(?:who|which|that|qui|que|quienes)\\s+)?(?:${adverb}[\\s,]+)*`;
  const than = `(?<!\\p{L})${l.than}\\s+(?:the\\s+)?(?:${groups}|${unicode(l.comparedWith)})(?!\\p{L})`;
  // Any adjective but these (needs, risks, counts, prepositions) after "naturally" or in a comparison of two groups.
  const adjective = `(?!${any(l.notTraits)})[\\p{L}'-]+`;
  const predicate = [
    // A trait counts only where it is said of the subject: after a linking verb or a degree word,
    // never as an attribute ("a careful reader").
    `${lead}(?:[\\p{L}'-]+\\s+(?:and|or|y|e|o|et|ou)\\s+)?${any(l.traits)}`,
    `(?:${copula}[\\s,]+(?:${adverb}[\\s,]+)*)?${degree}\\s+${any(l.gradedTraits)}`,
    `(?:${lead})?${any(l.predicates)}`,
    any(shapes.predicates),
    `${copula}(?:[\\s,]+${adverb})*?[\\s,]+${any(l.inborn)}(?:\\s+${degree})?\\s+${adjective}`,
    `${copula}(?:[\\s,]+${adverb})*?[\\s,]+${any(l.habitual)}\\s+(?!${l.participle}(?!\\p{L}))${adjective}`,
    // In apposition: "Los andaluces, alegres por naturaleza, …", "Boys, messy by nature, …".
    `,\\s*${adjective}(?:\\s+(?:and|y|e|et)\\s+${adjective})?\\s+${any(l.inborn)}`,
    `${copula}(?:[\\s,]+${adverb})*\\s+${degree}\\s+(?!${l.participle}(?!\\p{L}))${adjective}(?:\\s+(?:and|y|et)\\s+${adjective})?\\s+${than}`,
  ].join('|');
  return {
    // With the job or agent noun that opens any sentence ("Drivers from abroad are careless"), which stereotypeIn reads too.
    // Linear on long runs of spaces and line breaks: the look-behind over the spaces before an
    // agent noun is tried only where a letter follows (every agent pattern starts with one), and
    // the opener is tried only from the last of the breaks before it (a start at an earlier one
    // matches nothing the last one does not), not again from every break of a run.
    mentionsPeople: re(`(?:${groups}|${any(l.occupations)}|${any(l.roles)}|${any([shapes.membership])}|(?=\\p{L})(?<=^|[.!?;:\\n]\\s*)${shapes.agents.slice(1)}|(?:^|[.!?;:\\n](?![^\\S\\n]*\\n))${OPENER.slice(1)}(?<!\\p{L})(?:${shapes.people}))`),
    everyGroup: re(groups, 'g'),
    everyOccupation: re(any(l.occupations), 'g'),
    particular: re(`(?<!\\p{L})${unicode(l.particular)}`),
    narrowed: re(unicode(l.narrowed)),
    // Right after the group, with only adverbs (and a relative pronoun) between: the generic
    // present of the group as subject is itself the generalising frame ("Girls are worse at…").
    tight: re(`^${relative}(?:${predicate}|${any([...l.adjacentPredicates, ...shapes.adjacent])})`),
    predicate: re(`(?<!\\p{L})(?:${predicate})`, 'g'),
    // Tastes and habits ("prefer dolls", "find poetry boring") only where the sentence generalises.
    framedTight: re(`^${relative}${any([...l.framedPredicates, ...shapes.framed])}`),
    framedPredicate: re(any([...l.framedPredicates, ...shapes.framed]), 'g'),
    frame: re(any(l.frames)),
    essentialist: re(any(l.essentialist)),
    inborn: re(any(l.essentialist.filter((w) => !GENERALISING.has(w)))),
    comparedWith: re(than),
    role: re(any(l.roles)),
    debunk: re(any(l.debunk)),
    reported: re(any(l.reported)),
    reportedFrom: re(any(l.reported), 'g'),
    equality: re(any(l.equality)),
    source: re(any(l.sources)),
    negation: re(unicode(l.negation)),
    possibility: re(unicode(l.possibility)),
    reasonThenMembership: re(`(?<!\\p{L})${shapes.reasonBefore}\\s*(?:([\\p{L}]+)\\s+)?${shapes.membership}`),
    membershipThenReason: re(`(?<!\\p{L})${shapes.membership}\\s*,?\\s*${shapes.reasonAfter}(?!\\p{L})`),
    presumed: re(any([shapes.presumed])),
    limit: re(any([shapes.limit])),
    jobTight: re(`^${relative}(?:${lead})?${any(shapes.disparaging)}`),
    agent: re(shapes.agents),
    behind: re(`(?<!\\p{L})(?:${shapes.behind})(${groups})`),
    opening: re(`${OPENER}(?<!\\p{L})(${shapes.people})(${shapes.from})?(?!\\p{L})`),
    // "Like most people his age, he is scared of …", "como todos los chicos japoneses es un genio",
    // "Comme tous les enfants handicapés, Théo est plus fragile": a group's trait given to one
    // person as a member of it. The group, then a linking verb of one person and what it says;
    // the person is named or a pronoun, before the group or after it.
    likeAll: re(`(?<!\\p{L})${LIKE_ALL[lang]}\\s+(?:(?:the|los|las|les|des|d['’])\\s*)?(${groups})(?!\\p{L})(?:[^,.;:]{0,25}?)[\\s,]+(?:(?:\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)?|he|she|él|ella|il|elle)\\s+)?(?:${ONE_COPULA[lang]})\\s+(?:${adverb}\\s+)*(?:(?:${degree})\\s+)?(?:(?:a|an|un|una|une)\\s+)?(?!${any(ONE_NOT_TRAIT)}(?!\\p{L}))(${adjective})`),
  };
}

/** Essentialist words of habit, which generalise without saying a trait is inborn ("all" still makes a job a group). */
const GENERALISING = new Set(['always', 'never', 'siempre', 'nunca', 'toujours', 'jamais']);

/** "Like all …", "like most …", "como todos los …", "comme tous les …": what follows is said of every member. */
const LIKE_ALL: Record<'en' | 'es' | 'fr', string> = {
  en: '(?:like|just like|as with) (?:all|most|every|nearly all|almost all|so many|many)',
  es: 'como (?:todos|todas|casi todos|casi todas|la mayoría de|tantos|tantas)',
  fr: 'comme (?:tous|toutes|la plupart|presque tous|presque toutes|beaucoup|tant)',
};
/** A linking verb said of one person. */
const ONE_COPULA: Record<'en' | 'es' | 'fr', string> = {
  en: "is|'s|was|seems|becomes|gets|will be",
  es: 'es|era|parece|se pone|será',
  fr: 'est|était|semble|paraît|devient|sera',
};
/** What a membership decides, not a trait: a status, a right, a need, a body's risk ("like all pupils, Sam is enrolled", "is entitled to", "is at risk"). */
const ONE_NOT_TRAIT = ['at', 'in', 'on', 'from', 'to', 'with', 'allowed', 'entitled', 'eligible', 'required', 'expected', 'welcome', 'invited', 'retired', 'married', 'registered', 'enrolled', 'vaccinated', 'insured', 'employed', 'member', 'part', 'able', 'likely', 'more likely', 'prone', 'susceptible', 'vulnerable', 'sensitive', 'exposed', 'taller', 'shorter', 'older', 'younger', 'pregnant', 'free', 'given', 'told', 'asked', 'paid', 'covered', 'protected', 'treated', 'taught', 'trained', 'supported', 'seated', 'dressed', 'placed', 'put', 'going', 'coming', 'starting', 'learning', 'taking', 'using', 'doing', 'working', 'living', 'playing', 'studying',
  'inscrito', 'inscrita', 'vacunado', 'vacunada', 'obligado', 'obligada', 'casado', 'casada',
  'vacciné', 'vaccinée', 'obligé', 'obligée', 'marié', 'mariée', 'tenu', 'tenue',
  'en', 'de', 'a', 'del', 'con', 'miembro', 'parte', 'socio', 'socia', 'jubilado', 'jubilada', 'bienvenido', 'bienvenida',
  'dans', 'chez', 'au', 'aux', 'du', 'des', 'avec', 'membre', 'retraité', 'retraitée', 'inscrit', 'inscrite', 'libre', 'invité', 'invitée'];

const COMPILED: Record<Lang, Compiled> = (() => {
  const en = compile(EN, EN_SHAPES, 'en');
  return { en, es: compile(ES, ES_SHAPES, 'es'), fr: compile(FR, FR_SHAPES, 'fr'), other: en };
})();

/** How far after the group a predicate may stand when the two are not adjacent. */
const LOOSE_WINDOW = 80;
/** Between the group and a distant predicate: a new clause with its own subject. */
const CLAUSE_BREAK = re(`[;:]|${any(['but', 'whereas', 'while', 'pero', 'mientras', 'mais', 'tandis', 'alors que'])}`);

/** A concession ("Anyone can slip up, but …", "Todos fallamos, pero …") grants before its "but" what the rest then denies: only the rest says whether the groups are alike. */
const CONCESSION = /^.*[,;]\s*(?:but|yet|pero|mais)\s/isu;
const afterConcession = (sentence: string) => sentence.replace(CONCESSION, '');

/** Where each quotation mark stands in the last sentence asked about (a sentence is asked about once for each group it names). */
let marks: { sentence: string; at: Map<string, number[]> } | undefined;
const QUOTE_MARKS = ['“', '”', '«', '»', '"'];

/** Inside quotation marks at `index` (as `slice(0, index)` reads it, a negative index from the end): the claim is quoted, not stated. */
export function quoted(sentence: string, index: number): boolean {
  if (marks?.sentence !== sentence) {
    const at = new Map<string, number[]>();
    for (const ch of QUOTE_MARKS) {
      const places: number[] = [];
      for (let i = sentence.indexOf(ch); i >= 0; i = sentence.indexOf(ch, i + 1)) places.push(i);
      at.set(ch, places);
    }
    marks = { sentence, at };
  }
  const end = index < 0 ? Math.max(0, sentence.length + index) : Math.min(index, sentence.length);
  // The marks before `end`, counted by a binary search of their places rather than by splitting
  // the text before each group again (its length times the number of groups).
  const count = (ch: string) => {
    const places = marks!.at.get(ch)!;
    let lo = 0;
    let hi = places.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (places[mid]! < end) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return count('“') > count('”') || count('«') > count('»') || count('"') % 2 === 1;
}

/** The longest a reporting phrase ("according to", "algunos piensan", "certains disent") can be, with room to spare. */
const REPORTED_SPAN = 64;

/**
 * Whether a reporting phrase stands before each group of one sentence (`reported.test(sentence.slice(0, at))`),
 * read once: the groups of a sentence are asked about in order of place, each again from the
 * start, which cost the number of groups times the sentence's length. A group starts after a
 * non-letter, and every reporting phrase ends with a letter and looks one character past its end,
 * so a phrase the text before `at` holds ends before `at - 1` and is one the whole sentence holds
 * there too: "one stands before" only turns from no to yes as `at` grows. So each question reads
 * only the text since the last place answered no (from a phrase's length before it), and a yes
 * answers every later place.
 */
export function reportedBefore(sentence: string, lang: Lang): (at: number) => boolean {
  const c = COMPILED[lang];
  let no = 0;
  let yes = Infinity;
  return (at) => {
    if (at >= yes) return true;
    if (at <= no) return false;
    c.reportedFrom.lastIndex = Math.max(0, no - REPORTED_SPAN);
    if (c.reportedFrom.test(sentence.slice(0, at))) yes = at;
    else no = at;
    return at >= yes;
  };
}

export interface StereotypeHit {
  group: string;
  predicate: string;
  /** The predicate is said of one person because of a group they belong to. */
  person?: boolean;
  /** Tasks shared out by sex, or an age given as the reason for a limit (stereotype-roles.ts). */
  kind?: 'tasks' | 'age';
}

/** One person (a pronoun or a name), not a thing ("the museum is old, so…"). */
const PERSON = /(?:^|[\s,])(?:\p{Lu}\p{Ll}+|he|she|they|él|ella|il|elle)\s*$/u;

/**
 * A conclusion about one person drawn from a group they belong to and presumed ("obviously",
 * "seguro que", "évidemment"): what the person cannot do, will not want or will prefer. Without
 * the presumption it is a plan for one person's need ("Tom uses a wheelchair, so the group checks
 * the route has a ramp"), not a generalisation.
 */
function presumedOfPerson(sentence: string, c: Compiled): StereotypeHit | undefined {
  const before = c.reasonThenMembership.exec(sentence);
  const after = before ? undefined : c.membershipThenReason.exec(sentence);
  const m = before ?? after;
  if (!m) return undefined;
  if (before ? m[1] !== undefined && !PERSON.test(` ${m[1]}`) : !PERSON.test(sentence.slice(0, m.index))) return undefined;
  const rest = sentence.slice(m.index + m[0].length);
  const limit = c.limit.exec(rest);
  if (!limit || !c.presumed.test(rest)) return undefined;
  return { group: m[0].trim(), predicate: limit[0], person: true };
}

/**
 * A group's trait given to one person as a member of it ("like most people his age, he is scared
 * of…", "como todos los chicos japoneses es un genio…", "comme tous les enfants handicapés, Théo est
 * plus fragile…"): "like all" says the trait is every member's. A status, a right or a need the
 * membership brings ("like all pupils, Sam is enrolled…", "is entitled to…") is none, nor is a group
 * narrowed to particular people or a view reported before it.
 */
function likeAllOfPerson(sentence: string, c: Compiled): StereotypeHit | undefined {
  const m = c.likeAll.exec(sentence);
  if (!m) return undefined;
  const group = m[1]!;
  const at = m.index + m[0].indexOf(group);
  if (c.particular.test(sentence.slice(Math.max(0, at - 30), at)) || c.narrowed.test(sentence.slice(at + group.length)) || c.reported.test(sentence.slice(0, m.index)) || c.negation.test(m[0])) return undefined;
  return { group, predicate: m[0].slice(m[0].indexOf(group) + group.length).replace(/^[\s,]+/, '').trim(), person: true };
}

/** The stereotype a sentence states as fact (its group and predicate), or undefined. */
export function stereotypeIn(text: string, lang: Lang): StereotypeHit | undefined {
  const c = COMPILED[lang];
  // One apostrophe for the word lists ("don’t", "l’école").
  const sentence = text.replace(/’/gu, "'");
  if (/[?¿]/u.test(sentence) || c.debunk.test(sentence) || c.equality.test(afterConcession(sentence))) return undefined;
  if (/\d/u.test(sentence) && c.source.test(sentence)) return undefined;
  const person = presumedOfPerson(sentence, c) ?? likeAllOfPerson(sentence, c);
  if (person && !quoted(sentence, sentence.indexOf(person.group))) return person;
  const role = c.role.exec(sentence);
  if (role && !quoted(sentence, role.index) && !c.reported.test(sentence.slice(0, role.index))) return { group: role[0], predicate: role[0] };
  const framed = c.frame.test(sentence) || c.comparedWith.test(sentence);
  const reportedAt = reportedBefore(sentence, lang);
  const isGeneric = (m: RegExpMatchArray) => {
    const before = sentence.slice(Math.max(0, m.index! - 30), m.index);
    if (c.particular.test(before) || c.narrowed.test(sentence.slice(m.index! + m[0].length))) return false;
    return !quoted(sentence, m.index!) && !reportedAt(m.index!);
  };
  // A job is an identity under an inborn frame ("nurses are naturally caring"); without one,
  // only a disparaging trait right after it is a prejudice ("builders are rough with…").
  // "Always" and "never" generalise but say nothing inborn: a trade's habit ("Gardeners are
  // always careful with blades") is the job's practice, not a prejudice about the people in it.
  const inborn = c.inborn.test(sentence);
  const agent = c.agent.exec(sentence.trimStart());
  const jobs = [...sentence.matchAll(c.everyOccupation)].filter(isGeneric);
  if (agent) jobs.push(Object.assign([agent[0]], { index: sentence.length - sentence.trimStart().length, input: sentence }) as unknown as RegExpExecArray);
  const generic = [...sentence.matchAll(c.everyGroup), ...(inborn ? jobs : [])].filter(isGeneric);
  // A job or agent noun that opens the sentence is a group only under an inborn frame or with a
  // disparaging trait (jobReading): "Gardeners are always careful" tells a trade's habit, while a
  // qualifier of age, sex or origin ("Young drivers", "Engineers from the north") makes it a group.
  const opening = openingGroup(sentence, c).filter((m) => inborn || !jobNoun(m[0], c));
  return listedReading(sentence, c, generic, framed) ?? (framed ? listedReading(sentence, c, opening, true) : undefined) ?? jobReading(sentence, c, jobs) ?? comparedBehind(sentence, c) ?? openReading(sentence, lang, c, generic);
}

/** The whole of an opening group is a job: a listed occupation or a bare agent noun ("Gardeners", "Los taxistas"), with no qualifier. */
function jobNoun(group: string, c: Compiled): boolean {
  const g = group.trim();
  const agent = c.agent.exec(g);
  if (agent && agent[0].length === g.length) return true;
  c.everyOccupation.lastIndex = 0;
  const job = [...g.matchAll(c.everyOccupation)].some((m) => m.index === 0 && m[0].length === g.length);
  return job;
}

/** A lapse of mind or temper compared with a group named generically after it: the other group (often the other sex) is judged by it. */
function comparedBehind(sentence: string, c: Compiled): StereotypeHit | undefined {
  const m = c.behind.exec(sentence);
  if (!m || quoted(sentence, m.index) || c.reported.test(sentence.slice(0, m.index)) || c.negation.test(sentence.slice(0, m.index))) return undefined;
  const group = m[1]!;
  const at = m.index + m[0].length - group.length;
  if (c.particular.test(sentence.slice(Math.max(0, at - 30), at)) || c.narrowed.test(sentence.slice(at + group.length))) return undefined;
  return { group, predicate: m[0].slice(0, m[0].length - group.length).trim() };
}

/**
 * The plural person noun that opens the sentence as its subject, listed or not ("Country cousins",
 * "Los chavales de pueblo", "Les montagnards"), unless it points at particular people, is narrowed
 * to them ("de la clase"), is quoted, or follows a report.
 */
function openingGroup(sentence: string, c: Compiled): RegExpMatchArray[] {
  const m = c.opening.exec(sentence);
  if (!m) return [];
  const index = m[0].length - m[1]!.length - (m[2]?.length ?? 0);
  const before = sentence.slice(Math.max(0, index - 30), index);
  if (c.particular.test(before) || c.narrowed.test(sentence.slice(index + m[1]!.length))) return [];
  if (quoted(sentence, index) || c.reported.test(sentence.slice(0, index))) return [];
  return [Object.assign([m[0].slice(index)], { index, input: sentence }) as unknown as RegExpMatchArray];
}

/** A listed trait or predicate said of a listed group: first right after it, then (under a frame) further on. */
function listedReading(sentence: string, c: Compiled, generic: RegExpMatchArray[], framed: boolean): StereotypeHit | undefined {
  for (const m of generic) {
    const rest = sentence.slice(m.index! + m[0].length);
    const tight = c.tight.exec(rest) ?? (framed ? c.framedTight.exec(rest) : null);
    // An aside that reports the claim ("girls, my aunt says, are…") is someone's view.
    if (tight && !(tight[0].includes(',') && c.reported.test(tight[0]))) return { group: m[0], predicate: tight[0].replace(/^[,\s]+/u, '').trim() };
  }
  if (!framed) return undefined;
  for (const m of generic) {
    const rest = sentence.slice(m.index! + m[0].length);
    const further = [...rest.matchAll(c.predicate), ...rest.matchAll(c.framedPredicate)].sort((a, b) => a.index - b.index);
    for (const p of further) {
      if (p.index > LOOSE_WINDOW) break;
      const between = rest.slice(0, p.index);
      if (CLAUSE_BREAK.test(between)) break;
      if (c.negation.test(between) || c.possibility.test(between)) continue;
      return { group: m[0], predicate: p[0].trim() };
    }
  }
  return undefined;
}

function jobReading(sentence: string, c: Compiled, jobs: RegExpMatchArray[]): StereotypeHit | undefined {
  for (const m of jobs) {
    const tight = c.jobTight.exec(sentence.slice(m.index! + m[0].length));
    if (tight) return { group: m[0], predicate: tight[0].replace(/^[,\s]+/u, '').trim() };
  }
  return undefined;
}

const PAST = /^[\s,]*(?:(?:they|ellos|ellas|ils|elles)\s+)?(?:were|was|had|did|eran|fueron|estaban|estuvieron|tenían|étaient|ont été|avaient|furent)(?!\p{L})/iu;

/** Tasks shared out by sex, an age as the reason for a limit, an inborn idiom, a lapse of mind as a habit. */
function openReading(sentence: string, lang: Lang, c: Compiled, generic: RegExpMatchArray[]): StereotypeHit | undefined {
  const reason = reasonAfterSex(sentence, lang);
  // A reason in the past tells what happened ("because the boys were late"), not what they are.
  const because = reason && !PAST.test(reason.rest) ? c.tight.exec(reason.rest) : null;
  if (reason && because && !quoted(sentence, sentence.indexOf(reason.group)) && !c.reported.test(sentence.slice(0, sentence.indexOf(reason.group)))) return { group: reason.group, predicate: because[0].trim() };
  const hit = roleReading(sentence, lang, () => generic.map((m) => ({ index: m.index!, text: m[0] })));
  if (!hit || quoted(sentence, sentence.indexOf(hit.group)) || c.reported.test(sentence.slice(0, Math.max(0, sentence.indexOf(hit.group))))) return undefined;
  return hit;
}

/**
 * The texts that say what a field's sentences are doing: the field itself and, for an option, its
 * rationale or feedback and its question's stem or prompt. When one of them names a stereotype, a
 * myth or a prejudice, the field's sentences are examples under discussion ("Which of these are
 * stereotypes?"), not claims.
 */
function contextOf(where: string, byPointer: ReadonlyMap<string, string>): string[] {
  const option = /^(.*)\/options\/\d+\/(?:text|rationale|feedback)$/u.exec(where);
  if (!option) return [];
  const base = where.replace(/\/(?:text|rationale|feedback)$/u, '');
  return [`${base}/text`, `${base}/rationale`, `${base}/feedback`, `${option[1]}/stem`, `${option[1]}/prompt`].flatMap((p) => byPointer.get(p) ?? []);
}

function explain(hit: StereotypeHit): string {
  if (hit.kind === 'tasks') return `"${hit.group}" shares out tasks by sex, giving each the job it is stereotyped for`;
  if (hit.kind === 'age') return `"${hit.group}" draws a limit from people's age alone`;
  if (hit.person) return `The sentence concludes "${hit.predicate}" of one person from "${hit.group}"`;
  return hit.predicate === hit.group ? `"${hit.group}" gives people a role by their sex` : `The sentence says "${hit.predicate}" of "${hit.group}" as a whole`;
}

/** The field's sentences are examples under discussion: it, or its option's rationale or question, names a stereotype or a myth. */
export function underDiscussion(where: string, text: string, byPointer: ReadonlyMap<string, string>, lang: Lang): boolean {
  const c = COMPILED[lang];
  return [text, ...contextOf(where, byPointer)].some((t) => c.debunk.test(t));
}

/** A sentence only the learned model reads as a stereotype: medium, since it cannot say which group and trait it saw. */
function modelFinding(where: string, sentence: string, p: number): Finding {
  return {
    type: 'stereotype',
    check: 'bias',
    severity: 'medium',
    title: 'Sentence reads as a stereotype',
    location: where,
    quote: sentence,
    explanation: `A model trained on stereotypes and on fair mentions of groups reads this sentence as a generalisation about a group of people stated as fact (probability ${p.toFixed(2)}). Learners in that group read it as being about them, and others learn the prejudice.`,
    fix: 'If the sentence says what a whole group is like or does, remove it or give the source and the figure; if the lesson is about the stereotype, say plainly that it is a myth.',
  };
}

export function stereotypeFindings(strings: ReadonlyArray<{ where: string; text: string }>, lang: Lang): Finding[] {
  const c = COMPILED[lang];
  const out: Finding[] = [];
  let byPointer: Map<string, string> | undefined;
  for (const s of strings) {
    // A sentence is judged only if the field names a group, a job or a role, so most fields are not segmented.
    // A sentence is judged only if the field names a group, a job or a role, so most fields are not segmented.
    const plain = s.text.replace(/’/gu, "'");
    if (!c.mentionsPeople.test(plain) && !mentionsRoles(plain, lang)) continue;
    byPointer ??= new Map(strings.map((x) => [x.where, x.text]));
    if (underDiscussion(s.where, s.text, byPointer, lang)) continue;
    for (const sentence of sentences(s.text, lang)) {
      const hit = stereotypeIn(sentence, lang);
      if (!hit) {
        // The learned model, where the rules find nothing: only sentences that name people (in training
        // none without scored above 0.73), so it costs little on the others.
        const p = lang === 'other' ? 0 : modelReading(sentence, lang);
        if (!modelIsSure(p)) continue;
        out.push(modelFinding(s.where, sentence, p));
        break;
      }
      out.push({
        type: 'stereotype',
        check: 'bias',
        severity: 'high',
        title: 'Stereotype stated as fact',
        location: s.where,
        quote: sentence,
        explanation: `${explain(hit)}, as if it were a fact. Learners in that group read it as being about them, and others learn the prejudice.`,
        fix: 'Remove the generalisation, or, if the lesson is about the stereotype, say plainly that it is a myth and what the evidence shows.',
      });
      break;
    }
  }
  return out;
}

/** What the caller already knows of a sentence: its field names no people (so neither does it), or the rules' reading of it. */
interface Known {
  people?: false;
  hit?: StereotypeHit | undefined;
}

/**
 * What the rule readings see in one sentence, as names the learned model (stereotype-model.ts)
 * weighs: a group or job named generically, the frames, predicates and quieting signs the rules
 * compose, and whether a rule fires. These carry to new wording better than the words themselves.
 */
export function stereotypeSignals(text: string, lang: Lang, known: Known = {}): { signals: string[]; spans: PeopleSpan[] } {
  const c = COMPILED[lang];
  const sentence = text.replace(/’/gu, "'");
  const signals: string[] = [];
  if (/[?¿]/u.test(sentence)) signals.push('question');
  if (/\d/u.test(sentence)) signals.push(c.source.test(sentence) ? 'sourced_figure' : 'figure');
  if (known.people === false || (!c.mentionsPeople.test(sentence) && !mentionsRoles(sentence, lang))) return { signals: [...signals, 'no_people'], spans: [] };
  const spans: PeopleSpan[] = [];
  let generic = false;
  let tight = false;
  for (const m of sentence.matchAll(c.everyGroup)) {
    const before = sentence.slice(Math.max(0, m.index - 30), m.index);
    const narrowed = c.particular.test(before) || c.narrowed.test(sentence.slice(m.index + m[0].length));
    spans.push({ start: m.index, end: m.index + m[0].length, kind: 'grp' });
    if (narrowed || quoted(sentence, m.index)) continue;
    generic = true;
    const rest = sentence.slice(m.index + m[0].length);
    if (c.tight.exec(rest) || c.framedTight.exec(rest)) tight = true;
    if (m.index < 3) signals.push('group_opens');
  }
  for (const m of sentence.matchAll(c.everyOccupation)) spans.push({ start: m.index, end: m.index + m[0].length, kind: 'job' });
  // A group outside the lists that opens the sentence as its subject: a group to the model's words too, with its own signals.
  const opening = openingGroup(sentence, c)[0];
  if (opening && !spans.some((s) => s.start < opening.index! + opening[0].length && s.end > opening.index!)) {
    spans.push({ start: opening.index!, end: opening.index! + opening[0].length, kind: 'grp' });
    signals.push('open_group');
    if (c.tight.exec(sentence.slice(opening.index! + opening[0].length))) signals.push('open_predicate');
  }
  if (spans.some((s) => s.kind === 'grp')) signals.push(generic ? 'group_generic' : 'group_narrowed');
  if (tight) signals.push('group_predicate');
  const marks: Array<[string, RegExp]> = [['frame', c.frame], ['essentialist', c.essentialist], ['role', c.role], ['debunk', c.debunk], ['reported', c.reported], ['equality', c.equality], ['negation', c.negation], ['possibility', c.possibility], ['presumed', c.presumed], ['limit', c.limit]];
  for (const [name, r] of marks) if (r.test(sentence)) signals.push(name);
  c.predicate.lastIndex = 0;
  if (c.predicate.test(sentence)) signals.push('trait');
  c.predicate.lastIndex = 0;
  const hit = 'hit' in known ? known.hit : stereotypeIn(sentence, lang);
  if (hit) signals.push(hit.kind ? `rule_${hit.kind}` : hit.person ? 'rule_person' : 'rule');
  if (generic && signals.includes('trait')) signals.push('group_and_trait');
  if (generic && signals.includes('frame')) signals.push('group_and_frame');
  spans.sort((a, b) => a.start - b.start);
  return { signals, spans };
}

/** The learned model's features of one sentence (stereotype-model.ts): its words with groups as a class, and the rules' signals. */
export function stereotypeFeatures(sentence: string, lang: Lang, known: Known = {}): string[] {
  const { signals, spans } = stereotypeSignals(sentence, lang, known);
  return featuresOf(sentence, signals, spans);
}

/** The model's probability for a sentence the rules do not flag; 0 for one that names no people. */
function modelReading(sentence: string, lang: Lang): number {
  const { signals, spans } = stereotypeSignals(sentence, lang, { hit: undefined });
  return spans.length || !signals.includes('no_people') ? probabilityOf(featuresOf(sentence, signals, spans)) : 0;
}

/** The learned model's probability that the sentence states a stereotype as fact. */
export const stereotypeProbability = (sentence: string, lang: Lang, known: Known = {}) => probabilityOf(stereotypeFeatures(sentence, lang, known));

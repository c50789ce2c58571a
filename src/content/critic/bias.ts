// Bias checks: stereotypes stated as facts, sentence by sentence (stereotypes.ts); insensitive
// or inconsiderate wording found by `alex` (retext-equality and retext-profanities, English) with
// its known false alarms in class content tuned out; the balance of gendered pronouns; and
// whether the people named in examples all come from one cultural background.
import { stringsOf, type Finding } from './findings.js';
import { inclusiveLanguageChecker, type AlexMessage } from './inclusive-language.js';
import { stereotypeFindings } from './stereotypes.js';
import { contentWords, langOf } from './text.js';

/**
 * alex rules that raise false alarms in class content: "just" ("just add 3"), gendered words
 * that merely name people ("girls", "he"), which the pronoun balance covers instead. Profanity
 * is reported only when alex is sure of it (sureness 1), which drops "fire", "harder", "girls".
 */
// 'everyone-knows' is allowed like 'obvious': alex means the condescending "everyone knows
// that...", but lessons use the words literally ("practise so everyone knows what to do").
// Neutral names of groups are allowed too, so the word list keeps to slurs: "Black" and "White"
// (capitalised, names of people; alex's profanity list holds the words), "Latino", and plural
// family words ("mothers", "wives", "widows"), whose singular rules were already allowed.
// Words that name a person by kinship, rank or sex, or a part played, are allowed like "girls" and
// "mother": "uncle", "grandmother", "daughters", "Mrs.", "woman", "kings", "heroine", "actor",
// "females" in biology are who the people are, and alex's neutral words ("relative", "ancestor",
// "rulers", "humans", "role-model") change the meaning. Gendered names of jobs that have a neutral
// name ("chairman", "waitress", "fireman") are still reported. "Clearly" is allowed like "obvious",
// and "bony" (alex means a body: "the bony part of the nose" is anatomy).
const NAMES_A_PERSON = [
  'aunt-uncle', 'aunts-uncles', 'gramps-granny', 'grandfathers-grandmothers', 'granddaughter-grandson', 'granddaughters-grandsons', 'daughters-sons', 'brothers-sisters',
  'nephew-niece', 'nephews-nieces', 'stepbrother-stepsister', 'stepbrothers-stepsisters', 'stepdad-stepmom', 'stepfathers-stepmothers', 'godfather-godmother', 'bride-groom',
  'kings-queens', 'prince-princess', 'princes-princesses', 'females-males', 'gal-guy', 'mrs-', 'hero-heroine', 'heroes-heroines', 'actor-actress', 'actors-actresses', 'boyfriends-girlfriends',
];
// Words cuss lists as maybe profane that name a subject of school content: anatomy and health,
// crime and war in history, religion, everyday things ("oral presentation", "a ball", "gross pay",
// "spit", "to tinker", "a trap"). A slur or an obscenity is not among them.
const SUBJECT_WORDS = (
  'anus areola clitoris coitus condom copulate defecate ejaculate ejaculation erection excrement feces flatulence foreskin genital herpes hiv hymen intercourse lactate libido ' +
  'nipple nude oral orgasm penetration penile penis penises pubic rectum scrotum semen sex sexual sexually sperm syphilis testicle testicles uterus vagina vaginal vulva teat pee swallow vomit ' +
  'addict addicts abuse cocaine drug drunk drunken heroin liquor marijuana meth narcotic ' +
  'abortion homicide murder murderer nazi hitler slaughter suicide swastika terrorist torture lynch racist radical radicals rape raped jihad mafia ' +
  'protestant jesus god satan devil demon ' +
  'ball balls trap traps gross screw pistol peck smack tramp spade spades pixie nymph crack spit spits tinker tinkers welfare'
).split(' ');
export const ALEX_OPTIONS = {
  profanitySureness: 1 as const,
  allow: ['just', 'simple', 'easy', 'obvious', 'clearly', 'bony', 'everyone-knows', 'gals-man', 'girls', 'he-she', 'her-him', 'herself-himself', 'boy-girl', 'brother-sister', 'father-mother', 'husband-wife', 'man-woman', 'men-women', 'dad-mom', 'daughter-son', 'king-queen', 'boyfriend-girlfriend', 'dads-moms', 'husbands-wives', 'widow-widower', 'black', 'white', 'latino', ...NAMES_A_PERSON, ...SUBJECT_WORDS],
};

/** alex with these options, its phrase lists indexed on first use (about 40 ms), then kept. */
let alex: ((text: string) => AlexMessage[]) | undefined;
export const alexChecker = () => (alex ??= inclusiveLanguageChecker(ALEX_OPTIONS));

const MALE = /\b(he|him|his|himself)\b/gi;
const FEMALE = /\b(she|her|hers|herself)\b/gi;

/** Common given names by cultural background (a small sample, enough to see one-sidedness). */
const NAME_GROUPS: Record<string, readonly string[]> = {
  'English-speaking': ['john', 'james', 'michael', 'david', 'robert', 'william', 'mary', 'sarah', 'emily', 'jessica', 'tom', 'jack', 'emma', 'olivia', 'susan', 'peter', 'paul', 'anna', 'kate', 'bob', 'alice'],
  'Hispanic': ['maria', 'josé', 'jose', 'carlos', 'juan', 'luis', 'sofia', 'sofía', 'lucia', 'lucía', 'diego', 'miguel', 'valentina', 'camila', 'mateo', 'alejandro', 'carmen'],
  'African': ['kwame', 'amara', 'chidi', 'ngozi', 'kofi', 'ama', 'thabo', 'zanele', 'abebe', 'chioma', 'oluwaseun', 'wanjiru', 'fatou'],
  'East Asian': ['wei', 'mei', 'li', 'hiroshi', 'yuki', 'haruto', 'sakura', 'min-jun', 'ji-woo', 'jun', 'xiao', 'ying'],
  'South Asian': ['priya', 'arjun', 'rahul', 'ananya', 'aarav', 'divya', 'ravi', 'sanjay', 'lakshmi', 'deepa'],
  'Middle Eastern': ['ahmed', 'mohammed', 'muhammad', 'fatima', 'omar', 'layla', 'leila', 'yusuf', 'aisha', 'hassan', 'zainab'],
};
const NAME_TO_GROUP = new Map(Object.entries(NAME_GROUPS).flatMap(([g, names]) => names.map((n) => [n, g] as const)));

/**
 * alex over every field at once (one pipeline run instead of one per field, about 20 times
 * faster), each message mapped back to its field by line: fields are joined by blank lines.
 */
function alexMessages(strings: ReadonlyArray<{ where: string; text: string }>) {
  const fields = strings.map((s) => ({ s, text: s.text.replace(/\r/g, '').replace(/\n{2,}/g, '\n') }));
  const firstLine: number[] = [];
  let line = 1;
  for (const f of fields) {
    firstLine.push(line);
    line += f.text.split('\n').length + 1;
  }
  const all = fields.map((f) => f.text).join('\n\n');
  const messages = fields.length ? alexChecker()(all) : [];
  const slavery = messages.length > 0 && SLAVERY.test(all);
  return messages.flatMap((m) => {
    const at = m.line ?? 0;
    let i = firstLine.length - 1;
    while (i > 0 && firstLine[i]! > at) i--;
    if (!fields[i]) return [];
    // A profane word capitalised inside a sentence is a name ("The Niger flows…", "in Tinker v. Des
    // Moines"): not the word. One opening a sentence or a line may be either, and is kept.
    const before = (fields[i]!.text.split('\n')[at - firstLine[i]!] ?? '').slice(0, Math.max(0, (m.column ?? 1) - 1));
    if (m.source === 'retext-profanities' && /^\p{Lu}/u.test(m.actual ?? '') && /[\p{L}\p{N},;]\s+$/u.test(before)) return [];
    // "Mental" before a noun is of the mind ("mental maths", "the mental steps", "mental health"):
    // the slur alex means is said of a person ("he went mental").
    const after = (fields[i]!.text.split('\n')[at - firstLine[i]!] ?? '').slice(Math.max(0, (m.column ?? 1) - 1 + (m.actual ?? '').length));
    if (/^mental$/iu.test(m.actual ?? '') && /^\s+\p{Ll}/u.test(after) && !/^\s+(?:case|cases|person|people)\b/u.test(after)) return [];
    // In a history of slavery "slave" is the subject's word, and alex's words for it (secondary,
    // replica, node) are computing's: the rule is for "master/slave" in computing.
    if (/^slaves?$/iu.test(m.actual ?? '') && slavery) return [];
    // "Disabled" is a neutral name of a group ("disabled people", "support for disabled
    // engineers"), the one many style guides prefer; alex's rule for it keeps "invalid".
    if (/^disabled$/iu.test(m.actual ?? '') && m.ruleId === 'invalid') return [];
    return [{ s: fields[i]!.s, m }];
  });
}

/** A text about slavery in history. */
const SLAVERY = /(?<!\p{L})(?:slavery|enslaved|enslavement|abolition\p{L}*|emancipation|plantations?|slave trade)(?!\p{L})/iu;

/** A gendered pronoun, or a capitalised word that may name the person it points to. */
const PRONOUN_OR_NAME = /\b(?:([Hh]e|[Hh]im|[Hh]is|[Hh]imself)|([Ss]he|[Hh]er|[Hh]ers|[Hh]erself))\b|\b\p{Lu}[\p{Ll}'’-]+/gu;
/** Before a word that opens a sentence, a line or a list item: its capital is the sentence's. */
const OPENS = /(?:^|[.!?:;]\s+|\n\s*(?:[-*+]|\d+\.)?\s*)["“(]?$/u;
/** Before an author's name: an opening bracket, a dash, "by", "por", "par". */
const CITED = /(?:\(|[—–]\s*|(?<!\p{L})(?:by|por|par)\s+)$/iu;
const SURNAME = /^\s\p{Lu}/u;
/** A title right before a name: "Ms Rossi", "Mrs Lan Nguyen", "King John", "General Leclerc". */
const TITLED = /(?<!\p{L})(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|King|Queen|Prince|Princess|Sir|Dame|Lady|Lord|General|President|Pope|Saint|St|Aunt|Uncle|Grandma|Grandpa|Coach|Captain|Officer|Nurse|Judge|Emperor|Empress)\.?\s+(?:\p{Lu}[\p{Ll}'’-]+\s+)?$/u;
/**
 * What only people do, right after a name (an adverb may come between): speak, think, feel,
 * decide, live and die, write, work, lead. "England was", "Python is" do none of it.
 */
const ACTS = new RegExp(
  String.raw`^(?:['’]s)?\s*,?\s+(?:(?:also|then|now|never|always|often|still|quickly|later|first|soon|suddenly|finally|just)\s+)?(?:say|says|said|ask|asks|asked|tell|tells|told|think|thinks|thought|want|wants|wanted|feel|feels|felt|decide|decides|decided|write|writes|wrote|remember|remembers|remembered|explain|explains|explained|argue|argues|argued|believe|believes|believed|hope|hopes|hoped|worry|worries|worried|notice|notices|noticed|realise|realises|realised|realize|realizes|realized|smile|smiles|smiled|laugh|laughs|laughed|cry|cries|cried|reply|replies|replied|answer|answers|answered|agree|agrees|agreed|refuse|refuses|refused|shout|shouts|shouted|whisper|whispers|whispered|learn|learns|learned|learnt|love|loves|loved|like|likes|liked|study|studies|studied|marry|marries|married|die|dies|died|was born|is born|earn|earns|earned|buy|buys|bought|arrive|arrives|arrived|fled|flee|flees|grew up|grow up|grows up|plan|plans|planned|choose|chooses|chose|wonder|wonders|wondered|suggest|suggests|suggested|insist|insists|insisted|offer|offers|offered|invite|invites|invited|help|helps|helped|meet|meets|met|call|calls|called|visit|visits|visited|hears|heard|reads|read|walks|walked|plays|played|sits|sat|stands|stood|wants|tries|tried|pays|paid|owns|owned|speaks|spoke|knows|knew|teaches|taught|brings|brought|carries|carried|cooks|cooked|drives|drove|rides|rode|swims|swam|sings|sang|draws|drew|paints|painted|builds|built|fixes|fixed|checks|checked|measures|measured|spends|spent|sells|sold|orders|ordered|notes|noted|looks|looked|watches|watched|waits|waited|thanks|thanked|hands|handed|hurts|hurt|trips|tripped|coughs|coughed)(?!\p{L})`,
  'u',
);
const CALENDAR = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u;

/**
 * How many people the gendered pronouns point to, per side: each pronoun to the last person named
 * before it, or to an unnamed person when none came before. A person's name is a capitalised word,
 * not a function word, a month or a day, that is a known first name, follows a title ("Ms Rossi",
 * "King John", "General Leclerc"), or does what people do somewhere in the content ("Priya
 * signs", "Rosa Parks refused", "Omar says"); "Mateo's" is Mateo. A place ("fled to Australia"),
 * a label ("Plan A") or a law ("the Act") is none, so the pronouns after it still point to the
 * person before. Rough, but a story about one person counts one.
 */
function peopleBehindPronouns(strings: ReadonlyArray<{ text: string }>): { male: number; female: number } {
  const base = (word: string) => word.replace(/['’]s$/u, '');
  const inside = new Set<string>();
  const person = new Set<string>();
  for (const s of strings) {
    for (const m of s.text.matchAll(PRONOUN_OR_NAME)) {
      if (m[1] || m[2]) continue;
      const before = s.text.slice(Math.max(0, m.index - 24), m.index);
      const after = s.text.slice(m.index + m[0].length, m.index + m[0].length + 40);
      if (!OPENS.test(before.slice(-8))) inside.add(base(m[0]));
      if (NAME_TO_GROUP.has(base(m[0]).toLowerCase()) || TITLED.test(before) || ACTS.test(after)) person.add(base(m[0]));
    }
  }
  const names = new Set([...inside].filter((w) => person.has(w)));
  const male = new Set<string>();
  const female = new Set<string>();
  // Names in the order last written; a pronoun points to the latest one not already spoken of
  // with the other sex's pronouns ("Ms Rossi … Jayden … he" is Jayden, whoever came last).
  const recent: string[] = [];
  const pointTo = (side: Set<string>, other: Set<string>) => side.add(recent.find((n) => !other.has(n) || side.has(n)) ?? '');
  for (const s of strings) {
    for (const m of s.text.matchAll(PRONOUN_OR_NAME)) {
      if (m[1]) pointTo(male, female);
      else if (m[2]) pointTo(female, male);
      else if (names.has(base(m[0])) && !CALENDAR.test(base(m[0])) && contentWords(m[0], 'en').length) {
        const name = base(m[0]);
        if (recent[0] !== name) recent.splice(0, recent.length, name, ...recent.filter((n) => n !== name));
      }
    }
  }
  // Pronouns before any name ("When she arrives, Ana…") point to someone named later, or to the one person never named.
  for (const side of [male, female]) if (side.size > 1) side.delete('');
  return { male: male.size, female: female.size };
}

export function biasFindings(content: unknown, language: string): Finding[] {
  const out: Finding[] = [];
  const strings = stringsOf(content);
  out.push(...stereotypeFindings(strings, langOf(language)));
  if (language.toLowerCase().startsWith('en')) {
    for (const { s, m } of alexMessages(strings)) {
      {
        const profanity = m.source === 'retext-profanities';
        out.push({
          type: 'insensitive_wording',
          check: 'bias',
          // alex matches words and phrases without their sense ("clearly", "bony", "mental",
          // "Mrs.", "females" in biology): a word list is a hint for the teacher to judge, not a fault.
          severity: 'low',
          title: profanity ? 'Possibly offensive word' : 'Possibly insensitive wording',
          location: s.where,
          quote: m.actual ?? '',
          explanation: `${m.reason} (alex rule \`${m.ruleId}\`).`,
          fix: profanity ? 'Check the word reads as intended in context, or choose another.' : 'Use the neutral wording suggested, unless the original is required by the subject.',
        });
      }
    }
  }
  let male = 0;
  let female = 0;
  let firstGendered = '';
  for (const s of strings) {
    const m = s.text.match(MALE)?.length ?? 0;
    const f = s.text.match(FEMALE)?.length ?? 0;
    if ((m || f) && !firstGendered) firstGendered = s.where;
    male += m;
    female += f;
  }
  // The pronouns count mentions; the hint is about people. A story about one boy says "he"
  // throughout ("Lucas has a weekend job. He earns…"): only when the pronouns of the larger side
  // point to two people or more (each to the name last written before it) are the people one-sided.
  const people = male + female >= 3 ? peopleBehindPronouns(strings) : { male: 0, female: 0 };
  if (male + female >= 3 && (male > female ? people.male : people.female) >= 2 && (Math.min(male, female) === 0 || Math.max(male, female) >= 3 * Math.min(male, female))) {
    const more = male > female ? 'male' : 'female';
    out.push({
      type: 'representation',
      check: 'bias',
      // A hint, not a fault: a story about one girl rightly says "she" throughout.
      severity: 'low',
      title: 'Gendered pronouns are one-sided',
      location: firstGendered,
      quote: '',
      explanation: `The content uses ${male} male and ${female} female pronouns: the people in it are mostly ${more}.`,
      fix: 'Balance the examples, or use "they" and names for the people in them.',
    });
  }
  const groups = new Map<string, string[]>();
  for (const s of strings) {
    for (const m of s.text.matchAll(/\b\p{Lu}[\p{Ll}-]+\b/gu)) {
      const w = m[0];
      // A quotation's author ("(Emily Dickinson)", "— Robert Burns", "by Langston Hughes") is cited, not a name the writer chose.
      if (CITED.test(s.text.slice(Math.max(0, m.index - 6), m.index)) && SURNAME.test(s.text.slice(m.index + w.length, m.index + w.length + 3))) continue;
      const g = NAME_TO_GROUP.get(w.toLowerCase());
      if (g) groups.set(g, [...new Set([...(groups.get(g) ?? []), w])]);
    }
  }
  const named = [...groups.values()].flat();
  if (named.length >= 3 && groups.size === 1) {
    const [group] = groups.keys();
    out.push({
      type: 'representation',
      check: 'bias',
      severity: 'low',
      title: 'Names from one background only',
      location: '',
      quote: '',
      explanation: `Every person named (${named.join(', ')}) has a ${group} name.`,
      fix: 'Vary the names so learners of other backgrounds see themselves in the examples.',
    });
  }
  return out;
}

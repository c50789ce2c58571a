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
  const messages = fields.length ? alexChecker()(fields.map((f) => f.text).join('\n\n')) : [];
  return messages.flatMap((m) => {
    const at = m.line ?? 0;
    let i = firstLine.length - 1;
    while (i > 0 && firstLine[i]! > at) i--;
    if (!fields[i]) return [];
    // A profane word capitalised inside a sentence is a name ("The Niger flows…", "in Tinker v. Des
    // Moines"): not the word. One opening a sentence or a line may be either, and is kept.
    const before = (fields[i]!.text.split('\n')[at - firstLine[i]!] ?? '').slice(0, Math.max(0, (m.column ?? 1) - 1));
    if (m.source === 'retext-profanities' && /^\p{Lu}/u.test(m.actual ?? '') && /[\p{L}\p{N},;]\s+$/u.test(before)) return [];
    return [{ s: fields[i]!.s, m }];
  });
}

/** A gendered pronoun, or a capitalised word that may name the person it points to. */
const PRONOUN_OR_NAME = /\b(?:([Hh]e|[Hh]im|[Hh]is|[Hh]imself)|([Ss]he|[Hh]er|[Hh]ers|[Hh]erself))\b|\b\p{Lu}[\p{Ll}'’-]+/gu;
/** Before a word that opens a sentence, a line or a list item: its capital is the sentence's. */
const OPENS = /(?:^|[.!?:;]\s+|\n\s*(?:[-*+]|\d+\.)?\s*)["“(]?$/u;
const CALENDAR = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u;

/**
 * How many people the gendered pronouns point to, per side: each pronoun to the last name written
 * before it, or to an unnamed person when none came before. A name is a capitalised word, not a
 * function word, a month or a day, that the content writes capitalised inside a sentence at least
 * once ("your friend Mateo", "Ms Rossi"; "Mateo's" is Mateo): a capital that only opens sentences
 * ("Call his parents") is the sentence's. Rough (a place may stand in for a person), but a story
 * about one person counts one.
 */
function peopleBehindPronouns(strings: ReadonlyArray<{ text: string }>): { male: number; female: number } {
  const base = (word: string) => word.replace(/['’]s$/u, '');
  const names = new Set<string>();
  for (const s of strings) {
    for (const m of s.text.matchAll(PRONOUN_OR_NAME)) if (!m[1] && !m[2] && !OPENS.test(s.text.slice(Math.max(0, m.index - 8), m.index))) names.add(base(m[0]));
  }
  const male = new Set<string>();
  const female = new Set<string>();
  let last = '';
  for (const s of strings) {
    for (const m of s.text.matchAll(PRONOUN_OR_NAME)) {
      if (m[1]) male.add(last);
      else if (m[2]) female.add(last);
      else if (names.has(base(m[0])) && !CALENDAR.test(base(m[0])) && contentWords(m[0], 'en').length) last = base(m[0]);
    }
  }
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
    for (const w of s.text.match(/\b\p{Lu}[\p{Ll}-]+\b/gu) ?? []) {
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

// Selection items in every mode, read the same way so one set of checks serves all three: a
// stem (SATA question, SPL decision prompt, or a KE check question that lists its choices:
// "(A) ... (B) ...", a markdown list, or inline "…: a, b or c?"; choices.ts) and its options,
// each with where it is and whether it is keyed right.
import type { Mode } from '../content-schemas.js';
import { answerLetter, commaChoices, firstNamed, lettersNamed, namedAt, splitChoices, type Choice } from './choices.js';
import { pointer } from './findings.js';
import type { Lang } from './text.js';

type Obj = Record<string, unknown>;
export const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Obj[]) : []);
export const str = (v: unknown) => (typeof v === 'string' ? v : '');

export interface Option {
  text: string;
  /** Where the option is (a KE question's choices are inside the question text). */
  at: string;
  /** Keyed as an answer: SATA `correct`, SPL quality `best`, KE the choice the answer names. */
  keyed: boolean | undefined;
  /** A KE choice's letter, when the question letters its choices. */
  letter?: string;
  /** SATA rationale or SPL feedback, and where it is. */
  comment?: { text: string; at: string };
  quality?: string;
}

export interface SelectionItem {
  mode: Mode;
  stem: string;
  stemAt: string;
  options: Option[];
  /** KE: the model answer and where it is. */
  answer?: { text: string; at: string };
  /** The item's own pointer (its options list for SATA and SPL). */
  optionsAt: string;
}

export { answerLetter, splitChoices } from './choices.js';

type Split = { stem: string; choices: Choice[] };
const namesOne = (split: Split | undefined, answer: string, lang: Lang): Split | undefined => (split?.choices.some((c) => namedAt(answer, c.text, lang) >= 0) ? split : undefined);

export function selectionItems(mode: Mode, content: unknown, lang: Lang = 'other'): SelectionItem[] {
  const c = (content && typeof content === 'object' ? content : {}) as Obj;
  if (mode === 'SATA') {
    return arr(c.questions).map((q, qi) => ({
      mode,
      stem: str(q.stem),
      stemAt: pointer(['questions', qi, 'stem']),
      optionsAt: pointer(['questions', qi, 'options']),
      options: arr(q.options).map((o, oi) => ({
        text: str(o.text),
        at: pointer(['questions', qi, 'options', oi]),
        keyed: typeof o.correct === 'boolean' ? o.correct : undefined,
        comment: { text: str(o.rationale), at: pointer(['questions', qi, 'options', oi, 'rationale']) },
      })),
    }));
  }
  if (mode === 'SPL') {
    return arr(c.decisionPoints).map((d, di) => ({
      mode,
      stem: str(d.prompt),
      stemAt: pointer(['decisionPoints', di, 'prompt']),
      optionsAt: pointer(['decisionPoints', di, 'options']),
      options: arr(d.options).map((o, oi) => ({
        text: str(o.text),
        at: pointer(['decisionPoints', di, 'options', oi]),
        keyed: typeof o.quality === 'string' ? o.quality === 'best' : undefined,
        quality: str(o.quality),
        comment: { text: str(o.feedback), at: pointer(['decisionPoints', di, 'options', oi, 'feedback']) },
      })),
    }));
  }
  const items: SelectionItem[] = [];
  arr(c.checkQuestions).forEach((q, qi) => {
    const question = str(q.question);
    const answer = str(q.answer);
    // A list after a colon with commas only is a question's choices when the answer names one of them.
    const split = splitChoices(question) ?? namesOne(commaChoices(question), answer, lang);
    if (!split) return;
    const at = pointer(['checkQuestions', qi, 'question']);
    // A lettered answer keys its letter; one in words keys the choice it names first.
    const letter = split.choices[0]!.letter && answerLetter(answer);
    // "A and C" keys the choice that combines those letters, when there is one.
    const combined = split.choices[0]!.letter && !letter ? lettersNamed(answer)?.join() : undefined;
    const named = letter ? undefined : combined ? split.choices.findIndex((ch) => lettersNamed(ch.text)?.join() === combined) : firstNamed(answer, split.choices, lang, split.stem);
    items.push({
      mode,
      stem: split.stem,
      stemAt: at,
      optionsAt: at,
      answer: { text: answer, at: pointer(['checkQuestions', qi, 'answer']) },
      options: split.choices.map((ch, ci) => ({ text: ch.text, at, letter: ch.letter, keyed: letter ? ch.letter === letter : named === undefined || named < 0 ? undefined : ci === named })),
    });
  });
  return items;
}

/**
 * Where the texts of options keyed wrong are (a SATA option not `correct`, an SPL choice not
 * `best`): a distractor or a poor choice may state something false on purpose, and its rationale
 * or feedback says so. KE choices share their question's text and are not separated.
 */
export function distractorTexts(mode: Mode, content: unknown): Set<string> {
  if (mode === 'KE') return new Set();
  return new Set(selectionItems(mode, content).flatMap((item) => item.options.filter((o) => o.keyed === false).map((o) => `${o.at}/text`)));
}

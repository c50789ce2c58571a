// Failure-pattern conditions written in plain language ("The user insults Dana, for example calling
// her an idiot"), compiled once into a matcher over the analyser's public output (TurnFeatures)
// and the learner's line. Conditions that parse in the formal language (conditions.ts) never get
// here. A model, when one is configured, judges prose conditions instead (see the conversation
// service); this matcher is the built-in engine's judgement and the fallback.
//
// What the condition says is read three ways:
//   - categories it names ("insult", "pressure", "interrupt", "ignore the objection", "promise"),
//     each a predicate over the analyser's features and the line;
//   - example words it gives ("for example calling her an idiot", quoted phrases): any of them in
//     the line raises the flag;
//   - its other content words (names, stop words and the condition's own framing removed): with
//     no category, at least half of them (and at least two when there are two or more) must occur
//     in the line; with the "promise" category, at least one must (what was promised).
import { eng } from 'stopword';
import { fold, words } from './text.js';
import type { TurnFeatures } from './features.js';

export interface ProseTurn {
  features: TurnFeatures;
  /** The learner's line, as analysed. */
  text: string;
}

export type ProseMatcher = (turn: ProseTurn) => boolean;

interface Category {
  name: string;
  trigger: RegExp;
  /** Holds for a line of that kind. */
  test: (turn: ProseTurn) => boolean;
  /** Needs a topic word from the condition too (a promise of WHAT). */
  needsTopic?: boolean;
}

const DISMISSIVE = /\b(whatever|doesn'?t matter|not important|irrelevant|forget (it|about)|not my problem|that'?s not a real)\b/i;
const INTERRUPTING = /^\s*(wait|stop|hold on|no[,.!]|listen|let me (talk|speak|finish)|enough)\b/i;
const PROMISING = /\b(i promise|we promise|promised?|guarantee[ds]?|i'?ll make sure|we'?ll make sure|i can (give|offer|do|get)|we can (give|offer|do|get)|definitely|for sure)\b/i;

const CATEGORIES: Category[] = [
  {
    name: 'hostility',
    trigger: /\b(insult\w*|rude\w*|hostil\w*|offen[sd]\w*|swear\w*|curs(e|es|ing)|belittl\w*|mock\w*|name-calling|aggressive\w*|attacks?|abus\w*)\b/i,
    // A dismissal is hostile too, but it has a category of its own below.
    test: ({ features }) => features.hostility > 0 && features.act !== 'dismissal',
  },
  {
    name: 'pressure',
    trigger: /\b(pressur\w*|push\w*|rush\w*|forc(e|es|ing)|demand\w*|ultimatum\w*|threat\w*|corner\w*)\b/i,
    test: ({ features }) => features.pressure > 0,
  },
  {
    name: 'interrupt',
    trigger: /\b(interrupt\w*|cuts? (her|him|them|the \w+) off|talks? over)\b/i,
    test: ({ features, text }) => INTERRUPTING.test(text) || (features.pressure > 0 && features.words <= 12),
  },
  {
    name: 'dismissal',
    trigger: /\b(ignor\w*|dismiss\w*|brush\w* off|disregard\w*|wave\w* away)\b/i,
    test: ({ features, text }) =>
      features.act === 'dismissal' ||
      (features.empathy === 0 && features.acknowledgement === 0 && !features.reflection && (features.hostility > 0 || DISMISSIVE.test(text))),
  },
  {
    name: 'promise',
    trigger: /\b(promis\w*|guarant\w*|commits? to)\b/i,
    test: ({ text }) => PROMISING.test(text),
    needsTopic: true,
  },
];

/** Words that frame a condition rather than say what happens in the line. */
const FRAMING = new Set([
  'user', 'users', 'learner', 'practitioner', 'character', 'npc', 'person', 'they', 'them', 'their', 'her', 'him', 'his', 'she', 'he',
  'says', 'say', 'said', 'saying', 'tells', 'tell', 'calls', 'call', 'calling', 'called', 'example', 'instance', 'eg', 'such', 'like',
  'something', 'anything', 'someone', 'turn', 'turns', 'line', 'message', 'conversation', 'session', 'time', 'times', 'when', 'without',
  'before', 'after', 'during', 'again', 'repeatedly', 'instead', 'way', 'makes', 'make', 'gives', 'give', 'uses', 'use', 'does', 'do',
  'the', 'a', 'an', 'objection', 'objections', 'concern', 'concerns', 'question', 'questions',
]);
const STOP = new Set(eng.map((w: string) => fold(w)));

const stem = (w: string) => (w.length > 5 ? w.slice(0, 5) : w);

function contentWords(text: string, exclude: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const raw of words(text, 'en')) {
    const w = fold(raw);
    if (w.length < 3 || STOP.has(w) || FRAMING.has(w) || exclude.has(w) || /^\d+$/.test(w)) continue;
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

/** Names in the condition (capitalised words not starting a sentence), plus the character's name. */
function namesIn(condition: string, extraNames: readonly string[]): Set<string> {
  const names = new Set(extraNames.flatMap((n) => words(n, 'en').map(fold)));
  for (const m of condition.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]+)\b/g)) names.add(fold(m[1]!));
  return names;
}

function exampleWords(condition: string, exclude: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  for (const m of condition.matchAll(/["“'‘]([^"”'’]{2,80})["”'’]/g)) parts.push(m[1]!);
  const tail = /\b(?:for example|for instance|e\.g\.|such as|like)\b[,:]?\s*(.+)$/i.exec(condition);
  if (tail) parts.push(tail[1]!);
  return parts.flatMap((p) => contentWords(p, exclude));
}

/**
 * Compiles one prose condition. `names`: the character's name (and any others) that should not
 * count as content words.
 */
export function compileProse(condition: string, names: readonly string[] = []): ProseMatcher {
  const categories = CATEGORIES.filter((c) => c.trigger.test(condition));
  const exclude = namesIn(condition, names);
  const examples = exampleWords(condition, exclude);
  const exampleStems = new Set(examples.map(stem));
  // Topic words: what is left once category triggers and examples are taken out.
  let rest = condition;
  for (const c of categories) rest = rest.replace(new RegExp(c.trigger.source, 'gi'), ' ');
  const topic = contentWords(rest, exclude).filter((w) => !examples.includes(w));
  const topicStems = topic.map(stem);

  const lineStems = (text: string) => new Set(words(text, 'en').map((w) => stem(fold(w))));
  const topicHits = (stems: Set<string>) => topicStems.filter((s) => stems.has(s)).length;

  return (turn) => {
    const stems = lineStems(turn.text);
    if (exampleStems.size > 0) for (const s of exampleStems) if (stems.has(s)) return true;
    if (categories.length > 0) {
      return categories.some((c) => c.test(turn) && (!c.needsTopic || topicStems.length === 0 || topicHits(stems) > 0));
    }
    if (topicStems.length === 0) return false;
    const needed = topicStems.length === 1 ? 1 : Math.max(2, Math.ceil(topicStems.length / 2));
    return topicHits(stems) >= needed;
  };
}

/** A condition that uses the formal language's operators must parse in it; otherwise it is prose. */
export function looksFormal(condition: string): boolean {
  return /[<>]|==|!=/.test(condition);
}

/** Prose that says something: at least two words of letters. */
export function proseProblem(condition: string): string | undefined {
  return (condition.match(/\p{L}{2,}/gu) ?? []).length >= 2 ? undefined : 'must be a condition in the formal language (e.g. "turn >= 6 and trust_drop > 0.15") or a sentence describing the failure';
}

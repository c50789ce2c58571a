// The turn analyser: observable features of one learner turn, nothing inferred beyond the words.
// Pure and cheap: the lexicon is compiled once per language (lang/index.ts); a turn is one pass of
// Intl.Segmenter plus map look-ups.
//
// Rules (documented because trainers read reports built on them):
// - A question is a sentence ending in "?" (or opened by "¿"). It is OPEN when one of its clauses
//   starts, after optional lead-ins ("and", "so", "okay"), with an open starter ("what", "how",
//   "why", "¿qué", "wie") or an open prompt ("tell me", "walk me through"); otherwise CLOSED.
//   A sentence without "?" that starts with an open prompt ("Tell me more.") is an open question too.
// - REFLECTION: a reflective stem ("it sounds like", "so you're saying") anywhere but in a question
//   clause opened by an open starter ("How do you feel…?" asks), or a paraphrase:
//   at least 3 content words (stop words removed; compared on their first 5 letters, so
//   "worried"/"worries" match) shared with the character's previous line, covering 30% of that line.
// - PRESSURE: a pushy phrase ("last chance", "just sign"). Directive phrases ("you need to",
//   "right now") count only outside questions: "What would you need to see?" asks about the other
//   person's needs, it doesn't push. Pressure adds one more for 2+ exclamations and one for 2+
//   words in capitals (shouting).
// - HOSTILITY: insults and dismissals; a few dismissals count only as a whole sentence ("Whatever."
//   is hostile, "whatever works for you" is not).
import { EvictingOldest } from '../../shared/bounded-memo.js';
import { K, LEXICON_KEYS, lexiconFor, type CompiledLexicon, type LexEntry } from './lang/index.js';
import { tokenize, type Tokens } from './text.js';
import { classifyLine, shippedModel } from './acts/model.js';
import { CONFIDENT, reconcile, withMiReading } from './acts/reconcile.js';
import { asksOnlyAsides, miReading, miScores, NO_PREVIOUS, shippedMiModel, type MiModel, type MiPrevious } from './acts/mi.js';
import type { RuleFeatures, TurnFeatures } from './types.js';

const MAX_LEAD_INS = 3;

function matches(entry: { words: string[]; prefixLast: boolean }, ws: string[], at: number): boolean {
  const n = entry.words.length;
  if (at + n > ws.length) return false;
  for (let j = 0; j < n; j++) {
    const w = ws[at + j]!;
    const e = entry.words[j]!;
    if (j === n - 1 && entry.prefixLast ? !w.startsWith(e) : w !== e) return false;
  }
  return true;
}

interface Scan {
  counts: number[];
  /** Per word position: bit 1 open starter, 2 open prompt, 4 lead-in. */
  marks: Uint8Array;
}

// Keys whose phrases a neighbouring negation cancels ("I don't agree", "no entiendo").
const NEGATABLE = new Set([K.empathy, K.acknowledgement, K.affirmation, K.agreement]);

function negated(tokens: Tokens, lex: CompiledLexicon, at: number, n: number): boolean {
  // Two words either side, inside the same clause: "no lo entiendo", "ich verstehe das nicht".
  const ws = tokens.words;
  const s = tokens.sentence[at];
  for (let j = at - 1, steps = 0; j >= 0 && steps < 2 && tokens.sentence[j] === s && !tokens.clauseStart[j + 1]; j--, steps++) {
    if (lex.negators.has(ws[j]!)) return true;
  }
  for (let j = at + n, steps = 0; j < ws.length && steps < 2 && tokens.sentence[j] === s && !tokens.clauseStart[j]; j++, steps++) {
    if (lex.negators.has(ws[j]!)) return true;
  }
  return false;
}

/**
 * A reflective stem inside a question whose clause opens with an open starter asks rather than
 * mirrors: "How do you feel about it?", "¿Qué le preocupa?", "Qu'est-ce qui vous inquiète ?".
 * Open-starter marks for the clause start are already set: the scan runs left to right and, at
 * one position, open starters come before reflection stems in the lexicon's order.
 */
function asksRatherThanMirrors(tokens: Tokens, marks: Uint8Array, at: number): boolean {
  const s = tokens.sentence[at]!;
  if (!tokens.question[s]) return false;
  let p = at;
  while (p > 0 && tokens.sentence[p - 1] === s && !tokens.clauseStart[p]) p--;
  for (let skipped = 0; p < at && marks[p]! & 4 && !(marks[p]! & 3) && skipped < MAX_LEAD_INS; skipped++) p++;
  return (marks[p]! & 1) !== 0;
}

/** A phrase limited to statements, or to standing alone as a sentence, is in such a place. */
function countsHere(entry: LexEntry, tokens: Tokens, at: number): boolean {
  const s = tokens.sentence[at]!;
  if (entry.where === 'statement') return !tokens.question[s];
  const end = at + entry.words.length;
  return (at === 0 || tokens.sentence[at - 1] !== s) && (end >= tokens.words.length || tokens.sentence[end] !== s);
}

// scan's tallies and marks are scratch space shared by every call: its one caller (ruleAnalysis)
// has read them before the next scan starts, so no line allocates its own (less for the young
// generation's collector to go through on every turn).
const scanCounts = new Array<number>(LEXICON_KEYS.length).fill(0);
let scanMarks = new Uint8Array(64);

function scan(tokens: Tokens, lex: CompiledLexicon): Scan {
  const ws = tokens.words;
  const counts = scanCounts.fill(0);
  if (scanMarks.length < ws.length) scanMarks = new Uint8Array(Math.max(ws.length, 2 * scanMarks.length));
  // Only the line's own positions are read (asksRatherThanMirrors and questions stay below ws.length).
  const marks = scanMarks.fill(0, 0, ws.length);
  for (let i = 0; i < ws.length; i++) {
    // Only the phrases this word and the next could start (lang/index.ts bySecondWord): the same
    // entries matches() would accept, in the same order.
    const index = lex.byFirstThenSecond.get(ws[i]!);
    const list = index && (i + 1 < ws.length ? (index.bySecond.get(ws[i + 1]!) ?? index.any) : index.any);
    if (list) {
      for (const entry of list) {
        if (!matches(entry, ws, i)) continue;
        if (entry.where !== 'anywhere' && !countsHere(entry, tokens, i)) continue;
        if (entry.key === K.reflection && asksRatherThanMirrors(tokens, marks, i)) continue;
        if (NEGATABLE.has(entry.key) && negated(tokens, lex, i, entry.words.length)) continue;
        counts[entry.key]!++;
        if (entry.key === K.openStarters) marks[i]! |= 1;
        else if (entry.key === K.openPrompts) marks[i]! |= 2;
        else if (entry.key === K.leadIns && entry.words.length === 1) marks[i]! |= 4;
      }
    }
    for (const entry of lex.prefixes) {
      if (ws[i]!.startsWith(entry.words[0]!) && (entry.where === 'anywhere' || countsHere(entry, tokens, i))) counts[entry.key]!++;
    }
  }
  return { counts, marks };
}

/** Open and closed questions, by the rule in the header. */
function questions(tokens: Tokens, marks: Uint8Array): { open: number; closed: number } {
  let open = 0;
  let closed = 0;
  const n = tokens.words.length;
  let i = 0;
  while (i < n) {
    const s = tokens.sentence[i]!;
    let isOpen = false;
    let hasPrompt = false;
    let j = i;
    for (; j < n && tokens.sentence[j] === s; j++) {
      if (!tokens.clauseStart[j]) continue;
      let p = j;
      let skipped = 0;
      while (p < n && tokens.sentence[p] === s && marks[p]! & 4 && !(marks[p]! & 3) && skipped < MAX_LEAD_INS) {
        p++;
        skipped++;
      }
      if (p < n && tokens.sentence[p] === s) {
        if (marks[p]! & 1) isOpen = true;
        if (marks[p]! & 2) hasPrompt = true;
      }
    }
    if (tokens.question[s]) {
      if (isOpen || hasPrompt) open++;
      else closed++;
    } else if (hasPrompt) {
      open++;
    }
    i = j;
  }
  return { open, closed };
}

const STEM = 5;
// A percentage or a number of two digits or more reads as a concrete figure ("30%", "12 clients").
const NUMERIC_EVIDENCE = /\d+\s?%|\d{2,}/;

/** Content-word keys: no stop words, no numbers, no 1-2 letter words, first 5 letters. */
export function contentKeys(tokens: Tokens, lex: CompiledLexicon): Set<string> {
  const keys = new Set<string>();
  for (const w of tokens.words) {
    if (w.length < 3 || lex.stop.has(w) || /^\d+$/.test(w)) continue;
    keys.add(w.length > STEM ? w.slice(0, STEM) : w);
  }
  return keys;
}

export interface LineInfo extends MiPrevious {
  keys: Set<string>;
}

/** How many of a character line's last words the MI heads read (acts/mi.ts). */
const TAIL_WORDS = 3;

// Character lines repeat across sessions (built-in replies come from templates), so their content
// words and word counts are cached by text, one map per language (keyed by the text itself: no key
// string to build, and V8 keeps a string's hash, so a line already seen hashes for free).
// Bounded, evicting the oldest (first in, first out: a hit does not move a line): the lines of
// every live session are in use at once, so emptying the whole map would make them all miss
// together, while model-written lines just cycle through.
const LINE_CACHE_MAX = 4096;
const lineCaches = new Map<string, EvictingOldest<string, LineInfo>>();

/** Content-word keys and word count of a character line, cached. */
export function lineInfo(text: string, language: string): LineInfo {
  const lex = lexiconFor(language);
  let cache = lineCaches.get(lex.language);
  if (!cache) lineCaches.set(lex.language, (cache = new EvictingOldest<string, LineInfo>(LINE_CACHE_MAX)));
  let info = cache.get(text);
  if (!info) {
    const tokens = tokenize(text, lex.language);
    const ws = tokens.words;
    const asked = ws.length > 0 && tokens.question[tokens.sentence[ws.length - 1]!] === true;
    info = { keys: contentKeys(tokens, lex), words: tokens.count, asked, tail: ws.slice(-TAIL_WORDS) };
    cache.set(text, info);
  }
  return info;
}

const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', "you're", "you've", "you'd", "you'll", 'youre']);

/** A reflection gives back something the other person said: the line shares a content word with
 * their last line, or speaks about them ("you", "your"). */
function anchored(rules: RuleAnalysis, previous: ReadonlySet<string>): boolean {
  if (rules.overlap > 0) return true;
  for (const w of rules.tokens.words) if (SECOND_PERSON.has(w)) return true;
  if (previous.size === 0) return false;
  for (const k of contentKeys(rules.tokens, lexiconFor(rules.language))) if (previous.has(k)) return true;
  return false;
}

export interface RuleAnalysis {
  features: RuleFeatures;
  /** The lexicon's language the line was read in ('en', ...). */
  language: string;
  /** Content words shared with the previous character line. */
  overlap: number;
  /** The line's tokens, for the act classifier (acts/features.ts). */
  tokens: Tokens;
}

/** The lexicon rules alone (the act classifier's input, and what it was trained on). */
export function ruleAnalysis(text: string, previousNpcText: string, language: string): RuleAnalysis {
  const lex = lexiconFor(language);
  const tokens = tokenize(text, lex.language);
  const { counts, marks } = scan(tokens, lex);
  const q = questions(tokens, marks);

  let overlap = 0;
  let coverage = 0;
  if (previousNpcText && counts[K.reflection] === 0) {
    const npcKeys = lineInfo(previousNpcText, lex.language).keys;
    if (npcKeys.size > 0) {
      for (const k of contentKeys(tokens, lex)) if (npcKeys.has(k)) overlap++;
      coverage = overlap / npcKeys.size;
    }
  }
  const reflection = counts[K.reflection]! > 0 || (overlap >= 3 && coverage >= 0.3);

  let exclaims = 0;
  for (const e of tokens.exclaim) if (e) exclaims++;
  const shouting = (exclaims >= 2 ? 1 : 0) + (tokens.capsWords >= 2 ? 1 : 0);

  return {
    overlap,
    tokens,
    language: lex.language,
    features: {
      words: tokens.count,
      openQuestions: q.open,
      closedQuestions: q.closed,
      reflection,
      complexReflection: false,
      empathy: counts[K.empathy]!,
      acknowledgement: counts[K.acknowledgement]!,
      affirmation: counts[K.affirmation]!,
      pressure: counts[K.pressure]! + shouting,
      hostility: counts[K.hostility]!,
      evidence: counts[K.evidence]! + (NUMERIC_EVIDENCE.test(text) ? 1 : 0),
      benefits: counts[K.benefits]!,
      structure: counts[K.structure]!,
      commitmentRequest: counts[K.commitment]! > 0,
      fillers: counts[K.fillers]!,
      assertive: counts[K.assertive]!,
      agreement: counts[K.agreement]!,
      objection: counts[K.objection]!,
    },
  };
}

export interface Analysis extends RuleAnalysis {
  features: TurnFeatures;
}

/** The rules, then the trained act classifier over the rules' findings and the words (acts/), then
 * the MI heads (`mi`: the shipped model; held-out evaluation passes a fold's model). */
export function analyseTurn(text: string, previousNpcText: string, language: string, mi: MiModel = shippedMiModel()): Analysis {
  const rules = ruleAnalysis(text, previousNpcText, language);
  // Nothing said (empty, symbols only): no act to weigh.
  if (rules.features.words === 0) return { ...rules, features: { ...rules.features, act: 'filler' } };
  const model = shippedModel();
  const reading = classifyLine(model, rules.tokens, rules.features);
  const features = reconcile(rules.features, reading);
  // A line of several sentences or clauses has one act, but a request for a next step often sits
  // at its end, after a summary or a question ("To sum up: ... Could you send the offer today?",
  // "Is there anything else, and would you move me to the final round?"): read the end alone.
  if (!features.commitmentRequest && features.hostility === 0 && rules.tokens.question.length > 0) {
    for (const tail of endings(text)) {
      const r = ruleAnalysis(tail, '', language);
      const reading = classifyLine(model, r.tokens, r.features);
      if (reading.act === 'commitment_request' && reading.confidence >= CONFIDENT) {
        features.commitmentRequest = true;
        if (features.act !== 'summary') features.openQuestions = features.closedQuestions = 0;
        break;
      }
    }
  }
  // Where a model trained on real talk exists (English), it decides the MITI counts: questions,
  // open or closed, reflections, simple or complex (acts/mi.ts).
  if (mi.language === rules.language) {
    const previous = previousNpcText ? lineInfo(previousNpcText, rules.language) : NO_PREVIOUS;
    const scores = miScores(mi, rules.tokens, previous, lexiconFor(rules.language).stop);
    withMiReading(features, miReading(scores), reading, rules.features.reflection, {
      reflectionOdds: scores[2]!,
      evidenceWords: rules.features.evidence - (NUMERIC_EVIDENCE.test(text) ? 1 : 0),
      hostility: rules.features.hostility,
      anchored: () => anchored(rules, previous.keys),
      prompted: rules.features.openQuestions > 0 && !rules.tokens.question.includes(true),
      asides: rules.tokens.question.includes(true) && asksOnlyAsides(rules.tokens),
    });
  }
  return { ...rules, features };
}

const SENTENCE_BREAK = /[.!?…]+["'”’)]*\s+(?=\S)/g;
const CLAUSE_BREAK = /[,;:]\s+/g;
const MIN_CLAUSE_WORDS = 4;

/** The last sentence of a longer text, and the last clause of that sentence, when they are shorter. */
function endings(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  SENTENCE_BREAK.lastIndex = 0;
  for (let m = SENTENCE_BREAK.exec(text); m; m = SENTENCE_BREAK.exec(text)) start = m.index + m[0].length;
  const last = text.slice(start).trim();
  if (start > 0 && last) out.push(last);
  let clause = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(last); m; m = CLAUSE_BREAK.exec(last)) clause = m.index + m[0].length;
  const tail = last.slice(clause).trim();
  if (clause > 0 && tail.split(/\s+/).length >= MIN_CLAUSE_WORDS) out.push(tail);
  return out;
}

/** Features only (the facade's view). */
export function analyse(text: string, previousNpcText: string, language: string): TurnFeatures {
  return analyseTurn(text, previousNpcText, language).features;
}

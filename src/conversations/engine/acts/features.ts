// The evidence the act classifier weighs (model.ts): the words of the line (as folded tokens, and
// their first five letters as a cheap stem that also works across languages), word pairs, how the
// line opens and ends, its length, and the rule-based analyser's own findings (analyser.ts). A rule
// alone misses paraphrase; words alone miss what the lexicons know; the trained weights combine both.
import type { Tokens } from '../text.js';
import type { RuleFeatures } from '../features.js';

/** Receives a line's features; the training side builds names, the classifier looks weights up. */
export interface FeatureSink {
  /** A feature of one key: "w:<word>", "p:<stem>", "c:", "f:", "l:", "ls:". */
  one(kind: string, key: string): void;
  /** A feature of two words: "b:<w1>_<w2>", "f2:<w1>_<w2>". */
  two(kind: string, a: string, b: string): void;
  /** A fixed feature: "q:last", "!", "r:open", "n:8", ... */
  flag(name: string): void;
}

const LENGTH_FLAGS: ReadonlyArray<readonly [number, string]> = [[3, 'n:3'], [8, 'n:8'], [15, 'n:15'], [30, 'n:30']];

function lengthFlag(n: number): string {
  for (const [max, name] of LENGTH_FLAGS) if (n <= max) return name;
  return 'n:long';
}

/** Every feature of one line, in a fixed order. Pure; the same line always gives the same calls. */
export function visitFeatures(tokens: Tokens, f: RuleFeatures, sink: FeatureSink): void {
  const ws = tokens.words;
  const n = ws.length;
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    sink.one('w', w);
    if (w.length > 5) sink.one('p', w.slice(0, 5));
    if (i + 1 < n && tokens.sentence[i + 1] === tokens.sentence[i]) sink.two('b', w, ws[i + 1]!);
    if (tokens.clauseStart[i]) sink.one('c', w);
  }
  if (n > 0) {
    sink.one('f', ws[0]!);
    if (n > 1) sink.two('f2', ws[0]!, ws[1]!);
    sink.one('l', ws[n - 1]!);
    const k = lastSentenceStart(tokens);
    if (k > 0) sink.one('ls', ws[k]!);
  }
  visitLineFlags(tokens, f, sink);
}

/** Index of the first word of the line's last sentence (0 when there is one sentence). */
export function lastSentenceStart(tokens: Tokens): number {
  const n = tokens.words.length;
  const lastSentence = tokens.sentence[n - 1]!;
  let k = n - 1;
  while (k > 0 && tokens.sentence[k - 1] === lastSentence) k--;
  return k;
}

/** The fixed features of a line (length, punctuation, the rules' findings), in visitFeatures' order:
 * the classifier's direct scorer (model.ts) walks the words itself and calls this for the rest. */
export function visitLineFlags(tokens: Tokens, f: RuleFeatures, sink: Pick<FeatureSink, 'flag'>): void {
  sink.flag(lengthFlag(tokens.count));
  const q = tokens.question;
  if (q.length > 0 && q[q.length - 1]) sink.flag('q:last');
  if (q.some(Boolean)) sink.flag('q:any');
  if (tokens.exclaim.some(Boolean)) sink.flag('!');
  if (tokens.capsWords > 0) sink.flag('caps');
  if (q.length > 1) sink.flag('s:many');
  if (f.openQuestions > 0) sink.flag('r:open');
  if (f.closedQuestions > 0) sink.flag('r:closed');
  if (f.commitmentRequest) sink.flag('r:commit');
  if (f.pressure > 0) sink.flag('r:pressure');
  if (f.hostility > 0) sink.flag('r:hostility');
  if (f.reflection) sink.flag('r:reflection');
  if (f.empathy > 0) sink.flag('r:empathy');
  if (f.acknowledgement > 0) sink.flag('r:ack');
  if (f.affirmation > 0) sink.flag('r:affirmation');
  if (f.structure > 0) sink.flag('r:structure');
  if (f.objection > 0) sink.flag('r:objection');
  if (f.fillers > 0) sink.flag('r:filler');
  if (f.fillers > 0 && f.fillers * 3 >= tokens.count) sink.flag('r:mostly-filler');
  if (f.assertive > 0) sink.flag('r:assertive');
  if (f.agreement > 0) sink.flag('r:agreement');
  if (f.evidence > 0) sink.flag('r:evidence');
  if (f.benefits > 0) sink.flag('r:benefits');
}

/** Feature names for one line (training, and the tests that check the classifier against them). */
export function actFeatures(tokens: Tokens, f: RuleFeatures): string[] {
  const out: string[] = [];
  visitFeatures(tokens, f, {
    one: (kind, key) => out.push(`${kind}:${key}`),
    two: (kind, a, b) => out.push(`${kind}:${a}_${b}`),
    flag: (name) => out.push(name),
  });
  return out;
}

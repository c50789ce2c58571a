// The evidence the act classifier weighs (model.ts): the words of the line (as folded tokens, and
// their first five letters as a cheap stem that also works across languages), word pairs, how the
// line opens and ends, its length, and the rule-based analyser's own findings (analyser.ts). A rule
// alone misses paraphrase; words alone miss what the lexicons know; the trained weights combine both.
import type { Tokens } from '../text.js';
import type { RuleFeatures } from '../types.js';

const LENGTH_BUCKETS = [3, 8, 15, 30];

function lengthBucket(n: number): string {
  for (const b of LENGTH_BUCKETS) if (n <= b) return `n:${b}`;
  return 'n:long';
}

/** Feature names for one line. Pure; the same line always gives the same list. */
export function actFeatures(tokens: Tokens, f: RuleFeatures): string[] {
  const out: string[] = [];
  const ws = tokens.words;
  const n = ws.length;
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    out.push('w:' + w);
    if (w.length > 5) out.push('p:' + w.slice(0, 5));
    if (i + 1 < n && tokens.sentence[i + 1] === tokens.sentence[i]) out.push('b:' + w + '_' + ws[i + 1]);
    if (tokens.clauseStart[i]) out.push('c:' + w);
  }
  if (n > 0) {
    out.push('f:' + ws[0]);
    if (n > 1) out.push('f2:' + ws[0] + '_' + ws[1]);
    out.push('l:' + ws[n - 1]);
    const lastSentence = tokens.sentence[n - 1]!;
    let k = n - 1;
    while (k > 0 && tokens.sentence[k - 1] === lastSentence) k--;
    if (k > 0) out.push('ls:' + ws[k]);
  }
  out.push(lengthBucket(tokens.count));
  const q = tokens.question;
  if (q.length > 0 && q[q.length - 1]) out.push('q:last');
  if (q.some(Boolean)) out.push('q:any');
  if (tokens.exclaim.some(Boolean)) out.push('!');
  if (tokens.capsWords > 0) out.push('caps');
  if (q.length > 1) out.push('s:many');
  if (f.openQuestions > 0) out.push('r:open');
  if (f.closedQuestions > 0) out.push('r:closed');
  if (f.commitmentRequest) out.push('r:commit');
  if (f.pressure > 0) out.push('r:pressure');
  if (f.hostility > 0) out.push('r:hostility');
  if (f.reflection) out.push('r:reflection');
  if (f.empathy > 0) out.push('r:empathy');
  if (f.acknowledgement > 0) out.push('r:ack');
  if (f.affirmation > 0) out.push('r:affirmation');
  if (f.structure > 0) out.push('r:structure');
  if (f.objection > 0) out.push('r:objection');
  if (f.fillers > 0) out.push('r:filler');
  if (f.fillers > 0 && f.fillers * 3 >= tokens.count) out.push('r:mostly-filler');
  if (f.assertive > 0) out.push('r:assertive');
  if (f.agreement > 0) out.push('r:agreement');
  if (f.evidence > 0) out.push('r:evidence');
  if (f.benefits > 0) out.push('r:benefits');
  return out;
}

// The shipped prerequisite scorer (weights trained on LectureBank by `npm run train:prerequisites`)
// and the one thing builders do with it: add `requires` edges between related concepts, in order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wordNet } from '../wordnet/reader.js';
import { ConceptSet, PrerequisiteScorer, type PrerequisiteWeights } from './model.js';

export { ConceptSet, PrerequisiteScorer } from './model.js';

export const WEIGHTS_PATH = path.resolve(import.meta.dirname, '../../../../resources/prerequisites/weights.json');

let shared: PrerequisiteScorer | undefined;

export function prerequisiteScorer(): PrerequisiteScorer {
  return (shared ??= new PrerequisiteScorer(JSON.parse(readFileSync(WEIGHTS_PATH, 'utf8')) as PrerequisiteWeights));
}

export interface InferredEdge {
  from: string;
  to: string;
  probability: number;
}

/**
 * `requires` edges the scorer finds between labels: for each label, its most likely
 * prerequisites among the others (at most `perConcept`) whose probability passes the trained
 * threshold and whose pair shares a word, a definition word or a WordNet class (the scorer's
 * relatedness), strongest first and never closing a cycle with the edges already given.
 */
export function inferPrerequisites(labels: string[], existing: Array<[string, string]> = [], opts: { perConcept?: number; minimum?: number } = {}): InferredEdge[] {
  const scorer = prerequisiteScorer();
  const set = new ConceptSet(wordNet(), labels);
  const candidates: InferredEdge[] = [];
  for (const a of labels) {
    for (const b of labels) {
      if (a === b) continue;
      const probability = scorer.probability(set, a, b);
      if (scorer.order(set, a, b) > 0 && set.related(a, b)) candidates.push({ from: a, to: b, probability });
    }
  }
  candidates.sort((x, y) => y.probability - x.probability || (x.from + x.to < y.from + y.to ? -1 : 1));
  const succ = new Map<string, Set<string>>();
  const link = (a: string, b: string) => (succ.get(a) ?? succ.set(a, new Set()).get(a)!).add(b);
  for (const [a, b] of existing) link(a, b);
  const reaches = (from: string, to: string): boolean => {
    const stack = [from];
    const seen = new Set<string>();
    while (stack.length) {
      const x = stack.pop()!;
      if (x === to) return true;
      if (seen.has(x)) continue;
      seen.add(x);
      for (const y of succ.get(x) ?? []) stack.push(y);
    }
    return false;
  };
  const incoming = new Map<string, number>();
  const out: InferredEdge[] = [];
  const perConcept = opts.perConcept ?? 2;
  for (const c of candidates) {
    const enough = out.length >= (opts.minimum ?? 0);
    if (enough && c.probability < scorer.model.threshold) break;
    if ((incoming.get(c.to) ?? 0) >= perConcept || reaches(c.from, c.to) || reaches(c.to, c.from)) continue;
    link(c.from, c.to);
    incoming.set(c.to, (incoming.get(c.to) ?? 0) + 1);
    out.push(c);
  }
  return out;
}

// Leave-one-domain-out evaluation of the prerequisite scorer on LectureBank (Li et al., AAAI
// 2019): train on two domains, measure on the third. Shared by `npm run eval:prerequisites`,
// `npm run train:prerequisites` and the CI test; the service never reads the data.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConceptSet, DEFAULT_TRAINING, PrerequisiteScorer, candidatePairs, seededRandom, trainPrerequisites, type AnnotatedSet } from '../../src/maps/generation/prerequisites/model.js';
import { wordNet } from '../../src/maps/generation/wordnet/reader.js';

const LectureBankSchema = z.object({
  domains: z.record(z.string(), z.object({ topics: z.array(z.string()), pairs: z.array(z.tuple([z.string(), z.string()])) })),
});

export type LectureBank = Record<string, AnnotatedSet>;

export function loadLectureBank(file: string): LectureBank {
  return LectureBankSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).domains;
}

/** The data path from `--data <path>` (or the first bare argument). */
export function dataArgument(argv: string[]): string {
  const at = argv.indexOf('--data');
  const file = at >= 0 ? argv[at + 1] : argv.find((a) => !a.startsWith('-'));
  if (!file) throw new Error('usage: --data <lecturebank-prerequisites.json>');
  return file;
}

export interface DomainReport {
  domain: string;
  /** Annotated pairs measured (pairs annotated in both directions are left out). */
  orderPairs: number;
  orderAccuracy: number;
  /** Candidate pairs: annotated pairs, their reverses, one random unannotated pair per annotated one. */
  candidates: number;
  precision: number;
  recall: number;
  /** The best precision any threshold gives at recall >= 0.4 on the candidates: chosen on the
   *  held-out labels themselves, so a ceiling of the scorer's ranking, not a figure it reaches. */
  bestPrecisionAtRecall40: number;
  /** The same threshold over every ordered pair of the domain's topics. */
  allPairs: { pairs: number; precision: number; recall: number };
}

/** The best precision over thresholds whose recall is at least `recall`. */
function bestPrecision(scored: Array<{ p: number; label: 0 | 1 }>, recall: number): number {
  const sorted = [...scored].sort((a, b) => b.p - a.p);
  const positives = sorted.filter((s) => s.label === 1).length;
  let tp = 0;
  let best = 0;
  sorted.forEach((s, i) => {
    tp += s.label;
    // Only where the next score differs: a threshold cannot split tied scores.
    if (tp >= recall * positives && (i === sorted.length - 1 || sorted[i + 1]!.p < s.p)) best = Math.max(best, tp / (i + 1));
  });
  return best;
}

const pr = (scored: Array<{ p: number; label: 0 | 1 }>, threshold: number) => {
  const predicted = scored.filter((s) => s.p >= threshold);
  const tp = predicted.filter((s) => s.label === 1).length;
  const positives = scored.filter((s) => s.label === 1).length;
  return { precision: predicted.length ? tp / predicted.length : 0, recall: positives ? tp / positives : 0 };
};

/** Seed of the held-out negatives: not the training seed, so no sampled pair is shared by design. */
const EVAL_SEED = 2019;

export function evaluateHeldOut(domains: LectureBank): DomainReport[] {
  const wn = wordNet();
  return Object.keys(domains).map((held) => {
    const train = Object.entries(domains).filter(([d]) => d !== held).map(([, s]) => s);
    const scorer = new PrerequisiteScorer(trainPrerequisites(wn, train));
    const set = domains[held]!;
    const topics = [...new Set([...set.topics, ...set.pairs.flat()])];
    const concepts = new ConceptSet(wn, topics);
    const annotated = new Set(set.pairs.map(([a, b]) => `${a}\u0000${b}`));
    const oneWay = set.pairs.filter(([a, b]) => !annotated.has(`${b}\u0000${a}`));
    const correct = oneWay.filter(([a, b]) => scorer.order(concepts, a, b) > 0).length;
    const threshold = scorer.model.threshold;
    const candidates = candidatePairs(set, DEFAULT_TRAINING.negativesPerPair, seededRandom(EVAL_SEED)).map((c) => ({ p: scorer.probability(concepts, c.a, c.b), label: c.label }));
    const everyPair: Array<{ p: number; label: 0 | 1 }> = [];
    for (const a of topics) for (const b of topics) if (a !== b) everyPair.push({ p: scorer.probability(concepts, a, b), label: annotated.has(`${a}\u0000${b}`) ? 1 : 0 });
    return {
      domain: held,
      orderPairs: oneWay.length,
      orderAccuracy: correct / oneWay.length,
      candidates: candidates.length,
      ...pr(candidates, threshold),
      bestPrecisionAtRecall40: bestPrecision(candidates, 0.4),
      allPairs: { pairs: everyPair.length, ...pr(everyPair, threshold) },
    };
  });
}

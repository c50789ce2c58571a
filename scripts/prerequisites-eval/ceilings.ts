// Why the held-out figures stop where they do: what the same features reach when they are allowed
// to see the labels they are measured on, and where the domains' own annotations contradict one
// another. Printed by `npm run eval:prerequisites -- --data <file> --ceilings` (docs/maps.md).
import { ConceptSet, DEFAULT_TRAINING, fitLogistic } from '../../src/maps/generation/prerequisites/model.js';
import { DIRECTION_FEATURES, FEATURE_NAMES } from '../../src/maps/generation/prerequisites/features.js';
import { wordNet } from '../../src/maps/generation/wordnet/reader.js';
import type { LectureBank } from './evaluate.js';

const DIRECTION_AT = DIRECTION_FEATURES.map((f) => FEATURE_NAMES.indexOf(f));
const FIT = { ...DEFAULT_TRAINING, l2: 0.001, iterations: 3000 };
const key = (a: string, b: string) => `${a}\u0000${b}`;

/** A domain's annotated pairs that are annotated one way only. */
export function oneWayPairs(set: LectureBank[string]): Array<[string, string]> {
  const annotated = new Set(set.pairs.map(([a, b]) => key(a, b)));
  return set.pairs.filter(([a, b]) => !annotated.has(key(b, a)));
}

/** The order features of each domain's one-way annotated pairs. */
function orderFeatures(domains: LectureBank): Map<string, number[][]> {
  const wn = wordNet();
  return new Map(
    Object.entries(domains).map(([name, set]) => {
      const concepts = new ConceptSet(wn, [...new Set([...set.topics, ...set.pairs.flat()])]);
      return [name, oneWayPairs(set).map(([a, b]) => DIRECTION_AT.map((i) => concepts.features(a, b)[i]!))];
    }),
  );
}

/** Order accuracy of a weighting fitted on `fitted` (in-sample: the labels it is measured on may be among them). */
function fittedAccuracy(features: Map<string, number[][]>, fitted: string[]): Record<string, number> {
  const X = fitted.flatMap((d) => features.get(d)!.flatMap((x) => [x, x.map((v) => -v)]));
  const y = X.map((_, i) => (i % 2 === 0 ? 1 : 0));
  const { weights } = fitLogistic(X, y, FIT);
  const score = (x: number[]) => x.reduce((s, v, i) => s + weights[i]! * v, 0);
  return Object.fromEntries([...features].map(([d, rows]) => [d, rows.filter((x) => score(x) > 0).length / rows.length]));
}

/** Each order feature's accuracy per domain (a tie counts half): the single rules, and which agree everywhere. */
function singleFeatures(features: Map<string, number[][]>): Array<{ feature: string; accuracy: number[]; decided: number[] }> {
  return DIRECTION_FEATURES.map((feature, j) => ({
    feature,
    accuracy: [...features.values()].map((rows) => rows.reduce((s, x) => s + (x[j]! > 0 ? 1 : x[j]! === 0 ? 0.5 : 0), 0) / rows.length),
    decided: [...features.values()].map((rows) => rows.filter((x) => x[j] !== 0).length / rows.length),
  }));
}

/**
 * How nearly a domain is a total order: a score per topic (Bradley-Terry, by gradient ascent)
 * fitted on the domain's own pairs, and the share of its pairs that score orders.
 */
function ownOrder(set: LectureBank[string]): number {
  const pairs = oneWayPairs(set);
  const score = new Map(pairs.flat().map((t) => [t, 0]));
  for (let it = 0; it < 3000; it++) {
    const grad = new Map([...score.keys()].map((t) => [t, 0]));
    for (const [a, b] of pairs) {
      const miss = 1 / (1 + Math.exp(score.get(a)! - score.get(b)!));
      grad.set(a, grad.get(a)! + miss);
      grad.set(b, grad.get(b)! - miss);
    }
    for (const [t, g] of grad) score.set(t, score.get(t)! + 0.1 * g - 0.001 * score.get(t)!);
  }
  return pairs.filter(([a, b]) => score.get(a)! > score.get(b)!).length / pairs.length;
}

/** Every topic each topic leads to, through the annotated pairs. */
function reachable(set: LectureBank[string]): Map<string, Set<string>> {
  const next = new Map<string, string[]>();
  for (const [a, b] of set.pairs) next.set(a.toLowerCase(), [...(next.get(a.toLowerCase()) ?? []), b.toLowerCase()]);
  const out = new Map<string, Set<string>>();
  for (const start of next.keys()) {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) for (const n of next.get(stack.pop()!) ?? []) if (!seen.has(n)) stack.push((seen.add(n), n));
    out.set(start, seen);
  }
  return out;
}

/** Pairs of topics named in two domains that both domains order (directly or through others): agreed or reversed. */
function sharedOrder(domains: LectureBank): Array<{ domains: [string, string]; agree: number; reverse: number; examples: string[] }> {
  const names = Object.keys(domains);
  const reach = new Map(names.map((d) => [d, reachable(domains[d]!)]));
  const topics = new Map(names.map((d) => [d, new Set(domains[d]!.topics.map((t) => t.toLowerCase()))]));
  const out = [];
  for (let i = 0; i < names.length; i++) {
    for (let k = i + 1; k < names.length; k++) {
      const [d, e] = [names[i]!, names[k]!];
      const shared = [...topics.get(d)!].filter((t) => topics.get(e)!.has(t));
      const order = (dom: string, x: string, y: string) => (reach.get(dom)!.get(x)?.has(y) ? 1 : reach.get(dom)!.get(y)?.has(x) ? -1 : 0);
      let agree = 0;
      let reverse = 0;
      const examples: string[] = [];
      for (const x of shared) {
        for (const y of shared) {
          if (x >= y) continue;
          const [od, oe] = [order(d, x, y), order(e, x, y)];
          if (!od || !oe) continue;
          if (od === oe) agree++;
          else {
            reverse++;
            examples.push(od > 0 ? `${x} -> ${y}` : `${y} -> ${x}`);
          }
        }
      }
      out.push({ domains: [d, e] as [string, string], agree, reverse, examples });
    }
  }
  return out;
}

/** Annotated pairs between a topic another domain also lists (a shared method) and one only this domain lists. */
function sharedFirst(domains: LectureBank): Record<string, { sharedFirst: number; ownFirst: number }> {
  return Object.fromEntries(
    Object.entries(domains).map(([d, set]) => {
      const elsewhere = new Set(Object.entries(domains).filter(([o]) => o !== d).flatMap(([, s]) => s.topics.map((t) => t.toLowerCase())));
      const counts = { sharedFirst: 0, ownFirst: 0 };
      for (const [a, b] of set.pairs) {
        const [sa, sb] = [elsewhere.has(a.toLowerCase()), elsewhere.has(b.toLowerCase())];
        if (sa && !sb) counts.sharedFirst++;
        if (sb && !sa) counts.ownFirst++;
      }
      return [d, counts];
    }),
  );
}

export function printCeilings(domains: LectureBank): void {
  const features = orderFeatures(domains);
  const names = [...features.keys()];
  const f = (x: number) => x.toFixed(3);
  const row = (label: string, acc: Record<string, number>) => console.log(label.padEnd(44), names.map((d) => f(acc[d]!).padStart(10)).join(''));
  console.log('\norder accuracy of the order features when fitted on labels they are measured on (in-sample)');
  console.log(''.padEnd(44), names.map((d) => d.slice(0, 9).padStart(10)).join(''));
  row('one weighting fitted on all three domains', fittedAccuracy(features, names));
  for (const d of names) row(`fitted on ${d} alone`, fittedAccuracy(features, [d]));
  row('a score per topic fitted on its own domain', Object.fromEntries(names.map((d) => [d, ownOrder(domains[d]!)])));
  console.log('\nsingle order features agreeing in direction on all three domains (a tie counts half; in brackets, the share of pairs not tied)');
  for (const s of singleFeatures(features)) {
    const dir = s.accuracy.every((a) => a > 0.5) ? '+' : s.accuracy.every((a) => a < 0.5) ? '-' : '';
    const cell = (a: number, i: number) => `${f(dir === '+' ? a : 1 - a)} (${Math.round(100 * s.decided[i]!)}%)`.padStart(14);
    if (dir) console.log(`${s.feature} (${dir})`.padEnd(44), s.accuracy.map(cell).join(''));
  }
  console.log('\nconcept pairs named in two domains and ordered by both (through their annotated pairs)');
  for (const s of sharedOrder(domains)) console.log(`${s.domains.join(' / ')}: same order ${s.agree}, reversed ${s.reverse}${s.examples.length ? ` (${s.domains[0]} says ${s.examples.slice(0, 4).join('; ')})` : ''}`);
  console.log('\nannotated pairs between a topic another domain also lists and one only this domain lists');
  for (const [d, c] of Object.entries(sharedFirst(domains))) console.log(`${d}: the shared topic first ${c.sharedFirst}, the domain's own topic first ${c.ownFirst}`);
}

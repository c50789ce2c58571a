// Measures built-in maps against the gold set (test/fixtures/maps-gold): concept recall, ordering
// violations, forbidden nodes, and how the self-reported quality score tracks measured recall.
// Shared by `npm run eval:maps` (prints) and test/maps/generation/gold.test.ts (holds the floors).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateBuiltin, type MapInput } from '../../src/maps/generation/index.js';
import { matchKey } from '../../src/maps/generation/library/index.js';
import type { ConceptMap, Lang } from '../../src/maps/map-schema.js';

export interface GoldEntry {
  id: string;
  subject: string;
  input: Record<string, unknown> & { problem?: string; domain?: string; subdomain?: string; key?: string; audience?: Record<string, unknown> };
  expect: string[];
  order: Array<[string, string]>;
  forbid?: string[];
}

export interface EntryResult {
  id: string;
  subject: string;
  recall: number;
  missing: string[];
  violations: Array<[string, string]>;
  forbidden: string[];
  nodes: number;
  quality: number;
}

export interface EvalReport {
  entries: EntryResult[];
  meanRecall: number;
  violations: number;
  forbidden: number;
  /** Pearson correlation of quality score and recall over the entries. */
  correlation: number;
  /** Mean |quality - recall|. */
  meanGap: number;
}

const GOLD = fileURLToPath(new URL('../../test/fixtures/maps-gold/gold.json', import.meta.url));

export function loadGold(path = GOLD): GoldEntry[] {
  return JSON.parse(readFileSync(path, 'utf8')) as GoldEntry[];
}

/** Whole-word containment after the library's normalisation (case, accents, plural -s). */
function contains(label: string, name: string): boolean {
  const l = ` ${matchKey(label)} `;
  const n = matchKey(name);
  return n.length > 0 && l.includes(` ${n} `);
}

/** The node matching an expected concept (any of its `|` names), first in the learning path. */
function nodeFor(map: ConceptMap, item: string): string | undefined {
  const names = item.split('|').map((s) => s.trim());
  const order = map.learningPath.length ? map.learningPath : map.nodes.map((n) => n.id);
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  return order.find((id) => names.some((name) => contains(byId.get(id)!.label, name)));
}

export function toInput(e: GoldEntry): MapInput {
  const { audience } = e.input;
  const base = e.input.problem !== undefined ? { form: 'freeText' as const, problem: e.input.problem } : { form: 'structural' as const, domain: e.input.domain!, subdomain: e.input.subdomain!, key: e.input.key! };
  return (audience ? { ...base, audience } : base) as MapInput;
}

export function evaluateEntry(e: GoldEntry, map: ConceptMap, quality: number): EntryResult {
  const found = new Map<string, string | undefined>();
  for (const item of e.expect) found.set(item.split('|')[0]!.trim(), nodeFor(map, item));
  const missing = [...found].filter(([, id]) => id === undefined).map(([k]) => k);
  const pos = new Map(map.learningPath.map((id, i) => [id, i]));
  const violations = e.order.filter(([a, b]) => {
    const ia = found.get(a);
    const ib = found.get(b);
    if (ia === undefined || ib === undefined || ia === ib) return false;
    return pos.get(ia)! > pos.get(ib)!;
  });
  // Forbidden names are literal fragments ("machine: " is a gloss pasted into a label), matched as written.
  const forbidden = (e.forbid ?? []).filter((f) => map.nodes.some((n) => n.label.toLowerCase().includes(f.toLowerCase())));
  return { id: e.id, subject: e.subject, recall: (e.expect.length - missing.length) / e.expect.length, missing, violations, forbidden, nodes: map.nodes.length, quality };
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

export function evaluateGold(gold = loadGold(), lang: Lang = 'en'): EvalReport {
  const entries = gold.map((e) => {
    const result = generateBuiltin(toInput(e), { lang, includeLearningPath: true });
    return evaluateEntry(e, result.map, result.quality?.score ?? 0);
  });
  const recalls = entries.map((r) => r.recall);
  const qualities = entries.map((r) => r.quality);
  return {
    entries,
    meanRecall: recalls.reduce((a, b) => a + b, 0) / entries.length,
    violations: entries.reduce((a, r) => a + r.violations.length, 0),
    forbidden: entries.reduce((a, r) => a + r.forbidden.length, 0),
    correlation: pearson(qualities, recalls),
    meanGap: entries.reduce((a, r) => a + Math.abs(r.quality - r.recall), 0) / entries.length,
  };
}

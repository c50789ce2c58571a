// Measures built-in free-text maps against the free-text gold set
// (test/fixtures/maps-freetext-gold): concept recall per problem, and what the map says about its
// own coverage. Shared by `npm run eval:maps` and test/maps/generation/freetext-gold.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateBuiltin } from '../../src/maps/generation/index.js';
import type { Audience } from '../../src/maps/knowledge/index.js';
import { evaluateEntry } from './evaluate.js';

export interface FreeTextGoldEntry {
  id: string;
  problem: string;
  audience?: Audience;
  expect: string[];
}

export interface FreeTextResult {
  id: string;
  recall: number;
  missing: string[];
  nodes: number;
  coverage: string | undefined;
}

const GOLD = fileURLToPath(new URL('../../test/fixtures/maps-freetext-gold/gold.json', import.meta.url));

export function loadFreeTextGold(path = GOLD): FreeTextGoldEntry[] {
  return JSON.parse(readFileSync(path, 'utf8')) as FreeTextGoldEntry[];
}

export function evaluateFreeText(gold = loadFreeTextGold()): { entries: FreeTextResult[]; meanRecall: number } {
  const entries = gold.map((e) => {
    const input = e.audience ? { form: 'freeText' as const, problem: e.problem, audience: e.audience } : { form: 'freeText' as const, problem: e.problem };
    const result = generateBuiltin(input, { lang: 'en', includeLearningPath: true });
    const r = evaluateEntry({ id: e.id, subject: '', input: { problem: e.problem }, expect: e.expect, order: [] }, result.map, result.quality?.score ?? 0);
    return { id: e.id, recall: r.recall, missing: r.missing, nodes: r.nodes, coverage: (result.quality as { coverage?: string } | undefined)?.coverage };
  });
  return { entries, meanRecall: entries.reduce((a, r) => a + r.recall, 0) / entries.length };
}

// Per-scenario work done once: category and weights, phase kinds, compiled failure conditions.
// Cached by scenario object identity (a WeakMap, so inline scenarios are freed with their
// sessions), which keeps condition parsing off the per-turn path.
import type { Scenario } from '../scenarios/schema.js';
import { categoryOf, type Category } from './categories.js';
import { compileCondition, type CompiledCondition } from './conditions.js';
import { planPhases, type PhasePlan } from './phases.js';
import { compileProse, looksFormal, type ProseMatcher } from './prose-conditions.js';
import { CATEGORY_WEIGHTS, type CategoryWeights } from './transition.js';

export type CompiledPattern =
  | { kind: 'condition'; flag: string; description: string; test: CompiledCondition }
  /** A condition in plain language: `matches` is the built-in judgement (prose-conditions.ts). */
  | { kind: 'prose'; flag: string; description: string; condition: string; matches: ProseMatcher };

export interface CompiledScenario {
  category: Category;
  weights: CategoryWeights;
  phases: PhasePlan;
  patterns: CompiledPattern[];
}

const cache = new WeakMap<Scenario, CompiledScenario>();

export function compiledScenario(scenario: Scenario): CompiledScenario {
  let c = cache.get(scenario);
  if (c) return c;
  const category = categoryOf(scenario.type);
  const patterns: CompiledPattern[] = [];
  for (const p of scenario.failure_patterns ?? []) {
    // The scenario schema already rejects broken formal conditions; a scenario built in code without
    // the schema just loses that one pattern rather than failing every turn. Prose is compiled once.
    try {
      patterns.push({ kind: 'condition', flag: p.flag, description: p.description, test: compileCondition(p.condition) });
    } catch {
      if (looksFormal(p.condition)) continue;
      patterns.push({ kind: 'prose', flag: p.flag, description: p.description, condition: p.condition, matches: compileProse(p.condition, [scenario.npc_profile?.name ?? '']) });
    }
  }
  c = { category, weights: CATEGORY_WEIGHTS[category], phases: planPhases(scenario), patterns };
  cache.set(scenario, c);
  return c;
}

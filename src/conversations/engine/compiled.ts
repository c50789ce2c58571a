// Per-scenario work done once: category and weights, phase kinds, compiled failure conditions.
// Cached by scenario object identity (a WeakMap, so inline scenarios are freed with their
// sessions), which keeps condition parsing off the per-turn path.
import type { Scenario } from '../scenarios/schema.js';
import { categoryOf, type Category } from './categories.js';
import { compileCondition, type CompiledCondition } from './conditions.js';
import { planPhases, type PhasePlan } from './phases.js';
import { CATEGORY_WEIGHTS, type CategoryWeights } from './transition.js';

export interface CompiledPattern {
  flag: string;
  description: string;
  test: CompiledCondition;
}

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
    // The scenario schema already rejects unparsable conditions; a scenario built in code without
    // the schema just loses that one pattern rather than failing every turn.
    try {
      patterns.push({ flag: p.flag, description: p.description, test: compileCondition(p.condition) });
    } catch {
      continue;
    }
  }
  c = { category, weights: CATEGORY_WEIGHTS[category], phases: planPhases(scenario), patterns };
  cache.set(scenario, c);
  return c;
}

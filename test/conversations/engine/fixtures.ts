// Small inline scenarios for engine tests: one per built-in category, plus a phased sales case.
import { BUILTIN_CATEGORIES, type Scenario } from '../../../src/conversations/scenarios/schema.js';

export type Category = (typeof BUILTIN_CATEGORIES)[number];

export function scenarioOf(type: Category, extra: Partial<Scenario> = {}): Scenario {
  return {
    type,
    title: `Test ${type}`,
    npc_profile: { name: 'Sam', role: 'Tester' },
    initial_state: { trust: 0.4, resistance: 0.6, commitment_level: 0.2, emotion: 'skeptical' },
    ...extra,
  };
}

export const phasedSales: Scenario = scenarioOf('sales', {
  scenario_id: 'test-sales',
  desired_outcome: 'Agree to a two-week pilot.',
  phases: [
    { id: 'opening', label: 'Opening', description: 'Build rapport.' },
    { id: 'discovery', label: 'Discovery', description: 'Understand needs.', critical: true },
    { id: 'presentation', label: 'Present the solution', description: 'Link value to needs.' },
    { id: 'closing', label: 'Close', description: 'Agree a next step.' },
  ],
  failure_patterns: [
    { condition: 'closed_question_streak >= 3', description: 'Interrogation with closed questions', flag: 'interrogation' },
    { condition: 'turn >= 2 and empathy_turns == 0 and reflection_turns == 0', description: 'No empathy shown early', flag: 'no_empathy' },
  ],
  evaluation_criteria: { empathy: 30, structure: 10, assertiveness: 10, closure: 25, strategy: 25 },
});

export { BUILTIN_CATEGORIES };

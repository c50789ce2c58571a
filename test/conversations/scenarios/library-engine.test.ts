// Calibration of the library's failure patterns against the real engine (pure facade, no HTTP):
// a careless learner must trip each scenario's own patterns, a careful one must not. Scripts are
// generic on purpose: they test the thresholds, not the scenario-specific phase order.
import { describe, expect, it } from 'vitest';
import { commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import type { BuiltinScenario } from '../../../src/conversations/scenarios/schema.js';

const CARELESS = [
  'Right, let us get straight to it. You have to accept this, there is really no other option.',
  'Do you understand? Is that clear?',
  'Can you just agree? Yes or no?',
  'Honestly that is ridiculous. You are wrong and you need to stop wasting my time.',
  'Did you hear me? Are you going to do it?',
  'You must sign off today. I am not going to discuss it any further, just do it.',
  'Is that a yes?',
  'Fine. Whatever.',
];

const CAREFUL = [
  'Thanks for taking the time to talk with me today. How are you doing, and what would you like us to get out of this conversation?',
  'It sounds like this has been weighing on you for a while. What worries you most about it?',
  'That makes sense, and I appreciate you telling me. What would a good outcome look like from your side?',
  'So if I understand you correctly, the main concern is the risk and how it would affect you. Here is what the data shows: in similar cases, a short trial reduced problems by about a third.',
  'One option is to start small, with a review after four weeks, so that you stay in control. How does that sound to you?',
];

/** The scenario's own flags raised while playing `turns`. */
function play(scenario: BuiltinScenario, turns: readonly string[]): string[] {
  let { session } = start({ scenario, role: 'learner', coachEnabled: true, now: 0 });
  const own = new Set(scenario.failure_patterns.map((p) => p.flag));
  const raised: string[] = [];
  turns.forEach((text, i) => {
    const now = (i + 1) * 10_000;
    const prepared = prepareTurn(session, text, now);
    for (const f of prepared.newFlags) if (own.has(f.flag)) raised.push(f.flag);
    session = commitTurn(session, text, prepared, prepared.builtinReply, now);
  });
  return raised;
}

const scenarios = builtinScenarioLibrary().list();

describe('failure patterns against the engine', () => {
  it.each(scenarios.map((s) => [s.scenario_id, s] as const))('%s: a pushy, closed, hostile learner trips its own patterns', (_id, s) => {
    expect(play(s, CARELESS).length).toBeGreaterThanOrEqual(1);
  });

  it.each(scenarios.map((s) => [s.scenario_id, s] as const))('%s: a warm, open, evidence-based learner trips none of its threshold patterns', (_id, s) => {
    // Skip-based patterns depend on each scenario's own phase order, which a generic script
    // cannot follow; they are exercised by the engine's phase tests.
    const skipBased = new Set(s.failure_patterns.filter((p) => p.condition.includes('skipped_critical_phases')).map((p) => p.flag));
    expect(play(s, CAREFUL).filter((f) => !skipBased.has(f))).toEqual([]);
  });

  it('most patterns are reachable by the careless script (the library is not full of dead conditions)', () => {
    const total = scenarios.reduce((n, s) => n + s.failure_patterns.length, 0);
    const reached = scenarios.reduce((n, s) => n + new Set(play(s, CARELESS)).size, 0);
    expect(reached / total).toBeGreaterThan(0.6);
  });
});

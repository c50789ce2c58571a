// Inline scenarios: equal ones (whatever their key order) share one frozen object, different ones
// do not, and an entry is dropped once no session holds its scenario any more.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ScenarioInterner } from '../../../src/conversations/scenarios/intern.js';
import { ScenarioSchema, type Scenario } from '../../../src/conversations/scenarios/schema.js';

const wire = {
  scenario_id: 'pitch',
  title: 'Pitch the pilot budget',
  type: 'persuasion',
  npc_profile: { name: 'Dana Reyes', role: 'Department head' },
  initial_state: { trust: 0.4, resistance: 0.6, commitment_level: 0.2, emotion: 'guarded' },
  phases: [{ id: 'opening', label: 'Opening', description: 'Build rapport.' }],
};
/** The same scenario with every object's keys in reverse order, as another client might send it. */
const reversed = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(reversed) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
const parse = (v: unknown): Scenario => ScenarioSchema.parse(structuredClone(v));

describe('ScenarioInterner', () => {
  it('gives equal scenarios one shared, frozen object, whatever the key order of the request', () => {
    const interner = new ScenarioInterner();
    const first = interner.intern(parse(wire));
    const second = interner.intern(parse(reversed(wire)));
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.initial_state)).toBe(true);
    expect(Object.isFrozen(first.phases![0])).toBe(true);
    expect(interner.size).toBe(1);
  });

  it('keeps different scenarios apart', () => {
    const interner = new ScenarioInterner();
    const a = interner.intern(parse(wire));
    const b = interner.intern(parse({ ...wire, initial_state: { ...wire.initial_state, trust: 0.41 } }));
    expect(b).not.toBe(a);
    expect(b.initial_state.trust).toBe(0.41);
    expect(interner.size).toBe(2);
  });

  it('forgets a scenario once nothing holds it', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const interner = new ScenarioInterner();
    (() => interner.intern(parse(wire)))();
    expect(interner.size).toBe(1);
    // Finalisation callbacks run as tasks some time after a full collection.
    for (let i = 0; i < 50 && interner.size > 0; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(interner.size).toBe(0);
  });
});

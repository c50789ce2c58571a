// Identical inline scenarios share one object. An integrator usually sends the same inline
// scenario for every learner of a course; sharing it means a live session holds a pointer rather
// than its own copy of the scenario and of its compiled form (phases, conditions: compiled.ts
// caches by object), which is ~1.8 KB less per session and one compiled scenario in the CPU's
// caches instead of thousands.
//
// Identity is the canonical JSON of the validated scenario (the schema fixes the key order), so
// two requests that spell the same scenario get the same object. Entries are weak: the shared
// object lives as long as some session uses it, and its entry goes once it has been collected.
import { deepFreeze } from './freeze.js';
import type { Scenario } from './schema.js';

export class ScenarioInterner {
  private readonly byText = new Map<string, WeakRef<Scenario>>();
  private readonly cleanup = new FinalizationRegistry<string>((text) => {
    // The entry may already point at a newer object for the same text; drop only a dead one.
    if (this.byText.get(text)?.deref() === undefined) this.byText.delete(text);
  });

  /** The shared, frozen scenario equal to `scenario` (which becomes it when it is the first). */
  intern(scenario: Scenario): Scenario {
    const text = JSON.stringify(scenario);
    const existing = this.byText.get(text)?.deref();
    if (existing) return existing;
    deepFreeze(scenario);
    this.byText.set(text, new WeakRef(scenario));
    this.cleanup.register(scenario, text);
    return scenario;
  }

  /** Distinct scenarios currently tracked (for tests). */
  get size(): number {
    return this.byText.size;
  }
}

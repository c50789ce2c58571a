// The built-in critic against its labelled set (test/fixtures/content-critic: 150 seeded-fault
// items over ten fault classes, three modes and three languages, and 102 clean items, 50 of them by a second writer). Floors:
// per fault class recall and precision at the right place at least 0.85 over all items; on the
// held-out third (five faults a class, so one miss is 0.2) the same floors over all classes
// together; at most one clean item in ten with a finding of medium severity or above.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULT_TYPES, LABELLED } from '../fixtures/content-critic/index.js';
import { score, type Scores } from './critic-eval.js';

let all: Scores;
let heldOut: Scores;
beforeAll(() => {
  all = score(LABELLED);
  heldOut = score(LABELLED.filter((i) => i.split === 'held-out'));
}, 180_000);

describe('critic on the labelled set', () => {
  it('holds at least 200 items: 150 seeded faults over every class, mode and language, and 50 clean', () => {
    const faulty = LABELLED.filter((i) => i.expected.length);
    expect(LABELLED.length).toBeGreaterThanOrEqual(200);
    expect(faulty.length).toBeGreaterThanOrEqual(150);
    expect(LABELLED.length - faulty.length).toBeGreaterThanOrEqual(50);
    for (const type of FAULT_TYPES) expect(faulty.filter((i) => i.expected[0]!.type === type).length, type).toBeGreaterThanOrEqual(10);
    for (const key of ['mode', 'lang'] as const) expect(new Set(faulty.map((i) => i[key])).size).toBe(3);
  });

  it('all items: every fault class found with recall and precision >= 0.85 at the right place', () => {
    for (const c of all.classes) {
      expect(c.recall, `${c.type} recall (${all.misses.filter((m) => m.includes(c.type)).join('; ')})`).toBeGreaterThanOrEqual(0.85);
      expect(c.precision, `${c.type} precision (${all.falseAlarms.filter((m) => m.includes(` ${c.type} `)).join('; ')})`).toBeGreaterThanOrEqual(0.85);
    }
  });

  it('held-out items: recall and precision >= 0.85 over the fault classes together', () => {
    const sum = (k: 'found' | 'expected' | 'correct' | 'predicted') => heldOut.classes.reduce((n, c) => n + c[k], 0);
    expect(sum('found') / sum('expected'), heldOut.misses.join('; ')).toBeGreaterThanOrEqual(0.85);
    expect(sum('correct') / sum('predicted'), heldOut.falseAlarms.join('; ')).toBeGreaterThanOrEqual(0.85);
  });

  it('clean items: at most one in ten gets a finding of medium severity or above', () => {
    expect(all.clean.rate, `clean items flagged: ${all.clean.flaggedIds.join(', ')}`).toBeLessThanOrEqual(0.1);
    expect(heldOut.clean.rate).toBeLessThanOrEqual(0.1);
  });
});

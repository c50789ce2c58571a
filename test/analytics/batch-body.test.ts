// The one-pass reading of an event batch (src/analytics/batch-body.ts) against the schema it stands
// in for: on every batch it accepts, the same value with the same keys in the same order (the
// stored body is that value serialised); on every batch the schema refuses, it accepts nothing, so
// the refusal (status, code, message, details) is the schema's own.
import { describe, expect, it } from 'vitest';
import { parseEventBatch, plainlyValidBatch } from '../../src/analytics/batch-body.js';
import { EventBatchRequestSchema } from '../../src/analytics/schemas.js';
import { parseWith } from '../../src/http/validate.js';

/** A small deterministic generator, so a failure names a seed that replays it. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Strings near every edge the schema has: empty, lengths 1/20/21/100/101/200/201, spaces to trim, odd white space. */
const STRINGS = ['a', 'fractions', ' padded', 'padded ', '\tx', 'x\u00a0', '\ufeffx', 'x\u2028', 'x\u0085', '\u0085', '', ' ', 'é', 'a'.repeat(20), 'a'.repeat(21), 'a'.repeat(100), 'a'.repeat(101), 'a'.repeat(200), 'a'.repeat(201)];
const TIMES = ['2025-03-01T10:00:00Z', '2025-03-01T10:00:00.123Z', '2025-03-01T10:00:00+02:00', '2024-02-29T00:00:00Z', '2025-02-29T00:00:00Z', '2025-03-01T24:00:00Z', '2025-03-01 10:00:00Z', '2025-03-01T10:00Z', '2025-03-01', 'yesterday', ''];
const OTHER: unknown[] = [null, 0, 1, true, [], {}, ['a']];

function value(r: () => number, strings: boolean): unknown {
  return r() < (strings ? 0.85 : 0.15) ? pick(r, STRINGS) : pick(r, OTHER);
}

function outcome(r: () => number): unknown {
  if (r() < 0.05) return pick(r, OTHER);
  const o: Record<string, unknown> = {};
  if (r() < 0.6) o.correct = r() < 0.9 ? r() < 0.5 : pick(r, ['yes', 1, null]);
  if (r() < 0.4) o.score = pick(r, [0, 0.5, 1, -0, 1.0001, -0.1, '0.5', null]);
  if (r() < 0.5) o.durationMs = pick(r, [0, 20_000, 86_400_000, 86_400_001, -1, 1.5, -0, 2 ** 60, '5']);
  if (r() < 0.05) o.extra = 1;
  return o;
}

function anEvent(r: () => number): unknown {
  if (r() < 0.02) return pick(r, OTHER);
  const e: Record<string, unknown> = {};
  // Keys in a shuffled order: the result must still follow the schema's.
  const fields: Array<[string, () => unknown, number]> = [
    ['id', () => value(r, true), 0.98],
    ['userId', () => value(r, true), 0.98],
    ['type', () => value(r, true), 0.98],
    ['context', () => value(r, true), 0.98],
    ['timestamp', () => (r() < 0.9 ? pick(r, TIMES) : pick(r, OTHER)), 0.98],
    ['conceptId', () => value(r, true), 0.5],
    ['classId', () => value(r, true), 0.2],
    ['bloomLevel', () => value(r, true), 0.3],
    ['outcome', () => outcome(r), 0.4],
    ['extra', () => 'x', 0.02],
  ];
  fields.sort(() => r() - 0.5);
  for (const [k, make, p] of fields) if (r() < p) e[k] = make();
  return e;
}

/** A valid event most of the time (so batches of several pass), with one field bent now and then. */
function mostlyValidEvent(r: () => number): unknown {
  if (r() < 0.2) return anEvent(r);
  const e: Record<string, unknown> = { userId: 'learner-1', id: `e-${Math.floor(r() * 1e6)}`, timestamp: pick(r, TIMES.slice(0, 4)), type: 'practice_quiz.question_answered', context: 'practice_quiz' };
  if (r() < 0.5) e.conceptId = 'fractions';
  if (r() < 0.3) e.bloomLevel = 'apply';
  if (r() < 0.3) e.outcome = { durationMs: 20_000, correct: r() < 0.5 };
  if (r() < 0.1) e.classId = 'class-1';
  return e;
}

function aBody(r: () => number): unknown {
  const roll = r();
  if (roll < 0.03) return pick(r, [...OTHER, { events: [] }, { events: {} }, { events: null }]);
  const n = 1 + Math.floor(r() * 6);
  const body: Record<string, unknown> = { events: Array.from({ length: n }, () => (roll < 0.5 ? anEvent(r) : mostlyValidEvent(r))) };
  if (r() < 0.02) body.more = true;
  return body;
}

/** What the endpoint did before: the schema, its error when it refuses. */
function bySchema(raw: unknown): { ok: true; text: string; value: unknown } | { ok: false; error: unknown } {
  try {
    const value = parseWith(EventBatchRequestSchema, raw);
    return { ok: true, text: JSON.stringify(value), value };
  } catch (error) {
    return { ok: false, error };
  }
}

describe('the event batch, read in one pass', () => {
  it('accepts exactly what the schema accepts, as the schema returns it, and refuses with its errors', () => {
    let accepted = 0;
    let refused = 0;
    let fastOnes = 0;
    for (let seed = 1; seed <= 4000; seed++) {
      const r = rng(seed);
      // Through JSON, as bodies arrive.
      const raw = JSON.parse(JSON.stringify(aBody(r))) as unknown;
      const expected = bySchema(raw);
      const fast = plainlyValidBatch(raw);
      if (expected.ok) {
        accepted++;
        // Not every valid batch need take the fast path (text to trim goes to the schema), but
        // whatever it returns is the schema's value, key order included.
        if (fast) {
          fastOnes++;
          expect(JSON.stringify(fast), `seed ${seed}`).toBe(expected.text);
        }
        const parsed = parseEventBatch(raw);
        expect(JSON.stringify(parsed), `seed ${seed}`).toBe(expected.text);
        expect(parsed, `seed ${seed}`).toEqual(expected.value);
      } else {
        refused++;
        expect(fast, `seed ${seed}`).toBeUndefined();
        let error: unknown;
        try {
          parseEventBatch(raw);
        } catch (e) {
          error = e;
        }
        expect(error, `seed ${seed}`).toEqual(expected.error);
        expect((error as Error).message).toBe((expected.error as Error).message);
      }
    }
    // Both sides were exercised, not just one.
    expect(accepted).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
    expect(fastOnes).toBeGreaterThan(accepted / 2);
  });

  it('takes the common batch (the browser client\'s) without the schema, and leaves the input alone', () => {
    const events = Array.from({ length: 50 }, (_, k) => ({
      outcome: { durationMs: 20_000, correct: k % 3 !== 0 },
      bloomLevel: 'apply',
      conceptId: 'fractions',
      timestamp: new Date(Date.UTC(2025, 2, 1) + k * 1000).toISOString(),
      context: 'practice_quiz',
      type: 'practice_quiz.question_answered',
      userId: 'learner-1',
      id: `learner-1-${k}`,
    }));
    const raw = JSON.parse(JSON.stringify({ events })) as unknown;
    const before = JSON.stringify(raw);
    const fast = plainlyValidBatch(raw);
    expect(fast).toBeDefined();
    expect(JSON.stringify(fast)).toBe(JSON.stringify(parseWith(EventBatchRequestSchema, raw)));
    expect(Object.keys(fast!.events[0]!)).toEqual(['id', 'userId', 'type', 'context', 'timestamp', 'conceptId', 'bloomLevel', 'outcome']);
    expect(JSON.stringify(raw)).toBe(before);
  });

  it('sends text with spaces to trim to the schema, which trims it', () => {
    const raw = { events: [{ id: ' e1 ', userId: 'u', type: 't', context: 'c', timestamp: '2025-03-01T10:00:00Z' }] };
    expect(plainlyValidBatch(raw)).toBeUndefined();
    expect(parseEventBatch(raw).events[0]!.id).toBe('e1');
  });
});

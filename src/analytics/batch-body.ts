// The body of POST /api/analytics/events, read in one pass. Running EventBatchRequestSchema over a
// batch of 50 events was about a tenth of the request's profiled time (zod walks each event's nine
// fields through its checks and copies every object). Here one loop accepts a batch that is plainly
// valid and builds exactly what the schema would return (the same keys in the schema's order, the
// same values); anything it does not recognise as valid (a wrong type, an unknown key, a string
// with spaces to trim, a bad length, time or number) goes to the schema itself, so every refusal
// keeps the schema's status, code and message. test/analytics/batch-body.test.ts holds the two to
// each other on valid and invalid batches.
import type { z } from 'zod';
import { parseWith } from '../http/validate.js';
import { AnalyticsEventSchema, EventBatchRequestSchema, type AnalyticsEvent } from './schemas.js';

type EventBatch = z.output<typeof EventBatchRequestSchema>;
type Outcome = NonNullable<AnalyticsEvent['outcome']>;

/** The timestamp schema's own pattern (z.iso.datetime with an offset), so both accept the same texts. */
const TIMESTAMP = (AnalyticsEventSchema.shape.timestamp as unknown as { _zod: { pattern?: unknown } })._zod.pattern;
const timestampOk: (s: string) => boolean = TIMESTAMP instanceof RegExp ? (s) => TIMESTAMP.test(s) : () => false;

/** A string the schema takes as is: within its length, and (where it trims) nothing to trim. */
const text = (v: unknown, max: number, trimmed: boolean): v is string =>
  typeof v === 'string' && v.length >= 1 && v.length <= max && (!trimmed || v.trim().length === v.length);

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function outcomeOf(v: unknown): Outcome | undefined {
  if (!isPlain(v)) return undefined;
  const { correct, score, durationMs } = v;
  let seen = 0;
  const out: Outcome = {};
  if (correct !== undefined) {
    if (typeof correct !== 'boolean') return undefined;
    out.correct = correct;
    seen++;
  }
  if (score !== undefined) {
    if (typeof score !== 'number' || !(score >= 0 && score <= 1)) return undefined;
    out.score = score;
    seen++;
  }
  if (durationMs !== undefined) {
    if (typeof durationMs !== 'number' || !Number.isInteger(durationMs) || !(durationMs >= 0 && durationMs <= 86_400_000)) return undefined;
    out.durationMs = durationMs;
    seen++;
  }
  // Every key was one of the three (an unknown key, or one present as undefined, is the schema's to refuse).
  return Object.keys(v).length === seen ? out : undefined;
}

function eventOf(v: unknown): AnalyticsEvent | undefined {
  if (!isPlain(v)) return undefined;
  const { id, userId, type, context, timestamp, conceptId, classId, bloomLevel, outcome } = v;
  if (!text(id, 100, true) || !text(userId, 200, true) || !text(type, 100, false) || !text(context, 100, false)) return undefined;
  if (typeof timestamp !== 'string' || !timestampOk(timestamp)) return undefined;
  // The schema's key order: the stored body is this object serialised.
  const e: AnalyticsEvent = { id, userId, type, context, timestamp };
  let seen = 5;
  if (conceptId !== undefined) {
    if (!text(conceptId, 100, true)) return undefined;
    e.conceptId = conceptId;
    seen++;
  }
  if (classId !== undefined) {
    if (!text(classId, 100, true)) return undefined;
    e.classId = classId;
    seen++;
  }
  if (bloomLevel !== undefined) {
    if (!text(bloomLevel, 20, false)) return undefined;
    e.bloomLevel = bloomLevel;
    seen++;
  }
  if (outcome !== undefined) {
    const o = outcomeOf(outcome);
    if (!o) return undefined;
    e.outcome = o;
    seen++;
  }
  return Object.keys(v).length === seen ? e : undefined;
}

/** The batch if every part of it is plainly valid, else undefined (the schema decides). */
export function plainlyValidBatch(raw: unknown): EventBatch | undefined {
  if (!isPlain(raw)) return undefined;
  const { events } = raw;
  if (!Array.isArray(events) || events.length === 0 || Object.keys(raw).length !== 1) return undefined;
  const out: AnalyticsEvent[] = new Array<AnalyticsEvent>(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = eventOf(events[i]);
    if (!e) return undefined;
    out[i] = e;
  }
  return { events: out };
}

/** The batch as EventBatchRequestSchema parses it; its ValidationError when it refuses it. */
export function parseEventBatch(raw: unknown): EventBatch {
  return plainlyValidBatch(raw) ?? parseWith(EventBatchRequestSchema, raw);
}

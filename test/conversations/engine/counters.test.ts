// Counters are copied field by field (counters.ts says why): a field added to the type but
// forgotten in a copy would silently reset to undefined. These checks catch that.
import { describe, expect, it } from 'vitest';
import { copyCounters, countTurn, newCounters } from '../../../src/conversations/engine/counters.js';
import type { TurnFeatures } from '../../../src/conversations/engine/types.js';

const features: TurnFeatures = {
  words: 12,
  openQuestions: 1,
  closedQuestions: 2,
  reflection: true,
  complexReflection: false,
  empathy: 1,
  acknowledgement: 0,
  affirmation: 0,
  pressure: 1,
  hostility: 1,
  evidence: 1,
  benefits: 0,
  structure: 1,
  commitmentRequest: true,
  fillers: 2,
  assertive: 1,
  agreement: 0,
  objection: 0,
  act: 'open_question',
};

describe('counters', () => {
  it('copyCounters copies every field, in the same order', () => {
    const c = newCounters(7);
    let i = 0;
    for (const k of Object.keys(c) as Array<keyof typeof c>) c[k] = 100 + i++;
    const copy = copyCounters(c);
    expect(copy).not.toBe(c);
    expect(Object.keys(copy)).toEqual(Object.keys(c));
    expect(copy).toEqual(c);
  });

  it('countTurn keeps every field (same keys, same order) and counts the turn', () => {
    const c = newCounters(7);
    const next = countTurn(c, features);
    expect(Object.keys(next)).toEqual(Object.keys(c));
    for (const v of Object.values(next)) expect(typeof v).toBe('number');
    expect(next).toMatchObject({ turn: 1, hostileTurns: 1, pushyTurns: 1, empathyTurns: 1, reflectionTurns: 1, openQuestions: 1, closedQuestions: 2, commitmentRequests: 1, evidenceTurns: 1, structureTurns: 1, assertiveTurns: 1, learnerWords: 12, npcWords: 7, lastTurnWords: 12, maxTurnWords: 12, fillerWords: 2 });
    expect(c.turn).toBe(0);
  });
});

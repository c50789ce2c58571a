// Each observable feature moves the character's state the documented way, in every category.
import { describe, expect, it } from 'vitest';
import { prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { nextState, nudge } from '../../../src/conversations/engine/transition.js';
import type { NpcState, TurnFeatures } from '../../../src/conversations/engine/types.js';
import { BUILTIN_CATEGORIES, scenarioOf } from './fixtures.js';

const base: TurnFeatures = {
  words: 12, openQuestions: 0, closedQuestions: 0, reflection: false,
  complexReflection: false, empathy: 0, acknowledgement: 0, affirmation: 0, pressure: 0,
  hostility: 0, evidence: 0, benefits: 0, structure: 0, commitmentRequest: false, fillers: 0, assertive: 0, agreement: 0, objection: 0, act: 'information_giving',
};
const mid: NpcState = { trust: 0.5, resistance: 0.5, commitment_level: 0.3, skepticism: 0.5, engagement: 0.5, emotion: 'neutral' };

type Dir = 1 | -1 | 0;
const cases: Array<[string, Partial<TurnFeatures>, { trust?: Dir; resistance?: Dir; skepticism?: Dir; engagement?: Dir; commitment_level?: Dir }]> = [
  ['open question', { openQuestions: 1 }, { trust: 1, resistance: -1, engagement: 1 }],
  ['reflection', { reflection: true }, { trust: 1, resistance: -1, engagement: 1, skepticism: -1 }],
  ['empathy', { empathy: 1 }, { trust: 1, resistance: -1 }],
  ['acknowledgement', { acknowledgement: 1 }, { trust: 1, resistance: -1 }],
  ['affirmation', { affirmation: 1 }, { trust: 1, resistance: -1 }],
  ['evidence', { evidence: 2 }, { skepticism: -1, resistance: -1, commitment_level: 1 }],
  ['benefits', { benefits: 2 }, { skepticism: -1, resistance: -1 }],
  ['structure', { structure: 2 }, { trust: 1, engagement: 1 }],
  ['assertive', { assertive: 1 }, { trust: 1, resistance: -1 }],
  ['pressure', { pressure: 1 }, { trust: -1, resistance: 1, skepticism: 1, commitment_level: -1 }],
  ['hostility', { hostility: 1 }, { trust: -1, resistance: 1, engagement: -1, commitment_level: -1 }],
  ['closed questions only', { closedQuestions: 2 }, { trust: -1, resistance: 1, engagement: -1 }],
  ['monologue', { words: 200 }, { engagement: -1, resistance: 1 }],
  ['fillers', { fillers: 4 }, { skepticism: 1, trust: -1 }],
];

describe('transition: each feature moves the state the right way', () => {
  for (const [name, patch, expected] of cases) {
    it(name, () => {
      for (const category of BUILTIN_CATEGORIES) {
        const next = nextState({ category, role: 'learner', phaseIndex: 0, phaseCount: 0, state: mid, features: { ...base, ...patch } });
        for (const [key, dir] of Object.entries(expected)) {
          const d = next[key as keyof NpcState] as number - (mid[key as keyof NpcState] as number);
          expect(Math.sign(d), `${name} / ${category} / ${key}`).toBe(dir);
        }
      }
    });
  }

  it('hostility hurts more than pressure', () => {
    const p = nextState({ category: 'sales', role: 'learner', phaseIndex: 0, phaseCount: 0, state: mid, features: { ...base, pressure: 1 } });
    const h = nextState({ category: 'sales', role: 'learner', phaseIndex: 0, phaseCount: 0, state: mid, features: { ...base, hostility: 1 } });
    expect(h.trust).toBeLessThan(p.trust);
  });

  it('a commitment request pays off only when the character is ready', () => {
    const ready: NpcState = { ...mid, trust: 0.75, resistance: 0.25 };
    const asked = nextState({ category: 'sales', role: 'learner', phaseIndex: 3, phaseCount: 4, state: ready, features: { ...base, commitmentRequest: true } });
    expect(asked.commitment_level - ready.commitment_level).toBeGreaterThan(0.05);
    const early = nextState({ category: 'sales', role: 'learner', phaseIndex: 0, phaseCount: 4, state: { ...mid, trust: 0.2, resistance: 0.8 }, features: { ...base, commitmentRequest: true } });
    expect(early.resistance).toBeGreaterThan(0.8);
    expect(early.commitment_level).toBeLessThanOrEqual(mid.commitment_level + 0.001);
  });

  it('category weights: a patient reacts to empathy more than a thesis examiner; a buyer to evidence more than a date', () => {
    const f = (patch: Partial<TurnFeatures>) => ({ ...base, ...patch });
    const gain = (category: (typeof BUILTIN_CATEGORIES)[number], patch: Partial<TurnFeatures>) =>
      nextState({ category, role: 'learner', phaseIndex: 0, phaseCount: 0, state: mid, features: f(patch) }).trust - mid.trust;
    expect(gain('medical', { empathy: 1 })).toBeGreaterThan(gain('thesis_defense', { empathy: 1 }));
    const skepticismDrop = (category: (typeof BUILTIN_CATEGORIES)[number]) =>
      mid.skepticism - nextState({ category, role: 'learner', phaseIndex: 0, phaseCount: 0, state: mid, features: f({ evidence: 2 }) }).skepticism;
    expect(skepticismDrop('sales')).toBeGreaterThan(skepticismDrop('dating'));
    const structureGain = (category: (typeof BUILTIN_CATEGORIES)[number]) => gain(category, { structure: 2, assertive: 1 });
    expect(structureGain('negotiation')).toBeGreaterThan(structureGain('dating'));
  });

  it('diminishing returns near the bounds, always clamped', () => {
    expect(nudge(0.5, 0.1) - 0.5).toBeCloseTo(0.1, 3);
    expect(nudge(0.95, 0.1) - 0.95).toBeCloseTo(0.01, 3);
    expect(nudge(0.02, -0.1)).toBeCloseTo(0.016, 3);
    expect(nudge(1, 0.4)).toBe(1);
    expect(nudge(0, -0.4)).toBe(0);
  });
});

describe('empathy builds trust and hostility destroys it, in every built-in category (real text)', () => {
  const empathetic = "I can imagine that's really hard. It sounds like you're worried about what comes next. What matters most to you right now?";
  const hostile = "That's ridiculous. Stop wasting my time, you need to decide right now, this is a stupid discussion.";
  for (const category of BUILTIN_CATEGORIES) {
    it(category, () => {
      const { session } = start({ scenario: scenarioOf(category), role: 'learner', coachEnabled: true, now: 0 });
      const good = prepareTurn(session, empathetic, 1000).nextState;
      const bad = prepareTurn(session, hostile, 1000).nextState;
      expect(good.trust).toBeGreaterThan(session.state.trust);
      expect(good.resistance).toBeLessThan(session.state.resistance);
      expect(bad.trust).toBeLessThan(session.state.trust);
      expect(bad.resistance).toBeGreaterThan(session.state.resistance);
      expect(['angry', 'frustrated']).toContain(bad.emotion);
    });
  }
});

describe('normaliseEmotion with object-prototype words', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf'])('treats "%s" as an unknown emotion', async (raw) => {
    const { normaliseEmotion } = await import('../../../src/conversations/engine/categories.js');
    expect(normaliseEmotion(raw)).toBe('neutral');
  });
});

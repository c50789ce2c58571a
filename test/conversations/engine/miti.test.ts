// The report's MITI-style figures (metrics.ts) from the English MI heads (acts/mi.ts): questions
// open or closed, reflections simple or complex, counted per learner turn.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/conversations/engine/analyser.js';
import { countTurn, newCounters } from '../../../src/conversations/engine/counters.js';
import { sessionMetrics } from '../../../src/conversations/engine/metrics.js';

const client = 'I know I should cut down, but honestly drinking is how I relax after work.';

describe('MITI figures', () => {
  it('reads open and closed questions, simple and complex reflections', () => {
    expect(analyse('What would help?', client, 'en')).toMatchObject({ openQuestions: 1, closedQuestions: 0, reflection: false });
    expect(analyse('Do you drink every day?', client, 'en')).toMatchObject({ openQuestions: 0, closedQuestions: 1 });
    expect(analyse("So on one hand you want to cut down, and on the other hand it's the one thing that helps you unwind.", client, 'en')).toMatchObject({ reflection: true, complexReflection: true });
    expect(analyse("It sounds like you're worried about the price.", 'The price worries me.', 'en')).toMatchObject({ reflection: true, complexReflection: false });
  });

  it('reports reflection to question ratio, open question share and complex reflection share', () => {
    const lines = [
      'What would help?',
      'Do you drink every day?',
      "So on one hand you want to cut down, and on the other hand it's the one thing that helps you unwind.",
      "It sounds like you're worried about the price.",
    ];
    let c = newCounters(10);
    for (const l of lines) c = countTurn(c, analyse(l, client, 'en'));
    expect(sessionMetrics(c, [])).toMatchObject({ reflection_to_question_ratio: 1, open_question_share: 0.5, complex_reflection_share: 0.5 });
  });

  it('a complex reflection is always a reflection', () => {
    for (const l of ['You feel stuck.', 'Tell me more.', 'Maybe it is the timing that bothers you most?']) {
      const f = analyse(l, client, 'en');
      if (f.complexReflection) expect(f.reflection).toBe(true);
    }
  });
});

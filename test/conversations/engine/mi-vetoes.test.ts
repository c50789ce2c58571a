// The MI heads' reflection reading (acts/mi.ts) is vetoed where a plain statement in sales or
// negotiation practice would otherwise count as a reflection (withMiReading in acts/reconcile.ts):
// each line here is one the reflection head alone reads as a reflection. The vetoes are kept
// narrow (a figure alone is not evidence; a sure reflection head outweighs the act classifier's
// "filler", a backchannel before a phrase), and whatever narrows them further must keep these. Each veto's cost on real talk is
// in docs/engine.md ("Measured on real talk").
import { describe, expect, it } from 'vitest';
import { analyse, lineInfo } from '../../../src/conversations/engine/analyser.js';
import { miScores, shippedMiModel } from '../../../src/conversations/engine/acts/mi.js';
import { lexiconFor } from '../../../src/conversations/engine/lang/index.js';
import { tokenize } from '../../../src/conversations/engine/text.js';

/** The whole analyser's reading, after checking the reflection head alone says yes (so the veto,
 * not the head, is what keeps the line from counting). */
const reflects = (line: string, theirs: string) => {
  const head = miScores(shippedMiModel(), tokenize(line, 'en'), lineInfo(theirs, 'en'), lexiconFor('en').stop)[2]!;
  expect(head, `the reflection head alone on "${line}"`).toBeGreaterThan(0);
  return analyse(line, theirs, 'en').reflection;
};

describe('MI vetoes: what is no longer vetoed', () => {
  it('a backchannel before a short giving back is a reflection, not filler', () => {
    expect(reflects('Hmm, yeah. A fresh start.', 'I moved out last month and I am trying to start over.')).toBe(true);
  });
  it('giving back their own figure is a reflection: a number alone is not evidence', () => {
    expect(reflects('So 60 hours a week, and you are exhausted.', 'Between the two jobs I work 60 hours and I barely sleep.')).toBe(true);
  });
});

describe('MI vetoes: plain statements in sales and negotiation stay no reflection', () => {
  it('a proposal about our product after a complaint (short, nothing of theirs)', () => {
    expect(reflects('Let us talk about our product.', 'I have been worried about the budget and the deadline for weeks.')).toBe(false);
  });
  it('a plain fact about the offer', () => {
    expect(reflects('It costs money.', 'Hmm.')).toBe(false);
  });
  it('a price stated as information, even with a figure', () => {
    expect(reflects('The delivery takes two weeks and costs 40 euros.', 'When would it arrive?')).toBe(false);
  });
  it('evidence in words, and the learner\'s own stance', () => {
    expect(reflects('In my experience, teams like yours find the first month the hardest.', 'The first month has been really hard for the team.')).toBe(false);
    expect(reflects('I believe the deadline worries you.', 'The deadline is in two weeks.')).toBe(false);
  });
  it('filler the head is not sure of', () => {
    expect(reflects('Um, you know, it is good.', 'Hmm.')).toBe(false);
  });
  it('hostility', () => {
    expect(reflects('That is ridiculous, you are wrong.', 'Your product broke twice this month.')).toBe(false);
  });
});

// Questions the English analyser used to miss or misread, found by sorting its errors on real
// therapy talk into kinds (docs/engine.md, "Measured on real talk"): an open prompt without "?"
// that the question head did not take up, and a "?" that only closes an aside ("You know what?").
// Each line here was read the other way before.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/conversations/engine/analyser.js';
import { asksOnlyAsides } from '../../../src/conversations/engine/acts/mi.js';
import { tokenize } from '../../../src/conversations/engine/text.js';

const client = 'Honestly the last few months have been a mess, with the move and the new job and the kids.';
const asked = (line: string, theirs = client) => {
  const f = analyse(line, theirs, 'en');
  return { open: f.openQuestions, closed: f.closedQuestions };
};

describe('an open prompt without "?" is an open question', () => {
  it('alone', () => {
    expect(asked('Describe a normal evening for me.')).toEqual({ open: 1, closed: 0 });
  });
  it('at the end of a long turn', () => {
    expect(asked('Yeah, that is a lot at once, and I can hear it has worn you down, so talk me through a normal day.')).toEqual({ open: 1, closed: 0 });
  });
  it('a statement with no prompt still asks nothing', () => {
    expect(asked('That is a lot at once, and it has worn you down.')).toEqual({ open: 0, closed: 0 });
  });
});

describe('a "?" that closes an aside asks nothing', () => {
  it('"You know what?" before a proposal', () => {
    expect(asked('You know what? I think the pilot could work for your team.', 'We are not sure the tool fits how we work.')).toEqual({ open: 0, closed: 0 });
  });
  it('only when every question sentence is an aside', () => {
    expect(asksOnlyAsides(tokenize('You know what? Guess what?', 'en'))).toBe(true);
    expect(asksOnlyAsides(tokenize('You know what? Would a pilot help?', 'en'))).toBe(false);
    expect(asksOnlyAsides(tokenize('Do you know what the pilot costs?', 'en'))).toBe(false);
    expect(asksOnlyAsides(tokenize('You know what I think.', 'en'))).toBe(false);
    expect(asked('You know what? Would a pilot help?').closed).toBeGreaterThan(0);
  });
});

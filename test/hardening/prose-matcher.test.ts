// The built-in matcher of plain-language conditions on its own, over the analyser's real output:
// more phrasings than the HTTP test, each with a line that fits and a polite one that does not.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/conversations/engine/analyser.js';
import { compileProse } from '../../src/conversations/engine/prose-conditions.js';

const judge = (condition: string, line: string) => compileProse(condition, ['Dana Reyes'])({ features: analyse(line, 'I am not sure this is worth the money.', 'en'), text: line });
const POLITE = 'I understand the cost worries you. What would you need to see to feel comfortable?';

describe('compileProse', () => {
  it.each([
    ['The learner pushes Dana to sign before trust is built', 'You have to sign today, stop wasting my time and decide now.'],
    ['The user is rude or mocks her concerns', 'That is a stupid question, honestly you are being ridiculous.'],
    ['The user guarantees results, e.g. "double your sales"', 'With this we will double your sales, trust me.'],
    ['The user mentions the competitor price list', 'Our competitor price list is higher than ours anyway.'],
  ])('%s', (condition, fitting) => {
    expect(judge(condition, fitting), fitting).toBe(true);
    expect(judge(condition, POLITE), POLITE).toBe(false);
  });

  it('a name in the condition is not a content word (greeting Dana raises nothing)', () => {
    expect(judge('The user mentions the competitor to Dana', 'Hello Dana, how are you today?')).toBe(false);
  });
});

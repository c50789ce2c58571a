// False alarms on clean content, ninth round: a call written without a code span (a spreadsheet
// formula, a function in a maths option) is compared as code, so two that differ only by a
// separator are different options; the same call written twice, spaced differently, is still a
// duplicate. Fresh content (a spreadsheet of sales, a French and an English quiz), not a writer's item.
import { describe, expect, it } from 'vitest';
import { sata } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

const formulas = (lang: LabelledItem['lang'], third: string) =>
  probeItem('SATA', lang, 'Grade 9', sata('Spreadsheets', [[
    'Which formulas add the sales in cells B2 to B9?',
    [
      ['=SUM(B2:B9)', true, 'SUM adds every cell of the range.'],
      ['=SUM(B2;B9)', false, 'With a semicolon it adds only B2 and B9.'],
      [third, false, 'Check the range and the separator.'],
    ],
  ]]));

describe('false alarms, ninth round: options written as code', () => {
  it('formulas that differ only by a separator are different options', () => {
    expect(faultsOf(formulas('en', '=SUM(B2,B9)'), 'duplicate_option')).toEqual([]);
    expect(faultsOf(formulas('fr', '=SOMME(B2;B9)'), 'duplicate_option')).toEqual([]);
  });

  it('the same formula twice, spaced differently or not, is still a duplicate', () => {
    expect(faultsOf(formulas('en', '=SUM( B2 ; B9 )'), 'duplicate_option')).toMatchObject([{ location: '/questions/0/options/2' }]);
    expect(faultsOf(formulas('en', '=SUM(B2:B9)'), 'duplicate_option')).toMatchObject([{ location: '/questions/0/options/2' }]);
  });
});

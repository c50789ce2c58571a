// False alarms on clean content, ninth round: a call written without a code span (a spreadsheet
// formula, a function in a maths option) is compared as code, so two that differ only by a
// separator are different options; the same call written twice, spaced differently, is still a
// duplicate. A value after "plus" or "minus" is a term of a sum, not an amount converted; a value
// given to a few places may be converted from the amount it rounds. A number before a chemical
// formula ("2 H₂O") counts molecules, not henries, and "1.0 mol = 1.0 × 32 = 32 g" converts through
// an unwritten rate, its later steps checked. Fresh content (a spreadsheet of sales, a bus
// journey, a recipe's timings, balancing methane), not a writer's item; each with a control still found.
import { describe, expect, it } from 'vitest';
import { ke, sata } from '../fixtures/content-critic/clean.js';
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

const lesson = (lang: LabelledItem['lang'], body: string) =>
  probeItem('KE', lang, 'Grade 7', ke('Times', ['Convert between units of time.', 'Add durations.'], [['Working', body]], [['Minute', 'Sixty seconds.']], [], [['How many seconds in a minute?', 'Sixty.']]));
const wrong = (lang: LabelledItem['lang'], body: string) => faultsOf(lesson(lang, body), 'arithmetic_error');

describe('false alarms, ninth round: what a conversion is', () => {
  it('a sum in words ending in "= total" is no conversion of its last term; a wrong conversion still is', () => {
    expect(wrong('en', 'The bus takes 2 × 15 = 30 min plus 5 min = 35 minutes in all.')).toEqual([]);
    expect(wrong('es', 'El autobús tarda 2 × 15 = 30 min más 5 min = 35 minutos en total.')).toEqual([]);
    expect(wrong('en', 'The bus waits 1.5 h, that is 80 min, at the depot.')).toMatchObject([{ location: '/sections/0/body' }]);
  });

  it('a rounded value converts from what it rounds; a conversion off by more than the rounding is still wrong', () => {
    expect(wrong('fr', 'La pâte cuit 100 ÷ 60 ≈ 1,67 min, soit 100 secondes.')).toEqual([]);
    expect(wrong('en', 'Bake for 500 ÷ 60 ≈ 8.33 min, that is 500 seconds.')).toEqual([]);
    expect(wrong('fr', 'La pâte cuit 1,67 min, soit 110 secondes.')).toMatchObject([{ location: '/sections/0/body' }]);
  });
});

describe('false alarms, ninth round: chemical formulas', () => {
  const balancing = (section: string, problem = 'Balance C₃H₈ + O₂ → CO₂ + H₂O.') =>
    probeItem('KE', 'en', 'Grade 10', ke('Balancing', ['Balance an equation.', 'Count atoms.'], [['Hydrogen', section]], [['Coefficient', 'The number in front of a formula.']], [['Burning propane', problem, 'Carbon: 3 on the left, so 3CO₂.\nHydrogen: 8 on the left, so 4H₂O.\nOxygen: 3 × 2 + 4 = 10 atoms, so 5O₂.']], [['Why balance?', 'Atoms are not made or lost.']]));
  it('coefficients of formulas in two examples are no two values of one quantity; two masses of one cylinder still are', () => {
    expect(faultsOf(balancing('Methane has 4 hydrogen atoms on the left, so we need 2 H₂O on the right.'), 'quantity_contradiction')).toEqual([]);
    const cylinder = balancing('The propane cylinder in the lab holds 5 kg of gas.', 'The propane cylinder in the lab holds 9 kg of gas. Balance C₃H₈ + O₂ → CO₂ + H₂O.');
    expect(faultsOf(cylinder, 'quantity_contradiction')).toMatchObject([{ location: '/workedExamples/0/problem' }]);
  });
});

describe('false alarms, ninth round: a quantity converted through an unwritten rate', () => {
  const working = (lang: LabelledItem['lang'], body: string) => faultsOf(lesson(lang, body), 'arithmetic_error');
  it('"n mol = n × M = m g" is working, not a false first step; a wrong product after it is still found', () => {
    expect(working('en', 'We need 0.5 mol of water, and water is 18 g per mole, so the mass = 0.5 mol = 0.5 × 18 = 9 g.')).toEqual([]);
    expect(working('fr', 'Le train roule 3 h à 80 km/h : distance = 3 h = 3 × 80 = 240 km.')).toEqual([]);
    expect(working('en', 'Water is 18 g per mole, so the mass = 0.5 mol = 0.5 × 18 = 8 g.')).toMatchObject([{ location: '/sections/0/body' }]);
  });
});

// Answer-key findings about a whole option list that another finding already explains, tenth
// round: a SATA question of one option (the schema's structure finding at the list) cannot hold a
// right and a wrong option; two best choices, one the other in other words (the duplicate check's
// finding), are one choice written twice; every option keyed right where one is "All of the above"
// (the all/none check's finding) is keyed as that option claims. Each is reported once, by the
// finding that names its cause; with no such finding (a review of one type, a cause no check
// reads) the answer-key finding stays, as it may be the only sign. Fresh content (tides, a
// kitchen fire, prime numbers, a lost child at a fair), not a writer's item.
import { describe, expect, it } from 'vitest';
import { builtinCritique } from '../../src/content/critic/builtin.js';
import type { CriticType, Finding } from '../../src/content/critic/findings.js';
import { sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, probeItem } from './critic-eval.js';

type Opt = [string, boolean, string];
const question = (options: Opt[], stem = 'Which of these numbers are prime?') => probeItem('SATA', 'en', 'Grade 6', sata('Primes', [[stem, options]]));
const at = (item: LabelledItem, type: string, location: string, findings: Finding[] = critique(item)) => findings.filter((f) => f.type === type && f.location === location && f.severity !== 'info');
const review = (item: LabelledItem, criticType: CriticType) => builtinCritique({ criticType, system: item.mode, content: item.content, competencyName: 'Test', competencyDescription: '', gradeLevel: item.grade, language: item.lang }).findings;

describe('answer keys, tenth round: a one-option question', () => {
  const single = question([['7', true, '7 has no divisor but 1 and itself.']]);

  it('is reported by the structure check alone', () => {
    expect(at(single, 'structure', '/questions/0/options')).not.toEqual([]);
    expect(at(single, 'answer_key', '/questions/0/options')).toEqual([]);
  });

  it('keeps the answer-key finding when no structure check runs (an assessment review)', () => {
    expect(at(single, 'answer_key', '/questions/0/options', review(single, 'assessment'))).not.toEqual([]);
  });

  it('keeps it on a question of enough options, all keyed right', () => {
    const allRight = question([['7', true, 'Only 1 and 7 divide it.'], ['11', true, 'Only 1 and 11 divide it.'], ['13', true, 'Only 1 and 13 divide it.']]);
    expect(at(allRight, 'structure', '/questions/0/options')).toEqual([]);
    expect(at(allRight, 'answer_key', '/questions/0/options')).not.toEqual([]);
  });
});

describe('answer keys, tenth round: "All of the above" keyed right', () => {
  const options: Opt[] = [['2', true, 'Only 1 and 2 divide it.'], ['5', true, 'Only 1 and 5 divide it.'], ['17', true, 'Only 1 and 17 divide it.']];

  it('every option right is the all/none finding, not a second one', () => {
    const item = question([...options, ['All of the above', true, 'Each of them is prime.']]);
    expect(at(item, 'all_none_above', '/questions/0/options/3')).not.toEqual([]);
    expect(at(item, 'answer_key', '/questions/0/options')).toEqual([]);
  });

  it('with no option about the others, every option right is still an answer-key fault', () => {
    expect(at(question(options), 'answer_key', '/questions/0/options')).not.toEqual([]);
  });
});

type Choice = [string, 'best' | 'acceptable' | 'poor', string];
const fire = (options: Choice[]) =>
  probeItem('SPL', 'en', 'Grade 8', spl('Kitchen fire', 'A pan of oil catches fire while you cook with a friend.', 'You are the cook.', [['The flames are rising from the pan. What do you do first?', options]], 'Smother an oil fire; never pour water on it.'));
const smother: Choice = ['Put the lid on the pan and turn off the heat right away', 'best', 'The lid starves the fire of air.'];
const water: Choice = ['Throw a glass of water on the pan', 'poor', 'Water makes burning oil spatter and spread.'];

describe('answer keys, tenth round: a best choice written twice', () => {
  it('two best choices, one the other in other words, are the duplicate finding alone', () => {
    const item = fire([smother, water, ['Put the lid on the pan and turn off the heat immediately', 'best', 'Without air the flames die.']]);
    expect(at(item, 'duplicate_option', '/decisionPoints/0/options/2')).not.toEqual([]);
    expect(at(item, 'answer_key', '/decisionPoints/0/options')).toEqual([]);
  });

  it('two different best choices are still more than one best choice', () => {
    const item = fire([smother, water, ['Cover the pan with a damp tea towel', 'best', 'The towel also smothers the flames.']]);
    expect(at(item, 'duplicate_option', '/decisionPoints/0/options/2')).toEqual([]);
    expect(at(item, 'answer_key', '/decisionPoints/0/options')).toMatchObject([{ title: 'More than one best choice' }]);
  });

  it('three best choices, two of them one choice written twice, still hold two keys', () => {
    const item = fire([smother, water, ['Put the lid on the pan and turn off the heat immediately', 'best', 'Without air the flames die.'], ['Cover the pan with a damp tea towel', 'best', 'The towel also smothers the flames.']]);
    expect(at(item, 'duplicate_option', '/decisionPoints/0/options/2')).not.toEqual([]);
    expect(at(item, 'answer_key', '/decisionPoints/0/options')).toMatchObject([{ title: 'More than one best choice' }]);
  });
});

describe('answer keys, tenth round: a one-option decision point', () => {
  const lost = (choice: Choice) =>
    probeItem('SPL', 'en', 'Grade 5', spl('Lost at the fair', 'A small child is crying alone near the rides.', 'You are a visitor.', [['What do you do?', [choice]]], 'Bring a lost child to the staff.'));

  it('with no best choice is one structure finding that names both faults (no best choice is `structure` since the eleventh round)', () => {
    const item = lost(['Walk on and enjoy the rides', 'poor', 'The child stays alone.']);
    const structure = critique(item).filter((f) => f.type === 'structure' && f.location === '/decisionPoints/0/options');
    expect(structure).toHaveLength(1);
    expect(structure[0]!.explanation).toMatch(/best/);
    expect(at(item, 'answer_key', '/decisionPoints/0/options')).toEqual([]);
  });
});

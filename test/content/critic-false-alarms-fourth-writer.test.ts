// The causes of the false alarms found on the fourth writer's clean items, fixed by design rather
// than item by item, each pinned with fresh content beside a control that must still be flagged:
// only facts are compared as quantities (not a hypothesis, an example, a share, a calculation or a
// sentence relating two values); an exercise that sets its own scene keeps its numbers; a rate is
// per what it is per; arithmetic recomputes whole expressions only (not step numbers, function
// names or a cut-off left side); a short part is not graded on one long sentence; an acceptable
// choice may be partly right; `2 ** 3` is code, not bold; a word-list match is a low hint.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const of = faultsOf;
const objectives = ['Use a rate.', 'Solve a short problem.'];
const glossary: Array<[string, string]> = [['Rate', 'How much of one thing per unit of another.'], ['Average', 'The total shared equally.']];

describe('critic false-alarm causes (fourth writer)', () => {
  it('quantities: a value in a hypothesis or an example is no rival fact; a fact given two values still is', () => {
    const sections: Array<[string, string]> = [['Speed', 'If a train runs 300 km in 3 hours, its average speed is 100 km/h.'], ['Ferries', 'Ferries are slower than trains, for example 30 km/h on a calm day.']];
    const example: Array<[string, string, string]> = [['A short crossing', 'A ferry crosses 40 km in 2 hours. Find its average speed.', 'Average speed = 40 ÷ 2 = 20 km/h.']];
    expect(of(item('KE', 'en', 'Grade 7', ke('Speed', objectives, sections, glossary, example, [])), 'quantity_contradiction')).toEqual([]);
    const rival: Array<[string, string]> = [['The island', 'The island ferry crosses 40 km of open sea.'], ['Timetable', 'The island ferry crosses 55 km of open sea, so it leaves early.']];
    expect(of(item('KE', 'en', 'Grade 7', ke('Speed', objectives, rival, glossary, [], [])), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('quantities: an exercise that sets its own scene keeps its numbers; one that states the facts is compared', () => {
    const sections: Array<[string, string]> = [['Breathing rate', 'Count the breaths for 60 seconds to get the breathing rate at rest.']];
    const scene: Array<[string, string, string]> = [['After a race', 'After a race, Tomás counts 12 breaths in 20 seconds. What is his breathing rate?', 'There are three 20-second periods in a minute: 12 × 3 = 36 breaths a minute.']];
    expect(of(item('KE', 'en', 'Grade 6', ke('Breathing', objectives, sections, glossary, scene, [])), 'quantity_contradiction')).toEqual([]);
    const fact: Array<[string, string]> = [['How long do you count the breaths to get the breathing rate?', 'Count the breaths for 30 seconds to get the breathing rate at rest.']];
    expect(of(item('KE', 'en', 'Grade 6', ke('Breathing', objectives, sections, glossary, [], fact)), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('quantities: a sentence relating two values, a share and a bound are not rival facts; a rate is per what it is per', () => {
    const relating = spl('The heater', 'The socket is rated 3000 W. The kettle draws 2000 W when it boils water.', 'Careful user', [
      ['What can share the socket with the kettle?', [['The 800 W toaster: 2000 + 800 = 2800 W, under the limit.', 'best', 'Right: the total stays below what the socket is rated for.'], ['The 1500 W heater, because it is small.', 'poor', 'Together they draw 3500 W against a limit of 3000 W.'], ['Nothing at all.', 'acceptable', 'Safe, but the kettle draws less than 3000 W, so half the socket is still free.']]],
    ], 'Add up what the socket carries, from the 2000 W kettle to each small thing, and compare the total with 3000 W.');
    expect(of(item('SPL', 'en', 'Grade 8', relating), 'quantity_contradiction')).toEqual([]);
    const rate = sata('The heart', [['Lena’s heart beats 80 times a minute and pumps about 60 mL of blood with each beat. Which are true?', [['Her heart pumps about 4.8 litres of blood per minute.', true, '80 × 60 mL = 4800 mL.'], ['It beats 4800 times in an hour.', true, '80 × 60 = 4800.']]]]);
    expect(of(item('SATA', 'en', 'Grade 8', rate), 'quantity_contradiction')).toEqual([]);
    const rival = sata('The heart', [['Lena’s heart beats 80 times a minute and pumps about 60 mL of blood with each beat. Which are true?', [['Her heart pumps about 90 mL of blood with each beat.', true, 'It is stated in the question.'], ['It beats 4800 times in an hour.', true, '80 × 60 = 4800.']]]]);
    expect(of(item('SATA', 'en', 'Grade 8', rival), 'quantity_contradiction')).toMatchObject([{ location: '/questions/0/options/0/text' }]);
  });

  it('arithmetic: step numbers, function names and clock times are not terms; a wrong step is still found', () => {
    const steps = 'Step by step:\n1. 25% of 80 = 0.25 × 80 = 20.\n2. g(3) = 3 × 3 + 1 = 10.\n3. The lesson starts at 8:15 a.m. + 45 min = 9:00.';
    expect(of(item('KE', 'en', 'Grade 8', ke('Steps', objectives, [['Working', steps]], glossary, [], [])), 'arithmetic_error')).toEqual([]);
    const wrong = 'Step by step:\n1. 25% of 80 = 0.25 × 80 = 20.\n2. g(3) = 3 × 3 + 1 = 11.';
    expect(of(item('KE', 'en', 'Grade 8', ke('Steps', objectives, [['Working', wrong]], glossary, [], [])), 'arithmetic_error')).toMatchObject([{ location: '/sections/0/body' }]);
    const french = sata('Fonctions', [['Soit h(x) = 2x − 5. Quelles affirmations sont vraies ?', [['h(4) = 3', true, 'h(4) = 2 × 4 − 5 = 3.'], ['h(0) = 5', false, 'h(0) = 2 × 0 − 5 = −5.']]]]);
    expect(of(item('SATA', 'fr', 'Grade 10', french), 'arithmetic_error')).toEqual([]);
    const frenchWrong = sata('Fonctions', [['Soit h(x) = 2x − 5. Quelles affirmations sont vraies ?', [['h(4) = 3', true, 'h(4) = 2 × 4 − 5 = 4.'], ['h(0) = 5', false, 'h(0) = 2 × 0 − 5 = −5.']]]]);
    expect(of(item('SATA', 'fr', 'Grade 10', frenchWrong), 'arithmetic_error')).toMatchObject([{ location: '/questions/0/options/0/rationale' }]);
  });

  it('reading level: one long plain sentence is not grade 18; dense jargon in a short part still is', () => {
    const plain: Array<[string, string]> = [
      ['Saving', 'Put some money away each week. Small sums add up over a year. A bank pays you a little for keeping it.'],
      ['Interest', 'When you keep money in a bank for a whole year, the bank adds a small extra amount to it, and that extra amount is called interest, which you can keep or leave in the bank so that it grows again next year as well.'],
      ['Goals', 'Pick a goal. Write down how much you need. Check each month how close you are.'],
    ];
    expect(of(item('KE', 'en', 'Grade 7', ke('Saving', objectives, plain, glossary, [], [])), 'reading_level')).toEqual([]);
    const dense: Array<[string, string]> = [...plain.slice(0, 1), ['Interest', 'Compound remuneration of deposited capital necessitates periodic capitalisation of accumulated interest, progressively amplifying subsequent remuneration proportionally, notwithstanding institutional variability concerning capitalisation frequency and contractual stipulations.'], plain[2]!];
    expect(of(item('KE', 'en', 'Grade 7', ke('Saving', objectives, dense, glossary, [], [])), 'reading_level')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('answer key: an acceptable choice may be partly right; a poor one said to be right is still a fault', () => {
    const scenario = (quality: 'acceptable' | 'poor') =>
      spl('The spill', 'Paint spills on the classroom floor.', 'Pupil', [
        ['What do you do?', [['Tell the teacher and keep others away from it.', 'best', 'Yes: the teacher knows what to use.'], ['Wipe it with paper towels yourself.', quality, 'Correct that it needs cleaning, but the teacher should decide how.'], ['Walk round it.', 'poor', 'Others may slip on it.']]],
      ], 'Report spills at once.');
    expect(of(item('SPL', 'en', 'Grade 5', scenario('acceptable')), 'answer_key')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 5', scenario('poor')), 'answer_key')).toMatchObject([{ location: '/decisionPoints/0/options/1' }]);
  });

  it('structure: ** in code or between spaces is a power; an unclosed bold in prose is still broken', () => {
    const q = (text: string) => sata('Python', [['Which expressions are True?', [[text, true, 'In Python 2 ** 4 is 16.'], ['`3 * 3 == 6`', false, 'It is 9.'], ['`10 // 3 == 3`', true, 'Whole-number division drops the rest.']]]]);
    // Broken markdown is a low finding: every one is counted here.
    const markdown = (i: LabelledItem) => critique(i).filter((f) => f.type === 'structure' && f.title === 'Broken markdown');
    expect(markdown(item('SATA', 'en', 'Grade 9', q('`2 ** 4 == 16`')))).toEqual([]);
    expect(markdown(item('SATA', 'en', 'Grade 9', q('**2 to the 4th is 16')))).toMatchObject([{ location: '/questions/0/options/0/text' }]);
  });

  it('inclusive wording: a word-list match is a low hint, never a fault', () => {
    const content = ke('Bones', objectives, [['The skeleton', 'As every fireman learns, the bones of the skeleton protect the organs.']], glossary, [], []);
    const findings = critique(item('KE', 'en', 'Grade 6', content)).filter((f) => f.type === 'insensitive_wording');
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.severity === 'low')).toBe(true);
  });
});

// The causes of the false alarms found on the fifth writer's clean items, fixed by design rather
// than item by item, each pinned with fresh content beside a control that must still be flagged:
// the other side of a comparison ("less than that of water") is not what a value measures; a verb
// that only gives a value ("vaut", "vale", "equals") is not the thing measured; a total of several
// ("add up to", "suman") is derived, not a rival fact; a division with a remainder is checked as
// one; several best SPL choices shown to be right are a hint, not a broken key; names are read as
// familiar words by the reading-level formulas.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const of = faultsOf;
const objectives = ['Compare two values.', 'Solve a short problem.'];
const glossary: Array<[string, string]> = [['Density', 'Mass per unit of volume.'], ['Quotient', 'The result of a division.']];
const example: Array<[string, string, string]> = [['A cube', 'A cube has a mass of 54 g and a volume of 20 cm³. Find its density.', 'Density = 54 ÷ 20 = 2.7 g/cm³.']];

describe('critic false-alarm causes (fifth writer)', () => {
  it('quantities: the thing a comparison names is not what the value measures; a rival value of the same thing still is', () => {
    const sections: Array<[string, string]> = [['Metals', 'Iron has a density of 7.9 g/cm³.']];
    const compared: Array<[string, string]> = [['Why does a block of aluminium feel light?', 'Aluminium has a density of about 2.7 g/cm³, far lower than that of iron.']];
    expect(of(item('KE', 'en', 'Grade 8', ke('Density', objectives, sections, glossary, example, compared)), 'quantity_contradiction')).toEqual([]);
    const rival: Array<[string, string]> = [['Why does iron sink?', 'Iron has a density of about 6.1 g/cm³, far higher than that of water.']];
    expect(of(item('KE', 'en', 'Grade 8', ke('Density', objectives, sections, glossary, example, rival)), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
    // The same in French: "plus faible que celle de l'eau" names the water, not the oil.
    const fr: Array<[string, string]> = [['Les liquides', "La masse volumique de l'eau est de 1 g/cm³."]];
    const frAnswer: Array<[string, string]> = [["Pourquoi l'huile flotte-t-elle sur l'eau ?", "L'huile a une masse volumique de 0,9 g/cm³, plus faible que celle de l'eau."]];
    expect(of(item('KE', 'fr', 'Grade 8', ke('Masse volumique', objectives, fr, glossary, example, frAnswer)), 'quantity_contradiction')).toEqual([]);
  });

  it('quantities: a verb that only gives a value is not the thing measured; the same thing given two values still is', () => {
    const stem = 'Una maleta tiene una masa de 20 kg. En la Tierra, g = 9,8 N/kg; en Marte, g = 3,7 N/kg. ¿Qué afirmaciones son correctas?';
    const places = sata('Peso', [[stem, [['En la Tierra, su peso vale 196 N.', true, 'P = 20 × 9,8 = 196 N.'], ['En Marte, su peso vale 74 N.', true, 'P = 20 × 3,7 = 74 N.'], ['En Marte, su masa vale 7 kg.', false, 'La masa no cambia.']]]]);
    expect(of(item('SATA', 'es', 'Grade 9', places), 'quantity_contradiction')).toEqual([]);
    const rival = sata('Peso', [[stem, [['En la Tierra, el peso de la maleta vale 196 N.', true, 'P = 20 × 9,8 = 196 N.'], ['En la Tierra, el peso de la maleta vale 150 N.', true, 'Lo dice la báscula.'], ['En Marte, su masa vale 7 kg.', false, 'La masa no cambia.']]]]);
    expect(of(item('SATA', 'es', 'Grade 9', rival), 'quantity_contradiction')).toMatchObject([{ location: '/questions/0/options/1/text' }]);
  });

  it('quantities: a total of several is derived, not a rival to the value of one; a rival value of one still is', () => {
    const scene = (feedback: string) =>
      spl('Juice for the picnic', 'You need 1 L of juice for the picnic. A bottle of 1 L costs £2. With the offer you take four cartons of 250 mL and pay for three.', 'Shopper', [
        ['Which do you buy?', [['The offer.', 'best', feedback], ['The bottle.', 'acceptable', 'Fine, but it costs a little more.'], ['Nothing.', 'poor', 'The picnic needs a drink.']]],
      ], 'Compare what you get for your money.');
    expect(of(item('SPL', 'en', 'Grade 6', scene('Good: the four cartons together make 1 L and cost less than the bottle.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 6', scene('Good: each of the four cartons holds 330 mL, so you get more juice.')), 'quantity_contradiction')).toMatchObject([{ location: '/decisionPoints/0/options/0/feedback' }]);
  });

  it('arithmetic: a whole-number division with its remainder holds; a wrong quotient or remainder is still found', () => {
    const solution = (lines: string) => [['Writing 19 in binary', 'Convert 19 into binary.', lines]] as Array<[string, string, string]>;
    const right = '19 ÷ 2 = 9 remainder 1\n9 ÷ 2 = 4 r 1\n4 ÷ 2 = 2 remainder 0\n2 ÷ 2 = 1 remainder 0\n1 ÷ 2 = 0 remainder 1\nSo 19 is 10011.';
    expect(of(item('KE', 'en', 'Grade 7', ke('Binary', objectives, [['Division', 'Divide by 2 and keep the remainders.']], glossary, solution(right), [['What is 7 in binary?', '111']])), 'arithmetic_error')).toEqual([]);
    const wrong = right.replace('9 ÷ 2 = 4 r 1', '9 ÷ 2 = 3 r 1');
    expect(of(item('KE', 'en', 'Grade 7', ke('Binary', objectives, [['Division', 'Divide by 2 and keep the remainders.']], glossary, solution(wrong), [['What is 7 in binary?', '111']])), 'arithmetic_error')).toMatchObject([{ location: '/workedExamples/0/solution' }]);
    // French and Spanish write the remainder as "reste" and "resto"; a remainder as big as the divisor is wrong.
    const fr = sata('Division euclidienne', [['On partage 23 billes entre 5 enfants. Quelles affirmations sont vraies ?', [['Chacun reçoit 4 billes.', true, '23 ÷ 5 = 4 reste 3.'], ['Il reste 2 billes.', false, '23 ÷ 5 = 4, reste 3.']]]]);
    expect(of(item('SATA', 'fr', 'Grade 6', fr), 'arithmetic_error')).toEqual([]);
    const es = sata('División', [['Repartimos 23 canicas entre 5 niños. ¿Qué afirmaciones son ciertas?', [['Cada uno recibe 3 canicas.', true, '23 ÷ 5 = 3, resto 8.'], ['Sobran 3 canicas.', true, '23 ÷ 5 = 4 resto 3.']]]]);
    expect(of(item('SATA', 'es', 'Grade 6', es), 'arithmetic_error')).toMatchObject([{ location: '/questions/0/options/0/rationale' }]);
  });

  it('answer key: several best choices shown to be right are a hint; a poor choice keyed best is still a fault', () => {
    const race = (second: [string, 'best', string]) =>
      spl('The relay', 'Your team runs 24 laps of the track, and each lap takes 40 s.', 'Team captain', [
        ['How long does the whole run take?', [['24 × 40 = 960 s.', 'best', 'Counting in seconds works.'], second, ['About an hour.', 'poor', 'Far too long: check with a calculation.']]],
      ], 'Work out a total from a rate.');
    const twoRoutes = critique(item('SPL', 'en', 'Grade 6', race(['40 s is 2/3 of a minute, so 24 × 2/3 = 16 min.', 'best', 'Working in minutes works too.']))).filter((f) => f.type === 'answer_key');
    expect(twoRoutes).toMatchObject([{ severity: 'low', location: '/decisionPoints/0/options' }]);
    const bothPraised = spl('The spill', 'Water spills near a socket.', 'Pupil', [['What do you do first?', [['Tell the teacher.', 'best', 'Correct: an adult must see to the socket.'], ['Warn the others to keep away.', 'best', 'Right: nobody should touch the water.'], ['Mop it up.', 'poor', 'Not near a socket.']]]], 'Report spills near electricity.');
    expect(of(item('SPL', 'en', 'Grade 5', bothPraised), 'answer_key')).toEqual([]);
    const slip = race(['Guess: about 20 minutes.', 'best', 'A guess is not a method.']);
    // Reported at the slip itself: its feedback alone tells of no good outcome (outcomes.ts).
    expect(of(item('SPL', 'en', 'Grade 6', slip), 'answer_key')).toMatchObject([{ severity: 'high', location: '/decisionPoints/0/options/1' }]);
    const differentResults = race(['24 × 40 = 9600 s.', 'best', 'Working in seconds.']);
    expect(of(item('SPL', 'en', 'Grade 6', differentResults), 'answer_key')).toMatchObject([{ severity: 'high', location: '/decisionPoints/0/options/1' }]);
  });

  it('reading level: names are read as familiar words; dense jargon is still too hard', () => {
    const names: Array<[string, string]> = [
      ['The city', 'The Aztecs built Tenochtitlan on an island in Lake Texcoco. Their ruler Moctezuma lived in a great palace near the Templo Mayor, where people honoured Huitzilopochtli and Tlaloc.'],
      ['The Spanish', 'In 1519 Hernán Cortés landed on the coast near Veracruz. With help from the Tlaxcaltecs and a translator called Malintzin, he marched to Tenochtitlan.'],
      ['The end', 'The city fell in 1521. Spanish rulers then built Mexico City on top of Tenochtitlan, and they called the land New Spain.'],
    ];
    const questions: Array<[string, string]> = [['Where did the Aztecs build their city?', 'On an island in a lake.']];
    expect(of(item('KE', 'en', 'Grade 5', ke('The Aztecs', objectives, names, glossary, [], questions)), 'reading_level')).toEqual([]);
    const jargon: Array<[string, string]> = [...names.slice(0, 2), ['The end', 'Subsequent colonial administration institutionalised considerable socioeconomic stratification, systematically subordinating indigenous communities through encomienda obligations and evangelisation.']];
    expect(of(item('KE', 'en', 'Grade 5', ke('The Aztecs', objectives, jargon, glossary, [], questions)), 'reading_level')).toMatchObject([{ location: '/sections/2/body' }]);
  });
});

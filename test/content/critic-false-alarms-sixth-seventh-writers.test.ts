// The causes of the false alarms found on the sixth and seventh writers' clean items, fixed by
// design rather than item by item, each pinned with fresh content (not the writers' words) beside a
// control that must still be flagged: a percentage's whole is not the part it names; a value the
// text states again elsewhere is a table of values, not a slip; a value "now" is the state after a
// change; what a rate is per is its unit, not a fact; verbs that only place a thing and names of a
// quantity of time or chance are not the thing; "16 per 1,000" is a rate, not 1000 = …; French
// clock times ("9 h 50") are not sums; a chain that changes unit is judged step by step; code and
// maths signs tell options apart; a later best SPL choice whose feedback says it is right too is a
// second right answer, not a broken key.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const of = faultsOf;
const objectives = ['Compare two values.', 'Solve a short problem.'];
const glossary: Array<[string, string]> = [['Rate', 'How much of one thing for each unit of another.'], ['Energy', 'What is needed to do work.']];
const example: Array<[string, string, string]> = [['A cube', 'A cube has a mass of 54 g and a volume of 20 cm³. Find its density.', 'Density = 54 ÷ 20 = 2.7 g/cm³.']];

describe('critic false-alarm causes (sixth and seventh writers)', () => {
  it('quantities: two percentages of one whole that name different parts are two quantities; one part given two values still is one', () => {
    const sale = (rationale: string) =>
      sata('Sale prices', [['A bike shop takes 30 % off every helmet. Which statements are true?', [['You pay 70 % of the original price.', true, '100 % − 30 % = 70 %.'], ['A £40 helmet now costs £12.', false, rationale]]]]);
    expect(of(item('SATA', 'en', 'Grade 7', sale('£12 is the saving. The 30 % is worked out on the original price, not on the sale price.')), 'quantity_contradiction')).toEqual([]);
    const rival = sata('Walking to school', [['A survey asked 200 pupils how they travel. Which statements are true?', [['45 % of the pupils walk to school.', true, 'That is 90 of the 200.'], ['Most pupils come by car.', false, 'Only 30 % of the pupils walk to school; the rest come by bus or car.']]]]);
    expect(of(item('SATA', 'en', 'Grade 7', rival), 'quantity_contradiction')).toMatchObject([{ location: '/questions/0/options/1/rationale' }]);
  });

  it('quantities: a thing the text gives several values (a forecast, a table in prose) is not a contradiction; a value stated once against them still is', () => {
    const fair = (feedback: string) =>
      spl('The craft stall', 'You sell bracelets at the weekend market. The forecast:\n\n- Saturday: 21 °C, 20% chance of showers\n- Sunday: 15 °C, 80% chance of showers', 'Stall holder', [
        ['Which day do you book?', [['Saturday', 'best', feedback], ['Sunday', 'poor', 'An 80% chance of showers on Sunday means wet bracelets and few shoppers.']]],
      ], 'A 20% chance of showers is low; an 80% chance is high. Read the forecast before you book.');
    expect(of(item('SPL', 'en', 'Grade 5', fair('Good: Saturday has only a 20% chance of showers, and it is warmer.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 5', fair('Good: Saturday has only a 5% chance of showers, and it is warmer.')), 'quantity_contradiction')).toMatchObject([{ location: '/decisionPoints/0/options/0/feedback' }]);
  });

  it('quantities: a value "now", after a change the text tells, is not the value before it; the same state given two values still is', () => {
    const lunch = (text: string) =>
      spl('Lunch break', 'Your lunch break starts at 12:30. On a normal day, after the queue, you have 30 minutes to eat your lunch.', 'Pupil', [
        ['The fire drill runs over by 12 minutes. What do you do?', [[text, 'best', 'Planning with the time you have left keeps you calm.'], ['Skip lunch', 'poor', 'You still have time to eat something.']]],
      ], 'Plan with the time you really have.');
    expect(of(item('SPL', 'en', 'Grade 6', lunch('You now have 18 minutes to eat your lunch, so choose the quicker sandwich line')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 6', lunch('You have 18 minutes to eat your lunch, so choose the quicker sandwich line')), 'quantity_contradiction')).toMatchObject([{ location: '/decisionPoints/0/options/0/text' }]);
  });

  it('quantities: what a rate is per is its unit, not a fact; the thing given another value still is one', () => {
    const mine = (answer: string) => ke('Inside the Earth', objectives, [['Deep mines', 'The deepest shaft of the mine goes down 900 m below the surface.']], glossary, example, [['Why is it hot at the bottom?', answer]]);
    expect(of(item('KE', 'en', 'Grade 8', mine('Deep rock is about 3 °C warmer for every 100 m of shaft below the surface.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 8', mine('The deepest shaft goes down 700 m below the surface, where the rock is warm.')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('quantities: a verb that only places a thing ("está a", "is at") is not the thing; the same place given two heights still is', () => {
    const town = (rationale: string) => sata('El pueblo', [['¿Por qué nieva en el pueblo?', [['El pueblo está a unos 1200 m de altitud.', true, 'Es un pueblo de montaña.'], ['El pueblo está junto al mar.', false, rationale]]]]);
    expect(of(item('SATA', 'es', 'Grade 8', town('Está a unos 90 km de la costa.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SATA', 'es', 'Grade 8', town('No: el pueblo está a unos 1500 m de altitud, lejos del mar.')), 'quantity_contradiction')).toMatchObject([{ location: '/questions/0/options/1/rationale' }]);
  });

  it('quantities: names of a quantity ("time", "period") and numbers in words ("ten") are not the thing; the period of one pendulum given two values still is', () => {
    const swing = (feedback: string) =>
      spl('A pendulum', 'Your reaction time with a stopwatch is about 0.3 s, spread over ten periods when you time ten swings. The period of the pendulum is 2.4 s.', 'Pupil', [
        ['Ten swings take 24 s. What is the period?', [['24 ÷ 10 = 2.4 s', 'best', 'Dividing by ten shrinks the reaction error too.'], ['24 s', 'poor', feedback]]],
      ], 'Time many swings and divide.');
    expect(of(item('SPL', 'en', 'Grade 8', swing('24 s is the time for ten periods, not one period.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 8', swing('No: the period of the pendulum is 3.1 s.')), 'quantity_contradiction')).toMatchObject([{ location: '/decisionPoints/0/options/1/feedback' }]);
  });

  it('arithmetic: "16 per 1,000" is a rate, not 1000 = …; a wrong step before it is still found', () => {
    const town = (solution: string) => ke('Population', objectives, [['Rates', 'Rates are given per 1,000 people.']], glossary, [['A town', 'A town has 40,000 people. Find its rate of natural increase.', solution]], [['What is 5 per 1,000 as a percentage?', '0.5%']]);
    expect(of(item('KE', 'en', 'Grade 9', town('Births minus deaths: 30 − 12 = 18 per 1,000 = 1.8% a year.')), 'arithmetic_error')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 9', town('Births minus deaths: 30 − 12 = 16 per 1,000 = 1.6% a year.')), 'arithmetic_error')).toMatchObject([{ location: '/workedExamples/0/solution' }]);
  });

  it('arithmetic: French clock times ("9 h 50 + 25 min = 10 h 15") are not sums; a wrong sum beside them is still found', () => {
    const bus = (feedback: string) =>
      spl('Le car', 'Le car part à 9 h 50. Le trajet dure 25 min.', 'Élève', [['À quelle heure arrive-t-il ?', [['10 h 15', 'best', feedback], ['10 h 75', 'poor', 'Une heure compte 60 minutes.']]]], 'Compter les minutes jusqu’à l’heure pleine.');
    expect(of(item('SPL', 'fr', 'Grade 6', bus('9 h 50 + 25 min = 10 h 15 : 10 minutes jusqu’à 10 h, puis 15 minutes.')), 'arithmetic_error')).toEqual([]);
    expect(of(item('SPL', 'fr', 'Grade 6', bus('9 h 50 + 25 min = 10 h 15, car 10 + 15 = 35 minutes.')), 'arithmetic_error')).toMatchObject([{ location: '/decisionPoints/0/options/0/feedback' }]);
  });

  it('arithmetic: a chain that changes unit part-way ("= 90 000 J = 90 kJ") is judged step by step; a wrong step is still found', () => {
    const car = (rationale: string) => sata('Énergie cinétique', [['Une moto de 800 kg roule à 15 m/s. Quelles affirmations sont vraies ?', [['Son énergie cinétique vaut 90 kJ.', true, rationale], ['Son énergie est nulle.', false, 'Elle roule.']]]]);
    expect(of(item('SATA', 'fr', 'Grade 10', car('On calcule : 0,5 × 800 × 15² = 90 000 J = 90 kJ.')), 'arithmetic_error')).toEqual([]);
    expect(of(item('SATA', 'fr', 'Grade 10', car('On calcule : 0,5 × 800 × 15² = 80 000 J = 80 kJ.')), 'arithmetic_error')).toMatchObject([{ location: '/questions/0/options/0/rationale' }]);
  });

  it('options: code and maths signs tell options apart; the same option twice is still a duplicate', () => {
    const code = (last: string) =>
      sata('Strings in Python', [['Which expressions give the first letter of `word`?', [['`word[0]`', true, 'Indexes start at 0.'], ['`word[:1]`', true, 'A slice of one letter is a string of that letter.'], [last, false, 'Not the first letter.']]]]);
    expect(of(item('SATA', 'en', 'Grade 10', code('`word[0:]`')), 'duplicate_option')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 10', code('`word[0]`')), 'duplicate_option')).toMatchObject([{ location: '/questions/0/options/2' }]);
    const signs = (last: string) => sata('Inequalities', [['Which describe "at least 3"?', [['x ≥ 3', true, 'Three itself counts.'], ['3 ≤ x', true, 'The same, read the other way.'], [last, false, 'Leaves out 3.']]]]);
    expect(of(item('SATA', 'en', 'Grade 8', signs('x > 3')), 'duplicate_option')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 8', signs('x ≥ 3.')), 'duplicate_option')).toMatchObject([{ location: '/questions/0/options/2' }]);
  });

  it('answer key: a later best choice whose feedback opens by saying it is right too is a second right answer; a best choice its feedback faults is still a broken key', () => {
    const snacks = (text: string, feedback: string) =>
      spl('Snack money', 'You have £1.50 for the tuck shop. An apple costs 40p, a carton of juice 80p, a banana 35p and a flapjack £1.30.', 'Shopper', [
        ['Which snack fits your money?', [['An apple and a juice', 'best', 'That is 40p + 80p = £1.20, which leaves 30p.'], [text, 'best', feedback], ['Two flapjacks', 'poor', 'That is £2.60, more than you have.']]],
      ], 'Add up before you buy.');
    expect(of(item('SPL', 'en', 'Grade 4', snacks('A banana and a juice', 'This works too: 35p + 80p = £1.15, which leaves 35p.')), 'answer_key')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 4', snacks('A banana and a flapjack', 'That is 35p + £1.30 = £1.65, more than you have.')), 'answer_key')).toMatchObject([{ location: '/decisionPoints/0/options' }]);
  });
});

// Families no writer has brought yet, tried ahead with fresh clean content, each with a control
// (docs/content.md lists those that raised nothing: long texts with many numbers, per-unit costs
// and totals, probabilities and odds, statistics, one formula with several values in separate
// exercises, lists and tables for reading level, quoted sources in stems).
describe('critic false-alarm families tried ahead (after the sixth and seventh writers)', () => {
  it('quantities: a table told in prose (one value per month or year) is not a contradiction; the same month given two values still is', () => {
    const climate = (answer: string) => ke('Weather through the year', objectives, [['Winter', 'In January the average temperature in our town is 4 °C.'], ['Summer', 'In July the average temperature in our town is 19 °C.']], glossary, example, [['How warm is July?', answer]]);
    expect(of(item('KE', 'en', 'Grade 5', climate('In July the average temperature in our town is 19 °C.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 5', climate('In July the average temperature in our town is 25 °C.')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('quantities: a value before a change and one after it ("was at the start", "after five minutes") are two values; the start given two values still is one', () => {
    const heating = (answer: string) => ke('Heating water', objectives, [['The start', 'The water in the beaker was at 18 °C at the start.'], ['Later', 'After five minutes of heating, the water in the beaker is at 62 °C.']], glossary, example, [['How warm was the water at the start?', answer]]);
    expect(of(item('KE', 'en', 'Grade 8', heating('The water in the beaker was at 18 °C.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 8', heating('At the start, the water in the beaker was at 28 °C.')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('quantities: a length drawn to scale ("on the map") is not the real length; the real length given two values still is one', () => {
    const walk = (answer: string) => ke('Maps and scale', objectives, [['Scale', 'The map has a scale of 1:25 000.'], ['The walk', 'The canal path is 8 cm long on the map.'], ['On foot', 'The real canal path is 2 km long.']], glossary, example, [['How long is the real canal path?', answer]]);
    expect(of(item('KE', 'en', 'Grade 7', walk('The real canal path is 2 km long.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 7', walk('The real canal path is 3 km long.')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('quantities: a value for another amount ("4 km in 10 minutes" beside "8 km in 20 minutes") is a different value; the same amount given two values still is one', () => {
    const runner = (text: string) => sata('Speed', [['A runner covers 8 km in 40 minutes. Which statements are true?', [['Her speed is 12 km/h.', true, '8 ÷ (40/60) = 12.'], [text, true, 'The same pace.'], ['Her speed is 8 km/h.', false, 'She ran 8 km in less than an hour.']]]]);
    expect(of(item('SATA', 'en', 'Grade 8', runner('The runner covers 4 km in 20 minutes.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 8', runner('The runner covers 6 km in 40 minutes.')), 'quantity_contradiction')).toMatchObject([{ location: '/questions/0/options/1/text' }]);
  });

  it('quantities: a value for a count ("for 4 people") is not the value for another count; the same count given two values still is one', () => {
    const soup = (answer: string) => ke('Scaling a recipe', objectives, [['The recipe', 'The soup for 4 people uses 300 g of lentils.'], ['A party', 'The soup for 12 people uses 900 g of lentils.']], glossary, example, [['How many lentils for 4 people?', answer]]);
    expect(of(item('KE', 'en', 'Grade 6', soup('The soup for 4 people uses 300 g of lentils.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 6', soup('The soup for 4 people uses 400 g of lentils.')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('negative stems: a negative inside a quotation is the quoted line\'s, not the question\'s; a question asked in the negative about a quotation still is one', () => {
    const poem = (stem: string) => sata('Reading a poem', [[stem, [['A repeated sound', true, '"soft" and "sea" share the s sound.'], ['A command', true, 'The line tells the reader what to do.'], ['A rhyme inside the line', false, 'No two words in it rhyme.']]]]);
    expect(of(item('SATA', 'en', 'Grade 9', poem('In the line “Do not wake the soft sea”, which techniques does the poet use?')), 'negative_stem')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 9', poem('Which techniques does the poet not use in the line “Wake the soft sea”?')), 'negative_stem')).toMatchObject([{ location: '/questions/0/stem' }]);
    const es = sata('Poesía', [['En el verso «no llores, río lento», ¿qué recursos aparecen?', [['Una personificación', true, 'El río llora.'], ['Un apóstrofe', true, 'Habla al río.'], ['Una rima interna', false, 'No hay rima dentro del verso.']]]]);
    expect(of(item('SATA', 'es', 'Grade 9', es), 'negative_stem')).toEqual([]);
  });

  it('quantities: sentences that open with different places ("In towns", "On motorways", "En la ciudad") give two values; one place given two values still is one', () => {
    const roads = (answer: string) => ke('Road safety', objectives, [['Towns', 'In most towns the speed limit is 50 km/h.'], ['Motorways', 'On motorways the speed limit is 120 km/h.']], glossary, example, [['What is the limit in towns?', answer]]);
    expect(of(item('KE', 'en', 'Grade 9', roads('In most towns the speed limit is 50 km/h.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 9', roads('In most towns the speed limit is 60 km/h.')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
    const es = ke('Seguridad vial', objectives, [['Ciudad', 'En la ciudad el límite de velocidad es de 50 km/h.'], ['Autopista', 'En la autopista el límite de velocidad es de 120 km/h.']], glossary, example, [['¿Y en la ciudad?', 'En la ciudad el límite de velocidad es de 50 km/h.']]);
    expect(of(item('KE', 'es', 'Grade 9', es), 'quantity_contradiction')).toEqual([]);
  });

  it('quantities: a value is the odd one out only when the value restating its rival is about its thing too; the same fact given two values still is found', () => {
    const boiling = (sections: Array<[string, string]>) => ke('Boiling', objectives, sections, glossary, example, [['Why does pasta cook slowly on Everest?', 'Water boils at about 70 °C on Everest, which is cooler.']]);
    expect(of(item('KE', 'en', 'Grade 8', boiling([['Sea level', 'At sea level, water boils at 100 °C.'], ['Mountains', 'On top of Mount Everest, water boils at about 70 °C.']])), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 8', boiling([['Boiling', 'Pure water boils at 100 °C.'], ['In the kitchen', 'Pure water boils at 90 °C in a pan.']])), 'quantity_contradiction').map((f) => f.location)).toContain('/sections/1/body');
  });
});

// The causes of the false alarms found on the third writer's clean items, each pinned with fresh
// content beside a control that must still be flagged: two things measured the same way are not
// one quantity; a unit is read whole ("g/cm³" is a density, not a mass); a distractor or a poor
// choice may state something false on purpose; "× 100 = 4 %" gives a number of per cent; a
// calculation may change unit; a negative in the scene before the question is not a negative
// question; an expression's symbols scattered over the stem do not give it away.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { THIRD_WRITER_CLEAN, type LabelledItem } from '../fixtures/content-critic/index.js';
import { critique } from './critic-eval.js';

const item = (mode: LabelledItem['mode'], lang: LabelledItem['lang'], grade: string, content: Record<string, unknown>): LabelledItem => ({ id: 't', split: 'tune', mode, lang, grade, competency: 'Test', content, expected: [] });
const of = (i: LabelledItem, type: string) => critique(i).filter((f) => f.type === type && f.severity !== 'info');
const objectives = ['Measure a shape.', 'Solve a short problem.'];
const glossary: Array<[string, string]> = [['Perimeter', 'The distance all the way round a shape.'], ['Area', 'The flat surface a shape covers.']];

describe('critic false-alarm causes (third writer)', () => {
  it('quantities: two things with the same kind of measure are two quantities; one thing given two values is one', () => {
    const sections: Array<[string, string]> = [['The playground', 'The school playground is 40 m long and 25 m wide, so a fence round it is 130 m.']];
    const pitch: Array<[string, string]> = [['A football pitch is 90 m long and 60 m wide. What is its perimeter?', '300 m']];
    expect(of(item('KE', 'en', 'Grade 6', ke('Fences', objectives, sections, glossary, [], pitch)), 'quantity_contradiction')).toEqual([]);
    const rival: Array<[string, string]> = [...sections, ['Painting lines', 'Our school playground is 55 m long and has room for two courts.']];
    expect(of(item('KE', 'en', 'Grade 6', ke('Fences', objectives, rival, glossary, [], pitch)), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('quantities: a density is not a mass, and a volume is not a length', () => {
    const sections: Array<[string, string]> = [['Oil on water', 'Olive oil floats on water because olive oil has a density of 0.92 g/cm³, less than water.']];
    const questions: Array<[string, string]> = [['A jug holds olive oil with a mass of 460 g. What volume of olive oil is in the jug?', '500 cm³']];
    expect(of(item('KE', 'en', 'Grade 9', ke('Density', objectives, sections, glossary, [], questions)), 'quantity_contradiction')).toEqual([]);
    const rival: Array<[string, string]> = [...sections, ['Checking', 'In the lab we found that olive oil has a density of 0.75 g/cm³ at room temperature.']];
    expect(of(item('KE', 'en', 'Grade 9', ke('Density', objectives, rival, glossary, [], questions)), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('quantities: a SATA distractor may give a wrong value; a keyed option and a rationale may not disagree', () => {
    const q = (rationale: string) =>
      sata('Rivers', [
        ['Which statements about the Danube are true? Select all that apply.', [
          ['The Danube is about 2850 km long.', true, 'It is the second longest river in Europe.'],
          ['The Danube is about 900 km long.', false, rationale],
          ['The Danube flows into the Black Sea.', true, 'Its delta is in Romania and Ukraine.'],
        ]],
      ]);
    expect(of(item('SATA', 'en', 'Grade 8', q('Far too short: it is more than three times that.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 8', q('Wrong: the Danube is about 1800 km long.')), 'quantity_contradiction')).toMatchObject([{ location: '/questions/0/options/1/rationale' }]);
  });

  it('SPL: a poor choice may reason wrongly; the best choice and every feedback are recomputed', () => {
    const trip = (best: string, poorFeedback: string) =>
      spl('The class trip', 'The bus costs $240 for the day and 30 students are going.', 'Class treasurer', [
        ['How much should each student pay for the bus?', [
          [best, 'best', 'Splitting the cost evenly is fair.'],
          ['$6 each, because 240 ÷ 30 = 6.', 'poor', poorFeedback],
          ['Ask the school to pay.', 'acceptable', 'Possible, but the school may say no.'],
        ]],
      ], 'Share a cost evenly and check the division.');
    expect(of(item('SPL', 'en', 'Grade 6', trip('$8 each, because 240 ÷ 30 = 8.', 'Check the division: 240 ÷ 30 = 8, not 6.')), 'arithmetic_error')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 6', trip('$9 each, because 240 ÷ 30 = 9.', 'Check the division: 240 ÷ 30 = 8, not 6.')), 'arithmetic_error')).toMatchObject([{ location: '/decisionPoints/0/options/0/text' }]);
    expect(of(item('SPL', 'en', 'Grade 6', trip('$8 each, because 240 ÷ 30 = 8.', 'Check the division: 240 ÷ 30 = 7, not 6.')), 'arithmetic_error')).toMatchObject([{ location: '/decisionPoints/0/options/1/feedback' }]);
  });

  it('SPL: a poor choice may give a rival value without contradicting the scene', () => {
    const walk = (poor: string) =>
      spl('The hike', 'The path round the lake is 14 km long and the group walks at about 4 km/h.', 'Group leader', [
        ['How long should the group plan for?', [
          ['About three and a half hours, plus breaks.', 'best', '14 ÷ 4 = 3.5 hours of walking.'],
          [poor, 'poor', 'That is a different path; read the map again.'],
        ]],
      ], 'Plan the time from the distance and the speed.');
    expect(of(item('SPL', 'en', 'Grade 7', walk('Two hours: the path round the lake is 8 km long.')), 'quantity_contradiction')).toEqual([]);
    const debrief = { ...walk('Two hours is enough.'), debrief: 'Remember that the path round the lake is 8 km long.' };
    expect(of(item('SPL', 'en', 'Grade 7', debrief), 'quantity_contradiction')).toMatchObject([{ location: '/debrief' }]);
  });

  it('arithmetic: "× 100 = 4 %" is a number of per cent, in French and Spanish decimals too; a wrong percentage is still found', () => {
    const example = (solution: string): Array<[string, string, string]> => [['Une remise', 'Un livre passe de 25 € à 22,50 €. Quelle est la baisse en pourcentage ?', solution]];
    const questions: Array<[string, string]> = [['Un prix passe de 50 € à 40 €. Quelle est la baisse ?', '20 %']];
    const fr = (solution: string) => item('KE', 'fr', 'Grade 8', ke('Pourcentages', ['Calculer une baisse.', 'Exprimer un résultat en pourcentage.'], [['La baisse', 'On divise la baisse par le prix de départ.']], glossary, example(solution), questions));
    expect(of(fr('(25 − 22,50) ÷ 25 × 100 = 10 %, soit 0,1 du prix.'), 'arithmetic_error')).toEqual([]);
    expect(of(fr('(25 − 22,50) ÷ 25 = 0,1 = 10 %.'), 'arithmetic_error')).toEqual([]);
    expect(of(fr('(25 − 22,50) ÷ 25 × 100 = 12 %.'), 'arithmetic_error')).toMatchObject([{ location: '/workedExamples/0/solution' }]);
  });

  it('arithmetic: a calculation that changes unit is recomputed in one unit', () => {
    const example = (solution: string): Array<[string, string, string]> => [['Tiles', 'A row has 15 tiles, each 20 cm wide. How long is the row in metres?', solution]];
    const lesson = (solution: string) => item('KE', 'es', 'Grade 6', ke('Medidas', ['Convertir centímetros en metros.', 'Calcular una longitud total.'], [['Metros y centímetros', 'Un metro tiene 100 centímetros.']], glossary, example(solution), [['¿Cuántos centímetros hay en 2 m?', '200']]));
    expect(of(lesson('15 × 20 cm = 3 m, o sea 300 cm.'), 'arithmetic_error')).toEqual([]);
    expect(of(lesson('15 × 20 cm = 3,5 m.'), 'arithmetic_error')).toMatchObject([{ location: '/workedExamples/0/solution', explanation: expect.stringContaining('in one unit') }]);
  });

  it('negative stem: a negative in the scene is not a negative question; one in the question is', () => {
    const prompt = (p: string) =>
      spl('Group work', 'Your group of four is making a poster about recycling.', 'Group member', [
        [p, [
          ['Ask the classmate what part they would like to do.', 'best', 'Asking brings them in.'],
          ['Do their part for them.', 'poor', 'They learn nothing and the group loses a voice.'],
        ]],
      ], 'A good group gives everyone a part.');
    expect(of(item('SPL', 'en', 'Grade 5', prompt('One classmate has not said anything yet and looks unsure. What do you do?')), 'negative_stem')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 5', prompt('One classmate looks unsure. What should you not do?')), 'negative_stem')).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
  });

  it('answer giveaway: an expression is given away only when the stem writes it', () => {
    const q = (stem: string) =>
      sata('Expressions', [
        [stem, [
          ['y + 5 + y + 5', true, 'Two lots of (y + 5).'],
          ['2y + 10', true, 'Multiply out the bracket.'],
          ['2y + 5', false, 'The 5 must be doubled too.'],
        ]],
      ]);
    expect(of(item('SATA', 'en', 'Grade 8', q('Which expressions are equal to 2(y + 5)? Select all that apply.')), 'answer_giveaway')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 8', q('Since 2(y + 5) = 2y + 10, which expressions are equal to 2(y + 5)? Select all that apply.')), 'answer_giveaway')).toMatchObject([{ location: '/questions/0/stem' }]);
  });

  it("the third writer's 50 clean items (tuned on since): at most 5 with a finding of medium severity or above", () => {
    const flagged = THIRD_WRITER_CLEAN.filter((c) => critique(c).some((f) => f.severity === 'high' || f.severity === 'medium'));
    expect(flagged.length, flagged.map((c) => c.id).join(', ')).toBeLessThanOrEqual(5);
  });
});

// False alarms on clean content, sixth round: the general misreadings behind the fourteenth and
// fifteenth writers' flagged items, each pinned with fresh wording in English, Spanish and French
// (other subjects than theirs) beside a control that must still be flagged. Negative stems: a
// negative in the condition that opens a question sets its scene, and "least", "le moins", "el
// menos" before a measurable amount ask for a minimum. Quantities (small, local fixes in a check
// other work also changes): "par", "por" after an article say by what, not per what; words of
// change and "each", "cada", "chaque" are not what a value is of; a rate the content gives three
// or more percentages is what a lesson varies. The arithmetic readings are in critic-arithmetic-r6.test.ts.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const quiz = (lang: Lang, stem: string) =>
  probeItem('SATA', lang, 'Grade 9', sata('Check', [[stem, [['First statement', true, 'Because it holds.'], ['Second statement', false, 'Because it does not hold.']]]]));
const scenario = (lang: Lang, prompt: string) =>
  probeItem('SPL', lang, 'Grade 8', spl('Choosing', 'Your class is planning a trip.', 'Organiser', [[prompt, [['Compare the offers first', 'best', 'You decide on facts.'], ['Pick the first one', 'poor', 'You may pay more.']]]], 'Compare before choosing.'));
const negatives = (i: LabelledItem) => faultsOf(i, 'negative_stem');
const objectives = ['Compare values.', 'Explain a result.'];
const glossary: Array<[string, string]> = [['Value', 'A number with its unit.']];
const lesson = (lang: Lang, sections: Array<[string, string]>, terms = glossary) =>
  probeItem('KE', lang, 'Grade 8', ke('Values', objectives, sections, terms, [], [['Why compare?', 'To see which is larger.']]));
const clashes = (i: LabelledItem) => faultsOf(i, 'quantity_contradiction');

describe('false alarms, sixth round: negative stems', () => {
  it('a negative in the condition that opens a question sets the scene; a negative in the question itself is still flagged', () => {
    expect(negatives(quiz('en', 'If a plant does not get any light for a week, which of these changes would you expect?'))).toEqual([]);
    expect(negatives(quiz('es', 'Si el termostato no funciona y la calefacción sigue encendida, ¿qué le ocurre a la temperatura?'))).toEqual([]);
    expect(negatives(quiz('fr', 'S’il ne pleut pas pendant un mois, que devient le niveau de la rivière ?'))).toEqual([]);
    expect(negatives(quiz('en', 'When the battery is not charged, which parts of the circuit still work?'))).toEqual([]);
    expect(negatives(quiz('en', 'If a plant gets light, which of these changes would you not expect?'))).toMatchObject([{ location: '/questions/0/stem' }]);
    expect(negatives(quiz('es', 'Si la temperatura sube, ¿qué cambio no se produce?'))).toMatchObject([{ location: '/questions/0/stem' }]);
    expect(negatives(quiz('fr', 'Quand il pleut, quel animal ne sort pas de son abri ?'))).toMatchObject([{ location: '/questions/0/stem' }]);
  });

  it('"least", "le moins", "el menos" before a measurable amount ask for a minimum; before a judgement they still ask for the exception', () => {
    expect(negatives(scenario('fr', 'Quel car est le moins cher pour 45 élèves ?'))).toEqual([]);
    expect(negatives(scenario('es', '¿Qué autobús es el menos caro para el grupo?'))).toEqual([]);
    expect(negatives(scenario('en', 'Which route takes the least time on a weekday morning?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which of these lamps uses the least energy in a year?'))).toEqual([]);
    expect(negatives(quiz('fr', 'Quel métal est le moins dense ?'))).toEqual([]);
    expect(negatives(scenario('fr', 'Quelle sortie est la moins adaptée aux plus jeunes ?'))).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(negatives(scenario('es', '¿Cuál es la opción menos segura para el grupo?'))).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(negatives(quiz('en', 'Which explanation is the least accurate?'))).toMatchObject([{ location: '/questions/0/stem' }]);
  });
});

describe('false alarms, sixth round: quantities (small, local readings)', () => {
  it('"remplacer … par un …", "sustituir … por una …": by what, not per what', () => {
    const scene = (lang: Lang, situation: string, prompt: string) =>
      probeItem('SPL', lang, 'Grade 9', spl('Energy', situation, 'Helper', [[prompt, [['Work it out', 'best', 'Good: you compare.'], ['Guess', 'poor', 'A guess is no plan.']]]], 'Compare first.'));
    const garage = 'Dans le garage, un vieux congélateur de 300 W tourne jour et nuit.';
    expect(clashes(scene('fr', garage, 'Paul remplace le vieux congélateur de 300 W par un congélateur neuf de 120 W. Combien économise-t-il ?'))).toEqual([]);
    expect(clashes(scene('es', 'En el taller, una vieja bomba de agua de 900 W funciona cada tarde.', 'Marta sustituye la vieja bomba de agua de 900 W por una bomba nueva de 500 W. ¿Cuánto ahorra?'))).toEqual([]);
    // Not found: a thing the setting brings in with "un" is met only there, so "Le vieux congélateur
    // du garage consomme 120 W" in a decision point is not compared with it (docs/content.md).
    expect(clashes(scene('fr', garage, 'Le vieux congélateur du garage consomme 120 W. Combien économise-t-il ?'))).toEqual([]);
  });

  it('words of change and "each", "cada", "chaque" do not name what a value is of', () => {
    expect(clashes(lesson('en', [['Exports', 'Exports of wheat rose by 12% last year.'], ['Imports', 'Imports of wheat rose by 4% over the same period.']]))).toEqual([]);
    expect(clashes(lesson('es', [['Porcentajes', 'Un 30 % significa 30 de cada 100.'], ['Propinas', 'Una propina del 10 % significa 10 céntimos de cada euro.']]))).toEqual([]);
    expect(clashes(lesson('fr', [['Salaires', 'Le salaire minimum a augmenté de 2 % en janvier.'], ['Loyers', 'Les loyers ont augmenté de 5 % en janvier.']]))).toEqual([]);
    expect(clashes(lesson('en', [['Exports', 'Exports of wheat rose by 12% last year.'], ['Again', 'Exports of wheat rose by 7% last year, the ministry says.']]))).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('a rate the lesson gives three or more percentages is varied on purpose; one given two values still clashes', () => {
    expect(clashes(lesson('en', [['Tax', 'A sales tax of 8% on the marked price adds 8 cents to every dollar.'], ['Food', 'In this state the sales tax on the marked price of food is 2%.'], ['Hotels', 'For hotel rooms, the sales tax on the marked price rises to 14%.']]))).toEqual([]);
    expect(clashes(lesson('es', [['IVA', 'Un IVA del 21 % sobre el precio de venta significa pagar 21 céntimos más por euro.'], ['Pan', 'Para el pan, el IVA sobre el precio de venta es del 4 %.'], ['Hostelería', 'En los restaurantes, el IVA sobre el precio de venta es del 10 %.']]))).toEqual([]);
    expect(clashes(lesson('fr', [['Remise', 'Pendant les soldes, la remise sur le prix affiché atteint 35 % pour les manteaux.'], ['Carte', 'Avec la carte du magasin, la remise sur le prix affiché est de 10 %.']]))).toMatchObject([{ location: '/sections/1/body' }]);
  });
});

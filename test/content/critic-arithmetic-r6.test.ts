// Arithmetic as a teacher recomputes it, sixth round: each reading is pinned with fresh wording (other
// subjects, English, Spanish and French) by a wrong case, found at the field that holds it, and clean
// controls that must stay quiet. A unit written after a quotient is the result's ("40 ÷ 60 h = 2/3 h"),
// a quantity in two units is one ("2 hours 30 minutes"), energy converts (Wh, kWh), a remainder may be
// "left over", "sobran" or "il reste", a number after "a tenth of" is the whole of a share, a fraction
// of a number is a product, a unit with a power ("m²") sits between a number and its operator, and a
// price of one may be in cents; a conversion between two units of one dimension is recomputed, mixed
// numbers ("2 1/4", "1½") are one number, "20 : 4" is a division in Spanish and French, and each step
// of a linear equation keeps its root.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const objectives = ['Work out a result.', 'Check it another way.'];
const glossary: Array<[string, string]> = [['Result', 'What a calculation gives.']];
const question: Array<[string, string]> = [['Why check a result?', 'To catch a slip before it spreads.']];
/** A KE item whose only section says `text`, in one language. */
const lesson = (lang: Lang, text: string) => probeItem('KE', lang, 'Grade 7', ke('Working it out', objectives, [['Working', text]], glossary, [], question));
/** A KE item whose only worked example is solved by `solution`. */
const example = (lang: Lang, problem: string, solution: string) => probeItem('KE', lang, 'Grade 8', ke('Working it out', objectives, [['Method', 'Work step by step and check.']], glossary, [['Example', problem, solution]], question));
const arithmetic = (i: LabelledItem) => faultsOf(i, 'arithmetic_error');
const quiet = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toEqual([]);
const wrongAt = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toMatchObject([{ location: '/sections/0/body' }]);

describe('critic arithmetic, sixth round: units, remainders, shares and steps', () => {
  it('a unit after a quotient or product of bare numbers is the result\'s unit', () => {
    quiet('en', 'The film lasts 45 minutes = 45 ÷ 60 h = 0.75 h. At the end we check: 2,700 s in all.');
    quiet('es', 'El viaje dura 90 minutos = 90 ÷ 60 h = 1,5 h; en segundos, 5400 s.');
    quiet('fr', 'La pause dure 20 minutes = 20 ÷ 60 h = 1/3 h, soit 1 200 s.');
    wrongAt('en', 'The film lasts 45 minutes = 45 ÷ 60 h = 0.9 h. At the end we check: 2,700 s in all.');
  });

  it('a quantity in two units is one quantity', () => {
    quiet('en', 'Each of the 4 practices lasts 50 minutes: 4 × 50 = 200 minutes = 3 hours 20 minutes.');
    quiet('es', 'Cada una de las 3 etapas mide 450 m: 3 × 450 = 1350 m = 1 km 350 m.');
    quiet('fr', 'Les 6 trajets durent 25 min chacun : 6 × 25 = 150 min = 2 h 30 min.');
    wrongAt('en', 'Each of the 4 practices lasts 50 minutes: 4 × 50 = 200 minutes = 3 hours 10 minutes.');
  });

  it('energy in watt-hours converts with the rest of the calculation', () => {
    quiet('en', 'A 60 W lamp left on for 4 h uses 60 W × 4 h = 240 Wh = 0.24 kWh.');
    quiet('es', 'Un horno de 2 kW encendido 90 minutos: 2 kW × 1,5 h = 3 kWh = 3000 Wh.');
    wrongAt('fr', 'Une console de 150 W allumée 2 h consomme 150 W × 2 h = 300 Wh = 3 kWh.');
  });

  it('a whole-number division may give its remainder in words', () => {
    quiet('en', 'Packing 38 eggs in boxes of 6: 38 ÷ 6 = 6 with 2 left over.');
    quiet('es', 'Repartimos 29 canicas entre 4: 29 ÷ 4 = 7 y sobra 1.');
    quiet('fr', 'On range 50 livres par piles de 8 : 50 ÷ 8 = 6 et il reste 2.');
    wrongAt('en', 'Packing 38 eggs in boxes of 6: 38 ÷ 6 = 5 with 2 left over.');
    wrongAt('es', 'Repartimos 29 canicas entre 4: 29 ÷ 4 = 7 y sobran 3.');
  });

  it('a number after "a tenth of", "la moitié de", "un tercio de" is the whole of a share; "2/5 of 30" is a product', () => {
    quiet('fr', 'Le club garde un cinquième de 45 = 45 ÷ 5 = 9 ballons pour les petits.');
    quiet('es', 'Un tercio de 27 = 27 ÷ 3 = 9 alumnos van en autobús.');
    quiet('en', 'A tenth of the 250 pupils = 250 ÷ 10 = 25 pupils walk to school.');
    quiet('en', 'The class keeps 2/5 of 30 = 12 pencils for the art table.');
    wrongAt('en', 'The class keeps 2/5 of 30 = 10 pencils for the art table.');
    wrongAt('fr', 'Le club garde un cinquième de 45 = 45 ÷ 5 = 8 ballons pour les petits.');
  });

  it('a unit with a power between a number and its operator; a price of one in cents', () => {
    wrongAt('en', 'Tiling the 12 m² floor at $9 a square metre: 12 m² × $9 = $106.');
    quiet('en', 'Tiling the 12 m² floor at $9 a square metre: 12 m² × $9 = $108.');
    wrongAt('en', 'A bag of 5 green apples for $2.40 costs 45 cents per apple.');
    quiet('en', 'A bag of 5 green apples for $2.40 costs 48 cents per apple.');
  });

  it('a conversion between two units of one dimension is recomputed; a scale is not a conversion', () => {
    wrongAt('en', 'The rope is 3.5 m = 35 cm long.');
    wrongAt('es', 'La botella tiene 1,5 L = 150 mL de agua.');
    wrongAt('fr', 'Le colis pèse 2,4 kg, soit 240 g.');
    quiet('en', 'The rope is 3.5 m = 350 cm long, and the race takes 1.5 h = 90 min.');
    quiet('es', 'La botella tiene 1,5 L = 1500 mL de agua; el viaje dura 2 h = 120 min.');
    quiet('fr', 'Le colis pèse 2,4 kg, soit 2 400 g ; le film dure 1 h 30 min = 90 min.');
    wrongAt('es', 'El depósito tiene 2,5 L, es decir 250 mL.');
    wrongAt('fr', 'La course dure 2 h 15 min = 125 min.');
    quiet('fr', 'La course dure 2 h 15 min = 135 min.');
    quiet('en', 'From 9:15 to 11:45 is 2 h 30 min = 150 min.');
    quiet('en', 'On this map, 1 cm = 5 km, so 4 cm on the map is 20 km on the ground.');
    quiet('fr', 'À l’échelle de la carte, 1 cm représente 500 m.');
  });

  it('the school division sign of Spain and France ("20 : 4") is recomputed where the text as written holds no calculation', () => {
    wrongAt('es', 'Repartimos los cromos: 20 : 4 = 6 cromos para cada uno.');
    wrongAt('fr', 'On partage les billes : 36 : 4 = 8 billes chacun.');
    quiet('es', 'Repartimos los cromos: 20 : 4 = 5 cromos para cada uno.');
    quiet('fr', 'Étape 1 : 8 = 8, rien ne change.');
    // French punctuation before a conversion: "par 100 : 2 L = 200 cL" is no division of 100 by 2.
    quiet('fr', 'Pour passer des litres aux centilitres, on multiplie par 100 : 2 L = 200 cL.');
    quiet('es', 'Para pasar de horas a minutos multiplicamos por 60 : 3 h = 180 min.');
  });

  it('mixed numbers and fraction signs are one number', () => {
    quiet('en', 'Add the flour: 1 1/2 cups + 2 1/4 cups = 3 3/4 cups.');
    quiet('es', 'Juntamos 2 ½ L y 1 ¼ L: 2 ½ + 1 ¼ = 3 ¾ L.');
    quiet('fr', 'Il marche 1½ h puis 2¼ h : 1½ + 2¼ = 3¾ h.');
    wrongAt('en', 'Add the flour: 1 1/2 cups + 2 1/4 cups = 3 1/4 cups.');
  });

  it('each step of a linear equation keeps the root of the step before it', () => {
    expect(arithmetic(example('en', 'Solve 4x + 6 = 30.', '1. Subtract 6 from both sides: 4x = 36.\n2. Divide both sides by 4: x = 9.'))).toMatchObject([{ location: '/workedExamples/0/solution' }]);
    expect(arithmetic(example('es', 'Resuelve 3(x − 2) = 15.', 'Quitamos el paréntesis: 3x − 6 = 15. Sumamos 6: 3x = 24. Dividimos entre 3: x = 8.'))).toMatchObject([{ location: '/workedExamples/0/solution' }]);
    expect(arithmetic(example('fr', 'Résous 2x + 7 = 19.', 'On soustrait 7 : 2x = 12. On divise par 2 : x = 6.'))).toEqual([]);
    expect(arithmetic(example('en', 'Solve 4x + 6 = 30.', '1. Subtract 6 from both sides: 4x = 24.\n2. Divide both sides by 4: x = 6.'))).toEqual([]);
    // In running text too: a step whose equation has another root is wrong even when the last step follows from it.
    wrongAt('en', 'To solve 6x − 4 = 20, add 4 to both sides: 6x = 26, so x = 26/6.');
    wrongAt('es', 'Para resolver 2(x + 3) = 18 quitamos el paréntesis: 2x + 3 = 18, luego 2x = 15 y x = 7,5.');
    wrongAt('fr', 'Pour résoudre 5x + 2 = 32, on enlève 2 : 5x = 34, donc x = 6,8.');
    quiet('en', 'To solve 6x − 4 = 20, add 4 to both sides: 6x = 24, so x = 4.');
    quiet('es', 'Para resolver 2(x + 3) = 18 quitamos el paréntesis: 2x + 6 = 18, luego 2x = 12 y x = 6.');
    // Two equations named side by side are two problems, not two steps.
    quiet('en', 'Equations such as 2x + 1 = 7 and 3x − 2 = 10 are solved the same way: undo each operation in turn.');
    quiet('fr', 'Par exemple, 5x = 20 donne x = 4, et de même 3x = 21 donne x = 7.');
  });

  it('in SATA rationales and SPL feedback, the same readings hold', () => {
    const quiz = (rationale: string) =>
      probeItem('SATA', 'en', 'Grade 5', sata('Sharing', [['A teacher shares 23 stickers among 5 pupils. Which are true?', [['Each gets 4 stickers', true, rationale], ['Each gets 5 stickers', false, '5 × 5 = 25, more than 23.']]]]));
    expect(arithmetic(quiz('23 ÷ 5 = 4 with 3 left over.'))).toEqual([]);
    expect(arithmetic(quiz('23 ÷ 5 = 4 with 2 left over.'))).toMatchObject([{ location: '/questions/0/options/0/rationale' }]);
    const plan = (feedback: string) =>
      probeItem('SPL', 'fr', 'Grade 9', spl('La facture', 'Une bouilloire de 2 000 W chauffe 6 minutes par jour.', 'Élève', [['Combien consomme-t-elle ?', [['Calculer l’énergie', 'best', feedback], ['Deviner', 'poor', 'Sans calcul, on ne sait pas.']]]], 'On calcule avant de décider.'));
    expect(arithmetic(plan('2 kW × 0,1 h = 0,2 kWh = 200 Wh par jour.'))).toEqual([]);
    expect(arithmetic(plan('2 kW × 0,1 h = 0,2 kWh = 20 Wh par jour.'))).toMatchObject([{ location: '/decisionPoints/0/options/0/feedback' }]);
  });
});

// Arithmetic as a teacher recomputes it, seventh round, pinned with fresh wording in English,
// Spanish and French: a quotient of two quantities with units ("540 g ÷ 200 cm³", "4 000 Mo ÷
// 500 Mo") is recomputed like a product; a fraction named in words ("three quarters of 60", "las
// tres cuartas partes de", "les trois quarts de") is a product; and a percentage change applied to
// an amount ("a 20% discount on $50 gives $40", "con un 15 % de descuento … se queda en", "une
// remise de 20 % sur 50 € donne 40 €") gives the new amount or the change. Quiet on purpose: a
// sentence that names a mistake quotes it, a minus before a digit is a sign, and hours that pass
// midnight count on the clock. Each with quiet controls or wrong cases beside.
import { describe, expect, it } from 'vitest';
import { ke, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const lesson = (lang: Lang, text: string) =>
  probeItem('KE', lang, 'Grade 7', ke('Working it out', ['Work out a result.', 'Check it another way.'], [['Working', text]], [['Result', 'What a calculation gives.']], [], [['Why check a result?', 'To catch a slip before it spreads.']]));
const arithmetic = (i: LabelledItem) => faultsOf(i, 'arithmetic_error');
const quiet = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toEqual([]);
const wrongAt = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toMatchObject([{ location: '/sections/0/body' }]);

describe('critic arithmetic, seventh round', () => {
  it('recomputes a quotient of two quantities with units, whatever the units', () => {
    wrongAt('en', 'A pebble of 84 g fills 30 cm³ of water, so ρ = m / V = 84 g ÷ 30 cm³ = 3.1 g/cm³.');
    quiet('en', 'A pebble of 84 g fills 30 cm³ of water, so ρ = m / V = 84 g ÷ 30 cm³ = 2.8 g/cm³.');
    wrongAt('es', 'Cada foto ocupa 4 MB: 64 GB son 64 000 MB, y 64 000 MB ÷ 4 MB = 1600 fotos.');
    quiet('es', 'Cada foto ocupa 4 MB: 64 GB son 64 000 MB, y 64 000 MB ÷ 4 MB = 16 000 fotos.');
    wrongAt('fr', 'Le ruban mesure 360 cm ; 360 cm ÷ 40 cm = 8 morceaux pour la classe.');
    quiet('fr', 'Le ruban mesure 360 cm ; 360 cm ÷ 40 cm = 9 morceaux pour la classe.');
    // A speed written with a slash is a unit, not a division to recompute.
    quiet('en', 'The train covers 180 km in 2 h: 180 km / 2 h = 90 km/h, and 90 km / h is 25 m/s.');
  });

  it('reads a fraction named in words as a product', () => {
    wrongAt('en', 'Three quarters of the 60 seats are taken, and three quarters of 60 is 40.');
    quiet('en', 'Three quarters of the 60 seats are taken, and three quarters of 60 is 45.');
    wrongAt('en', 'Two-fifths of 35 = 12 pupils cycle to school.');
    quiet('en', 'Two-fifths of 35 = 14 pupils cycle to school.');
    wrongAt('es', 'Las dos terceras partes de 27 alumnos son 16 alumnos.');
    quiet('es', 'Las dos terceras partes de 27 alumnos son 18 alumnos.');
    wrongAt('fr', 'Les trois cinquièmes de 45 € font 25 €.');
    quiet('fr', 'Les trois cinquièmes de 45 € font 27 €.');
    // A lone ordinal is a rank, and a quarter of an hour is no share of a number.
    quiet('en', 'She finished third of 12 runners, a quarter of an hour after the winner.');
  });

  it('reads a percentage change applied to an amount, as the new amount or as the change', () => {
    wrongAt('en', 'The trainers cost $64. A 25% discount on $64 gives $46.');
    quiet('en', 'The trainers cost $64. A 25% discount on $64 gives $48.');
    quiet('en', 'A 15% tip on a $40 bill is $6.');
    wrongAt('en', 'After a 5% rise, the £300 rent is £320.');
    quiet('en', 'After a 5% rise, the £300 rent is £315.');
    wrongAt('es', 'Con un 15 % de descuento, la mochila de 36 € se queda en 28 €.');
    quiet('es', 'Con un 15 % de descuento, la mochila de 36 € se queda en 30,60 €.');
    wrongAt('fr', 'Avec une hausse de 8 %, le billet de 25 € coûte 28 €.');
    quiet('fr', 'Avec une hausse de 8 %, le billet de 25 € coûte 27 €.');
    // Two percentages, or values told with "from … to", are other readings.
    quiet('en', 'A 25% discount means paying 75% of the price: $80 becomes $60.');
    quiet('en', 'Membership fell 10% in a year, to 450 members from 500.');
  });

  it('recomputes these in an SPL choice\'s feedback too', () => {
    const item = probeItem('SPL', 'en', 'Grade 6', spl('The class shop', 'You run the class shop.', 'You are the cashier.', [
      ['A pen costs $2.50 and there is a 20% discount today. What do you charge?', [
        ['$2.00', 'best', 'Right: a 20% discount on $2.50 gives $2.00.'],
        ['$2.30', 'poor', 'That takes off only 20 cents. A 20% discount on $2.50 gives $2.10.'],
      ]],
    ], 'Discounts are shares of the price.'));
    expect(arithmetic(item)).toMatchObject([{ location: '/decisionPoints/0/options/1/feedback' }]);
  });
});

describe('critic arithmetic, seventh round: what is not a calculation to recompute', () => {
  it('a sentence that names a mistake quotes the wrong calculation on purpose', () => {
    quiet('en', 'A common mistake is to write 1/2 + 1/3 = 2/5 by adding tops and bottoms; in fact 1/2 + 1/3 = 5/6.');
    quiet('es', 'Un error típico es creer que 0,5 × 0,5 es 2,5; en realidad 0,5 × 0,5 = 0,25.');
    quiet('fr', 'Une erreur fréquente est d’écrire 1 h 30 = 1,3 h ; en fait 1 h 30 = 1,5 h.');
    wrongAt('en', 'A common mistake is to add the tops and bottoms. In fact 1/2 + 1/3 = 2/5.');
  });
  it('a minus right before a digit is a sign, not a subtraction', () => {
    quiet('en', 'Multiplying −3 by −4 gives 12, and dividing 12 by −2 gives −6.');
    quiet('fr', 'Diviser 15 par −3 donne −5.');
  });
  it('hours that pass midnight count on the clock when the text says so', () => {
    quiet('fr', 'Il est 21 h à Lima ; avec 6 h de décalage, 21 h + 6 h = 3 h du matin, le lendemain.');
    quiet('en', 'The ferry leaves at 22 h and sails for 5 h: 22 + 5 = 3, so it docks at 3 a.m. the next day.');
    wrongAt('en', 'The ferry leaves at 22 h and sails for 5 h: 22 + 5 = 4, so it docks at 4 a.m. the next day.');
    wrongAt('fr', 'Le film commence à 20 h et dure 3 h : 20 + 3 = 24 h, donc il finit à 23 h.');
  });
});

describe('critic arithmetic, seventh round: more of what a teacher writes', () => {
  it('reads π (exact, 3.14 or 22/7) and square roots, brackets matched', () => {
    wrongAt('en', 'A round pond of radius 4 m: area = π × 4² = 48.3 m².');
    quiet('en', 'A round pond of radius 4 m: area = π × 4² = 50.3 m², or 50.24 m² with π = 3.14.');
    quiet('en', 'A wheel of diameter 14 cm goes 2 × π × 7 = 44 cm a turn, with π as 22/7.');
    wrongAt('es', 'La diagonal mide √(6² + 8²) = √100 = 12 cm.');
    quiet('es', 'La diagonal mide √(6² + 8²) = √100 = 10 cm.');
    quiet('fr', 'Le côté du carré mesure √(1 600) = 40 cm, car √1 600 = 40.');
  });
  it('reads a number written in another form, and a fraction simplified', () => {
    wrongAt('en', 'So 0.6 as a fraction is 3/4.');
    quiet('en', 'So 0.6 as a fraction in its simplest form is 3/5, and 3/5 as a percentage is 60%.');
    wrongAt('es', 'Así, 0,125 en forma de fracción es 1/6.');
    quiet('es', 'Así, 0,125 en forma de fracción es 1/8.');
    wrongAt('fr', '45/60 se simplifie en 2/3.');
    quiet('fr', '45/60 se simplifie en 3/4.');
  });
  it('reads a time at a rate, and a change between values below zero', () => {
    wrongAt('en', 'The ferry sails 3 hours at 24 km/h, so it covers 62 km.');
    quiet('en', 'The ferry sails 3 hours at 24 km/h, so it covers 72 km.');
    quiet('en', 'She cycles 45 minutes at 16 km/h and goes 12 km.');
    wrongAt('es', 'En 4 horas a 70 km/h el autobús recorre 260 km.');
    quiet('fr', 'En 3 h à 15 km/h, le cycliste parcourt 45 km.');
    // A sentence with more numbers than the time, the rate and the result is left alone.
    quiet('en', 'The ferry sails 3 hours at 24 km/h, then 2 hours at 20 km/h, so it covers 112 km.');
    wrongAt('en', 'Overnight the temperature fell from 4 °C to −3 °C, a drop of 1 °C.');
    quiet('en', 'Overnight the temperature fell from 4 °C to −3 °C, a drop of 7 °C.');
  });
});

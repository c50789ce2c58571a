// False-alarm families no writer has brought yet, each tried with fresh clean content beside a
// control that must still be flagged: number formats of three languages (thousands "1 000",
// "1,000", "1.000"; ranges "8–10"; superscript powers; the ":" of Spanish and French division),
// dates and ages as quantities, ratios, currency, percentages of different wholes, approximate
// values, changes and rates beside levels, and units written out in Spanish and French prose.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const item = probeItem;
const of = faultsOf;
const objectives = ['Read numbers in context.', 'Solve a short problem.'];
const glossary: Array<[string, string]> = [['Quantity', 'A number with its unit.']];
const question: Array<[string, string]> = [['Which unit is used here?', 'The one written after each number.']];
/** A KE item made of sections (and a worked example), in one language. */
const lesson = (lang: Lang, sections: Array<[string, string]>, examples: Array<[string, string, string]> = [], questions = question) => item('KE', lang, 'Grade 8', ke('Numbers', objectives, sections, glossary, examples, questions));

describe('critic false-alarm families (content no writer has brought yet)', () => {
  it('thousands separators: "1 000", "1,000", "1.000" and "12 345 678" are read as thousands; a wrong total is still found', () => {
    const right: Array<[Lang, string]> = [
      ['es', 'Un camión lleva 4 palés de 250 kg: 4 × 250 = 1.000 kg.'],
      ['es', 'La excursión cuesta 1.200 € para 24 alumnos: 1.200 ÷ 24 = 50 € cada uno.'],
      ['fr', 'La salle a 12 rangées de 125 sièges : 12 × 125 = 1 500 sièges.'],
      ['fr', 'Le stade a 25 tribunes de 1\u202f200 places : 25 × 1\u202f200 = 30\u202f000 places.'],
      ['en', 'A square field 1,000 m on each side has an area of 1,000 × 1,000 = 1,000,000 m².'],
      ['en', 'The Moon is 384 400 km away: 384 400 ÷ 1 000 = 384.4 thousand km.'],
    ];
    for (const [lang, text] of right) expect(of(lesson(lang, [['Working', text]]), 'arithmetic_error'), text).toEqual([]);
    expect(of(lesson('es', [['Working', 'Un camión lleva 4 palés de 250 kg: 4 × 250 = 1.200 kg.']]), 'arithmetic_error')).toMatchObject([{ location: '/sections/0/body' }]);
    expect(of(lesson('en', [['Working', 'A square field 1,000 m on each side has an area of 1,000 × 1,000 = 100,000 m².']]), 'arithmetic_error')).toMatchObject([{ location: '/sections/0/body' }]);
    // A number in SI groups is one number, not its last group ("000 km").
    const moon = (far: string): Array<[string, string]> => [['The Moon', 'The Moon is about 380 000 km from the Earth.'], ['Exactly', `On average, the Moon is ${far} km from the Earth.`]];
    expect(of(lesson('en', moon('384 400')), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('en', moon('480 400')), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('ranges: "8–10 hours", "entre 8 y 10 horas", "de 8 à 10 heures" are spans, not a value; two single values still clash', () => {
    const cases: Array<[Lang, string, string]> = [
      ['en', 'A teenager needs 8–10 hours of sleep each night.', 'A teenager needs about 9 hours of sleep each night.'],
      ['es', 'Un adolescente necesita entre 8 y 10 horas de sueño cada noche.', 'Un adolescente necesita unas 9 horas de sueño cada noche.'],
      ['fr', 'Un adolescent a besoin de 8 à 10 heures de sommeil chaque nuit.', 'Un adolescent a besoin d’environ 9 heures de sommeil chaque nuit.'],
    ];
    for (const [lang, span, value] of cases) expect(of(lesson(lang, [['Sleep', span]], [], [['How long?', value]]), 'quantity_contradiction'), span).toEqual([]);
    expect(of(lesson('en', [['Sleep', 'A teenager needs 9 hours of sleep each night.']], [], [['How long?', 'A teenager needs 6 hours of sleep each night.']]), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('dates and ages: decades, years and an age are not lengths of time; one reign given two lengths still clashes', () => {
    expect(of(lesson('en', [['Rock', 'Rock music spread across Britain in the 1960s.'], ['Punk', 'Punk rock music spread across Britain in the 1970s.']]), 'quantity_contradiction')).toEqual([]);
    const reign = (second: string): Array<[string, string]> => [['Le roi', 'Louis XIV devient roi en 1643, à 4 ans.'], ['Le règne', second]];
    expect(of(lesson('fr', reign('Louis XIV règne pendant 72 ans, jusqu’en 1715.')), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('es', [['El rey', 'Felipe V llegó al trono de España a los 17 años.'], ['El reinado', 'Felipe V reinó en España durante 45 años.']]), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('fr', [['Le roi', 'Louis XIV règne pendant 72 ans.'], ['Le règne', 'Louis XIV règne pendant 54 ans, jusqu’en 1715.']]), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('ratios and the ":" of division: "3:2", "20 : 4" (es) and French punctuation before a sum; a wrong result still shows', () => {
    expect(of(lesson('en', [['Ratio', 'Mix blue and white paint in the ratio 3:2. That makes 3 + 2 = 5 parts, so 10 L of paint needs 6 L of blue.']]), 'arithmetic_error')).toEqual([]);
    expect(of(lesson('es', [['Dividir', 'Repartimos 20 caramelos entre 4 niños y añadimos uno: 20 : 4 + 1 = 5 + 1 = 6 caramelos cada uno.']]), 'arithmetic_error')).toEqual([]);
    expect(of(lesson('fr', [['Divisibilité', '84 est divisible par 3 : 8 + 4 = 12.']]), 'arithmetic_error')).toEqual([]);
    expect(of(lesson('es', [['Dividir', 'Repartimos 20 caramelos entre 4 niños y añadimos uno: 20 : 4 + 1 = 7 caramelos cada uno.']]), 'arithmetic_error')).toMatchObject([{ location: '/sections/0/body' }]);
  });

  it('scientific notation: superscript powers ("10²³", "10⁻³") are powers; a wrong power still shows', () => {
    expect(of(lesson('fr', [['La mole', 'Dans 2 mol, il y a 2 × 6,02 × 10²³ = 1,204 × 10²⁴ entités.']]), 'arithmetic_error')).toEqual([]);
    expect(of(lesson('en', [['Small', 'One millimetre is 10⁻³ m, so 5 mm is 5 × 10⁻³ = 0.005 m.']]), 'arithmetic_error')).toEqual([]);
    expect(of(lesson('fr', [['La mole', 'Dans 2 mol, il y a 2 × 6,02 × 10²³ = 1,204 × 10²³ entités.']]), 'arithmetic_error')).toMatchObject([{ location: '/sections/0/body' }]);
  });

  it('currency: prices with £, $ and € raise nothing; a wrong sum of plain numbers still does', () => {
    const shop = (best: string) =>
      spl('Shopping', 'A notebook costs £2.50 and a pen costs £1.20.', 'Buyer', [['How much for three notebooks and a pen?', [[best, 'best', 'Multiply, then add.'], ['£3.70', 'poor', 'You need three notebooks.']]]], 'Multiply before adding.');
    expect(of(item('SPL', 'en', 'Grade 6', shop('3 × £2.50 + £1.20 = £8.70')), 'arithmetic_error')).toEqual([]);
    const euros = spl('Compras', 'Un cuaderno cuesta 2,50 € y un bolígrafo 1,20 €.', 'Comprador', [['¿Cuánto cuestan tres cuadernos y un bolígrafo?', [['3 × 2,50 € + 1,20 € = 8,70 €', 'best', 'Correcto.'], ['3,70 €', 'poor', 'Son tres cuadernos.']]]], 'Primero multiplicar.');
    expect(of(item('SPL', 'es', 'Grade 6', euros), 'arithmetic_error')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 6', shop('3 × 2.50 + 1.20 = 7.70 pounds')), 'arithmetic_error')).toMatchObject([{ location: '/decisionPoints/0/options/0/text' }]);
  });

  it('percentages of different wholes, and of those who do and do not, are two quantities; one share given two values still clashes', () => {
    const earth = (second: string): Array<[string, string]> => [['Oceans', 'About 71 % of the Earth’s surface is covered by water.'], ['Salt water', second]];
    expect(of(lesson('en', earth('About 97 % of the Earth’s water is salt water.')), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('es', [['Océanos', 'El 71 % de la superficie de la Tierra está cubierta de agua.'], ['Agua dulce', 'Solo el 3 % del agua de la Tierra es agua dulce.']]), 'quantity_contradiction')).toEqual([]);
    const walk = sata('Survey', [['In a class of 30 pupils, 12 walk to school. Which are true?', [['40 % of the pupils walk to school.', true, '12 ÷ 30 = 0.4.'], ['60 % of the pupils do not walk to school.', true, '100 − 40 = 60.'], ['12 % of the pupils walk.', false, '12 is the count, not the share.']]]]);
    expect(of(item('SATA', 'en', 'Grade 7', walk), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('en', earth('About 60 % of the Earth’s surface is covered by water.')), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('approximate values agree with values within their rounding; a value far outside it still clashes', () => {
    const cases: Array<[Lang, string, string]> = [
      ['en', 'Light from the Sun takes about 8 minutes to reach the Earth.', 'More exactly, light from the Sun takes 8.3 minutes to reach the Earth.'],
      ['es', 'La luz del Sol tarda unos 8 minutos en llegar a la Tierra.', 'Con más precisión, la luz del Sol tarda 8,3 minutos en llegar a la Tierra.'],
      ['fr', 'La Lune est à environ 380 000 km de la Terre.', 'En moyenne, la Lune est à 384 400 km de la Terre.'],
    ];
    for (const [lang, rough, exact] of cases) expect(of(lesson(lang, [['Rough', rough], ['Exact', exact]]), 'quantity_contradiction'), rough).toEqual([]);
    expect(of(lesson('en', [['Rough', cases[0]![1]], ['Exact', 'More exactly, light from the Sun takes 12 minutes to reach the Earth.']]), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
    expect(of(lesson('fr', [['Rough', cases[2]![1]], ['Exact', 'En moyenne, la Lune est à 405 000 km de la Terre.']]), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('a change or a rate is not the level it changes ("risen by 1.1 °C", "sube 3 mm al año"); two levels still clash', () => {
    expect(of(lesson('en', [['Warming', 'The average global temperature has risen by 1.1 °C since 1900.'], ['Today', 'The average global temperature is now about 15 °C.']]), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('es', [['Subida', 'El nivel medio del mar ha subido 20 cm desde 1900.'], ['Hoy', 'En algunas costas, el nivel medio del mar sube 3 mm al año.']]), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('fr', [['Hausse', 'Le niveau moyen de la mer a augmenté de 20 cm depuis 1900.'], ['Aujourd’hui', 'Le niveau moyen de la mer monte de 3 mm par an.']]), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('en', [['Warming', 'The average global temperature is now 15 °C.'], ['Today', 'The average global temperature is now 25 °C.']]), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });

  it('units written out in Spanish and French prose raise no false alarm (a round trip in the pool is not the pool); written as symbols they are compared', () => {
    expect(of(lesson('es', [['Piscina', 'La piscina del colegio mide 25 metros de largo.'], ['Nado', 'La piscina del colegio tiene 25 m de largo y 12 m de ancho.']]), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('fr', [['Piscine', 'La piscine du collège mesure 25 mètres de long.'], ['Nage', 'Un aller-retour dans la piscine du collège fait 50 mètres.']]), 'quantity_contradiction')).toEqual([]);
    expect(of(lesson('es', [['Piscina', 'La piscina del colegio mide 25 m de largo.'], ['Nado', 'La piscina del colegio mide 50 m de largo.']]), 'quantity_contradiction')).toMatchObject([{ location: '/sections/1/body' }]);
  });
});

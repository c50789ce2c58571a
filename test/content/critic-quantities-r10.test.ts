// The tenth round's readings of quantities, pinned with fresh content (not the writers' words;
// English, Spanish and French): two mentions are one quantity only when nothing the text says sets
// them apart (two things named, a part of the thing, a case, a period, an imagined case, a rate per
// an amount, two stuffs, a rounded value), each beside a control that must still be found; and the
// readings that find more (a value in two units, a past form of an attribute's verb).
import { describe, expect, it } from 'vitest';
import { ke, sata } from '../fixtures/content-critic/clean.js';
import { faultsOf, probeItem } from './critic-eval.js';

const at = (i: ReturnType<typeof probeItem>) => faultsOf(i, 'quantity_contradiction').map((f) => f.location);
const objectives = ['Describe the facts the text gives.', 'Compare two values.'];
/** A lesson with two sections: the first states a value, the second another. */
const lesson = (lang: 'en' | 'es' | 'fr', first: string, second: string) => probeItem('KE', lang, 'Grade 6', ke('Facts', objectives, [['One', first], ['Two', second]], [], [], [['What does the text describe?', 'Facts.']]));
const found = (lang: 'en' | 'es' | 'fr', first: string, second: string) => at(lesson(lang, first, second));

describe('two mentions set apart by what the text says (tenth round)', () => {
  it('two things each named where the other is not: two rivers, two runners, two peaks (en, es, fr)', () => {
    expect(found('en', 'The Danube river is about 2850 km long.', 'The Rhine river is about 1230 km long.')).toEqual([]);
    expect(found('en', 'Priya swims the pool in 40 seconds.', 'Tomas swims the pool in 52 seconds.')).toEqual([]);
    expect(found('es', 'El río Duero mide unos 897 km de largo.', 'El río Guadiana mide unos 744 km de largo.')).toEqual([]);
    expect(found('fr', 'Le pic Aneto culmine à 3404 m.', 'Le pic Posets culmine à 3375 m.')).toEqual([]);
    // The same name on both sides is one thing: still a slip.
    expect(found('en', 'The Danube river is about 2850 km long.', 'The Danube river is about 1900 km long.')).toEqual(['/sections/1/body']);
  });

  it('a part of the thing is another thing (en, fr)', () => {
    expect(found('en', 'The school field is 90 m long.', 'The running lane of the school field is 60 m long.')).toEqual([]);
    expect(found('fr', 'Le gymnase mesure 40 m de long.', 'La salle de danse du gymnase mesure 15 m de long.')).toEqual([]);
  });

  it('a case its sentence opens with, a period told by which one, an imagined case (en, es)', () => {
    expect(found('en', 'A resting adult breathes about 6 litres of air a minute.', 'When sprinting, an adult breathes about 60 litres of air a minute.')).toEqual([]);
    expect(found('en', 'Last year the class garden gave 30 kg of potatoes.', 'This year the class garden gave 45 kg of potatoes.')).toEqual([]);
    expect(found('es', 'El año pasado el huerto dio 30 kg de patatas.', 'Este año el huerto dio 45 kg de patatas.')).toEqual([]);
    expect(found('en', 'The slide is 4 m long.', 'A slide 7 m long would be much faster.')).toEqual([]);
  });

  it('a rate per an amount is not a total, and masses of two stuffs are two quantities (en)', () => {
    expect(found('en', 'The school bus uses 30 litres of diesel per 100 km.', 'On the trip to the coast the school bus uses 75 litres of diesel.')).toEqual([]);
    const label = (second: string) =>
      probeItem('SATA', 'en', 'Grade 7', sata('A snack label', [['A bar label says: 12 g of protein and 180 mg of salt per bar. Tom eats 2 bars. Which statements are true?', [
        ['He eats 24 g of protein.', true, 'Two times 12 g.'],
        [second, true, 'Two times the label.'],
        ['He eats 12 g of protein.', false, 'That is one bar.'],
      ]]]));
    expect(at(label('He eats 360 mg of salt.'))).toEqual([]);
  });

  it('a value in a coarser unit may be the other rounded; a value in two units is one value (en)', () => {
    expect(found('en', 'Sound from the storm took 9 seconds to reach us.', 'The thunder took about 9 s to reach us.')).toEqual([]);
    expect(found('en', 'The film lasts 2 hours 5 minutes.', 'The film lasts 2 hours.')).toEqual([]);
    expect(found('en', 'The film lasts 2 hours 10 minutes.', 'The film lasted 2 hours 40 minutes.')).toEqual(['/sections/1/body']);
  });
});

describe('readings that find more (tenth round)', () => {
  it('a decimal point is no clause end: the amount a value is for is read (es)', () => {
    const moles = probeItem('SATA', 'es', '4.º ESO', sata('El mol', [['¿Qué afirmaciones sobre el agua son correctas?', [
      ['18 g de agua son 1 mol.', true, 'Su masa molar es 18 g/mol.'],
      ['4,5 g de agua son 0,25 mol.', true, 'Un cuarto de mol.'],
      ['El agua no tiene masa.', false, 'Sí la tiene.'],
    ]]]));
    expect(at(moles)).toEqual([]);
  });
});

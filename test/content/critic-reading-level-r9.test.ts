// Reading level, ninth round: when a hard field is the fault, and when the formulas misjudge plain
// writing. A long field far above the class is the fault only when it stands out from the rest of
// the item; an item written a little above the class throughout is judged as a whole, and a whole
// a little above (within the formulas' error) is told, not called a fault. A long word a learner
// has already met in the passage is not hard again (a quiz that keeps to its topic's words), and a
// short Spanish sentence is no harder than one of ten words (the printed Fernández-Huerta form reads
// it as harder). Fresh content (seeds, butterflies, animals and water, temperature), not a writer's
// item; each reading has a control that must still be reported.
import { describe, expect, it } from 'vitest';
import { ke, sata } from '../fixtures/content-critic/clean.js';
import { gradeOf, repeatsAsShortWords } from '../../src/content/critic/readability.js';
import { critique, probeItem } from './critic-eval.js';

const reading = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'reading_level');
const faults = (item: ReturnType<typeof probeItem>) => reading(item).filter((f) => f.severity === 'medium' || f.severity === 'high');

const seeds = (grade: string, sections: Array<[string, string]>) =>
  probeItem('KE', 'en', grade, ke('Seeds', ['Describe how a seed grows.', 'Name what plants need.'], sections, [['Root', 'The part of a plant that grows down into the soil.']], [], [['What does a plant need to grow?', 'Light, water and air.']]));

/** Three sections of the same, slightly demanding writing: the last is the longest and grades highest. */
const EVEN: Array<[string, string]> = [
  ['Inside a seed', 'Every seed contains a small plant and a store of food. The seed stays asleep until the conditions around it are right for growing.'],
  ['Waking up', 'When the soil becomes warm and damp, the seed swells and its coat splits open. A root pushes downwards and holds the seedling in place.'],
  ['Making food', 'After the first leaves appear, the young plant begins collecting sunlight and making its own food, so it no longer depends on the food stored inside the original seed.'],
];
const PLAIN = 'Plants need light, water and air to grow. A seed has a tiny plant inside it. When the seed gets water, it starts to grow. First a root grows down. Then a shoot grows up to the light.';
const DENSE =
  'Photosynthetic organisms synthesise carbohydrates from atmospheric carbon dioxide, utilising chlorophyll-mediated absorption of electromagnetic radiation, subsequently distributing assimilated compounds through specialised vascular tissues.';

describe('reading level, ninth round: a field that stands out, and an item a little above throughout', () => {
  it('the longest field of evenly written prose is no fault of its own; a dense field among plain ones still is', () => {
    expect(faults(seeds('Grade 2', EVEN))).toEqual([]);
    const found = faults(seeds('Grade 4', [['What plants need', PLAIN], ['How a seed grows', PLAIN.replace('Plants', 'Seeds')], ['Inside the leaf', DENSE]]));
    expect(found).toMatchObject([{ location: '/sections/2/body', severity: 'medium' }]);
  });

  it('the whole a little above the class, with no field standing out, is information, not a fault', () => {
    const found = reading(seeds('Grade 3', EVEN));
    expect(found).toMatchObject([{ severity: 'info', title: 'Reading level a little above the class' }]);
  });

  it('the whole far above the class is still high', () => {
    expect(faults(seeds('Grade 1', EVEN))).toMatchObject([{ severity: 'high' }]);
  });
});

describe('reading level, ninth round: words met again, and short Spanish sentences', () => {
  it('a long word is read once at its length, then as a short familiar word', () => {
    expect(repeatsAsShortWords('The caterpillar eats. The Caterpillar grows. A caterpillar rests.')).toBe('The caterpillar eats. The Bo grows. A bo rests.');
    // Short words are left as they are: their repeats count little either way.
    expect(repeatsAsShortWords('The leaf and the leaf.')).toBe('The leaf and the leaf.');
  });

  it('an English Grade 3 quiz that keeps to its topic words is no fault', () => {
    const item = probeItem('SATA', 'en', 'Grade 3', sata('Butterflies', [
      ['A caterpillar becomes a butterfly. Which of these are true about a caterpillar?', [['A caterpillar eats leaves.', true, 'A caterpillar eats and eats, then it rests.'], ['A caterpillar can fly.', false, 'Only the butterfly can fly.']]],
      ['The caterpillar makes a chrysalis. What happens inside the chrysalis?', [['The caterpillar changes into a butterfly.', true, 'Inside the chrysalis the caterpillar changes.'], ['The caterpillar sleeps for ever.', false, 'The butterfly comes out of the chrysalis.']]],
      ['Which of these does a butterfly do?', [['A butterfly drinks from flowers.', true, 'The butterfly drinks sweet juice from flowers.'], ['A butterfly eats leaves.', false, 'The caterpillar eats leaves, the butterfly does not.']]],
    ]));
    expect(reading(item).filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('a Spanish quiz on temperature that repeats its words is no fault; the same quiz in distinct jargon still is', () => {
    const plain = probeItem('SATA', 'es', 'Grade 4', sata('La temperatura', [
      ['Usamos el termómetro para medir la temperatura. ¿Qué temperaturas son de un día caluroso?', [['Treinta grados', true, 'La temperatura es alta: hace calor.'], ['Dos grados', false, 'Esa temperatura es de invierno.']]],
      ['¿Qué lee el termómetro de la clase por la mañana? Elige las temperaturas posibles.', [['Veinte grados', true, 'Es una temperatura normal en la clase.'], ['Noventa grados', false, 'Esa temperatura quemaría.']]],
      ['El termómetro marca la temperatura del agua. ¿Cuándo hierve el agua?', [['A cien grados', true, 'El termómetro marca cien: el agua hierve.'], ['A diez grados', false, 'A esa temperatura el agua está fría.']]],
    ]));
    expect(faults(plain)).toEqual([]);
    const jargon = probeItem('SATA', 'es', 'Grade 4', sata('La temperatura', [
      ['La termometría cuantifica la agitación molecular. ¿Qué magnitudes caracterizan un episodio meteorológico caluroso?', [['Treinta grados', true, 'La irradiación solar intensifica considerablemente la sensación térmica.'], ['Dos grados', false, 'Corresponde a condiciones invernales características.']]],
      ['¿Qué registra el instrumento del aula matutinamente? Identifica las mediciones verosímiles.', [['Veinte grados', true, 'Constituye una medición habitual en espacios climatizados.'], ['Noventa grados', false, 'Provocaría quemaduras extraordinariamente peligrosas.']]],
      ['El dispositivo cuantifica la energía calorífica del líquido. ¿Cuándo se produce la ebullición?', [['A cien grados', true, 'La vaporización tumultuosa comienza aproximadamente entonces.'], ['A diez grados', false, 'Permanece considerablemente fría.']]],
    ]));
    expect(faults(jargon)).toMatchObject([{ severity: 'high' }]);
  });

  it('a Spanish sentence shorter than ten words reads no harder than the same words in sentences of ten', () => {
    const short = 'Vive en el río. Tiene plumas. Pone huevos. Vive en el mar. Tiene pelo.';
    expect(gradeOf(short, 'es')).toBeLessThanOrEqual(gradeOf(short, 'es', 10));
    expect(gradeOf(short, 'es', 3)).toBe(gradeOf(short, 'es', 10));
    const item = probeItem('SATA', 'es', 'Grade 3', sata('Los animales y el agua', [
      ['Elige los animales que viven en el agua.', [['Pez', true, 'Vive en el río.'], ['Gato', false, 'Vive en casa.'], ['Pulpo', true, 'Vive en el mar.']]],
      ['¿Qué animales tienen plumas? Elige todos.', [['Pato', true, 'Tiene plumas.'], ['Perro', false, 'Tiene pelo.'], ['Loro', true, 'Tiene plumas de colores.']]],
      ['Elige los animales que ponen huevos.', [['Gallina', true, 'Pone huevos.'], ['Vaca', false, 'No pone huevos.'], ['Tortuga', true, 'Pone huevos en la arena.']]],
    ]));
    expect(faults(item)).toEqual([]);
  });
});

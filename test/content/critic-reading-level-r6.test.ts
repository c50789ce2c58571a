// Reading level, sixth round: a long field far above the class is the fault to report, even when a
// shorter field (a line or two with a few long words) grades higher than it. Before, the hardest
// field was chosen first and only then had to be long, so the short one hid the long one and
// nothing above `low` was said. Fresh content (a Grade 5 scenario on a pond survey, a Grade 4
// Spanish lesson on the calendar), not a writer's item.
import { describe, expect, it } from 'vitest';
import { ke, spl } from '../fixtures/content-critic/clean.js';
import { critique, probeItem } from './critic-eval.js';

const reading = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'reading_level' && f.severity !== 'info');

/** A short feedback with long words: grades high, but at 10 words it is no fault on its own. */
const SHORT_HARD = 'Macroinvertebrate biodiversity characterisation indicates environmental sustainability considerations approximately.';
const LONG_HARD =
  'The identification of aquatic invertebrates provides valuable information about the ecological condition of freshwater habitats, because different organisms tolerate different concentrations of dissolved oxygen and pollution.';

const pondSurvey = (debrief: string) =>
  probeItem('SPL', 'en', 'Grade 5', spl('The pond survey', 'Your class is looking for small animals in the school pond. You have nets, trays, a magnifier and a chart of pond animals.', 'Recorder of the group', [
    ['You catch a small animal with six legs. What do you do?', [
      ['Put it in a tray of pond water and look at it with the magnifier.', 'best', SHORT_HARD],
      ['Hold it in your hand to see it better.', 'poor', 'It can dry out and get hurt.'],
      ['Put it back at once.', 'acceptable', 'It is safe, but you do not find out what it is.'],
    ]],
    ['The chart shows a mayfly nymph. What does finding one tell you?', [
      ['The water is probably clean, because mayfly nymphs need clean water.', 'best', 'Good: some animals only live in clean water.'],
      ['The pond is dirty.', 'poor', 'Mayfly nymphs are a sign of clean water.'],
    ]],
  ], debrief));

describe('reading level: a long field far above the class is reported where it is', () => {
  it('a long debrief far above Grade 5 is reported at the debrief, not at a shorter, harder feedback', () => {
    const found = reading(pondSurvey(LONG_HARD));
    expect(found).toMatchObject([{ location: '/debrief' }]);
    expect(['medium', 'high']).toContain(found[0]?.severity);
  });

  it('the shorter field alone, with a plain debrief, is no fault (at most a low hint)', () => {
    const found = reading(pondSurvey('Small animals in a pond tell us how clean the water is. Some only live in clean water.'));
    expect(found.filter((f) => f.severity === 'medium' || f.severity === 'high')).toEqual([]);
  });

  it('in Spanish too: a long section far above Grade 4 is found beside a short, harder definition', () => {
    const item = probeItem('KE', 'es', 'Grade 4', ke('El calendario', ['Nombrar los meses del año.', 'Contar los días de cada mes.'], [
      ['Los meses', 'El año tiene doce meses. Enero es el primero y diciembre es el último. Algunos meses tienen treinta días y otros tienen treinta y uno.'],
      ['Por qué hay años bisiestos', 'La intercalación periódica de una jornada suplementaria compensa la discrepancia acumulativa entre la duración convencional del año civil y el período astronómico de traslación terrestre alrededor del Sol.'],
      ['Febrero', 'Febrero tiene veintiocho días. Cada cuatro años tiene veintinueve.'],
    ], [['Bisiesto', 'Intercalación cuatrienal gregoriana, periodicidad astronómica, compensación calendárica, característicamente extraordinaria.']], [], [['¿Cuántos meses tiene un año?', 'Doce.']]));
    expect(reading(item)).toMatchObject([{ location: '/sections/1/body' }]);
    expect(['medium', 'high']).toContain(reading(item)[0]?.severity);
  });
});

// Tenth round, precision strand: general readings behind false alarms on clean content (objectives
// framed by a vague verb, a vague headline among assessable objectives, a lesson's topic terms in
// the field that introduces them, a part out of a whole, a circuit's units, a count before a size)
// and the stereotype readings of the round ("like all …" said of one person, learning compared
// between groups, a trade's habit under "always"), each with fresh wording beside a control that
// must still be flagged.
import { describe, expect, it } from 'vitest';
import { ke, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { firstWrong } from '../../src/content/critic/arithmetic-first-wrong.js';
import { pricesOfOne } from '../../src/content/critic/stated-totals.js';
import { stereotypeIn } from '../../src/content/critic/stereotypes.js';
import { critique, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const verbs = (lang: Lang, objectives: string[]) =>
  critique(probeItem('KE', lang, 'Grade 6', ke('Test', objectives, [['Idea', 'A short idea.']], [['Term', 'A short meaning.']], [['One', 'Try it.', 'Done.']], [['Why?', 'Because.']])))
    .filter((f) => f.type === 'objective_verb')
    .map((f) => `${f.severity} ${f.location}`);

describe('objectives, tenth round', () => {
  it('a vague verb that frames an action a teacher can watch is judged by the action', () => {
    expect(verbs('en', ['Know how to round a decimal.', 'Understand and apply the order of operations.', 'Know the number bonds to 20 by heart.'])).toEqual([]);
    expect(verbs('fr', ['Savoir tracer un cercle au compas.', 'Connaître et utiliser les unités de longueur.'])).toEqual([]);
    expect(verbs('es', ['Saber dibujar un ángulo recto.', 'Conocer y aplicar la regla de tres.'])).toEqual([]);
  });

  it('a vague headline among assessable objectives is a hint; a lesson that is mostly vague is still a fault', () => {
    expect(verbs('fr', ['Comprendre la notion de volume.', 'Calculer le volume d’un pavé.', 'Comparer deux contenances.'])).toEqual(['low /objectives/0']);
    expect(verbs('es', ['Entender el ciclo del agua.', 'Dibujar el ciclo con flechas.', 'Nombrar sus etapas.'])).toEqual(['low /objectives/0']);
    expect(verbs('en', ['Understand volume.', 'Know the units.', 'Measure a box.'])).toEqual(['medium /objectives/0', 'medium /objectives/1']);
    expect(verbs('en', ['Understand fractions.', 'Compare two fractions.'])).toEqual(['medium /objectives/0']);
  });
});

describe('reading level, tenth round: the topic terms of a lesson', () => {
  const level = (body0: string) =>
    critique(
      probeItem(
        'KE',
        'en',
        'Grade 3',
        ke(
          'How a frog grows',
          ['Name the stages.', 'Put them in order.'],
          [
            ['Stages', body0],
            ['In the pond', 'The frogspawn floats in the pond. Each tadpole hatches and swims. The tadpole grows legs and loses its tail.'],
            ['On land', 'The young frog leaves the water. It eats flies and grows. Soon it lays frogspawn of its own.'],
          ],
          [['tadpole', 'A baby frog that lives in water.']],
          [['Count the days', 'Add the days.', '7 + 14 = 21.']],
          [['What does a tadpole lose?', 'Its tail.']],
        ),
      ),
    ).filter((f) => f.type === 'reading_level' && f.severity !== 'info');
  it('a field that introduces the words the rest of the lesson uses does not stand out for them', () => {
    expect(level('A frog starts as frogspawn, becomes a tadpole, then a froglet, then an adult frog. Scientists call this change of body metamorphosis, and the frogspawn and the tadpole are its first stages.')).toEqual([]);
  });
  it('a field written in words the rest of the lesson never uses still stands out', () => {
    expect(level('Amphibian ontogenesis comprises embryonic development, subsequent larval differentiation, and eventual metamorphic transformation characterised by resorption of caudal structures and development of pulmonary respiration.')).toMatchObject([{ location: '/sections/0/body' }]);
  });
});

describe('arithmetic, tenth round', () => {
  it('a part out of a whole is their quotient, in each language', () => {
    expect(firstWrong('A fair measure is a rate, such as 18 out of 24 = 75%.', 'en', false)).toBeUndefined();
    expect(firstWrong('A fair measure is a rate, such as 18 out of 24 = 70%.', 'en', false)).toBeDefined();
    expect(firstWrong('Una nota de 14 sobre 20 = 70 %.', 'es', false)).toBeUndefined();
    expect(firstWrong('Une note de 14 sur 20 = 80 %.', 'fr', false)).toBeDefined();
  });
  it("a circuit's working may change unit (A to mA, V, Ω) and still hold", () => {
    expect(firstWrong('I = V / R = 6 V / 300 Ω = 0,02 A = 20 mA.', 'es', false)).toBeUndefined();
    expect(firstWrong('I = V / R = 6 V / 300 Ω = 0,02 A = 2 mA.', 'es', false)).toBeDefined();
  });
  it('a count before a size is how many things of that size, not the size a price is shared by', () => {
    expect(pricesOfOne('Three 2 kg bags cost $9, which is $1.50 per kg.', 'en')).toEqual([]);
    expect(pricesOfOne('3 pens for $4.50, so each pen costs $1.60.', 'en')).toMatchObject([{ equation: '4.50 ÷ 3 = 1.60' }]);
  });
});

describe('stereotypes, tenth round', () => {
  it('"like all" a group, said of one person, gives them the group\'s trait; a status or a need is none', () => {
    expect(stereotypeIn('Like most teenagers his age, Omar is lazy about homework.', 'en')).toMatchObject({ person: true });
    expect(stereotypeIn('Como todas las chicas, Lucía es muy presumida.', 'es')).toMatchObject({ person: true });
    expect(stereotypeIn('Comme tous les garçons, Hugo est bagarreur.', 'fr')).toMatchObject({ person: true });
    expect(stereotypeIn('Like all pupils, Omar must wear a helmet on the trip.', 'en')).toBeUndefined();
    expect(stereotypeIn('Like most older adults, Mrs Diaz is more sensitive to the cold.', 'en')).toBeUndefined();
    expect(stereotypeIn('Comme tous les élèves de la classe, Hugo est inscrit à la sortie.', 'fr')).toBeUndefined();
  });
  it('learning compared between groups, in any words of picking up', () => {
    expect(stereotypeIn('Girls usually grasp new grammar faster than boys.', 'en')).toBeDefined();
    expect(stereotypeIn('Girls run faster than boys at this age.', 'en')).toBeUndefined();
  });
  it('a trade under "always" with a habit of its work is no prejudice; under an inborn frame or with a disparaging trait it is', () => {
    expect(stereotypeIn('Carpenters are always careful with a sharp chisel.', 'en')).toBeUndefined();
    expect(stereotypeIn('Carpenters are naturally careful.', 'en')).toBeDefined();
    expect(stereotypeIn('Carpenters are always lazy.', 'en')).toBeDefined();
  });
  it('"faux" before a noun means fake, and does not make the options examples under discussion; "c\'est faux" still does', () => {
    const scene = (prompt: string) =>
      critique(probeItem('SPL', 'fr', 'Grade 7', spl('Tournoi', 'Tu arbitres un tournoi.', 'Arbitre', [[prompt, [['Lui expliquer les règles.', 'best', 'Bien : il comprend.'], ['Lui donner raison.', 'poor', 'Non. De toute façon, les personnes en fauteuil sont trop fragiles pour jouer.']]]], 'Écoute avant de juger.'))).filter((f) => f.type === 'stereotype');
    expect(scene('Un joueur dit que c’est du faux sport. Que réponds-tu ?')).toMatchObject([{ location: '/decisionPoints/0/options/1/feedback' }]);
    expect(scene('Un joueur répète une idée fausse sur le handicap. Que réponds-tu ?')).toEqual([]);
  });
});

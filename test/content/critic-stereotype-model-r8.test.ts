// The stereotype check, eighth round: a learned sentence model (src/content/critic/stereotype-model.ts)
// read where the rule readings find nothing. It reports `medium` ("Sentence reads as a stereotype")
// at the field holding the sentence, only when it is sure (the threshold chosen by leave-one-writer-out
// cross-validation); a rule's finding stays `high`. Fresh wording in English, Spanish and French, none
// in the model's training data, with the controls a fair writer uses: a sourced figure, a belief
// framed as history, one named person, a group defined by the lesson, an instruction.
import { describe, expect, it } from 'vitest';
import { ke } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { stereotypeProbability } from '../../src/content/critic/stereotypes.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
/** A KE item whose second section holds the sentence, between two plain ones. */
const lesson = (lang: Lang, sentence: string) =>
  probeItem('KE', lang, 'Grade 7', ke('A class trip', ['Plan a visit.', 'Share out the jobs.'], [['Plan', 'List what the trip needs.'], ['Note', sentence], ['Review', 'Talk about what went well.']], [['Trip', 'A visit outside school.']], [], [['What comes first?', 'The list.']]));
const stereotypes = (lang: Lang, s: string) => faultsOf(lesson(lang, s), 'stereotype');

describe('stereotypes (eighth round): the learned sentence model', () => {
  it('finds, medium and at its field, a generalisation the rule readings do not read', () => {
    const s = 'Lads from the valley are rough and will not sit through a museum talk.';
    expect(stereotypes('en', s)).toMatchObject([{ severity: 'medium', location: '/sections/1/body', quote: s, title: 'Sentence reads as a stereotype' }]);
  });

  it('leaves a rule finding high: the model speaks only where the rules are silent', () => {
    for (const [lang, s] of [
      ['en', 'Women are not cut out for the night shift at the depot.'],
      ['es', 'Los chicos de barrio son unos maleducados en las excursiones.'],
      ['fr', 'Les Espagnols ne travaillent jamais l’après-midi.'],
    ] as const) expect(stereotypes(lang, s), s).toMatchObject([{ severity: 'high', location: '/sections/1/body' }]);
  });

  it('stays quiet on fair mentions of groups in three languages', () => {
    for (const [lang, s] of [
      ['en', "The girls' team trained on the new pitch every Thursday."],
      ['en', "According to the council's 2022 survey, 35% of residents over 70 use online banking."],
      ['en', 'Many people once believed that women could not run a marathon; Kathrine Switzer ran Boston in 1967.'],
      ['en', 'Mr Adeyemi, who is 71, explained how the old loom worked.'],
      ['en', 'Learners who missed the first lesson should read the summary on page 4.'],
      ['es', 'Según el INE, el 12 % de los hogares rurales no tenía internet en 2021.'],
      ['es', 'La señora Gómez, de 80 años, nos enseñó a hacer pan.'],
      ['es', 'Los alumnos que no hayan traído el libro pueden compartirlo con un compañero.'],
      ['fr', "Selon l'Insee, 15 % des ménages ruraux n'avaient pas internet en 2021."],
      ['fr', 'Mme Lefèvre, 79 ans, nous a montré comment fonctionnait le vieux moulin.'],
      ['fr', 'Les élèves qui ont oublié leur livre peuvent suivre avec leur voisin.'],
    ] as const) expect(stereotypes(lang, s), s).toEqual([]);
  });

  it('scores a sentence that names no people as no stereotype, whatever its words', () => {
    expect(stereotypeProbability('Add the flour slowly and stir until the mixture is smooth.', 'en')).toBeLessThan(0.01);
    expect(stereotypeProbability('Ajoutez la farine peu à peu et mélangez.', 'fr')).toBeLessThan(0.05);
  });
});

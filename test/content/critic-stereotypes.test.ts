// The stereotype check sentence by sentence, through the whole critique: a group named
// generically, a frame that generalises and a trait of character, mind or ability make a
// stereotype stated as fact (high, at the field); neutral mentions of the same groups stay quiet.
// Every sentence here is fresh wording (test/fixtures/content-critic/stereotype-sentences.ts), in English, Spanish
// and French, none taken from a writer's items.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';
import { ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6, ROUND_7, type StereotypeSentence } from '../fixtures/content-critic/stereotype-sentences.js';

type Lang = LabelledItem['lang'];
/** A KE item whose second section holds the sentence, between two plain ones. */
const lesson = (lang: Lang, sentence: string) =>
  probeItem('KE', lang, 'Grade 8', ke('Working together', ['Plan a group task.', 'Share out roles.'], [['Plan', 'Read the task and list the jobs.'], ['Note', sentence], ['Review', 'Check the work together at the end.']], [['Role', 'A job in the group.']], [], [['What comes first?', 'Reading the task.']]));
const stereotypes = (item: LabelledItem) => faultsOf(item, 'stereotype');

/** Said in words the check does not read (an idiom, a predicate two verbs away): what it cannot know. */
const KNOWN_MISSES = new Set(['Los gallegos nunca dicen lo que piensan.', 'Les Méridionaux parlent avec les mains et exagèrent tout.']);

const rounds: Array<[string, StereotypeSentence[]]> = [['first', ROUND_1], ['second', ROUND_2], ['third', ROUND_3], ['fourth', ROUND_4], ['fifth', ROUND_5], ['sixth (controls only)', ROUND_6], ['seventh', ROUND_7]];

describe('stereotype check (fresh sentences, three languages)', () => {
  for (const [name, sentences] of rounds) {
    it(`${name} round: every stereotype is found, high, at its field; every control is quiet`, () => {
      for (const [lang, sentence, isStereotype] of sentences) {
        const found = stereotypes(lesson(lang, sentence));
        if (isStereotype && !KNOWN_MISSES.has(sentence)) expect(found, sentence).toMatchObject([{ severity: 'high', location: '/sections/1/body', quote: sentence }]);
        else expect(found, sentence).toEqual([]);
      }
    });
  }

  it('the sentences are several hundred, both classes, in each language', () => {
    const all = rounds.flatMap(([, s]) => s);
    expect(all.length).toBeGreaterThanOrEqual(350);
    for (const lang of ['en', 'es', 'fr'] as const) {
      expect(all.filter(([l, , s]) => l === lang && s).length, lang).toBeGreaterThanOrEqual(30);
      expect(all.filter(([l, , s]) => l === lang && !s).length, lang).toBeGreaterThanOrEqual(30);
    }
  });

  it('the known misses are still missed (if one is found, move it out of KNOWN_MISSES)', () => {
    for (const sentence of KNOWN_MISSES) expect(stereotypes(lesson(sentence.startsWith('Les') ? 'fr' : 'es', sentence)), sentence).toEqual([]);
  });

  it('names the group and the predicate in the explanation', () => {
    const [f] = stereotypes(lesson('en', 'Boys are naturally tidier, so give them the shelves.'));
    expect(f?.explanation).toContain('"Boys"');
    expect(f?.explanation).toContain('tidier');
  });

  it('finds it in an SPL option feedback and a SATA rationale, at that pointer', () => {
    const scenario = probeItem('SPL', 'fr', 'Grade 8', spl('Le club photo', 'Le club prépare une exposition.', 'Vous coordonnez le club.', [['Qui accroche les photos ?', [['Tout le monde, à tour de rôle.', 'best', 'Chacun apprend à accrocher.'], ['Les plus grands.', 'acceptable', 'Ils atteignent le haut du mur, mais les autres apprennent moins.'], ['Seulement les garçons.', 'poor', 'Non : de toute façon les filles sont moins habiles avec un marteau.']]]], 'Répartir les tâches avec équité.'));
    expect(stereotypes(scenario)).toMatchObject([{ location: '/decisionPoints/0/options/2/feedback', severity: 'high' }]);
    const quiz = probeItem('SATA', 'es', 'Grade 9', sata('Energía', [['¿Qué fuentes son renovables?', [['El viento', true, 'Se renueva de forma natural.'], ['El carbón', false, 'Es fósil; además, los mineros son vagos por naturaleza.'], ['El sol', true, 'No se agota.']]]]));
    expect(stereotypes(quiz)).toMatchObject([{ location: '/questions/0/options/1/rationale', severity: 'high' }]);
  });

  it('one finding per field, and a group word with no trait in any field raises none', () => {
    expect(stereotypes(lesson('en', 'Girls are naturally neater. Boys are too messy to be trusted with paint.'))).toHaveLength(1);
    const neutral = probeItem('KE', 'en', 'Grade 9', ke('Votes for women', ['Describe how women won the vote.'], [['1918', 'Women over 30 who owned property could vote from 1918.'], ['1928', 'From 1928 all women over 21 could vote, like men.']], [['Suffrage', 'The right to vote.']], [], [['When could all women over 21 vote?', '1928.']]));
    expect(critique(neutral).filter((f) => f.type === 'stereotype')).toEqual([]);
  });

  it('the role phrases ("a man’s job", "cosa de chicas", "un métier de femme") are found; the same words in history are not', () => {
    expect(stereotypes(lesson('en', 'Fixing bikes is a man’s job, so the boys will run the repair stall.'))).toHaveLength(1);
    expect(stereotypes(lesson('es', 'Bailar es cosa de chicas, así que ellos montarán el escenario.'))).toHaveLength(1);
    expect(stereotypes(lesson('fr', 'La couture, c’est un métier de femme.'))).toHaveLength(1);
    expect(stereotypes(lesson('es', 'El trabajo de mujeres y niños en las minas se prohibió en 1900.'))).toEqual([]);
    expect(stereotypes(lesson('en', 'In 1950 many people said that nursing was a woman’s job.'))).toEqual([]);
  });

  it('the word list (alex) keeps to slurs: neutral names of groups and colours raise no wording finding', () => {
    const wording = (text: string) => critique(lesson('en', text)).filter((f) => f.type === 'insensitive_wording').map((f) => f.quote.toLowerCase());
    expect(wording('Black and White residents marched together, and Latino families joined them.')).toEqual([]);
    expect(wording('Mix white paint with a drop of black to get grey.')).toEqual([]);
    expect(wording('Mothers, fathers, wives, husbands and widows all signed the petition.')).toEqual([]);
    expect(wording('He called them gypsies.')).toContain('gypsies');
  });

  it('an example under discussion is quiet: the field, an option’s rationale or its question names it a stereotype or a myth', () => {
    const quiz = (stem: string, rationale: string) => probeItem('SATA', 'en', 'Grade 9', sata('Fair or not?', [[stem, [['Older people are hopeless with phones.', true, rationale], ['Everyone can learn to use a phone.', false, 'A fair statement.']]]]));
    expect(stereotypes(quiz('Which of these statements are stereotypes?', 'It judges a whole age group.'))).toEqual([]);
    expect(stereotypes(quiz('Which statements would you change?', 'A stereotype: many older people use phones every day.'))).toEqual([]);
    expect(stereotypes(quiz('Which statements would you change?', 'It judges a whole age group.'))).toMatchObject([{ location: '/questions/0/options/0/text' }]);
    expect(stereotypes(lesson('fr', 'Les garçons sont plus doués en calcul. C’est une idée reçue : les résultats sont les mêmes.'))).toEqual([]);
    expect(stereotypes(lesson('es', 'Las chicas son peores con las herramientas. Es un tópico que los datos no confirman.'))).toEqual([]);
  });

  it('"everyone says" asserts like "everyone knows"; "my uncle says" reports a view', () => {
    expect(stereotypes(lesson('en', 'Everyone says teenagers are lazy, so set short tasks.'))).toHaveLength(1);
    expect(stereotypes(lesson('en', 'My uncle says teenagers are lazy; ask the class what they think.'))).toEqual([]);
    expect(stereotypes(lesson('fr', 'Tout le monde dit que les Bretons sont têtus.'))).toHaveLength(1);
    expect(stereotypes(lesson('es', 'Mi abuela dice que los jóvenes son vagos, pero los datos dicen otra cosa.'))).toEqual([]);
  });
});

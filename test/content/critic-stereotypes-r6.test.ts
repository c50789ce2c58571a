// The stereotype check, sixth round: shapes of a generalisation read by their grammar, in any
// words (src/content/critic/stereotype-shapes.ts): an inability said of a group, "too … to", a
// habitual rank, two groups compared on what they do, groups named by a qualifier or by where they
// come from, and a conclusion about one person presumed from a group they belong to; with the
// controls a fair writer uses (sourced figures, framed history, groups the lesson defines, one
// person's need, bodily facts, laws). Every sentence is fresh wording, in English, Spanish and
// French, none taken from a writer's items.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { ROUND_10, ROUND_11, ROUND_8, ROUND_9 } from '../fixtures/content-critic/stereotype-sentences.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
/** A KE item whose second section holds the sentence, between two plain ones. */
const lesson = (lang: Lang, sentence: string) =>
  probeItem('KE', lang, 'Grade 7', ke('A class outing', ['Plan an outing.', 'Share out the jobs.'], [['Plan', 'List what to bring.'], ['Note', sentence], ['Review', 'Talk about what went well.']], [['Outing', 'A trip out of school.']], [], [['What comes first?', 'Making the list.']]));
const stereotypes = (item: LabelledItem) => faultsOf(item, 'stereotype');
/** What the shapes cannot know (docs/content.md): "travellers", which also names people on a journey. If it is found, move it out. (Roles shared out between "the mums" and "the dads" are read since the seventh round.) */
const KNOWN_MISSES = new Set(['Travellers generally move on before their children learn to read.']);

describe('stereotype shapes (sixth round), fresh sentences in three languages', () => {
  for (const [name, round] of [['eighth', ROUND_8], ['ninth', ROUND_9], ['tenth', ROUND_10], ['eleventh', ROUND_11]] as const) {
    it(`${name} round: every stereotype is found, high, at its field; every control is quiet`, () => {
      for (const [lang, sentence, isStereotype] of round) {
        const found = stereotypes(lesson(lang, sentence));
        if (isStereotype && KNOWN_MISSES.has(sentence)) expect(found, `still missed: ${sentence}`).toEqual([]);
        else if (isStereotype) expect(found, sentence).toMatchObject([{ severity: 'high', location: '/sections/1/body', quote: sentence }]);
        else expect(found, sentence).toEqual([]);
      }
    });
  }

  it('an inability is a trait, unless a body, money or the law decides it', () => {
    for (const [lang, s] of [
      ['en', 'Country families are not able to judge which school suits their child.'],
      ['es', 'Los extranjeros no son capaces de seguir una reunión de padres.'],
      ['fr', 'Les retraités ne sont pas capables de gérer un compte en ligne.'],
      ['fr', 'Les garçons n’arrivent jamais à ranger leur casier.'],
    ] as const) expect(stereotypes(lesson(lang, s)), s).toHaveLength(1);
    for (const [lang, s] of [
      ['en', 'Wheelchair users are not able to reach the top shelf, so the art box sits on the low one.'],
      ['en', 'Poorer families are unable to afford the trip, so the school pays half.'],
      ['es', 'Las personas ciegas no son capaces de ver el semáforo, por eso suena un pitido.'],
      ['fr', 'Les personnes âgées ne sont pas capables de voir les petites lettres sans lunettes.'],
    ] as const) expect(stereotypes(lesson(lang, s)), s).toEqual([]);
  });

  it('one person: a limit presumed from a group they belong to is found; a plan for their need is not', () => {
    for (const [lang, s] of [
      ['en', 'Rosa is blind, so naturally she won’t enjoy the museum visit.'],
      ['en', 'As he is a boy, Sam will of course prefer the football stall.'],
      ['es', 'Como es mayor, la abuela de Leo seguro que no sabe usar la tableta.'],
      ['fr', 'Puisqu’elle est une fille, Jade préférera évidemment décorer les gâteaux.'],
    ] as const) expect(stereotypes(lesson(lang, s)), s).toMatchObject([{ severity: 'high', explanation: expect.stringContaining('one person') }]);
    for (const [lang, s] of [
      ['en', 'Rosa is blind, so the guide describes each painting aloud.'],
      ['en', 'Omar uses a wheelchair, so we booked the bus with a ramp.'],
      ['es', 'Como Nerea es sorda, el monitor escribe las instrucciones en la pizarra.'],
      ['fr', 'Comme Malik est sourd, l’animatrice montre les consignes par écrit.'],
    ] as const) expect(stereotypes(lesson(lang, s)), s).toEqual([]);
  });

  it('found where a writer puts it: an SPL situation, a SATA rationale, a KE section', () => {
    const scenario = probeItem('SPL', 'en', 'Grade 6', spl('The bake sale', 'Your class runs a bake sale. Your team is you, Ines, Carl and Dev. Dev is autistic, so obviously he cannot help at the till.', 'Team leader', [['Who handles the money?', [['Take turns, with a tally chart.', 'best', 'Everyone learns and the tally keeps the count right.'], ['Only you.', 'poor', 'Others miss out and nobody checks the count.']]]], 'Share jobs fairly and check the money together.'));
    expect(stereotypes(scenario)).toMatchObject([{ location: '/situation', severity: 'high' }]);
    const quiz = probeItem('SATA', 'fr', 'Grade 7', sata('Le budget', [['Quelles dépenses sont fixes ?', [['Le loyer', true, 'Il ne change pas d’un mois à l’autre.'], ['Les sorties', false, 'Elles changent ; les familles des quartiers populaires sont toujours les dernières à payer leurs factures.'], ['L’abonnement de bus', true, 'Il coûte le même prix chaque mois.']]]]));
    expect(stereotypes(quiz)).toMatchObject([{ location: '/questions/0/options/1/rationale', severity: 'high' }]);
    const section = probeItem('KE', 'es', 'Grade 8', ke('El consumo de agua', ['Medir el agua que usa una familia.'], [['Medir', 'Lee el contador al principio y al final de la semana.'], ['Ahorrar', 'Cierra el grifo al cepillarte los dientes. Los jóvenes de barrio son demasiado descuidados para ahorrar agua.']], [['Contador', 'Aparato que mide el agua.']], [], [['¿Qué mide un contador?', 'El agua que se usa.']]));
    expect(stereotypes(section)).toMatchObject([{ location: '/sections/1/body', severity: 'high' }]);
  });

  it('two groups compared on what they do right after the group; counts, pay and bodies are not traits', () => {
    expect(stereotypes(lesson('en', 'Immigrant parents check homework more strictly than local parents.')), 'compared').toHaveLength(1);
    for (const s of [
      'Women live longer than men in most countries, according to the WHO.',
      'Older adults sleep less than teenagers.',
      'Girls usually use the library more than boys, the 2023 survey found.',
    ]) expect(stereotypes(lesson('en', s)), s).toEqual([]);
  });
});

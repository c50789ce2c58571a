// The eleventh round's five mends, each on examples written for it (en/es/fr), each with the
// control that must not move: a decision point without a best choice is `structure`; two best
// choices that say one thing are one duplicate, not two keys; a give-away by an earlier question is
// reported at the question given away; an article in a rate or a time ("twice a day") sets no scene
// of its own; a round value beside a precise one in two units is that value rounded.
import { describe, expect, it } from 'vitest';
import { builtinCritique } from '../../src/content/critic/builtin.js';
import type { Finding } from '../../src/content/critic/findings.js';
import { critique, probeItem } from './critic-eval.js';

type Lang = 'en' | 'es' | 'fr';
type Choice = [string, 'best' | 'acceptable' | 'poor', string];
const scenario = (lang: Lang, choices: Choice[]) =>
  probeItem('SPL', lang, '8', {
    title: 'T',
    situation: lang === 'en' ? 'The school choir is rehearsing for the spring concert with the recorder group.' : lang === 'es' ? 'El coro del colegio ensaya para el concierto de primavera con el grupo de flautas.' : 'La chorale du collège répète pour le concert de printemps avec le groupe de flûtes.',
    learnerRole: lang === 'en' ? 'You lead the rehearsal.' : lang === 'es' ? 'Diriges el ensayo.' : 'Tu diriges la répétition.',
    decisionPoints: [{ prompt: lang === 'en' ? 'What do you do?' : lang === 'es' ? '¿Qué haces?' : 'Que fais-tu ?', options: choices.map(([text, quality, feedback]) => ({ text, quality, feedback })) }],
    debrief: lang === 'en' ? 'Listening to each other makes a better concert.' : lang === 'es' ? 'Escucharse unos a otros mejora el concierto.' : "S'écouter les uns les autres rend le concert meilleur.",
  });
const at = (findings: Finding[], type: string) => findings.filter((f) => f.type === type && f.severity !== 'info' && f.severity !== 'low').map((f) => f.location);

describe('a decision point without a best choice is a structure fault', () => {
  const noBest = scenario('en', [
    ['Ask the recorders to wait for the choir before each verse.', 'acceptable', 'It keeps them together, though the balance is still off.'],
    ['Ask the choir to shout over the recorders.', 'poor', 'Shouting strains voices and spoils the tuning.'],
    ['Stop the rehearsal and go home.', 'poor', 'Nothing gets better without practice.'],
  ]);
  it('one finding, of class structure, at the decision point', () => {
    const findings = critique(noBest);
    expect(at(findings, 'structure')).toEqual(['/decisionPoints/0/options']);
    expect(at(findings, 'answer_key')).toEqual([]);
  });
  it('the assessment review alone reports it as structure too', () => {
    const findings = builtinCritique({ criticType: 'assessment', system: 'SPL', content: noBest.content, competencyName: 'T', competencyDescription: '', gradeLevel: '8', language: 'en' }).findings;
    expect(at(findings, 'structure')).toEqual(['/decisionPoints/0/options']);
    expect(at(findings, 'answer_key')).toEqual([]);
  });
  it('a SATA question with no right option stays an answer-key fault', () => {
    const quiz = probeItem('SATA', 'fr', '6', { title: 'T', questions: [{ stem: 'Quels animaux sont des insectes ?', options: [{ text: 'Le chat', correct: false, rationale: 'Un mammifère.' }, { text: 'Le merle', correct: false, rationale: 'Un oiseau.' }, { text: 'La truite', correct: false, rationale: 'Un poisson.' }] }] });
    expect(at(critique(quiz), 'answer_key')).toEqual(['/questions/0/options']);
    expect(at(critique(quiz), 'structure')).toEqual([]);
  });
});

describe('two best choices that say one thing are one duplicate, not two keys', () => {
  it.each<[Lang, string, string]>([
    ['en', 'Pack a torch, spare batteries, water and your inhaler in a rucksack.', 'Pack a torch, water, spare batteries and your inhaler in a bag.'],
    ['en', 'Ask the recorders to play more quietly during the verses.', 'Ask the recorders to play less loudly during the verses.'],
    ['es', 'Pedir a las flautas que toquen más despacio en el estribillo.', 'Pedir a las flautas que toquen menos rápido en el estribillo.'],
    ['fr', 'Mettre une lampe, des piles, de l’eau et les lunettes de mamie dans un sac à dos.', 'Mettre les lunettes de mamie, une lampe, de l’eau et des piles dans un cabas.'],
  ])('%s: "%s" and "%s"', (lang, first, second) => {
    const findings = critique(scenario(lang, [[first, 'best', 'That works.'], ['Ignore it.', 'poor', 'Nothing changes.'], [second, 'best', 'That works too.'], ['Move the choir to the back.', 'acceptable', 'A little better.']]));
    expect(at(findings, 'duplicate_option')).toEqual(['/decisionPoints/0/options/2']);
    expect(at(findings, 'answer_key')).toEqual([]);
  });
  it.each<[Lang, string, string]>([
    ['en', 'Ask the recorders to play more quietly during the verses.', 'Ask the recorders to play more loudly during the verses.'],
    ['en', 'Ask the recorders to play quietly during the verses.', 'Ask the recorders to play loudly during the verses.'],
    ['en', 'Tell the music teacher before the concert.', 'Tell the music teacher after the concert.'],
    ['fr', 'Demander aux flûtes de jouer plus doucement pendant le refrain.', 'Demander aux flûtes de jouer plus fort pendant le refrain.'],
  ])('%s: "%s" and "%s" stay two keys', (lang, first, second) => {
    const findings = critique(scenario(lang, [[first, 'best', 'Everyone knows where they stand.'], ['Ignore it.', 'poor', 'Nothing changes.'], [second, 'best', 'The plan is clear.']]));
    expect(at(findings, 'duplicate_option')).toEqual([]);
    // Reported on the list or at the choice read as the slip: an answer-key finding either way.
    expect(at(findings, 'answer_key').some((l) => l.startsWith('/decisionPoints/0/options'))).toBe(true);
  });
});

describe('an earlier question that gives a later answer away is reported at the later question', () => {
  const quiz = (lang: Lang, ...questions: Array<[string, Array<[string, boolean]>]>) =>
    probeItem('SATA', lang, '7', { title: 'T', questions: questions.map(([stem, options]) => ({ stem, options: options.map(([text, correct]) => ({ text, correct, rationale: 'Porque sí.' })) })) });
  it('es: the windpipe named in the first stem answers the second', () => {
    const findings = critique(quiz('es', ['La tráquea lleva el aire hasta los bronquios. ¿Qué hace el diafragma al inspirar?', [['Baja', true], ['Sube', false]]], ['¿Qué conducto lleva el aire hasta los bronquios?', [['La tráquea', true], ['El esófago', false]]]));
    const earlier = findings.filter((f) => f.title === 'An earlier question gives the answer away');
    expect(earlier.map((f) => f.location)).toEqual(['/questions/1/stem']);
  });
});

describe('an article in a rate or a time brings in no scene of its own', () => {
  const lesson = (lang: Lang, fact: string, problem: string, solution: string) =>
    probeItem('KE', lang, '6', { title: 'T', objectives: ['Multiply'], sections: [{ heading: 'H', body: fact }], keyTerms: [], workedExamples: [{ title: 'W', problem, solution }], checkQuestions: [{ question: 'Q?', answer: 'A.' }] });
  it.each<[Lang, string, string, string]>([
    ['en', 'The path around the park is 1,200 m long.', 'Ana walks the path around the park 2 times a day. How far does she walk?', 'The path around the park is 1,500 m long. She walks 2 × 1,500 = 3,000 m.'],
    ['es', 'El camino del parque mide 1200 m.', 'Ana recorre el camino del parque 2 veces al día, una vez por la mañana. ¿Cuánto camina?', 'El camino del parque mide 1500 m. Camina 2 × 1500 = 3000 m.'],
    ['fr', 'Le chemin du parc mesure 1 200 m.', 'Ana parcourt le chemin du parc 2 fois par jour, une fois le matin. Quelle distance parcourt-elle ?', 'Le chemin du parc mesure 1 500 m. Elle parcourt 2 × 1 500 = 3 000 m.'],
  ])('%s: the lesson’s path and the solution’s are one', (lang, fact, problem, solution) => {
    expect(at(critique(lesson(lang, fact, problem, solution)), 'quantity_contradiction')).toEqual(['/workedExamples/0/solution']);
  });
  it.each<[Lang, string, string, string]>([
    ['en', 'The path around the park is 1,200 m long.', 'A path in the woods is 1,500 m long. How far is 2 laps?', '2 × 1,500 = 3,000 m.'],
    ['fr', 'Le chemin du parc mesure 1 200 m.', 'Un chemin dans les bois mesure 1 500 m. Quelle distance font 2 tours ?', '2 × 1 500 = 3 000 m.'],
    ['en', 'The school pond holds 1,200 litres of water.', 'Jo empties the school pond 10 litres at a time with a bucket. How many buckets does she fill?', 'She fills 120 buckets.'],
  ])('%s: an article bringing in a thing still sets a scene of its own', (lang, fact, problem, solution) => {
    expect(at(critique(lesson(lang, fact, problem, solution)), 'quantity_contradiction')).toEqual([]);
  });
});

describe('a round value beside a precise one in two units is that value rounded', () => {
  const lesson = (lang: Lang, a: string, b: string) =>
    probeItem('KE', lang, '6', { title: 'T', objectives: ['Plan a trip'], sections: [{ heading: 'H', body: a }, { heading: 'H2', body: b }], keyTerms: [], workedExamples: [], checkQuestions: [{ question: 'Q?', answer: 'A.' }] });
  const clashes = (lang: Lang, a: string, b: string) => at(critique(lesson(lang, a, b)), 'quantity_contradiction');
  it.each<[Lang, string, string]>([
    ['en', 'The coach trip to the castle takes 2 hours 10 minutes.', 'Pack a snack, because the coach trip to the castle takes 2 hours.'],
    ['en', 'Pack a snack, because the coach trip to the castle takes 2 hours.', 'The coach trip to the castle takes 2 hours 10 minutes.'],
    ['en', 'The coach trip to the castle takes about 2 hours.', 'The coach trip to the castle takes 2 hours 10 minutes.'],
    ['en', 'The walking trail around the lake is 3 km 200 m long.', 'Bring water: the walking trail around the lake is 3 km long.'],
    ['es', 'El viaje en autobús al castillo dura 2 horas y 10 minutos.', 'Lleva agua: el viaje en autobús al castillo dura 2 horas.'],
    ['fr', "Le trajet en car jusqu'au château dure 2 h 10 min.", "Prévois de l'eau : le trajet en car jusqu'au château dure 2 heures."],
  ])('%s: "%s" and "%s" agree', (lang, a, b) => {
    expect(clashes(lang, a, b)).toEqual([]);
  });
  it.each<[Lang, string, string]>([
    ['en', 'The coach trip to the castle takes 2 hours 40 minutes.', 'Pack a snack, because the coach trip to the castle takes 2 hours.'],
    ['en', 'The walking trail around the lake is 3 km 700 m long.', 'Bring water: the walking trail around the lake is 3 km long.'],
    ['en', 'The coach trip to the castle takes 125 minutes.', 'The coach trip to the castle takes 2 hours 10 minutes.'],
    ['es', 'El viaje en autobús al castillo dura 2 h 40 min.', 'Lleva agua: el viaje en autobús al castillo dura 2 horas.'],
    ['fr', "Le trajet en car jusqu'au château dure 2 heures.", "Le trajet en car jusqu'au château dure 2 h 45 min."],
  ])('%s: "%s" and "%s" still contradict', (lang, a, b) => {
    expect(clashes(lang, a, b)).toEqual(['/sections/1/body']);
  });
});

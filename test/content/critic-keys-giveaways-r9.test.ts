// Answer keys, arithmetic and give-aways, ninth round, pinned with fresh wording in English,
// Spanish and French. Give-aways speak on strong evidence only: a count in words goes with its
// word, one object of an SPL situation is not the choice, a negated answer is not a sentence
// without a negation, a passage the stem quotes is material, a long answer's distinguishing words
// must all be said; a chain in a KE question offers its links; a hyphenated prescription counts
// by its parts; a plural verb closing the stem and gender from common nouns whose ending does not
// tell it are grammar cues. Answer keys: a verdict naming what the choice is a way to do, a
// contrast after the verdict's colon, a concession after its clause, a best choice written twice,
// a rationale's last result that is one part of a sum. Arithmetic: thousands with points and a
// change of unit, a term after an operator word, a rounded value converted, "on average", a
// quantity put into another unit by a factor, pence beside pounds.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';
import { selectionItems } from '../../src/content/critic/items.js';
import { stemOf } from '../../src/content/critic/assessment-giveaways.js';
import { distinguishedInStem } from '../../src/content/critic/assessment-giveaway-cues.js';

type Lang = LabelledItem['lang'];
type Opt = [string, boolean, string];
const quiz = (lang: Lang, stem: string, options: Opt[]) => probeItem('SATA', lang, 'Grade 7', sata('Check', [[stem, options]]));
const scene = (lang: Lang, prompt: string, options: Array<[string, 'best' | 'acceptable' | 'poor', string]>) =>
  probeItem('SPL', lang, 'Grade 7', spl('Choices', 'You are out with your family.', 'Pupil', [[prompt, options]], 'Think before you act.'));
const lesson = (lang: Lang, text: string, questions: Array<[string, string]> = [['Why check a result?', 'To catch a slip before it spreads.']]) =>
  probeItem('KE', lang, 'Grade 7', ke('Working it out', ['Work out a result.', 'Check it another way.'], [['Working', text]], [['Result', 'What a calculation gives.']], [], questions));
const giveaways = (i: LabelledItem) => faultsOf(i, 'answer_giveaway');
const keys = (i: LabelledItem) => faultsOf(i, 'answer_key');
const arithmetic = (i: LabelledItem) => faultsOf(i, 'arithmetic_error');
/** Every finding a hint or above (a `low` one too): what must stay quiet. */
const critiqueAll = (i: LabelledItem) => critique(i).filter((f) => f.severity !== 'info');
const STEM = [{ location: '/questions/0/stem' }];
const why = (ok: boolean): string => (ok ? 'It fits.' : 'It does not fit.');
const opts = (...o: Array<[string, boolean]>): Opt[] => o.map(([t, k]) => [t, k, why(k)]);

describe('give-aways, ninth round: number words of the class language', () => {
  const distinguished = (lang: Lang, stem: string, options: Opt[]) => {
    const item = selectionItems('SATA', sata('Check', [[stem, options]]), lang)[0]!;
    return distinguishedInStem(stemOf(item.stem, lang), item, lang)?.text;
  };
  it('English "once" is a word that can set the key apart; Spanish "once" is a count', () => {
    expect(distinguished('en', 'The recipe tells you to fold the egg whites in once, gently. Which step is right?', opts(['Fold once', true], ['Fold repeatedly', false]))).toBe('Fold once');
    expect(distinguished('es', 'Un equipo de fútbol tiene once jugadores en el campo. ¿Cuántos hay en dos equipos?', opts(['Veintidós jugadores', true], ['Once jugadores', false]))).toBeUndefined();
  });
  it('a count in words goes with the word after it: the stem names the unit, the option counts it', () => {
    expect(giveaways(quiz('en', 'In 3/4 time a quarter note lasts one beat. Which groups fill exactly one bar?', opts(['Three quarter notes', true], ['One half note and one quarter note', true], ['Two half notes', false])))).toEqual([]);
    expect(giveaways(quiz('fr', 'En 3/4, une noire dure un temps. Quelles mesures contiennent exactement 3 temps ?', opts(['Trois noires', true], ['Deux blanches', false])))).toEqual([]);
  });
});

describe('give-aways, ninth round: strong evidence only', () => {
  it('one object a decision point names is not the choice', () => {
    expect(giveaways(scene('en', 'A bag of rice costs €3 and a box of pasta €2. What do you do?', [['Buy the bag.', 'best', 'It is cheaper per kilo.'], ['Buy nothing today.', 'poor', 'You still need food.'], ['Ask the price per kilo first.', 'acceptable', 'Useful, but slower.']]))).toEqual([]);
  });
  it('a negated answer is not said by a sentence without a negation', () => {
    expect(giveaways(quiz('en', 'On a guarded beach, what does each flag mean? Tick the right pairs.', opts(['Green flag: safe to swim', true], ['Red flag: swimming allowed for strong swimmers', false], ['No flag: the beach is not guarded', true])))).toEqual([]);
    expect(giveaways(quiz('fr', 'Sur une plage surveillée, que veut dire chaque drapeau ?', opts(['Drapeau vert : baignade sans danger', true], ['Drapeau rouge : baignade permise', false], ['Pas de drapeau : la plage n’est pas surveillée', true])))).toEqual([]);
  });
  it('a passage the stem quotes is what the question is about', () => {
    const stem = 'Read this sentence: “On a rainy night in the harbour town, Omar lost his grandmother’s ring.” Select everything it tells the reader.';
    expect(giveaways(quiz('en', stem, opts(['A harbour town on a rainy night', true], ['Omar, the main character', true], ['How the story ends', false])))).toEqual([]);
    // Said by the stem itself, the key is still given away.
    expect(giveaways(quiz('en', 'The story is set in a harbour town on a rainy night. Which tells the setting?', opts(['A harbour town on a rainy night', true], ['A desert at noon', false])))).toMatchObject(STEM);
  });
  it('a longer answer is given away only when the words that set it apart are said', () => {
    expect(giveaways(quiz('en', 'A gauge recorded 20 mm of rain on Friday and 8 mm on Saturday. Which statements are true?', opts(['Friday had more than double the rain of Saturday.', true], ['Saturday was the wettest day.', false])))).toEqual([]);
  });
  it('a belief someone holds is a claim to judge', () => {
    expect(giveaways(quiz('en', 'Tom thinks heavy balls fall faster than light ones. Which statements are true?', opts(['Heavy balls fall faster', true], ['Both land together', false])))).toEqual([]);
  });
  it('a KE question showing a chain offers its links', () => {
    expect(giveaways(lesson('en', 'Energy passes along a food chain.', [['In the chain grass → rabbit → fox, which living thing is the producer?', 'Grass.']]))).toEqual([]);
  });
  it('a hyphenated prescription counts by its parts', () => {
    expect(giveaways(scene('en', 'Your phone is nearly out of data, so the best move is to pick a pay-as-you-go top-up. What do you do?', [['Buy a pay-as-you-go top-up for $5.', 'best', 'It covers the week.'], ['Keep using data and pay the extra charges.', 'poor', 'Extra charges cost more.'], ['Use Wi-Fi only.', 'acceptable', 'It works at home.']]))).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
  });
});

describe('give-aways, ninth round: grammar cues', () => {
  it('a plural verb closing the stem over singular options', () => {
    expect(giveaways(quiz('es', 'Los animales que se alimentan solo de carne son…', opts(['carnívoros', true], ['herbívoro', false], ['omnívoro', false])))).toMatchObject(STEM);
    expect(giveaways(quiz('en', 'Animals that eat only plants are …', opts(['herbivores', true], ['a carnivore', false], ['an omnivore', false])))).toMatchObject(STEM);
    expect(giveaways(quiz('fr', 'Les animaux qui mangent de tout sont…', opts(['omnivores', true], ['herbivore', false], ['carnivore', false])))).toMatchObject(STEM);
    // English adjectives do not agree: "Metals are brittle" is grammatical.
    expect(giveaways(quiz('en', 'Most metals are …', opts(['good conductors', true], ['brittle', false], ['transparent', false])))).toEqual([]);
    expect(giveaways(quiz('es', 'Los animales que comen de todo son…', opts(['omnívoros', true], ['herbívoros', false], ['carnívoros', false])))).toEqual([]);
  });
  it('gender from common nouns whose ending does not tell it', () => {
    expect(giveaways(quiz('es', 'La parte del cuerpo con la que sujetamos un lápiz es una…', opts(['mano', true], ['codo', false], ['hombro', false])))).toMatchObject(STEM);
    expect(giveaways(quiz('fr', 'Ce qui recouvre tout notre corps est la…', opts(['peau', true], ['squelette', false], ['cerveau', false])))).toMatchObject(STEM);
  });
});

describe('answer keys, ninth round', () => {
  it('a verdict naming what the choice is a way to do', () => {
    const i = scene('es', 'Un paquete de arroz de 1 kg cuesta 1,80 € y uno de 500 g, 1,10 €. ¿Qué haces?', [
      ['Compras el de 1 kg.', 'best', 'Sale más barato por kilo.'],
      ['Compras el de 500 g.', 'acceptable', 'Pagas menos ahora, pero más por kilo.'],
      ['Miras el precio por kilo en la etiqueta.', 'poor', 'Es la mejor manera de decidir: la etiqueta ya lo compara por ti.'],
    ]);
    expect(keys(i)).toMatchObject([{ location: '/decisionPoints/0/options/2' }]);
  });
  it('a contrast after the verdict’s colon explains, it leaves the verdict said', () => {
    const i = quiz('en', 'Select every true statement about stories.', [['The plot is the order of events.', true, 'Plot is what happens, in order.'], ['The setting is the main problem.', true, 'This mixes up two elements: the problem is the conflict, while the setting is where the story happens.'], ['The ending comes first.', false, 'The ending comes last.']]);
    expect(keys(i)).toMatchObject([{ location: '/questions/0/options/1' }]);
  });
  it('a concession after its clause does not take it back', () => {
    const i = scene('es', 'El socorrista pone la bandera roja y unos chicos siguen en el agua. ¿Qué haces?', [
      ['Sales del agua.', 'best', 'La bandera roja prohíbe el baño: hay que respetarla aunque otros no lo hagan.'],
      ['Te bañas hasta la cintura.', 'poor', 'Con bandera roja no se entra al agua.'],
      ['Avisas a los chicos.', 'acceptable', 'Está bien, pero primero sal tú.'],
    ]);
    expect(critiqueAll(i).filter((f) => f.type === 'answer_key')).toEqual([]);
  });
  it('one choice marked best twice in the same words is a duplicate, not two keys', () => {
    const i = scene('fr', 'Quel pourcentage des élèves préfère le basket ?', [
      ['12 ÷ 30 = 0,4, soit 40 %.', 'best', 'On divise par le total.'],
      ['12 %.', 'poor', '12 élèves sur 30, ce n’est pas 12 %.'],
      ['12 ÷ 30 = 0,4, soit 40 %.', 'best', 'Bonne division par le total.'],
    ]);
    expect(critiqueAll(i).filter((f) => f.type === 'answer_key')).toEqual([]);
    expect(faultsOf(i, 'duplicate_option').length).toBeGreaterThan(0);
  });
  it('a last result that is one part of a sum the rationale tells is no other value', () => {
    expect(keys(quiz('en', 'A cyclist speeds up for 5 s, then rides at 10 m/s for 10 s. Select every true statement.', [['She covers 130 m in total.', true, '30 m while speeding up plus 10 × 10 = 100 m at a steady speed.'], ['She stops after 5 s.', false, 'She keeps riding.']]))).toEqual([]);
  });
});

describe('arithmetic, ninth round', () => {
  const quiet = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toEqual([]);
  const wrongAt = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toMatchObject([{ location: '/sections/0/body' }]);
  it('reads thousands with points both ways in a conversion and across a change of unit', () => {
    quiet('es', 'Una garrafa de 3 L = 3.000 ml, que da para 12 vasos de 250 ml.');
    wrongAt('es', 'Una garrafa de 3 L = 4.000 ml, que da para 12 vasos de 250 ml.');
    quiet('es', 'Para 12 vasos: 12 × 250 ml = 3.000 ml = 3 L.');
  });
  it('a quantity after an operator word is a term, not the amount converted', () => {
    quiet('en', 'Route B: 3.0 × 12 = 36 min plus 5 min = 41 minutes.');
  });
  it('a rounded value converts within its rounding', () => {
    quiet('fr', 'Il faut 256 ÷ 120 ≈ 2,13 min, soit 128 secondes.');
    wrongAt('fr', 'Il faut 2,13 min, soit 140 secondes.');
  });
  it('pence glued to a number, in a text that counts in pounds, are hundredths of a pound', () => {
    wrongAt('en', 'Three pencils: 3 × 45p = £1.25, which is under £1.50.');
    quiet('en', 'Three pencils: 3 × 45p = £1.35, which is under £1.50.');
    quiet('en', 'Two of each: 2 × 45p + 2 × 35p = 90p + 70p = £1.60.');
  });
  it('a lone number then that number times a factor is a quantity put into another unit', () => {
    quiet('en', 'So oxygen needed = 1.0 mol = 1.0 × 32 = 32 g.');
    wrongAt('en', 'So oxygen needed = 0.5 mol = 0.5 × 32 = 18 g.');
  });
});

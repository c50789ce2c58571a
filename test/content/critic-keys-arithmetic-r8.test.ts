// Answer keys and arithmetic, eighth round, pinned with fresh wording in English, Spanish and
// French. Arithmetic: an amount of money stated in words shows cents, so it is not taken as
// rounded unless its sentence says so; and a result a sentence concludes from its own numbers
// ("so four tickets cost $28", "$73 altogether", "soit 75 €") is recomputed whatever the words,
// by every sum, difference, product and quotient of those numbers that keeps the result's thing.
// Quiet on purpose: a result of another thing, a list or a range, a comparison, a purpose ("so
// that"), a value chosen from a series, a shape's measure, a restatement. Answer keys: what an SPL
// feedback tells is read clause by clause, a negation reaching no further than its own clause, and
// a rule the choice breaks ("she should never be left alone") praising nothing.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const lesson = (lang: Lang, text: string) =>
  probeItem('KE', lang, 'Grade 6', ke('Working it out', ['Work out a result.', 'Check it another way.'], [['Working', text]], [['Result', 'What a calculation gives.']], [], [['Why check a result?', 'To catch a slip before it spreads.']]));
const arithmetic = (i: LabelledItem) => faultsOf(i, 'arithmetic_error');
const quiet = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toEqual([]);
const wrongAt = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toMatchObject([{ location: '/sections/0/body' }]);

describe('critic arithmetic, eighth round', () => {
  it('reads an amount of money stated in words to the cent, unless its sentence rounds it', () => {
    wrongAt('en', 'With 15% off, the $48 game comes to $41.');
    quiet('en', 'With 15% off, the $48 game comes to $40.80.');
    quiet('en', 'With 15% off, the $48 game comes to about $41.');
    wrongAt('es', 'Con un 15 % de descuento, la chaqueta de 36 € se queda en 31 €.');
    quiet('es', 'Con un 15 % de descuento, la chaqueta de 36 € se queda en 30,60 €.');
    wrongAt('fr', 'Avec une remise de 15 %, le sac de 26 € coûte 22 €.');
    quiet('fr', 'Avec une remise de 15 %, le sac de 26 € coûte 22,10 €.');
    // A value that needs more places than cents may still be rounded to what it shows.
    quiet('en', 'A 15% discount on a $39.99 coat gives $33.99.');
    // A count is not money: 50 ÷ 8 boxes may round up.
    quiet('en', '50 pencils ÷ 8 per box is 7 boxes.');
  });

  it('recomputes a result a sentence concludes from its own numbers, whatever the words', () => {
    wrongAt('en', 'Stickers are $1.25 each, so five stickers cost $7.');
    quiet('en', 'Stickers are $1.25 each, so five stickers cost $6.25.');
    wrongAt('en', 'Leo ran 3 km on Saturday and 4.5 km on Sunday, 8 km in all.');
    quiet('en', 'Leo ran 3 km on Saturday and 4.5 km on Sunday, 7.5 km in all.');
    wrongAt('en', 'From her £20, Ana spends £7.40 on a book and has £13.60 left.');
    quiet('en', 'From her £20, Ana spends £7.40 on a book and has £12.60 left.');
    wrongAt('en', 'The tank loses 3 litres a day, so in a week it loses 18 litres.');
    quiet('en', 'The tank loses 3 litres a day, so in a week it loses 21 litres.');
    wrongAt('es', 'Pedro tiene 3 monedas de 2 € y 4 billetes de 10 €, así que tiene 44 €.');
    quiet('es', 'Pedro tiene 3 monedas de 2 € y 4 billetes de 10 €, así que tiene 46 €.');
    wrongAt('es', 'La mitad de los 36 alumnos come en el colegio, es decir, 16 alumnos.');
    quiet('es', 'La mitad de los 36 alumnos come en el colegio, es decir, 18 alumnos.');
    wrongAt('fr', 'Un cahier coûte 2,30 € ; 4 cahiers coûtent donc 9,60 €.');
    quiet('fr', 'Un cahier coûte 2,30 € ; 4 cahiers coûtent donc 9,20 €.');
    wrongAt('fr', 'Elle verse 250 mL de jus et 400 mL d’eau, soit 600 mL en tout.');
    quiet('fr', 'Elle verse 250 mL de jus et 400 mL d’eau, soit 650 mL en tout.');
  });

  it('leaves alone a conclusion the sentence does not compute from its own numbers', () => {
    // A result of another thing needs a fact the sentence does not give.
    quiet('en', 'A bus leaves every 20 minutes, so in 3 hours 9 buses leave.');
    // A list or a range, a comparison, a purpose, a value chosen from a series, a shape's measure.
    quiet('en', 'One serving is 30 g, so a 45 g bowl has 180 kcal and 13.5 g of sugar.');
    quiet('fr', 'Si tu te lèves à 7 h, tu dois donc dormir entre 21 h et 23 h.');
    quiet('es', 'La bolsa sale a 2 € el kilo, así que cuesta 0,70 € más que las sueltas.');
    quiet('en', 'We raised $450 so that 3 pupils could go on the trip.');
    quiet('en', 'The resistor needs 330 Ω for 9 V, so take the next value up, 390 Ω.');
    quiet('en', 'Each side is 6 m, so the square garden needs 24 m of fence.');
    // A restatement, and a total of things the sentence does not count.
    quiet('es', 'A 10 m de altura le quedan 49 J de energía potencial, así que tiene 49 J de energía cinética.');
    quiet('es', 'Ya habéis gastado 35 de los 50 euros, y os faltan huevos y azúcar, que cuestan 9 euros en total.');
  });
});

describe('critic arithmetic, eighth round: where an expression ends and what it is in', () => {
  it('ends an expression at a full stop, so the next sentence\'s sum is read on its own', () => {
    wrongAt('en', 'Use twelfths. 2/3 = 8/12 and 1/4 = 3/12. 8/12 + 3/12 = 12/12 = 1.');
    quiet('en', 'Use twelfths. 2/3 = 8/12 and 1/4 = 3/12. 8/12 + 3/12 = 11/12.');
    wrongAt('es', 'Usamos décimos. 1/2 = 5/10. 5/10 + 3/10 = 9/10.');
    quiet('es', 'Usamos décimos. 1/2 = 5/10. 5/10 + 3/10 = 8/10.');
    wrongAt('fr', 'On prend des sixièmes. 1/3 = 2/6. 2/6 + 1/6 = 4/6.');
    quiet('fr', 'On prend des sixièmes. 1/3 = 2/6. 2/6 + 1/6 = 3/6.');
  });

  it('reports a SATA option keyed right whose sum is false at the option\'s text', () => {
    const item = probeItem('SATA', 'es', 'Grade 4', sata('Restar', [['Ana tiene 300 semillas y planta 120. ¿Qué es cierto?', [['Quedan 300 − 120 = 190 semillas.', true, 'Se restan las plantadas.'], ['Ha plantado 120 semillas.', true, 'Lo dice el enunciado.'], ['Quedan 420 semillas.', false, 'Eso es sumar en vez de restar.']]]]));
    expect(arithmetic(item)).toMatchObject([{ location: '/questions/0/options/0/text' }]);
  });

  it('reads bytes written out as a unit, and a numeral in another base by its value', () => {
    quiet('en', 'The file has 250,000 pixels × 1 byte = 250,000 bytes = 0.25 MB.');
    wrongAt('en', 'The file has 250,000 pixels × 1 byte = 250,000 bytes = 2.5 MB.');
    const item = probeItem('SATA', 'en', 'Grade 9', sata('Bases', [['Which of these are the number 9?', [['Binary 1001', true, '8 + 0 + 0 + 1 = 9.'], ['Octal 11', true, '1 × 8 + 1 = 9.'], ['Binary 1010', false, '8 + 2 = 10, not 9.']]]]));
    expect(faultsOf(item, 'answer_key')).toEqual([]);
  });

  it('does not read one group of several as their total', () => {
    quiet('en', 'A 1 litre jug holds 4 parts of 250 ml, so 250 ml of squash and 750 ml of water.');
    wrongAt('en', 'The class has 4 boxes of 25 pencils, so 90 pencils in all.');
  });
});

describe('critic answer keys, eighth round', () => {
  const keyFaults = (i: LabelledItem) => faultsOf(i, 'answer_key');
  it('reads inline choices introduced by a spaced dash like a colon', () => {
    const question = (answer: string) => probeItem('KE', 'en', 'Grade 4', ke('Planets', ['Name the planets.', 'Compare their sizes.'], [['Sizes', 'Jupiter is the largest planet.']], [['Planet', 'A large body that orbits a star.']], [], [['Which planet is the largest — Mars, Venus or Earth?', answer]]));
    expect(keyFaults(question('Jupiter, the gas giant.'))).toMatchObject([{ location: '/checkQuestions/0/answer', title: 'Answer is not among the choices' }]);
    expect(keyFaults(question('Earth, of these three.'))).toEqual([]);
  });

  it("reads an SPL prompt's negation only in its question, not in the situation it tells", () => {
    const dp = (prompt: string) => probeItem('SPL', 'fr', 'Grade 5', spl('Le match', 'Un match de handball à la récréation.', 'Joueur', [[prompt, [['Je crie sur l’arbitre.', 'poor', 'C’est exactement la bonne réaction : tu te fais entendre.'], ['J’explique calmement ce que j’ai vu.', 'best', 'Tu restes poli et l’arbitre peut décider.'], ['Je quitte le terrain.', 'poor', 'L’équipe joue à un de moins.']]]], 'Rester calme aide tout le monde.'));
    const hints = (prompt: string) => critique(dp(prompt)).filter((f) => f.type === 'answer_key' && f.severity !== 'info');
    expect(hints('Une joueuse dit qu’elle n’a pas touché la balle, mais tu l’as vue. Que fais-tu ?')).toMatchObject([{ location: '/decisionPoints/0/options/0' }]);
    // Asked for the wrong move, the praise may describe it.
    expect(hints('Que ne faut-il surtout pas faire ?')).toEqual([]);
  });

  it('of two best choices, reports the one whose feedback tells of harm beside one that tells nothing', () => {
    const item = probeItem('SPL', 'en', 'Grade 6', spl('The glue gun', 'A design lesson.', 'Pupil', [['The bell rings. What do you do?', [['Leave the glue gun switched on at your table.', 'best', 'It could burn someone who picks it up and damage the table.'], ['Switch off the glue gun and put it on its stand.', 'best', 'The nozzle cools on the stand, away from hands.'], ['Ask a friend to put it away.', 'poor', 'Your friend may not know it is hot.']]]], 'Switch off and stand tools before you go.'));
    expect(keyFaults(item)).toMatchObject([{ location: '/decisionPoints/0/options/0' }]);
  });
});

describe('critic SPL outcomes, eighth round', () => {
  const lowHints = (lang: Lang, poor: string) =>
    critique(
      probeItem('SPL', lang, 'Grade 8', spl('A choice', 'Something happens in class.', 'Pupil', [['What do you do?', [['Tell the teacher at once.', 'best', 'The teacher can act and keep everyone safe.'], ['Carry on as if nothing happened.', 'poor', poor], ['Ask a friend first.', 'acceptable', 'It helps a little, but it costs time.']]]], 'Tell an adult early.')),
    ).filter((f) => f.type === 'answer_key' && f.location === '/decisionPoints/0/options/1');
  it('reads a rule the choice breaks, a negation within its clause and "learns nothing" as blame, not praise', () => {
    expect(lowHints('en', 'A faint can turn serious quickly; a pupil who fainted must never be left alone.')).toEqual([]);
    expect(lowHints('en', 'This offers no help and ignores the pupil who is hurt; the class learns nothing.')).toEqual([]);
    expect(lowHints('en', 'Looking calm is not the same as being safe, and the safe thing is to tell someone.')).toEqual([]);
    expect(lowHints('es', 'Un desmayo puede empeorar; nunca se debe dejar sola a una alumna así, y no ayuda nada.')).toEqual([]);
    expect(lowHints('fr', 'Un malaise peut s’aggraver : il ne faut jamais laisser un élève seul, et cela n’aide personne.')).toEqual([]);
    // A poor choice praised twice is still a hint.
    expect(lowHints('en', 'Exactly what first-aiders recommend: it keeps everyone safe and calm.')).toMatchObject([{ severity: 'low' }]);
  });
});

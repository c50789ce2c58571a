// The causes of the false alarms found on the eighth and ninth writers' clean items, and of low
// findings on the clean writers that read the text plainly wrong, fixed by design rather than item
// by item. Each is pinned with fresh content (not the writers' words, other subjects, en/es/fr)
// beside a control that must still be flagged: values worked out by an operation the sentence
// names ("multiply each amount by 3: …") are derived, not stated; a value someone wants or plans
// to try is a setting, not a measurement; a question that asks for an amount asks about its own
// case; a stem gives an answer away only when one of its sentences says it. Low hints: no length
// cue when half the options or more are right; measurable verbs in Spanish and French; alex's
// words that name a person, school-subject words and names are not insensitive or profane; a story
// about one person is not one-sided; a `**` opening a line opens no bold.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const of = faultsOf;
/** Findings of a type at any severity: the low hints a teacher reads too. */
const faults = (i: ReturnType<typeof probeItem>, type: string) => critique(i).filter((f) => f.type === type);
const objectives = ['Compare two values.', 'Solve a short problem.'];
const glossary: Array<[string, string]> = [['Amount', 'How much of something there is.'], ['Scale', 'To make every amount bigger or smaller in the same way.']];

describe('critic false-alarm causes (eighth and ninth writers)', () => {
  it('quantities: amounts worked out by an operation the sentence names are derived, not rival facts; the same amount stated twice still clashes', () => {
    const clay = (section: string) =>
      ke('Mixing clay for the art room', objectives, [['One pot', 'One pot of modelling clay takes 300 g of powder and 150 ml of water.'], ['The big tub', section]], glossary, [['Two pots', 'The class needs two pots. How much powder and water?', 'Powder: 300 g + 300 g = 600 g. You need 600 g of powder for the two pots.']], [['How much water does one pot take?', '150 ml.']]);
    expect(of(item('KE', 'en', 'Grade 4', clay('For the big tub you need each amount multiplied by 3: 900 g of powder, then the water.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'en', 'Grade 4', clay('For the big tub you need 900 g of powder, then the water.')), 'quantity_contradiction').map((f) => f.location)).toContain('/workedExamples/0/solution');
    const masa = (section: string) =>
      ke('Masa para pizza', objectives, [['Una pizza', 'Una pizza lleva harina, agua, sal y levadura.'], ['Para la fiesta', section]], glossary, [['Dos pizzas', 'Hacemos dos pizzas. ¿Cuánta harina hace falta?', 'Harina: 250 g + 250 g = 500 g. Necesitas 500 g de harina para las dos pizzas.']], [['¿Cuánta agua lleva una pizza?', '150 ml.']]);
    expect(of(item('KE', 'es', 'Grade 4', masa('Para la fiesta necesitas cada cantidad multiplicada por 4: 1000 g de harina, y luego el agua.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'es', 'Grade 4', masa('Para la fiesta necesitas 1000 g de harina, y luego el agua.')), 'quantity_contradiction').map((f) => f.location)).toContain('/workedExamples/0/solution');
    const pate = (section: string) =>
      ke('La pâte à crêpes', objectives, [['La recette', 'La recette pour huit crêpes demande de la farine, du lait et deux œufs.'], ['Pour quatre crêpes', section]], glossary, [['Seize crêpes', 'On veut seize crêpes. Quelle quantité de lait ?', 'Lait : 500 ml + 500 ml = 1000 ml. Il faut 1000 ml de lait pour les seize crêpes.']], [['Que faut-il pour huit crêpes ?', 'De la farine, du lait et deux œufs.']]);
    expect(of(item('KE', 'fr', 'Grade 4', pate('Il faut alors chaque quantité divisée par 2 : 250 ml de lait, puis la farine.')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'fr', 'Grade 4', pate('Il faut alors 250 ml de lait, puis la farine.')), 'quantity_contradiction').map((f) => f.location)).toContain('/workedExamples/0/solution');
  });

  it('quantities: a value someone wants or plans to try is a setting, not what the thing measures; the thing said to measure it still clashes', () => {
    const ramp = (prompt: string) =>
      spl('Rolling marbles', 'Your group rolls a marble down a ramp and times it. The ramp is 2.0 m long and the marble takes 1.6 s to reach the bottom.', 'Group recorder', [
        [prompt, [['Only the length of the ramp.', 'best', 'One change at a time keeps the test fair.'], ['The length and the marble.', 'poor', 'Two changes at once hide which one mattered.']]],
      ], 'Change one thing at a time.');
    expect(of(item('SPL', 'en', 'Grade 7', ramp('Next you want to try a ramp 1.2 m long. What should change between the two runs?')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SPL', 'en', 'Grade 7', ramp('The ramp is 1.2 m long. What should change between the two runs?')), 'quantity_contradiction')).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    const cuerda = (prompt: string) =>
      spl('El columpio', 'Medís cuánto tarda un columpio en ir y volver. La cuerda del columpio mide 3,0 m.', 'Investigador', [
        [prompt, [['Solo la longitud de la cuerda.', 'best', 'Un cambio cada vez.'], ['La cuerda y el peso.', 'poor', 'Dos cambios a la vez no dejan ver cuál influye.']]],
      ], 'Cambia una cosa cada vez.');
    expect(of(item('SPL', 'es', 'Grade 7', cuerda('Ahora quieres probar con una cuerda de 2,0 m. ¿Qué cambias?')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('SPL', 'es', 'Grade 7', cuerda('La cuerda del columpio mide 2,0 m. ¿Qué cambias?')), 'quantity_contradiction')).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
  });

  it('quantities: a question that asks for an amount asks about its own case; a statement of the thing still clashes', () => {
    const lune = (question: string) =>
      ke('Les phases de la Lune', objectives, [['Le cycle', 'La Lune fait le tour de la Terre en 27 jours, et on voit ses phases changer.']], glossary, [['Deux tours', 'La Lune fait deux tours. Combien de jours ?', '27 × 2 = 54 jours.']], [[question, 'Environ un demi-tour.']]);
    expect(of(item('KE', 'fr', 'Grade 6', lune('Quelle part de son tour la Lune fait-elle en 14 jours ? Combien de jours reste-t-il ?')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'fr', 'Grade 6', lune('Combien de tours la Lune fait-elle en 14 jours ?')), 'quantity_contradiction')).toEqual([]);
    expect(of(item('KE', 'fr', 'Grade 6', lune('La Lune fait le tour de la Terre en 14 jours. Quelle part voit-on ?')), 'quantity_contradiction')).toMatchObject([{ location: '/checkQuestions/0/question' }]);
    const snail = (question: string) =>
      ke('How fast is a snail?', objectives, [['Slow movers', 'A garden snail crawls 3 m in 1 hour on a damp path.']], glossary, [['Half a day', 'A snail crawls for 12 hours. How far does it go?', '3 × 12 = 36 m.']], [[question, 'About 2 hours.']]);
    expect(of(item('KE', 'en', 'Grade 5', snail('How many metres does the snail crawl in 2 hours on the damp path?')), 'quantity_contradiction')).toEqual([]);
  });

  it('giveaway: one sentence of the stem must say the keyed answer; its words spread over the premise and the question are not a giveaway', () => {
    const haiku = (stem: string) =>
      sata('Haiku', [[stem, [['Five short syllables', true, 'The first line of a haiku has five syllables.'], ['Seven short syllables', false, 'Seven belong to the middle line.'], ['Three long words', true, 'Three words can make five syllables.']]]]);
    expect(of(item('SATA', 'en', 'Grade 5', haiku('In a haiku the first line has five syllables. Which short lines could open one? Select all that apply.')), 'answer_giveaway')).toEqual([]);
    expect(of(item('SATA', 'en', 'Grade 5', haiku('In a haiku the first line has five short syllables. Which lines could open one? Select all that apply.')), 'answer_giveaway')).toMatchObject([{ location: '/questions/0/stem' }]);
    const monedas = (stem: string) =>
      sata('Monedas', [[stem, [['Dos monedas de cincuenta céntimos', true, '50 + 50 = 100 céntimos.'], ['Tres monedas de veinte céntimos', false, 'Solo suman 60 céntimos.']]]]);
    expect(of(item('SATA', 'es', 'Grade 3', monedas('Un euro son cien céntimos y se paga con monedas. ¿Qué grupos de dos suman un euro? Marca todas las correctas.')), 'answer_giveaway')).toEqual([]);
    expect(of(item('SATA', 'es', 'Grade 3', monedas('Dos monedas de cincuenta céntimos suman un euro. ¿Qué grupos suman un euro? Marca todas las correctas.')), 'answer_giveaway')).toMatchObject([{ location: '/questions/0/stem' }]);
  });
});

describe('critic low findings that read the text plainly wrong (clean writers)', () => {
  it('length cue: when half the options or more are right, the longest being right tells nothing; with right options in the minority it is still a hint', () => {
    const long = 'Volcanoes release gases and ash that can cool the climate for a year or two';
    const majority = sata('Volcanoes', [['Which statements about volcanoes are true? Select all that apply.', [[long, true, 'Large eruptions cool the climate.'], ['They form at plate edges', true, 'Most do.'], ['Lava is molten rock', true, 'Yes.'], ['They are all dead', false, 'Many are active.']]]]);
    expect(faults(item('SATA', 'en', 'Grade 7', majority), 'length_cue')).toEqual([]);
    const mitad = sata('Los ríos', [['¿Qué afirmaciones sobre los ríos son ciertas? Marca todas las correctas.', [['Un río lleva agua dulce desde las montañas hasta el mar o un lago', true, 'Es el recorrido de un río.'], ['Nace en un manantial', true, 'Muchos nacen así.'], ['Es de agua salada', false, 'Es agua dulce.'], ['Nunca se seca', false, 'Algunos se secan en verano.']]]]);
    expect(faults(item('SATA', 'es', 'Grade 5', mitad), 'length_cue')).toEqual([]);
    const minority = sata('Les volcans', [['Quelles affirmations sont vraies ? Cochez toutes les bonnes réponses.', [['Un volcan rejette des gaz et des cendres qui refroidissent parfois le climat', true, 'Les grandes éruptions refroidissent le climat.'], ['La lave est froide', false, 'Elle est très chaude.'], ['Certains sont actifs', true, 'Oui, beaucoup le sont.'], ['Ils sont en mer', false, 'Pas tous.'], ['Ils sont récents', false, 'Certains sont très anciens.']]]]);
    expect(faults(item('SATA', 'fr', 'Grade 7', minority), 'length_cue')).toMatchObject([{ severity: 'low', location: '/questions/0/options/0' }]);
  });
});

describe('critic objective verbs (clean writers)', () => {
  const lesson = (lang: 'en' | 'es' | 'fr', objectives: string[]) =>
    item('KE', lang, 'Grade 6', ke('Test', objectives, [['Idea', 'A short idea.']], glossary, [['One', 'Try it.', 'Done.']], [['Why?', 'Because.']]));
  const verbs = (i: ReturnType<typeof probeItem>) => faults(i, 'objective_verb').map((f) => `${f.severity} ${f.location}`);
  it('an action a teacher can watch, in any of the three languages, is a measurable objective; a vague verb still is not', () => {
    expect(verbs(lesson('en', ['Halve each amount in a recipe.', 'Trace the path of a river on a map.', 'Rearrange a formula to make the width its subject.']))).toEqual([]);
    expect(verbs(lesson('es', ['Hallar el área de un triángulo.', 'Ubicar los ríos en un mapa.', 'Predecir qué pasará al calentar el agua.']))).toEqual([]);
    expect(verbs(lesson('fr', ['Soustraire deux nombres décimaux.', 'Les placer sur une droite graduée.', 'Énoncer la règle des signes.']))).toEqual([]);
    expect(verbs(lesson('en', ['Understand fractions.', 'Enjoy reading poems.']))).toEqual(['medium /objectives/0', 'low /objectives/1']);
    expect(verbs(lesson('es', ['Conocer los planetas.']))).toEqual(['medium /objectives/0']);
    expect(verbs(lesson('fr', ['Connaître les planètes.', 'Les aimer.']))).toEqual(['medium /objectives/0', 'low /objectives/1']);
  });
});

describe('critic insensitive wording (clean writers)', () => {
  const story = (situation: string) =>
    item('SPL', 'en', 'Grade 6', spl('A visit', situation, 'Visitor', [['What do you do first?', [['Say hello.', 'best', 'A greeting starts well.'], ['Say nothing.', 'poor', 'Silence can seem rude.']]]], 'Greet people first.'));
  const words = (i: ReturnType<typeof probeItem>) => faults(i, 'insensitive_wording').map((f) => f.quote);
  it('words that name a person by kinship, rank or sex are who the people are; a gendered job title with a neutral name is still a hint', () => {
    expect(words(story('Your niece and her grandfather visit the museum with Mrs. Ortiz, a woman who once met a king. Her uncle, an actor, plays the hero.'))).toEqual([]);
    expect(words(story('The chairman of the museum greets you and a waitress brings tea.'))).toEqual(['chairman', 'waitress']);
  });
  it('words of school subjects that cuss lists as maybe profane (anatomy, history, a ball) are not profanity; an obscenity still is', () => {
    expect(words(story('In biology you name the uterus and the testicles; in history you read about a murder trial and the Nazi invasion. Then you kick a ball and give an oral report.'))).toEqual([]);
    expect(words(story('Your cousin swears: damn, the ball hit the window.'))).toEqual(['damn']);
  });
  it('a profane word capitalised inside a sentence is a name; at the start of a sentence it may be the word and is still a hint', () => {
    expect(words(story('You fly from Lagos to Niamey, the capital of Niger, on the river Niger.'))).toEqual([]);
    expect(words(story('You arrive late. Damn is what your cousin says.'))).toEqual(['Damn']);
  });
});

describe('critic markdown (clean writers)', () => {
  const question = (rationale: string) => sata('Python', [['Which expressions give 9?', [['3 ** 2', true, rationale], ['3 * 2', false, 'That is 6.'], ['3 + 2', false, 'That is 5.'], ['9 ** 1', true, 'Any number to the power 1 is itself.']]]]);
  const broken = (i: ReturnType<typeof probeItem>) => faults(i, 'structure').map((f) => f.location);
  it('a ** at the start or end of a line, beside a space, opens no bold: it is the power operator; a bold left open still is broken', () => {
    expect(broken(item('SATA', 'en', 'Grade 9', question('** is the power operator: 3 ** 2 is 9.')))).toEqual([]);
    expect(broken(item('SATA', 'fr', 'Grade 9', question('Le calcul utilise ** \n** est la puissance.')))).toEqual([]);
    expect(broken(item('SATA', 'en', 'Grade 9', question('**Power: 3 ** 2 is 9.')))).toEqual(['/questions/0/options/0/rationale']);
  });
});

describe('critic representation (clean writers)', () => {
  const story = (situation: string) =>
    item('SPL', 'en', 'Grade 6', spl('The bird box', situation, 'Helper', [['What do you hand over first?', [['Hand her the safety glasses.', 'best', 'Eyes first.'], ['Hand him the saw.', 'poor', 'Safety comes first.']]]], 'Safety first, then the tools.'));
  const oneSided = (i: ReturnType<typeof probeItem>) => faults(i, 'representation').filter((f) => f.title === 'Gendered pronouns are one-sided');
  it('a story about one person says "she" throughout: the people are not one-sided; pronouns that point to two people of one sex still are a hint', () => {
    expect(oneSided(story('Your classmate Imani is building a bird box. She has a saw and a plank, and her plank is 1 m long. She asks you to help her measure it.'))).toEqual([]);
    expect(oneSided(story('Your classmates Omar and Kenji build bird boxes. Omar says he needs a saw; then Kenji says he needs one too, and his plank is too long.'))).toHaveLength(1);
  });
});

// Negative stems and stems that give the answer away, eighth round: the readings a teacher
// applies in any language, each pinned with fresh wording in English, Spanish and French beside
// controls that must stay quiet. A negative stem is read in the question's interrogative clause
// (not in its scene, its closing condition, a relative clause on another noun, a quotation or an
// option), by negations and by words that ask for the failing option ("false", "the odd one out",
// "sobra", "l'intrus"); a question a character asks is asked too. A stem gives its answer away
// when it says the words that set the key apart, lists the keys together, ends with an article
// only the key agrees with, or prescribes the best action as a superlative.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const twoWay: Array<[string, boolean, string]> = [['First choice here', true, 'Because it holds.'], ['Second choice there', false, 'Because it does not hold.']];
const quiz = (lang: Lang, stem: string, options: Array<[string, boolean, string]> = twoWay) => probeItem('SATA', lang, 'Grade 7', sata('Check', [[stem, options]]));
const scene = (lang: Lang, prompt: string, options: Array<[string, 'best' | 'acceptable' | 'poor', string]>) =>
  probeItem('SPL', lang, 'Grade 7', spl('Trip', 'Your class is on a field trip.', 'Pupil', [[prompt, options]], 'Think before you act.'));
const lesson = (lang: Lang, questions: Array<[string, string]>) => probeItem('KE', lang, 'Grade 7', ke('Lesson', ['Explain an idea.', 'Compare two things.'], [['Idea', 'A short text.']], [['Term', 'A short definition.']], [], questions));
const negatives = (i: LabelledItem) => faultsOf(i, 'negative_stem');
const giveaways = (i: LabelledItem) => faultsOf(i, 'answer_giveaway');
const STEM = [{ location: '/questions/0/stem' }];

describe('negative stems, eighth round: words that ask for the option that fails', () => {
  it('"false", "incorrect", "the odd one out", "falsa", "sobra", "fausse", "l’intrus" in a selecting question are flagged', () => {
    expect(negatives(quiz('en', 'Which of these claims about glaciers is false?'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Pick the sentence that uses the semicolon incorrectly.'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Which instrument is the odd one out?'))).toMatchObject(STEM);
    expect(negatives(quiz('es', '¿Cuál de estas frases sobre los volcanes es falsa?'))).toMatchObject(STEM);
    expect(negatives(quiz('es', '¿Qué instrumento sobra en esta orquesta de cuerda?'))).toMatchObject(STEM);
    expect(negatives(quiz('fr', 'Quelle affirmation sur les abeilles est fausse ?'))).toMatchObject(STEM);
    expect(negatives(quiz('fr', 'Repère l’intrus parmi ces instruments.'))).toMatchObject(STEM);
  });

  it('emphasised, a kind of item, a reason asked for or a term stays quiet', () => {
    expect(negatives(quiz('en', 'Which of these claims about glaciers is FALSE?'))).toEqual([]);
    expect(negatives(quiz('en', 'Decide whether each claim about glaciers is true or false.'))).toEqual([]);
    expect(negatives(quiz('en', 'Why is the claim that glaciers stay still false?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which pair of words are false friends in Spanish and English?'))).toEqual([]);
    expect(negatives(quiz('es', 'Indica si cada frase sobre los volcanes es verdadera o falsa.'))).toEqual([]);
    expect(negatives(quiz('fr', 'Quelle affirmation sur les abeilles est **fausse** ?'))).toEqual([]);
    expect(negatives(quiz('fr', 'Indique si chaque phrase est vraie ou fausse.'))).toEqual([]);
  });
});

describe('negative stems, eighth round: more negations, and emphasis in HTML', () => {
  it('"no", "neither … nor", "lacks", "ningún", "jamás", "n’est-il pas", "ne s’emploie pas" are flagged', () => {
    expect(negatives(quiz('en', 'Which of these desert plants has no leaves?'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Which planet is neither rocky nor small?'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Which of these fish lacks scales?'))).toMatchObject(STEM);
    expect(negatives(quiz('es', '¿En cuál de estas regiones ningún mes supera los 10 °C?'))).toMatchObject(STEM);
    expect(negatives(quiz('es', '¿Cuál de estos planetas jamás se ve a simple vista?'))).toMatchObject(STEM);
    expect(negatives(quiz('fr', 'Lequel de ces outils n’est-il pas un outil de mesure ?'))).toMatchObject(STEM);
    expect(negatives(quiz('fr', 'Quel temps verbal ne s’emploie pas pour raconter au passé ?'))).toMatchObject(STEM);
  });

  it('a negative underlined or bolded in HTML, or in quotes, stays quiet', () => {
    expect(negatives(quiz('en', 'Which of these desert plants has <u>no</u> leaves?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which planet is __not__ rocky?'))).toEqual([]);
    expect(negatives(quiz('en', "Which phrase means the same as 'no problem'?"))).toEqual([]);
    expect(negatives(quiz('es', '¿Cuál de estos planetas <b>no</b> tiene lunas?'))).toEqual([]);
  });
});

describe('negative stems, eighth round: only the interrogative clause asks', () => {
  it('a scene before the question word, a closing condition and a relative clause on another noun stay quiet', () => {
    expect(negatives(quiz('en', 'Omar did not pack a torch, so which item can he use to see in the tent?'))).toEqual([]);
    expect(negatives(quiz('en', 'What happens to a candle flame when the jar does not let air in?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which poems compare a storm to something that cannot be seen?'))).toEqual([]);
    expect(negatives(quiz('es', '¿Qué le pasa a la masa del pan si no se deja reposar?'))).toEqual([]);
    expect(negatives(quiz('fr', 'Que devient le pain si on ne le laisse pas lever ?'))).toEqual([]);
    expect(negatives(quiz('fr', 'Dans une équipe où personne ne parle, que proposes-tu ?'))).toEqual([]);
  });

  it('a negative on the answer itself, or after "is", is still flagged', () => {
    expect(negatives(quiz('en', 'Omar packed three things. Which item did he not need in the tent?'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Which of these is a metal that does not rust?'))).toMatchObject(STEM);
    expect(negatives(quiz('es', '¿Qué ingrediente no lleva la masa del pan?'))).toMatchObject(STEM);
  });

  it('a stem without "?" is read by its directive sentence; an SPL prompt that only tells the scene asks nothing', () => {
    expect(negatives(quiz('en', 'All of the following are parts of a flower, except:'))).toMatchObject(STEM);
    expect(negatives(quiz('es', 'Marca los materiales que no son aislantes.'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'The class did not finish the survey. Choose the best way to show the results so far.'))).toEqual([]);
    const poor: [string, 'poor', string] = ['Leave without telling anyone', 'poor', 'Someone must know.'];
    expect(negatives(scene('en', 'The bus is late and no teacher has arrived yet.', [['Wait with the group and phone the school', 'best', 'Safe and sensible.'], poor]))).toEqual([]);
    expect(negatives(scene('fr', 'Le car est en retard et aucun adulte n’est encore arrivé.', [['Attendre avec le groupe et appeler l’école', 'best', 'Sûr et raisonnable.'], poor]))).toEqual([]);
  });

  it('a question a character asks in the scene is asked too; a plain request is not', () => {
    const poor: [string, 'poor', string] = ['Say nothing', 'poor', 'Your friend needs an answer.'];
    const prompt = (lang: Lang, text: string) => negatives(scene(lang, text, [['The map: it is clear as it is.', 'best', 'Right.'], poor]));
    expect(prompt('en', 'Ana asks which of her slides does not need more work. What do you say?')).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(prompt('es', 'Ana pregunta cuál de sus diapositivas no necesita cambios. ¿Qué le dices?')).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(prompt('fr', 'Ana te demande laquelle de ses diapositives ne demande pas de travail. Que lui dis-tu ?')).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(prompt('en', 'Ana asks which slide to show first. What do you say?')).toEqual([]);
  });

  it('a KE question listing its choices after a colon with commas only is read when the answer names one', () => {
    const at = [{ location: '/checkQuestions/0/question' }];
    expect(negatives(lesson('en', [['Which of these fabrics does not come from a plant: cotton, linen, wool?', 'Wool: it comes from sheep.']]))).toMatchObject(at);
    expect(negatives(lesson('fr', [['Lequel de ces tissus ne vient pas d’une plante : le coton, le lin, la laine ?', 'La laine, qui vient du mouton.']]))).toMatchObject(at);
    // An open question: the answer names none of the list.
    expect(faultsOf(lesson('en', [['What do these fabrics have in common: cotton, linen, wool?', 'They are all natural fibres.']]), 'answer_key')).toEqual([]);
  });

  it('an elliptical question asks what the sentence before it says', () => {
    expect(negatives(quiz('es', 'Todas estas aves vuelan menos una. ¿Cuál?'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Every one of these birds can fly except one. Which one?'))).toMatchObject(STEM);
    expect(negatives(quiz('en', 'Every one of these birds can fly. Which one is the largest?'))).toEqual([]);
  });
});

describe('giveaways, eighth round: what sets the key apart is in the stem', () => {
  it("the key's distinguishing words in one sentence of the stem are flagged", () => {
    expect(giveaways(quiz('en', 'Salt water conducts electricity because its dissolved ions carry charge. Why does salt water conduct electricity?', [['Its dissolved ions carry charge', true, 'Yes.'], ['Its water carries charge', false, 'No.'], ['Its colour carries charge', false, 'No.']]))).toMatchObject(STEM);
    expect(giveaways(quiz('es', 'Las dunas se forman porque el viento arrastra la arena. ¿Cómo se forman las dunas?', [['El viento arrastra la arena', true, 'Sí.'], ['La lluvia arrastra la arena', false, 'No.'], ['Los ríos arrastran la arena', false, 'No.']]))).toMatchObject(STEM);
    expect(giveaways(quiz('fr', 'Le fer rouille au contact de l’eau et de l’air humide. Qu’est-ce qui fait rouiller le fer ?', [['L’eau et l’air humide', true, 'Oui.'], ['Le froid', false, 'Non.'], ['La lumière', false, 'Non.']]))).toMatchObject(STEM);
  });

  it('a stem that says less than what sets the key apart, or says a distractor as well, stays quiet', () => {
    expect(giveaways(quiz('en', 'Why does salt water conduct electricity?', [['Its dissolved ions carry charge', true, 'Yes.'], ['Its water carries charge', false, 'No.']]))).toEqual([]);
    expect(giveaways(quiz('en', 'A snail moves slowly on its foot. Which of these helps a snail move?', [['A layer of slime under its foot', true, 'Yes.'], ['Four short legs', false, 'No.'], ['Small wings', false, 'No.']]))).toEqual([]);
    expect(giveaways(quiz('es', 'El viento y la lluvia cambian el paisaje. ¿Qué forma las dunas?', [['El viento', true, 'Sí.'], ['La lluvia', false, 'No.']]))).toEqual([]);
    expect(giveaways(quiz('en', 'A recipe for 2 uses 100 g of rice and 300 ml of water. Select the amounts for 6.', [['300 g of rice', true, 'Yes.'], ['900 ml of water', true, 'Yes.'], ['200 g of rice', false, 'No.']]))).toEqual([]);
  });

  it('the keys listed together in a premise are flagged; amounts worked out from a list are not', () => {
    expect(giveaways(quiz('en', 'Bees collect nectar and pollen from flowers and make honey and wax in the hive. Which do bees collect from flowers?', [['Nectar', true, 'Yes.'], ['Pollen', true, 'Yes.'], ['Honey', false, 'No.'], ['Wax', false, 'No.']]))).toMatchObject(STEM);
    expect(giveaways(quiz('fr', 'Les abeilles récoltent le nectar et le pollen des fleurs, puis fabriquent le miel et la cire. Que récoltent-elles sur les fleurs ?', [['Le nectar', true, 'Oui.'], ['Le pollen', true, 'Oui.'], ['Le miel', false, 'Non.']]))).toMatchObject(STEM);
    expect(giveaways(quiz('en', 'Which do bees collect from flowers?', [['Nectar', true, 'Yes.'], ['Pollen', true, 'Yes.'], ['Honey', false, 'No.']]))).toEqual([]);
  });

  it('an article closing the stem that only the key agrees with is flagged; one a distractor shares is not', () => {
    expect(giveaways(quiz('en', 'A word that describes a noun is called an', [['noun', false, 'No.'], ['adjective', true, 'Yes.'], ['verb', false, 'No.']]))).toMatchObject(STEM);
    expect(giveaways(quiz('es', 'El aparato que mide la temperatura se llama un', [['termómetro', true, 'Sí.'], ['balanza', false, 'No.'], ['regla', false, 'No.']]))).toMatchObject(STEM);
    expect(giveaways(quiz('en', 'A shape with six sides is called a', [['hexagon', true, 'Yes.'], ['pentagon', false, 'No.'], ['octagon', false, 'No.']]))).toEqual([]);
    expect(giveaways(quiz('es', 'El aparato que mide la temperatura se llama un', [['termómetro', true, 'Sí.'], ['barómetro', false, 'No.']]))).toEqual([]);
  });

  it('a superlative prescription of the best action is flagged; a task the prompt sets is not', () => {
    const poor: [string, 'poor', string] = ['Keep it and say nothing', 'poor', 'It belongs to someone.'];
    const at = [{ location: '/decisionPoints/0/prompt' }];
    expect(giveaways(scene('en', 'The wisest thing to do with a lost phone on a trip is to hand it to a teacher. What do you do?', [['Hand the phone to Mr Diaz', 'best', 'Right.'], poor]))).toMatchObject(at);
    expect(giveaways(scene('fr', 'Tu trouves un portefeuille. (Le plus juste est de le confier à un adulte.) Que fais-tu ?', [['Je le confie à la maîtresse', 'best', 'Bien.'], poor]))).toMatchObject(at);
    expect(giveaways(scene('es', 'Encuentras una cartera. Lo más honrado es entregarla a un adulto. ¿Qué haces?', [['La entrego a la profesora', 'best', 'Bien.'], poor]))).toMatchObject(at);
    expect(giveaways(scene('es', 'En la reunión hay que presentar los datos de la encuesta al grupo.', [['Presentar las cifras con un gráfico de barras', 'best', 'Claro.'], ['Decir que «salió bien» sin datos', 'poor', 'Faltan cifras.']]))).toEqual([]);
  });

  it('an either-or question answered by one alternative and a reason stays quiet', () => {
    expect(giveaways(lesson('en', [['Which holds more water, a bucket or a mug?', 'A bucket, which holds more water.']]))).toEqual([]);
    expect(giveaways(lesson('en', [['What is the name of the water cycle step called evaporation?', 'Evaporation.']]))).toMatchObject([{ location: '/checkQuestions/0/question' }]);
  });
});

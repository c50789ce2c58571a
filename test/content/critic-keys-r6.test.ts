// Answer keys, giveaways and all/none options read as a teacher reads them, in words no writer of
// the labelled sets used (other subjects, English, Spanish and French), each beside controls that
// must stay quiet: a poor choice praised with no verdict word, the odd one of two best choices, a
// SATA rationale that calls its option a kind of mistake, tells the learner whether to tick it, or
// works out another value; an option about the other options; a prompt that prescribes its best
// choice in any evaluative words; an answer given in another word of its family.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

type Quality = 'best' | 'acceptable' | 'poor';
type Choice = [string, Quality, string];
type Opt = [string, boolean, string];
const at = (findings: Array<{ location: string }>) => findings.map((f) => f.location);

describe('SPL feedback read for what it tells of the choice', () => {
  const lab = (lang: 'en' | 'es' | 'fr', prompt: string, choices: Choice[]) =>
    probeItem('SPL', lang, 'Grade 7', spl('The lab', 'A beaker of hot water tips over on the bench next to you.', 'Pupil', [[prompt, choices]], 'Tell an adult first.'));
  // A reading of the feedback's outcome alone is a hint (low); a verdict on the choice is a fault.
  const keyAt = (lang: 'en' | 'es' | 'fr', prompt: string, choices: Choice[]) => at(critique(lab(lang, prompt, choices)).filter((f) => f.type === 'answer_key' && f.severity !== 'info'));

  it('a poor choice praised in its opening clause, with no verdict word, in English, Spanish and French', () => {
    const adult: Choice = ['Tell the teacher.', 'best', 'An adult can deal with the spill safely.'];
    expect(keyAt('en', 'What do you do?', [adult, ['Step back and warn the others.', 'poor', 'Just what safety officers advise, and kind to your neighbours: nobody else gets splashed.'], ['Mop it with your sleeve.', 'poor', 'Hot water can scald your arm.']])).toEqual(['/decisionPoints/0/options/1']);
    expect(keyAt('es', '¿Qué haces?', [['Avisas al profesor.', 'best', 'Un adulto puede recogerlo con seguridad.'], ['Te apartas y avisas a los demás.', 'poor', 'Muy sensato y prudente: el resto del grupo se mantiene a salvo.'], ['Lo secas con la manga.', 'poor', 'El agua caliente puede quemarte.']])).toEqual(['/decisionPoints/0/options/1']);
    expect(keyAt('fr', 'Que fais-tu ?', [['Tu préviens le professeur.', 'best', 'Un adulte peut nettoyer en toute sécurité.'], ['Tu recules et tu préviens les autres.', 'poor', 'Réaction prudente et utile : tes voisins restent à l’abri.'], ['Tu essuies avec ta manche.', 'poor', 'L’eau chaude peut te brûler.']])).toEqual(['/decisionPoints/0/options/1']);
    // Praise once in the opening, and a good outcome told after it.
    expect(keyAt('fr', 'Que fais-tu ?', [['Tu préviens le professeur.', 'best', 'Un adulte peut nettoyer vite.'], ['Tu recules et tu préviens les autres.', 'poor', 'Le geste utile : tes voisins restent en sécurité.'], ['Tu essuies avec ta manche.', 'poor', 'L’eau chaude peut te brûler.']])).toEqual(['/decisionPoints/0/options/1']);
  });

  it('stays quiet on a poor choice whose praise is undone, or goes to another action, and on acceptable choices', () => {
    const adult: Choice = ['Tell the teacher.', 'best', 'An adult can deal with the spill safely and quickly.'];
    // "Helpful in spirit, but …": the contrast decides.
    expect(keyAt('en', 'What do you do?', [adult, ['Wipe it up yourself.', 'poor', 'Helpful and kind in spirit, but the water is still hot enough to scald.'], ['Leave the room.', 'acceptable', 'Safe and sensible, though nobody is told.']])).toEqual([]);
    // Praise of something else ("es más seguro avisar") is no praise of the choice.
    expect(keyAt('es', '¿Qué haces?', [['Avisas al profesor.', 'best', 'Un adulto puede recogerlo con seguridad.'], ['Lo recoges tú.', 'poor', 'Es más seguro y más útil avisar a un adulto.'], ['Sigues trabajando.', 'poor', 'El agua puede llegar a tus cuadernos.']])).toEqual([]);
    // A feedback that tells a good outcome once is too little to read against the key.
    expect(keyAt('fr', 'Que fais-tu ?', [['Tu préviens le professeur.', 'best', 'Un adulte peut nettoyer en toute sécurité.'], ['Tu continues ton travail.', 'poor', 'Ta feuille reste propre, et personne ne sait qu’il faut nettoyer.'], ['Tu cries.', 'poor', 'Cela fait peur aux autres.']])).toEqual([]);
  });

  it('an outcome read from the wording alone is a low hint, not a fault of medium severity or above', () => {
    const praised = lab('en', 'What do you do?', [['Tell the teacher.', 'best', 'An adult can clear it safely.'], ['Step back and warn the others.', 'poor', 'Just what safety officers advise, and kind to your neighbours: nobody else gets splashed.']]);
    expect(faultsOf(praised, 'answer_key')).toEqual([]);
    expect(critique(praised).filter((f) => f.type === 'answer_key').map((f) => [f.location, f.severity, f.title])).toEqual([['/decisionPoints/0/options/1', 'low', 'Feedback may read against the key']]);
  });

  it('a best choice whose feedback opens with a reservation and praises nothing', () => {
    const poor: Choice = ['Mop it with your sleeve.', 'poor', 'Hot water can scald your arm.'];
    expect(keyAt('en', 'What do you do?', [['Go and fetch the technician yourself.', 'best', 'Tempting, but it leaves the class alone next to the spill.'], poor])).toEqual(['/decisionPoints/0/options/0']);
    expect(keyAt('es', '¿Qué haces?', [['Vas tú a buscar al técnico.', 'best', 'Parece rápido, pero la clase se queda sola junto al agua caliente.'], ['Lo secas con la manga.', 'poor', 'Puedes quemarte.']])).toEqual(['/decisionPoints/0/options/0']);
    expect(keyAt('fr', 'Que fais-tu ?', [['Tu vas chercher le technicien toi-même.', 'best', 'C’est rapide, mais la classe reste seule près de l’eau brûlante.'], ['Tu essuies avec ta manche.', 'poor', 'Tu peux te brûler.']])).toEqual(['/decisionPoints/0/options/0']);
    // A concession that ends on a good outcome, or is followed by praise, is no reservation.
    expect(keyAt('en', 'What do you do?', [['Tell the teacher.', 'best', 'It takes a minute longer, but nobody gets hurt.'], poor])).toEqual([]);
    expect(keyAt('en', 'What do you do?', [['Tell the teacher.', 'best', 'Slower, but the teacher knows the lab. It is the safest choice for everyone.'], poor])).toEqual([]);
  });

  it('of two best choices, reports the one whose feedback alone tells of a poor outcome, at that choice', () => {
    const twoBest = (lang: 'en' | 'es' | 'fr', good: Choice, slip: Choice) => keyAt(lang, lang === 'en' ? 'What do you do?' : lang === 'es' ? '¿Qué haces?' : 'Que fais-tu ?', [good, slip, ['…', 'acceptable', '…']]);
    expect(twoBest('en', ['Send a pupil for the technician.', 'best', 'Help arrives and everyone stays safe.'], ['Go yourself and leave the class.', 'best', 'Then the class would be left unsupervised next to a hot spill.'])).toEqual(['/decisionPoints/0/options/1']);
    expect(twoBest('es', ['Mandas a un alumno a buscar al técnico.', 'best', 'La ayuda llega y todos siguen seguros.'], ['Vas tú y dejas sola a la clase.', 'best', 'Rápido, aunque la clase se queda sin vigilancia y puede haber un accidente.'])).toEqual(['/decisionPoints/0/options/1']);
    expect(twoBest('fr', ['Tu envoies un élève chercher le technicien.', 'best', 'L’aide arrive et tout le monde reste en sécurité.'], ['Tu y vas toi-même.', 'best', 'C’est rapide, mais la classe reste seule près d’une flaque brûlante.'])).toEqual(['/decisionPoints/0/options/1']);
    // Two best choices neither of whose feedback tells of an outcome: the decision point is ambiguous.
    expect(twoBest('en', ['Send a pupil for the technician.', 'best', 'The technician comes.'], ['Go yourself.', 'best', 'You come back with the technician.'])).toEqual(['/decisionPoints/0/options']);
  });
});

describe('SATA rationales read for what they say of their own option', () => {
  const fish = (opt: Opt) => sata('Fish', [['Which of these animals are fish?', [['Salmon', true, 'It breathes through gills.'], opt, ['Trout', true, 'It has fins and gills.'], ['Frog', false, 'It is an amphibian.']]]]);
  const keyAt = (lang: 'en' | 'es' | 'fr', content: Record<string, unknown>) => at(faultsOf(probeItem('SATA', lang, 'Grade 5', content), 'answer_key'));

  it('a rationale that calls its option a kind of mistake ("A classic trap", "Una trampa típica", "Un piège classique")', () => {
    expect(keyAt('en', fish(['Whale', true, 'A classic trap: a whale breathes air with lungs and feeds its young milk.']))).toEqual(['/questions/0/options/1']);
    expect(keyAt('en', fish(['Whale', false, 'A classic trap: a whale breathes air with lungs and feeds its young milk.']))).toEqual([]);
    // A trap about another animal, or an error in a phrase of its own ("a rounding error"), is no verdict.
    expect(keyAt('en', fish(['Shark', true, 'Sharks are fish; a classic trap is to think whales are too.']))).toEqual([]);
    const peces = (opt: Opt) => sata('Peces', [['¿Cuáles de estos animales son peces?', [['El salmón', true, 'Respira por branquias.'], opt, ['La rana', false, 'Es un anfibio.']]]]);
    expect(keyAt('es', peces(['El delfín', true, 'Una trampa típica: el delfín respira por pulmones y amamanta a sus crías.']))).toEqual(['/questions/0/options/1']);
    const poissons = (opt: Opt) => sata('Poissons', [['Lesquels de ces animaux sont des poissons ?', [['Le saumon', true, 'Il respire par des branchies.'], opt, ['La grenouille', false, 'C’est un amphibien.']]]]);
    expect(keyAt('fr', poissons(['Le dauphin', true, 'Un piège classique : le dauphin respire avec des poumons.']))).toEqual(['/questions/0/options/1']);
  });

  it('a rationale that tells the learner whether to tick the option, whatever the stem asks', () => {
    expect(keyAt('en', fish(['Eel', false, 'It looks like a snake but has gills and fins, so you should tick it.']))).toEqual(['/questions/0/options/1']);
    expect(keyAt('en', fish(['Eel', true, 'It looks like a snake but has gills and fins, so you should tick it.']))).toEqual([]);
    expect(keyAt('en', fish(['Seal', true, 'It breathes air, so leave it unticked.']))).toEqual(['/questions/0/options/1']);
    const verbos = (opt: Opt) => sata('Verbos', [['¿Qué palabras son verbos?', [['nadar', true, 'Es una acción.'], opt, ['silla', false, 'Es un nombre.']]]]);
    expect(keyAt('es', verbos(['rápido', true, 'Dice cómo es algo: no la marques.']))).toEqual(['/questions/0/options/1']);
    expect(keyAt('es', verbos(['escribíamos', false, 'Es el verbo escribir en pasado, así que hay que marcarla.']))).toEqual(['/questions/0/options/1']);
    const fausses = (opt: Opt) => sata('Fractions', [['Quelles égalités sont fausses ?', [['1/2 = 3/4', true, 'Une moitié n’est pas trois quarts.'], opt, ['2/4 = 1/2', false, 'On simplifie par 2 : elle est juste.']]]]);
    // Under a stem asking for the false ones, "il faut la cocher" still says: this is an answer.
    expect(keyAt('fr', fausses(['3/6 = 2/3', false, '3/6 vaut 1/2, pas 2/3 : il faut donc la cocher.']))).toEqual(['/questions/0/options/1']);
    expect(keyAt('fr', fausses(['3/6 = 2/3', true, '3/6 vaut 1/2, pas 2/3 : il faut donc la cocher.']))).toEqual([]);
  });

  it('a right answer whose rationale works out another value of the same thing', () => {
    const rope = (opt: Opt) => sata('Lengths', [['Two ropes of 6 m and 9 m are tied end to end. Which statements are true?', [opt, ['The ropes are the same length.', false, '6 m is shorter than 9 m.'], ['The longer rope is 9 m.', true, 'It is the second one.']]]]);
    expect(keyAt('en', rope(['Together they are 14 m long.', true, '6 m + 9 m = 15 m.']))).toEqual(['/questions/0/options/0']);
    expect(keyAt('en', rope(['Together they are 15 m long.', true, '6 m + 9 m = 15 m.']))).toEqual([]);
    // One value in two units, and a bare number explained by its digits, are quiet.
    expect(keyAt('en', rope(['Together they are 1.5 km long.', true, '600 m + 900 m = 1500 m.']))).toEqual([]);
    // A statement ending on its number, and the rationale's result bare too.
    const mean = (opt: Opt) => sata('Moyenne', [['Les notes de Léa sont 4, 9 et 11. Quelles affirmations sont vraies ?', [opt, ['La note la plus basse est 9.', false, 'C’est 4.'], ['La plus haute est 11.', true, 'Aucune n’est plus haute.']]]]);
    expect(keyAt('fr', mean(['La moyenne est 7.', true, '(4 + 9 + 11) ÷ 3 = 8.']))).toEqual(['/questions/0/options/0']);
    expect(keyAt('fr', mean(['La moyenne est 8.', true, '(4 + 9 + 11) ÷ 3 = 8.']))).toEqual([]);
    const threes = sata('Múltiplos', [['¿Qué números son múltiplos de 3?', [['42', true, '4 + 2 = 6, que es múltiplo de 3.'], ['25', false, '2 + 5 = 7.'], ['81', true, '8 + 1 = 9.']]]]);
    expect(keyAt('es', threes)).toEqual([]);
  });
});

describe('an option about the other options', () => {
  const planets = (last: string) => sata('Planets', [['Which planets have rings?', [['Saturn', true, 'Its rings are easy to see.'], ['Uranus', true, 'It has thin, dark rings.'], ['Mercury', false, 'It has no rings.'], [last, false, 'Mercury has none.']]]]);
  const allNone = (lang: 'en' | 'es' | 'fr', mode: 'SATA' | 'SPL' | 'KE', content: Record<string, unknown>) => at(faultsOf(probeItem(mode, lang, 'Grade 6', content), 'all_none_above'));

  it('in any words pointing back at the list, or alone, in English, Spanish and French', () => {
    expect(allNone('en', 'SATA', planets('All are correct.'))).toEqual(['/questions/0/options/3']);
    expect(allNone('en', 'SATA', planets('None of these choices'))).toEqual(['/questions/0/options/3']);
    expect(allNone('es', 'SATA', planets('Todas las respuestas anteriores'))).toEqual(['/questions/0/options/3']);
    expect(allNone('es', 'SATA', planets('Ninguna es correcta.'))).toEqual(['/questions/0/options/3']);
    expect(allNone('fr', 'SATA', planets('Toutes ces propositions'))).toEqual(['/questions/0/options/3']);
    expect(allNone('fr', 'SATA', planets('Aucune ne convient.'))).toEqual(['/questions/0/options/3']);
  });

  it('stays quiet on words for all or several that name things, not options', () => {
    expect(allNone('en', 'SATA', planets('All four giant planets'))).toEqual([]);
    const tidy = spl('Tidying up', 'The art lesson ends in five minutes.', 'Pupil', [['How do you tidy up?', [['Tous ensemble, vous rangez les pinceaux.', 'best', 'Ça va plus vite.'], ['Les trois, si le professeur est d’accord.', 'poor', 'Trop long.'], ['Tu pars.', 'poor', 'Les autres rangent seuls.']]]], 'Ranger ensemble.');
    expect(allNone('fr', 'SPL', tidy)).toEqual([]);
    const legs = ke('Animals', ['Count legs.', 'Compare animals.'], [['Legs', 'Snakes have no legs.']], [['Limb', 'An arm or a leg.']], [['A spider', 'How many legs?', 'Eight.']], [['How many legs does a snake have: none, two or four?', 'None.']]);
    expect(allNone('en', 'KE', legs)).toEqual([]);
  });
});

describe('what the stem gives away', () => {
  const giveaway = (lang: 'en' | 'es' | 'fr', prompt: string, best: string, poor: string) =>
    at(faultsOf(probeItem('SPL', lang, 'Grade 6', spl('The trip', 'On a school trip, a classmate feels dizzy in the sun.', 'Pupil', [[prompt, [[best, 'best', 'Shade and water help.'], [poor, 'poor', 'She may faint.'], ['Ask how she feels.', 'acceptable', 'Kind, but slow.']]]], 'Act early.')), 'answer_giveaway'));

  it('a prompt that prescribes its best choice in any evaluative words', () => {
    expect(giveaway('en', 'She sways on her feet; the wisest move here is to sit her in the shade and give her water. What do you do?', 'Sit her in the shade and give her water.', 'Keep walking to the museum.')).toEqual(['/decisionPoints/0/prompt']);
    expect(giveaway('es', 'Se marea; lo más prudente es sentarla a la sombra y darle agua. ¿Qué haces?', 'La sientas a la sombra y le das agua.', 'Seguís andando.')).toEqual(['/decisionPoints/0/prompt']);
    expect(giveaway('fr', 'Elle a la tête qui tourne ; le plus raisonnable serait de l’asseoir à l’ombre et de lui donner de l’eau. Que fais-tu ?', 'Tu l’assois à l’ombre et tu lui donnes de l’eau.', 'Vous continuez à marcher.')).toEqual(['/decisionPoints/0/prompt']);
    // What a character urges, or a prompt that prescribes nothing, gives nothing away.
    expect(giveaway('en', 'Your cousin says the best plan is to keep walking to the museum. What do you do?', 'Sit her in the shade and give her water.', 'Keep walking to the museum.')).toEqual([]);
    expect(giveaway('en', 'She sways on her feet. What do you do?', 'Sit her in the shade and give her water.', 'Keep walking to the museum.')).toEqual([]);
  });

  const open = (lang: 'en' | 'es' | 'fr', question: string, answer: string) =>
    at(faultsOf(probeItem('KE', lang, 'Grade 5', ke('Water', ['Describe changes of state.', 'Name them.'], [['States', 'Water can be ice, liquid or vapour.']], [['Vapour', 'Water as a gas.']], [['A puddle', 'Where does a puddle go?', 'It evaporates.']], [[question, answer]])), 'answer_giveaway'));

  it('an open question whose answer is another word of a word it uses', () => {
    expect(open('en', 'What do we call the process in which a gas cools and condenses into a liquid?', 'Condensation.')).toEqual(['/checkQuestions/0/question']);
    expect(open('es', '¿Cómo se llama el proceso por el que el agua se evapora con el calor?', 'La evaporación.')).toEqual(['/checkQuestions/0/question']);
    expect(open('fr', 'Comment appelle-t-on le passage d’un liquide qui se solidifie ?', 'La solidification.')).toEqual(['/checkQuestions/0/question']);
    // Words that only begin alike are not one family.
    expect(open('en', 'What carries water up the stem, a kind of transport?', 'Transpiration pulls it up.')).toEqual([]);
    expect(open('en', 'What do we call the tiny parts that make up matter?', 'Particles.')).toEqual([]);
  });

  it('a number counts with the unit after it', () => {
    const recipe = (opt: string) => sata('Recipes', [['A recipe uses 200 g of sugar and 300 ml of water. Which amounts are right for a double batch?', [[opt, true, '200 × 2 = 400.'], ['250 g of sugar', false, 'Not doubled.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 6', recipe('400 g of sugar')), 'answer_giveaway'))).toEqual([]);
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 6', recipe('300 g of sugar')), 'answer_giveaway'))).toEqual([]);
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 6', recipe('200 g of sugar')), 'answer_giveaway'))).toEqual(['/questions/0/stem']);
  });
});

// False alarms on clean content, seventh round: the general misreadings behind the eighteenth and
// nineteenth writers' flagged items, each pinned with fresh wording in English, Spanish and French
// (other subjects than theirs) beside a control that must still be flagged. A gloss that closes a
// question may hold a negative; a scenario's "None: …" may be a choice to do without; "False
// urgency" is an adjective, not a verdict; parallel choices are named by what sets them apart; a
// sentence that reports a learners' mistake quotes it wrong on purpose; "dividing 8 by −2" divides;
// data units convert; hours added past midnight wrap; "6 bottles of 1.5 L" is the size of each.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const quiz = (lang: Lang, stem: string, options: Array<[string, boolean, string]> = [['First statement', true, 'Because it holds.'], ['Second statement', false, 'Because it does not hold.']]) =>
  probeItem('SATA', lang, 'Grade 8', sata('Check', [[stem, options]]));
const scene = (lang: Lang, prompt: string, options: Array<[string, 'best' | 'acceptable' | 'poor', string]>) =>
  probeItem('SPL', lang, 'Grade 9', spl('Lab', 'You are helping in the school lab.', 'Assistant', [[prompt, options]], 'Think before you act.'));
const lesson = (lang: Lang, parts: { sections?: Array<[string, string]>; examples?: Array<[string, string, string]>; questions?: Array<[string, string]> }) =>
  probeItem('KE', lang, 'Grade 8', ke('Lesson', ['Explain a result.', 'Compare values.'], parts.sections ?? [['Idea', 'A short text.']], [['Value', 'A number with its unit.']], parts.examples ?? [], parts.questions ?? [['Why check?', 'To catch slips.']]));
const of = (type: string) => (i: LabelledItem) => faultsOf(i, type);

describe('false alarms, seventh round: a gloss that closes a question', () => {
  const negatives = of('negative_stem');
  it('a negative inside a gloss on a term describes the term; a negative question is still flagged', () => {
    expect(negatives(quiz('en', 'Which sentences contain an **oxymoron**, a phrase joining words that do not seem to belong together?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which of these animals are invertebrates, having no backbone at all?'))).toEqual([]);
    expect(negatives(quiz('es', '¿Qué frases usan una hipérbole, es decir, una exageración que no se toma al pie de la letra?'))).toEqual([]);
    expect(negatives(quiz('fr', 'Quels vers contiennent une litote, c’est-à-dire une phrase qui ne dit pas tout ?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which of these animals are not invertebrates?'))).toMatchObject([{ location: '/questions/0/stem' }]);
    expect(negatives(quiz('es', '¿Qué frases no usan una hipérbole, es decir, una exageración?'))).toMatchObject([{ location: '/questions/0/stem' }]);
    expect(negatives(quiz('fr', 'Quel astre, une étoile proche, ne brille pas la nuit ?'))).toMatchObject([{ location: '/questions/0/stem' }]);
  });
});

describe('false alarms, seventh round: a scenario\'s choice to do without', () => {
  const allNone = of('all_none_above');
  it('"None: <what I do instead>" is a decision; "None of the above" and "None: all are wrong" are not', () => {
    const poor: [string, 'poor', string] = ['Use the scale', 'poor', 'It is not needed here.'];
    expect(allNone(scene('en', 'Which timer do you use for the reaction?', [['None: I count the seconds aloud while watching the flask', 'acceptable', 'It works, but a timer is more precise.'], poor]))).toEqual([]);
    expect(allNone(scene('es', '¿Qué guantes te pones para mover la caja?', [['Ninguno: la caja está fría y no tiene bordes cortantes', 'best', 'Bien: no hay riesgo para las manos.'], poor]))).toEqual([]);
    expect(allNone(scene('fr', 'Quel filtre utilises-tu ?', [['Aucun : je laisse le sable se déposer au fond du bécher', 'acceptable', 'La décantation marche, mais elle est lente.'], poor]))).toEqual([]);
    expect(allNone(scene('en', 'Do you use the stopwatch or the wall clock?', [['Neither: I film the reaction and time it afterwards', 'best', 'The video keeps every second.'], poor]))).toEqual([]);
    expect(allNone(scene('en', 'Which timer do you use?', [['None of the above', 'poor', 'Pick one.'], poor]))).toMatchObject([{ location: '/decisionPoints/0/options/0' }]);
    expect(allNone(scene('es', '¿Qué guantes te pones?', [['Ninguno: todas las opciones son incorrectas', 'poor', 'Hay una buena.'], poor]))).toMatchObject([{ location: '/decisionPoints/0/options/0' }]);
    expect(allNone(scene('fr', 'Quel filtre utilises-tu ?', [['Aucune.', 'poor', 'Il en faut un.'], poor]))).toMatchObject([{ location: '/decisionPoints/0/options/0' }]);
  });
});

describe('false alarms, seventh round: what a rationale says of its option', () => {
  const keys = of('answer_key');
  it('a verdict word that describes the noun after it is no verdict; a verdict still is', () => {
    expect(keys(quiz('en', 'Which are signs of a scam call? Select all that apply.', [['The caller demands payment in gift cards.', true, 'Odd payment methods are hard to trace.'], ['The caller says a prize must be claimed today.', true, 'False deadlines rush you into acting.'], ['The caller gives a number you can check.', false, 'A number you can check is a good sign.']]))).toEqual([]);
    expect(keys(quiz('en', 'Which shapes have four equal sides? Select all that apply.', [['A square', true, 'Right angles and four equal sides.'], ['A rectangle', false, 'Its sides differ in pairs.']]))).toEqual([]);
    expect(keys(quiz('es', '¿Qué palabras llevan tilde? Selecciona todas las que correspondan.', [['Árbol', true, 'Sílaba tónica en la penúltima y termina en -l.'], ['Mesa', false, 'Es llana y termina en vocal.']]))).toEqual([]);
    expect(keys(quiz('en', 'Which are signs of a scam call?', [['The caller demands payment in gift cards.', true, 'False: a real company may ask for this.'], ['The caller gives a number you can check.', false, 'A number you can check is a good sign.']]))).toMatchObject([{ location: '/questions/0/options/0' }]);
    expect(keys(quiz('es', '¿Qué metales son magnéticos?', [['El cobre', true, 'Falso: el cobre no es magnético.'], ['El hierro', true, 'Correcto: el hierro es magnético.'], ['El aluminio', false, 'No lo atrae un imán.']]))).toMatchObject([{ location: '/questions/0/options/0' }]);
  });

  it('a KE answer names a choice by the words that set it apart from the others; an answer outside them is still flagged', () => {
    expect(keys(lesson('en', { questions: [['Which came first: the printing press in Germany or in England?', 'Germany, around 1450, a generation before Caxton.']] }))).toEqual([]);
    expect(keys(lesson('es', { questions: [['¿Qué se inauguró antes: el metro en Londres o en París?', 'Londres, en 1863, casi cuarenta años antes.']] }))).toEqual([]);
    expect(keys(lesson('fr', { questions: [['Quel fleuve est le plus long : le Rhône en France ou le Danube en Europe centrale ?', 'Le Danube, avec environ 2 850 km.']] }))).toEqual([]);
    expect(keys(lesson('en', { questions: [['Which came first: the printing press in Germany or in England?', 'Italy.']] }))).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
    expect(keys(lesson('en', { questions: [['Which sea is the saltiest: the Baltic, the North Sea or the Red Sea?', 'The Dead Sea.']] }))).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });
});

describe('false alarms, seventh round: arithmetic a teacher reads in context', () => {
  const sums = of('arithmetic_error');
  it('a sentence that reports a learners\' mistake quotes it wrong on purpose; the same sum stated as fact is still wrong', () => {
    expect(sums(lesson('en', { examples: [['Squares', 'Work out 0.3².', '0.3² = 0.09. Students often write 0.3² = 0.9, forgetting that two decimal places become four.']] }))).toEqual([]);
    expect(sums(lesson('es', { examples: [['Fracciones', 'Suma 1/2 + 1/3.', '1/2 + 1/3 = 3/6 + 2/6 = 5/6. Un error típico es escribir 1/2 + 1/3 = 2/5, sumando numeradores y denominadores.']] }))).toEqual([]);
    expect(sums(lesson('fr', { examples: [['Pourcentages', 'Un prix de 80 € baisse de 25 %.', '80 × 0,75 = 60 €. Une erreur courante consiste à écrire 80 − 25 = 55 €.']] }))).toEqual([]);
    expect(sums(lesson('en', { examples: [['Area', 'A square has sides of 12 cm. Find its area.', '12 × 12 = 144 cm². It is tempting to write 12 × 12 = 24, adding the sides instead.']] }))).toEqual([]);
    expect(sums(lesson('es', { examples: [['Potencias', 'Calcula 2³.', '2³ = 2 × 2 × 2 = 8. Muchos alumnos escriben 2³ = 6, multiplicando la base por el exponente.']] }))).toEqual([]);
    expect(sums(lesson('fr', { examples: [['Aires', 'Un carré a 5 cm de côté.', 'Aire : 5 × 5 = 25 cm². Certains élèves écrivent 5 × 2 = 25 en confondant carré et double.']] }))).toEqual([]);
    expect(sums(lesson('en', { examples: [['Squares', 'Work out 0.3².', '0.3² = 0.9, so the square is smaller than 1.']] }))).toMatchObject([{ location: '/workedExamples/0/solution' }]);
    expect(sums(lesson('fr', { examples: [['Pourcentages', 'Un prix de 80 € baisse de 25 %.', 'Le nouveau prix est 80 − 20 = 55 €.']] }))).toMatchObject([{ location: '/workedExamples/0/solution' }]);
  });

  it('an operation named by its verb ("dividing 8 by −2", "multiplicando 6 por 7", "en divisant 45 par 9") divides or multiplies', () => {
    expect(sums(quiz('en', 'Which steps are right?', [['Step A', true, 'Dividing 12 by −3 gives −4, so the sign flips.'], ['Step B', false, 'It skips a step.']]))).toEqual([]);
    expect(sums(quiz('es', '¿Qué pasos son correctos?', [['Paso A', true, 'Multiplicando 6 por 7 se obtiene 42.'], ['Paso B', false, 'Se salta un paso.']]))).toEqual([]);
    expect(sums(quiz('fr', 'Quelles étapes sont justes ?', [['Étape A', true, 'En divisant 45 par 9 on obtient 5.'], ['Étape B', false, 'Elle saute une étape.']]))).toEqual([]);
    expect(sums(quiz('en', 'Which steps are right?', [['Step A', true, 'Dividing 12 by −3 gives 4.'], ['Step B', false, 'It skips a step.']]))).toMatchObject([{ location: '/questions/0/options/0/rationale' }]);
  });

  it('amounts of data convert with their prefixes; a wrong conversion is still wrong', () => {
    expect(sums(lesson('en', { examples: [['Songs', 'Songs of 5 MB fill a 2 GB stick. How many?', '2 GB = 2 × 1,000 = 2,000 MB, and 2,000 ÷ 5 = 400 songs.']] }))).toEqual([]);
    expect(sums(lesson('fr', { examples: [['Photos', 'Combien de photos de 4 Mo sur 8 Go ?', '8 Go = 8 × 1 000 = 8 000 Mo ; 8 000 ÷ 4 = 2 000 photos.']] }))).toEqual([]);
    expect(sums(lesson('en', { examples: [['Songs', 'Songs of 5 MB fill a 2 GB stick. How many?', '2 GB = 2 × 1,000 = 2,000 MB, and 2,000 ÷ 5 = 300 songs.']] }))).toMatchObject([{ location: '/workedExamples/0/solution' }]);
  });

  it('hours added to a clock time pass midnight; a sum of hours off by other than a day is still wrong', () => {
    expect(sums(lesson('fr', { questions: [['Le train part à 21 h et roule 5 h. À quelle heure arrive-t-il ?', '21 h + 5 h = 2 h du matin.']] }))).toEqual([]);
    expect(sums(lesson('es', { questions: [['El vuelo sale a las 23 horas y dura 4 horas. ¿A qué hora llega?', '23 + 4 = 3, es decir, a las 3 horas del día siguiente.']] }))).toEqual([]);
    expect(sums(lesson('en', { questions: [['The ferry leaves at 20 h and sails 7 hours. When does it dock?', '20 h + 7 h = 3 h the next morning.']] }))).toEqual([]);
    expect(sums(lesson('fr', { questions: [['Le train part à 21 h et roule 5 h. À quelle heure arrive-t-il ?', '21 h + 5 h = 3 h du matin.']] }))).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });
});

describe('false alarms, seventh round: the size of each of a number of things', () => {
  const clashes = of('quantity_contradiction');
  it('"crates of 12 bottles of 0.75 L" is what one bottle holds, not the total; one thing given two values still clashes', () => {
    const trip = (lang: Lang, prompt: string, debrief: string) =>
      probeItem('SPL', lang, 'Grade 8', spl('Trip', 'Your class plans a picnic.', 'Organiser', [[prompt, [['Work it out', 'best', 'Good: you compare.'], ['Guess', 'poor', 'A guess is no plan.']]]], debrief));
    expect(clashes(trip('en', 'The juice comes in crates of 8 bottles of 0.75 L. How many crates?', 'You needed 30 L of juice, so 5 crates of juice were enough.'))).toEqual([]);
    expect(clashes(trip('es', 'El zumo llega en cajas de 6 botellas de 2 L. ¿Cuántas cajas?', 'Hacían falta 48 L de zumo en total: 4 cajas de zumo.'))).toEqual([]);
    expect(clashes(trip('fr', 'Le jus arrive en cartons de 12 briques de 1 L. Combien de cartons ?', 'Il fallait 36 L de jus : 3 cartons de jus.'))).toEqual([]);
    expect(clashes(trip('en', 'The class needs 30 L of juice for the picnic. How many crates?', 'The class needed 24 L of juice for the picnic.'))).toMatchObject([{ location: '/debrief' }]);
  });
});

describe('low hints, seventh round: plainly wrong readings', () => {
  const lows = (i: LabelledItem, title: string) => critique(i).filter((f) => f.title === title);
  const story = (situation: string) =>
    probeItem('SPL', 'en', 'Grade 7', spl('The stall', situation, 'Helper', [['What do you do first?', [['Count the float with her.', 'best', 'You both know what you start with.'], ['Open the till and start selling.', 'poor', 'You cannot check the takings later.']]]], 'Count first, sell after.'));
  it('pronouns point to people, not to the places and labels named between them; two people of one sex are still a hint', () => {
    const oneSided = (i: LabelledItem) => lows(i, 'Gendered pronouns are one-sided');
    expect(oneSided(story('Your neighbour Mrs Okafor runs a cake stall. She grew up in Lagos and moved to Leeds, where she opened her first bakery. She asks you to try Plan B today: she wants you to keep the cash box while she serves.'))).toEqual([]);
    expect(oneSided(story('Tomás says his brother needs help at the stall, so Tomás and he set it up in Madrid. Later Ms Reyes checks the prices, and Tomás thanks her for it.'))).toEqual([]);
    expect(oneSided(story('Your classmates Nadia and Grace run the stall. Nadia says she will count the float; Grace says she will write the prices, and her sign is ready.'))).toHaveLength(1);
  });

  it('the authors of quoted lines are cited, not names the writer chose; invented names of one background are still noted', () => {
    const oneBackground = (i: LabelledItem) => lows(i, 'Names from one background only');
    const lines = (a: string, b: string, c: string) => quiz('en', 'Which lines rhyme? Select all that apply.', [[a, true, 'The line ends rhyme.'], [b, true, 'The line ends rhyme.'], [c, false, 'The ends do not rhyme.']]);
    expect(oneBackground(lines('"Tyger Tyger, burning bright" (William Blake)', '"Hope is the thing with feathers" — Emily Dickinson', 'A line by Robert Frost about a wall'))).toEqual([]);
    expect(oneBackground(lines('William wrote a poem about a cat.', 'Emily wrote one about a hat.', 'Robert wrote one about the sea.'))).toHaveLength(1);
  });

  it('"mental" before a noun is of the mind, and "slave" in a history of slavery is the subject\'s word; the slur is still a hint', () => {
    const wording = (i: LabelledItem) => lows(i, 'Possibly insensitive wording');
    const text = (body: string) => lesson('en', { sections: [['Part', body]] });
    expect(wording(text('Use mental maths to check the total, then write the mental steps down.'))).toEqual([]);
    expect(wording(text('After the abolition of the slave trade in 1807, enslaved people in the colonies were not freed until 1834; one former slave, Mary Prince, told her story in print.'))).toEqual([]);
    expect(wording(text('When the team lost, the coach went mental.'))).toHaveLength(1);
    expect(wording(text('The master disk sends each slave disk a copy of the data.')).length).toBeGreaterThan(0);
  });

  it('"scale", "enlarge", "reduce" are actions a teacher can watch', () => {
    const verbs = (i: LabelledItem) => critique(i).filter((f) => f.type === 'objective_verb');
    const objectives = (objs: string[]) => probeItem('KE', 'en', 'Grade 6', ke('Maps', objs, [['Scale', 'A scale links the map to the ground.']], [['Scale', 'The ratio of map to ground.']], [], [['What is a scale?', 'A ratio.']]));
    expect(verbs(objectives(['Scale a drawing up by a factor of 3.', 'Enlarge a shape on a grid.', 'Reduce a map to half its size.']))).toEqual([]);
    expect(verbs(objectives(['Appreciate the beauty of maps.']))).toHaveLength(1);
  });
});

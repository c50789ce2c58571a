// False alarms on clean content, eighth round: the general misreadings behind the twenty-second and
// twenty-third writers' flagged items, each pinned with fresh wording in English, Spanish and French
// (other subjects than theirs) beside a control that must still be flagged. A decision prompt that
// asks nothing is a scene; a term in brackets closes its own description; an answer names one of
// the alternatives it was offered by what sets it apart; a worry reports a view; "Men's
// gymnastics" is a thing of theirs, not a task; a rationale may work out the number the stem asks
// about; bytes and octets convert; one unit that gives another amount is a ratio; "est de", "es de"
// give a value; and among the low hints, "combine" and "include" are actions and "disabled" a
// neutral name.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const quiz = (lang: Lang, stem: string, options: Array<[string, boolean, string]> = [['First statement', true, 'Because it holds.'], ['Second statement', false, 'Because it does not hold.']]) =>
  probeItem('SATA', lang, 'Grade 8', sata('Check', [[stem, options]]));
const scene = (lang: Lang, prompt: string) =>
  probeItem('SPL', lang, 'Grade 9', spl('Lab', 'You are helping in the school lab.', 'Assistant', [[prompt, [['Ask the teacher', 'best', 'Good: she knows the rules.'], ['Guess', 'poor', 'Risky.']]]], 'Think before you act.'));
const story = (lang: Lang, situation: string, prompts: Array<[string, string]>) =>
  probeItem('SPL', lang, 'Grade 9', spl('Monitor', situation, 'Monitor', prompts.map(([p, best]) => [p, [[best, 'best', 'Good: it uses the figures.'], ['Wait and see', 'poor', 'Nothing is planned.']]]), 'Plan with numbers.'));
const lesson = (lang: Lang, parts: { objectives?: string[]; body?: string; questions?: Array<[string, string]> }) =>
  probeItem('KE', lang, 'Grade 8', ke('Lesson', parts.objectives ?? ['Explain a result.', 'Compare values.'], [['Idea', parts.body ?? 'A short text.']], [['Value', 'A number with its unit.']], [], parts.questions ?? [['Why check?', 'To catch slips.']]));
const of = (type: string) => (i: LabelledItem) => faultsOf(i, type);
const anyOf = (type: string) => (i: LabelledItem) => critique(i).filter((f) => f.type === type && f.severity !== 'info');

describe('false alarms, eighth round: what a stem asks', () => {
  const negatives = of('negative_stem');
  it('a decision prompt that asks nothing is the scene of a decision; a negative in what it asks is still flagged', () => {
    expect(negatives(scene('en', 'The delivery of goggles has not arrived and the practical starts in ten minutes.'))).toEqual([]);
    expect(negatives(scene('es', 'El proveedor no ha enviado los guantes. Faltan diez minutos para la práctica.'))).toEqual([]);
    expect(negatives(scene('fr', 'Le technicien n’est pas encore arrivé et la séance commence dans dix minutes.'))).toEqual([]);
    expect(negatives(scene('en', 'The delivery has not arrived. Which step do you not skip?'))).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(negatives(scene('es', 'Los guantes no han llegado. Elige lo que no harías.'))).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
    expect(negatives(scene('fr', 'Les gants ne sont pas arrivés. Choisis ce que tu ne ferais pas.'))).toMatchObject([{ location: '/decisionPoints/0/prompt' }]);
  });

  it('without a question, an instruction to choose is what a stem asks; a negative in the scene before it is not', () => {
    expect(negatives(quiz('en', 'Tom did not bring his lunch. Select the snacks he could buy.'))).toEqual([]);
    expect(negatives(quiz('en', 'Select the snacks that are not healthy.'))).toMatchObject([{ location: '/questions/0/stem' }]);
    expect(negatives(quiz('es', 'Elige los alimentos que no tienen azúcar.'))).toMatchObject([{ location: '/questions/0/stem' }]);
  });

  it('a term in brackets closes the description before it; a negative of the question\'s own verb is still flagged', () => {
    expect(negatives(quiz('en', 'Which of these verbs describe something that does not move at all (stative verbs)?'))).toEqual([]);
    expect(negatives(quiz('es', '¿Qué palabras nombran algo que no se puede tocar (sustantivos abstractos)?'))).toEqual([]);
    expect(negatives(quiz('fr', 'Quels mots désignent une chose qu’on ne peut pas toucher (noms abstraits) ?'))).toEqual([]);
    expect(negatives(quiz('en', 'Which words are not nouns (naming words)?'))).toMatchObject([{ location: '/questions/0/stem' }]);
    expect(negatives(quiz('fr', 'Quels animaux ne sont pas des mammifères (vertébrés à poils) ?'))).toMatchObject([{ location: '/questions/0/stem' }]);
  });
});

describe('false alarms, eighth round: an answer that chose', () => {
  const giveaways = of('answer_giveaway');
  const asked = (lang: Lang, question: string, answer: string) => giveaways(lesson(lang, { questions: [[question, answer]] }));
  it('names one alternative by what sets it apart, then gives its reason in the question\'s words; an answer the question states is still flagged', () => {
    expect(asked('en', 'Which melts faster in the sun, an ice cube or a snowball?', 'The ice cube melts faster in the sun.')).toEqual([]);
    expect(asked('es', '¿Qué flota en el agua, una piedra o un corcho?', 'El corcho flota en el agua.')).toEqual([]);
    expect(asked('fr', 'Qu’est-ce qui rouille, un clou en fer ou une cuillère en plastique ?', 'Le clou en fer rouille.')).toEqual([]);
    expect(asked('fr', 'Lequel de ces objets rouille : un clou en fer, une cuillère en plastique, un verre ?', 'Le clou en fer rouille.')).toEqual([]);
    expect(asked('en', 'Which of these uses the most energy: a kettle, a phone charger, a lamp?', 'A kettle uses the most energy.')).toEqual([]);
    expect(asked('en', 'Why does an ice cube melt faster in the sun?', 'An ice cube melts faster in the sun.')).toMatchObject([{ location: '/checkQuestions/0/question' }]);
    expect(asked('es', '¿Cómo se llama el paso de líquido a gas cuando el agua se evapora?', 'Evaporación.')).toMatchObject([{ location: '/checkQuestions/0/question' }]);
    expect(asked('fr', 'Comment appelle-t-on le passage de l’eau liquide à la vapeur quand elle s’évapore ?', 'L’évaporation.')).toMatchObject([{ location: '/checkQuestions/0/question' }]);
  });
});

describe('false alarms, eighth round: whose view a sentence gives', () => {
  const stereotypes = of('stereotype');
  const said = (lang: Lang, body: string) => stereotypes(lesson(lang, { body }));
  it('a character\'s worry or fear reports a view; the same claim stated is still flagged', () => {
    expect(said('en', 'Amir is worried that nurses spend all their time on night shifts he could not manage.')).toEqual([]);
    expect(said('en', 'Nurses spend all their time on night shifts.')).toMatchObject([{ location: '/sections/0/body' }]);
    expect(said('fr', 'Inès s’inquiète que les informaticiens sont toujours froids.')).toEqual([]);
    expect(said('fr', 'Les informaticiens sont toujours froids.')).toMatchObject([{ location: '/sections/0/body' }]);
  });

  it('a group\'s possessive names a thing of theirs, not a task given them; tasks shared out by sex are still flagged', () => {
    expect(said('en', 'Men’s gymnastics was on the programme in 1896; women’s joined in 1928.')).toEqual([]);
    expect(said('en', 'The men will program the robot while the women decorate the stand.')).toMatchObject([{ location: '/sections/0/body' }]);
  });
});

describe('false alarms, eighth round: numbers read in their frame', () => {
  it('a rationale that works out the number the stem asks about shows the option fits; another value is still read against its key', () => {
    const keys = of('answer_key');
    expect(keys(quiz('en', 'Which of these are equal to the decimal number 10?', [['Binary 1010', true, '8 + 0 + 2 + 0 = 10.'], ['Octal 12', true, '1 × 8 + 2 = 10.'], ['Binary 1100', false, '8 + 4 = 12, not 10.']]))).toEqual([]);
    expect(keys(quiz('es', '¿Qué números valen 10 en decimal?', [['Binario 1010', true, '8 + 0 + 2 + 0 = 10.'], ['Binario 1100', false, '8 + 4 = 12.']]))).toEqual([]);
    expect(keys(quiz('en', 'Which of these is the perimeter of a 4 mm by 3.5 mm rectangle?', [['16 mm', true, '4 + 4 + 3.5 + 3.5 = 15 mm.'], ['14 mm', false, 'Too short.']]))).toMatchObject([{ location: '/questions/0/options/0' }]);
  });

  it('bytes and octets written out convert to kB and MB; a wrong conversion is still wrong', () => {
    const sums = of('arithmetic_error');
    const answer = (lang: Lang, question: string, a: string) => sums(lesson(lang, { questions: [[question, a]] }));
    expect(answer('en', 'How large is a 1000 × 500 image at 8 bits a pixel?', '500,000 pixels × 1 byte = 500,000 bytes = 0.5 MB.')).toEqual([]);
    expect(answer('es', '¿Cuánto ocupa una imagen de 1000 × 500 píxeles a 8 bits?', '500 000 píxeles × 1 byte = 500 000 bytes = 0,5 MB.')).toEqual([]);
    expect(answer('fr', 'Quelle taille pour une image de 1000 × 500 pixels en 8 bits ?', '500 000 pixels × 1 octet = 500 000 octets = 0,5 Mo.')).toEqual([]);
    expect(answer('en', 'How large is a 1000 × 500 image at 8 bits a pixel?', '500,000 pixels × 1 byte = 500,000 bytes = 5 MB.')).toMatchObject([{ location: '/checkQuestions/0/answer' }]);
  });

  it('one unit that gives another amount is a ratio, not the value of what it measures', () => {
    const quantities = of('quantity_contradiction');
    expect(quantities(story('en', 'The club weighs the snow on the shed roof. 1 cm of snow gives 2 kg of load on every square metre. You keep the log.', [['It is a cold night in January. The forecast is 15 cm of snow tonight.', 'Clear the roof: 15 × 2 = 30 kg more on each square metre.']]))).toEqual([]);
    expect(quantities(story('es', 'El club mide la nieve del tejado. 1 cm de nieve da 2 kg de carga por metro cuadrado. Llevas el registro.', [['Es una noche fría de enero. El pronóstico es de 15 cm de nieve esta noche.', 'Limpiar el tejado: 15 × 2 = 30 kg más por metro cuadrado.']]))).toEqual([]);
    expect(quantities(story('fr', 'Le club pèse la neige du toit. 1 cm de neige donne 2 kg de charge par mètre carré. Tu tiens le registre.', [['C’est une nuit froide de janvier. La prévision est de 15 cm de neige cette nuit.', 'Dégager le toit : 15 × 2 = 30 kg de plus par mètre carré.']]))).toEqual([]);
  });

  it('"est de", "es de" give a value: a decision point\'s own value is its own, and a value taken as known against it is still reported', () => {
    const quantities = of('quantity_contradiction');
    expect(quantities(story('fr', 'Tu suis des rivières imaginaires pour le service des crues.', [['La Vire est à 200 m³/s. Ses seuils sont 250 m³/s (jaune) et 350 m³/s (orange).', 'Prévenir que le seuil de 250 m³/s est proche.'], ['La Sonne coule à 60 m³/s et monte vite. Son seuil jaune est de 80 m³/s.', 'Prévenir : au même rythme, le seuil de 80 m³/s sera atteint dans 2 heures.']]))).toEqual([]);
    expect(quantities(story('es', 'Sigues ríos imaginarios para el servicio de crecidas.', [['El Vero lleva 200 m³/s. Sus umbrales son 250 m³/s (amarillo) y 350 m³/s (naranja).', 'Avisar de que el umbral de 250 m³/s está cerca.'], ['El Sonda lleva 60 m³/s y sube deprisa. Su umbral amarillo es de 80 m³/s.', 'Avisar: a este ritmo, el umbral de 80 m³/s se alcanzará en 2 horas.']]))).toEqual([]);
    const places = (lang: Lang, a: string, b: string) => probeItem('KE', lang, 'Grade 8', ke('Lesson', ['Explain a result.', 'Compare values.'], [['Ville', a], ['Route', b]], [['Value', 'A number with its unit.']], [], [['Why check?', 'To catch slips.']]));
    expect(quantities(places('fr', 'En ville, la vitesse maximale est de 50 km/h.', 'Sur l’autoroute, la vitesse maximale est de 130 km/h.'))).toEqual([]);
    expect(quantities(places('es', 'En el pueblo, la velocidad máxima es de 30 km/h.', 'En la carretera, la velocidad máxima es de 90 km/h.'))).toEqual([]);
    expect(quantities(story('fr', 'Le seuil jaune de la Vire est de 150 m³/s. Tu suis la rivière pour le service des crues.', [['La Vire coule à 90 m³/s et monte vite.', 'Prévenir : au même rythme, le seuil de 120 m³/s sera atteint dans 2 heures.']]))).toMatchObject([{ location: '/decisionPoints/0/options/0/text' }]);
  });
});

describe('low hints, eighth round', () => {
  it('"combine" and "include" are actions a teacher can watch; "understand" is still vague', () => {
    const verbs = anyOf('objective_verb');
    expect(verbs(lesson('en', { objectives: ['Combine two discounts into one overall discount.', 'Include delivery costs when comparing two shops.'] }))).toEqual([]);
    expect(verbs(lesson('es', { objectives: ['Combinar dos descuentos en uno solo.', 'Incluir los gastos de envío al comparar dos tiendas.'] }))).toEqual([]);
    expect(verbs(lesson('fr', { objectives: ['Combiner deux remises en une seule.', 'Inclure les frais de port pour comparer deux magasins.'] }))).toEqual([]);
    expect(verbs(lesson('en', { objectives: ['Understand discounts.', 'Compare two shops.'] }))).toMatchObject([{ location: '/objectives/0' }]);
  });

  it('"disabled" is a neutral name of a group; "invalid" for a person is still a hint', () => {
    const wording = anyOf('insensitive_wording');
    expect(wording(lesson('en', { body: 'The council added ramps so that disabled visitors can reach the gallery. Lifts help disabled people and parents with buggies.' }))).toEqual([]);
    expect(wording(lesson('en', { body: 'In old novels a sick person was often called an invalid and kept indoors.' }))).toMatchObject([{ location: '/sections/0/body', quote: 'invalid' }]);
  });
});

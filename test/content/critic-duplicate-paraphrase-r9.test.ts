// Options that say the same thing in other words (assessment-option-paraphrase.ts): one quantity
// written two ways, one statement reworded; and options written in parallel on purpose, which
// share most of their words and must stay apart. The author's own examples, en/es/fr.
import { describe, expect, it } from 'vitest';
import { paraphrase, readOption } from '../../src/content/critic/assessment-option-paraphrase.js';
import type { Lang } from '../../src/content/critic/text.js';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, probeItem } from './critic-eval.js';

const same = (a: string, b: string, lang: Lang) => paraphrase(readOption(a, lang), readOption(b, lang), lang);

const PARAPHRASES: Array<[Lang, string, string]> = [
  ['en', 'Clouds form when water vapour cools and condenses into droplets.', 'Water vapour cools and condenses into droplets that form clouds.'],
  ['en', 'Plants absorb carbon dioxide from the air.', 'Carbon dioxide from the air is absorbed by plants.'],
  ['en', 'The Sun warms the Earth every day.', 'Every day the Earth is warmed by the Sun.'],
  ['en', 'Ice melts when it is heated above zero.', 'When ice is heated above zero, it melts.'],
  ['en', 'Predators are eaten by nothing in this food chain.', 'Nothing in this food chain eats the predators.'],
  ['en', 'The heart pumps blood around the body.', 'Blood is pumped around the body by the heart.'],
  ['en', 'Friction slows the sliding box down.', 'The sliding box is slowed down by friction.'],
  ['en', 'Bees carry pollen between flowers.', 'Pollen is carried between flowers by bees.'],
  ['en', 'Roots take in water from the soil.', 'Water from the soil is taken in by the roots.'],
  ['en', 'The rock was shaped by wind and rain over many years.', 'Over many years, wind and rain shaped the rock.'],
  ['en', 'The water evaporates from the puddle.', 'Water evaporates from the puddle.'],
  ['en', '75 km/h', '20.8 m/s'],
  ['en', 'a quarter', '25 %'],
  ['en', '2 hours', '120 minutes'],
  ['en', '1.5 kg', '1500 g'],
  ['en', 'three quarters', '0.75'],
  ['en', 'one half', '50%'],
  ['en', 'seven', '7'],
  ['en', '3/4', '75 percent'],
  ['en', '1/3', '33 %'],
  ['es', 'Ella está cansada', 'Está cansada'],
  ['en', 'Tell a teacher right away.', 'Tell a teacher immediately.'],
  ['en', 'Plants take in CO2 through their leaves.', 'Plants take in carbon dioxide through their leaves.'],
  ['es', 'Avisa a la profesora enseguida.', 'Avisa a la profesora de inmediato.'],
  ['fr', 'Préviens un adulte tout de suite.', 'Préviens une grande personne immédiatement.'],
  ['es', 'Las plantas absorben dióxido de carbono del aire.', 'El dióxido de carbono del aire es absorbido por las plantas.'],
  ['es', 'El agua se evapora cuando el sol calienta el charco.', 'Cuando el sol calienta el charco, el agua se evapora.'],
  ['es', 'Las abejas llevan el polen entre las flores.', 'El polen es llevado entre las flores por las abejas.'],
  ['es', 'un cuarto', '25 %'],
  ['es', '2 horas', '120 minutos'],
  ['es', 'tres cuartos', '75 %'],
  ['fr', 'Les plantes absorbent le dioxyde de carbone de l’air.', 'Le dioxyde de carbone de l’air est absorbé par les plantes.'],
  ['fr', 'La glace fond quand on la chauffe au soleil.', 'Quand on la chauffe au soleil, la glace fond.'],
  ['fr', 'Le cœur pompe le sang dans tout le corps.', 'Le sang est pompé dans tout le corps par le cœur.'],
  ['fr', 'un quart', '25 %'],
  ['fr', '1,5 km', '1500 m'],
  ['fr', 'deux heures', '120 minutes'],
];

const APART: Array<[Lang, string, string]> = [
  // A negation.
  ['en', 'Plants need sunlight to make food.', 'Plants do not need sunlight to make food.'],
  ['en', 'Metals conduct electricity well.', 'Metals never conduct electricity well.'],
  ['es', 'Las plantas necesitan luz para crecer.', 'Las plantas no necesitan luz para crecer.'],
  ['fr', 'Les plantes ont besoin de lumière pour pousser.', 'Les plantes n’ont pas besoin de lumière pour pousser.'],
  // A number.
  ['en', 'It melts at 0 °C.', 'It boils at 100 °C.'],
  ['en', 'Water boils at 100 °C at sea level.', 'Water boils at 90 °C at sea level.'],
  ['en', 'A triangle has three sides and three corners.', 'A square has four sides and four corners.'],
  ['es', 'El agua hierve a 100 °C al nivel del mar.', 'El agua hierve a 80 °C al nivel del mar.'],
  ['fr', 'L’eau bout à 100 °C au niveau de la mer.', 'L’eau bout à 50 °C au niveau de la mer.'],
  ['en', '75 km/h', '75 m/s'],
  ['en', '2 hours', '100 minutes'],
  ['en', 'a quarter', '40 %'],
  ['en', '1/3', '30 %'],
  ['en', '1.5 kg', '150 g'],
  ['en', '3 m', '3 s'],
  ['es', 'un tercio', '25 %'],
  ['fr', 'un demi', '25 %'],
  // A comparison, a direction, an order in time.
  ['en', 'The temperature of the water increases as it is heated.', 'The temperature of the water decreases as it is heated.'],
  ['en', 'Light travels faster than sound.', 'Light travels slower than sound.'],
  ['en', 'Warm air rises above the cold air.', 'Warm air sinks below the cold air.'],
  ['en', 'The larva hatches before the egg is laid.', 'The larva hatches after the egg is laid.'],
  ['en', 'More water evaporates on a hot day.', 'Less water evaporates on a hot day.'],
  ['en', 'Heat flows from the hot cup to the cold room.', 'Heat flows from the cold room to the hot cup.'],
  ['en', 'Water flows from the river into the sea.', 'Water flows from the sea into the river.'],
  ['es', 'El aire caliente sube y el aire frío baja.', 'El aire caliente baja y el aire frío sube.'],
  ['es', 'La temperatura aumenta cuando se calienta el agua.', 'La temperatura disminuye cuando se calienta el agua.'],
  ['es', 'Hay más agua en el vaso grande.', 'Hay menos agua en el vaso grande.'],
  ['fr', 'La température augmente quand on chauffe l’eau.', 'La température diminue quand on chauffe l’eau.'],
  ['fr', 'Il y a plus d’eau dans le grand verre.', 'Il y a moins d’eau dans le grand verre.'],
  ['fr', 'La chenille vient avant le papillon.', 'La chenille vient après le papillon.'],
  // A quantifier.
  ['en', 'All mammals feed their young with milk.', 'Some mammals feed their young with milk.'],
  ['en', 'Every planet in the solar system has a moon.', 'Only some planets in the solar system have a moon.'],
  ['es', 'Todos los mamíferos alimentan a sus crías con leche.', 'Algunos mamíferos alimentan a sus crías con leche.'],
  ['fr', 'Tous les mammifères nourrissent leurs petits avec du lait.', 'Certains mammifères nourrissent leurs petits avec du lait.'],
  ['en', 'Insects always have six legs and three body parts.', 'Insects sometimes have six legs and three body parts.'],
  // An antonym.
  ['en', 'Plants release oxygen during photosynthesis.', 'Plants absorb oxygen during photosynthesis.'],
  ['en', 'The ice cube gains heat from the warm room.', 'The ice cube loses heat to the warm room.'],
  ['en', 'Dark colours absorb more heat from sunlight.', 'Bright colours absorb more heat from sunlight.'],
  ['es', 'Las plantas liberan oxígeno durante la fotosíntesis.', 'Las plantas absorben oxígeno durante la fotosíntesis.'],
  ['fr', 'Les plantes libèrent du dioxygène pendant la photosynthèse.', 'Les plantes absorbent du dioxygène pendant la photosynthèse.'],
  ['en', 'Wood is a good conductor of heat.', 'Wood is a bad conductor of heat.'],
  // A different subject or object.
  ['en', 'Plants release oxygen.', 'Animals release oxygen.'],
  ['en', 'Predators eat prey.', 'Prey eat predators.'],
  ['en', 'The cat chased the dog around the garden.', 'The dog chased the cat around the garden.'],
  ['en', 'Photosynthesis happens in the chloroplasts of leaf cells.', 'Photosynthesis happens in the mitochondria of leaf cells.'],
  ['en', 'The Earth orbits the Sun once a year.', 'The Moon orbits the Earth once a month.'],
  ['en', 'Paris is the capital of France.', 'Madrid is the capital of Spain.'],
  ['es', 'El gato persigue al perro por el jardín.', 'El perro persigue al gato por el jardín.'],
  ['es', 'La fotosíntesis ocurre en los cloroplastos de las hojas.', 'La respiración ocurre en las mitocondrias de las hojas.'],
  ['fr', 'Le chat poursuit le chien dans le jardin.', 'Le chien poursuit le chat dans le jardin.'],
  ['fr', 'La Terre tourne autour du Soleil.', 'La Lune tourne autour de la Terre.'],
  // Parallel on purpose: the same frame, one slot changed, or more said in one.
  ['en', 'Sound travels through air.', 'Sound travels through air and water.'],
  ['en', 'Iron rusts in water.', 'Iron rusts in salt water.'],
  ['en', 'The heart pumps blood to the lungs.', 'The heart pumps blood to the brain.'],
  ['en', 'Tell the teacher straight away.', 'Tell your friend straight away.'],
  ['en', 'Ask an adult to help you clean the cut.', 'Ask a friend to help you clean the cut.'],
  ['en', 'Wash the cut with clean water and cover it.', 'Cover the cut and wash it with clean water later.'],
  ['es', 'Avisa a la profesora enseguida.', 'Avisa a tu amigo enseguida.'],
  ['fr', 'Préviens l’enseignante tout de suite.', 'Préviens ton ami tout de suite.'],
  ['en', 'The Earth orbits the Sun.', 'The Sun orbits the Earth.'],
  ['en', 'Plants eat deer in this story.', 'Plants are eaten by deer in this story.'],
  ['en', 'Deer are eaten by wolves in winter.', 'Wolves are eaten by deer in winter.'],
  ['en', 'Tell a teacher right away.', 'Tell a teacher later.'],
  ['en', 'H₂O', 'water'],
  // Grammar items, whose small words are the point.
  ['en', 'an elephant', 'a elephant'],
  ['en', 'She was tired.', 'She is tired.'],
  ['en', 'He goes to school.', 'She goes to school.'],
  ['es', 'Ella está cansada.', 'Ella es cansada.'],
  ['es', 'Yo como manzanas.', 'Tú comes manzanas.'],
  ['fr', 'Il mange une pomme.', 'Elle mange une pomme.'],
  ['fr', 'Nous sommes allés au parc.', 'Nous avons allé au parc.'],
  // SATA right answers that share words and state different facts.
  ['en', 'Water vapour condenses to form clouds.', 'Water vapour condenses on a cold window.'],
  ['en', 'Evaporation turns liquid water into water vapour.', 'Condensation turns water vapour into liquid water.'],
  ['es', 'La evaporación convierte el agua líquida en vapor de agua.', 'La condensación convierte el vapor de agua en agua líquida.'],
  ['fr', 'L’évaporation transforme l’eau liquide en vapeur d’eau.', 'La condensation transforme la vapeur d’eau en eau liquide.'],
];

describe('options that say the same thing in other words', () => {
  it.each(PARAPHRASES)('%s: "%s" and "%s" are one option', (lang, a, b) => {
    expect(same(a, b, lang)).toBeDefined();
  });
  it.each(APART)('%s: "%s" and "%s" are two options', (lang, a, b) => {
    expect(same(a, b, lang)).toBeUndefined();
  });
});

const dupes = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'duplicate_option').map((f) => `${f.severity} ${f.location}`);
const quiz = (lang: 'en' | 'es' | 'fr', stem: string, options: Array<[string, boolean]>) => probeItem('SATA', lang, 'Grade 6', sata('Check', [[stem, options.map(([t, c]) => [t, c, 'Because of what the lesson says.'] as [string, boolean, string])]]));

describe('options said again in other words, in an item', () => {
  it('is reported at the later option, medium, quoting both', () => {
    const item = quiz('en', 'Which of these describe how clouds form?', [
      ['Water vapour cools and condenses into droplets that form clouds.', true],
      ['Clouds form when water vapour cools and condenses into droplets.', true],
      ['Clouds are made of smoke from chimneys.', false],
    ]);
    const found = critique(item).filter((f) => f.type === 'duplicate_option');
    expect(found.map((f) => `${f.severity} ${f.location}`)).toEqual(['medium /questions/0/options/1']);
    expect(found[0]!.explanation).toContain('Water vapour cools and condenses into droplets that form clouds.');
    expect(found[0]!.explanation).toContain('Clouds form when water vapour cools and condenses into droplets.');
  });

  it("reads SPL choices and a KE question's listed choices", () => {
    const trip = probeItem('SPL', 'en', 'Grade 6', spl('Trip', 'The coach drives to the museum.', 'Pupil', [['How fast may the coach go on this road?', [['80 km/h', 'poor', 'Too fast here.'], ['50 km/h', 'best', 'The limit on this road.'], ['22.2 m/s', 'poor', 'Too fast here.']]]], 'Limits keep us safe.'));
    expect(dupes(trip)).toEqual(['medium /decisionPoints/0/options/2']);
    const lesson = probeItem('KE', 'es', 'Grade 6', ke('Fracciones', ['Leer fracciones.'], [['Partes', 'Un cuarto es una de cuatro partes iguales.']], [['Cuarto', 'Una de cuatro partes.']], [], [['¿Qué parte de la pizza comió Ana: un cuarto, 25 % o la mitad?', 'Un cuarto.']]));
    expect(dupes(lesson)).toEqual(['medium /checkQuestions/0/question']);
  });

  it('compares a formula whole, its separators included', () => {
    const sheet = (a: string, b: string) => probeItem('SPL', 'es', 'Grade 9', spl('Notas', 'Preparas la hoja de notas.', 'Docente', [['¿Qué fórmula pones en C2?', [[a, 'best', 'Funciona con la configuración española.'], [b, 'poor', 'Da un error de sintaxis.'], ['=B2', 'poor', 'Solo copia la nota.']]]], 'Revisa las fórmulas.'));
    expect(dupes(sheet('=SUMA(A1;A3)', '=SUMA(A1,A3)'))).toEqual([]);
    expect(dupes(sheet('=SUMA(A1;A3)', '=suma( A1; A3 )'))).toEqual(['medium /decisionPoints/0/options/1']);
  });

  it('a verbatim duplicate is still reported once, as before', () => {
    expect(dupes(quiz('fr', 'Lesquels sont des mammifères ?', [['Le chat', true], ['le chat.', true], ['Le requin', false]]))).toEqual(['medium /questions/0/options/1']);
  });

  it('leaves SATA right answers of one value alone, and a right one beside a wrong one', () => {
    expect(dupes(quiz('en', 'A train covers 150 km in 2.5 hours. Which give its average speed?', [['60 km/h', true], ['About 16.7 m/s', true], ['375 km/h', false]]))).toEqual([]);
    expect(dupes(quiz('en', 'Which time signatures have three beats in a bar?', [['3/4', true], ['6/8', false], ['3/2', true]]))).toEqual([]);
    expect(dupes(quiz('en', 'Which of these is 0.75 in other words?', [['3/4', true], ['75 %', true], ['0.075', false]]))).toEqual([]);
  });

  it('reports two wrong SATA options of one value', () => {
    expect(dupes(quiz('en', 'A train covers 150 km in 2.5 hours. Which give its average speed?', [['60 km/h', true], ['2 minutes', false], ['120 seconds', false]]))).toEqual(['medium /questions/0/options/2']);
  });

  it('leaves alone a stem that asks which value is larger', () => {
    const lesson = probeItem('KE', 'en', 'Grade 6', ke('Speed', ['Compare speeds.'], [['Units', 'Speeds can be written in km/h or m/s.']], [['Speed', 'Distance per unit of time.']], [], [['Which is faster: 72 km/h, 20 m/s or 15 m/s?', 'Neither of the first two: they are the same speed.']]));
    expect(dupes(lesson)).toEqual([]);
  });
});

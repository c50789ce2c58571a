// The eighth round's readings of quantities, pinned with fresh content (not the writers' words;
// other subjects; English, Spanish and French), each beside a control that must stay quiet:
// the word-overlap comparison leaves the places of one question or decision point to each other
// (its options are alternatives or other amounts of the question's own scene); a definite count
// smaller than the group given names the whole group unless it says which ones or is written in
// words; one unit said to give another amount is a rate's unit; "est de", "es de" give a value.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const at = (i: ReturnType<typeof probeItem>) => faultsOf(i, 'quantity_contradiction').map((f) => f.location);
/** Findings at any severity, the low hints included. */
const hints = (i: ReturnType<typeof probeItem>) => critique(i).filter((f) => f.type === 'quantity_contradiction');
const objectives = ['Use the numbers a text gives.', 'Check that a plan adds up.'];
const glossary: Array<[string, string]> = [['Total', 'All the amounts added together.']];

describe('the word-overlap comparison inside one question (eighth round)', () => {
  it('two options of one question giving two owners their own values are not one quantity (en); one fact stated twice across two questions still is', () => {
    const bikes = (second: string) =>
      sata('Reading a cycling table', [
        ['The red bike goes 45 km in 3 h and the blue bike goes 40 km in 2 h. Which statements are true?', [
          ["Bike R's average speed is 15 km/h.", true, '45 ÷ 3 = 15.'],
          ["Bike B's average speed is 20 km/h.", true, '40 ÷ 2 = 20.'],
          ['The red bike is faster because it goes further.', false, 'It goes further but more slowly.'],
        ]],
        [second, [['Yes', true, 'As the first question shows.'], ['No', false, 'Look again at the first question.']]],
      ]);
    expect(hints(item('SATA', 'en', 'Grade 7', bikes('Is the blue bike faster than the red one?')))).toEqual([]);
    expect(at(item('SATA', 'en', 'Grade 7', bikes('Which bike would win a 60 km race?')))).toEqual([]);
    // Across two questions, one fact stated twice is still compared.
    expect(at(item('SATA', 'en', 'Grade 7', bikes("Bike R's average speed is 25 km/h. Is it faster than the blue bike?")))).toEqual(['/questions/1/stem']);
  });

  it('a stem and its options speak of the question’s own amounts (es: a label per 100 g and per bar)', () => {
    const etiqueta = sata('La etiqueta del yogur', [
      ['Un yogur pesa 125 g. Su etiqueta dice que lleva 14 g de azúcar. Marca las afirmaciones correctas.', [
        ['En 250 g de yogur hay 28 g de azúcar.', true, 'Son dos yogures: 2 × 14 = 28 g.'],
        ['Un yogur con 6 g de azúcar por cada 125 g tiene menos azúcar.', true, '6 g es menos que 14 g.'],
        ['Dos yogures llevan 14 g de azúcar.', false, 'Cada uno lleva 14 g, así que dos llevan 28 g.'],
      ]],
    ]);
    expect(hints(item('SATA', 'es', 'Grade 6', etiqueta))).toEqual([]);
  });

  it('still finds one fact stated twice across a section and a worked example (fr)', () => {
    const canal = (problem: string) =>
      ke('Le canal du village', objectives, [['Le canal', 'Le canal du village est long de 14 km et longe la rivière jusqu’à l’écluse.']], glossary, [['La balade', problem, 'On divise la distance par la vitesse.']], [['Où mène le canal ?', 'À l’écluse.']]);
    expect(at(item('KE', 'fr', 'Grade 6', canal('Le canal du village est long de 18 km. En combien de temps le parcourt-on à 6 km/h ?')))).toEqual(['/workedExamples/0/problem']);
  });
});

describe('counts a definite phrase takes as known (eighth round)', () => {
  it('a smaller count of the same group without "all" is the whole group (fr, es, en)', () => {
    const sortie = (option: string) =>
      spl('La sortie au planétarium', 'Votre classe de 5e compte **26 élèves** et part au planétarium avec deux professeurs.', 'Délégué(e) de classe', [
        ['Le chauffeur demande combien de places il faut. Que répondez-vous ?', [[option, 'best', 'Chaque personne doit avoir une place.'], ['Dix places suffisent.', 'poor', 'Il manquerait des places.']]],
      ], 'Compter tout le monde évite les oublis.');
    expect(at(item('SPL', 'fr', 'Grade 7', sortie('30 places : les 22 élèves et les deux professeurs, plus quelques places libres.')))).toEqual(['/decisionPoints/0/options/0/text']);
    expect(at(item('SPL', 'fr', 'Grade 7', sortie('30 places : les 26 élèves et les deux professeurs, plus deux places libres.')))).toEqual([]);
    // Which ones: "les 8 élèves qui …", "les 8 élèves en retard" are some of them.
    expect(at(item('SPL', 'fr', 'Grade 7', sortie('30 places : les 8 élèves qui ont le mal des transports s’assoient devant.')))).toEqual([]);
    const coro = (prompt: string) =>
      spl('El coro del colegio', 'El coro del colegio tiene 40 cantantes y ensaya los martes.', 'Ayudante del coro', [
        [prompt, [['Colocarlos por voces.', 'best', 'Así suenan mejor.'], ['Dejar que se pongan donde quieran.', 'poor', 'Las voces se mezclan.']]],
      ], 'Un coro ordenado canta mejor.');
    expect(at(item('SPL', 'es', 'Grade 5', coro('Los 36 cantantes llegan al salón de actos. ¿Cómo los colocas?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'es', 'Grade 5', coro('Los 12 cantantes de la primera fila llegan antes. ¿Cómo los colocas?')))).toEqual([]);
    const debate = (later: string) =>
      ke('Comparing sources', objectives, [['Three texts', 'We read three texts about the same storm: a diary, a newspaper report and a weather record.'], ['Which to trust', later]], glossary, [], [['How many texts did we read?', 'Three.']]);
    // Written in words, a smaller count picks out some just named.
    expect(at(item('KE', 'en', 'Grade 7', debate('The diary and the report were written on the day; the two texts agree on the time the storm hit.')))).toEqual([]);
  });

  it('fractions are parts of a whole, not things counted ("2 quarters" beside "three quarters")', () => {
    const fractions = sata('Fractions equal to three quarters', [
      ['Which fractions are equal to three quarters?', [['6/8', true, 'Both parts doubled.'], ['2/4', false, 'The 2 quarters are only a half.']]],
    ]);
    expect(hints(item('SATA', 'en', 'Grade 4', fractions))).toEqual([]);
  });
});

describe('a rate’s unit and a value given with "est de" (eighth round)', () => {
  it('one unit said to give another amount is the rate’s unit, not the thing’s value ("1 mm of rain gives 1 litre")', () => {
    const roof = (prompt: string) =>
      spl('The shed roof', 'The garden shed has a roof of 12 m². 1 mm of rain gives 1 litre on every square metre of roof.', 'Water monitor', [
        [prompt, [['Put out the water butt.', 'best', 'It will catch the runoff.'], ['Do nothing.', 'poor', 'The water is lost.']]],
      ], 'Measuring rain helps plan watering.');
    expect(hints(item('SPL', 'en', 'Grade 6', roof('The forecast is 6 mm of rain tonight. What do you do?')))).toEqual([]);
  });

  it('"Son seuil est de 90 m³/s" gives the value in its own decision point, which a later option then takes as known (fr)', () => {
    const riviere = (prompt: string) =>
      spl('La rivière en crue', 'Tu suis deux rivières imaginaires, la Sorne et la Vive, pour le service des crues.', 'Stagiaire', [
        ['La Sorne coule à 50 m³/s. Ses seuils sont 120 m³/s (jaune) et 200 m³/s (orange). Que proposes-tu ?', [['Rester en vert.', 'best', 'Le débit est loin des seuils.'], ['Passer en orange.', 'poor', 'Rien ne le justifie.']]],
        [prompt, [['Proposer la vigilance jaune : le seuil de 90 m³/s sera atteint dans 2 heures.', 'best', 'Anticiper aide les communes.'], ['Attendre.', 'poor', 'On perd du temps.']]],
      ], 'Un prévisionniste regarde le débit et sa vitesse de variation.');
    expect(at(item('SPL', 'fr', 'Grade 10', riviere('La Vive monte de 10 m³/s par heure et coule à 70 m³/s. Son seuil jaune est de 90 m³/s. Que proposes-tu ?')))).toEqual([]);
  });
});

describe('ratios of two named amounts (eighth round)', () => {
  const paint = (later: string) =>
    ke('Mixing paint', objectives, [['The green we use', 'Our class green is made with 2 cups of yellow paint for every 3 cups of blue paint.'], ['Painting the mural', later]], glossary, [], [['Which colours make green?', 'Yellow and blue.']]);
  it('a later mix of the same two things in another ratio is reported where it is given (en); the same mix made larger, a mix of its own or a supposed one is not', () => {
    expect(at(item('KE', 'en', 'Grade 6', paint('For the mural we kept our class green: 2 cups of yellow paint to 5 cups of blue paint in every pot.')))).toEqual(['/sections/1/body']);
    expect(at(item('KE', 'en', 'Grade 6', paint('For the mural we made more of our class green: 6 cups of yellow paint to 9 cups of blue paint.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 6', paint('For the sky we made a lighter shade with 1 cup of yellow paint to 5 cups of blue paint.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 6', paint('If we used 2 cups of yellow paint to 5 cups of blue paint, the green would be darker.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 6', paint('Pot B holds 2 cups of yellow paint to 5 cups of blue paint, a darker green for the trees.')))).toEqual([]);
  });

  it('the two things in the other order, and in Spanish and French', () => {
    const limonada = (later: string) =>
      ke('La limonada de la clase', objectives, [['La receta', 'Nuestra limonada lleva 1 vaso de zumo de limón por cada 4 vasos de agua.'], ['En la feria', later]], glossary, [], [['¿Qué lleva la limonada?', 'Zumo de limón y agua.']]);
    expect(at(item('KE', 'es', 'Grade 5', limonada('En la feria mantuvimos la receta: 3 vasos de agua por cada vaso de zumo… es decir, 6 vasos de agua por 2 vasos de zumo.')))).toEqual(['/sections/1/body']);
    expect(at(item('KE', 'es', 'Grade 5', limonada('En la feria preparamos más: 8 vasos de agua por cada 2 vasos de zumo.')))).toEqual([]);
    const sirop = (problem: string) =>
      ke('Le sirop de menthe', objectives, [['La recette', 'Au centre aéré, on sert le sirop avec 1 verre de sirop pour 7 verres d’eau.']], glossary, [['Le goûter', problem, 'On garde la même proportion.']], [['Que sert-on ?', 'Du sirop à l’eau.']]);
    expect(at(item('KE', 'fr', 'Grade 4', sirop('Pour le goûter, Léo verse 2 verres de sirop pour 10 verres d’eau. Combien de verres en tout ?')))).toEqual(['/workedExamples/0/problem']);
    expect(at(item('KE', 'fr', 'Grade 4', sirop('Pour le goûter, Léo verse 2 verres de sirop pour 14 verres d’eau. Combien de verres en tout ?')))).toEqual([]);
  });

  it('options of one question are alternatives', () => {
    const mortar = sata('Mixing mortar', [
      ['The builder mixes 3 parts sand to 1 part cement. Which statements are true?', [
        ['6 parts sand to 2 parts cement is the same mix.', true, 'Both parts doubled.'],
        ['4 parts sand to 1 part cement is the same mix.', false, 'That mix has more sand.'],
      ]],
    ]);
    expect(hints(item('SATA', 'en', 'Grade 7', mortar))).toEqual([]);
  });
});

describe('a key term’s definition speaks of its term (eighth round)', () => {
  const lake = (definition: string) =>
    ke('Lake Malawi', objectives, [['Where it lies', 'Lake Malawi lies between Malawi, Mozambique and Tanzania. The lake covers about 29,600 km², and many fish live only there.']], [['Lake Malawi', definition]], [], [['Which countries share the lake?', 'Malawi, Mozambique and Tanzania.']]);
  it('a value in the definition with no thing of its own is the term’s, compared with the lesson’s (en); the same value, or one the definition gives another thing, is not', () => {
    expect(at(item('KE', 'en', 'Grade 8', lake('A great lake of East Africa, with a surface of roughly 21,000 km² shared by three countries.')))).toEqual(['/keyTerms/0/definition']);
    expect(at(item('KE', 'en', 'Grade 8', lake('A great lake of East Africa, with a surface of roughly 29,600 km² shared by three countries.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 8', lake('A great lake of East Africa; its largest island covers about 15 km².')))).toEqual([]);
  });

  it('in Spanish and French too', () => {
    const rio = (definition: string) =>
      ke('El río Ebro', objectives, [['Su curso', 'El Ebro nace en Cantabria y desemboca en el Mediterráneo. El río mide unos 930 km de largo.']], [['Ebro', definition]], [], [['¿Dónde desemboca?', 'En el Mediterráneo.']]);
    expect(at(item('KE', 'es', 'Grade 6', rio('Río del noreste de España, de unos 600 km de largo.')))).toEqual(['/keyTerms/0/definition']);
    expect(at(item('KE', 'es', 'Grade 6', rio('Río del noreste de España, de unos 930 km de largo.')))).toEqual([]);
    const fleuve = (definition: string) =>
      ke('La Garonne', objectives, [['Son cours', 'La Garonne naît dans les Pyrénées espagnoles. Le fleuve mesure environ 530 km.']], [['Garonne', definition]], [], [['Où naît-elle ?', 'Dans les Pyrénées.']]);
    expect(at(item('KE', 'fr', 'Grade 6', fleuve('Fleuve du sud-ouest de la France, long d’environ 300 km.')))).toEqual(['/keyTerms/0/definition']);
    expect(at(item('KE', 'fr', 'Grade 6', fleuve('Fleuve du sud-ouest de la France, long d’environ 530 km.')))).toEqual([]);
  });
});

describe('a count given without a definite phrase, then taken as known (eighth round)', () => {
  it('"With 32 pupils split among four adults" then "the 30 pupils" (en)', () => {
    const trip = (prompt: string) =>
      spl('The zoo trip', 'With 32 pupils split among four adults, each adult looks after a group on the zoo trip.', 'Group leader', [
        [prompt, [['Count them again.', 'best', 'Counting keeps everyone safe.'], ['Walk on.', 'poor', 'Someone could be left behind.']]],
      ], 'Counting often keeps a trip safe.');
    expect(at(item('SPL', 'en', 'Grade 5', trip('At lunch the 30 pupils sit down to eat. What do you do first?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'en', 'Grade 5', trip('At lunch the 32 pupils sit down to eat. What do you do first?')))).toEqual([]);
    expect(at(item('SPL', 'en', 'Grade 5', trip('At lunch the 8 pupils in your group sit down to eat. What do you do first?')))).toEqual([]);
  });
});

describe('two owners of one kind of thing in the word-overlap comparison (eighth round)', () => {
  it('"El huerto de Ana" and "El huerto de Luis" are two gardens; the same owner twice is one', () => {
    const huertos = (problem: string) =>
      ke('Los huertos del barrio', objectives, [['Los huertos', 'El huerto de Ana mide 10 m de largo y está junto al río.']], glossary, [['La valla', problem, 'Sumamos los lados.']], [['¿Dónde está el huerto de Ana?', 'Junto al río.']]);
    expect(at(item('KE', 'es', 'Grade 5', huertos('El huerto de Luis mide 6 m de largo y 4 m de ancho. ¿Cuántos metros de valla necesita?')))).toEqual([]);
    expect(at(item('KE', 'es', 'Grade 5', huertos('El huerto de Ana mide 6 m de largo y 4 m de ancho. ¿Cuántos metros de valla necesita?')))).toEqual(['/workedExamples/0/problem']);
    const gardens = (second: string) => ke('Two gardens', objectives, [['Mia', "Mia's vegetable garden is 12 m long."], ['Tom', second]], glossary, [], [['Whose garden is by the river?', "Mia's."]]);
    expect(at(item('KE', 'en', 'Grade 5', gardens("Tom's vegetable garden is 8 m long.")))).toEqual([]);
  });
});

describe('after reading the twentieth and twenty-first writers (eighth round)', () => {
  it('a thing a first stem brings in is the one a later question takes as known (fr); a later question with its own, or a value in another question’s comment, is not', () => {
    const banderole = (stem: string) =>
      sata('La banderole de la kermesse', [
        ['La classe peint une banderole de 5 m de long sur 1 m de haut. Quelles affirmations sont vraies ?', [['Sa surface est de 5 m².', true, '5 × 1 = 5.'], ['Sa surface est de 6 m².', false, '6 est la somme 5 + 1.']]],
        [stem, [['Oui', true, 'Le calcul le montre.'], ['Non', false, 'Refais le calcul.']]],
      ]);
    expect(at(item('SATA', 'fr', 'Grade 7', banderole('Les 400 cm de longueur de la banderole tiennent-ils sur le mur de 6 m ?')))).toEqual(['/questions/1/stem']);
    expect(at(item('SATA', 'fr', 'Grade 7', banderole('Les 500 cm de longueur de la banderole tiennent-ils sur le mur de 6 m ?')))).toEqual([]);
    expect(at(item('SATA', 'fr', 'Grade 7', banderole('Une autre banderole mesure 4 m. Les 400 cm de longueur de la banderole tiennent-ils sur le mur ?')))).toEqual([]);
    const survey = (stem: string) =>
      sata('A survey of pets', [
        ['In a survey of 200 families, 30 have a rabbit. Which statements are true?', [['15% have a rabbit.', true, '30 ÷ 200 = 0.15.'], ['30% have a rabbit.', false, '30 families out of 200 is 15%, not 30%.']]],
        [stem, [['Yes', true, 'It is a larger share.'], ['No', false, 'Compare the shares.']]],
      ]);
    expect(at(item('SATA', 'en', 'Grade 7', survey('In the next street, the 40 families with a dog are 20% of the street. Is that a larger share?')))).toEqual([]);
  });

  it('a direction is no thing ("pushed to the right with 30 N")', () => {
    const forces = (question: string) =>
      ke('Forces', objectives, [['Pushes and pulls', 'Forces are measured in newtons.']], glossary, [['A sledge', 'A sledge is pulled to the right with 50 N. Friction pulls back with 10 N. What is the resultant?', '50 − 10 = 40 N to the right.']], [[question, '12 N to the right.']]);
    expect(at(item('KE', 'en', 'Grade 7', forces('A crate is pushed to the right with 20 N and friction pulls with 8 N. What is the resultant force?')))).toEqual([]);
  });

  it('a value for each of several is a rate, whether "each" comes before it or after its thing; a total is not compared with it', () => {
    const lab = (debrief: string) =>
      spl('Diluting a solution', 'In the lab each pair receives 150 mL of a salt solution.', 'Lab partner', [
        ['Your partner wants to pour the solution down the sink. What do you do?', [['Ask the teacher how to dispose of it.', 'best', 'Safe disposal matters.'], ['Pour it away.', 'poor', 'Some solutions harm pipes and rivers.']]],
      ], debrief);
    expect(at(item('SPL', 'en', 'Grade 8', lab('Halving the concentration doubled the volume: the 120 mL of solution each pair started with became 240 mL.')))).toEqual(['/debrief']);
    expect(at(item('SPL', 'en', 'Grade 8', lab('Halving the concentration doubled the volume: the 150 mL of solution each pair started with was then doubled.')))).toEqual([]);
    const arroz = (debrief: string) =>
      spl('El comedor', 'El comedor prepara arroz para la excursión.', 'Ayudante de cocina', [
        ['Rocío calcula 80 g de arroz crudo por ración para 60 alumnos. ¿Cuánto compra?', [['4,8 kg: 60 × 80 g.', 'best', 'Es la cuenta exacta.'], ['3 kg.', 'poor', 'Faltaría arroz.']]],
      ], debrief);
    expect(at(item('SPL', 'es', 'Grade 6', arroz('Al final se cocinaron los 4,8 kg de arroz para los 60 alumnos.')))).toEqual([]);
  });
});

describe('the word-overlap comparison: amounts for a count and for each (eighth round)', () => {
  it('a value for a count of things ("una fila de 12 zanahorias ocupa 60 cm") is not one for another count; one for each ("cada zanahoria necesita 5 cm") is a rate', () => {
    const huerto = (second: string) =>
      sata('Sembrar zanahorias', [
        ['Cada zanahoria necesita unos 5 cm de espacio en la fila. ¿Qué afirmaciones son correctas?', [
          ['Una fila de 12 zanahorias ocupa unos 60 cm.', true, '12 × 5 = 60 cm.'],
          [second, true, 'Se multiplica igual.'],
          ['Una fila de 10 zanahorias ocupa 10 cm.', false, 'Cada una necesita 5 cm: 50 cm.'],
        ]],
      ]);
    expect(at(item('SATA', 'es', 'Grade 5', huerto('Una fila de 20 zanahorias ocupa 1 m.')))).toEqual([]);
    // The same count given two values is still one quantity.
    expect(at(item('SATA', 'es', 'Grade 5', huerto('Una fila de 12 zanahorias ocupa unos 90 cm.')))).toEqual(['/questions/0/options/1/text']);
  });
});

// Answer keys and giveaways read as a teacher reads them, seventh round, in words no writer of the
// labelled sets used (other subjects, English, Spanish and French), each beside quiet controls: a
// rationale that ascribes its option to a belief and turns against it ("Many people believe this,
// but …"); a rationale that puts its option in the kind the other key's rationales name ("… is an
// insulator" keyed right beside an insulator keyed wrong); feedback that tells of keeping someone
// away from a harm, which praises a poor choice; two best choices each praised by what it tells
// (listed, not judged); an open question answered by one of the alternatives it offers, or by a
// sentence that restates it around a word of its own (no giveaway); options that combine others by
// their letters ("Both A and C"), checked against the keys of the options they name; a KE check
// question whose key the lesson's own sentence contradicts. Quiet: a rationale opening with "False" or
// "True" as an adjective ("False alarms…"), an SPL option "None: …" that answers with its own
// words, and a KE answer opening with the word that sets one inline choice apart.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, probeItem } from './critic-eval.js';

type Lang = 'en' | 'es' | 'fr';
type Opt = [string, boolean, string];
type Choice = [string, 'best' | 'acceptable' | 'poor', string];
const keyFindings = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'answer_key' && f.severity !== 'info').map((f) => f.location);
const question = (lang: Lang, stem: string, options: Opt[]) => probeItem('SATA', lang, 'Grade 7', sata('Check', [[stem, options]]));

describe('a rationale that ascribes its option to a belief, then turns against it', () => {
  it('reads "Many people believe this, but …" as saying the option is wrong, in English, Spanish and French', () => {
    expect(keyFindings(question('en', 'Which habits help a houseplant thrive?', [
      ['Watering when the top of the soil feels dry', true, 'Roots need air as well as water, so letting the top dry out avoids rot.'],
      ['Watering a little every single day', true, 'Lots of gardeners think so, but daily watering keeps the soil soggy and the roots rot.'],
      ['Putting it near a bright window', true, 'Most houseplants need plenty of light to make food.'],
      ['Leaving it in a dark cupboard', false, 'Without light the plant cannot photosynthesise.'],
    ]))).toEqual(['/questions/0/options/1']);
    expect(keyFindings(question('es', '¿Qué ayuda a ahorrar energía en casa?', [
      ['Apagar las luces al salir', true, 'Una bombilla apagada no consume nada.'],
      ['Dejar la tele en espera en vez de apagarla', true, 'Mucha gente lo cree, pero en espera sigue consumiendo electricidad todo el día.'],
      ['Lavar la ropa en frío', true, 'Calentar el agua es lo que más gasta la lavadora.'],
      ['Abrir la nevera a menudo', false, 'Cada vez entra aire caliente y el motor trabaja más.'],
    ]))).toEqual(['/questions/0/options/1']);
    expect(keyFindings(question('fr', 'Quels gestes protègent les dents ?', [
      ['Se brosser les dents deux fois par jour', true, 'Le brossage enlève la plaque.'],
      ['Se brosser fort pour bien nettoyer', true, 'Beaucoup le pensent, mais frotter fort use l’émail et abîme les gencives.'],
      ['Limiter les boissons sucrées', true, 'Le sucre nourrit les bactéries qui attaquent l’émail.'],
      ['Grignoter des bonbons toute la journée', false, 'Les dents baignent dans le sucre sans répit.'],
    ]))).toEqual(['/questions/0/options/1']);
  });

  it('stays quiet when what follows says the belief holds, when a distractor is rebutted, or when the stem asks for myths', () => {
    expect(keyFindings(question('en', 'Which foods are good sources of iron?', [
      ['Spinach', true, 'Many people doubt it, but spinach does contain iron, though less than meat.'],
      ['Lentils', true, 'Lots of people think so, but they are surprised: it is true, lentils are rich in iron.'],
      ['Red meat', true, 'Red meat is one of the richest sources.'],
      ['Cucumber', false, 'Many people think so, but cucumber is mostly water.'],
    ]))).toEqual([]);
    expect(keyFindings(question('en', 'Which of these are myths about colds?', [
      ['Going out with wet hair gives you a cold', true, 'Many people believe this, but colds are caused by viruses.'],
      ['Washing hands helps stop colds spreading', false, 'This is true: soap removes viruses.'],
      ['Antibiotics cure colds', true, 'Lots of people think so, but antibiotics act on bacteria only.'],
    ]))).toEqual([]);
  });
});

describe('a rationale opening by saying the option has no effect, or is one of the common mistakes', () => {
  const recycling = (lang: Lang, stem: string, rationale: string) => question(lang, stem, [
    ['Rinsing jars before recycling them', true, 'Clean jars do not spoil a batch of glass.'],
    ['Putting plastic bags in the paper bin', true, rationale],
    ['Flattening cardboard boxes', true, 'Flat boxes take less room in the lorry.'],
    ['Throwing batteries in the bin', false, 'Batteries leak harmful metals.'],
  ]);
  it('reads it as saying the option is wrong, in English, Spanish and French', () => {
    for (const [lang, stem, r] of [
      ['en', 'Which habits help recycling?', "That won't help at all: bags jam the sorting machines."],
      ['en', 'Which habits help recycling?', 'This is one of the most common mistakes: bags jam the sorting machines.'],
      ['es', '¿Qué hábitos ayudan al reciclaje?', 'No sirve de nada: las bolsas atascan las máquinas.'],
      ['fr', 'Quels gestes aident le recyclage ?', 'Cela ne sert à rien : les sacs bloquent les machines de tri.'],
      ['fr', 'Quels gestes aident le recyclage ?', 'C’est une fausse bonne idée : les sacs bloquent les machines.'],
    ] as Array<[Lang, string, string]>) expect(keyFindings(recycling(lang, stem, r)), r).toEqual(['/questions/0/options/1']);
  });
  it('stays quiet when the negated effect has an object of its own', () => {
    expect(keyFindings(recycling('en', 'Which habits help recycling?', 'It does not help germs grow on the paper, and the bags are sorted out.'))).toEqual([]);
    expect(keyFindings(recycling('fr', 'Quels gestes aident le recyclage ?', 'Cela ne sert à rien de les laver : le centre de tri les sépare.'))).toEqual([]);
  });
});

describe('a rationale that puts its option in the kind the other key is given', () => {
  it('finds the option whose rationale names the wrong options\' kind', () => {
    expect(keyFindings(question('en', 'Which of these animals are mammals?', [
      ['A dolphin', true, 'A dolphin is a mammal: it breathes air and feeds its young on milk.'],
      ['A bat', true, 'A bat is a mammal, the only one that truly flies.'],
      ['A penguin', true, 'A penguin is a bird that swims.'],
      ['A shark', false, 'A shark is a fish that breathes through gills.'],
      ['An eagle', false, 'An eagle is a bird.'],
    ]))).toEqual(['/questions/0/options/2']);
    expect(keyFindings(question('es', '¿Qué palabras son sustantivos?', [
      ['mesa', true, 'Mesa es un sustantivo: nombra un objeto.'],
      ['correr', false, 'Correr es un verbo.'],
      ['alegría', true, 'Alegría es un sustantivo abstracto, pero nombra algo.'],
      ['saltar', true, 'Saltar es un verbo que indica acción.'],
      ['perro', true, 'Perro es un sustantivo.'],
    ]))).toEqual(['/questions/0/options/3']);
  });

  it('finds a wrong option whose rationale gives it the kind every right option has', () => {
    expect(keyFindings(question('fr', 'Quels instruments sont des cuivres ?', [
      ['La trompette', true, 'La trompette est un cuivre.'],
      ['Le trombone', true, 'Le trombone est un cuivre, avec une coulisse.'],
      ['Le tuba', false, 'Le tuba est un cuivre.'],
      ['La flûte', false, 'La flûte est un bois, même en métal.'],
      ['Le violon', false, 'Le violon est un instrument à cordes.'],
    ]))).toEqual(['/questions/0/options/2']);
  });

  it('stays quiet when the kinds do not split by key, or a rationale concedes its kind', () => {
    expect(keyFindings(question('en', 'Which materials conduct electricity?', [
      ['Copper', true, 'Copper is a metal, with free electrons.'],
      ['Graphite', true, 'Graphite is a non-metal, but its layers let electrons move.'],
      ['Aluminium foil', true, 'Aluminium is a metal.'],
      ['Glass', false, 'Glass is an insulator.'],
      ['Sulphur', false, 'Sulphur is a non-metal.'],
    ]))).toEqual([]);
    expect(keyFindings(question('fr', 'Quels animaux pondent des œufs ?', [
      ['La poule', true, 'La poule est un oiseau.'],
      ['L’ornithorynque', true, 'L’ornithorynque est un mammifère qui pond des œufs.'],
      ['La vache', false, 'La vache est un mammifère.'],
      ['La tortue', true, 'La tortue est un reptile.'],
    ]))).toEqual([]);
  });
});

describe('SPL feedback that tells of keeping someone away from a harm', () => {
  const kitchen = (lang: Lang, choices: Choice[]) => probeItem('SPL', lang, 'Grade 5', spl('Cooking', 'You are helping in the school kitchen.', 'Helper', [['What do you do?', choices]], 'Safety first.'));
  it('reads a poor choice praised that way against its key (a hint)', () => {
    expect(keyFindings(kitchen('en', [
      ['Ask an adult to drain the pasta.', 'best', 'Sensible: the pot is heavy and the water is boiling.'],
      ['Turn the pan handles inwards first.', 'poor', 'Exactly right for a kitchen: it keeps small children away from the hot pans.'],
      ['Carry the pot to the sink yourself.', 'poor', 'Boiling water can scald you.'],
    ]))).toEqual(['/decisionPoints/0/options/1']);
    expect(keyFindings(kitchen('es', [
      ['Pides a un adulto que escurra la pasta.', 'best', 'Sensato: la olla pesa y el agua hierve.'],
      ['Giras los mangos de las sartenes hacia dentro.', 'poor', 'Muy bien pensado: mantiene a los pequeños lejos del aceite caliente.'],
      ['Llevas tú la olla al fregadero.', 'poor', 'El agua hirviendo puede quemarte.'],
    ]))).toEqual(['/decisionPoints/0/options/1']);
  });
  it('stays quiet when the poor choice is blamed as well', () => {
    expect(keyFindings(kitchen('fr', [
      ['Tu demandes à un adulte d’égoutter les pâtes.', 'best', 'Prudent : la casserole est lourde et l’eau bout.'],
      ['Tu tiens les petits à l’écart de la cuisinière.', 'poor', 'Tu les tiens à l’écart du feu, mais personne ne surveille les casseroles et l’eau déborde.'],
      ['Tu portes la casserole toi-même.', 'poor', 'L’eau bouillante peut te brûler.'],
    ]))).toEqual([]);
  });
});

describe('several best choices, each praised by what its feedback tells', () => {
  it('lists them (info) rather than judging the key, and still judges two best when one is blamed', () => {
    const interview = (second: string) => probeItem('SPL', 'en', 'Grade 8', spl('Open day', 'You show visitors round the school.', 'Guide', [['A parent asks about clubs. What do you say?', [
      ['Describe the clubs you go to yourself.', 'best', 'It gives a real picture and helps the parent imagine their child here.'],
      ['Point them to the list of clubs on the board.', 'best', second],
      ['Say you do not know.', 'poor', 'The parent leaves with nothing.'],
    ]]], 'Guides answer from experience.'));
    const judged = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'answer_key' && f.severity !== 'info');
    expect(judged(interview('It is clear and useful, and every club is there.'))).toEqual([]);
    expect(critique(interview('It is clear and useful, and every club is there.')).filter((f) => f.type === 'answer_key').map((f) => f.severity)).toEqual(['info']);
    expect(judged(interview('The parent is left to read alone and may miss the club times.')).map((f) => f.location)).toEqual(['/decisionPoints/0/options/1']);
  });
});

describe('open KE questions that do not give their answer away', () => {
  const lessonWith = (lang: Lang, q: string, a: string) => probeItem('KE', lang, 'Grade 4', ke('Forces', ['Name forces.'], [['Forces', 'A force is a push or a pull.']], [['force', 'A push or a pull.']], [], [[q, a]]));
  const giveaways = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'answer_giveaway').map((f) => f.location);
  it('an either-or question answered by one of its alternatives', () => {
    expect(giveaways(lessonWith('en', 'Is kicking a ball a push or a pull?', 'A push.'))).toEqual([]);
    expect(giveaways(lessonWith('es', '¿El hielo que se derrite pasa a ser sólido o líquido?', 'Líquido.'))).toEqual([]);
    expect(giveaways(lessonWith('fr', 'Quand on ouvre un tiroir, est-ce une poussée ou une traction ?', 'Une traction.'))).toEqual([]);
  });
  it('an answer that restates the question around a word of its own', () => {
    expect(giveaways(lessonWith('en', 'Why does a sledge slow down on flat snow?', 'Because friction between the sledge and the snow slows it down.'))).toEqual([]);
    expect(giveaways(lessonWith('fr', 'Pourquoi une bille qui roule sur le tapis finit-elle par s’arrêter ?', 'Le frottement entre la bille et le tapis l’arrête.'))).toEqual([]);
  });
  it('still finds a question that names its own answer', () => {
    expect(giveaways(lessonWith('en', 'What is the name of the pull of gravity that makes things fall?', 'Gravity.'))).toEqual(['/checkQuestions/0/question']);
    expect(giveaways(lessonWith('es', '¿Cómo se llama la fuerza de rozamiento que frena una bici?', 'Rozamiento.'))).toEqual(['/checkQuestions/0/question']);
  });
});

describe('options that combine others by their letters', () => {
  const metals = (combined: Opt) => question('en', 'Which of these are metals?', [
    ['Iron', true, 'Iron is a metal.'],
    ['Glass', false, 'Glass is not a metal.'],
    ['Copper', true, 'Copper is a metal.'],
    combined,
  ]);
  const found = (item: ReturnType<typeof probeItem>, type: string) => critique(item).filter((f) => f.type === type && f.severity !== 'info').map((f) => f.location);
  it('a SATA combination keyed against the options it names is a wrong key, and any combination is an option about the others', () => {
    expect(found(metals(['Both A and B', true, 'Both are metals.']), 'answer_key')).toEqual(['/questions/0/options/3']);
    expect(found(metals(['Both A and C', false, 'Only one of them is.']), 'answer_key')).toEqual(['/questions/0/options/3']);
    expect(found(metals(['Both A and C', true, 'Iron and copper are both metals.']), 'answer_key')).toEqual([]);
    expect(found(metals(['A et C', true, 'Les deux sont des métaux.']), 'all_none_above')).toEqual(['/questions/0/options/3']);
  });
  it('a KE answer that combines letters is read against the choice combining them', () => {
    const check = (q: string, a: string) => probeItem('KE', 'es', 'Grade 6', ke('Metales', ['Reconocer metales.'], [['Metales', 'Los metales conducen el calor.']], [['metal', 'Material que conduce.']], [], [[q, a]]));
    const q = '¿Cuáles son metales? (A) hierro (B) vidrio (C) cobre (D) A y C';
    expect(found(check(q, 'A y C'), 'answer_key')).toEqual([]);
    expect(found(check(q, '(D) A y B'), 'answer_key')).toEqual(['/checkQuestions/0/answer']);
    expect(found(check(q, 'B y C'), 'answer_key')).toEqual(['/checkQuestions/0/answer']);
    expect(found(check(q, 'D'), 'answer_key')).toEqual([]);
  });
  it('leaves alone options that name letters inside words', () => {
    expect(found(question('en', 'Which vitamins dissolve in fat?', [
      ['Vitamin A and D', true, 'Both are fat-soluble.'],
      ['Vitamin C', false, 'Vitamin C dissolves in water.'],
      ['Vitamin K', true, 'It is fat-soluble.'],
    ]), 'all_none_above')).toEqual([]);
  });
});

describe('a KE check question whose key the lesson contradicts', () => {
  const lesson = (lang: Lang, body: string, q: string, a: string) => probeItem('KE', lang, 'Grade 5', ke('Lesson', ['Explain it.'], [['What happens', body]], [['term', 'A word of the lesson.']], [], [[q, a]]));
  const keys = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'answer_key' && f.severity !== 'info').map((f) => f.location);
  it('finds a key naming another choice than the sentence that answers the question', () => {
    const body = 'Leaves make food from light. Plants take in water from the soil through their roots. Flowers make seeds.';
    expect(keys(lesson('en', body, 'Which part of a plant takes in water from the soil? (A) the leaves (B) the roots (C) the flowers', '(A) the leaves'))).toEqual(['/checkQuestions/0/answer']);
    expect(keys(lesson('en', body, 'Which part of a plant takes in water from the soil? (A) the leaves (B) the roots (C) the flowers', '(B) the roots'))).toEqual([]);
    const cuerpo = 'La Luna tarda unos 27 días en dar una vuelta alrededor de la Tierra. La Tierra gira alrededor del Sol en un año.';
    expect(keys(lesson('es', cuerpo, '¿Cuánto tarda la Luna en dar una vuelta alrededor de la Tierra: un día, unos 27 días o un año?', 'Un año.'))).toEqual(['/checkQuestions/0/answer']);
    expect(keys(lesson('es', cuerpo, '¿Cuánto tarda la Luna en dar una vuelta alrededor de la Tierra: un día, unos 27 días o un año?', 'Unos 27 días.'))).toEqual([]);
    const corps = 'Le cœur envoie le sang dans tout le corps. Les poumons apportent l’oxygène au sang.';
    expect(keys(lesson('fr', corps, 'Quel organe envoie le sang dans tout le corps ?\n- le cœur\n- les poumons\n- l’estomac', 'Les poumons.'))).toEqual(['/checkQuestions/0/answer']);
  });
  it('stays quiet when the sentence negates, contrasts or names several choices', () => {
    const asked = 'Which part of a plant takes in water from the soil? (A) the leaves (B) the roots';
    expect(keys(lesson('en', 'Plants take in water from the soil through their leaves.', asked, '(B) the roots'))).toEqual(['/checkQuestions/0/answer']);
    expect(keys(lesson('en', 'Plants do not take in water from the soil through their leaves.', asked, '(B) the roots'))).toEqual([]);
    expect(keys(lesson('en', 'Plants take in water from the soil through their leaves, but mostly through their roots.', asked, '(B) the roots'))).toEqual([]);
    expect(keys(lesson('en', 'Plants take in water from the soil through their roots and a little through their leaves.', asked, '(B) the roots'))).toEqual([]);
  });
});

describe('readings that stay quiet on sound items', () => {
  it('a rationale opening with a verdict word used as an adjective is no verdict', () => {
    expect(keyFindings(question('en', 'Which are signs of a fake online shop?', [
      ['Prices far below every other shop', true, 'False bargains are the bait: real shops cannot sell that cheaply.'],
      ['Payment only by bank transfer', true, 'Wrong-doers prefer transfers because they cannot be reversed.'],
      ['A padlock and a known company name', false, 'True shops show these, though a padlock alone proves little.'],
    ]))).toEqual([]);
    expect(keyFindings(question('en', 'Which are signs of a fake online shop?', [
      ['Prices far below every other shop', true, 'False: real shops price like this during sales.'],
      ['Payment only by bank transfer', true, 'Transfers cannot be reversed.'],
      ['A padlock and a known company name', false, 'A padlock alone proves little.'],
    ]))).toEqual(['/questions/0/options/0']);
  });
  it('an SPL option "None: …" that answers with its own words is no option about the others', () => {
    const item = probeItem('SPL', 'es', 'Grade 8', spl('Valoración', 'Vas a valorar vinagre con sosa.', 'Estudiante', [['¿Qué material extra necesitas?', [
      ['Una bureta y fenolftaleína', 'best', 'Con la bureta añades gota a gota y el indicador marca el final.'],
      ['Ninguno: basta con echar la sosa a ojo', 'poor', 'Sin medir el volumen no sabrás cuánta sosa reaccionó.'],
      ['Ninguna de las anteriores', 'poor', 'Hace falta medir.'],
    ]]], 'Medir con precisión.'));
    expect(critique(item).filter((f) => f.type === 'all_none_above').map((f) => f.location)).toEqual(['/decisionPoints/0/options/2']);
  });
  it('a KE answer opening with the word that sets one inline choice apart', () => {
    const check = (q: string, a: string) => probeItem('KE', 'fr', 'Grade 7', ke('Histoire', ['Dater des événements.'], [['Dates', 'La Finlande en 1906, la France en 1944.']], [['suffrage', 'Droit de vote.']], [], [[q, a]]));
    expect(keyFindings(check('Laquelle a été la première : la ville de Lyon ou Paris ?', 'Lyon, dès le XIXe siècle.'))).toEqual([]);
    expect(keyFindings(check('Laquelle a été la première : la ville de Lyon ou Paris ?', 'Marseille.'))).toEqual(['/checkQuestions/0/answer']);
  });
});

describe('options about the list, in more of the words teachers use', () => {
  const habits = (lang: Lang, last: string) => question(lang, 'Which habits save water?', [
    ['Turning off the tap while brushing', true, 'It saves litres.'],
    ['Fixing dripping taps', true, 'A drip wastes litres a day.'],
    ['Watering the garden at noon', false, 'Water evaporates in the heat.'],
    [last, false, 'Not every habit listed saves water.'],
  ]);
  const allNone = (item: ReturnType<typeof probeItem>) => critique(item).filter((f) => f.type === 'all_none_above').map((f) => f.location);
  it('finds a number, "each", "every" or the list named by "given", "listed", "above"', () => {
    for (const o of ['All three of the above', 'Each of the above', 'None of the options given', 'All of the listed habits', 'Every option listed here', 'Both answers']) expect(allNone(habits('en', o)), o).toEqual(['/questions/0/options/3']);
  });
  it('stays quiet on "each of them" or "each of these" said of things in the scene', () => {
    expect(allNone(habits('en', 'Checking each of these taps once a week'))).toEqual([]);
    expect(allNone(habits('en', 'Asking each of them to time their shower'))).toEqual([]);
  });
});

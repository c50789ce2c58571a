// Faults of the assessment checks written apart from them, each pinned with fresh content in
// English, Spanish and French beside controls that must stay quiet: a rationale or feedback that
// says, in its own words, the opposite of its option's key (its first clause's verdict, or a SATA
// rationale's conclusion about what the stem asks); a KE check question whose answer is none of
// the choices it lists inline ("…: a, b or c?") or in a list, or whose letter and words name two
// different choices; negative stems in every form ("cannot", "least", "menos", "la moins",
// "ne … jamais"), including KE questions with inline choices; a decision prompt that prescribes its
// best choice; a key term defined far above the class.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

type Opt = [string, boolean, string];
const at = (findings: Array<{ location: string }>) => findings.map((f) => f.location);

describe('answer keys read from what a rationale or feedback says', () => {
  const insects = (spider: Opt) =>
    sata('Insects', [
      ['Which of these animals are insects?', [
        ['Ant', true, 'It has six legs and three body parts.'],
        spider,
        ['Beetle', true, 'Beetles are the largest group of insects.'],
        ['Earthworm', false, 'Earthworms have no legs at all.'],
      ]],
    ]);

  it('SATA: an opening verdict in any words, in English, Spanish and French', () => {
    const misconception = 'This is a common misconception: spiders have eight legs and two body parts.';
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 5', insects(['Spider', true, misconception])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 5', insects(['Spider', false, misconception])), 'answer_key')).toEqual([]);
    // A misconception about another animal, or a word like "opposite" in the explanation, judges nothing.
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 5', insects(['Bee', true, 'Bees are insects; a common misconception is that spiders are too.'])), 'answer_key')).toEqual([]);
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 5', insects(['Moth', true, 'Opposite wings beat together, like a beetle’s.'])), 'answer_key')).toEqual([]);

    const planets = (venus: Opt) => sata('Planetas', [['¿Qué planetas son rocosos?', [['Marte', true, 'Tiene una superficie de roca y polvo.'], venus, ['Saturno', false, 'Es un gigante gaseoso.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'es', 'Grade 6', planets(['Neptuno', true, 'No es así: Neptuno es un gigante helado.'])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(at(faultsOf(probeItem('SATA', 'es', 'Grade 6', planets(['Venus', false, 'Sí, Venus tiene una corteza de roca.'])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(faultsOf(probeItem('SATA', 'es', 'Grade 6', planets(['Venus', true, 'Sí, Venus tiene una corteza de roca.'])), 'answer_key')).toEqual([]);
    expect(faultsOf(probeItem('SATA', 'es', 'Grade 6', planets(['Mercurio', true, 'No solo es rocoso: también es el más cercano al Sol.'])), 'answer_key')).toEqual([]);

    const states = (ice: Opt) => sata('Les états', [['Quelles affirmations sur la glace sont exactes ?', [ice, ['Elle fond à 0 °C.', true, 'À la pression habituelle, oui.'], ['Elle est plus dense que l’eau liquide.', false, 'Elle flotte, donc elle est moins dense.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'fr', 'Grade 7', states(['Elle se forme quand l’eau se réchauffe.', true, 'C’est le contraire : l’eau gèle en se refroidissant.'])), 'answer_key'))).toEqual(['/questions/0/options/0']);
    expect(faultsOf(probeItem('SATA', 'fr', 'Grade 7', states(['Elle se forme quand l’eau se réchauffe.', false, 'C’est le contraire : l’eau gèle en se refroidissant.'])), 'answer_key')).toEqual([]);
    expect(faultsOf(probeItem('SATA', 'fr', 'Grade 7', states(['Elle peut flotter.', true, 'Non seulement elle flotte, mais un iceberg cache la plus grande partie de sa masse.'])), 'answer_key')).toEqual([]);
  });

  it("SATA: a rationale's conclusion denies or grants what the stem asks for", () => {
    const magnets = (stem: string, copper: Opt) => sata('Magnets', [[stem, [['Iron nail', true, 'Iron is attracted, so it is magnetic.'], copper, ['Plastic ruler', false, 'Plastic has no iron in it.']]]]);
    const denied = 'Copper contains no iron, so it is non-magnetic.';
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 5', magnets('Which of these objects are magnetic?', ['Copper coin', true, denied])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 5', magnets('Which of these objects are magnetic?', ['Copper coin', false, denied])), 'answer_key')).toEqual([]);
    // Under a stem asking for what is not, the same words fit a right answer.
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 5', magnets('Which of these objects are NOT magnetic?', ['Copper coin', true, denied])), 'answer_key')).toEqual([]);
    // A negated conclusion about something the stem does not ask is no verdict.
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 5', magnets('Which of these objects are magnetic?', ['Steel pin', true, 'Steel holds iron, so it does not need a battery to be pulled.'])), 'answer_key')).toEqual([]);

    // A rationale opening by denying it ("… is non-renewable: …"), with no "so"; an opening that
    // affirms is not read, since a distractor's rationale often names its other kind ("Es un gas").
    const energy = (gas: Opt) => sata('Energy', [['Which of these energy sources are renewable?', [['Wind', true, 'The Sun keeps the air moving.'], gas, ['Coal', false, 'Coal is not renewable: once burned it is gone.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 7', energy(['Natural gas', true, 'Natural gas is non-renewable: it took millions of years to form.'])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 7', energy(['Natural gas', false, 'Natural gas is non-renewable: it took millions of years to form.'])), 'answer_key')).toEqual([]);
    const nobles = sata('Gases', [['¿Cuáles de estos elementos son gases nobles?', [['Neón', true, 'Casi no reacciona.'], ['Nitrógeno', false, 'Es un gas, y forma muchos compuestos.'], ['Argón', true, 'Está en el grupo 18.']]]]);
    expect(faultsOf(probeItem('SATA', 'es', 'Grade 9', nobles), 'answer_key')).toEqual([]);

    const evens = (n: Opt) => sata('Pares', [['¿Qué números son pares?', [['18', true, 'Termina en 8, así que es par.'], n, ['15', false, 'Termina en 5, por lo tanto no es par.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'es', 'Grade 4', evens(['34', false, 'Termina en 4, así que sí es par.'])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(faultsOf(probeItem('SATA', 'es', 'Grade 4', evens(['34', true, 'Termina en 4, así que sí es par.'])), 'answer_key')).toEqual([]);

    const mammals = (shark: Opt) => sata('Mammifères', [['Lesquels de ces animaux sont des mammifères ?', [['La baleine', true, 'Elle allaite ses petits : c’est donc un mammifère.'], shark, ['Le merle', false, 'Il a des plumes et pond des œufs.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'fr', 'Grade 6', mammals(['Le requin', true, 'Il respire avec des branchies ; ce n’est donc pas un mammifère.'])), 'answer_key'))).toEqual(['/questions/0/options/1']);
    expect(faultsOf(probeItem('SATA', 'fr', 'Grade 6', mammals(['Le requin', false, 'Il respire avec des branchies ; ce n’est donc pas un mammifère.'])), 'answer_key')).toEqual([]);
  });

  const match = (prompt: string, first: [string, 'best' | 'acceptable' | 'poor', string], second: [string, 'best' | 'acceptable' | 'poor', string]) =>
    spl('The match', 'Your team is losing 2–0 and the referee has just given a free kick against you.', 'Team captain', [[prompt, [first, second, ['Ask the coach at half-time.', 'acceptable', 'Useful, but it comes late.']]]], 'Stay calm and keep the team together.');

  it("SPL: a choice's feedback that judges it against its quality", () => {
    const shout: [string, 'best', string] = ['Shout at the referee.', 'best', 'This is a bad idea: arguing can get you a yellow card.'];
    // Keys swapped: the praised choice keyed poor is read against its key too (outcomes.ts), as a
    // hint, since only the wording of its outcome says so.
    const swapped = critique(probeItem('SPL', 'en', 'Grade 8', match('What do you do?', shout, ['Gather the team and reset.', 'poor', 'A calm word helps everyone refocus.']))).filter((f) => f.type === 'answer_key');
    expect(swapped.map((f) => [f.location, f.severity])).toEqual([['/decisionPoints/0/options/0', 'high'], ['/decisionPoints/0/options/1', 'low']]);
    expect(faultsOf(probeItem('SPL', 'en', 'Grade 8', match('What do you do?', ['Shout at the referee.', 'poor', 'This is a bad idea: arguing can get you a yellow card.'], ['Gather the team and reset.', 'best', 'This is the right call: a calm word helps everyone refocus.'])), 'answer_key')).toEqual([]);
    expect(faultsOf(probeItem('SPL', 'en', 'Grade 8', match('What do you do?', ['Gather the team and reset.', 'best', 'A calm word helps everyone refocus.'], ['Keep quiet.', 'poor', 'It is a safe choice, but nobody hears a plan.'])), 'answer_key')).toEqual([]);
    expect(faultsOf(probeItem('SPL', 'en', 'Grade 8', match('What do you do?', ['Gather the team and reset.', 'best', 'Not the easiest choice, but the right one.'], ['Kick the ball away.', 'poor', 'Good intention, wrong moment.'])), 'answer_key')).toEqual([]);
    // A prompt asking what to avoid turns the verdicts round.
    expect(faultsOf(probeItem('SPL', 'en', 'Grade 8', match('Which of these should you avoid?', shout, ['Gather the team and reset.', 'poor', 'A calm word helps everyone refocus.'])), 'answer_key')).toEqual([]);

    const es = spl('La excursión', 'Os perdéis en el bosque al atardecer.', 'Alumno', [['¿Qué haces?', [['Quedarte con el grupo y llamar al profesor.', 'best', 'Así te encuentran antes.'], ['Separarte para buscar el camino.', 'poor', 'Es la mejor opción: cubres más terreno.'], ['Esperar sin avisar.', 'acceptable', 'Seguro, pero lento.']]]], 'Quedaos juntos.');
    expect(at(faultsOf(probeItem('SPL', 'es', 'Grade 6', es), 'answer_key'))).toEqual(['/decisionPoints/0/options/1']);
    // An exclamation mark or a word calling attention does not hide the verdict after it.
    const cheered = spl('La excursión', 'Os perdéis en el bosque.', 'Alumno', [['¿Qué haces?', [['Quedarte con el grupo.', 'best', 'Así te encuentran antes.'], ['Separarte del grupo.', 'poor', '¡Muy bien! Así cubres más terreno.'], ['Esperar sin avisar.', 'acceptable', 'Seguro, pero lento.']]]], 'Quedaos juntos.');
    expect(at(faultsOf(probeItem('SPL', 'es', 'Grade 6', cheered), 'answer_key'))).toEqual(['/decisionPoints/0/options/1']);
    const careful = match('What do you do?', ['Run onto the pitch to argue.', 'best', 'Careful: this is not a good idea, it earns a card.'], ['Gather the team and reset.', 'poor', 'The team regroups before the kick.']);
    expect(at(faultsOf(probeItem('SPL', 'en', 'Grade 8', careful), 'answer_key'))).toEqual(['/decisionPoints/0/options/0']);
    const risky = match('What do you do?', ['Run onto the pitch to argue.', 'best', 'Too risky: it earns a card.'], ['Gather the team and reset.', 'poor', 'The team regroups before the kick.']);
    expect(at(faultsOf(probeItem('SPL', 'en', 'Grade 8', risky), 'answer_key'))).toEqual(['/decisionPoints/0/options/0']);

    const fr = (alone: [string, 'best' | 'poor', string], adult: [string, 'best' | 'poor', string]) =>
      spl('La sortie', 'Un élève se sent mal pendant la sortie.', 'Élève', [['Que fais-tu ?', [adult, alone, ['Lui donner de l’eau.', 'acceptable', 'Utile, mais il faut aussi prévenir.']]]], 'Prévenir un adulte.');
    const frAt = (alone: [string, 'best' | 'poor', string], adult: [string, 'best' | 'poor', string]) => at(faultsOf(probeItem('SPL', 'fr', 'Grade 5', fr(alone, adult)), 'answer_key'));
    expect(frAt(['Le laisser seul sur un banc.', 'best', 'C’est une mauvaise idée : il pourrait tomber.'], ['Prévenir un adulte.', 'poor', 'Un adulte peut agir vite.'])).toEqual(['/decisionPoints/0/options/1']);
    // No best choice at all is the structure check's finding since the eleventh round; the praised poor choice stays a key slip.
    expect(frAt(['Le laisser seul sur un banc.', 'poor', 'Il pourrait tomber.'], ['Prévenir un adulte.', 'poor', 'C’est la réaction à adopter : un adulte peut agir vite.'])).toEqual(['/decisionPoints/0/options/0']);
    expect(at(faultsOf(probeItem('SPL', 'fr', 'Grade 5', fr(['Le laisser seul sur un banc.', 'poor', 'Il pourrait tomber.'], ['Prévenir un adulte.', 'poor', 'C’est la réaction à adopter : un adulte peut agir vite.'])), 'structure'))).toEqual(['/decisionPoints/0/options']);
    expect(frAt(['Le laisser seul sur un banc.', 'poor', 'C’est une mauvaise idée : il pourrait tomber.'], ['Prévenir un adulte.', 'best', 'C’est la réaction à adopter : un adulte peut agir vite.'])).toEqual([]);
  });

  it('SPL: a choice called poor by its feedback, or one written twice, does not make the decision point ambiguous', () => {
    const two = match('What do you do?', ['Gather the team and reset.', 'best', 'A calm word helps everyone refocus.'], ['Shout at the referee.', 'best', 'This is a poor choice: arguing can get you a yellow card.']);
    expect(at(faultsOf(probeItem('SPL', 'en', 'Grade 8', two), 'answer_key'))).toEqual(['/decisionPoints/0/options/1']);
    const twice = match('What do you do?', ['Gather the team and reset.', 'best', 'A calm word helps everyone refocus.'], ['Gather the team and reset.', 'best', 'Calm heads win matches.']);
    expect(faultsOf(probeItem('SPL', 'en', 'Grade 8', twice), 'answer_key')).toEqual([]);
    expect(at(faultsOf(probeItem('SPL', 'en', 'Grade 8', twice), 'duplicate_option'))).toEqual(['/decisionPoints/0/options/1']);
    const rival = match('What do you do?', ['Gather the team and reset.', 'best', 'A calm word helps everyone refocus.'], ['Shout at the referee.', 'best', 'Arguing can get you a yellow card.']);
    // Two best choices, one whose feedback alone tells of a poor outcome: that one is the slip.
    expect(at(faultsOf(probeItem('SPL', 'en', 'Grade 8', rival), 'answer_key'))).toEqual(['/decisionPoints/0/options/1']);
    const tie = match('What do you do?', ['Gather the team and reset.', 'best', 'The team hears a plan.'], ['Shout at the referee.', 'best', 'The referee hears you.']);
    expect(at(faultsOf(probeItem('SPL', 'en', 'Grade 8', tie), 'answer_key'))).toEqual(['/decisionPoints/0/options']);
  });
});

describe('KE check questions that list their choices', () => {
  const lesson = (question: string, answer: string) =>
    ke('Numbers and things', ['Identify the right choice.', 'Explain the choice.'], [['Choosing', 'Read each choice before you answer.']], [['Choice', 'One of the answers offered.']], [['An example', 'Which is larger, 3 or 5?', '5 is larger.']], [[question, answer]]);
  const keyAt = (lang: 'en' | 'es' | 'fr', question: string, answer: string) => at(faultsOf(probeItem('KE', lang, 'Grade 6', lesson(question, answer)), 'answer_key'));

  it('an answer that is none of the choices listed inline, in English, Spanish and French', () => {
    expect(keyAt('en', 'Which of these is a prime number: 15, 21 or 31?', '37')).toEqual(['/checkQuestions/0/answer']);
    expect(keyAt('en', 'Which of these is a prime number: 15, 21 or 31?', '31, because only 1 and 31 divide it.')).toEqual([]);
    expect(keyAt('en', 'Which is heavier: a kilogram of feathers or a kilogram of sand?', 'Neither: both weigh one kilogram.')).toEqual([]);
    expect(keyAt('es', '¿Qué planeta es el más grande: Marte, Júpiter o Venus?', 'Saturno.')).toEqual(['/checkQuestions/0/answer']);
    expect(keyAt('es', '¿Qué planeta es el más grande: Marte, Júpiter o Venus?', 'Júpiter, con diferencia.')).toEqual([]);
    expect(keyAt('fr', 'Quelle fraction est égale à 0,5 : 1/3, 2/4 ou 3/5 ?', '1/2')).toEqual(['/checkQuestions/0/answer']);
    expect(keyAt('fr', 'Quelle fraction est égale à 0,5 : 1/3, 2/4 ou 3/5 ?', '2/4, car 2 ÷ 4 = 0,5.')).toEqual([]);
    // A choice named by its number in other units' words, and "alike" answering a comparison of two.
    expect(keyAt('en', 'How long is the race: 5 km, 10 km or 21 km?', '10 kilometres.')).toEqual([]);
    expect(keyAt('es', '¿Qué pesa más: un kilo de paja o un kilo de hierro?', 'Pesan lo mismo: un kilo.')).toEqual([]);
    expect(keyAt('es', '¿Qué número es primo: 21, 25 o 27?', 'Es igual a 23.')).toEqual(['/checkQuestions/0/answer']);
    // Not a choice between listed options: an instruction before an open question.
    expect(keyAt('en', 'Think about this: is a tomato a fruit or a vegetable? Explain.', 'Botanists call it a fruit because it holds seeds.')).toEqual([]);
  });

  it('an answer that is none of the choices listed under the question', () => {
    expect(keyAt('en', 'Which gas do plants take in from the air?\n- oxygen\n- carbon dioxide\n- nitrogen', 'Hydrogen.')).toEqual(['/checkQuestions/0/answer']);
    expect(keyAt('en', 'Which gas do plants take in from the air?\n- oxygen\n- carbon dioxide\n- nitrogen', 'Carbon dioxide.')).toEqual([]);
  });

  it("an answer's letter and words naming two different choices", () => {
    expect(keyAt('en', 'Which is frozen water? (A) steam (B) ice (C) rain', '(C) ice')).toEqual(['/checkQuestions/0/answer']);
    expect(keyAt('en', 'Which is frozen water? (A) steam (B) ice (C) rain', '(B) ice')).toEqual([]);
    expect(keyAt('es', '¿Qué es agua helada? a) vapor b) hielo c) lluvia', 'b) hielo, agua sólida')).toEqual([]);
    expect(keyAt('fr', "Qu'est-ce que la glace ? A. de la vapeur B. de l'eau solide C. de la pluie", 'D')).toEqual(['/checkQuestions/0/answer']);
    expect(keyAt('fr', "Qu'est-ce que la glace ? A. de la vapeur B. de l'eau solide C. de la pluie", 'B')).toEqual([]);
  });
});

describe('negative stems in every form', () => {
  const birds = (stem: string) => sata('Birds', [[stem, [['Penguin', true, 'Its wings are flippers.'], ['Sparrow', false, 'It flies well.'], ['Eagle', false, 'It soars high.']]]]);
  const neg = (lang: 'en' | 'es' | 'fr', content: Record<string, unknown>) => at(faultsOf(probeItem('SATA', lang, 'Grade 5', content), 'negative_stem'));

  it('"cannot", "least", "menos", "la moins", "ne … jamais", "excepté", unemphasised, are flagged; emphasised or "at least" are not', () => {
    expect(neg('en', birds('Which of these birds cannot fly?'))).toEqual(['/questions/0/stem']);
    expect(neg('en', birds('Which of these birds is the least able to fly?'))).toEqual(['/questions/0/stem']);
    expect(neg('en', birds('Which of these birds CANNOT fly?'))).toEqual([]);
    expect(neg('en', birds('Which of these birds need at least one parent to feed them?'))).toEqual([]);
    expect(neg('es', birds('¿Cuál de estas aves es la menos capaz de volar?'))).toEqual(['/questions/0/stem']);
    expect(neg('es', birds('¿Qué aves necesitan por lo menos un nido?'))).toEqual([]);
    expect(neg('fr', birds('Quel oiseau est le moins doué pour voler ?'))).toEqual(['/questions/0/stem']);
    expect(neg('fr', birds('Quel oiseau ne vole jamais ?'))).toEqual(['/questions/0/stem']);
    expect(neg('fr', birds('Cochez tous les oiseaux, excepté ceux qui volent.'))).toEqual(['/questions/0/stem']);
    expect(neg('fr', birds('Quels oiseaux pondent au moins deux œufs ?'))).toEqual([]);
  });

  it('a KE question with inline choices is a selection item: its negative is flagged, an open question’s is not', () => {
    const lesson = (question: string, answer: string) => ke('Animals', ['Classify animals.', 'Explain a choice.'], [['Groups', 'Animals are sorted by their features.']], [['Reptile', 'An animal with dry, scaly skin.']], [['A lizard', 'Is a lizard a reptile?', 'Yes: dry, scaly skin.']], [[question, answer]]);
    const ke_ = (lang: 'en' | 'es' | 'fr', q: string, a: string) => at(faultsOf(probeItem('KE', lang, 'Grade 5', lesson(q, a)), 'negative_stem'));
    expect(ke_('en', 'Which of these is not a reptile: a lizard, a frog or a snake?', 'A frog: its skin is smooth and wet.')).toEqual(['/checkQuestions/0/question']);
    expect(ke_('en', 'Why is a frog not a reptile?', 'Its skin is smooth and wet.')).toEqual([]);
    expect(ke_('es', '¿Cuál de estos no es un reptil: un lagarto, una rana o una serpiente?', 'La rana.')).toEqual(['/checkQuestions/0/question']);
    expect(ke_('fr', 'Lequel n’est pas un reptile : le lézard, la grenouille ou le serpent ?', 'La grenouille.')).toEqual(['/checkQuestions/0/question']);
  });
});

describe('a decision prompt that prescribes its best choice gives it away', () => {
  const corridor = (lang: 'en' | 'es' | 'fr', prompt: string, best: string, poor: string) =>
    probeItem('SPL', lang, 'Grade 5', spl('Corridor', 'Break time in a busy corridor.', 'Pupil', [[prompt, [[best, 'best', 'Kind and quick.'], [poor, 'poor', 'That hurts.'], ['Wait for a teacher.', 'acceptable', 'Slow.']]]], 'Help when you can.'));

  it('in English, Spanish and French; a prompt that prescribes nothing, or what a friend urges, is quiet', () => {
    const en = 'A classmate drops her books. The helpful thing to do is to help her pick them up. What do you do?';
    expect(at(faultsOf(corridor('en', en, 'Help her pick up the books.', 'Walk past and laugh.'), 'answer_giveaway'))).toEqual(['/decisionPoints/0/prompt']);
    expect(faultsOf(corridor('en', 'A classmate drops her books. What do you do?', 'Help her pick up the books.', 'Walk past and laugh.'), 'answer_giveaway')).toEqual([]);
    expect(faultsOf(corridor('en', 'A classmate drops her books. Your friend says you should walk past and laugh. What do you do?', 'Help her pick up the books.', 'Walk past and laugh.'), 'answer_giveaway')).toEqual([]);
    expect(at(faultsOf(corridor('es', 'Un compañero se cae. Hay que ayudarle a levantarse y avisar al profesor. ¿Qué haces?', 'Ayudarle a levantarse y avisar al profesor.', 'Reírte.'), 'answer_giveaway'))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(faultsOf(corridor('fr', 'Un camarade tombe. Il faut l’aider à se relever et prévenir un adulte. Que fais-tu ?', 'Je l’aide à se relever et je préviens un adulte.', 'Je ris.'), 'answer_giveaway'))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(faultsOf(corridor('fr', 'Un camarade tombe. Il vaut mieux rester près de lui et appeler un adulte. Que fais-tu ?', 'Je reste près de lui et j’appelle un adulte.', 'Je ris.'), 'answer_giveaway'))).toEqual(['/decisionPoints/0/prompt']);
    expect(faultsOf(corridor('fr', 'Un camarade tombe ; pour mieux comprendre, regarde autour de toi. Que fais-tu ?', 'Je l’aide à se relever.', 'Je ris.'), 'answer_giveaway')).toEqual([]);
  });
});

describe('reading level: a key term defined far above the class', () => {
  const lesson = (definition: string) =>
    ke('Rain', ['Describe where rain comes from.', 'Name the water cycle stages.'], [['Clouds', 'Clouds are made of tiny drops of water. When the drops get big, they fall as rain.'], ['The sun', 'The sun warms the sea. Some water goes up into the air. Then it cools and makes clouds.']], [['Condensation', definition], ['Rain', 'Water that falls from clouds.']], [['A cold glass', 'Why does a cold glass get wet outside?', 'Water in the air cools on the glass and turns into drops.']], [['What falls from clouds?', 'Rain.']]);

  it('is reported at the definition; a plain definition is not, and the glossary does not weigh on the prose as a whole', () => {
    const hard = 'The thermodynamic phase transition whereby gaseous molecular constituents relinquish latent enthalpy and aggregate into a condensed liquid configuration upon encountering surfaces below the prevailing dew-point temperature.';
    expect(at(faultsOf(probeItem('KE', 'en', 'Grade 3', lesson(hard)), 'reading_level'))).toEqual(['/keyTerms/0/definition']);
    expect(faultsOf(probeItem('KE', 'en', 'Grade 3', lesson('When water in the air cools and turns into drops.')), 'reading_level')).toEqual([]);
  });

  it('is reported at an option written far above the class, in SATA and SPL', () => {
    const hard = 'Predominantly attributable to the gravitational interaction between terrestrial oceanic masses and the lunar satellite, modulated periodically by supplementary solar gravitational contributions throughout each lunation.';
    const tides = (text: string) => sata('Tides', [['Why does the sea go up and down each day?', [[text, true, 'The Moon pulls the water towards it.'], ['The wind blows it.', false, 'Wind makes waves, not tides.'], ['Fish swim in and out.', false, 'Fish are far too small to move the sea.']]], ['What pulls on the sea the most?', [['The Moon', true, 'It is close to us, so its pull is strong.'], ['A ship', false, 'A ship is much too small.'], ['The wind', false, 'The wind makes waves on top.']]]]);
    expect(at(faultsOf(probeItem('SATA', 'en', 'Grade 4', tides(hard)), 'reading_level'))).toEqual(['/questions/0/options/0/text']);
    expect(faultsOf(probeItem('SATA', 'en', 'Grade 4', tides('The pull of the Moon.')), 'reading_level')).toEqual([]);
  });
});

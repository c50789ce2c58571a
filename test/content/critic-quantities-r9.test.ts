// The ninth round's readings of quantities, pinned with fresh content (not the writers' words;
// English, Spanish and French), each beside a control that must stay quiet: a question about a
// thing answered by a value, a value in bold, values told apart by their own times, one person's
// mixture told twice, units written out, a pulse in beats per minute, "chacun des", and what keeps
// two values apart (a wish in another clause, a difference from an average, the other side of a
// comparison, opposite directions, packs of a size, a comment repeating its own option's amount).
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const at = (i: ReturnType<typeof probeItem>) => faultsOf(i, 'quantity_contradiction').map((f) => f.location);
const objectives = ['Describe a place from the facts the text gives.', 'Answer questions from the text.'];
const glossary: Array<[string, string]> = [['Estuary', 'The wide mouth of a river where it meets the sea.']];

describe('a question about a thing answered by a value (ninth round)', () => {
  const thames = (answer: string, body = 'The River Thames flows through London. It runs for about 346 km from the Cotswolds to the North Sea.') =>
    ke('The River Thames', objectives, [['A river through a city', body]], glossary, [], [
      ['What is an estuary?', 'The wide mouth of a river.'],
      ['How long is the River Thames?', answer],
    ]);

  it('reads "How long is the River Thames?" – "About 290 km" as a value of the Thames, against the lesson (en)', () => {
    expect(at(item('KE', 'en', 'Grade 5', thames('About 290 km, from its source to the sea.')))).toEqual(['/checkQuestions/1/answer']);
    expect(at(item('KE', 'en', 'Grade 5', thames('About 346 km, from its source to the sea.')))).toEqual([]);
  });

  it('a common noun in the question is the lesson’s own thing when the title names both (es), and a question with numbers of its own is a problem', () => {
    const tajo = (question: string, answer: string) =>
      ke('El Tajo, el río más largo de la península', objectives, [['Un río largo', 'El Tajo mide unos 1.007 km. Nace en la sierra de Albarracín.']], glossary, [], [
        ['¿Dónde nace?', 'En la sierra de Albarracín.'],
        [question, answer],
      ]);
    expect(at(item('KE', 'es', '5.º', tajo('¿Cuánto mide el río desde su nacimiento hasta el mar?', 'Unos 800 km.')))).toEqual(['/checkQuestions/1/answer']);
    expect(at(item('KE', 'es', '5.º', tajo('¿Cuánto mide el río desde su nacimiento hasta el mar?', 'Unos 1.000 km.')))).toEqual([]);
    expect(at(item('KE', 'es', '5.º', tajo('Un río mide 12 km en el mapa a escala 1:10. ¿Cuánto mide el río?', 'Unos 800 km.')))).toEqual([]);
  });

  it('a value in bold keeps its unit (fr)', () => {
    const loire = (second: string) =>
      ke('La Loire', objectives, [['Le plus long fleuve de France', 'La Loire coule sur environ **1 000 km** avant de rejoindre l’océan.'], ['Son estuaire', second]], glossary, [], [['Où se jette la Loire ?', 'Dans l’océan Atlantique.']]);
    expect(at(item('KE', 'fr', 'CM2', loire('La Loire coule sur environ **600 km** avant de rejoindre l’océan, à Saint-Nazaire.')))).toEqual(['/sections/1/body']);
    expect(at(item('KE', 'fr', 'CM2', loire('Son estuaire s’ouvre à Saint-Nazaire.')))).toEqual([]);
  });
});

describe('what makes two values one quantity, or two (ninth round)', () => {
  it('values told apart by their own times are a table; each is met again at its own time (en)', () => {
    const weather = (later: string) =>
      sata('A week of snow', [
        ['The school snow gauge showed 12 cm of snow on Monday, 4 cm on Wednesday and none on the other days. Which statements are true?', [
          ['Monday was the snowiest day.', true, 'Twelve is more than four.'],
          ['It snowed every day.', false, 'Only two days had snow.'],
          ['Wednesday had less snow than Monday.', true, 'Four is less than twelve.'],
        ]],
        [later, [['Yes', true, 'As the gauge showed.'], ['No', false, 'Look at the gauge again.']]],
      ]);
    expect(at(item('SATA', 'en', 'Grade 4', weather('On that same Monday the school snow gauge held 20 cm of snow. Was it a snowy day?')))).toEqual(['/questions/1/stem']);
    expect(at(item('SATA', 'en', 'Grade 4', weather('On Wednesday the school snow gauge held 4 cm of snow. Was it a snowy day?')))).toEqual([]);
  });

  it('one person’s mixture told twice is one quantity; another mixture of the lesson is not (fr)', () => {
    const sirop = (problem: string) =>
      ke('Les mélanges', objectives, [['Le sirop de Hugo', 'Hugo prépare une boisson : il dissout 40 g de sel dans 250 g d’eau.'], ['La masse', 'La masse se conserve quand on dissout.']], glossary, [['La boisson de Hugo', problem, 'On additionne les deux masses.']], [['Que devient le sel ?', 'Il se dissout.']]);
    expect(at(item('KE', 'fr', '5e', sirop('Hugo a dissous 60 g de sel dans 250 g d’eau. Calcule la masse du mélange.')))).toEqual(['/workedExamples/0/problem']);
    expect(at(item('KE', 'fr', '5e', sirop('Léa a dissous 60 g de sel dans 250 g d’eau. Calcule la masse du mélange.')))).toEqual([]);
  });

  it('units written out are read, and a wish is read only in its own clause (fr)', () => {
    const lac = (prompt: string) =>
      spl('Au bord du lac', 'Tu aides l’animatrice au lac. Le ponton est à 30 mètres du bord, et les enfants restent près de lui.', 'Aide-animateur', [
        [prompt, [['Tu lui rappelles la règle.', 'best', 'La règle protège tout le monde.'], ['Tu le laisses faire.', 'poor', 'C’est dangereux.']]],
      ], 'Surveiller, c’est rappeler les règles.');
    expect(at(item('SPL', 'fr', '4e', lac('Une fille veut nager jusqu’au ponton, à 50 mètres du bord, sans son brassard. Que fais-tu ?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'fr', '4e', lac('Une fille veut nager jusqu’au ponton, à 30 mètres du bord, sans son brassard. Que fais-tu ?')))).toEqual([]);
    expect(at(item('SPL', 'fr', '4e', lac('Une fille veut nager 50 mètres sans son brassard. Que fais-tu ?')))).toEqual([]);
  });

  it('a pulse in beats per minute is a heart rate (en), and a difference from an average or a comparison’s other side is no rival (en)', () => {
    const pulse = (rationale: string) =>
      sata('Your pulse', [
        ['Sam counts his pulse at rest. Which statements are true?', [['His resting heart rate is about 66 beats per minute.', true, 'Counted over a whole minute.'], ['His heart stops at rest.', false, 'It keeps beating.']]],
        ['After a run, Sam counts his pulse again. Which statements are true?', [['His heart beats faster now.', true, rationale], ['His heart beats slower now.', false, 'Exercise speeds it up.']]],
      ]);
    expect(at(item('SATA', 'en', 'Grade 6', pulse('His heart rate rose from its resting 80 beats per minute to 130.')))).toEqual(['/questions/1/options/0/rationale']);
    expect(at(item('SATA', 'en', 'Grade 6', pulse('His heart rate rose from its resting 66 beats per minute to 130.')))).toEqual([]);
    const rain = (text: string) =>
      sata('Rain', [
        ['The gauge held 30 mm of rain on Friday. Which statements are true?', [['It was a wet day.', true, 'Thirty millimetres is a lot.'], ['It was dry.', false, 'The gauge held rain.']]],
        ['The month’s average daily rainfall is 8 mm. Which statements are true?', [[text, true, 'Compare with the average.'], ['Friday was drier than average.', false, 'It was wetter.']]],
      ]);
    expect(at(item('SATA', 'en', 'Grade 6', rain('Friday’s rain was 22 mm above the daily average.')))).toEqual([]);
    expect(at(item('SATA', 'en', 'Grade 6', rain('Friday had more rain than the 8 mm average.')))).toEqual([]);
  });

  it('two notes an octave apart, packs of a size and a comment repeating its own option are no clash (fr, es)', () => {
    expect(at(item('SATA', 'fr', '4e', sata('Les octaves', [
      ['Le do de la flûte vibre à 520 Hz. Quelles affirmations sont exactes ?', [
        ['Le do une octave au-dessus vibre à 1040 Hz.', true, 'On double la fréquence.'],
        ['Le do une octave en dessous vibre à 260 Hz.', true, 'On divise la fréquence par deux.'],
        ['Un son de 100 Hz est plus aigu.', false, 'Il est plus grave.'],
      ]],
    ])))).toEqual([]);
    const arroz = spl('El comedor', 'Para la fiesta se cocinan 90 g de arroz por persona para 50 personas. El arroz se vende en paquetes de 1 kg.', 'Ayudante de cocina', [
      ['¿Cuántos paquetes compras?', [
        ['5 paquetes: 4,5 kg hacen falta.', 'best', 'Con 5 paquetes tienes 5 kg, y sobra medio kilo.'],
        ['3 kg, por si acaso.', 'poor', '3 kg dan para unas 33 personas: faltaría arroz.'],
      ]],
    ], 'Calcular antes de comprar evita que falte comida.');
    expect(at(item('SPL', 'es', '1.º ESO', arroz))).toEqual([]);
  });

  it('"chacun des 26 élèves" takes the class’s count as known (fr)', () => {
    const fete = (debrief: string) =>
      spl('La fête', 'Pour la fête, la classe compte 22 élèves et chacun apporte un gâteau.', 'Élève', [
        ['Combien de gâteaux prévoir ?', [['Un par élève.', 'best', 'Chacun en apporte un.'], ['Dix.', 'poor', 'Ce n’est pas assez.']]],
      ], debrief);
    expect(at(item('SPL', 'fr', 'CM2', fete('Chacun des 25 élèves de la classe a apporté son gâteau.')))).toEqual(['/debrief']);
    expect(at(item('SPL', 'fr', 'CM2', fete('Chacun des 22 élèves de la classe a apporté son gâteau.')))).toEqual([]);
  });
});

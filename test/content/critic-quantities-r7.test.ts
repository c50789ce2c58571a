// The seventh round's reading of quantities, pinned with fresh content (not the writers' words;
// other subjects; English, Spanish and French), each beside a control that must stay quiet:
// a value a definite phrase takes as known ("the 2,500-litre pond", "los 30 alumnos de la clase",
// "la piste de 300 m", "the £100 budget") or a unit's set-up asserts of a definite thing of the
// lesson ("El huerto mide 15 m de largo") is compared with the value the lesson gave that thing;
// a change, a hypothesis, a part of a count, a unit's own scenario and an agreeing value are not;
// a synonym (WordNet: an aquarium is a tank) is only a `low` hint. And three readings of the
// word-overlap comparison: a bound said after its value ("28 °C ou moins"), a length drawn to a
// scale the sentence opens with ("On the same map, …") and the value of each of several ("4 sacs
// de 25 kg") are no thing's value.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, faultsOf, probeItem } from './critic-eval.js';

const item = probeItem;
const at = (i: ReturnType<typeof probeItem>) => faultsOf(i, 'quantity_contradiction').map((f) => f.location);
/** Findings at any severity, the low hints included. */
const hints = (i: ReturnType<typeof probeItem>) => critique(i).filter((f) => f.type === 'quantity_contradiction');
const objectives = ['Use the numbers a text gives.', 'Check that a plan adds up.'];
const glossary: Array<[string, string]> = [['Capacity', 'How much a container can hold.']];

describe('quantities a later place takes as known (seventh round)', () => {
  it('a definite phrase carrying another value than the one the lesson gave the thing is reported at the later place; the same value, a change or a hypothesis is not', () => {
    const pond = (later: string) =>
      ke('The school pond', objectives, [['Our pond', 'The school pond holds 3,000 litres of rainwater and is home to frogs and newts.'], ['Summer care', later]], glossary, [], [['Why do frogs need water?', 'They lay their eggs in it.']]);
    expect(at(item('KE', 'en', 'Grade 5', pond('In a hot week we top up the 2,500-litre pond with water from the butt.')))).toEqual(['/sections/1/body']);
    expect(at(item('KE', 'en', 'Grade 5', pond('In a hot week we top up the 3,000-litre pond with water from the butt.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 5', pond('In a hot week the remaining 2,500 litres warm up quickly.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 5', pond('If the 2,500-litre pond were deeper, it would stay cooler.')))).toEqual([]);
  });

  it('money in signs and in words: "the £100 budget" after "a budget of £80"; "los 40 euros del presupuesto" after "un presupuesto de 50 euros"', () => {
    const party = (prompt: string) =>
      spl('The class party', 'Your class is planning an end-of-term party. The head of year gives the class a budget of £80 for food and decorations.', 'Party planner', [[prompt, [['Buy the food first.', 'best', 'Food matters most to a party.'], ['Buy balloons first.', 'poor', 'Decorations can wait.']]]], 'A plan that fits the money keeps everyone happy.');
    expect(at(item('SPL', 'en', 'Grade 6', party('With the £100 budget in mind, what do you buy first?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'en', 'Grade 6', party('With the £80 budget in mind, what do you buy first?')))).toEqual([]);
    const feria = (prompt: string) =>
      spl('La feria del libro', 'Tu grupo monta un puesto en la feria del libro del colegio. El AMPA os da un presupuesto de 50 euros para comprar marcapáginas y cartulinas.', 'Tesorero del grupo', [[prompt, [['Comprar primero las cartulinas.', 'best', 'Son lo que más hace falta.'], ['Comprarlo todo sin mirar precios.', 'poor', 'Así no se controla el gasto.']]]], 'Un presupuesto claro ayuda a decidir.');
    expect(at(item('SPL', 'es', 'Grade 6', feria('Ya habéis gastado 25 de los 40 euros del presupuesto. ¿Qué compráis ahora?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'es', 'Grade 6', feria('Ya habéis gastado 25 de los 50 euros del presupuesto. ¿Qué compráis ahora?')))).toEqual([]);
  });

  it('counts: a definite count larger than the one given, or "all" of a different number, clashes; a smaller definite count may be some of them', () => {
    const salida = (prompt: string) =>
      spl('La salida al río', 'Tu clase tiene 26 alumnos y va de excursión al río con dos profesores.', 'Delegado de clase', [[prompt, [['Contar a todos antes de salir.', 'best', 'Así nadie se queda atrás.'], ['Salir sin contar.', 'poor', 'Alguien podría quedarse.']]]], 'Contar al grupo es una costumbre segura.');
    expect(at(item('SPL', 'es', 'Grade 5', salida('Los 30 alumnos de la clase suben al autobús. ¿Qué haces?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'es', 'Grade 5', salida('Los 12 alumnos de tu grupo suben al autobús. ¿Qué haces?')))).toEqual([]);
    const choir = (prompt: string) =>
      spl('The school choir', 'The school choir has 36 singers, and Mr Okafor leads it.', 'Choir helper', [[prompt, [['Line them up by voice.', 'best', 'It keeps the parts together.'], ['Let them stand anywhere.', 'poor', 'The parts get mixed up.']]]], 'A tidy line helps everyone sing.');
    expect(at(item('SPL', 'en', 'Grade 4', choir('All 32 singers arrive for the concert. How do you line them up?')))).toEqual(['/decisionPoints/0/prompt']);
    expect(at(item('SPL', 'en', 'Grade 4', choir('The 12 singers of the front row arrive first. How do you line them up?')))).toEqual([]);
  });

  it('a definite thing named again in another question with its value (French), unless that question brings in a thing of its own', () => {
    const piste = (stem: string) =>
      sata('La piste du collège', [
        ['La piste d’athlétisme du collège mesure 400 m. Cochez les affirmations vraies.', [['Elle mesure 0,4 km.', true, '400 m = 0,4 km.'], ['Elle mesure 4 km.', false, '400 m, c’est 0,4 km.']]],
        [stem, [['Ils courent plus d’un kilomètre.', true, 'Trois tours dépassent 1 000 m.'], ['Ils courent moins de 500 m.', false, 'Un seul tour ne suffit pas.']]],
      ]);
    expect(at(item('SATA', 'fr', 'Grade 6', piste('Les élèves font trois tours de la piste de 300 m. Cochez les affirmations vraies.')))).toEqual(['/questions/1/stem']);
    expect(at(item('SATA', 'fr', 'Grade 6', piste('Les élèves font trois tours de la piste de 400 m. Cochez les affirmations vraies.')))).toEqual([]);
    expect(at(item('SATA', 'fr', 'Grade 6', piste('Une autre piste mesure 300 m. Les élèves font trois tours de cette piste de 300 m. Cochez les affirmations vraies.')))).toEqual([]);
  });

  it('a worked example that asserts another value of the lesson’s definite thing clashes; one that brings in its own thing does not (Spanish, a relative clause)', () => {
    const huerto = (problem: string) =>
      ke('El huerto escolar', objectives, [['Nuestro huerto', 'Detrás del gimnasio está el huerto escolar, que mide 12 m de largo. Allí plantamos lechugas y tomates.']], glossary, [['La valla', problem, 'Sumamos los lados y obtenemos el perímetro.']], [['¿Qué plantamos?', 'Lechugas y tomates.']]);
    expect(at(item('KE', 'es', 'Grade 5', huerto('El huerto escolar mide 15 m de largo y 4 m de ancho. ¿Cuántos metros de valla hacen falta?')))).toEqual(['/workedExamples/0/problem']);
    expect(at(item('KE', 'es', 'Grade 5', huerto('El huerto escolar mide 12 m de largo y 4 m de ancho. ¿Cuántos metros de valla hacen falta?')))).toEqual([]);
    expect(at(item('KE', 'es', 'Grade 5', huerto('Un huerto mide 15 m de largo y 4 m de ancho. ¿Cuántos metros de valla hacen falta?')))).toEqual([]);
  });

  it('options of one question are alternatives, and a question that gives the thing its own value first keeps it', () => {
    const tank = (q: string) =>
      ke('Collecting rain', objectives, [['The tank', 'The school rain tank holds 1,500 litres when full.']], glossary, [], [[q, '3 hours.']]);
    expect(at(item('KE', 'en', 'Grade 6', tank('A tank holds 600 litres and fills at 200 litres an hour. How long does the 600-litre tank take to fill?')))).toEqual([]);
    const bus = sata('Seats on the bus', [
      ['The coach for the trip has 52 seats. Select the true statements.', [['The 52 seats are enough for 48 pupils.', true, '48 is less than 52.'], ['The 40 seats are enough for 48 pupils.', false, 'That is the wrong number of seats.']]],
    ]);
    expect(at(item('SATA', 'en', 'Grade 4', bus))).toEqual([]);
  });

  it('a value brought in with "a" is one the thing is given ("a 2 km race"), and a value worked out before it is named ("double everything: the 600 ml") is a result, not taken as known', () => {
    const races = (first: string) => ke('Sports day', objectives, [['The races', first], ['Getting ready', 'Before the 2 km race, warm up for ten minutes. The 5 km run starts at noon.']], glossary, [], [['When does the run start?', 'At noon.']]);
    expect(at(item('KE', 'en', 'Grade 6', races('The school fun run is 5 km long. Younger pupils run a 2 km race instead.')))).toEqual([]);
    expect(hints(item('KE', 'en', 'Grade 6', races('The school fun run is 5 km long. Younger pupils run a 2 km race instead.')))).toEqual([]);
    const pancakes = (later: string) => ke('Pancakes', objectives, [['The recipe', 'The recipe uses 300 ml of milk for 8 pancakes.'], ['A party', later]], glossary, [], [['How much milk for 8 pancakes?', '300 ml.']]);
    expect(at(item('KE', 'en', 'Grade 5', pancakes('For 16 pancakes, double everything: the 600 ml of milk goes in slowly.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 5', pancakes('Pour the 600 ml of milk in slowly.')))).toEqual(['/sections/1/body']);
  });

  it('a synonym (WordNet: an aquarium is a kind of tank) is only a low hint', () => {
    const fish = (stem: string) =>
      sata('Keeping fish', [
        ['Omar’s aquarium holds 80 litres of water. Select the true statements.', [['It holds 80 litres.', true, 'As the stem says.'], ['It holds 8 litres.', false, 'That is ten times too little.']]],
        [stem, [['Change some of the water.', true, 'Fresh water helps.'], ['Add more fish.', false, 'That makes it worse.']]],
      ]);
    const found = hints(item('SATA', 'en', 'Grade 6', fish('One day the water in Omar’s 60-litre tank looks green. Which actions help?')));
    expect(found.map((f) => [f.location, f.severity])).toEqual([['/questions/1/stem', 'low']]);
    expect(hints(item('SATA', 'en', 'Grade 6', fish('One day the water in Omar’s 80-litre tank looks green. Which actions help?')))).toEqual([]);
  });
});

describe('the word-overlap comparison reads bounds, drawings and parts (seventh round)', () => {
  it('a bound said after its value is no value of the thing ("28 °C ou moins", "or less"); the plain value still clashes', () => {
    const bassin = (rule: string) => ke('La piscine du quartier', objectives, [['La règle', rule], ['Aujourd’hui', 'La température de l’eau du bassin est de 26 °C.']], glossary, [], [['Pourquoi surveiller l’eau ?', 'Pour la santé des nageurs.']]);
    expect(at(item('KE', 'fr', 'Grade 7', bassin('La température de l’eau du bassin doit rester à 40 °C ou moins.')))).toEqual([]);
    expect(at(item('KE', 'fr', 'Grade 7', bassin('La température de l’eau du bassin est de 40 °C.')))).not.toEqual([]);
    const fridge = (rule: string) => ke('Keeping food cold', objectives, [['The rule', rule], ['Our kitchen', 'The temperature of the fridge in the kitchen is 3 °C.']], glossary, [], [['Why keep food cold?', 'Germs grow slowly in the cold.']]);
    expect(at(item('KE', 'en', 'Grade 7', fridge('The temperature of the fridge in the kitchen should be 8 °C or less.')))).toEqual([]);
  });

  it('a length drawn to a scale named where the sentence opens ("On the same map, …") is not the real length', () => {
    const river = (drawn: string) => ke('Reading a map', objectives, [['The river', 'The river Wend is 30 km long from its spring to the sea.'], ['On paper', drawn]], glossary, [], [['How long is the river?', '30 km.']]);
    expect(at(item('KE', 'en', 'Grade 5', river('On the same map, the river Wend is 6 cm long.')))).toEqual([]);
    expect(at(item('KE', 'en', 'Grade 5', river('The river Wend is 6 cm long.')))).not.toEqual([]);
  });

  it('the value of each of several ("4 sacs de 25 kg", "3 bags of 20 kg") is a part, not the total', () => {
    const sable = (first: string) => ke('Le terrain de pétanque', objectives, [['Les achats', first], ['Le chantier', 'Le club a étalé 100 kg de sable sur le terrain.']], glossary, [], [['Que fait le club ?', 'Il refait le terrain.']]);
    expect(at(item('KE', 'fr', 'Grade 6', sable('Le club a étalé 4 sacs de 25 kg de sable sur le terrain.')))).toEqual([]);
    const gravel = (first: string) => ke('The new path', objectives, [['Buying', first], ['Laying it', 'The club spread 60 kg of gravel on the path.']], glossary, [], [['What did the club do?', 'It laid a path.']]);
    expect(at(item('KE', 'en', 'Grade 6', gravel('The club spread 3 bags of 20 kg of gravel on the path.')))).toEqual([]);
  });
});

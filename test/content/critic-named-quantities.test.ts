// Quantities of one named thing that contradict each other though the sentences around them share
// few words: the thing is found from how each sentence is built (the noun a value qualifies or is
// an amount of, the subject of the verb that gives it, the last subject named, a whole set counted,
// a ratio of two amounts), in English, Spanish and French. The controls are fair texts full of
// values of one kind about different things, or of one thing at different states, that must stay quiet.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, probeItem } from './critic-eval.js';

type Lang = 'en' | 'es' | 'fr';
const objectives = ['Read quantities in a text.', 'Check that a text agrees with itself.'];
const glossary: Array<[string, string]> = [['Quantity', 'A number with a unit.']];
const contradictions = (mode: 'KE' | 'SATA' | 'SPL', lang: Lang, content: Record<string, unknown>) =>
  critique(probeItem(mode, lang, 'Grade 7', content))
    .filter((f) => f.type === 'quantity_contradiction')
    .map((f) => f.location);
const keSections = (lang: Lang, sections: Array<[string, string]>, examples: Array<[string, string, string]> = [], questions: Array<[string, string]> = []) =>
  contradictions('KE', lang, ke('Test', objectives, sections, glossary, examples, questions));

describe('critic: one named thing given two values', () => {
  it('finds a container named by its size after its subject gave another (en)', () => {
    const found = keSections('en', [
      ['Collecting rain', 'The rain barrel behind the gym holds 220 litres when it is full. After a storm it fills in one afternoon.'],
      ['Using the water', 'Pupils fill watering cans from the 180-litre barrel every Friday.'],
    ]);
    expect(found).toEqual(['/sections/1/body']);
  });

  it('finds a ratio of two amounts stated two ways, not a bigger batch of it (en)', () => {
    const found = keSections('en', [
      ['The mix', 'To paint the fence we use 2 tins of white for every 3 tins of blue.'],
      ['The hall', 'For the hall we kept the same mix of 2 tins of white to 4 tins of blue.'],
    ]);
    expect(found).toEqual(['/sections/1/body']);
    expect(keSections('en', [['The mix', 'To paint the fence we use 2 tins of white for every 3 tins of blue.'], ['The hall', 'For the hall we used 4 tins of white to 6 tins of blue.']])).toEqual([]);
  });

  it('finds a whole group counted two ways (en)', () => {
    const content = spl(
      'Away match',
      'Your team of 14 players is travelling to a tournament in the next town.',
      'You are the team captain.',
      [
        ['The coach books seats for the 16 players and one adult. What do you check first?', [
          ['The number of seats against the team list.', 'best', 'A list avoids a missing seat.'],
          ['Nothing.', 'poor', 'Someone could be left behind.'],
        ]],
      ],
      'Counting people before booking avoids problems on the day.',
    );
    expect(contradictions('SPL', 'en', content)).toEqual(['/decisionPoints/0/prompt']);
  });

  it('carries a subject left out to the next sentence, and compares it with an exercise (es)', () => {
    const found = keSections(
      'es',
      [['La piscina', 'La piscina del barrio tiene forma rectangular. Mide 25 m de largo y 12 m de ancho.']],
      [['La valla', 'La piscina del barrio mide 25 m de largo y 10 m de ancho. ¿Cuántos metros de valla hacen falta?', '(25 + 10) × 2 = 70 m.']],
    );
    expect(found).toEqual(['/workedExamples/0/problem']);
  });

  it('finds a budget given two values, one of them in a question about the known budget (es)', () => {
    const content = spl(
      'La excursión',
      'La asociación de familias da a la clase un presupuesto de 300 € para la excursión.',
      'Eres el tesorero de la clase.',
      [
        ['Con el presupuesto de 350 €, ¿qué actividades podéis pagar?', [
          ['Sumo los precios antes de elegir.', 'best', 'Así no os pasáis del presupuesto.'],
          ['Elijo la más cara.', 'poor', 'Puede que no llegue el dinero.'],
        ]],
      ],
      'Un presupuesto se respeta sumando cada gasto.',
    );
    expect(contradictions('SPL', 'es', content)).toEqual(['/decisionPoints/0/prompt']);
  });

  it('finds a length per lap stated two ways (es)', () => {
    const found = keSections(
      'es',
      [['El circuito', 'En el parque hay un circuito, que mide 800 m por vuelta, para correr.']],
      [['Vueltas', 'Leo da 3 vueltas al circuito del parque (cada vuelta de 1 km) en 15 minutos. ¿Qué distancia recorre?', '3 × 1 km = 3 km.']],
    );
    expect(found).toEqual(['/workedExamples/0/problem']);
  });

  it('finds a class of people counted without its noun, and a capacity given through its owner (en)', () => {
    const found = keSections('en', [
      ['The trip', 'A class of 27 is visiting the planetarium. The bus company needs a list of names.'],
      ['Seats', 'The coach has seats for the 25 pupils and their two teachers.'],
      ['The pond', "The pond's capacity is 900 litres. Frogs lay eggs there in spring."],
      ['Cleaning', 'Every autumn, volunteers empty the 1,100-litre pond.'],
    ]);
    expect(found).toEqual(['/sections/1/body', '/sections/3/body']);
  });

  it('finds a thing brought in by a value in its name, then given another (en); two things brought in stay two', () => {
    expect(keSections('en', [['The tank', 'The farm has a 2,000-litre tank for rainwater.'], ['Summer', 'The tank holds 1,500 litres, enough for two dry weeks.']])).toEqual(['/sections/1/body']);
    expect(keSections('en', [['Tanks', 'Ravi keeps a 45-litre tank in his room.'], ['More tanks', 'His sister keeps a 60-litre tank in the hall.']])).toEqual([]);
  });

  it('finds a speed given two values (en)', () => {
    expect(keSections('en', [['The ferry', 'The island ferry travels at 30 km/h.'], ['Timetable', 'Because the island ferry travels at 24 km/h, the crossing is slow.']])).toEqual(['/sections/1/body']);
  });

  it('finds a club counted two ways across two questions (fr)', () => {
    const content = sata('Le club', [
      ['Le club de théâtre compte 18 membres. Quelles affirmations sont vraies ?', [['Le club a des membres.', true, 'Oui.'], ['Le club est vide.', false, 'Non.']]],
      ['Pour le spectacle, les 20 membres du club vendent des billets. Quelles affirmations sont vraies ?', [['Ils vendent des billets.', true, 'Oui.'], ['Ils ne vendent rien.', false, 'Non.']]],
    ]);
    expect(contradictions('SATA', 'fr', content)).toEqual(['/questions/1/stem']);
  });

  it('finds a track measured two ways, one in a question about the known track (fr)', () => {
    const found = keSections('fr', [['La piste', 'La piste d’athlétisme du stade mesure 400 m.']], [], [['Combien de tours de la piste de 300 m faut-il pour courir 1,2 km ?', '4 tours.']]);
    expect(found).toEqual(['/checkQuestions/0/question']);
  });
});

describe('critic: values of different things, or of one thing at different states, stay quiet', () => {
  it('several lengths of different rooms (en)', () => {
    expect(keSections('en', [['Rooms', 'The classroom is 9 m long. The corridor is 30 m long.'], ['More rooms', 'The hall is 20 m long and the gym is 25 m long.']])).toEqual([]);
  });

  it('a value before and after a change, what is left, and a hypothesis (en)', () => {
    expect(keSections('en', [['The tank', 'The tank held 500 litres at first.'], ['A leak', 'After the leak, the tank holds 320 litres.'], ['Left', 'By Friday the tank has 90 litres left. If the tank held 800 litres, it would last a month.']])).toEqual([]);
  });

  it('a new scene in an exercise, a rounded value and a subset of a group (en)', () => {
    expect(
      keSections(
        'en',
        [['The lake', 'The lake covers about 5,000 km². Our class has 30 students.'], ['Facts', 'The lake covers 4,980 km². The 12 students who walk to school saw it.']],
        [['A tank', 'A tank holds 90 litres. How long do 30 litres a day last?', '90 ÷ 30 = 3 days.']],
        [['How much water goes with 9 cups of juice?', '15 cups.']],
      ),
    ).toEqual([]);
  });

  it('the same thing measured in two properties, and different gardens (es)', () => {
    expect(keSections('es', [['El huerto', 'El huerto mide 10 m de largo y 6 m de ancho.'], ['El patio', 'El patio mide 20 m de largo. El huerto tiene 6 m de ancho.']])).toEqual([]);
  });

  it('amounts of a substance in two reactions, and a grade written like a number (en, fr)', () => {
    expect(
      contradictions(
        'SATA',
        'en',
        sata('Burning', [
          ['Carbon burns in oxygen. Which are true?', [['12 g of carbon and 32 g of oxygen give 44 g of carbon dioxide.', true, 'Mass is conserved.'], ['Nothing is formed.', false, 'Carbon dioxide forms.']]],
          ['24 g of carbon burn in plenty of oxygen. Which are true?', [['The mass of carbon dioxide formed is 88 g.', true, 'Twice as much carbon gives twice as much product.'], ['No gas forms.', false, 'A gas forms.']]],
        ]),
      ),
    ).toEqual([]);
    expect(keSections('fr', [['La sortie', 'Notre classe de 5e visite le musée. La classe compte 26 élèves.'], ['Le car', 'Le car emmène les 26 élèves.']])).toEqual([]);
  });

  it('a class and the pupils who come by bike, a price per pupil and the coach (fr)', () => {
    expect(keSections('fr', [['La classe', 'La classe compte 25 élèves. 12 élèves viennent à vélo.'], ['Le voyage', 'Le billet coûte 6 € par élève et le car coûte 250 €. Les 25 élèves partent à 8 h.']])).toEqual([]);
  });
});

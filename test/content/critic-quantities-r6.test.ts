// One thing given two values, read as a teacher reads a text: where each value stands (the lesson's
// setting, an exercise, a question, a decision point, one option among alternatives), which thing a
// pronoun, a possessive, a fragment answer or a second name means, and when a value is only
// supposed (a conditional, a hypothesis), counted over several things, drawn or at another time.
// Written fresh for the sixth round, in subjects and words of their own, with controls that must
// stay quiet.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import { critique, probeItem } from './critic-eval.js';

type Lang = 'en' | 'es' | 'fr';
const objectives = ['Use the numbers of a text.', 'Check that a text agrees with itself.'];
const glossary: Array<[string, string]> = [['Unit', 'What a number counts or measures.']];
const contradictions = (mode: 'KE' | 'SATA' | 'SPL', lang: Lang, content: Record<string, unknown>) =>
  critique(probeItem(mode, lang, 'Grade 7', content))
    .filter((f) => f.type === 'quantity_contradiction')
    .map((f) => f.location);
const keItem = (lang: Lang, sections: Array<[string, string]>, examples: Array<[string, string, string]> = [], questions: Array<[string, string]> = []) =>
  contradictions('KE', lang, ke('Test', objectives, sections, glossary, examples, questions));
const fine = (feedback: string): [string, 'best', string] => ['Talk it over with the group first.', 'best', feedback];
const poor = (text: string): [string, 'poor', string] => [text, 'poor', 'That skips a step the plan needs.'];

describe('critic (r6): the setting named again in an exercise, a question or a decision point', () => {
  it('a decision point that names the scenario’s container by its size (es)', () => {
    const content = spl(
      'El acuario del aula',
      'En el aula hay un acuario que contiene 80 litros de agua. Cada semana cambiáis una parte del agua.',
      'Eres el encargado del acuario.',
      [
        ['Hoy hay que limpiar el acuario de 120 litros. ¿Qué haces primero?', [fine('Así nadie se confunde de tarea.'), poor('Vacío todo el acuario.')]],
      ],
      'Cuidar un acuario pide constancia.',
    );
    expect(contradictions('SPL', 'es', content)).toEqual(['/decisionPoints/0/prompt']);
  });

  it('a second SATA question about the same definite wall (fr)', () => {
    const content = sata('Le mur de la cour', [
      ['Le mur de la cour mesure 9 m de long. Quelles affirmations sont vraies ?', [['Le mur est dans la cour.', true, 'Oui, il la borde.'], ['Le mur est dans le gymnase.', false, 'Non, il est dehors.']]],
      ['On peint les 11 m de long du mur en trois couleurs. Quelles affirmations sont vraies ?', [['On utilise trois couleurs.', true, 'Oui.'], ['On utilise une seule couleur.', false, 'Non, trois.']]],
    ]);
    expect(contradictions('SATA', 'fr', content)).toEqual(['/questions/1/stem']);
  });
});

describe('critic (r6): values that are not one fact of one thing stay quiet', () => {
  it('options of one question are alternatives, even when several are right (en)', () => {
    const content = sata('Pools', [
      ['Which lengths can a competition pool have? Select all that apply.', [['The pool can be 25 m long.', true, 'A short-course pool is 25 m long.'], ['The pool can be 50 m long.', true, 'An Olympic pool is 50 m long.'], ['The pool can be 5 m long.', false, 'That is far too short to race in.']]],
    ]);
    expect(contradictions('SATA', 'en', content)).toEqual([]);
  });

  it('a decision point that brings in its own container, and a later decision point after a change (en)', () => {
    const content = spl(
      'The school pond',
      'The school pond holds 3,000 litres. In summer some of it evaporates.',
      'You look after the pond this term.',
      [
        ['A neighbour offers a tank that holds 500 litres for rainwater. What do you say?', [fine('A tank saves tap water.'), poor('Refuse without asking.')]],
        ['After a dry month the pond holds 2,400 litres. What do you do?', [fine('Topping up with rainwater is kind to the wildlife.'), poor('Leave it to dry.')]],
      ],
      'A pond needs water all year round.',
    );
    expect(contradictions('SPL', 'en', content)).toEqual([]);
  });

  it('each tin against three tins, and a conditional in feedback (es)', () => {
    const content = spl(
      'Pintar la valla',
      'Vais a pintar la valla del colegio, que tiene 24 m² por cada lado.',
      'Encargado de la pintura.',
      [
        ['Una lata de pintura cubre 6 m². ¿Cuántas latas pedís para un lado?', [['4 latas, porque 24 ÷ 6 = 4.', 'best', 'Correcto: cuatro latas cubren justo los 24 m², y tres latas cubrirían solo 18 m².'], poor('2 latas.')]],
      ],
      'Antes de pintar, calcula cuánta pintura hace falta.',
    );
    expect(contradictions('SPL', 'es', content)).toEqual([]);
  });

  it('a price last year and this year, and a hypothesis (en)', () => {
    expect(
      keItem('en', [
        ['Prices', 'Last year the school bus pass cost $40. This year the school bus pass costs $44, an increase of 10%.'],
        ['What if', 'If the bus pass cost $50, a family of three would pay $150.'],
      ]),
    ).toEqual([]);
  });

  it('a drawing and the real thing, and two exercises with things of their own (fr)', () => {
    expect(
      keItem(
        'fr',
        [['Le plan', 'Sur son plan, la salle mesure 12 cm de long. En réalité, la salle mesure 6 m de long.']],
        [['Un terrain', 'Un terrain mesure 40 m de long. Quel est son périmètre s’il mesure 20 m de large ?', '2 × (40 + 20) = 120 m.']],
        [['Un autre terrain mesure 50 m de long et 30 m de large. Quelle est son aire ?', '1 500 m².']],
      ),
    ).toEqual([]);
  });

  it('new things without an article, a number-word count and what a demonstrative in feedback means (es, en)', () => {
    const content = spl(
      'Ahorrar luz',
      'En casa hay ocho lámparas de 40 W encendidas cada tarde.',
      'Te encargas del ahorro.',
      [['Cambiar las lámparas por lámparas LED de 6 W cuesta 24 €. ¿Lo propones?', [fine('Ahorra mucha energía.'), poor('No cambio nada.')]]],
      'Una lámpara LED gasta menos.',
    );
    expect(contradictions('SPL', 'es', content)).toEqual([]);
    const sataContent = sata('Feeding fish', [
      ['A guideline for a small tank is 1 cm of fish per litre of water. Which stockings fit a 40-litre tank?', [['Eight fish of 4 cm.', true, 'That is 32 cm of fish, under the limit.'], ['Six fish of 10 cm.', false, 'That is 60 cm of fish, well over the limit.']]],
    ]);
    expect(contradictions('SATA', 'en', sataContent)).toEqual([]);
  });
});

describe('critic (r6): the word-overlap comparison keeps the same scopes', () => {
  it('an illustration of what a value means, a question’s given and a scaled list are not rival facts (es, en)', () => {
    expect(
      keItem(
        'es',
        [
          ['Interés', 'Un interés del 4 % significa que pagas 4 € por cada 100 € prestados.'],
          ['El banco', 'El banco del barrio cobra un interés del 6 % al año.'],
        ],
        [],
        [['La Luna tarda 27 días en dar una vuelta a la Tierra. ¿Qué parte de la vuelta da en 9 días?', 'Un tercio.']],
      ),
    ).toEqual([]);
    expect(
      keItem('en', [
        ['Soup for 4', 'The soup for four people uses 800 ml of stock and 300 g of carrots.'],
        ['Soup for 8', 'Multiply each amount by 2: 1600 ml of stock and 600 g of carrots.'],
      ]),
    ).toEqual([]);
  });

  it('a choice that proposes an action, and a rationale that reasons from its own stem (fr, en)', () => {
    const content = spl(
      'La densité du bouchon',
      'Tu disposes d’un bécher de 250 mL, d’une balance et d’un bouchon en liège.',
      'Tu fais les mesures.',
      [['Comment mesures-tu le volume du bouchon ?', [['Verser 150 mL d’eau dans le bécher et enfoncer le bouchon avec une tige fine.', 'best', 'Le niveau monté donne le volume du bouchon.'], poor('Le peser seulement.')]]],
      'Mesurer un volume par déplacement d’eau marche pour tout objet.',
    );
    expect(contradictions('SPL', 'fr', content)).toEqual([]);
    const growth = sata('Prices', [
      ['Over one year wages rose by 6% and prices rose by 4%. Which statements are correct?', [['Real wages rose.', true, 'Real wages rose by about 1.9%, since 1.06 ÷ 1.04 ≈ 1.019.'], ['Real wages fell.', false, 'They rose by about 1.9%.']]],
    ]);
    expect(contradictions('SATA', 'en', growth)).toEqual([]);
  });

  it('still finds one fact stated twice in two sections (en)', () => {
    expect(keItem('en', [['The bridge', 'The old stone bridge over the river is 120 m long.'], ['Crossing', 'Walkers cross the old stone bridge, which is 150 m long, every morning.']])).toEqual(['/sections/1/body']);
  });
});

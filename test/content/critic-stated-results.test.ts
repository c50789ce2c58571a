// Arithmetic stated in prose, not with "=": a teacher recomputes "3 × 4 is 13", "el 15 % de 60
// son 8", "la moitié de 84, soit 40", "seven times eight is fifty-four", a total that is not the
// sum of the parts it follows, "4 boxes of 15 markers, 50 markers in all", "5 tickets at $3.50
// each cost $18.50", "from 240 to 300, an increase of 50"; and chains written with money signs,
// in bold, or after a name ("Ep = 2 × 9,8 × 5 = 89 J"). Each is pinned with a wrong case (found
// at the field that holds it) and with clean controls that must stay quiet: results rounded as
// shown, approximations, mixed numbers, shares of a count, two different things, ranges, years.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
const objectives = ['Work out a result.', 'Check it another way.'];
const glossary: Array<[string, string]> = [['Result', 'What a calculation gives.']];
const question: Array<[string, string]> = [['Why check a result?', 'To catch a slip before it spreads.']];
/** A KE item whose only section says `text`, in one language. */
const lesson = (lang: Lang, text: string) => probeItem('KE', lang, 'Grade 7', ke('Working it out', objectives, [['Working', text]], glossary, [], question));
const arithmetic = (i: LabelledItem) => faultsOf(i, 'arithmetic_error');
const quiet = (lang: Lang, text: string) => expect(arithmetic(lesson(lang, text)), text).toEqual([]);
const wrongAt = (lang: Lang, text: string, location = '/sections/0/body') => expect(arithmetic(lesson(lang, text)), text).toMatchObject([{ location }]);

describe('critic: results stated in words', () => {
  it('a calculation followed by "is", "gives", "son", "soit"… and one number is recomputed', () => {
    wrongAt('en', 'A box of 36 crayons is shared by 4 children: 36 ÷ 4 is 8 crayons each.');
    wrongAt('en', 'The fence has 3 sides of 14 m and one of 9 m, and 3 × 14 + 9 gives 52 m of fencing.');
    wrongAt('es', 'Para repartir, 72 ÷ 6 son 13 cromos por persona.');
    wrongAt('fr', 'Le marchand rend la monnaie : 20 − 13,40 donne 7,60 €.');
    quiet('en', 'A box of 36 crayons is shared by 4 children: 36 ÷ 4 is 9 crayons each.');
    quiet('es', 'Para repartir, 72 ÷ 6 son 12 cromos por persona.');
    quiet('fr', 'Le marchand rend la monnaie : 20 − 13,40 donne 6,60 €.');
  });

  it('percentages, halves, doubles and fractions of a number, in three languages', () => {
    wrongAt('en', 'The bike is 25% off: 25% of $64 is $15, so it costs $49.');
    wrongAt('es', 'En la encuesta, el 15 % de 60 alumnos… es decir, el 15 % de 60 son 8 alumnos.');
    wrongAt('fr', 'Pour partager la récolte, on prend la moitié de 84, soit 40 pommes.');
    wrongAt('es', 'La receta pide el doble de 125 g, que son 200 g de harina.');
    wrongAt('en', 'Three quarters of the seats are booked: 3/4 of 120 is 80 seats.');
    quiet('en', 'The bike is 25% off: 25% of $64 is $16, so it costs $48.');
    quiet('es', 'En la encuesta, el 15 % de 60 son 9 alumnos.');
    quiet('fr', 'Pour partager la récolte, on prend la moitié de 84, soit 42 pommes.');
    quiet('fr', 'Le quart de 60 vaut 15, et la moitié de 10 %, soit 5 %, est la part restante.');
    // A result first, then the share it is ("12, which is half of 30").
    wrongAt('en', 'By lunch Mia had read 12 pages, which is half of 30 pages.');
    quiet('en', 'By lunch Mia had read 15 pages, which is half of 30 pages.');
    // Two things: goals are not shots.
    quiet('en', 'The team scored 12 goals, which is half of 30 shots on target.');
  });

  it('numbers and operators written as words are read as numbers', () => {
    wrongAt('en', 'Learn the table by heart: seven times eight is fifty-four.');
    wrongAt('en', 'On the number line, twelve minus five leaves eight.');
    wrongAt('es', 'Recuerda la tabla: ocho por tres son veinte.');
    wrongAt('fr', 'Sept fois six font quarante-trois, dit Léo, mais il se trompe de ligne.');
    quiet('en', 'Learn the table by heart: seven times eight is fifty-six.');
    quiet('es', 'Recuerda la tabla: seis por siete son cuarenta y dos.');
    quiet('fr', 'Sept fois six font quarante-deux.');
  });

  it('a total after the results it adds is their sum; results used again are steps, not parts', () => {
    wrongAt('en', 'The hall is 9 × 6 = 54 m² and the porch is 2 × 3 = 6 m², so the total is 62 m².');
    wrongAt('es', 'La cocina mide 4 × 3 = 12 m² y el baño 2 × 2 = 4 m²; en total, 18 m².');
    wrongAt('fr', 'Le salon fait 5 × 4 = 20 m² et l’entrée 2 × 1 = 2 m² : au total 24 m².');
    quiet('en', 'The hall is 9 × 6 = 54 m² and the porch is 2 × 3 = 6 m², so the total is 60 m².');
    // A result used by the next step, then stated again as the total.
    quiet('en', 'Each shelf holds 4 × 5 = 20 books; the 3 shelves hold 3 × 20 = 60 books, 60 books in all.');
    // Two options compared, one of them restated as its own total.
    quiet('es', 'Opción A: 12 × 95 = 1.140 €. Opción B: 24 × 50 = 1.200 €, y la B cuesta 1.200 € en total.');
  });

  it('groups of a number, then the total of the same thing', () => {
    wrongAt('en', 'Ana buys 4 boxes of 15 markers, 50 markers in all.');
    wrongAt('fr', 'Nina achète 3 paquets de 8 biscuits, soit 26 biscuits en tout.');
    quiet('en', 'Ana buys 4 boxes of 15 markers, 60 markers in all.');
    // Another number in between: the total counts more than the groups.
    quiet('en', 'The hall has 3 rows of 4 chairs and 2 more chairs by the door, 14 chairs in all.');
  });

  it('a unit price times a count, and a change between two values', () => {
    wrongAt('en', 'For the trip, 5 tickets at $3.50 each cost $18.50.');
    wrongAt('es', 'En la tienda, 3 cajas a 4,50 € cada una cuestan 14 €.');
    wrongAt('en', 'The herd grew from 240 to 300, an increase of 50 animals.');
    wrongAt('fr', 'La population est passée de 2 000 à 2 500, soit une augmentation de 20 %.');
    quiet('en', 'For the trip, 5 tickets at $3.50 each cost $17.50.');
    quiet('fr', 'La population est passée de 2 000 à 2 500, soit une augmentation de 25 %.');
    // Years are not the values that change, and a change told of something else is not this one.
    quiet('en', 'From 2010 to 2020, an increase of 5% a year was planned.');
    quiet('en', 'Her pay rose from $20.00 to $21.00 in a year in which prices rose by 10%.');
  });

  it('operations named in words: sum, product, difference, mean; powers and roots in words', () => {
    wrongAt('en', 'Over the week the mean of 12, 15 and 21 is 17 visitors a day.');
    wrongAt('es', 'En el examen, la suma de 35, 40 y 18 es 83 puntos.');
    wrongAt('fr', 'Pour vérifier, la différence entre 92 et 57 est 45.');
    wrongAt('en', 'On the grid, 9 squared is 18 small squares.');
    wrongAt('fr', 'On cherche le côté : la racine carrée de 144 est 14 cm.');
    quiet('en', 'Over the week the mean of 12, 15 and 21 is 16 visitors a day.');
    quiet('es', 'En el examen, la suma de 35, 40 y 18 es 93 puntos.');
    quiet('fr', 'Pour vérifier, la différence entre 92 et 57 est 35, et le produit de 6 et 7 vaut 42.');
    quiet('en', 'On the grid, 9 squared is 81 small squares, and the square root of 81 is 9.');
    // A mean of values named, not listed: nothing to add up.
    quiet('en', 'The mean of the 5 scores is 44 points.');
  });

  it('changes told in other orders, and groups whose total is given after "so"', () => {
    wrongAt('en', 'Membership rose by 30, from 120 to 160, after the open day.');
    wrongAt('es', 'La matrícula aumentó en 50, al pasar de 300 a 360 alumnos.');
    wrongAt('fr', 'Le prix a augmenté de 15 %, passant de 40 € à 48 €.');
    wrongAt('en', 'Leo packs 6 trays of 8 muffins, so he has 42 muffins to sell.');
    quiet('en', 'Membership rose by 40, from 120 to 160, after the open day.');
    quiet('fr', 'Le prix a augmenté de 20 %, passant de 40 € à 48 €.');
    quiet('en', 'Leo packs 6 trays of 8 muffins, so he has 48 muffins to sell.');
    // The next number counts something else.
    quiet('en', 'Leo packs 6 trays of 8 muffins, and 5 muffins are left on the counter.');
  });

  it("a rectangle's area and perimeter, a triangle's area, and the price of one", () => {
    wrongAt('en', 'The vegetable bed is a 6 m by 4 m rectangle with an area of 20 m².');
    wrongAt('es', 'Un rectángulo de 7 m por 2 m tiene un perímetro de 16 m y un área de 14 m².');
    wrongAt('fr', 'Un triangle de base 10 cm et de hauteur 6 cm a une aire de 60 cm².');
    wrongAt('en', 'Sam buys 4 pens for $5.20, so each pen costs $1.20.');
    wrongAt('fr', 'On achète 3 stylos pour 4,50 €, soit 1,60 € le stylo.');
    quiet('en', 'The vegetable bed is a 6 m by 4 m rectangle with an area of 24 m² and a perimeter of 20 m.');
    quiet('es', 'Un rectángulo de 7 m por 2 m tiene un perímetro de 18 m y un área de 14 m².');
    quiet('fr', 'Un triangle de base 10 cm et de hauteur 6 cm a une aire de 30 cm².');
    quiet('en', 'Sam buys 4 pens for $5.20, so each pen costs $1.30, and $6 for 12 cans is $0.50 a can.');
    // A box has three sides, not two; a scale drawing is not the room.
    quiet('en', 'A box 2 m by 3 m by 4 m has a base area of 6 m².');
  });

  it('stays quiet on numbers that are not one stated result', () => {
    // Approximations, mixed numbers and words of fractions.
    quiet('en', 'Saving $480 a month, $1,500 ÷ $480 is about 3, so it takes 4 months.');
    quiet('en', 'Nine sixths: 9/6 is 1 whole and 3/6 more.');
    quiet('en', 'Two quarters: 2/4, which is one half, is more than 2/8.');
    // Rounded as shown, and whole boxes.
    quiet('en', 'Against the new value, 1,200 ÷ 9,200 is 13 %, and 1/3 is 0.33 as a decimal.');
    quiet('en', 'Packing 50 eggs in boxes of 8: 50 ÷ 8 is 7 boxes, the last one not full.');
    // A share of a count is not a calculation; a grid's size is not its width.
    quiet('es', 'De los 30 alumnos, el 20 % son 6.');
    quiet('en', 'A 6 × 4 grid is 2 metres wide on the wall.');
    // Ranges are spans, not subtractions.
    quiet('en', 'Children aged 8-10 are 3 groups of the club.');
    // A value restated with another unit, converted.
    quiet('en', 'Two laps of 1.5 km: 2 × 1.5 km is 3000 m.');
  });
});

describe('critic: chains with money, bold and names', () => {
  it('money signs are read as numbers', () => {
    const shop = (feedback: string) =>
      spl('Shopping', 'A cap costs $12 and a scarf $4.50.', 'Buyer', [['You pay for the cap with a $20 note. What change?', [['$8', 'best', feedback], ['$6', 'poor', 'Count up from $12 to $20.']]]], 'Count up to check change.');
    expect(arithmetic(probeItem('SPL', 'en', 'Grade 5', shop('Right: $20 − $12 = $8.')))).toEqual([]);
    expect(arithmetic(probeItem('SPL', 'en', 'Grade 5', shop('Right: $20 − $12 = $9.')))).toMatchObject([{ location: '/decisionPoints/0/options/0/feedback' }]);
    wrongAt('fr', 'Avec 5 € il paie le cahier : 5 − 2,30 = 2,60 €, qu’on lui rend.');
    quiet('fr', 'Avec 5 € il paie le cahier : 5 − 2,30 = 2,70 €, qu’on lui rend.');
  });

  it('a chain that starts with a name is recomputed from its first number', () => {
    wrongAt('fr', 'Énergie de position : Ep = 2 × 9,8 × 5 = 89 J.');
    wrongAt('es', 'La masa es m = n × M = 0,5 × 40 = 25 g.');
    quiet('fr', 'Énergie de position : Ep = 2 × 9,8 × 5 = 98 J.');
    quiet('en', 'Speed: v = d ÷ t = 100 ÷ 8 = 12.5 m/s.');
  });

  it('each step of a solution follows from the equation before it; values tried and non-linear equations are left alone', () => {
    wrongAt('en', 'To solve 4x − 7 = 9, add 7 to both sides: 4x = 16, so x = 5.');
    wrongAt('es', 'Resolvemos 2x + 3 = 11: restamos 3 y queda 2x = 8; al dividir, x = 5.');
    wrongAt('fr', 'On isole x : 5x = 35, donc x = 6.');
    quiet('en', 'To solve 4x − 7 = 9, add 7 to both sides: 4x = 16, so x = 4.');
    quiet('es', 'Resolvemos 2x + 3 = 11: restamos 3 y queda 2x = 8; al dividir, x = 4.');
    quiet('en', 'If x = 2, then 3x + 1 = 7; if x = 5, then 3x + 1 = 16.');
    quiet('en', 'Guess and check 2x + 1 = 9: try x = 3, too small; try x = 4, it works.');
    quiet('fr', 'Si x² = 49, alors x = 7 ou x = −7.');
  });

  it('a power of a power written with superscripts, and a solution in bold', () => {
    const powers = sata('Powers', [['Which are equal to 3⁶?', [['(3²)³', true, 'Multiply the exponents: (3²)³ = 3²·³ = 3⁶ = 243.'], ['3² · 3³', false, 'Add the exponents: 3⁵, not 3⁶.']]]]);
    expect(arithmetic(probeItem('SATA', 'en', 'Grade 8', powers))).toMatchObject([{ location: '/questions/0/options/0/rationale' }]);
    // An option marked correct that states its result in words is recomputed too.
    const shares = (text: string) => sata('Shares', [['Which are right?', [[text, true, 'Multiply by the percentage.'], ['10% of 50 is 6.', false, 'It is 5.']]]]);
    expect(arithmetic(probeItem('SATA', 'en', 'Grade 6', shares('15% of 80 is 14.')))).toMatchObject([{ location: '/questions/0/options/0/text' }]);
    expect(arithmetic(probeItem('SATA', 'en', 'Grade 6', shares('15% of 80 is 12.')))).toEqual([]);
    const solve = (solution: string) => probeItem('KE', 'en', 'Grade 7', ke('Equations', objectives, [['Undo', 'Undo each step in reverse.']], glossary, [['Two steps', 'Solve 3x + 6 = 21.', solution]], question));
    expect(arithmetic(solve('Take 6 from both sides: 3x = 15. Divide by 3: **x = 5**.'))).toEqual([]);
    expect(arithmetic(solve('Take 6 from both sides: 3x = 15. Divide by 3: **x = 6**.'))).toMatchObject([{ location: '/workedExamples/0/solution' }]);
  });
});

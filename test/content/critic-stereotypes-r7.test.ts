// The stereotype check, seventh round: readings of the grammar of an instruction or a reason
// (src/content/critic/stereotype-roles.ts) and wider shapes (stereotype-shapes.ts): tasks shared
// out by sex, an age given as the reason for a limit, a trait said to be inborn by an idiom, a lapse
// of mind as a habit, a job with a disparaging trait, groups named by any place word, reasons whose
// subject is a sex ("since they are…"), hedged generalisations and litotes. With the controls a fair
// writer uses: the same task for both sexes, a law or a stage of development given by age, what the
// body does quickly, a job described by what it does, a sourced figure. Every sentence is fresh
// wording in English, Spanish and French, none taken from a writer's items.
import { describe, expect, it } from 'vitest';
import { ke, sata, spl } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { ROUND_12, ROUND_13, ROUND_14, ROUND_15, ROUND_16, ROUND_17 } from '../fixtures/content-critic/stereotype-sentences.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
/** A KE item whose second section holds the sentence, between two plain ones. */
const lesson = (lang: Lang, sentence: string) =>
  probeItem('KE', lang, 'Grade 7', ke('A school fair', ['Plan a stall.', 'Share out the jobs.'], [['Plan', 'List what the stall needs.'], ['Note', sentence], ['Review', 'Talk about what went well.']], [['Stall', 'A table that sells or shows something.']], [], [['What comes first?', 'The list.']]));
const stereotypes = (item: LabelledItem) => faultsOf(item, 'stereotype');
const found = (cases: ReadonlyArray<readonly [Lang, string]>) => {
  for (const [lang, s] of cases) expect(stereotypes(lesson(lang, s)), s).toMatchObject([{ severity: 'high', location: '/sections/1/body', quote: s }]);
};
/** What the readings cannot know (docs/content.md): a predicate after a colon said to "you", and "chez les …, on …". If one is found, move it out. */
const KNOWN_MISSES = new Set(['Ojo con los del barrio: en cuanto te descuidas, te roban la bici.', 'Chez les Méridionaux, on exagère toujours un peu.']);
const quiet = (cases: ReadonlyArray<readonly [Lang, string]>) => {
  for (const [lang, s] of cases) expect(stereotypes(lesson(lang, s)), s).toEqual([]);
};

describe('stereotypes (seventh round), fresh sentences in three languages', () => {
  for (const [name, round] of [['twelfth', ROUND_12], ['thirteenth', ROUND_13], ['fourteenth', ROUND_14], ['fifteenth', ROUND_15], ['sixteenth', ROUND_16], ['seventeenth', ROUND_17]] as const) {
    it(`${name} round: every stereotype is found, high, at its field; every control is quiet`, () => {
      found(round.filter(([, s, is]) => is && !KNOWN_MISSES.has(s)).map(([lang, s]) => [lang, s] as const));
      quiet(round.filter(([, s, is]) => !is || KNOWN_MISSES.has(s)).map(([lang, s]) => [lang, s] as const));
    });
  }

  it('tasks shared out by sex along the stereotype are found; one task for both, or a split without it, is not', () => {
    found([
      ['en', 'For the science fair, the boys will wire the lights and the girls will decorate the stand.'],
      ['es', 'Para la obra, las chicas coserán los disfraces mientras los chicos construyen el decorado.'],
      ['fr', 'Pour la kermesse, les garçons porteront les bancs et les filles serviront les boissons.'],
    ]);
    quiet([
      ['en', 'The girls will time the first race and the boys will time the second.'],
      ['en', 'The boys will read the first poem and the girls the second one.'],
      ['en', 'The boys are in room 4 and the girls will sing in the hall.'],
      ['es', 'Los chicos y las chicas pintarán juntos el mural.'],
      ['fr', 'Les filles joueront la première scène et les garçons la seconde.'],
    ]);
    expect(stereotypes(lesson('en', 'The mums will sew the bunting while the dads build the stage.'))[0]?.explanation).toContain('by sex');
  });

  it("a person's age given as the reason for a limit of the mind is found; a law, a right or a stage of development is not", () => {
    found([
      ['en', 'At their age they could never learn to code, so the grandparents will hand out leaflets.'],
      ['es', 'A su edad no aprenderían las reglas, así que los abuelos llevarán el marcador.'],
      ['fr', 'À leur âge, ils ne sauraient pas utiliser la tablette ; donnez-leur le carnet.'],
    ]);
    quiet([
      ['en', 'At their age, pupils cannot yet drive, so the trip is by coach.'],
      ['en', 'At this age most children cannot read a clock, so the timer beeps.'],
      ['es', 'A su edad todavía no pueden votar.'],
      ['fr', 'À son âge, il ne peut pas encore conduire.'],
    ]);
  });

  it('a lapse of mind as a habit of a group is found; what the body does quickly is not', () => {
    found([
      ['en', 'Retired people lose their way easily in the new building, so put up more signs.'],
      ['es', 'Los abuelos se despistan fácilmente con las contraseñas.'],
      ['fr', 'Les grands-parents se perdent vite dans les menus du téléphone.'],
    ]);
    quiet([
      ['en', 'Toddlers tire quickly, so plan short walks.'],
      ['en', 'Older adults heal slowly after a fall.'],
      ['fr', 'Les personnes âgées se fatiguent vite quand il fait chaud.'],
      ['en', 'Many people forget passwords easily, so use a password manager.'],
    ]);
  });

  it('a trait said to be inborn by an idiom is found; blood as biology is not', () => {
    found([
      ['en', 'Scots have arguing about football in their blood.'],
      ['es', 'Los argentinos llevan el tango en la sangre.'],
      ['fr', 'Les Bretons ont la mer dans le sang.'],
    ]);
    quiet([
      ['en', 'Red blood cells carry oxygen in our blood.'],
      ['es', 'La hemoglobina transporta el oxígeno en la sangre.'],
    ]);
  });

  it('a job with a disparaging trait is found without an inborn frame; a job described by its work or its care is not', () => {
    found([
      ['en', 'Estate agents are shady, so read every agreement twice.'],
      ['es', 'Los informáticos son unos maleducados.'],
      ['fr', 'Les garagistes sont souvent malhonnêtes.'],
    ]);
    quiet([
      ['en', 'Electricians are careful to switch off the power first.'],
      ['es', 'Los periodistas son responsables de comprobar sus fuentes.'],
      ['fr', 'Les journalistes sont nombreux à couvrir le sommet.'],
    ]);
  });

  it('any agent noun opening the sentence is read like a listed job; the roles of a lesson and a job described by its care are not', () => {
    found([
      ['en', 'Truckers are rude to everyone on the road.'],
      ['es', 'Los taxistas son unos tramposos.'],
      ['fr', 'Les banquiers sont malhonnêtes.'],
    ]);
    quiet([
      ['en', 'Beginners are careless with units, so the first task checks them.'],
      ['en', 'Researchers are careful to repeat each test.'],
      ['fr', 'Les chercheurs sont prudents avec leurs conclusions.'],
      ['es', 'Los pescadores salen al mar antes del amanecer.'],
    ]);
  });

  it('a habit after "always" that ends the clause is read; a custom with its complement, or a reporting aside, is not', () => {
    found([
      ['en', 'City kids always interrupt, so set clear turns.'],
      ['es', 'Los del norte siempre protestan.'],
      ['fr', 'Les garçons bougent toujours, donc gardez-les près de vous.'],
    ]);
    quiet([
      ['en', 'Grandparents always smile when they see the drawings.'],
      ['en', 'Women at work were paid less than men in 1970.'],
      ['es', 'Los chicos, según la profesora, son más rápidos.'],
    ]);
  });

  it('groups named by any place word are read like the listed ones', () => {
    found([
      ['en', 'Valley people are stubborn and slow to trust outsiders.'],
      ['es', 'Los de la capital son unos creídos.'],
      ['fr', 'Les gens de la montagne sont plutôt fermés.'],
    ]);
    quiet([
      ['en', 'City people use public transport more, according to the 2022 travel survey.'],
      ['es', 'La gente de la costa vive del turismo.'],
      ['fr', "Les gens de la montagne ont besoin de routes déneigées l'hiver."],
    ]);
  });

  it('a reason whose subject is a sex ("since they are…") generalises, even after "the girls"; a reason of what happened does not', () => {
    found([
      ['en', 'Give the boys the maths corner, because they are more logical.'],
      ['es', 'Que las chicas lleven las actas, porque son más ordenadas.'],
      ['fr', "Confiez la caisse aux filles, parce qu'elles sont plus soigneuses."],
    ]);
    quiet([
      ['en', 'The boys arrived late because they missed the bus.'],
      ['es', 'Las chicas ganaron porque entrenaron más.'],
      ['fr', "Les filles sont parties tôt parce qu'elles avaient un match."],
      ['en', 'Because the boys were late, the match started at ten.'],
      ['en', 'Ana is from Peru, so she will bring a poncho to show the class.'],
    ]);
  });

  it('hedges and litotes still generalise; a litotes about animals or things is no stereotype', () => {
    found([
      ['en', 'Teenagers are perhaps a little too careless with money.'],
      ['es', 'Los gallegos no son muy puntuales.'],
      ['fr', 'Les Parisiens ne sont pas très polis.'],
    ]);
    quiet([
      ['en', 'Most cats are not very interested in water.'],
      ['es', 'Las ballenas no son muy rápidas.'],
    ]);
  });

  it('found where a writer puts it: an SPL option feedback, a SATA rationale', () => {
    const scenario = probeItem('SPL', 'en', 'Grade 6', spl('The class trip', 'Your class is planning a picnic in the park. You lead the planning group.', 'Group leader', [['Who does what?', [['Put names in a hat for each job.', 'best', 'Everyone gets a fair chance at every job.'], ['Let the girls make the sandwiches while the boys carry the cool boxes.', 'poor', 'Quick to agree on, and it keeps everyone busy.']]]], 'Share jobs fairly.'));
    expect(stereotypes(scenario)).toMatchObject([{ location: '/decisionPoints/0/options/1/text', severity: 'high' }]);
    const quiz = probeItem('SATA', 'es', 'Grade 8', sata('La jubilación', [['¿Qué cambia al jubilarse?', [['Los ingresos', true, 'La pensión suele ser menor que el sueldo.'], ['El carácter', false, 'No cambia; eso sí, los jubilados se lían enseguida con los trámites.'], ['El tiempo libre', true, 'Hay más horas sin trabajo.']]]]));
    expect(stereotypes(quiz)).toMatchObject([{ location: '/questions/0/options/1/rationale', severity: 'high' }]);
  });
});

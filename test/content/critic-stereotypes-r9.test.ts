// The stereotype check, ninth round: a group outside the lists (any plural person noun, with where
// they are from) as the subject that opens a generalising sentence; an age or a sex said of any word
// for people; a setting with its people as subject; a lapse of mind or temper compared with a group
// named after it; an inability in the future; a role by sex in the perfect; a taste said with a
// dative group; and a concession before "but" that no longer quiets what follows. With the controls a
// fair writer uses: a job described by what it does, a non-person noun with a person's ending, a
// particular group, a body's limit, history, a plain preference with no frame. Every sentence is
// fresh wording, none taken from a writer's items.
import { describe, expect, it } from 'vitest';
import { ke } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { stereotypeIn } from '../../src/content/critic/stereotypes.js';
import { faultsOf, probeItem } from './critic-eval.js';

type Lang = LabelledItem['lang'];
/** A KE item whose second section holds the sentence, between two plain ones. */
const lesson = (lang: Lang, sentence: string) =>
  probeItem('KE', lang, 'Grade 7', ke('A village walk', ['Plan a walk.', 'Share out the maps.'], [['Plan', 'List what the walk needs.'], ['Note', sentence], ['Review', 'Talk about what went well.']], [['Map', 'A drawing of a place from above.']], [], [['What comes first?', 'The list.']]));
const found = (cases: ReadonlyArray<readonly [Lang, string]>) => {
  for (const [lang, s] of cases) expect(faultsOf(lesson(lang, s), 'stereotype'), s).toMatchObject([{ severity: 'high', location: '/sections/1/body', quote: s }]);
};
const quiet = (cases: ReadonlyArray<readonly [Lang, string]>) => {
  for (const [lang, s] of cases) expect(faultsOf(lesson(lang, s), 'stereotype'), s).toEqual([]);
};

describe('stereotypes (ninth round)', () => {
  it('reads a group outside the lists that opens a sentence which generalises', () => {
    found([
      ['en', 'Island folk are naturally more suspicious of strangers than mainlanders.'],
      ['en', 'Most surfers are always late for everything.'],
      ['es', 'Los chavales de ciudad son por naturaleza más blandos.'],
      ['es', 'Los gallegos siempre son muy desconfiados.'],
      ['fr', 'Les montagnards sont de nature méfiants.'],
      ['fr', 'Les Lyonnais sont toujours plus froids que les autres.'],
    ]);
    expect(stereotypeIn('Los chavales de pueblo son por naturaleza más brutos.', 'es')).toMatchObject({ group: 'Los chavales de pueblo' });
  });

  it('leaves an unlisted group alone without a frame, or when it is particular, or not people', () => {
    quiet([
      ['en', 'Bakers usually start work at four in the morning.'],
      ['en', 'Surfers are careful to check the tide tables.'],
      ['en', 'Our cousins are always late.'],
      ['en', 'Summers in Spain are usually hot and dry.'],
      ['es', 'Los chavales de la clase son siempre puntuales.'],
      ['es', 'Los pasteleros se levantan siempre muy temprano.'],
      ['fr', 'Les boulangers se lèvent toujours tôt.'],
    ]);
  });

  it('reads an age or a sex said of any word for people, and a setting with its people as subject', () => {
    found([
      ['en', 'Older bus drivers are usually grumpy with teenagers.'],
      ['en', 'As everyone knows, in working-class homes the parents never set any rules.'],
      ['es', 'Los camareros mayores son siempre más lentos con las cuentas.'],
      ['fr', 'Comme chacun sait, dans les familles populaires les parents ne fixent pas de limites.'],
    ]);
    quiet([
      ['en', 'Older bus drivers must renew their licence every year.'],
      ['en', 'In large families the parents often share out the chores.'],
    ]);
  });

  it('reads a lapse of mind or temper compared with a group named after it', () => {
    found([
      ['en', 'Watch the boys on the climbing wall: they give up far more easily than girls.'],
      ['es', 'Vigila a las niñas en el laberinto: se asustan mucho más fácilmente que los niños.'],
      ['fr', 'Surveillez les filles pendant le jeu : elles abandonnent bien plus vite que les garçons.'],
    ]);
    quiet([
      ['en', 'Young children learn new words more quickly than adults do after an operation.'],
      ['en', 'Lena panics more easily than Tom, so she holds the map.'],
      ['en', 'They do not give up more easily than boys, whatever people say.'],
    ]);
  });

  it('reads an inability put in the future, a role by sex in the perfect and a taste said with a dative group', () => {
    found([
      ['en', 'Grandparents will not be able to follow the app, so print the timetable.'],
      ['en', "Cooking has always been a mother's natural task."],
      ['es', 'Como siempre, a las chicas les interesa menos la mecánica que la moda.'],
      ['fr', 'Les retraités ne sauront jamais utiliser la borne, donc gardez le guichet.'],
      ['fr', 'Coudre a toujours été naturellement un travail de femme.'],
    ]);
    quiet([
      ['en', 'Wheelchair users will not be able to reach the top shelf, so we moved the books.'],
      ["en", "Women's football was banned from league grounds in 1921."],
      ['es', 'A los niños les gusta más el recreo que la clase de mates.'],
    ]);
  });

  it('reads what follows a concession before "but", and stays quiet when the groups are said to be alike after it', () => {
    found([['en', 'Anyone can forget a step, but older nurses are usually hopeless with tablets.']]);
    quiet([['en', 'Older nurses were slower with the tablets at first, but they were equally quick after a week.']]);
  });
});

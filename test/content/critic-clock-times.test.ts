// A sum of clock times written the French way ("20 h 10 + 1 h 50 = 22 h 00") made the arithmetic
// check throw: the line was wrong read without units, and read in one unit it could not be
// evaluated, so the finding had no recomputed value to show. A chain is now reported only when its
// one-unit reading, where there is one, is wrong too; a critique never throws on such text.
import { describe, expect, it } from 'vitest';
import { ke } from '../fixtures/content-critic/clean.js';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique } from './critic-eval.js';

const item = (content: Record<string, unknown>): LabelledItem => ({ id: 't', split: 'tune', mode: 'KE', lang: 'fr', grade: 'Grade 6', competency: 'Durées', content, expected: [] });
const objectives = ['Calculer une heure d’arrivée.', 'Convertir des durées.'];
const glossary: Array<[string, string]> = [['Durée', 'Le temps qui passe entre deux instants.'], ['Horaire', 'L’heure à laquelle quelque chose a lieu.']];
const arithmetic = (i: LabelledItem) => critique(i).filter((f) => f.type === 'arithmetic_error');

describe('critic: clock times in French', () => {
  it('adds clock times without throwing or calling the sum wrong', () => {
    const sections: Array<[string, string]> = [['Le film', 'Le film commence à 20 h 10 et dure 1 h 50 : 20 h 10 + 1 h 50 = 22 h 00, puis 22 h 00 + 15 min = 22 h 15 avec le générique.']];
    expect(arithmetic(item(ke('Durées', objectives, sections, glossary, [], [])))).toEqual([]);
  });

  it('still recomputes a wrong plain sum in the same text', () => {
    const sections: Array<[string, string]> = [['Le film', 'Le film commence à 20 h 10. Les places coûtent 12 + 9 = 23 euros en tout.']];
    expect(arithmetic(item(ke('Durées', objectives, sections, glossary, [], [])))).toMatchObject([{ location: '/sections/0/body' }]);
  });
});

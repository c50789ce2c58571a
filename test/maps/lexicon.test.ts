// lexicalEntry, the maps area's export for other areas' offline generators: curated definitions,
// labels in the requested language and subdomain siblings; WordNet glosses, broader classes and
// familiar co-hyponyms; and an unknown phrase placed under its head noun.
import { describe, expect, it } from 'vitest';
import { lexicalEntry } from '../../src/maps/lexicon.js';

describe('lexicalEntry', () => {
  it('combines the curated library and WordNet for a curated concept, labelled in the language', () => {
    const e = lexicalEntry('Photosynthesis', { subject: 'Biology', lang: 'es' });
    expect(e.sources).toEqual(['curated', 'wordnet']);
    expect(e.label).toBe('Fotosíntesis');
    expect(e.definition).toMatch(/captured by chlorophyll/);
    expect(e.prerequisites.map((t) => t.label)).toContain('Clorofila');
    expect(e.broader.map((t) => t.label)).toContain('Chemical process');
    expect(e.siblings.length).toBeGreaterThan(2);
  });

  it('uses WordNet alone for other terms, most familiar siblings first', () => {
    const e = lexicalEntry('Democracy', { subject: 'Civics', lang: 'pt-BR' });
    expect(e.sources).toEqual(['wordnet']);
    expect(e.definition).toMatch(/government by the people/);
    expect(e.siblings.slice(0, 3).map((t) => t.label)).toContain('Communism');
  });

  it('places an unknown phrase under its head noun, and knows nothing of nonsense', () => {
    expect(lexicalEntry('DNA replication', { subject: 'Biology' }).broader[0]?.definition).toMatch(/DNA makes a copy of itself/);
    expect(lexicalEntry('Zorblaxing').sources).toEqual([]);
  });
});

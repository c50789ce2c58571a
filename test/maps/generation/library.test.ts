// The curated library is data; these checks keep it sound as it grows.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAINS, findConcept, findDomain, findSubdomain } from '../../../src/maps/generation/library/index.js';
import { LIBRARY_DIR, loadLibrary } from '../../../src/maps/generation/library/load.js';
import { isAcyclic } from '../graph/invariants.js';

describe('curated library', () => {
  it('has at least 12 domains with realistic chains', () => {
    expect(DOMAINS.length).toBeGreaterThanOrEqual(12);
    for (const d of DOMAINS) expect(d.concepts.length, d.id).toBeGreaterThanOrEqual(7);
  });

  it.each(DOMAINS.map((d) => [d.id, d] as const))('%s: ids unique, references resolve, order edges acyclic, labels translated', (_id, d) => {
    const ids = d.concepts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(ids);
    const edges: Array<{ from: string; to: string }> = [];
    const pairs = new Set<string>();
    for (const c of d.concepts) {
      for (const l of ['en', 'es', 'fr', 'de'] as const) expect(c.label[l].trim(), `${c.id} ${l}`).not.toBe('');
      expect(c.description.length, c.id).toBeGreaterThan(20);
      for (const ref of [...c.requires, ...c.enables, ...c.related, ...c.isA]) expect(known.has(ref), `${c.id} -> ${ref}`).toBe(true);
      for (const r of c.requires) edges.push({ from: r, to: c.id });
      for (const e of c.enables) edges.push({ from: c.id, to: e });
      // One relation per pair keeps the curated intent intact through the graph engine.
      for (const ref of [...c.requires, ...c.enables, ...c.related, ...c.isA]) {
        const pair = [c.id, ref].sort().join('|');
        expect(pairs.has(pair), `${c.id} and ${ref} related twice`).toBe(false);
        pairs.add(pair);
      }
    }
    expect(isAcyclic(ids, edges)).toBe(true);
    for (const s of d.subdomains) for (const id of s.concepts) expect(known.has(id), `${s.id}: ${id}`).toBe(true);
  });

  it('finds domains, subdomains and concepts by any of their names', () => {
    expect(findDomain('Maths')?.id).toBe('mathematics');
    expect(findDomain('Biología')?.id).toBe('biology');
    expect(findSubdomain('algebra')?.subdomain.id).toBe('algebra');
    expect(findConcept('Quadratic equations')?.concept.id).toBe('quadratic-equations');
    expect(findConcept('quadratic equation')?.concept.id).toBe('quadratic-equations');
    expect(findConcept('Photosynthèse')?.concept.id).toBe('photosynthesis');
    expect(findConcept('the Calvin cycle')?.concept.id).toBe('calvin-cycle');
    expect(findConcept('functions', findDomain('computer science'))?.concept.id).toBe('functions-procedures');
    expect(findConcept('functions', findDomain('mathematics'))?.concept.id).toBe('functions');
  });

  describe('loading resources/maps-library', () => {
    // A copy of the shipped files with one file changed: what start-up would say.
    function loadWith(file: string, edit: (json: Record<string, unknown>) => unknown): () => unknown {
      const dir = mkdtempSync(join(tmpdir(), 'maps-library-'));
      cpSync(LIBRARY_DIR, dir, { recursive: true });
      const json = JSON.parse(JSON.stringify(file === 'index.json' ? { domains: DOMAINS.map((d) => d.id) } : DOMAINS.find((d) => `${d.id}.json` === file)));
      writeFileSync(join(dir, file), JSON.stringify(edit(json)));
      return () => {
        try {
          return loadLibrary(dir);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      };
    }

    it('stops with one line naming the file and the fault', () => {
      expect(loadWith('music.json', (m) => ({ ...m, concepts: [...(m.concepts as object[]), { id: 'x', type: 'concept', label: { en: 'X', es: 'X', fr: 'X' }, description: 'd' }] }))).toThrow(/^music\.json: concepts\[7\]\.label: needs at least en, es, fr, de$/);
      expect(loadWith('music.json', (m) => ({ ...m, subdomains: [{ id: 's', label: { en: 'S', es: 'S', fr: 'S', de: 'S' }, concepts: ['nowhere'] }] }))).toThrow('music.json: subdomain s lists unknown nowhere');
      expect(loadWith('index.json', (i) => ({ domains: (i.domains as string[]).filter((d) => d !== 'music') }))).toThrow('index.json: music.json not listed');
    });

    it('reads the shipped files as the library it serves', () => {
      expect(loadWith('index.json', (i) => i)()).toEqual(DOMAINS);
    });
  });
});

// The labelled corpus behind `npm run eval:pedagogy` (test/fixtures/pedagogy): its size per
// language, every category in each large language's tuning and held-out parts, unique ids, and a
// split fixed by id. The analyser's floors are not held here yet: see the README's engine section.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, hintScores, loadCorpus, score } from '../../../scripts/eval-pedagogy.js';

const corpus = loadCorpus();
const MIN: Record<string, number> = { en: 400, es: 150, fr: 150, de: 150, it: 40, nl: 40, pt: 40 };

describe('pedagogy corpus', () => {
  it.each(Object.entries(MIN))('%s has at least %i labelled lines, each with a known category and a unique id', (lang, min) => {
    const items = corpus.get(lang)!;
    expect(items.length).toBeGreaterThanOrEqual(min);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const i of items) expect(CATEGORIES).toContain(i.label);
  });

  it.each(['en', 'es', 'fr', 'de'])('%s covers every category in both the tuning and the held-out part (every 4th line)', (lang) => {
    const items = corpus.get(lang)!;
    items.forEach((it, i) => expect(it.split).toBe((i + 1) % 4 === 0 ? 'heldout' : 'tune'));
    for (const split of ['tune', 'heldout']) expect(new Set(items.filter((i) => i.split === split).map((i) => i.label)).size).toBe(CATEGORIES.length);
  });

  it('holds look-alikes ("right now" as a time, a sarcastic "I hear you")', () => {
    const en = corpus.get('en')!;
    expect(en.filter((i) => i.lookalike).length).toBeGreaterThanOrEqual(20);
    expect(corpus.get('es')!.some((i) => i.lookalike?.includes('ahora mismo'))).toBe(true);
  });

  it.each(['en', 'es', 'fr', 'de'])('%s held out: the coach warns about pressure, ultimatums, threats, dismissal and insults, and never about calm disagreement', (lang) => {
    const h = hintScores(corpus.get(lang)!.filter((i) => i.split === 'heldout'), lang);
    expect(h.calmWarned).toBe(0);
    expect(h.precision).toBeGreaterThanOrEqual(0.9);
    expect(h.recall).toBeGreaterThanOrEqual(0.5);
  });

  it('scores the analyser deterministically (the figures the README reports)', () => {
    const a = score(corpus.get('en')!, 'en');
    const b = score(corpus.get('en')!, 'en');
    expect(a.macroF1).toBe(b.macroF1);
    expect(a.n).toBe(corpus.get('en')!.length);
  });
});

// The built-in generator judged by the built-in critic and by teachers' expectations: for forty
// topics in three modes, no finding of high severity; and for each topic, the key terms cover at
// least 60% of the concepts a teacher expects (test/fixtures/content-generation/topics.ts,
// written before the output was read).
import { describe, expect, it } from 'vitest';
import { builtinCritique } from '../../src/content/critic/builtin.js';
import { generateBuiltin } from '../../src/content/generation/builtin.js';
import { TOPICS } from '../fixtures/content-generation/topics.js';

/** Lower-case words of three letters or more, plural and -ise/-ize spelling folded. */
const words = (s: string) => (s.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => w.replace(/(?:es|s)$/, '').replace(/is(e|ing|ation)$/, 'iz$1'));

describe('built-in generator on forty topics', () => {
  it('has forty topics with a teacher-expected concept list each', () => {
    expect(TOPICS).toHaveLength(40);
    for (const t of TOPICS) expect(t.expected.length).toBeGreaterThanOrEqual(5);
  });

  it('gives content of every mode that the critic finds no high-severity fault in', () => {
    const highs: string[] = [];
    for (const t of TOPICS) {
      for (const mode of ['KE', 'SATA', 'SPL'] as const) {
        for (const variant of [0, 1]) {
          const g = generateBuiltin({ mode, competencyName: t.name, competencyDescription: '', subject: t.subject, gradeLevel: t.grade, language: 'en', scenarioContext: '', customPrompt: null, variant });
          expect(g.notes.join(' '), t.name).toMatch(/from the knowledge base/);
          const { findings } = builtinCritique({ criticType: 'comprehensive', system: mode, content: g.content, competencyName: t.name, competencyDescription: '', gradeLevel: t.grade, language: 'en' });
          highs.push(...findings.filter((f) => f.severity === 'high').map((f) => `${t.name} ${mode} v${variant}: ${f.type} at ${f.location}: ${f.explanation}`));
        }
      }
    }
    expect(highs).toEqual([]);
  }, 120_000);

  it("covers at least 60% of each topic's teacher-expected concepts with its key terms", () => {
    const low: string[] = [];
    for (const t of TOPICS) {
      const g = generateBuiltin({ mode: 'KE', competencyName: t.name, competencyDescription: '', subject: t.subject, gradeLevel: t.grade, language: 'en', scenarioContext: '', customPrompt: null, variant: 0 });
      const terms = (g.content as { keyTerms: Array<{ term: string; definition: string }> }).keyTerms.map((k) => new Set(words(`${k.term} ${k.definition}`)));
      const covered = t.expected.filter((e) => terms.some((have) => words(e).every((w) => have.has(w))));
      if (covered.length / t.expected.length < 0.6) low.push(`${t.name}: ${covered.length}/${t.expected.length}`);
    }
    expect(low).toEqual([]);
  });
});

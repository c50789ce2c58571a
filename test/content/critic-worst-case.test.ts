// The critic's cost grows with its input no faster than the input: texts that made one reading
// quadratic (a long run of line breaks, spaces or digits, one sentence of thousands of values or
// counts, one long word or "a or a or ..." in a check question, a line of thousands of short
// sentences) cost about four times as much at four times the size. Each case cost 12 times as
// much or more before its mend; docs/performance.md, "Worst case per request".
// No absolute time is asserted: the ratio of two sizes within the same test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessmentFindings } from '../../src/content/critic/assessment.js';
import { ALTERNATIVES, alternativesIn } from '../../src/content/critic/assessment-giveaways.js';
import { OptionIndex } from '../../src/content/critic/assessment-options.js';
import { paraphrase, readOption, sameBestChoice } from '../../src/content/critic/assessment-option-paraphrase.js';
import { inFamilyOf, sameFamily } from '../../src/content/critic/assessment-stem-words.js';
import { withSharedStrings } from '../../src/content/critic/findings.js';
import { FENCE, technicalFindings, unclosedLink } from '../../src/content/critic/technical.js';
import { MAX_VALUES_IN_SENTENCE, quantitiesIn, quantityFindings } from '../../src/content/critic/quantities.js';
import { mentionsIn } from '../../src/content/critic/quantity-mention-reading.js';
import { EN } from '../../src/content/critic/stereotype-lexicon.js';
import { EN_SHAPES, PAID_REACH } from '../../src/content/critic/stereotype-shapes.js';
import { quoted, reportedBefore, stereotypeFindings } from '../../src/content/critic/stereotypes.js';
import { sentences, windowed, withSharedSentences } from '../../src/content/critic/text.js';
import { growth } from '../helpers/growth.js';

/** Four times the input: linear work costs about 4x, quadratic 16x; 8 leaves room for noise. */
const BOUND = 8;
const scoped = <T>(fn: () => T): T => withSharedSentences(() => withSharedStrings(fn));
const section = (body: string) => ({
  title: 'T',
  objectives: ['Explain it.'],
  sections: [{ heading: 'H', body }],
  keyTerms: [],
  workedExamples: [],
  checkQuestions: [{ question: 'Q?', answer: 'A' }],
});
const question = (text: string) => ({ ...section('Plants use light.'), checkQuestions: [{ question: text, answer: 'b' }] });
const repeat = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

describe('the critic on adversarial texts grows linearly', { timeout: 120_000 }, () => {
  it('stereotypes: a field of line breaks, or of spaces, between two words', () => {
    const stereotypes = (text: string) => stereotypeFindings([{ where: '/sections/0/body', text }], 'en');
    expect(growth((n) => `a${'\n'.repeat(n)}a`, (t) => scoped(() => stereotypes(t)), 4096, 16_384)).toBeLessThan(BOUND);
    expect(growth((n) => `a${' '.repeat(n)}a`, (t) => scoped(() => stereotypes(t)), 8192, 32_768)).toBeLessThan(BOUND);
  });

  it('quantities: one run of digits, and one sentence of thousands of values', () => {
    const quantities = (content: unknown) => scoped(() => quantityFindings('KE', content, 'en'));
    expect(growth((n) => section('1'.repeat(n)), quantities, 4096, 16_384)).toBeLessThan(BOUND);
    expect(growth((n) => section(repeat('50% ', n)), quantities, 2048, 8192)).toBeLessThan(BOUND);
    expect(growth((n) => section(repeat('3 km, 4 kg, 5 m/s, 6 h and ', n)), quantities, 2048, 8192)).toBeLessThan(BOUND);
  });

  it('technical: a field of blank lines', () => {
    expect(growth((n) => section(`a${'\n'.repeat(n)}a`), (c) => technicalFindings('KE', c), 8192, 32_768)).toBeLessThan(BOUND);
  });

  it('technical: a field of brackets "([{([{..."', () => {
    expect(growth((n) => section(repeat('([{', n)), (c) => technicalFindings('KE', c), 8192, 32_768)).toBeLessThan(BOUND);
  });

  it('assessment: a check question of one long word', () => {
    expect(growth((n) => question('a'.repeat(n)), (c) => scoped(() => assessmentFindings('KE', c, 'en')), 4096, 16_384)).toBeLessThan(BOUND);
  });

  it('quantities: one sentence of thousands of counts ("Tom has 3 apples and ...")', () => {
    const quantities = (content: unknown) => scoped(() => quantityFindings('KE', content, 'en'));
    expect(growth((n) => question(repeat('Tom has 3 apples and ', n)), quantities, 2048, 8192)).toBeLessThan(BOUND);
  });

  it('assessment: a check question of "a or a or ..." that no "?" closes', () => {
    expect(growth((n) => question(repeat('a or ', n)), (c) => scoped(() => assessmentFindings('KE', c, 'en')), 2048, 8192)).toBeLessThan(BOUND);
  });

  it('stereotypes: one sentence naming thousands of groups ("Women are men who girls boys people are always ...")', () => {
    const stereotypes = (text: string) => scoped(() => stereotypeFindings([{ where: '/sections/0/body', text }], 'en'));
    expect(growth((n) => repeat('Women are men who girls boys people are always ', n), stereotypes, 8192, 32_768)).toBeLessThan(BOUND);
  });

  it('assessment: a SATA question and an SPL decision of thousands of options of short sentences ("Word. Word. 7", "All of the above. 7")', () => {
    const assessment = ([mode, content]: ['SATA' | 'SPL', unknown]) => scoped(() => assessmentFindings(mode, content, 'en'));
    const sata = (n: number): ['SATA', unknown] => ['SATA', { title: 'T', questions: [{ stem: 'Which are true?', options: Array.from({ length: n }, (_, i) => ({ text: `Word. Word. ${i}`, correct: i % 2 === 0, rationale: `r ${i}` })) }] }];
    const spl = (n: number): ['SPL', unknown] => ['SPL', { title: 'T', situation: 's', learnerRole: 'nurse', decisionPoints: [{ prompt: 'What now?', options: Array.from({ length: n }, (_, i) => ({ text: `Word. Word. ${i}`, quality: i === 0 ? 'best' : 'poor', feedback: `f ${i}` })) }], debrief: 'd' }];
    expect(growth(sata, assessment, 256, 1024)).toBeLessThan(BOUND);
    expect(growth(spl, assessment, 256, 1024)).toBeLessThan(BOUND);
    const above = (n: number): ['SATA', unknown] => ['SATA', { title: 'T', questions: [{ stem: 'Which are true?', options: Array.from({ length: n }, (_, i) => ({ text: `All of the above. ${i}`, correct: i % 2 === 0, rationale: `r ${i}` })) }] }];
    expect(growth(above, assessment, 256, 1024)).toBeLessThan(BOUND);
  });

  it('sentences: a line of thousands of short sentences ("a? a? ...", "Word. Word. ...")', () => {
    const split = (text: string) => scoped(() => sentences(text, 'en'));
    expect(growth((n) => repeat('a? ', n), split, 8192, 32_768)).toBeLessThan(BOUND);
    expect(growth((n) => repeat('Word. ', n), split, 8192, 32_768)).toBeLessThan(BOUND);
  });
});

describe('what the mends keep', () => {
  it('a sentence of up to MAX_VALUES_IN_SENTENCE values is read; one of more is a table, not read', () => {
    // One value said again and again (values that differ would be read as related, and dropped).
    const values = (n: number) => `The rope is ${Array.from({ length: n }, () => '5 m').join(' and ')} long.`;
    expect(quantitiesIn(values(MAX_VALUES_IN_SENTENCE), '/x', 'en').length).toBeGreaterThan(0);
    expect(quantitiesIn(values(MAX_VALUES_IN_SENTENCE + 1), '/x', 'en')).toEqual([]);
  });

  it('the mentions of a sentence of up to MAX_VALUES_IN_SENTENCE values are read; of more, not', () => {
    const counts = (n: number) => `${Array.from({ length: n }, (_, i) => `Class ${i + 1} has 28 pupils`).join(' and ')}.`;
    expect(mentionsIn(counts(MAX_VALUES_IN_SENTENCE / 2), '/x', 0, 'en', { words: [] }).length).toBeGreaterThan(0);
    expect(mentionsIn(counts(MAX_VALUES_IN_SENTENCE / 2 + 1), '/x', 0, 'en', { words: [] })).toEqual([]);
  });

  it('the alternatives of a question are found as the whole pattern finds them', () => {
    const piece = fc.constantFrom('a', 'tea', ' ', '  ', 'or', ' or ', ' ou ', ' o ', ' u ', 'OR', '?', '\u00bf', ',', ';', ':', '.', '!', "'", '-', '1', '\n', '\u00e9', '\uff1f');
    const shown = (m: RegExpExecArray | null) => m && [m.index, ...m];
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(shown(alternativesIn(text))).toEqual(shown(ALTERNATIVES.exec(text)));
      }),
      { numRuns: 5000 },
    );
  });

  it('a link left open is found as the pattern found it', () => {
    const old = /\[[^\]\n]*\]\((?![^)\n]*\))/;
    const piece = fc.constantFrom('[', ']', '(', ')', '](', '{', '\n', '\r', 'a', ' ', 'text', 'url');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(unclosedLink(text)).toBe(old.test(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('code fences are counted as before: ``` after nothing but spaces on its line', () => {
    const old = /^\s*```/gm;
    const piece = fc.constantFrom('\n', '\r', '\u2028', ' ', '\t', '`', '```', 'a');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect((text.match(FENCE) ?? []).length).toBe((text.match(old) ?? []).length);
      }),
      { numRuns: 5000 },
    );
  });

  // The two look-arounds of the "mentions people" pattern, on their own: the rewritten forms match
  // exactly where the old ones did, on texts made of breaks, spaces, commas, words and the nouns.
  it('the people pattern rewritten for long runs of breaks and spaces matches where it did', () => {
    const X = "(?:[\\p{L}' ]{1,30},\\s*)?(?<!\\p{L})(?:people|farmers)";
    const oldOpener = new RegExp(`(?:^|[.!?;:\\n])\\s*${X}`, 'iu');
    const newOpener = new RegExp(`(?:^|[.!?;:\\n](?![^\\S\\n]*\\n))\\s*${X}`, 'iu');
    const Y = '(?:(?:most|all) )?\\p{L}+(?:ers)(?!\\p{L})';
    const oldAgent = new RegExp(`(?<=^|[.!?;:\\n]\\s*)${Y}`, 'iu');
    const newAgent = new RegExp(`(?=\\p{L})(?<=^|[.!?;:\\n]\\s*)${Y}`, 'iu');
    const piece = fc.constantFrom('\n', ' ', '\t', '.', ',', ';', 'a', 'most ', 'people', 'farmers', 'the', "'");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        expect(newOpener.test(text)).toBe(oldOpener.test(text));
        expect(newAgent.test(text)).toBe(oldAgent.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  // The look-ahead for pay in a comparison of what a group does reads at most PAID_REACH characters
  // of its stretch of words: on texts shorter than that, the same matches as the unbounded one.
  it('a comparison of what a group does is read as before within PAID_REACH characters', () => {
    const shape = EN_SHAPES.adjacent.find((a) => a.includes('paid|earned'))!;
    const bounded = new RegExp(`(?<!\\p{L})(?:${shape})`, 'giu');
    const unbounded = new RegExp(bounded.source.replace(`{0,${PAID_REACH}}?`, '*?'), 'giu');
    expect(unbounded.source).not.toBe(bounded.source);
    const piece = fc.constantFrom(' ', 'boys', 'girls', 'families', 'work', 'try', 'push their children', 'harder', 'more', 'than', 'other', 'men', 'paid', 'earned', 'unpaid', "'", ',', '.', '-', 'who are', 'a');
    const shown = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, m[0]]);
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join(' ').slice(0, PAID_REACH);
        expect(shown(bounded, text)).toEqual(shown(unbounded, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('quotation marks before a place are counted as splitting the text before it counted them', () => {
    const old = (sentence: string, index: number) => {
      const before = sentence.slice(0, index);
      const count = (ch: string) => before.split(ch).length - 1;
      return count('\u201c') > count('\u201d') || count('\u00ab') > count('\u00bb') || count('"') % 2 === 1;
    };
    const piece = fc.constantFrom('a', ' ', '"', '\u201c', '\u201d', '\u00ab', '\u00bb', 'women', '\u{1F600}');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.array(fc.integer({ min: -40, max: 80 }), { maxLength: 10 }), (pieces, places) => {
        const sentence = pieces.join('');
        for (const at of places) expect(quoted(sentence, at)).toBe(old(sentence, at));
      }),
      { numRuns: 3000 },
    );
  });

  // Asked at places a group can start (after a non-letter), in any order, the reading of the text
  // before each from where the last "no" was answers as a test of the whole text before it.
  it('a reporting phrase before a group is found as searching all the text before it found it', () => {
    const reported = new RegExp(`(?<!\\p{L})(?:${EN.reported.join('|')})(?!\\p{L})`, 'iu');
    const piece = fc.constantFrom(' ', ',', ':', '.', 'women', 'says', 'say', 'said', 'everyone says', 'according to', 'thinks', 'a', 'heard', 'fear', 'fears', '\u2019', "'", '\u{1F600}', 'x'.repeat(70));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 12 }), (pieces, picks) => {
        const sentence = pieces.join('');
        const starts = [...sentence.matchAll(/(?<!\p{L})(?=\p{L})/gu)].map((m) => m.index);
        if (!starts.length) return;
        const ask = reportedBefore(sentence, 'en');
        for (const p of picks) {
          const at = starts[p % starts.length]!;
          expect(ask(at)).toBe(reported.test(sentence.slice(0, at)));
        }
      }),
      { numRuns: 3000 },
    );
  });

  // An option is compared only with the earlier ones the index gives: two options that paraphrase
  // (or, as two best choices, sameBestChoice) finds one are always among them.
  it('two options found one in other words are found by the option index', () => {
    const piece = fc.constantFrom('the', 'water', 'h2o', 'boils', 'boil', 'at', '100', '212', '°C', '°F', 'km/h', 'm/s', 'km', 'm', '75', '20.8', '0.5', 'a quarter', 'half', '25 %', '3/4', 'more', 'less', 'quietly', 'loudly', 'play', 'Train', 'A', 'B', 'when', 'by', 'is', 'heated', 'ice', 'melts', 'it', 'not', 'three', '3', ',', 'and', 'cools', 'condenses', 'clouds', 'form', 'Sam');
    const option = fc.array(piece, { minLength: 1, maxLength: 8 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(fc.array(option, { minLength: 1, maxLength: 5 }), option, fc.boolean(), (earlier, x, best) => {
        const index = new OptionIndex('en');
        const readings = earlier.map((e) => readOption(e, 'en'));
        readings.forEach((r, j) => index.add(j, r, best));
        const mine = readOption(x, 'en');
        const found = index.candidates(mine, best);
        readings.forEach((r, j) => {
          if (paraphrase(r, mine, 'en') !== undefined || (best && sameBestChoice(r, mine, 'en'))) expect(found).toContain(j);
        });
      }),
      { numRuns: 4000 },
    );
  });

  it('a word is of the family of a list of words as comparing it with each of them says', () => {
    const word = fc.array(fc.constantFrom('e', 'v', 'a', 'p', 'o', 'r', 't', 'i', 'n', 'g', 's', 'd', 'é', 'ó'), { minLength: 1, maxLength: 12 }).map((cs) => `evap${cs.join('')}`.slice(0, 4 + cs.length - 1));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), fc.array(word, { maxLength: 10 }), (list, asked) => {
        const said = inFamilyOf(list);
        for (const w of asked) expect(said(w)).toBe(list.some((x) => x === w || sameFamily(w, x)));
      }),
      { numRuns: 3000 },
    );
  });

  // A window at a time, the segments are those of the whole line: on texts of sentence ends,
  // abbreviations, quotes, closing brackets, digits, breaks and scripts without spaces, cut into
  // windows as small as one character (the look-ahead of the sentence rules crosses them).
  it('sentences read a window at a time are those of the whole line', () => {
    const piece = fc.constantFrom('. ', '? ', '! ', 'a', 'A', 'word', 'Word', '1', '2.5', ' ', '  ', '"', '\u201d', ')', '(', 'e.g.', 'U.S.', '.', '?', '!', '...', '\u2029', '\r', '\u0085', ',', ';', ':', '\u00e9', '\u00bf', '\u00a1', '\u3002', '\u4e2d', '\t', '\u00a0', '\u200b', '\u{1F600}', '\u2028', '-', "'", 'Mr. ', ' i.e. ');
    for (const lang of ['en', 'fr', 'es']) {
      const seg = new Intl.Segmenter(lang, { granularity: 'sentence' });
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (pieces, window) => {
          const line = pieces.join('');
          expect(windowed(seg, line, window)).toEqual([...seg.segment(line)].map((s) => s.segment));
        }),
        { numRuns: 3000 },
      );
    }
  });
});

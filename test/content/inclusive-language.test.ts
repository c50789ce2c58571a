// The critic's inclusive-language check reads alex's phrase lists once and ports its matching
// (src/content/critic/inclusive-language.ts) instead of calling alex.text() per critique. Here
// the port must answer exactly what alex.text() answers, message for message, on text holding
// every phrase of retext-equality and every word of cuss (with the plurals and singulars
// retext-profanities adds), at the start of a sentence, inside one, quoted as a literal and paired
// ("he or she"), and on every field of the critic's labelled items: an upgrade of alex or of one
// of its lists that changes what it reports fails here.
import { text as alexText } from 'alex';
import { cuss } from 'cuss';
import pluralize from 'pluralize';
import { patterns } from 'retext-equality/lib/en.js';
import { describe, expect, it } from 'vitest';
import { ALEX_OPTIONS } from '../../src/content/critic/bias.js';
import { stringsOf } from '../../src/content/critic/findings.js';
import { inclusiveLanguageChecker, type AlexMessage, type InclusiveLanguageOptions } from '../../src/content/critic/inclusive-language.js';
import { THIRD_WRITER_CLEAN, LABELLED } from '../fixtures/content-critic/index.js';

const fields = (m: AlexMessage) => ({
  reason: m.reason,
  line: m.line,
  column: m.column,
  position: m.position,
  source: m.source,
  ruleId: m.ruleId,
  fatal: m.fatal,
  actual: m.actual,
  expected: m.expected,
  note: m.note,
  url: m.url,
  profanitySeverity: (m as AlexMessage & { profanitySeverity?: number }).profanitySeverity,
});

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const phrases = patterns.flatMap((p) => Object.keys(p.inconsiderate));
const profane = [...new Set(Object.keys(cuss).flatMap((w) => [w, pluralize.singular(w), pluralize.plural(w)]))];

/** Paragraphs of fifty sentences, each phrase used four ways; every tenth in lines of ten sentences. */
function documents(words: string[]): string[] {
  const sentences = words.flatMap((w, i) => [`${capital(w)} came first.`, `Then ${w} and her friend left.`, `The word "${w}" is quoted, not ${w}'s.`, i % 2 ? `He or ${w}, him/her, ${w} and his.` : `They met ${w}-like people, she said.`]);
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 50) {
    const part = sentences.slice(i, i + 50);
    paragraphs.push(i % 500 ? part.join(' ') : [0, 10, 20, 30, 40].map((j) => part.slice(j, j + 10).join(' ')).join('\n'));
  }
  // Apostrophes: lists that keep them (retext-profanities' "hell" and "whore") tell "he'll" apart.
  paragraphs.push("Who're they? He'll go, she'll stay and we'll see. Hell, who’re you? He’ll know. Whore.");
  // Documents of twenty paragraphs, joined as the bias check joins fields.
  const docs: string[] = [];
  for (let i = 0; i < paragraphs.length; i += 20) docs.push(paragraphs.slice(i, i + 20).join('\n\n'));
  return docs;
}

const fromItems = [...LABELLED, ...THIRD_WRITER_CLEAN].filter((_, i) => i % 10 === 0).map((i) => stringsOf(i.content).map((s) => s.text.replace(/\r/g, '').replace(/\n{2,}/g, '\n')).join('\n\n'));

/** Every message of `ours` equal to alex.text()'s, field for field; returns how many there were. */
function compare(options: InclusiveLanguageOptions, docs: string[]): number {
  const ours = inclusiveLanguageChecker(options);
  let compared = 0;
  for (const doc of docs) {
    const want = alexText(doc, { ...options, allow: [...options.allow] }).messages.map(fields);
    expect(ours(doc).map(fields)).toEqual(want);
    compared += want.length;
  }
  return compared;
}

// alex.text() is slow (the reason for the port), so the whole corpus is compared once, with every
// rule on and every profanity; the critic's own options (allowed rules, sureness 1) on a part of it.
describe('inclusive-language check: the same messages as alex.text()', () => {
  it('every rule, any sureness: every equality phrase and profane word', () => {
    expect(compare({ profanitySureness: 0, allow: [] }, [...documents(phrases), ...documents(profane)])).toBeGreaterThan(10_000);
  }, 60_000);

  it('the critic’s options: the equality phrases, part of the profane words and every tenth labelled item', () => {
    expect(compare(ALEX_OPTIONS, [...documents(phrases), ...documents(profane).slice(0, 4), ...fromItems])).toBeGreaterThan(1000);
  }, 60_000);

  // The checker skips the parse when no phrase it may report has all its words in the text: each
  // phrase alone in a short text, also written with its words joined by hyphens, spelt in capitals
  // and with curly apostrophes, must still be found as alex finds it.
  it('a phrase alone in a short text, written several ways', () => {
    const alone = [...phrases.filter((_, i) => i % 7 === 0), ...profane.filter((_, i) => i % 40 === 0), "she'd", 'A.D.D.', 'hell', 'whore']
      .flatMap((w) => [`We saw ${w} there.`, `The ${w.replace(/ /g, '-')}-ish one.`, w.toUpperCase(), `Then ${w.replace(/'/g, '’')}, twice.`]);
    expect(compare(ALEX_OPTIONS, alone)).toBeGreaterThan(100);
    expect(compare({ profanitySureness: 0, allow: [] }, alone)).toBeGreaterThan(200);
  }, 120_000);
});

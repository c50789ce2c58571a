// node --import tsx scripts/compare-engine-builds.ts --dist DIR [--annomi FILE]
// Proof that a change to the engine's text path gives identical results: the tokens and the whole
// analysis (analyseTurn: rules, act classifier, end-of-line check, MI heads) of every line, from
// another compiled build (DIR, e.g. main's dist/) and from these sources, compared field for field.
// Lines: the labelled pedagogy corpus (every language), the bench's learner lines, the AnnoMI
// utterances with the client line before them (when --annomi is given), and 20,000 random texts
// over the tokenizer's alphabets. Exits non-zero on the first difference.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyseTurn } from '../src/conversations/engine/analyser.js';
import { tokenize } from '../src/conversations/engine/text.js';
import { LEARNER_LINES } from '../bench/conversations-memory.js';
import { loadAnnoMI } from './annomi.js';
import { loadCorpus } from './eval-pedagogy.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dist = arg('dist');
if (!dist) throw new Error('usage: scripts/compare-engine-builds.ts --dist DIR [--annomi FILE]');
const base = pathToFileURL(path.resolve(dist)).href;
const old = {
  tokenize: ((await import(`${base}/conversations/engine/text.js`)) as { tokenize: typeof tokenize }).tokenize,
  analyseTurn: ((await import(`${base}/conversations/engine/analyser.js`)) as { analyseTurn: typeof analyseTurn }).analyseTurn,
};

interface Line { text: string; previous: string; lang: string; source: string }
const lines: Line[] = [];
for (const [lang, items] of loadCorpus()) for (const it of items) lines.push({ text: it.text, previous: it.context ?? '', lang, source: `corpus ${lang}` });
for (const text of LEARNER_LINES) lines.push({ text, previous: '', lang: 'en', source: 'bench' });
const annomi = arg('annomi');
if (annomi) for (const u of loadAnnoMI(annomi)) lines.push({ text: u.text, previous: u.previous, lang: 'en', source: 'AnnoMI' });
// Random texts: Latin letters with the fast path's punctuation, and a few characters that send a
// text to the Segmenter path (other scripts, combining marks, emoji).
let seed = 12345;
const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
const ALPHABET = ['a', 'b', 'e', 'I', 'O', 'é', 'ß', '1', '7', ' ', ' ', ' ', '.', ',', ';', ':', '!', '?', "'", '’', '¿', '¡', '-', '—', '…', '\n', '(', '"', 'а', '́', '😀', 'の'];
for (let i = 0; i < 20000; i++) {
  let text = '';
  for (let k = 0, n = 1 + rand(60); k < n; k++) text += ALPHABET[rand(ALPHABET.length)]!;
  lines.push({ text, previous: i % 2 ? 'Why now? Tell me, what changed.' : '', lang: ['en', 'es', 'de', 'fr'][i % 4]!, source: 'random' });
}

const counts = new Map<string, number>();
for (const l of lines) {
  const a = JSON.stringify(old.tokenize(l.text, l.lang));
  const b = JSON.stringify(tokenize(l.text, l.lang));
  const fa = JSON.stringify(old.analyseTurn(l.text, l.previous, l.lang));
  const fb = JSON.stringify(analyseTurn(l.text, l.previous, l.lang));
  if (a !== b || fa !== fb) {
    console.error(`DIFFERENT (${l.source}, ${l.lang}): ${JSON.stringify(l.text)}\n  old ${a}\n  new ${b}\n  old ${fa}\n  new ${fb}`);
    process.exit(1);
  }
  counts.set(l.source, (counts.get(l.source) ?? 0) + 1);
}
console.log(`identical tokens and analyses on ${lines.length} lines: ${[...counts].map(([s, n]) => `${s} ${n}`).join(', ')}`);

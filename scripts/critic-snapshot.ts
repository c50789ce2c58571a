// Writes every finding and note of the built-in critic, as JSON, for every item of every writer set
// the fixtures export (LABELLED, then every other exported list of labelled items, in export-name
// order, so a set added later is taken in without editing this script) under every review type,
// plus the 2 KB KE sample and its variants: run it before and after a change that must not alter
// what the critic says, and compare the two files byte for byte.
//   node --import tsx scripts/critic-snapshot.ts OUT.json
import { readFileSync, writeFileSync } from 'node:fs';
import { builtinCritique } from '../src/content/critic/builtin.js';
import { CRITIC_TYPES } from '../src/content/critic/findings.js';
import * as fixtures from '../test/fixtures/content-critic/index.js';
import type { LabelledItem } from '../test/fixtures/content-critic/index.js';
import { keVariant, type CritiqueBody } from './critic-items.js';

const out = process.argv[2];
if (!out) throw new Error('usage: scripts/critic-snapshot.ts OUT.json');
const sample = JSON.parse(readFileSync(new URL('../bench/fixtures/ke-item-2kb.json', import.meta.url), 'utf8')) as CritiqueBody;

const isItems = (v: unknown): v is LabelledItem[] => Array.isArray(v) && v.length > 0 && v.every((i) => typeof i === 'object' && i !== null && 'content' in i && 'mode' in i && 'id' in i);
const sets = [fixtures.LABELLED, ...Object.entries(fixtures).flatMap(([name, v]) => (name !== 'LABELLED' && isItems(v) ? [v] : []))];
const inputs = [
  ...sets.flat().map((i) => ({ id: i.id, system: i.mode, content: i.content, competencyName: i.competency, gradeLevel: i.grade, language: i.lang })),
  { id: 'ke-item-2kb', system: sample.system, content: sample.content, competencyName: sample.competencyName, gradeLevel: 'Grade 8', language: 'en' },
  ...Array.from({ length: 50 }, (_, n) => ({ id: `ke-variant-${n}`, system: 'KE' as const, content: keVariant(sample, n).content, competencyName: sample.competencyName, gradeLevel: `Grade ${4 + (n % 9)}`, language: 'en' })),
];
const snapshot = inputs.flatMap((i) =>
  CRITIC_TYPES.map((criticType) => ({ id: i.id, criticType, ...builtinCritique({ criticType, system: i.system, content: i.content, competencyName: i.competencyName, competencyDescription: '', gradeLevel: i.gradeLevel, language: i.language }) })),
);
writeFileSync(out, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`${snapshot.length} critiques, ${snapshot.reduce((n, s) => n + s.findings.length, 0)} findings -> ${out}`);

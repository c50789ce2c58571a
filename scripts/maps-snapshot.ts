// Byte-for-byte snapshot of the built-in map generator over many inputs: 23 structural keys x 14
// languages x 4 audiences, the gold sets (structural in three languages, free text with and without
// context), a few free-text problems, curricula and suggestions. Run it before and after a change
// that must not move any map, and compare the two files (or their sha256):
//   node --import tsx scripts/maps-snapshot.ts OUT.txt
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { generateBuiltin, generateCurriculum, suggestCurriculum } from '../src/maps/generation/index.js';
import { LANGS } from '../src/maps/map-schema.js';
import type { MapInput } from '../src/maps/generation/types.js';
import { builtinModel } from '../src/llm/builtin.js';

const TOPICS: Array<[string, string, string]> = [
  ['Physics', 'Mechanics', 'Momentum'], ['Physics', 'Thermodynamics', 'Entropy'], ['Physics', 'Optics', 'Refraction'],
  ['Chemistry', 'Bonding', 'Covalent bond'], ['Chemistry', 'Kinetics', 'Reaction rate'], ['Biology', 'Genetics', 'Gene expression'],
  ['Biology', 'Ecology', 'Food web'], ['Biology', 'Cell biology', 'Photosynthesis'], ['Mathematics', 'Algebra', 'Quadratic equation'],
  ['Mathematics', 'Calculus', 'Derivative'], ['Mathematics', 'Statistics', 'Standard deviation'], ['Computer science', 'Algorithms', 'Binary search'],
  ['Computer science', 'Networks', 'Routing'], ['Economics', 'Microeconomics', 'Supply and demand'], ['History', 'Modern history', 'Industrial revolution'],
  ['Geography', 'Physical geography', 'Plate tectonics'], ['Physics', 'Mechanics', "Newton's second law"],
  ['History', 'England', 'Tudor England'], ['Mathematics', 'Algebra', 'Polynomial long division'], ['Physics', 'Particles', 'Quantum chromodynamics'],
  ['Cooking', 'Baking', 'Sourdough starter'], ['Music', 'Theory', 'Chord progression'], ['Mathematics', 'Arithmetic', 'Fractions'],
];
const audiences = [undefined, { age: 10 }, { grade: 6 }, { level: 'university' as const }];
const inputs: Array<{ input: MapInput; lang: (typeof LANGS)[number]; includeLearningPath: boolean; context?: string }> = [];
for (const [domain, subdomain, key] of TOPICS) for (const lang of LANGS) for (const audience of audiences) {
  inputs.push({ input: { form: 'structural', domain, subdomain, key, ...(audience ? { audience } : {}) }, lang, includeLearningPath: lang !== 'tr' });
}
const gold = JSON.parse(readFileSync('test/fixtures/maps-gold/gold.json', 'utf8')) as Array<{ input: MapInput & { domain: string; subdomain: string; key: string } }>;
for (const g of gold) for (const lang of ['en', 'es', 'ja'] as const) inputs.push({ input: ('problem' in g.input ? { form: 'freeText', ...(g.input as object) } : { ...g.input, form: 'structural' }) as MapInput, lang, includeLearningPath: true });
const free = JSON.parse(readFileSync('test/fixtures/maps-freetext-gold/gold.json', 'utf8')) as Array<{ problem: string; audience?: never }>;
for (const f of free) for (const lang of ['en', 'fr'] as const) {
  inputs.push({ input: { form: 'freeText', problem: f.problem, ...(f.audience ? { audience: f.audience } : {}) }, lang, includeLearningPath: true });
  inputs.push({ input: { form: 'freeText', problem: f.problem }, lang, includeLearningPath: true, context: 'for a mixed class' });
}
for (const p of ['Why is the sky blue?', 'How do I explain recursion and stacks to beginners?', 'Sourdough bread rising and yeast fermentation', 'Ethics of AI in hiring decisions', '1/8 plus 3/8', 'minus times minus is plus?'])
  inputs.push({ input: { form: 'freeText', problem: p }, lang: 'en', includeLearningPath: true });

const out: string[] = [];
const t0 = performance.now();
for (const x of inputs) out.push(JSON.stringify({ x, r: generateBuiltin(x.input, { lang: x.lang, includeLearningPath: x.includeLearningPath, context: x.context }) }));
const t = performance.now() - t0;
const model = builtinModel;
for (const [domain, subdomain, key] of TOPICS.slice(0, 8)) {
  out.push(JSON.stringify(await generateCurriculum({ domain, subdomain, concepts: [key], targetCount: 12, lang: 'en' } as never, { model, lang: 'en' } as never)));
  out.push(JSON.stringify(await suggestCurriculum({ domain, subdomain, lang: 'en', count: 10 } as never, { model, lang: 'en' } as never)));
}
const text = out.join('\n');
writeFileSync(process.argv[2]!, text);
console.log(`${inputs.length} maps, ${(t / inputs.length).toFixed(2)} ms/map, sha256 ${createHash('sha256').update(text).digest('hex')}`);

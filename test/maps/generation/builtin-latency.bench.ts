// Micro benchmark (not a test): latency of a cache-miss built-in generation, i.e. one call of
// generateMap with the builtin model, over distinct inputs. WordNet's one-time load is measured
// separately and excluded. Run: npx tsx test/maps/generation/builtin-latency.bench.ts
import { builtinModel } from '../../../src/llm/builtin.js';
import { generateMap, preloadWordNet, type MapInput } from '../../../src/maps/generation/index.js';
import { DOMAINS } from '../../../src/maps/generation/library/index.js';
import type { Lang } from '../../../src/maps/map-schema.js';

const loadMs = preloadWordNet();

const inputs: Array<[MapInput, Lang]> = [];
for (const d of DOMAINS) {
  for (const c of d.concepts) {
    for (const lang of ['en', 'es', 'fr', 'de', 'ja'] as const) inputs.push([{ form: 'structural', domain: d.label.en, subdomain: d.subdomains[0]!.label.en, key: c.label.en }, lang]);
  }
}
// Keys outside the library: WordNet neighbourhoods.
for (const key of ['heart', 'telescope', 'volcano', 'democracy', 'tree', 'galaxy', 'ribosome', 'bridge', 'vaccine', 'poetry', 'black hole', 'polynomial long division', 'Tudor England', 'glacier', 'enzyme']) {
  inputs.push([{ form: 'structural', domain: 'General', subdomain: 'Topics', key }, 'en']);
}
for (const problem of [
  'My students struggle to understand how plants make food from sunlight and why leaves are green.',
  'How do supply and demand set prices in a market economy?',
  'Why do volcanoes erupt and how are mountains formed?',
  'How do bees make honey in the hive?',
  'Learners confuse mitosis and meiosis and cannot explain why cell division matters for growth.',
  'Students cannot explain how vaccines train the immune system to fight viruses and bacteria.',
]) {
  inputs.push([{ form: 'freeText', problem }, 'en']);
}

async function run(label: string) {
  const times: number[] = [];
  for (const [input, lang] of inputs) {
    const t = performance.now();
    await generateMap(input, { lang, includeLearningPath: true, model: builtinModel });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(`${label}: n=${times.length} p50=${q(0.5)} ms p95=${q(0.95)} ms p99=${q(0.99)} ms max=${times.at(-1)!.toFixed(2)} ms`);
}

console.log(`WordNet load (once, excluded): ${loadMs.toFixed(1)} ms`);
await run('first pass (cold JIT and synset cache)');
await run('second pass (warm)');

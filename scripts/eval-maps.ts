// `npm run eval:maps`: the built-in generator against the gold set (test/fixtures/maps-gold).
import { evaluateGold } from './maps-eval/evaluate.js';
import { evaluateFreeText } from './maps-eval/freetext.js';

const report = evaluateGold();
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
console.log('topic'.padEnd(28), 'recall', 'quality', 'nodes', 'missing / violations');
for (const r of report.entries) {
  const notes = [
    r.missing.length ? `missing: ${r.missing.join(', ')}` : '',
    r.violations.length ? `ORDER: ${r.violations.map(([a, b]) => `${a} before ${b}`).join('; ')}` : '',
    r.forbidden.length ? `FORBIDDEN: ${r.forbidden.join(', ')}` : '',
  ].filter(Boolean);
  console.log(r.id.padEnd(28), pct(r.recall).padStart(6), r.quality.toFixed(2).padStart(7), String(r.nodes).padStart(5), notes.join(' | '));
}
console.log('');
console.log(`topics: ${report.entries.length}`);
console.log(`concept recall (mean): ${report.meanRecall.toFixed(3)}  (floor 0.7)`);
console.log(`ordering violations: ${report.violations}  (floor 0)`);
console.log(`forbidden nodes (wrong sense, padding): ${report.forbidden}`);
console.log(`quality-score calibration: Pearson r(quality, recall) = ${report.correlation.toFixed(2)}, mean |quality - recall| = ${report.meanGap.toFixed(2)}`);
for (const [lo, hi] of [[0, 0.5], [0.5, 0.7], [0.7, 0.85], [0.85, 1.01]] as const) {
  const inBucket = report.entries.filter((r) => r.quality >= lo && r.quality < hi);
  if (!inBucket.length) continue;
  const mean = inBucket.reduce((a, r) => a + r.recall, 0) / inBucket.length;
  console.log(`  quality ${lo.toFixed(2)}-${Math.min(hi, 1).toFixed(2)}: ${inBucket.length} maps, mean recall ${mean.toFixed(2)}`);
}

// The free-text gold set (test/fixtures/maps-freetext-gold): 60 problems with an audience.
const free = evaluateFreeText();
console.log('');
console.log('free-text problem'.padEnd(28), 'recall', 'nodes', 'coverage', 'missing');
for (const r of free.entries) console.log(r.id.padEnd(28), pct(r.recall).padStart(6), String(r.nodes).padStart(5), (r.coverage ?? '-').padStart(8), r.missing.join(', '));
console.log(`free-text problems: ${free.entries.length}, concept recall (mean): ${free.meanRecall.toFixed(3)}  (floor 0.6)`);
console.log(`coverage low: ${free.entries.filter((r) => r.coverage === 'low').map((r) => r.id).join(', ')}`);

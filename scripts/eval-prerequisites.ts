// `npm run eval:prerequisites -- --data <lecturebank-prerequisites.json>`: leave-one-domain-out
// figures of the prerequisite scorer (docs/maps.md says how each is obtained); with `--ceilings`,
// what the same features reach in-sample and where the domains' annotations contradict each other.
import { printCeilings } from './prerequisites-eval/ceilings.js';
import { dataArgument, evaluateHeldOut, loadLectureBank } from './prerequisites-eval/evaluate.js';

const args = process.argv.slice(2);
const domains = loadLectureBank(dataArgument(args));
const reports = evaluateHeldOut(domains);
const f = (x: number) => x.toFixed(3);
console.log('held-out domain'.padEnd(30), 'order acc', 'pairs', ' edge P', ' edge R', 'cands', '| all pairs: P', '    R');
for (const r of reports) {
  console.log(r.domain.padEnd(30), f(r.orderAccuracy).padStart(9), String(r.orderPairs).padStart(5), f(r.precision).padStart(7), f(r.recall).padStart(7), String(r.candidates).padStart(5), '|', f(r.allPairs.precision).padStart(12), f(r.allPairs.recall).padStart(6));
}
if (args.includes('--ceilings')) {
  console.log('\nbest edge precision at recall >= 0.4, the threshold chosen on the held-out labels (a ceiling of the ranking)');
  for (const r of reports) console.log(r.domain.padEnd(30), f(r.bestPrecisionAtRecall40).padStart(9));
  printCeilings(domains);
}

// npm run bench:record: runs the CI smoke (bench/smoke.ts) and writes its figures to
// bench/recorded.json, which test/bench/smoke.test.ts compares each run with. Re-record on a quiet
// machine after a deliberate change in a scenario's cost (or a new scenario), and commit the file
// with the change that explains it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runSmoke } from './smoke.js';

export const RECORDED = path.join(import.meta.dirname, 'recorded.json');

const result = await runSmoke((line) => console.log(line));
const failed = Object.entries(result.scenarios).filter(([, f]) => f.non2xx > 0);
if (failed.length) {
  console.error(`not recorded: non-2xx answers in ${failed.map(([n]) => n).join('; ')}`);
  process.exit(1);
}
writeFileSync(RECORDED, `${JSON.stringify({ recordedAt: new Date().toISOString(), ...result }, null, 2)}\n`);
console.log(`hello-world ${result.helloUs} us/req; wrote ${path.relative(process.cwd(), RECORDED)}`);

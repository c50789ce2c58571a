// The bench's CI smoke: every bench scenario for a few hundred requests against the real app in its
// own process, its CPU per request divided by a tuned hello-world's in the same run
// (bench/smoke.ts), compared with the figures recorded in bench/recorded.json. It fails only when a
// scenario costs 3x what was recorded, or a request did not succeed: CPU time rather than wall
// time, medians over batches after a warm-up, and the hello-world ratio keep ordinary machine
// noise well inside that. Re-record with `npm run bench:record` (docs/performance.md, "Bench").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSmoke, type SmokeResult } from '../../bench/smoke.js';

const REGRESSION = 3;
const recorded = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../bench/recorded.json'), 'utf8')) as SmokeResult;

describe('bench smoke: server CPU per request against the recorded figures', () => {
  it(`no scenario costs ${REGRESSION}x its recorded share of a hello-world, and every request succeeds`, async () => {
    const lines: string[] = [];
    const now = await runSmoke((line) => lines.push(line));
    const problems: string[] = [];
    for (const [name, f] of Object.entries(now.scenarios)) {
      const was = recorded.scenarios[name];
      if (!was) problems.push(`${name}: no recorded figure (run npm run bench:record)`);
      else if (f.ratio > REGRESSION * was.ratio) problems.push(`${name}: ${f.ratio}x hello-world, recorded ${was.ratio}x (over ${REGRESSION}x)`);
      if (f.non2xx) problems.push(`${name}: ${f.non2xx} requests not 2xx`);
    }
    for (const name of Object.keys(recorded.scenarios)) if (!now.scenarios[name]) problems.push(`${name}: recorded but no longer measured (re-record)`);
    expect(problems, `hello-world ${now.helloUs} us/req\n${lines.join('\n')}`).toEqual([]);
  }, 120_000);
});

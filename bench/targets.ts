// Judging one scenario's figures against its targets (bench/types.ts). Kept apart from the runner so
// the rule "every named target must hold, and every request must have succeeded" is in one place.
import type { BenchTargets } from './types.js';

export interface ScenarioFigures {
  /** Requests/s over the plain baseline's, and over the tuned baseline's (medians over rounds). */
  ratio: number;
  tunedRatio: number;
  p99: number;
  /** Server CPU microseconds per request. */
  cpuUs: number;
  /** Responses that were not 2xx, plus errors and timeouts: any of them is a miss. */
  non2xx: number;
}

export interface Verdict {
  pass: boolean;
  /** Every target, as text ("tuned>=0.6, p99<10ms, cpu<=70us"). */
  target: string;
  /** The targets that failed, as text; empty when it passed. */
  missed: string[];
}

export function judge(t: BenchTargets, f: ScenarioFigures): Verdict {
  const checks: Array<[string, boolean]> = [];
  if (t.minRatio !== undefined) checks.push([`ratio>=${t.minRatio}`, f.ratio >= t.minRatio]);
  if (t.minTunedRatio !== undefined) checks.push([`tuned>=${t.minTunedRatio}`, f.tunedRatio >= t.minTunedRatio]);
  if (t.maxP99Ms !== undefined) checks.push([`p99<=${t.maxP99Ms}ms`, f.p99 <= t.maxP99Ms]);
  if (t.p99BelowMs !== undefined) checks.push([`p99<${t.p99BelowMs}ms`, f.p99 < t.p99BelowMs]);
  if (t.maxCpuUs !== undefined) checks.push([`cpu<=${t.maxCpuUs}us`, f.cpuUs <= t.maxCpuUs]);
  const missed = checks.filter(([, ok]) => !ok).map(([name]) => name);
  if (f.non2xx > 0) missed.push(`${f.non2xx} non-2xx`);
  return { pass: missed.length === 0, target: checks.map(([name]) => name).join(', ') || '-', missed };
}

// The contract between bench/run.ts and the per-area scenario files in bench/scenarios/.
import type autocannon from 'autocannon';

export interface BenchLoad {
  /** autocannon request list (method, path, headers, body, setupRequest...). */
  requests: autocannon.Request[];
  connections?: number;
  /** Seconds. */
  duration?: number;
}

export interface BenchTargets {
  /** Minimum requests/s as a share of the plain bare-Express baseline measured in the same run. */
  minRatio?: number;
  /**
   * Minimum requests/s as a share of the tuned baseline (the same hello-world served the way the
   * app serves, bench/servers/baseline.ts): what the app's own code costs, with Express's
   * per-request prototype swap taken out of both sides.
   */
  minTunedRatio?: number;
  /** Maximum p99 latency in milliseconds (inclusive: p99 <= this). */
  maxP99Ms?: number;
  /** p99 latency must be strictly below this many milliseconds. */
  p99BelowMs?: number;
  /** Maximum server CPU microseconds per request (user + system, the app process only). */
  maxCpuUs?: number;
}

export interface SetupOptions {
  /**
   * For the CI smoke test (test/bench/smoke.test.ts): a few hundred requests, so pools of users,
   * sessions and classes can be small and the setup quick.
   */
  smoke?: boolean;
}

export interface BenchScenario {
  name: string;
  /** Prepares state through the running app (create sessions, warm caches) and returns the load. */
  setup(baseUrl: string, opts?: SetupOptions): Promise<BenchLoad>;
  targets?: BenchTargets;
}

/** A measurement that is not an HTTP load (e.g. memory per session). */
export interface BenchMeasurement {
  name: string;
  run(): Promise<{ value: number; unit: string; target?: number; pass?: boolean; detail?: string }>;
}

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
  /** Minimum requests/s as a share of the bare-Express baseline measured in the same run. */
  minRatio?: number;
  /** Maximum p99 latency in milliseconds. */
  maxP99Ms?: number;
}

export interface BenchScenario {
  name: string;
  /** Prepares state through the running app (create sessions, warm caches) and returns the load. */
  setup(baseUrl: string): Promise<BenchLoad>;
  targets?: BenchTargets;
}

/** A measurement that is not an HTTP load (e.g. memory per session). */
export interface BenchMeasurement {
  name: string;
  run(): Promise<{ value: number; unit: string; target?: number; pass?: boolean; detail?: string }>;
}

// How a function's CPU time grows with its input, measured within one test: the cost at size n
// and at size k·n, each the least of several timings (so a pause of the machine or the collector
// does not count), with enough calls per timing that the small size takes a few milliseconds.
// Tests compare the ratio with a bound between linear and quadratic growth; they never assert an
// absolute time.

const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU µs of `calls` calls of `fn`, the least of `tries` timings. */
function least(fn: () => unknown, calls: number, tries: number): number {
  let best = Infinity;
  for (let t = 0; t < tries; t++) {
    const start = cpuUs();
    for (let i = 0; i < calls; i++) fn();
    best = Math.min(best, cpuUs() - start);
  }
  return best;
}

/**
 * cost(run(large)) / cost(run(small)). Linear work gives about large/small; quadratic work its
 * square. The small input is timed over as many calls as make ~5 ms, and the large over as many.
 */
export function growth<T>(make: (size: number) => T, run: (input: T) => unknown, small: number, large: number, tries = 5): number {
  const [a, b] = [make(small), make(large)];
  run(a);
  run(b);
  let calls = 1;
  while (calls < 10_000 && least(() => run(a), calls, 1) < 5_000) calls *= 2;
  const t1 = least(() => run(a), calls, tries);
  const t2 = least(() => run(b), calls, tries);
  return t2 / Math.max(t1, 1);
}

// A memo that lives for one critique: the checks of one document read the same strings and the
// same sentences many times, so within `run` each is computed once; nothing is kept after it.

export interface PerCritiqueMemo<K, V> {
  /** Runs `fn` with the memo open; a nested run shares the outer one. */
  run<T>(fn: () => T): T;
  /** `compute()`, remembered under `key` while a run is open (computed afresh outside one). */
  get(key: K, compute: () => V): V;
}

export function perCritiqueMemo<K, V>(open: () => { get(key: K): V | undefined; set(key: K, value: V): unknown }): PerCritiqueMemo<K, V> {
  let memo: ReturnType<typeof open> | undefined;
  return {
    run(fn) {
      if (memo) return fn();
      memo = open();
      try {
        return fn();
      } finally {
        memo = undefined;
      }
    },
    get(key, compute) {
      if (!memo) return compute();
      let found = memo.get(key);
      if (found === undefined) memo.set(key, (found = compute()));
      return found;
    },
  };
}

// Live-state ports answer with a value or a promise: the in-memory implementations answer at once,
// so the built-in conversation turn stays free of promises (the hot path, ARCHITECTURE.md), while
// the Redis ones answer asynchronously. Callers that need the value use `andThen`.
export type Awaitable<T> = T | Promise<T>;

export const isPromise = <T>(v: Awaitable<T>): v is Promise<T> => v instanceof Promise;

/** `f(value)`, at once when `value` is not a promise, else after it resolves. */
export function andThen<T, R>(value: Awaitable<T>, f: (v: T) => Awaitable<R>): Awaitable<R> {
  return isPromise(value) ? value.then(f) : f(value);
}

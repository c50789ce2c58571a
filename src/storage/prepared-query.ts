// Queries built and compiled once, run many times with new arguments. Building a Kysely query and
// compiling it to SQL costs a few µs per call (more for the list queries with their subqueries),
// which hot paths (the user lookup behind every authenticated request, class pages) should not pay
// again and again. The query is built with placeholders standing in for the arguments; each run
// swaps the arguments in for them in the compiled parameters and hands the result to the executor,
// so on SQLite the statement cache of the engine sees the same SQL text every time.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';

/** Stands in for the argument at `index` while the query is built. */
class Placeholder {
  constructor(readonly index: number) {}
}

/** The engine's handle or a transaction on it: whatever runs a compiled query. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

export interface PreparedQuery<A extends readonly unknown[], R> {
  /** Runs on `db` (the engine's handle or a transaction), with `args` in place of the placeholders. */
  run(db: QueryRunner, ...args: A): Promise<QueryResult<R>>;
  /** The compiled query with `args` in place (what `run` executes), e.g. for a test that checks its plan. */
  bind(...args: A): CompiledQuery<R>;
}

/**
 * Builds the query once: `build` receives one placeholder per argument (typed as the argument, so
 * the builder type-checks as if it had the values) and must use each where a value goes. `R` is
 * the row type the caller declares, as with a prepared statement.
 */
export function prepareQuery<A extends readonly unknown[], R>(arity: A['length'], build: (...args: A) => Compilable<unknown>): PreparedQuery<A, R> {
  const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i)) as unknown as A;
  const compiled = build(...placeholders).compile() as CompiledQuery<R>;
  const used = new Set(compiled.parameters.filter((p): p is Placeholder => p instanceof Placeholder).map((p) => p.index));
  if (used.size !== arity) throw new Error(`prepareQuery: ${arity - used.size} of ${arity} arguments are not used in ${compiled.sql}`);
  // Positions of the placeholders; every other parameter is a constant of the query.
  const slots = compiled.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
  const bind = (...args: A): CompiledQuery<R> => ({ ...compiled, parameters: slots.map((slot, i) => (slot < 0 ? compiled.parameters[i] : args[slot])) });
  return { bind, run: (db, ...args) => db.executeQuery<R>(bind(...args)) };
}

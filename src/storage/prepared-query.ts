// Queries built and compiled once, then run many times with new parameters. Building a Kysely
// query and compiling it to SQL costs more than running it (on SQLite about 5 µs of a 7 µs
// four-condition select, over 12 µs for a join), which the hot paths (the user lookup behind every
// authenticated request, class pages, statement pages) should not pay again and again; the SQLite
// engine then prepares each SQL text once (sql-engine.ts).
//
// The builder receives `param(name)`, which stands for the value a run gives for `name`; the same
// name may appear several times. Constants the builder writes itself (`revision + 1`, a state
// literal) stay as compiled. A query whose SQL depends on which filters are present is prepared
// once per shape (`QueryShapes`). Every run checks that each value it gives is used by the query:
// a forgotten `param` (or a shape key that does not tell two queries apart) fails loudly instead
// of silently ignoring a filter.
//
// A select run on the SQLite engine's own handle while no transaction is open on its connection
// runs there and then, on the statement the engine prepared (sql-engine.ts `readsDirectly`), rather
// than through Kysely's executor: its connection lock, driver and result plumbing are about a dozen
// promises and 3-4 µs of CPU per query, more than most of these statements take to run, and an
// authenticated read runs four or five of them. The lock would have been granted at once (the
// same condition the map pointer's write takes its short cut on), so the read sees what it would
// have seen; inside a transaction, or on any other handle, the query goes through Kysely as before.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';

/** Stands for the run's parameter `name` while the query is built. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Stands for the run's parameter `name`, typed as the value the run gives for it. */
export type Param<P> = <K extends keyof P & string>(name: K) => Exclude<P[K], undefined>;

/** The engine's handle or a transaction on it: whatever runs a compiled query. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

export interface PreparedQuery<P extends object, R> {
  /** The compiled SQL (for tests and plans). */
  readonly sql: string;
  /** The compiled query with `params` in place (what `execute` runs), e.g. for a test that checks its plan. */
  bind(params: P): CompiledQuery<R>;
  /** Runs on `db` (the engine's handle or a transaction on it: the dialect it was compiled for). */
  execute(db: QueryRunner, params: P): Promise<QueryResult<R>>;
}

const param = (name: string) => new Placeholder(name);

/**
 * Runs a compiled select on the spot, or answers undefined when it must take its turn through
 * Kysely (a transaction is open on the connection). Registered by the engine for its root handle.
 */
export type DirectReader = (query: CompiledQuery<unknown>) => QueryResult<unknown> | undefined;

/** Keyed by the handle's executor: `withTables` copies share it, a transaction has its own. */
const directReaders = new WeakMap<object, DirectReader>();

/** Selects prepared with prepareQuery and run on `db` (or a `withTables` copy of it) go to `reader` first. */
export function readsDirectly(db: { getExecutor(): object }, reader: DirectReader): void {
  directReaders.set(db.getExecutor(), reader);
}

function directReaderOf(db: QueryRunner): DirectReader | undefined {
  const executorOf = (db as Partial<{ getExecutor(): object }>).getExecutor;
  return typeof executorOf === 'function' ? directReaders.get(executorOf.call(db)) : undefined;
}

/**
 * Builds and compiles the query once. `P` names the parameters each run gives (a value left
 * `undefined` counts as not given); `R` is the row type the caller declares, as with a prepared
 * statement.
 */
export function prepareQuery<P extends object, R>(build: (param: Param<P>) => Compilable<unknown>): PreparedQuery<P, R> {
  const compiled = build(param as unknown as Param<P>).compile() as CompiledQuery<R>;
  // Per compiled parameter: the name of the run's value, or undefined for a constant of the query.
  const names = compiled.parameters.map((p) => (p instanceof Placeholder ? p.name : undefined));
  const used = new Set(names.filter((n) => n !== undefined));
  /** A value given that the query does not use (the first found), or undefined when all are used. */
  const unused = (values: Record<string, unknown>): string | undefined => {
    for (const name in values) if (values[name] !== undefined && !used.has(name)) return name;
    return undefined;
  };
  const notUsed = (name: string) => new Error(`prepareQuery: parameter ${name} is not used in ${compiled.sql}`);
  const isSelect = compiled.query.kind === 'SelectQueryNode';
  const fill = (values: Record<string, unknown>): CompiledQuery<R> => ({
    ...compiled,
    parameters: names.map((name, i) => (name === undefined ? compiled.parameters[i] : values[name])),
  });
  return {
    sql: compiled.sql,
    bind(params) {
      const name = unused(params as Record<string, unknown>);
      if (name !== undefined) throw notUsed(name);
      return fill(params as Record<string, unknown>);
    },
    execute(db, params) {
      const name = unused(params as Record<string, unknown>);
      // A rejection like the engine's own failures, not a throw before the promise.
      if (name !== undefined) return Promise.reject(notUsed(name));
      const query = fill(params as Record<string, unknown>);
      const direct = isSelect ? directReaderOf(db) : undefined;
      if (direct !== undefined) {
        try {
          const result = direct(query);
          if (result !== undefined) return Promise.resolve(result as QueryResult<R>);
        } catch (err) {
          // A failed statement rejects, as it does through Kysely.
          return Promise.reject(err instanceof Error ? err : new Error(String(err)));
        }
      }
      return db.executeQuery<R>(query);
    },
  };
}

/**
 * Queries whose SQL depends on which filters are present: one prepared query per shape (a key the
 * caller derives from what is present), built the first time that shape runs.
 */
export class QueryShapes {
  private readonly prepared = new Map<string, PreparedQuery<object, unknown>>();

  /** The query of `shape`; `build` makes it the first time (and only then: the same key must always build the same SQL). */
  of<P extends object, R>(shape: string, build: (param: Param<P>) => Compilable<unknown>): PreparedQuery<P, R> {
    let query = this.prepared.get(shape);
    if (query === undefined) this.prepared.set(shape, (query = prepareQuery<P, R>(build) as PreparedQuery<object, unknown>));
    return query as PreparedQuery<P, R>;
  }
}

// Queries whose SQL text depends only on which filters are present ("shapes"): each shape is built
// and compiled by Kysely once, then run again with new parameter values. Building and compiling a
// query costs tens of microseconds per call, more than the indexed read itself on SQLite.
import type { CompiledQuery, QueryResult } from 'kysely';

/** What runs a compiled query: any Kysely instance or transaction. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

export class CompiledShapes {
  private readonly compiled = new Map<string, CompiledQuery>();

  /**
   * Runs the query of shape `key` with `args`. `build` makes it on first use, from the same values
   * in the same order as `args` (checked then: a mismatch is a programming error, not a wrong answer).
   */
  async run<R>(db: QueryRunner, key: string, args: readonly unknown[], build: () => { compile(): CompiledQuery<R> }): Promise<R[]> {
    let query = this.compiled.get(key) as CompiledQuery<R> | undefined;
    if (query === undefined) {
      query = build().compile();
      if (query.parameters.length !== args.length || query.parameters.some((p, i) => p !== args[i])) {
        throw new Error(`query shape ${key}: parameters ${JSON.stringify(query.parameters)} are not in the order given ${JSON.stringify(args)}`);
      }
      this.compiled.set(key, query);
    } else {
      query = { ...query, parameters: args };
    }
    return (await db.executeQuery<R>(query)).rows;
  }
}

// Which map answers each request: requestKey -> mapId, on the record engine (the SQLite file, or
// PostgreSQL with DATABASE_URL), so every instance finds the maps any instance stored. The maps'
// records stay objects in the object store; map-repository.ts holds the two together.
//
// A pointer costs only work when lost (its request is then a miss and the map is generated again),
// so `set` does not wait for the disk: SQLite commits it with synchronous = NORMAL (in WAL mode the
// next flushed commit or checkpoint writes it; a crash of the process loses nothing, one of the
// host may lose it), PostgreSQL with synchronous_commit off. A miss is the map request's slow path
// already; an fsync there would add milliseconds, and on SQLite it would block the event loop.
import { sql, type Kysely } from 'kysely';
import { prepareQuery } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';

export interface MapPointers {
  /** The map of a request, or undefined when none is recorded. */
  get(requestKey: string): Promise<string | undefined>;
  /** Points the request at `mapId` (replacing any earlier map), without waiting for the disk. */
  set(requestKey: string, mapId: string): Promise<void>;
  /** Records a pointer found elsewhere (an older deployment's object) unless one exists. */
  backfill(requestKey: string, mapId: string): Promise<void>;
}

// A type, not an interface: Kysely's table map needs an index signature.
type MapTables = {
  map_pointers: { request_key: string; map_id: string };
};

export class SqlMapPointers implements MapPointers {
  private readonly db: Kysely<MapTables>;
  /** Built once: a map request that misses the memory cache reads its pointer. */
  private readonly select;

  constructor(private readonly engine: SqlEngine) {
    const db = (this.db = engine.db.withTables<MapTables>());
    this.select = prepareQuery<{ requestKey: string }, { map_id: string }>((p) => db.selectFrom('map_pointers').select('map_id').where('request_key', '=', p('requestKey')));
  }

  async get(requestKey: string): Promise<string | undefined> {
    const { rows } = await this.select.execute(this.db, { requestKey });
    return rows[0]?.map_id;
  }

  set(requestKey: string, mapId: string): Promise<void> {
    return this.unflushed((db) =>
      db
        .insertInto('map_pointers')
        .values({ request_key: requestKey, map_id: mapId })
        .onConflict((oc) => oc.column('request_key').doUpdateSet({ map_id: mapId }))
        .execute(),
    );
  }

  async backfill(requestKey: string, mapId: string): Promise<void> {
    await this.db
      .insertInto('map_pointers')
      .values({ request_key: requestKey, map_id: mapId })
      .onConflict((oc) => oc.column('request_key').doNothing())
      .execute();
  }

  /** Runs `write` as a commit that does not wait for the disk (the one place that differs by engine). */
  private async unflushed(write: (db: Kysely<MapTables>) => Promise<unknown>): Promise<void> {
    if (this.engine.dialect === 'postgres') {
      await this.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        await write(trx);
      });
      return;
    }
    // SQLite: the setting belongs to the connection, which this holds until it is restored, so no
    // other write through the engine commits in between (a store still writing on the SQLite
    // handle directly, not through the engine, is not held off: none may remain when that matters).
    await this.db.connection().execute(async (conn) => {
      const [was] = (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(conn)).rows;
      await sql`PRAGMA synchronous = NORMAL`.execute(conn);
      try {
        await write(conn);
      } finally {
        await sql.raw(`PRAGMA synchronous = ${Number(was?.synchronous ?? 2)}`).execute(conn);
      }
    });
  }
}

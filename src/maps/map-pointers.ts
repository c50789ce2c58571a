// Which map answers each request: requestKey -> mapId, on the record engine (the SQLite file, or
// PostgreSQL with DATABASE_URL), so every instance finds the maps any instance stored. The maps'
// records stay objects in the object store; map-repository.ts holds the two together.
//
// A pointer costs only work when lost (its request is then a miss and the map is generated again),
// so `set` does not wait for the disk: SQLite commits it with synchronous = NORMAL (in WAL mode the
// next flushed commit or checkpoint writes it; a crash of the process loses nothing, one of the
// host may lose it), PostgreSQL with synchronous_commit off. A miss is the map request's slow path
// already; an fsync there would add milliseconds, and on SQLite it would block the event loop.
// Every miss writes a pointer, so on SQLite the write is four statements prepared once and run on
// the file's handle, never inside another write's open transaction (see `setOnSqlite`): through
// Kysely, building, compiling and running them cost about 20 µs more CPU a miss.
import { sql, type Kysely } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import { prepareQuery, type PreparedQuery } from '../storage/prepared-query.js';
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

type Statement = BetterSqlite3.Statement<unknown[]>;

/** SQLite statements of a pointer write, prepared once on the file's handle. */
interface SqliteWrite {
  upsert: Statement;
  /** Reads the connection's durability setting (a number, 0-3). */
  durability: Statement;
  /** `PRAGMA synchronous = n`, by n, prepared when first needed. */
  setDurability: (level: number) => Statement;
  /** A transaction is open on the file (begun and not yet committed or rolled back). */
  inTransaction: () => boolean;
}

export class SqlMapPointers implements MapPointers {
  private readonly db: Kysely<MapTables>;
  /** Built once: a map request that misses the memory cache reads its pointer. */
  private readonly select;
  /** Built once: every miss writes its request's pointer. */
  private readonly upsert: PreparedQuery<{ requestKey: string; mapId: string }, never>;
  private readonly sqlite?: SqliteWrite;

  constructor(private readonly engine: SqlEngine) {
    const db = (this.db = engine.db.withTables<MapTables>());
    this.select = prepareQuery<{ requestKey: string }, { map_id: string }>((p) => db.selectFrom('map_pointers').select('map_id').where('request_key', '=', p('requestKey')));
    this.upsert = prepareQuery((p) =>
      db
        .insertInto('map_pointers')
        .values({ request_key: p('requestKey'), map_id: p('mapId') })
        .onConflict((oc) => oc.column('request_key').doUpdateSet({ map_id: p('mapId') })),
    );
    const file = engine.dialect === 'sqlite' ? engine.sqlite : undefined;
    if (file) {
      const levels = new Map<number, Statement>();
      this.sqlite = {
        upsert: file.prepare(this.upsert.sql),
        durability: file.prepare('PRAGMA synchronous').pluck(),
        setDurability: (level) => {
          let statement = levels.get(level);
          if (!statement) levels.set(level, (statement = file.prepare(`PRAGMA synchronous = ${level}`)));
          return statement;
        },
        inTransaction: () => file.inTransaction,
      };
    }
  }

  async get(requestKey: string): Promise<string | undefined> {
    const { rows } = await this.select.execute(this.db, { requestKey });
    return rows[0]?.map_id;
  }

  async set(requestKey: string, mapId: string): Promise<void> {
    if (this.sqlite) return this.setOnSqlite(this.sqlite, requestKey, mapId);
    await this.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      await this.upsert.execute(trx, { requestKey, mapId });
    });
  }

  async backfill(requestKey: string, mapId: string): Promise<void> {
    await this.db
      .insertInto('map_pointers')
      .values({ request_key: requestKey, map_id: mapId })
      .onConflict((oc) => oc.column('request_key').doNothing())
      .execute();
  }

  /**
   * One commit that does not wait for the disk: the setting belongs to the connection, so it is
   * lowered to NORMAL for this commit and restored before anything else can run. The statements
   * run synchronously on the file's handle, so nothing interleaves with them; what must not happen
   * is running them inside another write's transaction, open on the same handle across an await
   * (the pointer would commit or roll back with it). With none open, they run at once; with one
   * open, the pointer waits for the engine's connection (Kysely's lock), as every other write on
   * the engine does. Taking that lock when no transaction is open cost about 40 µs of a miss's CPU
   * (a store still writing on the SQLite handle directly, not through the engine, is not held off
   * either way: none may remain when that matters).
   */
  private async setOnSqlite(file: SqliteWrite, requestKey: string, mapId: string): Promise<void> {
    const parameters = this.upsert.bind({ requestKey, mapId }).parameters;
    if (!file.inTransaction()) return writeNotFlushed(file, parameters);
    await this.db.connection().execute(async () => writeNotFlushed(file, parameters));
  }
}

/** The upsert, committed with `synchronous = NORMAL`, the connection's setting restored after it. */
function writeNotFlushed(file: SqliteWrite, parameters: readonly unknown[]): void {
  const was = Number(file.durability.get() ?? FULL);
  if (was === NORMAL) {
    file.upsert.run(parameters);
    return;
  }
  file.setDurability(NORMAL).run();
  try {
    file.upsert.run(parameters);
  } finally {
    file.setDurability(was).run();
  }
}

/** SQLite's `synchronous = NORMAL`: in WAL mode, a commit is not flushed until the next checkpoint. */
const NORMAL = 1;
/** SQLite's `synchronous = FULL` (what openDatabase sets), assumed if the setting cannot be read. */
const FULL = 2;

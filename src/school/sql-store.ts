// The read model in the record engine (SQLite file or PostgreSQL; tables in migrations.ts).
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { prepareQuery, QueryShapes, type Param } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import { classView, pendingTransferFromJson, type SchoolClass, type SchoolClassView } from './schemas.js';
import type { ClassRecord } from './statements.js';
import type { ClassListQuery, ListedClass, SchoolClassReadModel } from './store.js';
import type { SchoolTables } from './tables.js';

interface Row {
  state: string;
  revision: number;
}

type Db = Kysely<SchoolTables>;
/** A list page's parameters: the caller (except for the whole school), the cursor after the first page. */
type ListParams = { who?: string; createdAt?: string; id?: string; limit: number };

// The model holds only states this service wrote itself (validated on the way in: a request
// schema, or classFromStatement on a rebuild), so a read trusts them rather than running the
// class schema over every row of every list (most of a list's CPU when it did). A state is kept
// in the statements' shape (the pending transfer as its JSON string, as rows written before the
// service held a structure have it), so every row reads back the same way.
function toRecord(r: Row): ClassRecord {
  const stored = JSON.parse(r.state) as SchoolClassView;
  const cls: SchoolClass = { ...stored, ownershipTransferPending: pendingTransferFromJson(stored.ownershipTransferPending) ?? null };
  return { cls, revision: Number(r.revision) };
}

/**
 * The one field a read changes is the pending transfer (its string is parsed, and written back by
 * classView); every state is the text JSON.stringify made, which JSON.stringify(JSON.parse(...))
 * gives back unchanged. So a state whose pending transfer is null is its own wire form. The test is
 * on the text: a quote inside a string value is escaped, so this key-and-value sequence can only be
 * the class's own field (the state holds no nested object with that key).
 */
const NO_PENDING_TRANSFER = '"ownershipTransferPending":null';

/** A listed row, parsed only if something reads `cls` (a list of classes without a pending transfer never does). */
class ListedRow implements ListedClass {
  readonly revision: number;
  readonly wire: string | undefined;
  private parsed: SchoolClass | undefined;

  constructor(private readonly row: Row) {
    this.revision = Number(row.revision);
    this.wire = row.state.includes(NO_PENDING_TRANSFER) ? row.state : undefined;
  }

  get cls(): SchoolClass {
    return (this.parsed ??= toRecord(this.row).cls);
  }
}

export class SqlSchoolClassReadModel implements SchoolClassReadModel {
  private readonly db: Db;
  /** The reads, compiled once; lists once per shape (which list, with or without a cursor). */
  private readonly q;
  private readonly lists = new QueryShapes();

  constructor(engine: SqlEngine) {
    const db = (this.db = engine.db.withTables<SchoolTables>());
    this.q = {
      get: prepareQuery<{ id: string }, Row>((p) => db.selectFrom('school_classes').select(['state', 'revision']).where('id', '=', p('id'))),
      code: prepareQuery<{ code: string }, { id: string }>((p) => db.selectFrom('school_classes').select('id').where('enrollment_code', '=', p('code')).limit(1)),
      any: prepareQuery<Record<never, never>, { id: string }>(() => db.selectFrom('school_classes').select('id').limit(1)),
      owned: prepareQuery<{ who: string }, { n: unknown }>((p) => db.selectFrom('school_classes').select((eb) => eb.fn.countAll().as('n')).where('teacher_email', '=', p('who'))),
      /** Whether the caller is somebody's content expert or a transfer's invitee. */
      seesOthers: prepareQuery<{ who: string }, { yes: unknown }>((p) =>
        db.selectNoFrom((eb) =>
          eb
            .or([
              eb.exists(eb.selectFrom('school_class_experts').select('class_id').where('email', '=', p('who'))),
              eb.exists(eb.selectFrom('school_classes').select('id').where('pending_owner_email', '=', p('who'))),
            ])
            .as('yes'),
        ),
      ),
    };
  }

  async get(classId: string): Promise<ClassRecord | undefined> {
    const [row] = (await this.q.get.execute(this.db, { id: classId })).rows;
    return row && toRecord(row);
  }

  async classIdForCode(code: string): Promise<string | undefined> {
    const [row] = (await this.q.code.execute(this.db, { code })).rows;
    return row?.id;
  }

  async countOwnedBy(email: string): Promise<number> {
    const [row] = (await this.q.owned.execute(this.db, { who: email })).rows;
    return Number(row?.n ?? 0);
  }

  async put(record: ClassRecord): Promise<void> {
    await this.db.transaction().execute((trx) => this.write(trx, record, false));
  }

  async putIfNewer(record: ClassRecord): Promise<void> {
    await this.db.transaction().execute((trx) => this.write(trx, record, true));
  }

  async list(q: ClassListQuery): Promise<ListedClass[]> {
    const after = q.after !== undefined;
    const cursor = after ? 'after' : 'first';
    const who = q.visibleTo;
    const params: ListParams = { who, createdAt: q.after?.createdAt, id: q.after?.id, limit: q.limit };
    const db = this.db;
    let list;
    if (who === undefined) {
      list = this.lists.of<ListParams, Row>(`all-${cursor}`, (p) => this.newestFirst(db.selectFrom('school_classes').select(['state', 'revision']), after, p));
    } else if (!(await this.seesOthers(who))) {
      list = this.lists.of<ListParams, Row>(`owned-${cursor}`, (p) => this.newestFirst(db.selectFrom('school_classes').select(['state', 'revision']).where('teacher_email', '=', p('who')), after, p));
    } else {
      list = this.lists.of<ListParams, Row>(`visible-${cursor}`, (p) => this.visible(after, p));
    }
    return (await list.execute(db, params)).rows.map((row) => new ListedRow(row));
  }

  async replaceAll(records: readonly ClassRecord[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('school_class_experts').execute();
      await trx.deleteFrom('school_classes').execute();
      for (const r of records) await this.write(trx, r, false);
    });
  }

  async isEmpty(): Promise<boolean> {
    return (await this.q.any.execute(this.db, {})).rows.length === 0;
  }

  async readUpTo(source: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('school_read_marks').select('stored').where('source', '=', source).executeTakeFirst();
    return row?.stored;
  }

  async markReadUpTo(source: string, stored: string): Promise<void> {
    await this.db
      .insertInto('school_read_marks')
      .values({ source, stored })
      .onConflict((oc) => oc.column('source').doUpdateSet((eb) => ({ stored: eb.ref('excluded.stored') })).where('school_read_marks.stored', '<', (eb) => eb.ref('excluded.stored')))
      .execute();
  }

  /**
   * The class and its experts. `onlyForward`: the upsert leaves a newer revision in place (row
   * locked to the commit on PostgreSQL, so two instances' puts of one class apply in revision order).
   */
  private async write(trx: Transaction<SchoolTables>, { cls, revision }: ClassRecord, onlyForward: boolean): Promise<void> {
    const row = {
      id: cls.id,
      revision,
      teacher_email: cls.teacherEmail,
      enrollment_code: cls.enrollmentCode,
      created_at: cls.createdAt,
      state: JSON.stringify(classView(cls)),
      pending_owner_email: cls.ownershipTransferPending?.newOwnerEmail ?? null,
    };
    const written = await trx
      .insertInto('school_classes')
      .values(row)
      .onConflict((oc) => {
        const update = oc.column('id').doUpdateSet((eb) => ({
          revision: eb.ref('excluded.revision'),
          teacher_email: eb.ref('excluded.teacher_email'),
          enrollment_code: eb.ref('excluded.enrollment_code'),
          created_at: eb.ref('excluded.created_at'),
          state: eb.ref('excluded.state'),
          pending_owner_email: eb.ref('excluded.pending_owner_email'),
        }));
        return onlyForward ? update.where('school_classes.revision', '<=', (eb) => eb.ref('excluded.revision')) : update;
      })
      .returning('id')
      .executeTakeFirst();
    if (!written) return;
    await trx.deleteFrom('school_class_experts').where('class_id', '=', cls.id).execute();
    if (cls.contentExperts.length) {
      await trx
        .insertInto('school_class_experts')
        .values(cls.contentExperts.map((email) => ({ class_id: cls.id, email })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }

  /** Whether the caller is somebody's content expert or a transfer's invitee (else: their own classes only). */
  private async seesOthers(who: string): Promise<boolean> {
    const [row] = (await this.q.seesOthers.execute(this.db, { who })).rows;
    return Boolean(Number(row?.yes));
  }

  /** Rows strictly older than the cursor (`after`: there is one), newest first, at most `limit`. */
  private newestFirst<O>(qb: SelectQueryBuilder<SchoolTables, 'school_classes', O>, after: boolean, p: Param<ListParams>) {
    return qb
      .$if(after, (q) => q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(p('createdAt'), p('id')))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(p('limit'));
  }

  /**
   * A caller's classes: the ones they own, the ones pending transfer to them and the ones they are
   * a content expert of, each branch an index range on the caller, limited before the union, so
   * the work follows the caller's own classes and never everyone else's. The branches carry only
   * (created_at, id) through the sorts; each state is read once, for the rows of the page.
   */
  private visible(after: boolean, p: Param<ListParams>) {
    const db = this.db;
    const keys = ['created_at', 'id'] as const;
    const owned = this.newestFirst(db.selectFrom('school_classes').select(keys).where('teacher_email', '=', p('who')), after, p);
    const pending = this.newestFirst(db.selectFrom('school_classes').select(keys).where('pending_owner_email', '=', p('who')), after, p);
    const expert = db
      .selectFrom('school_class_experts as e')
      .innerJoin('school_classes as c', 'c.id', 'e.class_id')
      .select(['c.created_at', 'c.id'])
      .where('e.email', '=', p('who'))
      .$if(after, (qb) => qb.where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(p('createdAt'), p('id')))))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(p('limit'));
    // SQLite refuses ORDER BY / LIMIT on a member of a UNION, so each branch is a subquery.
    const page = db
      .selectFrom(owned.as('o'))
      .selectAll()
      .union(db.selectFrom(pending.as('p')).selectAll())
      .union(db.selectFrom(expert.as('x')).selectAll())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(p('limit'));
    return db
      .selectFrom(page.as('page'))
      .innerJoin('school_classes as c', 'c.id', 'page.id')
      .select(['c.state', 'c.revision'])
      .orderBy('page.created_at', 'desc')
      .orderBy('page.id', 'desc');
  }
}

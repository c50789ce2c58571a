// The read model in the service's SQLite database (tables in migrations.ts).
import type { Database } from '../storage/database.js';
import { PendingTransferSchema, type SchoolClass } from './schemas.js';
import type { ClassRecord } from './statements.js';
import type { ClassListQuery, SchoolClassReadModel } from './store.js';

interface Row {
  state: string;
  revision: number;
}

// The model holds only states this service wrote itself (validated on the way in: a request
// schema, or classFromStatement on a rebuild), so a read trusts them rather than running the
// class schema over every row of every list (most of a list's CPU when it did).
const toRecord = (r: Row): ClassRecord => ({ cls: JSON.parse(r.state) as SchoolClass, revision: r.revision });

const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';
/** The page condition of one branch: rows strictly older than the cursor, or every row (`? IS NULL`). */
const AFTER = '(? IS NULL OR (created_at, id) < (?, ?))';

/**
 * A caller's classes: the ones they own, the ones pending transfer to them and the ones they are a
 * content expert of, each branch an index range on the caller, limited before the union, so
 * the work follows the caller's own classes and never everyone else's. The branches carry only
 * (created_at, id) through the sorts; each state is read once, for the rows of the page.
 */
const VISIBLE_SQL = `SELECT c.state, c.revision FROM (
    SELECT * FROM (SELECT created_at, id FROM school_classes WHERE teacher_email = ? AND ${AFTER} ${NEWEST_FIRST} LIMIT ?)
    UNION
    SELECT * FROM (SELECT created_at, id FROM school_classes WHERE pending_owner_email = ? AND ${AFTER} ${NEWEST_FIRST} LIMIT ?)
    UNION
    SELECT * FROM (SELECT c.created_at, c.id FROM school_class_experts e JOIN school_classes c ON c.id = e.class_id
      WHERE e.email = ? AND (? IS NULL OR (c.created_at, c.id) < (?, ?)) ORDER BY c.created_at DESC, c.id DESC LIMIT ?)
    ${NEWEST_FIRST} LIMIT ?
  ) page JOIN school_classes c ON c.id = page.id ORDER BY page.created_at DESC, page.id DESC`;
/** The common case, a caller who is nobody's expert and no transfer's invitee: their own classes, straight off the owner index. */
const OWNED_SQL = `SELECT state, revision FROM school_classes WHERE teacher_email = ? AND ${AFTER} ${NEWEST_FIRST} LIMIT ?`;
const SEES_OTHERS_SQL = `SELECT EXISTS (SELECT 1 FROM school_class_experts WHERE email = ?)
  OR EXISTS (SELECT 1 FROM school_classes WHERE pending_owner_email = ?) AS yes`;
/** Every class (an admin's list). */
const ALL_SQL = `SELECT state, revision FROM school_classes WHERE ${AFTER} ${NEWEST_FIRST} LIMIT ?`;

export class SqliteSchoolClassReadModel implements SchoolClassReadModel {
  private readonly upsertClass;
  private readonly deleteExperts;
  private readonly insertExpert;
  private readonly getOne;
  private readonly byCode;
  private readonly visible;
  private readonly owned;
  private readonly seesOthers;
  private readonly all;

  constructor(private readonly db: Database) {
    this.upsertClass = db.prepare(
      `INSERT INTO school_classes (id, revision, teacher_email, enrollment_code, created_at, state, pending_owner_email) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, teacher_email = excluded.teacher_email,
         enrollment_code = excluded.enrollment_code, created_at = excluded.created_at, state = excluded.state,
         pending_owner_email = excluded.pending_owner_email`,
    );
    this.deleteExperts = db.prepare('DELETE FROM school_class_experts WHERE class_id = ?');
    this.insertExpert = db.prepare('INSERT OR IGNORE INTO school_class_experts (class_id, email) VALUES (?, ?)');
    this.getOne = db.prepare('SELECT state, revision FROM school_classes WHERE id = ?');
    this.byCode = db.prepare('SELECT id FROM school_classes WHERE enrollment_code = ? LIMIT 1');
    this.visible = db.prepare(VISIBLE_SQL);
    this.owned = db.prepare(OWNED_SQL);
    this.seesOthers = db.prepare(SEES_OTHERS_SQL);
    this.all = db.prepare(ALL_SQL);
  }

  get(classId: string): ClassRecord | undefined {
    const row = this.getOne.get(classId) as Row | undefined;
    return row && toRecord(row);
  }

  classIdForCode(code: string): string | undefined {
    return (this.byCode.get(code) as { id: string } | undefined)?.id;
  }

  put(record: ClassRecord): void {
    this.db.transaction(() => this.write(record))();
  }

  list(q: ClassListQuery): ClassRecord[] {
    const at = q.after?.createdAt ?? null;
    const id = q.after?.id ?? null;
    const after = [at, at, id] as const;
    const who = q.visibleTo;
    let rows;
    if (who === undefined) rows = this.all.all(...after, q.limit);
    else if (!(this.seesOthers.get(who, who) as { yes: number }).yes) rows = this.owned.all(who, ...after, q.limit);
    else rows = this.visible.all(who, ...after, q.limit, who, ...after, q.limit, who, ...after, q.limit, q.limit);
    return (rows as Row[]).map(toRecord);
  }

  replaceAll(records: readonly ClassRecord[]): void {
    this.db.transaction(() => {
      this.db.exec('DELETE FROM school_class_experts; DELETE FROM school_classes;');
      for (const r of records) this.write(r);
    })();
  }

  private write({ cls, revision }: ClassRecord): void {
    this.upsertClass.run(cls.id, revision, cls.teacherEmail, cls.enrollmentCode, cls.createdAt, JSON.stringify(cls), pendingOwnerOf(cls.ownershipTransferPending));
    this.deleteExperts.run(cls.id);
    for (const email of cls.contentExperts) this.insertExpert.run(cls.id, email);
  }
}

/** The invitee of a pending transfer (the state holds it as a JSON string), or null. */
function pendingOwnerOf(pending: string | null): string | null {
  if (pending === null) return null;
  const parsed = PendingTransferSchema.safeParse(JSON.parse(pending));
  return parsed.success ? parsed.data.newOwnerEmail : null;
}

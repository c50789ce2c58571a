// The read model in the service's SQLite database (tables in migrations.ts).
import type { Database } from '../storage/database.js';
import { PendingTransferSchema, SchoolClassSchema } from './schemas.js';
import type { ClassRecord } from './statements.js';
import type { ClassListQuery, SchoolClassReadModel } from './store.js';

interface Row {
  state: string;
  revision: number;
}

const toRecord = (r: Row): ClassRecord => ({ cls: SchoolClassSchema.parse(JSON.parse(r.state)), revision: r.revision });

export class SqliteSchoolClassReadModel implements SchoolClassReadModel {
  private readonly upsertClass;
  private readonly deleteExperts;
  private readonly insertExpert;
  private readonly getOne;
  private readonly byCode;

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
    const where: string[] = [];
    const args: Array<string | number> = [];
    if (q.visibleTo !== undefined) {
      where.push(
        '(c.teacher_email = ? OR c.pending_owner_email = ? OR EXISTS (SELECT 1 FROM school_class_experts e WHERE e.class_id = c.id AND e.email = ?))',
      );
      args.push(q.visibleTo, q.visibleTo, q.visibleTo);
    }
    if (q.after) {
      where.push('(c.created_at, c.id) < (?, ?)');
      args.push(q.after.createdAt, q.after.id);
    }
    const sql = `SELECT c.state, c.revision FROM school_classes c ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ?`;
    return (this.db.prepare(sql).all(...args, q.limit) as Row[]).map(toRecord);
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

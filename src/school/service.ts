// School-class domain logic. The record store is the source of truth: every change first records
// a statement with the class's full new state, and only when the store has acknowledged it is the
// read model updated. A failed statement write therefore leaves the class exactly as it was. All
// writes (and the start-up rebuild) run one at a time under one lock (a queue in this process; with
// REDIS_URL a Redis lock every instance takes), so concurrent changes to a class never overwrite
// each other and enrolment codes stay unique.
import type { Principal } from '../auth/principal.js';
import type { Clock, RandomSource } from '../clock.js';
import { appError } from '../http/errors.js';
import { decodeCursor, encodeCursor, LIST_DEFAULT_LIMIT } from '../http/list-page.js';
import type { Logger } from '../logger.js';
import { LockTimeout, MemoryKeyedLock, type KeyedLock } from '../storage/live/lock.js';
import { RecordStoreError, type StatementStore } from '../xapi/index.js';
import { CodeSpaceExhaustedError, isChoosableCode, normaliseEnrolmentCode, withUniqueCode } from '../shared/enrolment-code.js';
import { assertManage, assertMayAccept, classNotFound, isAdmin } from './policy.js';
import { ITS_LEVEL_DEFAULT, type SchoolClass, type SchoolClassPatch } from './schemas.js';
import { catchUp, rebuildAll } from './rebuild.js';
import { classStatement, type ClassChange, type ClassIris, type ClassRecord } from './statements.js';
import type { SchoolClassReadModel } from './store.js';

export const MAX_EXPERTS = 50;

export interface CreateSchoolClassInput {
  title: string;
  description: string;
  subject: string;
  gradeLevel: string;
  dscId: string;
  language?: string;
  scenarioContext?: string;
  itsAnalysisLevel?: number;
}

export interface SchoolServiceDeps {
  readModel: SchoolClassReadModel;
  statements: StatementStore;
  clock: Clock;
  random: RandomSource;
  iris: ClassIris;
  logger: Logger;
  /** Display names of known users (for a new owner accepted by an admin). */
  nameForEmail?: (email: string) => Promise<string | null | undefined>;
  /** Serialises every write (default: this process's queue; a Redis lock with REDIS_URL). */
  locks?: KeyedLock;
  /** SCHOOL_MAX_CLASSES_PER_USER: classes one e-mail may own before a new one is refused (none: no bound). */
  maxClassesPerOwner?: number;
}

/** The one lock every school-class write takes: enrolment codes are unique across classes. */
const WRITES = 'school-classes';

const displayName = (email: string, name: string | null | undefined) => name?.trim() || email.split('@')[0]!;

export class SchoolService {
  private ready: Promise<void> | undefined;
  private readonly locks: KeyedLock;

  constructor(private readonly d: SchoolServiceDeps) {
    this.locks = d.locks ?? new MemoryKeyedLock();
  }

  /** Catches the read model up with the record store once (retried on the next call if it failed). */
  ensureReady(): Promise<void> {
    this.ready ??= this.serialize(() => catchUp(this.d)).then(
      (n) => this.d.logger.info({ classes: n, store: this.d.statements.kind }, 'school.read_model_rebuilt'),
      (err: unknown) => {
        this.ready = undefined;
        this.d.logger.error({ err }, 'school.read_model_rebuild_failed');
        throw err instanceof RecordStoreError ? err : new RecordStoreError('rebuild failed');
      },
    );
    return this.ready;
  }

  /** Drops the read model and rebuilds it from the statements alone; returns the number of classes. */
  rebuild(): Promise<number> {
    return this.serialize(() => rebuildAll(this.d));
  }

  async get(classId: string): Promise<SchoolClass | undefined> {
    await this.ensureReady();
    return (await this.d.readModel.get(classId))?.cls;
  }

  async list(p: Principal, page: { limit?: number; cursor?: string }) {
    await this.ensureReady();
    const limit = page.limit ?? LIST_DEFAULT_LIMIT;
    const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
    const rows = await this.d.readModel.list({ visibleTo: isAdmin(p) ? undefined : p.email, limit: limit + 1, after });
    // Only the invitee's entry carries the mark, so every other entry stays the class itself. A
    // row with its wire form at hand has no pending transfer: it is not parsed here.
    const classes = rows.slice(0, limit).map((listed) => ({ listed, pendingTransferToYou: listed.wire === undefined && listed.cls.ownershipTransferPending?.newOwnerEmail === p.email }));
    // The last entry is parsed for its position only when there is a next page.
    const last = rows.length > limit ? classes.at(-1)?.listed.cls : undefined;
    return { classes, nextCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
  }

  /** Throws 404/403 unless the caller may manage the class now (routes check before reading a body). */
  async authorizeManage(p: Principal, classId: string): Promise<void> {
    assertManage(p, await this.load(classId));
  }

  async create(p: Principal, input: CreateSchoolClassInput): Promise<SchoolClass> {
    await this.ensureReady();
    return this.serialize(async () => {
      // Counted under the writes' lock, so creations arriving together on any instance cannot pass it.
      const max = this.d.maxClassesPerOwner;
      if (max !== undefined && (await this.d.readModel.countOwnedBy(p.email)) >= max) {
        throw appError('too_many_classes', `One teacher owns at most ${max} classes: delete or transfer one first`, { field: 'teacherEmail', reason: 'limit' });
      }
      const name = displayName(p.email, p.name);
      const cls: SchoolClass = {
        id: this.d.random.uuid(),
        title: input.title,
        description: input.description,
        subject: input.subject,
        gradeLevel: input.gradeLevel,
        dscId: input.dscId,
        enrollmentCode: await this.freshCode(),
        teacherEmail: p.email,
        teacherName: name,
        creatorEmail: p.email,
        creatorName: name,
        contentExperts: [],
        ownershipTransferPending: null,
        createdAt: this.now(),
        language: input.language ?? 'en',
        scenarioContext: input.scenarioContext ?? '',
        itsAnalysisLevel: input.itsAnalysisLevel ?? ITS_LEVEL_DEFAULT,
      };
      await this.record(p, 'create', { cls, revision: 1 });
      return cls;
    });
  }

  update(p: Principal, classId: string, patch: SchoolClassPatch): Promise<SchoolClass> {
    return this.change(p, classId, 'update', async (cls) => {
      assertManage(p, cls);
      const next = { ...cls, ...withoutUndefined(patch) };
      if (patch.enrollmentCode !== undefined) next.enrollmentCode = await this.checkedCode(patch.enrollmentCode, cls.id);
      return next;
    });
  }

  inviteExpert(p: Principal, classId: string, email: string): Promise<SchoolClass> {
    return this.change(p, classId, 'inviteExpert', (cls) => {
      assertManage(p, cls);
      if (email === cls.teacherEmail) throw appError('owner_cannot_be_expert', `${email} owns this class already`, { field: 'email', reason: 'owner' });
      if (cls.contentExperts.includes(email)) throw appError('already_expert', `${email} is already a content expert of this class`, { field: 'email', reason: 'duplicate' });
      if (cls.contentExperts.length >= MAX_EXPERTS) throw appError('too_many_experts', `A class has at most ${MAX_EXPERTS} content experts`, { field: 'email', reason: 'limit' });
      return { ...cls, contentExperts: [...cls.contentExperts, email] };
    });
  }

  removeExpert(p: Principal, classId: string, email: string): Promise<SchoolClass> {
    return this.change(p, classId, 'removeExpert', (cls) => {
      assertManage(p, cls);
      if (!cls.contentExperts.includes(email)) throw appError('expert_not_found', `${email} is not a content expert of this class`);
      return { ...cls, contentExperts: cls.contentExperts.filter((e) => e !== email) };
    });
  }

  transferOwnership(p: Principal, classId: string, newOwnerEmail: string): Promise<SchoolClass> {
    return this.change(p, classId, 'transferOwnership', (cls) => {
      assertManage(p, cls);
      if (cls.ownershipTransferPending !== null) {
        throw appError('transfer_pending', 'A transfer of this class is already pending; cancel it first', { field: 'ownershipTransferPending', reason: 'pending' });
      }
      if (newOwnerEmail === p.email) throw appError('transfer_to_self', 'You cannot transfer a class to yourself', { field: 'newOwnerEmail', reason: 'self' });
      if (newOwnerEmail === cls.teacherEmail) throw appError('already_owner', `${newOwnerEmail} already owns this class`, { field: 'newOwnerEmail', reason: 'owner' });
      return { ...cls, ownershipTransferPending: { newOwnerEmail, initiatedAt: this.now(), initiatedBy: p.email } };
    });
  }

  acceptOwnership(p: Principal, classId: string): Promise<SchoolClass> {
    return this.change(p, classId, 'acceptOwnership', async (cls) => {
      const pending = cls.ownershipTransferPending;
      if (!pending) throw appError('no_pending_transfer', 'There is no pending ownership transfer to accept', { field: 'ownershipTransferPending', reason: 'none' });
      assertMayAccept(p, pending);
      const email = pending.newOwnerEmail;
      const name = email === p.email ? p.name : await this.d.nameForEmail?.(email);
      return { ...cls, teacherEmail: email, teacherName: displayName(email, name), contentExperts: [], ownershipTransferPending: null };
    });
  }

  cancelTransfer(p: Principal, classId: string): Promise<SchoolClass> {
    return this.change(p, classId, 'cancelTransfer', (cls) => {
      assertManage(p, cls);
      if (cls.ownershipTransferPending === null) {
        throw appError('no_pending_transfer', 'There is no pending ownership transfer to cancel', { field: 'ownershipTransferPending', reason: 'none' });
      }
      return { ...cls, ownershipTransferPending: null };
    });
  }

  /** Loads, applies `mutate` (which checks rights and rules) and records the result, one change at a time. */
  private async change(p: Principal, classId: string, kind: ClassChange, mutate: (cls: SchoolClass) => SchoolClass | Promise<SchoolClass>): Promise<SchoolClass> {
    await this.ensureReady();
    return this.serialize(async () => {
      const current = await this.d.readModel.get(classId);
      if (!current) throw classNotFound(classId);
      const cls = await mutate(current.cls);
      await this.record(p, kind, { cls, revision: current.revision + 1 });
      return cls;
    });
  }

  private async record(p: Principal, kind: ClassChange, next: ClassRecord): Promise<void> {
    const statement = classStatement(this.d.iris, kind, next.cls, next.revision, { email: p.email, name: displayName(p.email, p.name) }, this.now(), this.d.random.uuid());
    try {
      await this.d.statements.save(statement);
    } catch (err) {
      this.d.logger.error({ err, classId: next.cls.id, change: kind }, 'school.statement_failed');
      throw err instanceof RecordStoreError ? err : new RecordStoreError('class statement refused');
    }
    await this.d.readModel.put(next);
  }

  private async load(classId: string): Promise<SchoolClass> {
    await this.ensureReady();
    const rec = await this.d.readModel.get(classId);
    if (!rec) throw classNotFound(classId);
    return rec.cls;
  }

  private async freshCode(): Promise<string> {
    try {
      return await withUniqueCode(this.d.random, async (code) => ((await this.d.readModel.classIdForCode(code)) === undefined ? code : false));
    } catch (err) {
      // The same answer as the bearer classes give when no code is free.
      if (err instanceof CodeSpaceExhaustedError) throw appError('enrollment_code_unavailable', 'Could not allocate an enrollment code; try again');
      throw err;
    }
  }

  private async checkedCode(input: string, classId: string): Promise<string> {
    const code = normaliseEnrolmentCode(input);
    if (!isChoosableCode(code)) {
      throw appError('invalid_request', 'enrollmentCode: must be 6 letters (A-Z) or digits', { field: 'enrollmentCode', reason: 'malformed' });
    }
    const holder = await this.d.readModel.classIdForCode(code);
    if (holder !== undefined && holder !== classId) {
      throw appError('duplicate', 'enrollmentCode: already used by another class', { field: 'enrollmentCode', reason: 'duplicate' });
    }
    return code;
  }

  private now(): string {
    return new Date(this.d.clock.now()).toISOString();
  }

  private serialize<T>(fn: () => Promise<T>): Promise<T> {
    return this.locks.run(WRITES, fn).catch((err: unknown) => {
      if (err instanceof LockTimeout) throw appError('storage_unavailable', 'Another change to school classes is still being written; retry shortly', undefined, { headers: { 'Retry-After': '1' } });
      throw err;
    });
  }
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

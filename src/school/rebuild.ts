// Bringing the read model up to the record store. Only the school area's own statements are read
// (`activityUnder` the class activity prefix: on an external LRS that is
// `activity=<classes root>&related_activities=true`, matched through the grouping every class
// statement carries), page by page, oldest first; after each page the model takes the newer
// revisions and remembers the `stored` instant it read up to (per store kind, in the record
// engine). The next start-up reads on from there (less an overlap), so no start-up reads the whole
// store again, and one cut short resumes where it stopped.
import { MAX_QUERY_LIMIT, type StatementStore, type StoredStatement } from '../xapi/index.js';
import { classActivityPrefix, classFromStatement, type ClassIris, type ClassRecord } from './statements.js';
import type { SchoolClassReadModel } from './store.js';

/**
 * Read again before the mark: statements stored concurrently (another instance, the LRS's own
 * lag) may become visible after a later one was read. Re-reading is harmless (revisions decide).
 */
export const CATCH_UP_OVERLAP_MS = 60_000;

export interface RebuildDeps {
  statements: StatementStore;
  readModel: SchoolClassReadModel;
  iris: ClassIris;
  /** Statements per page (default the most a store answers, MAX_QUERY_LIMIT). */
  pageSize?: number;
}

/** Reads the class statements stored since `since` (all of them without), one page at a time. */
async function eachPage(d: RebuildDeps, since: string | undefined, onPage: (records: ClassRecord[], newestStored: string | undefined) => Promise<void>): Promise<void> {
  let page = await d.statements.query({ activityUnder: classActivityPrefix(d.iris), ascending: true, limit: d.pageSize ?? MAX_QUERY_LIMIT, ...(since ? { since } : {}) });
  for (;;) {
    await onPage(newestPerClass(d.iris, page.statements), newestStoredOf(page.statements));
    if (!page.more) return;
    page = await d.statements.query({ more: page.more });
  }
}

/** Start-up: takes in what the store holds beyond the mark (everything when the model is empty). Returns the classes read. */
export async function catchUp(d: RebuildDeps): Promise<number> {
  const source = d.statements.kind;
  const mark = (await d.readModel.isEmpty()) ? undefined : await d.readModel.readUpTo(source);
  const since = mark === undefined ? undefined : new Date(Date.parse(mark) - CATCH_UP_OVERLAP_MS).toISOString();
  let read = 0;
  await eachPage(d, since, async (records, newest) => {
    for (const r of records) await d.readModel.putIfNewer(r);
    if (newest) await d.readModel.markReadUpTo(source, newest);
    read += records.length;
  });
  return read;
}

/** Drops the model and builds it from every class statement; returns the number of classes. */
export async function rebuildAll(d: RebuildDeps): Promise<number> {
  const latest = new Map<string, ClassRecord>();
  let newest: string | undefined;
  await eachPage(d, undefined, async (records, stored) => {
    for (const r of records) if (r.revision >= (latest.get(r.cls.id)?.revision ?? 0)) latest.set(r.cls.id, r);
    if (stored && (newest === undefined || stored > newest)) newest = stored;
  });
  await d.readModel.replaceAll([...latest.values()]);
  if (newest) await d.readModel.markReadUpTo(d.statements.kind, newest);
  return latest.size;
}

/** Oldest stored first, so on equal revisions the later one wins. */
function newestPerClass(iris: ClassIris, statements: readonly StoredStatement[]): ClassRecord[] {
  const latest = new Map<string, ClassRecord>();
  for (const s of statements) {
    const rec = classFromStatement(iris, s);
    if (rec && rec.revision >= (latest.get(rec.cls.id)?.revision ?? 0)) latest.set(rec.cls.id, rec);
  }
  return [...latest.values()];
}

function newestStoredOf(statements: readonly StoredStatement[]): string | undefined {
  let newest: string | undefined;
  for (const s of statements) {
    const t = Date.parse(s.stored);
    if (Number.isNaN(t)) continue;
    const iso = new Date(t).toISOString();
    if (newest === undefined || iso > newest) newest = iso;
  }
  return newest;
}

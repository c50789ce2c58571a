// A rename or a new file is a change to the directory, not to the file: fsync on the file flushes
// its bytes, but until the directory itself is flushed a crash of the host can leave the old name
// (or no name) in place. So a durable put flushes its directory after the rename.
//
// Concurrent writes into one directory share flushes. A caller is answered by the first flush
// that STARTS after its rename was seen (a flush already running may have read the directory
// before the caller's rename), so each directory has at most one flush running and one queued,
// whatever the number of writers: a burst of map misses costs two directory flushes, not one each.
// A caller that saw its rename complete before a flush started (`mark()` then `sync(dir, mark)`)
// joins that flush: the filesystem store holds back a put that renamed while others into the
// same directory were still writing, so the batch meets one flush instead of one each.
import { closeSync, fsync, openSync } from 'node:fs';

export type FlushDirectory = (dir: string) => Promise<void>;

interface Pending {
  running: Promise<void>;
  /** `mark()`'s count when this flush started: renames seen before then are covered by it. */
  startedAt: number;
  /** The flush that starts when `running` ends; every caller that came after `running` started waits for it. */
  queued?: Promise<void>;
}

export class DirectorySync {
  private readonly pending = new Map<string, Pending>();
  /** Counts marks and flush starts, so a rename seen and a flush started can be ordered. */
  private clock = 0;

  constructor(private readonly flush: FlushDirectory = flushDirectory) {}

  /** A point in the order of flush starts: take it once the rename's completion has been seen. */
  mark(): number {
    return ++this.clock;
  }

  /**
   * Resolves once a flush of `dir` that started after `seen` (a `mark()`, by default this call)
   * has completed: the running flush if it started after that mark, else the next one.
   */
  sync(dir: string, seen = this.mark()): Promise<void> {
    const current = this.pending.get(dir);
    if (!current) return this.start(dir);
    if (current.startedAt > seen) return current.running;
    current.queued ??= current.running.then(ignore, ignore).then(() => this.start(dir));
    return current.queued;
  }

  private start(dir: string): Promise<void> {
    const entry: Pending = { running: Promise.resolve(), startedAt: ++this.clock };
    entry.running = this.flush(dir).finally(() => {
      // A queued flush replaces this entry when it starts; otherwise the directory is idle again.
      if (this.pending.get(dir) === entry && !entry.queued) this.pending.delete(dir);
    });
    this.pending.set(dir, entry);
    return entry.running;
  }
}

const ignore = () => undefined;

/**
 * Some filesystems cannot open or flush a directory (EISDIR or EPERM on Windows, EINVAL or
 * ENOTSUP on some network and FUSE filesystems): there the rename is as durable as the platform
 * makes it, and refusing every write would help no one.
 */
const UNSUPPORTED = new Set(['EINVAL', 'ENOTSUP', 'EISDIR', 'EPERM', 'EBADF']);

/**
 * open(2) the directory read-only, fsync(2), close(2). Only the flush goes to the thread pool: the
 * open and the close take the kernel a few microseconds, less than a round trip to the pool each.
 */
export function flushDirectory(dir: string): Promise<void> {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch (err) {
    const openErr = err as NodeJS.ErrnoException;
    return UNSUPPORTED.has(openErr.code ?? '') ? Promise.resolve() : Promise.reject(openErr);
  }
  return new Promise((resolve, reject) =>
    fsync(fd, (syncErr) => {
      try {
        closeSync(fd);
      } catch {
        // Closing a descriptor only read from loses nothing; the flush's own result is the answer.
      }
      if (syncErr && !UNSUPPORTED.has(syncErr.code ?? '')) reject(syncErr);
      else resolve();
    }),
  );
}

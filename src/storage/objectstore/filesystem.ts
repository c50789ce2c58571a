// Filesystem driver: one file per object under a root directory (DATA_DIR/objects by default).
// Writes go to a temp file in the same directory, flushed (O_SYNC) and renamed into place, so a
// reader (or a crash) never sees half an object; the directory is then flushed too (a rename is a
// change to the directory: ./directory-sync.ts), so the name survives a crash of the host. Puts
// into one directory at once share that flush: one that has renamed waits for the others already
// writing there, and a single flush answers them all. An object deleted with `reuse` leaves its
// file, under a temp name, for a later durable put into the same directory to write into (see
// `spares`). A put the caller marks `durable: false` is written
// in place instead (see types.ts). Keys are validated (./keys.ts) and the resolved path is checked
// to stay under the root as a second line of defence.
import { randomBytes } from 'node:crypto';
import { closeSync, constants as fsConstants, fsync, open, rename, unlink, write } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EmptiedWhenFull } from '../../shared/bounded-memo.js';
import { DirectorySync } from './directory-sync.js';
import { assertValidKey, assertValidPrefix, InvalidObjectKeyError } from './keys.js';
import { ObjectStoreError, type DeleteOptions, type ObjectStore, type PutOptions } from './types.js';

const TEMP_PREFIX = '.tmp-';
/** Removed objects' files kept per directory for later puts (see `spares`). */
const SPARES_PER_DIR = 16;

export class FilesystemObjectStore implements ObjectStore {
  readonly kind = 'filesystem';
  readonly location: string;
  private readonly root: string;
  /**
   * Directories known to exist: saves a mkdir round trip to the thread pool on every write.
   * Emptied when full: the directories written to repeat, and forgetting one costs one mkdir.
   */
  private readonly knownDirs = new EmptiedWhenFull<string, true>(10_000);
  /**
   * Temp names: a random part drawn once per store (processes sharing a directory, even with equal
   * pids in containers, do not collide) and a counter (no random bytes drawn per write).
   */
  private readonly tempBase = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private tempCount = 0;
  /**
   * Files of objects deleted with `reuse`, renamed to temp names, by directory: the next durable
   * puts into that directory write into them (truncated first) instead of creating a file. Each
   * map miss removed the record it replaced and created one, and ext4 looks past every inode freed
   * in the last minutes before it hands out a new one, so under that churn creating a file cost
   * more with every miss. At most SPARES_PER_DIR kept; a crash leaves them as temp files.
   */
  private readonly spares = new Map<string, string[]>();

  private readonly directories: DirectorySync;
  /**
   * Durable puts between their open and the end of their rename, by directory (each settles when
   * its rename ends, or its write fails). A put that has renamed waits for the ones still writing
   * into its directory at that moment, so one directory flush answers them all.
   */
  private readonly writing = new Map<string, Set<Promise<void>>>();

  /** `directories` is for tests that watch or hold the directory flushes; the default flushes with fsync(2). */
  constructor(root: string, opts: { directories?: DirectorySync } = {}) {
    this.root = path.resolve(root);
    this.location = this.root;
    this.directories = opts.directories ?? new DirectorySync();
  }

  private fileFor(key: string): string {
    const file = path.resolve(this.root, ...assertValidKey(key).split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidObjectKeyError(`Object key "${key}" leaves the store`);
    return file;
  }

  async put(key: string, data: Buffer | string, opts?: PutOptions): Promise<void> {
    const file = this.fileFor(key);
    const dir = path.dirname(file);
    const durable = opts?.durable !== false;
    // Durable: a temp file, flushed, renamed into place. Not durable: written in place, with no
    // temp file, rename or fsync (a third of the kernel time of a durable put); the caller has said
    // that an empty or cut-short object reads as absent to it (types.ts).
    // The temp name starts with a dot, which no valid key segment can, so list() never returns it.
    const temp = durable ? (this.spares.get(dir)?.pop() ?? this.tempName(dir)) : undefined;
    const attempt = async () => {
      if (!temp) return writeFile(file, data);
      let writes = this.writing.get(dir);
      if (!writes) this.writing.set(dir, (writes = new Set()));
      let settle!: () => void;
      const mine = new Promise<void>((resolve) => (settle = resolve));
      writes.add(mine);
      let renamedAt: number;
      try {
        await writeFlushedThenRename(temp, file, typeof data === 'string' ? Buffer.from(data) : data);
        // Marked before the others waiting on this put go on: a flush one of them starts then
        // counts as started after this rename.
        renamedAt = this.directories.mark();
      } finally {
        writes.delete(mine);
        if (!writes.size && this.writing.get(dir) === writes) this.writing.delete(dir);
        settle();
      }
      // The others still writing here finish within one flushed write (already under way); waiting
      // for them costs this put at most that, and saves a directory flush for each of them. Only
      // those under way now: a stream of new puts never holds this one back.
      if (writes.size) await Promise.all([...writes]);
      await this.directories.sync(dir, renamedAt);
    };
    try {
      if (!this.knownDirs.has(dir)) await this.ensureDir(dir);
      try {
        await attempt();
      } catch (err) {
        // Removed behind our back (an operator cleaning up): create it again, once.
        if (!isNotFound(err)) throw err;
        this.knownDirs.delete(dir);
        await this.ensureDir(dir);
        await attempt();
      }
    } catch (err) {
      if (temp) await rm(temp, { force: true }).catch(() => undefined);
      throw new ObjectStoreError(`Could not write object ${key}`, this.kind, { cause: err });
    }
  }

  private tempName(dir: string): string {
    return path.join(dir, `${TEMP_PREFIX}${this.tempBase}-${(this.tempCount++).toString(36)}`);
  }

  private async ensureDir(dir: string): Promise<void> {
    // mkdir answers with the first directory it created, if any: each one created is a new name in
    // its parent, which is flushed like a rename before a durable write into it is acknowledged.
    const first = await mkdir(dir, { recursive: true });
    if (first !== undefined) {
      for (let created = dir; ; created = path.dirname(created)) {
        await this.directories.sync(path.dirname(created));
        if (created === first || created === path.dirname(created)) break;
      }
    }
    this.knownDirs.set(dir, true);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = this.fileFor(key);
    try {
      return await readFile(file);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw new ObjectStoreError(`Could not read object ${key}`, this.kind, { cause: err });
    }
  }

  async delete(key: string, opts?: DeleteOptions): Promise<boolean> {
    const file = this.fileFor(key);
    const done = (resolve: (existed: boolean) => void, reject: (err: Error) => void) => (err: NodeJS.ErrnoException | null) => {
      if (!err) resolve(true);
      else if (isNotFound(err)) resolve(false);
      else reject(new ObjectStoreError(`Could not delete object ${key}`, this.kind, { cause: err }));
    };
    const dir = path.dirname(file);
    let spares = this.spares.get(dir);
    if (opts?.reuse && (spares?.length ?? 0) < SPARES_PER_DIR) {
      // Out of sight under a temp name (list() and get() no longer find the key), kept for a put.
      const spare = this.tempName(dir);
      return new Promise((resolve, reject) =>
        rename(file, spare, (err) => {
          if (!err) {
            if (!spares) this.spares.set(dir, (spares = []));
            spares.push(spare);
          }
          done(resolve, reject)(err);
        }),
      );
    }
    // A callback, not fs/promises' unlink: every map miss removed the record it replaced.
    return new Promise((resolve, reject) => unlink(file, done(resolve, reject)));
  }

  /** Removes the files kept for reuse, so a shutdown leaves none behind (a crash may: temp files). */
  async releaseKept(): Promise<void> {
    const files = [...this.spares.values()].flat();
    this.spares.clear();
    await Promise.all(files.map((f) => rm(f, { force: true }).catch(() => undefined)));
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    // Walk only the deepest directory the prefix names, not the whole store.
    const slash = prefix.lastIndexOf('/');
    const baseKey = slash === -1 ? '' : prefix.slice(0, slash);
    const baseDir = baseKey ? path.join(this.root, ...baseKey.split('/')) : this.root;
    const out: string[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isNotFound(err) || isNotDir(err)) return;
        throw new ObjectStoreError(`Could not list objects under ${prefix}`, this.kind, { cause: err });
      }
      for (const e of entries) {
        if (e.name.startsWith('.')) continue;
        const key = keyPrefix ? `${keyPrefix}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(path.join(dir, e.name), key);
        } else if (e.isFile() && key.startsWith(prefix)) {
          out.push(key);
        }
      }
    };
    await walk(baseDir, baseKey);
    return out.sort();
  }
}

/**
 * Open flags of a durable put's temp file: O_SYNC makes the write itself return only once the
 * bytes and the file's metadata are on the disk (the kernel runs the same flush as fsync(2) before
 * answering), one round trip to the thread pool instead of a write and an fsync. Where the platform
 * has no O_SYNC, the file is flushed with fsync(2) after the write.
 */
const SYNC_WRITE = fsConstants.O_SYNC ? fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_TRUNC | fsConstants.O_SYNC : undefined;

/**
 * A durable put's system calls: open `temp` (O_SYNC), write all of `bytes` (flushed before the
 * write returns), close, rename to `file`. Open, write and rename go to the thread pool, since
 * they may wait for the file system's journal; close, which never does for a file already
 * flushed, runs on the event loop. Each round trip to the pool (a queued task, a worker woken, a
 * completion posted to the event loop) costs tens of µs of CPU, and every map miss made five.
 * Rejects with the first error, the file closed; a temp file left behind is the caller's to remove.
 */
function writeFlushedThenRename(temp: string, file: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    open(temp, SYNC_WRITE ?? 'w', (openErr, fd) => {
      if (openErr) return reject(openErr);
      const closed = (err: Error | null): void => {
        try {
          closeSync(fd);
        } catch (closeErr) {
          err ??= closeErr as Error;
        }
        if (err) return reject(err);
        rename(temp, file, (renameErr) => (renameErr ? reject(renameErr) : resolve()));
      };
      const writeFrom = (at: number): void =>
        write(fd, bytes, at, bytes.length - at, null, (writeErr, written) => {
          if (writeErr) return closed(writeErr);
          // A short write (rare for a regular file): the rest, from where it stopped.
          if (at + written < bytes.length) return writeFrom(at + written);
          if (SYNC_WRITE !== undefined) return closed(null);
          fsync(fd, closed);
        });
      writeFrom(0);
    });
  });
}

const isNotFound = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';
const isNotDir = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOTDIR';

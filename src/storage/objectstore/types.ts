// The object-store interface every durable blob goes through (maps now; batch results and
// analytics exports later). Three drivers implement it: memory, local filesystem, Google Cloud
// Storage. Keys are '/'-separated paths validated by ./keys.ts before any driver sees them.

export interface PutOptions {
  /** MIME type recorded with the object where the driver keeps metadata (GCS). */
  contentType?: string;
  /**
   * false: for data whose loss only costs work (a cache pointer that then reads as a miss), and
   * whose reader treats an empty or cut-short object as absent. Such an object may be lost, empty
   * or cut short after a crash of the host, and a reader racing the write may see it empty or cut
   * short; the filesystem driver writes it in place, with no temp file, rename or fsync. GCS
   * uploads are atomic and acknowledged once stored, and memory keeps nothing, so both ignore it.
   * Default true.
   */
  durable?: boolean;
}

export interface DeleteOptions {
  /**
   * true: the caller's readers check that what they read is the object they asked for (a map
   * record names its own id), so the driver may keep the removed object's storage for a later
   * put: the filesystem driver renames the file out of sight and writes a later durable put into
   * it, instead of removing one file and creating another (each map miss did both). A reader
   * that opened the object before its removal may then read a later object's bytes instead of
   * the removed ones. GCS and memory ignore it. Default false.
   */
  reuse?: boolean;
}

export interface ObjectStore {
  /** Driver name, for logs and health (never carries credentials). */
  readonly kind: 'memory' | 'filesystem' | 'gcs';
  /** Where objects go, e.g. `gs://bucket` or the directory; safe to log. */
  readonly location: string;
  /**
   * Creates or replaces the object. Readers never observe a partial write and the object survives
   * a crash of the host once the promise resolves, unless the caller opts out (`durable: false`).
   */
  put(key: string, data: Buffer | string, opts?: PutOptions): Promise<void>;
  /** The object's bytes, or undefined when it does not exist. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the object; true when it existed. */
  delete(key: string, opts?: DeleteOptions): Promise<boolean>;
  /** Keys that start with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Gives back storage kept from deletes with `reuse` (shutdown); puts still work after it. */
  releaseKept?(): Promise<void>;
}

/** Failure of the backing store (I/O, permissions, remote errors). Callers map it to 502/503. */
export class ObjectStoreError extends Error {
  override name = 'ObjectStoreError';
  constructor(
    message: string,
    readonly kind: ObjectStore['kind'],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

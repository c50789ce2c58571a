// Google Cloud Storage driver (@google-cloud/storage v7). Uploads are single-request
// (`resumable: false`): objects here are small JSON documents, and resumable sessions would add a
// round trip plus local state for no benefit.
import { Storage, type StorageOptions } from '@google-cloud/storage';
import { assertValidKey, assertValidPrefix } from './keys.js';
import { ObjectStoreError, type ObjectStore, type PutOptions } from './types.js';

/** Service-account credentials as in a downloaded key file; only the fields we pass on. */
export interface GcsCredentials {
  client_email: string;
  private_key: string;
}

export interface GcsOptions {
  bucket: string;
  projectId?: string;
  /** Path of a key file on the server (OBJSTORE_KEY_FILE). */
  keyFilename?: string;
  /** Inline credentials (a request's `config.objstore.keyFile`). */
  credentials?: GcsCredentials;
  /** Another endpoint, e.g. an emulator (STORAGE_EMULATOR_HOST). Requests to it are unauthenticated. */
  apiEndpoint?: string;
}

export class GcsObjectStore implements ObjectStore {
  readonly kind = 'gcs';
  readonly location: string;
  private readonly storage: Storage;

  constructor(private readonly opts: GcsOptions) {
    this.location = `gs://${opts.bucket}`;
    const storageOptions: StorageOptions = {
      projectId: opts.projectId,
      // A few quick retries: callers wait on these writes in a request.
      retryOptions: { autoRetry: true, maxRetries: 2, totalTimeout: 20, maxRetryDelay: 2 },
    };
    if (opts.apiEndpoint) storageOptions.apiEndpoint = normaliseEndpoint(opts.apiEndpoint);
    if (opts.credentials) storageOptions.credentials = opts.credentials;
    else if (opts.keyFilename) storageOptions.keyFilename = opts.keyFilename;
    this.storage = new Storage(storageOptions);
  }

  private file(key: string) {
    return this.storage.bucket(this.opts.bucket).file(assertValidKey(key));
  }

  async put(key: string, data: Buffer | string, opts: PutOptions = {}): Promise<void> {
    const file = this.file(key);
    try {
      await file.save(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, {
        resumable: false,
        contentType: opts.contentType ?? 'application/octet-stream',
        timeout: 30_000,
      });
    } catch (err) {
      throw new ObjectStoreError(`Could not write object ${key} to ${this.location}: ${describe(err)}`, this.kind, { cause: err });
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = this.file(key);
    try {
      const [contents] = await file.download();
      return contents;
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw new ObjectStoreError(`Could not read object ${key} from ${this.location}: ${describe(err)}`, this.kind, { cause: err });
    }
  }

  async delete(key: string): Promise<boolean> {
    const file = this.file(key);
    try {
      await file.delete();
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw new ObjectStoreError(`Could not delete object ${key} from ${this.location}: ${describe(err)}`, this.kind, { cause: err });
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    try {
      const [files] = await this.storage.bucket(this.opts.bucket).getFiles({ prefix, autoPaginate: true });
      return files.map((f) => f.name).sort();
    } catch (err) {
      throw new ObjectStoreError(`Could not list ${prefix} in ${this.location}: ${describe(err)}`, this.kind, { cause: err });
    }
  }
}

/** STORAGE_EMULATOR_HOST is often given as `host:port`; the SDK wants a URL. */
function normaliseEndpoint(endpoint: string): string {
  const withScheme = /^https?:\/\//.test(endpoint) ? endpoint : `http://${endpoint}`;
  return withScheme.replace(/\/+$/, '');
}

function statusOf(err: unknown): number | undefined {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'number' ? code : undefined;
}

/** The SDK's message and status, never its request options (which may carry tokens). */
function describe(err: unknown): string {
  const status = statusOf(err);
  const msg = err instanceof Error ? err.message : String(err);
  return `${status ? `${status} ` : ''}${msg}`.slice(0, 300);
}

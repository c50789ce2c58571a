// Picks the object-store driver from configuration. Shared by maps now and by batch jobs later:
// `createObjectStore(config.objectStore, config.dataDir)`.
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { EvictingOldest } from '../../shared/bounded-memo.js';
import { FilesystemObjectStore } from './filesystem.js';
import { GcsObjectStore, type GcsCredentials } from './gcs.js';
import { MemoryObjectStore } from './memory.js';
import type { ObjectStore } from './types.js';

export type { ObjectStore, PutOptions } from './types.js';
export { ObjectStoreError } from './types.js';
export { InvalidObjectKeyError, assertValidKey, toKeySegment } from './keys.js';
export { MemoryObjectStore, FilesystemObjectStore, GcsObjectStore };

export type ObjectStoreConfig = AppConfig['objectStore'];

/** Sub-directory of DATA_DIR that holds the filesystem driver's objects. */
export const OBJECTS_DIR = 'objects';

/** OBJSTORE_BUCKET selects Google Cloud Storage; otherwise files under `<dataDir>/objects`. */
export function createObjectStore(config: ObjectStoreConfig, dataDir: string): ObjectStore {
  if (config.bucket) {
    return new GcsObjectStore({
      bucket: config.bucket,
      projectId: config.projectId,
      keyFilename: config.keyFile,
      apiEndpoint: config.emulatorHost,
    });
  }
  return new FilesystemObjectStore(path.join(dataDir, OBJECTS_DIR));
}

/** A request's own bucket (`config.objstore`); its keyFile is inline JSON only, never a server path (docs/maps.md). */
export interface RequestBucket {
  bucketName: string;
  projectId?: string;
  /** The key file's JSON text. */
  keyFile?: string;
}

export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
}

/**
 * Parses inline service-account JSON. Only `client_email` and `private_key` are kept: fields such
 * as `token_uri` would make the auth library fetch a URL of the caller's choosing.
 */
export function parseInlineCredentials(text: string): GcsCredentials & { project_id?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidCredentialsError('keyFile must be the JSON text of a service-account key (a server path is not accepted)');
  }
  const o = parsed as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || Array.isArray(o)) throw new InvalidCredentialsError('keyFile must be a JSON object');
  if (o.type !== undefined && o.type !== 'service_account') throw new InvalidCredentialsError('keyFile must be a service_account key');
  if (typeof o.client_email !== 'string' || !o.client_email.includes('@')) throw new InvalidCredentialsError('keyFile has no client_email');
  if (typeof o.private_key !== 'string' || !o.private_key.includes('PRIVATE KEY')) throw new InvalidCredentialsError('keyFile has no private_key');
  return {
    client_email: o.client_email,
    private_key: o.private_key,
    project_id: typeof o.project_id === 'string' ? o.project_id : undefined,
  };
}

/**
 * Stores for request-chosen buckets, reused across requests (a Storage client holds an auth client
 * and connection pool). Bounded, evicting the oldest: a client is dear to build, so one new bucket
 * drops one client, never all of them.
 */
export class RequestBucketStores {
  private readonly stores: EvictingOldest<string, ObjectStore>;
  constructor(
    private readonly server: ObjectStoreConfig,
    max = 32,
  ) {
    this.stores = new EvictingOldest<string, ObjectStore>(max);
  }

  get(req: RequestBucket, identity: string): ObjectStore {
    const existing = this.stores.get(identity);
    if (existing) return existing;
    // Never the server's credentials for a bucket the caller chose (the schema requires keyFile too).
    if (!req.keyFile) throw new InvalidCredentialsError('keyFile is required for a request bucket');
    const credentials = parseInlineCredentials(req.keyFile);
    const store = new GcsObjectStore({
      bucket: req.bucketName,
      projectId: req.projectId ?? credentials.project_id ?? this.server.projectId,
      credentials: { client_email: credentials.client_email, private_key: credentials.private_key },
      apiEndpoint: this.server.emulatorHost,
    });
    this.stores.set(identity, store);
    return store;
  }
}

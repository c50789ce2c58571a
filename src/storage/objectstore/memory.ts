// In-memory driver: tests, and deployments that accept losing maps on restart.
import { assertValidKey, assertValidPrefix } from './keys.js';
import type { ObjectStore, PutOptions } from './types.js';

export class MemoryObjectStore implements ObjectStore {
  readonly kind = 'memory';
  readonly location = 'memory';
  private readonly objects = new Map<string, Buffer>();

  async put(key: string, data: Buffer | string, _opts?: PutOptions): Promise<void> {
    // Copy so a caller mutating its buffer afterwards cannot change the stored object.
    this.objects.set(assertValidKey(key), Buffer.from(data));
  }

  async get(key: string): Promise<Buffer | undefined> {
    const b = this.objects.get(assertValidKey(key));
    return b && Buffer.from(b);
  }

  async delete(key: string): Promise<boolean> {
    return this.objects.delete(assertValidKey(key));
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    return [...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
}

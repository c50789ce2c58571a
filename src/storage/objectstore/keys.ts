// Object keys are '/'-separated segments of a small safe alphabet. Refusing everything else (instead
// of escaping it) makes path traversal impossible by construction in the filesystem driver and keeps
// keys identical across drivers, so data can move between them.

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';
}

/** Returns the key unchanged when it is safe, otherwise throws InvalidObjectKeyError. */
export function assertValidKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidObjectKeyError(`Object key must be 1..${MAX_KEY_LENGTH} characters`);
  }
  for (const segment of key.split('/')) {
    // SEGMENT already refuses '', '.', '..' and a leading dot (temp files use one, see filesystem.ts).
    if (!SEGMENT.test(segment)) throw new InvalidObjectKeyError(`Object key "${key}" has an invalid segment "${segment}"`);
  }
  return key;
}

/** A prefix may be empty or end in '/'; otherwise it follows the key rules. */
export function assertValidPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Turns any text into one safe key segment (for ids that come from users, e.g. class ids). */
export function toKeySegment(text: string): string {
  const cleaned = text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[._-]+/, '').slice(0, 128);
  return cleaned === '' ? '0' : cleaned;
}

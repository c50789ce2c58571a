// The HS256 secret used when JWT_SECRET is unset: created once in DATA_DIR and reused, so tokens
// survive restarts. Written atomically (temp file, fsync, hard link) so two processes starting at
// once agree on one secret and a crash never leaves a half-written file behind.
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

export const SECRET_FILE_NAME = 'jwt-secret';
export const GENERATED_SECRET_BYTES = 48;
const MIN_SECRET_BYTES = 32;

/** Reads the secret in `file`, creating it from `generate()` first when it does not exist. */
export function readOrCreateSecret(file: string, generate: () => Buffer, tempSuffix: () => string): Buffer {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${tempSuffix()}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, `${generate().toString('base64url')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // link() fails with EEXIST when another process won the race; its secret is then the one used.
    linkSync(tmp, file);
    syncDirectory(path.dirname(file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  const created = readSecret(file);
  if (!created) throw new ConfigError(`Invalid setting DATA_DIR: could not create ${file}`);
  return created;
}

function readSecret(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const bytes = /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0);
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `Invalid setting DATA_DIR: ${file} is not a valid secret; delete it to create a new one (tokens signed with the old one stop working)`,
    );
  }
  return bytes;
}

function syncDirectory(dir: string): void {
  // Makes the new directory entry itself durable; not every platform allows it, and the secret
  // would merely be recreated (invalidating tokens) after a power cut, so failures are ignored.
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* best effort */
  }
}

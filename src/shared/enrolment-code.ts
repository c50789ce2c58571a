// Enrolment codes, the same in both class areas (bearer classes and school classes). Generated
// ones are 6 characters from a 31-character alphabet without look-alikes (no 0/O, 1/I/L), so a
// code read aloud or off a projector is typed right. 31^6 = 887,503,681 codes; with joins rate
// limited per user, guessing a live code is impractical. Characters are drawn from the injected
// random source by rejection sampling, so every character is equally likely. Codes are stored
// upper-case and matched regardless of case. (The wire name stays `enrollmentCode`.)
import type { RandomSource } from '../clock.js';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
export const CODE_SPACE = CODE_ALPHABET.length ** CODE_LENGTH;
/** Inserts retried with a fresh code when the UNIQUE index reports a collision. */
export const MAX_CODE_ATTEMPTS = 8;

// The largest multiple of 31 that fits in a byte: bytes at or above it are discarded, since
// `byte % 31` over all 256 values would favour the first 8 characters.
const ACCEPT_BELOW = 256 - (256 % CODE_ALPHABET.length);

export function generateEnrolmentCode(random: RandomSource): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    // Only as many bytes as characters still missing: nothing drawn is thrown away unused.
    for (const byte of random.bytes(CODE_LENGTH - code.length)) {
      if (byte < ACCEPT_BELOW) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Codes are stored upper-case; what a person types is matched regardless of case and spaces. */
export function normaliseEnrolmentCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** A code this service could have generated (already normalised). */
export function isWellFormedCode(code: string): boolean {
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c));
}

/**
 * A code a teacher may choose (already normalised): any 6 ASCII letters or digits ("ALG205"). They
 * pick what their class reads well, so look-alikes are theirs to avoid.
 */
export function isChoosableCode(code: string): boolean {
  return /^[A-Z0-9]{6}$/.test(code);
}

/**
 * Runs `tryInsert` with fresh codes until one is accepted. `tryInsert` answers false when the
 * code is already taken. Bounded: a run of collisions this long means the space is exhausted or
 * the random source is broken, and retrying forever would hang the request.
 */
export function withUniqueCode<T>(random: RandomSource, tryInsert: (code: string) => T | false): T {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const result = tryInsert(generateEnrolmentCode(random));
    if (result !== false) return result;
  }
  throw new CodeSpaceExhaustedError();
}

/** `withUniqueCode` for an insert that answers asynchronously (a store on the record engine). */
export async function withUniqueCodeAsync<T>(random: RandomSource, tryInsert: (code: string) => Promise<T | false>): Promise<T> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const result = await tryInsert(generateEnrolmentCode(random));
    if (result !== false) return result;
  }
  throw new CodeSpaceExhaustedError();
}

export class CodeSpaceExhaustedError extends Error {
  constructor() {
    super(`no free enrolment code after ${MAX_CODE_ATTEMPTS} attempts`);
  }
}

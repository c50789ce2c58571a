// Enrollment codes of school classes. Generated ones are 6 characters from an alphabet without
// look-alikes (no 0/O, 1/I/L), drawn from the injected random source by rejection sampling so each
// is equally likely. A teacher may choose any 6 letters or digits ("ALG205"): they pick what their
// class reads well, so look-alikes are theirs to avoid; codes are kept upper-case and compared so.
import type { RandomSource } from '../clock.js';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
const ACCEPT_BELOW = 256 - (256 % CODE_ALPHABET.length);

export function generateCode(random: RandomSource): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of random.bytes(CODE_LENGTH - code.length)) {
      if (byte < ACCEPT_BELOW) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** What a person types, matched regardless of case, spaces and dashes. */
export const normaliseCode = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();

/** A code a teacher may set (already normalised): any 6 ASCII letters or digits. */
export const isChoosableCode = (code: string) => /^[A-Z0-9]{6}$/.test(code);

// Enrollment codes of school classes: 6 characters from an alphabet without look-alikes (no 0/O,
// 1/I/L), drawn from the injected random source by rejection sampling so each is equally likely.
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

export const isWellFormedCode = (code: string) => code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c));

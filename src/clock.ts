// Time and randomness are injected so that tests (and the deterministic engines) control both.
import { randomBytes, randomUUID } from 'node:crypto';

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to; for tests. */
export class ManualClock implements Clock {
  constructor(private t = Date.UTC(2026, 0, 1)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}

export interface RandomSource {
  uuid(): string;
  /** Cryptographically strong bytes (tokens, enrolment codes). */
  bytes(n: number): Buffer;
}

export const cryptoRandom: RandomSource = { uuid: () => randomUUID(), bytes: (n) => randomBytes(n) };

/** Seeded, repeatable randomness for tests: same seed, same ids. Never use for secrets in production. */
export function seededRandom(seed = 1): RandomSource {
  let s = seed >>> 0 || 1;
  const next = () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
  const bytes = (n: number) => {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = next() & 0xff;
    return b;
  };
  return {
    bytes,
    uuid: () => {
      const b = bytes(16);
      b[6] = (b[6]! & 0x0f) | 0x40;
      b[8] = (b[8]! & 0x3f) | 0x80;
      const h = b.toString('hex');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}

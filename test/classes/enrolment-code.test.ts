// Enrolment codes: alphabet, uniform draws (rejection sampling), bounded collision retries, and
// case-insensitive matching, with a rigged random source where the draw matters.
import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../src/clock.js';
import { seededRandom } from '../../src/clock.js';
import {
  CODE_ALPHABET,
  CODE_SPACE,
  MAX_CODE_ATTEMPTS,
  generateEnrolmentCode,
  isWellFormedCode,
  normaliseEnrolmentCode,
  withUniqueCode,
} from '../../src/shared/enrolment-code.js';
import { api, classesApp, createClass } from './helpers.js';

/** Hands out the given bytes in order (cycling), and counts what was asked for. */
function rigged(bytes: number[], base: RandomSource = seededRandom(7)): RandomSource & { drawn: number } {
  let i = 0;
  const r = {
    drawn: 0,
    uuid: () => base.uuid(),
    bytes: (n: number) => {
      r.drawn += n;
      return Buffer.from(Array.from({ length: n }, () => bytes[i++ % bytes.length]!));
    },
  };
  return r;
}

describe('enrolment code generation', () => {
  it('uses 31 characters without look-alikes; the space is 31^6 = 887,503,681', () => {
    expect(CODE_ALPHABET).toHaveLength(31);
    for (const c of '01OIL') expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
    expect(CODE_SPACE).toBe(887_503_681);
  });

  it('makes 6-character codes from the alphabet', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 500; i++) {
      const code = generateEnrolmentCode(random);
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
      expect(isWellFormedCode(code)).toBe(true);
    }
  });

  it('discards bytes 248..255 instead of folding them onto the first characters (no modulo bias)', () => {
    // 248 = 8 * 31: byte % 31 would map 248..255 onto A..H a ninth time.
    expect(generateEnrolmentCode(rigged([248, 249, 250, 251, 252, 253, 254, 255, 0, 1, 2, 3, 4, 5]))).toBe('ABCDEF');
    expect(generateEnrolmentCode(rigged([30, 61, 247, 255, 31, 32, 93]))).toBe('999ABA');
  });

  it('keeps drawing when a whole batch is rejected', () => {
    const r = rigged([...Array(12).fill(255), 7, 7, 7, 7, 7, 7]);
    expect(generateEnrolmentCode(r)).toBe('HHHHHH');
    expect(r.drawn).toBe(18);
  });

  it('every accepted byte value maps to each character exactly 8 times (uniform)', () => {
    const counts = new Map<string, number>();
    const r = rigged(Array.from({ length: 256 }, (_, b) => b));
    let s = '';
    while (s.length < 248) s += generateEnrolmentCode(r);
    for (const ch of s.slice(0, 248)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
    expect(counts.size).toBe(31);
  });
});

describe('unique codes', () => {
  it('retries on a collision and gives up after a bounded number of attempts', async () => {
    const taken = new Set(['AAAAAA', 'BBBBBB']);
    const random = rigged([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    const tries: string[] = [];
    const got = await withUniqueCode(random, async (code) => (tries.push(code), taken.has(code) ? false : code));
    expect(tries).toEqual(['AAAAAA', 'BBBBBB', 'CCCCCC']);
    expect(got).toBe('CCCCCC');

    let attempts = 0;
    await expect(withUniqueCode(rigged([0]), async () => (attempts++, false))).rejects.toThrow(/no free enrolment code/);
    expect(attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it('over HTTP: a rigged source that repeats codes still yields unique codes, then 503 when it only repeats', async () => {
    // Bytes cycle through 0..5, so every code is the same rotation of ABCDEF (which one depends
    // on what other areas drew at start-up).
    const { t, tok } = await classesApp({ random: rigged([0, 1, 2, 3, 4, 5]) });
    const first = await createClass(t, tok.teacher);
    expect('ABCDEFABCDEF').toContain(first.enrollmentCode);
    const res = await api(t, tok.teacher).post('/api/classes', { name: 'Second' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: 'enrollment_code_unavailable' });
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM classes').get() as { n: number }).n).toBe(1);
  });

  it('the UNIQUE index refuses a duplicate code even if the check were bypassed', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    expect(() =>
      t.db
        .prepare("INSERT INTO classes (id, name, enrollment_code, teacher_id, created_at, updated_at) VALUES ('x', 'x', ?, 'teacher-1', 'a', 'a')")
        .run(c.enrollmentCode),
    ).toThrow(/UNIQUE/);
  });

  it('stored upper-case and matched regardless of case, spaces and dashes', () => {
    expect(normaliseEnrolmentCode(' ab-c2 3d ')).toBe('ABC23D');
  });
});

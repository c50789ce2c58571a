// Enrollment codes a teacher chooses: any 6 letters or digits, kept upper-case and compared
// case-insensitively; generated codes still avoid look-alike characters.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/clock.js';
import { CODE_ALPHABET, generateEnrolmentCode, isChoosableCode, normaliseEnrolmentCode } from '../../src/shared/enrolment-code.js';
import { as, classPath, createClass, newClass, schoolApp } from './helpers.js';

describe('enrollment codes a teacher may choose', () => {
  it('accepts "ALG205" (look-alikes included), upper-cases what was typed, and refuses it for another class in any case', async () => {
    const { t, tok } = await schoolApp();
    const a = await createClass(t, tok.owner);
    const b = await createClass(t, tok.owner);
    const set = await as(t, tok.owner).patch(classPath(a.id), { enrollmentCode: 'ALG205' }).expect(200);
    expect(set.body.class.enrollmentCode).toBe('ALG205');
    const typed = await as(t, tok.owner).patch(classPath(a.id), { enrollmentCode: 'io 01-lo' }).expect(200);
    expect(typed.body.class.enrollmentCode).toBe('IO01LO');

    // The same code in another case is the same code.
    const dup = await as(t, tok.owner).patch(classPath(b.id), { enrollmentCode: 'io01lo' }).expect(400);
    expect(dup.body).toMatchObject({ error: 'duplicate', details: { field: 'enrollmentCode' } });
    // The class keeps its own code when it is set again.
    await as(t, tok.owner).patch(classPath(a.id), { enrollmentCode: 'IO01LO' }).expect(200);
    // The listed state holds what was stored.
    const listed = (await as(t, tok.owner).get('/api/school/classes').expect(200)).body.classes as { id: string; enrollmentCode: string }[];
    expect(listed.find((c) => c.id === a.id)?.enrollmentCode).toBe('IO01LO');
  });

  it('refuses anything but 6 ASCII letters or digits', () => {
    for (const ok of ['ALG205', 'alg205', '000000', 'ILOILO']) expect(isChoosableCode(normaliseEnrolmentCode(ok)), ok).toBe(true);
    for (const bad of ['ALG20', 'ALG2055', 'ALG_05', 'ÄLG205', 'ALG.05', '']) expect(isChoosableCode(normaliseEnrolmentCode(bad)), bad).toBe(false);
  });

  it('still generates codes without look-alikes', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 500; i++) {
      const code = generateEnrolmentCode(random);
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
      expect(code).not.toMatch(/[01ILO]/);
    }
  });

  it('answers 503 enrollment_code_unavailable, as the bearer classes do, when no fresh code is free', async () => {
    // Every draw is byte 0 (code AAAAAA) while uuids stay fresh: the second class finds no free code.
    const base = seededRandom(7);
    const { t, tok } = await schoolApp({ random: { uuid: () => base.uuid(), bytes: (n) => Buffer.alloc(n) } });
    await createClass(t, tok.owner);
    const res = await as(t, tok.owner).post('/api/school/classes', newClass);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: 'enrollment_code_unavailable' });
  });
});

// The learner in front of the teacher, as a school grade: 1..12 are school years, 13 the first
// year of university (and adult professional learning). From the request's `audience` field, or
// from the words of a free-text problem ("for a 10-year-old", "grade 5", "first-year university").
import { UNIVERSITY_GRADE } from './schema.js';

export interface Audience {
  age?: number;
  grade?: number;
  level?: 'primary' | 'middle' | 'secondary' | 'university' | 'professional';
}

const LEVEL_GRADE: Record<NonNullable<Audience['level']>, number> = { primary: 4, middle: 7, secondary: 10, university: UNIVERSITY_GRADE, professional: UNIVERSITY_GRADE };

const clampGrade = (g: number) => Math.min(UNIVERSITY_GRADE, Math.max(1, Math.round(g)));

export function audienceGrade(a: Audience | undefined): number | undefined {
  if (!a) return undefined;
  if (a.grade !== undefined) return clampGrade(a.grade);
  // School starts around six: a ten-year-old is in about grade 4 or 5.
  if (a.age !== undefined) return clampGrade(a.age >= 18 ? UNIVERSITY_GRADE : a.age - 5);
  if (a.level) return LEVEL_GRADE[a.level];
  return undefined;
}

/** An audience named in prose, if any. */
export function audienceInText(text: string): Audience | undefined {
  const t = text.toLowerCase();
  let m = /\b(\d{1,2})[- ]year[- ]olds?\b/.exec(t) ?? /\baged? (\d{1,2})\b/.exec(t);
  if (m) return { age: Number(m[1]) };
  m = /\b(?:grade|year|class) (\d{1,2})\b/.exec(t) ?? /\b(\d{1,2})(?:st|nd|rd|th) grade(?:rs)?\b/.exec(t);
  if (m) return { grade: Number(m[1]) };
  if (/\b(?:university|undergraduates?|college|first-year students|freshmen)\b/.test(t)) return { level: 'university' };
  if (/\b(?:engineers?|professionals?|adults?|employees|staff|managers?|reps|nurses|doctors)\b/.test(t)) return { level: 'professional' };
  if (/\b(?:high school|secondary school|gcse|teenagers?)\b/.test(t)) return { level: 'secondary' };
  if (/\b(?:middle school)\b/.test(t)) return { level: 'middle' };
  if (/\b(?:primary school|elementary school|kindergarten|young children)\b/.test(t)) return { level: 'primary' };
  return undefined;
}

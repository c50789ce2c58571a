// Pedagogical checks: objectives that can be observed (a Bloom verb, not "understand"), prose
// readable at the class's grade (Flesch-Kincaid grade from text-readability, English formula),
// and worked examples before check questions.
import readability from 'text-readability';
import type { Mode } from '../content-schemas.js';
import { pointer, stringsOf, type Finding } from './findings.js';
import { toText } from '../../shared/text.js';

const BLOOM = new Set(
  ('define list name recall identify label state describe explain summarise summarize classify compare contrast distinguish interpret illustrate ' +
    'apply solve calculate use demonstrate compute construct predict analyse analyze examine differentiate organise organize relate evaluate ' +
    'justify assess argue critique judge design create compose plan formulate develop write produce estimate measure sketch draw convert ' +
    'definir explicar identificar comparar aplicar resolver calcular clasificar distinguir describir analizar evaluar diseñar crear ' +
    'définir expliquer identifier comparer appliquer résoudre calculer classer distinguer décrire analyser évaluer concevoir créer').split(' '),
);
const VAGUE = new Set(['understand', 'know', 'learn', 'appreciate', 'grasp', 'realise', 'realize', 'comprender', 'entender', 'saber', 'conocer', 'comprendre', 'connaître', 'savoir', 'verstehen', 'wissen']);

/** The grade a class level names: "Grade 8" -> 8, "K" -> 0, "university" -> 14; undefined when unclear. */
export function gradeNumber(level: string): number | undefined {
  const l = level.toLowerCase();
  const n = /\d+/.exec(l);
  if (n) return Number(n[0]);
  if (/\b(k|kindergarten)\b/.test(l)) return 0;
  if (/universit|college|undergrad|higher/.test(l)) return 14;
  if (/graduate|master|phd/.test(l)) return 17;
  return undefined;
}

function objectivesOf(mode: Mode, c: Record<string, unknown>): Array<{ text: string; path: PropertyKey[] }> {
  if (mode !== 'KE' || !Array.isArray(c.objectives)) return [];
  return c.objectives.map((o, i) => ({ text: typeof o === 'string' ? o : '', path: ['objectives', i] }));
}

function proseOf(mode: Mode, content: unknown): string {
  const keep = mode === 'KE' ? /^\/sections\/\d+\/body$|^\/workedExamples\// : mode === 'SPL' ? /^\/situation$|\/prompt$|\/feedback$|^\/debrief$/ : /\/stem$|\/rationale$/;
  return stringsOf(content)
    .filter((s) => keep.test(s.where))
    // Each line of a markdown list or paragraph is read as its own sentence.
    .flatMap((s) => s.text.split(/\n+/))
    .map((t) => t.replace(/[*_`>#]/g, '').replace(/^\s*[-+]\s+/, '').trim())
    .filter(Boolean)
    .map((t) => (/[.!?]$/.test(t) ? t : `${t}.`))
    .join(' ');
}

export function pedagogicalFindings(mode: Mode, content: unknown, cls: { gradeLevel: string; language: string }): Finding[] {
  const out: Finding[] = [];
  const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  const objectives = objectivesOf(mode, c);
  if (mode === 'KE' && !objectives.length) out.push({ check: 'pedagogical', severity: 'high', title: 'No learning objectives', where: '/objectives', problem: 'Without objectives neither teacher nor learner knows what success looks like.', fix: 'Add two to four objectives, each starting with a measurable verb (define, explain, compare, apply...).' });
  for (const o of objectives) {
    const first = (o.text.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/[^\p{L}-]/gu, '');
    if (VAGUE.has(first)) {
      out.push({ check: 'pedagogical', severity: 'medium', title: 'Objective cannot be measured', where: pointer(o.path), problem: `"${first}" cannot be observed, so the objective cannot be assessed.`, fix: 'Start with an observable Bloom verb: define, explain, compare, apply, analyse, evaluate or create.' });
    } else if (first && !BLOOM.has(first)) {
      out.push({ check: 'pedagogical', severity: 'low', title: 'Objective verb is not a Bloom verb', where: pointer(o.path), problem: `"${first}" is not a verb from Bloom's taxonomy, so the level of the objective is unclear.`, fix: 'Start with a measurable verb (identify, explain, apply, analyse...).' });
    }
  }

  const prose = proseOf(mode, content);
  const target = gradeNumber(cls.gradeLevel);
  const words = prose.split(/\s+/).filter(Boolean).length;
  if (target !== undefined && words >= 30) {
    const grade = Math.round(readability.fleschKincaidGrade(prose) * 10) / 10;
    const where = mode === 'KE' ? '/sections' : mode === 'SPL' ? '/situation' : '/questions';
    const english = cls.language.toLowerCase().startsWith('en') ? '' : ' (the formula is calibrated for English, so treat it as rough for this language)';
    if (grade > target + 2) {
      out.push({ check: 'pedagogical', severity: grade > target + 4 ? 'high' : 'medium', title: 'Reading level above the class', where, problem: `The prose reads at Flesch-Kincaid grade ${grade}, above the class's level "${cls.gradeLevel}" (${target})${english}.`, fix: 'Use shorter sentences and everyday words; define technical terms where they first appear.' });
    } else if (grade < target - 4) {
      out.push({ check: 'pedagogical', severity: 'low', title: 'Reading level well below the class', where, problem: `The prose reads at Flesch-Kincaid grade ${grade}, well below "${cls.gradeLevel}" (${target})${english}.`, fix: 'Add depth: reasons, connections and the subject terms learners at this level should use.' });
    }
  }

  if (mode === 'KE') {
    const examples = Array.isArray(c.workedExamples) ? c.workedExamples.length : 0;
    const questions = Array.isArray(c.checkQuestions) ? c.checkQuestions.length : 0;
    if (questions && !examples) out.push({ check: 'pedagogical', severity: 'medium', title: 'Check questions without worked examples', where: '/workedExamples', problem: 'Learners are tested before they have seen the idea worked through once.', fix: 'Add at least one worked example before the check questions.' });
    const headings = Array.isArray(c.sections) ? c.sections.map((s) => toText((s as Record<string, unknown>)?.heading)) : [];
    const quizAt = headings.findIndex((h) => /quiz|check|test|exercise|pr[uü]f|ejercicio/i.test(h));
    const exampleAt = headings.findIndex((h) => /example|ejemplo|exemple|beispiel/i.test(h));
    if (quizAt >= 0 && exampleAt > quizAt) out.push({ check: 'pedagogical', severity: 'low', title: 'Questions come before examples', where: pointer(['sections', quizAt]), problem: `The section "${headings[quizAt]}" comes before the examples in "${headings[exampleAt]}".`, fix: 'Move the examples before the questions.' });
  }
  return out;
}

// The built-in critic: the real checks of each type, run without a model.
import type { Mode } from '../content-schemas.js';
import { assessmentFindings } from './assessment.js';
import { biasFindings } from './bias.js';
import { factualFindings } from './factual.js';
import type { CheckType, CriticType, Finding } from './findings.js';
import { pedagogicalFindings } from './pedagogical.js';
import { technicalFindings } from './technical.js';

export interface CriticInput {
  criticType: CriticType;
  system: Mode;
  content: unknown;
  competencyName: string;
  competencyDescription: string;
  gradeLevel: string;
  language: string;
}

const ORDER: CheckType[] = ['technical', 'assessment', 'factual', 'pedagogical', 'bias'];
const RANK = { high: 0, medium: 1, low: 2, info: 3 } as const;

export function builtinCritique(input: CriticInput): { findings: Finding[]; notes: string[] } {
  const types = input.criticType === 'comprehensive' ? ORDER : [input.criticType];
  const findings: Finding[] = [];
  const notes = ['Built-in checks (no model configured).'];
  for (const t of types) {
    if (t === 'technical') findings.push(...technicalFindings(input.system, input.content));
    if (t === 'assessment') {
      if (input.system !== 'SATA') notes.push(`Assessment checks for ${input.system}: answers to check questions and wrong turns in decisions; distractor checks apply to SATA.`);
      findings.push(...assessmentFindings(input.system, input.content));
    }
    if (t === 'factual') {
      const { findings: f, claims } = factualFindings(input.content);
      notes.push(`Nothing was checked against a source: ${claims} checkable claim(s) are listed for a person to verify, and the content was compared only with itself.`);
      findings.push(...f);
    }
    if (t === 'pedagogical') findings.push(...pedagogicalFindings(input.system, input.content, input));
    if (t === 'bias') {
      if (!input.language.toLowerCase().startsWith('en')) notes.push(`Wording checks (alex) cover English only; the class language is "${input.language}", so only pronoun balance and names were checked.`);
      findings.push(...biasFindings(input.content, input.language));
    }
  }
  // Most severe first, then in check order; stable, so the same content gives the same numbering.
  const sorted = findings.map((f, i) => ({ f, i })).sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || a.i - b.i).map((x) => x.f);
  return { findings: sorted, notes };
}

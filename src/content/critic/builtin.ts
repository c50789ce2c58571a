// The built-in critic: the real checks of each type, run without a model.
import type { Mode } from '../content-schemas.js';
import { assessmentFindings } from './assessment.js';
import { biasFindings } from './bias.js';
import { factualFindings } from './factual.js';
import { sortFindings, withQuotes, withSharedStrings, type CheckType, type CriticType, type Finding } from './findings.js';
import { pedagogicalFindings } from './pedagogical.js';
import { withoutExplainedKeys } from './explained-keys.js';
import { technicalFindings } from './technical.js';
import { langOf, withSharedSentences } from './text.js';

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

export function builtinCritique(input: CriticInput): { findings: Finding[]; notes: string[] } {
  return withSharedSentences(() => withSharedStrings(() => critique(input)));
}

function critique(input: CriticInput): { findings: Finding[]; notes: string[] } {
  const types = input.criticType === 'comprehensive' ? ORDER : [input.criticType];
  const findings: Finding[] = [];
  const notes = ['Built-in checks (no model configured).'];
  const lang = langOf(input.language);
  for (const t of types) {
    if (t === 'technical') findings.push(...technicalFindings(input.system, input.content));
    if (t === 'assessment') {
      findings.push(...assessmentFindings(input.system, input.content, lang));
    }
    if (t === 'factual') {
      const { findings: f, claims } = factualFindings(input.system, input.content, lang);
      notes.push(`Nothing was checked against a source: ${claims} checkable claim(s) are listed for a person to verify, and the content was compared only with itself.`);
      findings.push(...f);
    }
    if (t === 'pedagogical') findings.push(...pedagogicalFindings(input.system, input.content, input));
    if (t === 'bias') {
      if (lang !== 'en') notes.push(`Word-level checks (alex) cover English only; for "${input.language}" the sentence-level stereotype check${lang === 'other' ? ' (English patterns)' : ''}, pronoun balance and names were checked.`);
      findings.push(...biasFindings(input.content, input.language));
    }
  }
  // One finding per fault and place: two checks that see the same thing (a schema rule and an
  // answer-key rule, or "empty") report it once; different words flagged in one place stay apart.
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const key = `${f.type} ${f.location} ${f.quote}`;
    return !seen.has(key) && !!seen.add(key);
  });
  // An answer-key count over a list that another finding explains (a one-option list, a best
  // choice written twice, "All of the above" keyed right) is that finding's fault, not a second one.
  return { findings: sortFindings(withQuotes(withoutExplainedKeys(unique, input.system, input.content), input.content)), notes };
}

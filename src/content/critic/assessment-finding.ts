// How an assessment check reports what it finds: one finding of the `assessment` check. Apart so
// that every file of the assessment checks (assessment.ts and the assessment-*.ts beside it) adds
// findings the same way without importing one another.
import type { Finding, FindingType, Severity } from './findings.js';

export function add(out: Finding[], type: FindingType, severity: Severity, title: string, location: string, explanation: string, fix: string, quote = '') {
  out.push({ type, check: 'assessment', severity, title, location, quote, explanation, fix });
}

// What "a name is really in a file" means for the code-map tests (docs.test.ts): a declaration
// (function, class, interface, type, const/let, enum, a method or a field) or, for a front door,
// a re-export. Kept apart so the tests read as the rules they check.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `source` declares `name` (at the top level, as a member, or in an export list). */
export function declares(source: string, name: string): boolean {
  const n = escape(name);
  return [
    new RegExp(`\\b(function\\*?|class|interface|type|const|let|var|enum|namespace)\\s+${n}\\b`),
    // a method or a field of a class or an interface: `  name(`, `  name<T>(`, `  name:`, `  readonly name`
    new RegExp(`^\\s+(?:(?:private|protected|public|readonly|static|async|get)\\s+)*${n}\\s*[?]?[(:<]`, 'm'),
    // an export list: `export { a, name, type B } from` or `export type { name }`
    new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${n}\\b[^}]*\\}`),
    // a namespace re-export: `export * as name from`
    new RegExp(`export\\s+\\*\\s+as\\s+${n}\\b`),
  ].some((re) => re.test(source));
}

/** The backticked snippets of a piece of Markdown. */
export const backticked = (md: string): string[] => [...md.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** A snippet that names a file or folder rather than something in one. */
export const isPath = (snippet: string) => /^[\w./*-]+\.(ts|js|json|md)$|^[\w-]+(\/[\w-]+)*\/$/.test(snippet);

/**
 * Whether a snippet cited for a file is true of it:
 * - an identifier (`SchoolService`) or a call (`createSchoolArea(deps)`): the file declares it;
 * - a declaration as written (`interface SchoolArea`, `export const schoolMigrations: Migration[]`,
 *   `class SqlX implements Y`): the file holds that text;
 * - a member path (`audio.speech`), a call on something (`.meta({ id })`) or a pattern
 *   (`school-001-...`): the file holds the text before any `...` elision (up to the call's `(`).
 */
export function holds(source: string, snippet: string): boolean {
  const call = /^([A-Za-z_$][\w$]*)\(.*\)$/s.exec(snippet);
  // A call: declared here, or (a helper the file uses, `appError(code, ...)`) called here.
  if (call) return declares(source, call[1]!) || source.includes(`${call[1]}(`);
  if (/^[A-Za-z_$][\w$]*$/.test(snippet)) return declares(source, snippet);
  const before = snippet.split('...')[0]!;
  const text = (before.includes('(') ? before.slice(0, before.indexOf('(') + 1) : before).trimEnd();
  return text.length > 0 && source.includes(text);
}

// Statement validation with Learning Locker's conformance-tested validator, so what the embedded
// store accepts is what an external LRS would accept.
import { createRequire } from 'node:module';
import { StatementValidationError } from './errors.js';

interface RulrWarning {
  path: Array<string | number>;
  typeName?: string;
  constructor: { name: string };
}

// The package is CommonJS with an ES-module-style `default` export.
const validator = (createRequire(import.meta.url)('@learninglocker/xapi-validation') as { default: (data: unknown) => RulrWarning[] }).default;

/** One line per problem, each naming the statement path (e.g. `actor.mbox: TypeWarning (Mailto IRI)`); empty when valid. */
export function validateStatement(statement: unknown): string[] {
  const problems = validator(statement).map((w) => {
    const where = w.path.slice(1).join('.') || 'statement';
    return `${where}: ${w.constructor.name}${w.typeName ? ` (${w.typeName})` : ''}`;
  });
  unrepresentableNumbers(statement, '', 0, problems);
  return problems;
}

/** Deeper than any body may nest (JSON_MAX_DEPTH); statements built in code are shallow. */
const MAX_WALK_DEPTH = 256;

/**
 * A JSON number too large for a double (`1e400`) parses as Infinity, which the validator takes for
 * a number and JSON.stringify writes as `null`: the store would keep, and answer, another
 * statement than the one sent (`result.score.raw: null` is not even valid xAPI). Such numbers are
 * refused, each named by its path. A body never gets here with one (the JSON body parser refuses it
 * for every area); this check stays for statements built in code, which the stores validate too.
 */
function unrepresentableNumbers(value: unknown, path: string, depth: number, out: string[]): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path || 'statement'}: a number too large to store (JSON numbers must fit a double)`);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return;
  if (Array.isArray(value)) value.forEach((v, i) => unrepresentableNumbers(v, path ? `${path}.${i}` : String(i), depth + 1, out));
  else for (const [k, v] of Object.entries(value)) unrepresentableNumbers(v, path ? `${path}.${k}` : k, depth + 1, out);
}

/**
 * The stores' own check of a statement they are asked to save: returns when it is valid, else
 * throws StatementValidationError with its problems, each prefixed `[index] ` when the statement is
 * one of a batch (`index` given), and `details.field` the first problem's path.
 */
export function assertValidStatement(statement: unknown, index?: number): void {
  const problems = validateStatement(statement);
  if (!problems.length) return;
  const at = index === undefined ? '' : `[${index}] `;
  throw new StatementValidationError(problems.map((p) => at + p), { field: problems[0]!.split(':')[0], reason: 'invalid' });
}

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
  return validator(statement).map((w) => {
    const where = w.path.slice(1).join('.') || 'statement';
    return `${where}: ${w.constructor.name}${w.typeName ? ` (${w.typeName})` : ''}`;
  });
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

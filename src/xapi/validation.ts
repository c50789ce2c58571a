// Statement validation with Learning Locker's conformance-tested validator, so what the embedded
// store accepts is what an external LRS would accept.
import { createRequire } from 'node:module';
import type { Statement } from './types.js';

interface RulrWarning {
  path: Array<string | number>;
  typeName?: string;
  constructor: { name: string };
}

// The package is CommonJS with an ES-module-style `default` export.
const validator = (createRequire(import.meta.url)('@learninglocker/xapi-validation') as { default: (data: unknown) => RulrWarning[] }).default;

/** One line per problem, each naming the statement path (e.g. `actor.mbox: TypeWarning (Mailto IRI)`); empty when valid. */
export function validateStatement(statement: Statement | unknown): string[] {
  return validator(statement).map((w) => {
    const where = w.path.slice(1).join('.') || 'statement';
    return `${where}: ${w.constructor.name}${w.typeName ? ` (${w.typeName})` : ''}`;
  });
}

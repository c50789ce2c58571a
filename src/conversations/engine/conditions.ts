// Failure-pattern condition language (stub; the engine issue replaces it with the real parser).
/** Returns a one-line problem when the condition does not parse, otherwise undefined. */
export function conditionProblem(_condition: string): string | undefined {
  return undefined;
}

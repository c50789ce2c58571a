// Scenarios shared by several sessions (the built-in library, interned inline scenarios) are
// frozen: one session's code cannot change another's scenario by accident.
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

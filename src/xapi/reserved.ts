// Activities whose statements only one area may write. School class records live under
// `{activity_base}/class/` and the newest one is the class's state, so a statement about such an
// activity from anyone else (a client posting to the xAPI intake) could forge a class. Every area
// but the owner gets the record store through this wrapper, which refuses such statements.
import { StatementValidationError } from './errors.js';
import type { StatementStore } from './store.js';
import type { Statement } from './types.js';

export function withReservedActivities(store: StatementStore, reservedPrefixes: readonly string[]): StatementStore {
  const reserved = (s: Statement) => {
    const id = (s?.object as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' && reservedPrefixes.some((p) => id.startsWith(p));
  };
  return {
    kind: store.kind,
    async save(input, options) {
      const list: readonly Statement[] = Array.isArray(input) ? input : [input as Statement];
      const at = list.findIndex(reserved);
      if (at >= 0) {
        throw new StatementValidationError([`${list.length > 1 ? `[${at}] ` : ''}object.id: this activity is recorded by the service itself`], { field: 'object.id', reason: 'reserved' });
      }
      return store.save(input, options);
    },
    query: (q) => store.query(q),
    ...(store.close ? { close: () => store.close!() } : {}),
  };
}

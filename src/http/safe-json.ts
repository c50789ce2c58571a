// JSON.parse for text that came from outside (bodies, query parameters), through
// secure-json-parse: JSON.parse creates `__proto__` as an own property, which a later spread or
// Object.assign turns into a prototype change, and `constructor.prototype` reaches the same place.
// Such keys have no legitimate use in this API, so the text is refused. The library only scans
// the parsed value when the text could spell one of them (literally or through \u escapes), so
// ordinary bodies cost one JSON.parse and two regular-expression tests (measured: no slower than
// the hand-written check it replaced; README, dependencies).
import secureJson from 'secure-json-parse';
import { appError, type AppError } from './errors.js';

const REFUSE = { protoAction: 'error', constructorAction: 'error' } as const;
/** What secure-json-parse throws for a forbidden key (a SyntaxError, like malformed text). */
const FORBIDDEN = 'Object contains forbidden prototype property';

/**
 * Parses `text`, or throws a 400 `invalid_json` AppError: `invalid()` for malformed text, a fixed
 * one for a key that would reach a prototype.
 */
export function parseUntrustedJson(text: string, invalid: () => AppError): unknown {
  try {
    return secureJson.parse(text, null, REFUSE) as unknown;
  } catch (err) {
    if (err instanceof Error && err.message === FORBIDDEN) throw appError('invalid_json', 'JSON keys "__proto__" and "constructor.prototype" are not allowed');
    throw invalid();
  }
}

// JSON.parse for text that came from outside (bodies, query parameters), through
// secure-json-parse: JSON.parse creates `__proto__` as an own property, which a later spread or
// Object.assign turns into a prototype change, and `constructor.prototype` reaches the same place.
// Such keys have no legitimate use in this API, so the text is refused. The library only scans
// the parsed value when the text could spell one of them (literally or through \u escapes), so
// ordinary bodies cost one JSON.parse and two regular-expression tests (measured: no slower than
// the hand-written check it replaced; README, dependencies).
import secureJson from 'secure-json-parse';
import { ValidationError, appError, type AppError, type ErrorCode } from './errors.js';

const REFUSE = { protoAction: 'error', constructorAction: 'error' } as const;
/** What secure-json-parse throws for a forbidden key (a SyntaxError, like malformed text). */
const FORBIDDEN = 'Object contains forbidden prototype property';

/** Default deepest nesting of objects and arrays in a body (JSON_MAX_DEPTH). */
export const DEFAULT_JSON_MAX_DEPTH = 64;

/**
 * True when `text` nests objects/arrays deeper than `maxDepth`, found by one pass over the text
 * before JSON.parse builds anything. Every recursive walk in the service (validation, canonical
 * forms, renderers) then sees at most `maxDepth` levels, so none can overflow the stack. A text
 * no longer than `maxDepth` cannot hold more openers than that and is not scanned. Most of a
 * body's text is inside strings, which are skipped with indexOf to their closing quote (one not
 * escaped by an odd run of backslashes) rather than read a character at a time: half the time on
 * a batch of analytics events, with the same answer for every text, malformed ones included.
 */
export function jsonTooDeep(text: string, maxDepth: number): boolean {
  if (text.length <= maxDepth) return false;
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let end = text.indexOf('"', i + 1);
      for (;;) {
        // An unterminated string: nothing after it opens anything.
        if (end < 0) return false;
        // The backslashes just before the quote (the opening quote stops the run).
        let b = end - 1;
        while (text.charCodeAt(b) === 0x5c) b--;
        if ((end - 1 - b) % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Whether `text` (already known to be valid JSON) may hold a number too large for a double, which
 * JSON.parse turns into ±Infinity and JSON.stringify writes back as `null`. A number's value is
 * below 10^(d+e) for d digits before its point and an exponent e, and 10^308 still fits; so only
 * an exponent of three digits or more, or a run of 210 digits or more (with an exponent of at
 * most 99), can reach past it. An exponent is only counted where a number can end (before
 * whitespace, `,`, `]`, `}` or the end), so ids such as UUIDs (`…3e456-…`) do not set it off.
 * False means none can; true means the parsed value must be walked.
 */
export function mayHoldOutOfRangeNumber(text: string): boolean {
  return MAYBE_OUT_OF_RANGE.test(text);
}
const MAYBE_OUT_OF_RANGE = /\d[eE][+-]?\d{3,}(?=[\s,\]}]|$)|\d{210}/;

/** At most this many out-of-range numbers are named in one refusal. */
const MAX_NAMED_NUMBERS = 20;

/** The paths (`a.b.0`; `''` for the whole value) of the non-finite numbers in a parsed value, at most MAX_NAMED_NUMBERS. */
export function nonFiniteNumberPaths(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, path: string): void => {
    if (out.length >= MAX_NAMED_NUMBERS) return;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) out.push(path);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    // Depth is bounded: jsonTooDeep refused anything deeper than maxDepth before parsing.
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, path ? `${path}.${i}` : String(i)));
    else for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(value, '');
  return out;
}

/**
 * Parses `text`, or throws a 400 AppError: `too_deep` past `maxDepth` levels of nesting (naming `field`, where the text came from),
 * `invalid()` for malformed text, a fixed `invalid_json` for a key that would reach a prototype, and
 * `rangeCode` (the area's validation code) for a number too large for a double, naming its path
 * (`details.field`, prefixed by `field` unless that is the body) with `reason: number_out_of_range`.
 */
export function parseUntrustedJson(text: string, invalid: () => AppError, maxDepth = DEFAULT_JSON_MAX_DEPTH, field = 'body', rangeCode: ErrorCode = 'invalid_request'): unknown {
  if (jsonTooDeep(text, maxDepth)) throw appError('too_deep', `JSON nests deeper than ${maxDepth} levels`, { field, reason: `nests deeper than ${maxDepth} levels` });
  let value: unknown;
  try {
    value = secureJson.parse(text, null, REFUSE) as unknown;
  } catch (err) {
    if (err instanceof Error && err.message === FORBIDDEN) throw appError('invalid_json', 'JSON keys "__proto__" and "constructor.prototype" are not allowed');
    throw invalid();
  }
  // The walk only when the text could spell such a number: ordinary bodies pay one regex test.
  if (mayHoldOutOfRangeNumber(text)) {
    const paths = nonFiniteNumberPaths(value);
    if (paths.length > 0) {
      const named = paths.map((p) => (field === 'body' ? p || 'body' : p ? `${field}.${p}` : field));
      throw new ValidationError(
        named.map((p) => `${p}: a number too large to store (JSON numbers must fit a double)`),
        rangeCode,
        { field: named[0], reason: 'number_out_of_range' },
      );
    }
  }
  return value;
}

// Two declared paths may take the same request path: `/api/classes/join` and `/api/classes/{id}`
// both take /api/classes/join. The router alone would serve a GET there with the `{id}` route
// (reading "join" as a class id), and a 405 there would list both routes' methods. Here a segment
// named literally outranks a parameter: a request path that a more literal declared path takes
// belongs to that path's routes alone, so `GET /api/classes/join` is 405 with `Allow: POST`. The
// rule reads the declared paths themselves (mountEndpoints applies it); no list of words is kept.

/** A declared path's segments: a literal (lower case: routes match without regard to case), or null for a whole-segment parameter. */
type Segments = ReadonlyArray<string | null>;

function segmentsOf(path: string): Segments {
  return path
    .split('/')
    .slice(1)
    .map((s) => (/^\{[^{}]+\}$/.test(s) ? null : s.toLowerCase()));
}

/**
 * Whether declared path `a` outranks declared path `b`: some request path is taken by both, and `a`
 * names literally a segment that `b` takes as a parameter, never the other way round. (Paths that
 * each name a segment the other takes as a parameter, `/x/{a}/y` and `/x/y/{b}`, outrank neither.)
 */
export function outranks(a: string, b: string): boolean {
  const sa = segmentsOf(a);
  const sb = segmentsOf(b);
  if (sa.length !== sb.length) return false;
  let moreLiteral = false;
  for (let i = 0; i < sa.length; i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    // A segment only partly a parameter (`v{n}`): the rule does not compare such paths.
    if ((x ?? '').includes('{') || (y ?? '').includes('{')) return false;
    if (y === null) {
      if (x !== null) moreLiteral = true;
    } else if (x !== y) {
      return false;
    }
  }
  return moreLiteral;
}

/** Whether a request path is one the declared path takes, as the router reads it: literal segments in any case, one trailing slash allowed. */
function takes(declared: Segments, requestPath: string): boolean {
  const end = requestPath.length > 1 && requestPath.endsWith('/') ? requestPath.length - 1 : requestPath.length;
  const parts = requestPath.slice(1, end).split('/');
  if (parts.length !== declared.length) return false;
  for (let i = 0; i < parts.length; i++) {
    const d = declared[i];
    if (d === null ? parts[i] === '' : parts[i]!.toLowerCase() !== d) return false;
  }
  return true;
}

/**
 * For a route mounted at `paths`, the request paths it leaves to more literal routes among
 * `declared` (every path mounted beside it): a predicate, or null when no declared path outranks it.
 */
export function leftToOthers(paths: readonly string[], declared: readonly string[]): ((requestPath: string) => boolean) | null {
  const above = declared.filter((d) => !paths.includes(d) && paths.some((p) => outranks(d, p))).map(segmentsOf);
  if (above.length === 0) return null;
  return (requestPath) => above.some((d) => takes(d, requestPath));
}

/**
 * Routes (the router's route objects) and the request paths each leaves to more literal routes,
 * so that a 405's Allow (middleware/not-found.ts) counts a route only where it serves.
 */
export const declinedPaths = new WeakMap<object, (requestPath: string) => boolean>();

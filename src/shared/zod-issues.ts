// Readable zod problems, one line per issue naming its path (`options.ttl_seconds: too big`).
// Shared by request validation (src/http) and model-output validation (src/llm).
import type { z } from 'zod';

/** A request with thousands of unknown keys still gets a short problem line. */
const MAX_LISTED_KEYS = 20;
const cap = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export function pathToString(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

/**
 * zod's own line for a field that is absent ("Invalid input: expected string, received undefined")
 * tells a caller what type to send, not that the field was left out: such a field reads "is
 * required". A schema's own messages are kept as written.
 */
const ABSENT = /^Invalid input: expected [^,]+, received undefined$/;

/** The reason one issue gives, without its path. */
export function issueReason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return issue.keys.length > 1 ? 'unknown fields' : 'unknown field';
  if (issue.code === 'invalid_type' && ABSENT.test(issue.message)) return 'is required';
  return issue.message;
}

/** The path one issue names: an unknown key's own path (`events[0].foo`), not its object's. */
export function issuePath(issue: z.core.$ZodIssue, prefix: PropertyKey[] = []): string {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]!);
  return pathToString(path);
}

export function formatZodIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string[] {
  return issues.map((issue) => {
    const where = pathToString([...prefix, ...issue.path]);
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.slice(0, MAX_LISTED_KEYS).map((k) => cap(where ? `${where}.${k}` : k, 60));
      const more = issue.keys.length - keys.length;
      return `${keys.join(', ')}${more > 0 ? ` and ${more} more` : ''}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
    }
    const reason = issueReason(issue);
    return where ? `${where}: ${reason}` : reason;
  });
}

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

export function formatZodIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string[] {
  return issues.map((issue) => {
    const where = pathToString([...prefix, ...issue.path]);
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.slice(0, MAX_LISTED_KEYS).map((k) => cap(where ? `${where}.${k}` : k, 60));
      const more = issue.keys.length - keys.length;
      return `${keys.join(', ')}${more > 0 ? ` and ${more} more` : ''}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
    }
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

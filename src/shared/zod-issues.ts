// Readable zod problems, one line per issue naming its path (`options.ttl_seconds: too big`).
// Shared by request validation (src/http) and model-output validation (src/llm).
import type { z } from 'zod';

export function pathToString(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

export function formatZodIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string[] {
  return issues.map((issue) => {
    const where = pathToString([...prefix, ...issue.path]);
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => (where ? `${where}.${k}` : k));
      return `${keys.join(', ')}: unknown field${keys.length > 1 ? 's' : ''}`;
    }
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

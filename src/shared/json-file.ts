// A shipped data file (resources/...) read and checked against its schema, once, at start-up. A
// fault is one line naming the file and its first problem, so a broken edit stops start-up with a
// message its author can act on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { formatZodIssues } from './zod-issues.js';

/** `fail` wraps the line in the caller's own error class. */
export function readCheckedJson<T>(dir: string, file: string, schema: z.ZodType<T>, fail: (line: string) => Error): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (err) {
    throw fail(`${file}: not readable JSON (${(err as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw fail(`${file}: ${formatZodIssues(parsed.error.issues)[0]}`);
  return parsed.data;
}

// Callers of the model gateway should not care which provider answers: the built-in engine is
// meant to be one more provider, so no code outside src/llm branches on `'builtin'`. Today some
// still do; this test counts those branches per file and fails when one is added (or a file's
// count grows). Lower a count here when a branch goes; the goal is an empty list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The branches left, per file: each is a check of which provider a caller has. */
const STILL_BRANCHING: Record<string, number> = {
  'src/batch/area.ts': 1,
  'src/batch/runner.ts': 1,
  'src/content/service.ts': 4,
  'src/conversations/service.ts': 1,
  'src/health/presenters.ts': 1,
  'src/maps/generation/index.ts': 4,
};

// `x === 'builtin'`, `'builtin' !== x` and the gateway's own predicate `isBuiltin(model)`.
const BRANCH = /\bisBuiltin\(|(['"])builtin\1\s*[!=]==|[!=]==\s*(['"])builtin\2/g;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

describe('provider branches outside the model gateway', () => {
  it('are never added: each file has at most the branches it had', () => {
    const found: Record<string, number> = {};
    for (const file of sources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (rel.startsWith('src/llm/')) continue;
      const count = fs.readFileSync(file, 'utf8').match(BRANCH)?.length ?? 0;
      if (count > 0) found[rel] = count;
    }
    const grown = Object.entries(found).filter(([file, count]) => count > (STILL_BRANCHING[file] ?? 0));
    expect(grown, 'ask the gateway for the task instead of checking which provider it resolved').toEqual([]);
  });

  it('finds the forms a branch takes', () => {
    const samples = ["model.provider === 'builtin'", "'builtin' !== p", 'isBuiltin(model)', 'job.provider !== "builtin"'];
    for (const s of samples) expect(s.match(BRANCH), s).toHaveLength(1);
    expect("{ provider: 'builtin', model }".match(BRANCH)).toBeNull();
  });
});

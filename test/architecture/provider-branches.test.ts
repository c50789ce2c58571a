// Callers of the model gateway do not care which provider answers: the built-in engine is one more
// provider (each area's tasks carry its engine, src/llm/task.ts), so no code outside src/llm
// branches on `'builtin'`. `npm run lint` refuses such a branch (eslint/no-provider-branch.js); this
// test scans the sources as well, and shows the rule refusing each form.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

async function refused(code: string, file: string) {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'local/no-provider-branch').map((m) => m.line);
}

describe('provider branches outside the model gateway', () => {
  it('are none: no file outside src/llm checks which provider it has', () => {
    const found: Record<string, number> = {};
    for (const file of sources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (rel.startsWith('src/llm/')) continue;
      const count = fs.readFileSync(file, 'utf8').match(BRANCH)?.length ?? 0;
      if (count > 0) found[rel] = count;
    }
    expect(found, 'ask the gateway for the task instead of checking which provider it resolved').toEqual({});
  });

  it('finds the forms a branch takes', () => {
    const samples = ["model.provider === 'builtin'", "'builtin' !== p", 'isBuiltin(model)', 'job.provider !== "builtin"'];
    for (const s of samples) expect(s.match(BRANCH), s).toHaveLength(1);
    expect("{ provider: 'builtin', model }".match(BRANCH)).toBeNull();
  });

  it('are refused by lint in an area, and allowed inside the gateway', async () => {
    const code = [
      "declare const model: { provider: string };",
      "declare function isBuiltin(m: unknown): boolean;",
      "export const a = model.provider === 'builtin';",
      "export const b = 'builtin' != model.provider;",
      'export const c = isBuiltin(model);',
      "export function d(p: string): number { switch (p) { case 'builtin': return 1; default: return 0; } }",
      "export const e = { provider: 'builtin', model: 'x' };",
      "export const f = model.provider === 'builtin_prose';",
      '',
    ].join('\n');
    // Linted as the text of existing files (the type-checked rules need a file of the project).
    expect(await refused(code, 'src/maps/service.ts')).toEqual([3, 4, 5, 6]);
    expect(await refused(code, 'src/llm/task.ts')).toEqual([]);
  }, 120_000);
});

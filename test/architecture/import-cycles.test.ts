// No import cycle (ARCHITECTURE.md, Boundaries): ESLint's local/no-import-cycle fails on a cycle of
// files (type-only imports included) and on a cycle of top-level folders, and the repository's
// lint config applies it to every source file. Runs ESLint's Node API on small trees written to a
// temporary directory, since the rule reads the whole tree's imports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import local from '../../eslint/area-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const made: string[] = [];

/** Writes `files` (path under the tree -> text) and lints the tree with only the cycle rule. */
async function lintTree(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { local }, rules: { 'local/no-import-cycle': 'error' } }],
  });
  const results = await eslint.lintFiles(['src']);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}: ${m.message}`)).sort();
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('import cycles', () => {
  it('refuses a cycle of files, also when one link only imports a type', async () => {
    const found = await lintTree({
      'src/conversations/engine/types.ts': "import type { Scenario } from '../scenarios/schema.js';\nexport type Turn = { s: Scenario };\n",
      'src/conversations/scenarios/schema.ts': "import { check } from '../engine/prose.js';\nexport type Scenario = { ok: boolean };\nexport const ok = check;\n",
      'src/conversations/engine/prose.ts': "import type { Turn } from './types.js';\nexport const check = (t?: Turn) => t !== undefined;\n",
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('Import cycle: conversations/engine/prose.ts -> conversations/engine/types.ts -> conversations/scenarios/schema.ts -> conversations/engine/prose.ts');
  });

  it('refuses two areas that import each other, even through their front doors', async () => {
    const found = await lintTree({
      // No file is on a cycle: each side's front door leads to a file that imports nothing back.
      'src/classes/index.ts': "export type { Curriculum } from './curriculum.js';\n",
      'src/classes/curriculum.ts': 'export type Curriculum = { nodes: string[] };\n',
      'src/classes/service.ts': "import { mastery } from '../analytics/index.js';\nexport const progress = () => mastery();\n",
      'src/analytics/index.ts': "export { mastery } from './bkt.js';\n",
      'src/analytics/bkt.ts': 'export const mastery = () => 0.5;\n',
      'src/analytics/profile.ts': "import type { Curriculum } from '../classes/index.js';\nexport const concepts = (c: Curriculum) => c.nodes;\n",
    });
    expect(found).toEqual([
      expect.stringContaining('src/analytics/profile.ts: Folder cycle: analytics -> classes -> analytics (classes/service.ts imports analytics/index.ts)'),
      expect.stringContaining('src/classes/service.ts: Folder cycle: classes -> analytics -> classes (analytics/profile.ts imports classes/index.ts)'),
    ]);
  });

  it('allows imports that go one way', async () => {
    const found = await lintTree({
      'src/http/errors.ts': "import { issues } from '../shared/zod-issues.js';\nexport const e = issues;\n",
      'src/shared/zod-issues.ts': 'export const issues = 1;\n',
      'src/classes/index.ts': "import { e } from '../http/errors.js';\nexport const c = e;\n",
      'src/app.ts': "import { c } from './classes/index.js';\nexport const app = c;\n",
    });
    expect(found).toEqual([]);
  });

  it('is switched on for every source file by the repository\'s lint config', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ['src/conversations/engine/types.ts', 'src/http/errors.ts', 'src/composition-root.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, unknown> };
      expect(config.rules['local/no-import-cycle'], file).toEqual([2]);
    }
  });
});

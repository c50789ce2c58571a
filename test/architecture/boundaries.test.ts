// The import rule between areas (ARCHITECTURE.md, Boundaries): ESLint fails on a deep import into
// another area and on a shared layer importing an area, and the repository's lint config applies
// the rule to every source file. Runs ESLint's Node API on small in-memory sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import local from '../../eslint/area-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** ESLint with only the boundary rule, so the fixtures need no type information. */
function boundaryLinter() {
  return new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        rules: { 'local/area-boundaries': 'error' },
      },
    ],
  });
}

async function problems(code: string, file: string) {
  const [result] = await boundaryLinter().lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('area boundaries', () => {
  it('refuses a deep import into another area', async () => {
    const found = await problems("import { SqlClassStore } from '../classes/sql-store.js';\n", 'src/school/service.ts');
    expect(found).toEqual([{ rule: 'local/area-boundaries', message: expect.stringContaining('through its front door (src/classes/index.ts)') }]);
  });

  it('refuses re-exports and dynamic imports that reach into another area', async () => {
    const code = "export { ClassService } from '../classes/service.js';\nexport const later = () => import('../maps/service.js');\n";
    expect(await problems(code, 'src/content/index.ts')).toHaveLength(2);
  });

  it('refuses a shared layer importing an area, even through its front door', async () => {
    const found = await problems("import { classMigrations } from '../classes/index.js';\n", 'src/storage/migrations.ts');
    expect(found).toEqual([{ rule: 'local/area-boundaries', message: expect.stringContaining('shared layer "storage" must not import from the "classes" area') }]);
    expect(await problems("import type { Curriculum } from './classes/index.js';\n", 'src/config.ts')).toHaveLength(1);
  });

  it('allows front doors, an area\'s own files, shared layers and packages', async () => {
    const code = [
      "import { createClassesArea } from '../classes/index.js';",
      "import { principalOf } from '../auth/index.js';",
      "import { appError } from '../http/errors.js';",
      "import { SchoolService } from './service.js';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(await problems(code, 'src/school/routes.ts')).toEqual([]);
    expect(await problems("import { mountMaps } from './maps/index.js';\n", 'src/app.ts')).toEqual([]);
    expect(await problems("import { MapService } from './maps/service.js';\n", 'src/composition-root.ts')).toHaveLength(1);
  });

  it('keeps rate-limit counters in the auth layer: an area takes its limiters from it', async () => {
    const counted = "import { rateLimit } from 'express-rate-limit';\nimport { ClockWindowStore } from '../http/clock-window-store.js';\n";
    const found = await problems(counted, 'src/maps/routes.ts');
    expect(found).toEqual([
      { rule: 'local/area-boundaries', message: expect.stringContaining('"maps" area must not build rate-limit counters (express-rate-limit)') },
      { rule: 'local/area-boundaries', message: expect.stringContaining('(../http/clock-window-store.js)') },
    ]);
    expect(await problems(counted, 'src/auth/rate-limit.ts')).toEqual([]);
  });

  it('is switched on for every source file by the repository\'s lint config', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ['src/conversations/service.ts', 'src/http/errors.ts', 'src/composition-root.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, unknown> };
      expect(config.rules['local/area-boundaries'], file).toEqual([2]);
    }
  });

  it('keeps express out of services, stores and presenters (HTTP stays in endpoints)', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ['src/conversations/service.ts', 'src/classes/sql-store.ts', 'src/maps/presenters.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, [number, { paths: { name: string }[] }]> };
      expect(config.rules['no-restricted-imports']?.[1].paths.map((p) => p.name), file).toContain('express');
    }
  });
});

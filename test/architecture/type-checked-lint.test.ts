// The type-checked rules of the lint config (no-floating-promises, no-misused-promises,
// await-thenable) are on for the sources: ESLint refuses each mistake in a source file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('type-checked lint', () => {
  it('refuses a floating promise, a promise passed where a void callback is expected, and awaiting a non-promise', async () => {
    const code = [
      'export async function save(): Promise<void> {}',
      'export function run(): void {',
      '  save();',
      '  [1, 2].forEach(async () => {});',
      '}',
      'export async function wait(): Promise<void> {',
      '  await 3;',
      '}',
      '',
    ].join('\n');
    // Linted as if it were src/clock.ts, so the project's type information applies.
    const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, 'src/clock.ts') });
    const rules = result!.messages.map((m) => m.ruleId);
    expect(rules).toEqual(
      expect.arrayContaining(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises', '@typescript-eslint/await-thenable']),
    );
  }, 60_000);
});

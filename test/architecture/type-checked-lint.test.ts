// The type-checked rules of the lint config are on for the sources: no-floating-promises,
// no-misused-promises and await-thenable everywhere, and typescript-eslint's whole
// recommended-type-checked set under src/. ESLint refuses each mistake in a source file.
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

  it('applies the recommended type-checked set to the sources', async () => {
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(path.join(ROOT, 'src/app.ts'))) as { rules: Record<string, unknown> };
    for (const rule of ['no-unsafe-argument', 'no-unsafe-member-access', 'unbound-method', 'no-base-to-string', 'no-unnecessary-type-assertion']) {
      expect(config.rules[`@typescript-eslint/${rule}`], rule).toEqual([2]);
    }
  });
});

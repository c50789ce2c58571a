// One way to build an endpoint (ARCHITECTURE.md): a route registered outside defineEndpoint
// (src/http/endpoint.ts) is a lint error anywhere in src, and the only files allowed to do it are
// listed in eslint.config.js with their reason.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function restricted(code: string, file: string) {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, file) });
  return [...new Set(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line))];
}

describe('routes only through defineEndpoint', () => {
  it('refuses Router(), app.<verb> and router.<verb> in an area', async () => {
    const code = [
      "import { Router, type Express } from 'express';",
      'export function mount(app: Express): void {',
      '  const router = Router();',
      "  router.get('/x', (_req, res) => { res.json({}); });",
      "  app.post('/api/y', (_req, res) => { res.json({}); });",
      '  app.use(router);',
      '}',
      '',
    ].join('\n');
    expect(await restricted(code, 'src/classes/endpoints.ts')).toEqual([3, 4, 5]);
  }, 60_000);

  it('leaves other calls named get alone', async () => {
    const code = ["const m = new Map<string, number>();", "export const n = m.get('k');", ''].join('\n');
    expect(await restricted(code, 'src/classes/endpoints.ts')).toEqual([]);
  }, 60_000);
});

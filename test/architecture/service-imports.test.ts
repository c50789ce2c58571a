// One way to build an endpoint (ARCHITECTURE.md, Invariants): the endpoint parses the request and
// presents the result; the service takes parsed input and returns records. So no service imports
// http/validate.ts or a presenters.ts: lint refuses it (eslint.config.js), and every service in
// the tree is held to it, with no exception (the maps service keeps its maps' bodies serialised
// through map-bytes.ts, a storage module; presenters.ts frames the response in the present step).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `service.ts` under src/, relative to the repository. */
function services(dir = path.join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? services(path.join(dir, e.name)) : e.name === 'service.ts' ? [path.relative(ROOT, path.join(dir, e.name)).split(path.sep).join('/')] : [],
  );
}

/** The modules a source imports (static, re-exported or dynamic with a literal). */
const importsOf = (code: string) => [...code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
const parses = (spec: string) => /(^|\/)http\/validate(\.js)?$/.test(spec);
const presents = (spec: string) => /(^|\/)presenters(\.js)?$/.test(spec);

describe('services neither parse requests nor present responses', () => {
  it('lint refuses http/validate and presenters in any service, and allows them in endpoints', async () => {
    const code = ["import { parseWith } from '../http/validate.js';", "import { presentClass } from './presenters.js';", 'export const use = [parseWith, presentClass];', ''].join('\n');
    const eslint = new ESLint({ cwd: ROOT });
    const refused = async (file: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
    };
    expect(await refused('src/classes/service.ts')).toEqual([1, 2]);
    expect(await refused('src/xapi/read/service.ts')).toEqual([1, 2]);
    expect(await refused('src/maps/service.ts')).toEqual([1, 2]);
    expect(await refused('src/classes/endpoints.ts')).toEqual([]);
  }, 120_000);

  it('holds for every service in the tree', () => {
    const found = services().flatMap((file) =>
      importsOf(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((spec) => parses(spec) || presents(spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(services()).toEqual(expect.arrayContaining(['src/classes/service.ts', 'src/batch/service.ts', 'src/xapi/intake/service.ts']));
    expect(services()).toContain('src/maps/service.ts');
    expect(found).toEqual([]);
  });
});

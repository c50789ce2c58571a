// One web pipeline: esbuild builds every page's script and stylesheet (minified, fingerprinted,
// source-mapped), pages share one DOM helper module, one HTML escaper and one set of theme tokens.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES, STATIC_FILES, WEB_ROOT, bundleWeb } from '../../src/web/bundle.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('the build', () => {
  const build = bundleWeb();
  const byName = new Map(build.files.map((f) => [f.file, Buffer.from(f.contents).toString('utf8')]));

  it('names every entry by its content hash, with a source map beside each script and stylesheet', () => {
    for (const entry of [...ENTRIES, ...STATIC_FILES]) {
      const out = build.manifest.entries[entry]!;
      const ext = path.extname(entry);
      expect(out.file).toMatch(new RegExp(`^${entry.slice(0, -ext.length)}-[A-Z0-9]{8}\\${ext}$`));
      expect(byName.has(out.file)).toBe(true);
      if (ext !== '.svg') expect(byName.has(`${out.file}.map`), entry).toBe(true);
    }
  });

  it('is deterministic: the same sources give the same names', () => {
    expect(bundleWeb().manifest).toEqual(build.manifest);
  });

  it('minifies and leaves the ICU parser out of the pages (messages arrive parsed)', () => {
    const app = byName.get(build.manifest.entries['simulation/app.js']!.file)!;
    const chunks = build.manifest.entries['simulation/app.js']!.imports.map((c) => byName.get(c)!);
    const all = [app, ...chunks].join('\n');
    expect(all).not.toMatch(/^\s*\/\/ /m);
    expect(all).toContain('IntlMessageFormat');
    expect(all).not.toContain('SyntaxError: EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(Buffer.byteLength(all)).toBeLessThan(40 * 1024);
  });
});

describe('one of each', () => {
  it('one DOM helper module in web/ (maps and simulation share web/shared/dom.js)', () => {
    const helpers = files(WEB_ROOT).filter((f) => f.endsWith('.js') && /export function h\(/.test(readFileSync(f, 'utf8')));
    expect(helpers.map((f) => path.relative(WEB_ROOT, f))).toEqual(['shared/dom.js']);
  });

  it('one HTML escaper on the server (src/web/html.ts)', () => {
    const escapers = files(path.join(ROOT, 'src')).filter((f) => f.endsWith('.ts') && readFileSync(f, 'utf8').includes("'&amp;'"));
    expect(escapers.map((f) => path.relative(ROOT, f))).toEqual(['src/web/html.ts']);
  });

  it('the dark-theme colours are written once (web/shared/tokens.css)', () => {
    const withDarkBg = files(WEB_ROOT).filter((f) => readFileSync(f, 'utf8').toLowerCase().includes('#0e131a'));
    expect(withDarkBg.map((f) => path.relative(WEB_ROOT, f))).toEqual(['shared/tokens.css']);
    expect(readFileSync(path.join(WEB_ROOT, 'shared/tokens.css'), 'utf8').match(/#0e131a/gi)).toHaveLength(1);
  });

  it('one page shell: every server-rendered page goes through renderPage', () => {
    const shells = files(path.join(ROOT, 'src')).filter((f) => f.endsWith('.ts') && readFileSync(f, 'utf8').includes('</html>'));
    expect(shells.map((f) => path.relative(ROOT, f))).toEqual(['src/web/html.ts']);
  });
});

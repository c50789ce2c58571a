// The repository explains itself: code comments point to documents that exist (ARCHITECTURE.md,
// docs/, the OpenAPI document), never to ones outside it, and ARCHITECTURE.md's endpoint table
// names files that exist, for every route the app mounts. Names, not only files: every name the
// table and the "Adding an area" example cite is declared in (or exported from) the file they
// cite it for, and the example endpoint is the real one, line for line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backticked, declares, holds, isPath } from './code-map-names.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
/** A file a document cites, or every file of a glob's folder (`test/school/*.test.ts`). */
const sourcesOf = (rel: string): string =>
  rel.includes('*') ? filesUnder(path.join(ROOT, path.dirname(rel)), /\.ts$/).map((f) => readFileSync(f, 'utf8')).join('\n') : source(rel);

function filesUnder(dir: string, exts: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, exts));
    else if (exts.test(name)) out.push(full);
  }
  return out;
}

/**
 * References to the documents the service was first specified in, which are not in this
 * repository: the two documents by name (spelled with character classes, so this guard does not
 * cite them itself) and their lettered parts.
 */
const OUTSIDE_DOCS = /\bS[P]EC(\.md)?\b|\bC[O]NTRACT(\.md)?\b|\b[Pp]arts? [A-E]\b/;

describe('comments cite documents in the repository', () => {
  it('no source, web, script, test or doc file cites the original specification or its lettered parts', () => {
    const offenders = [
      ...filesUnder(path.join(ROOT, 'src'), /\.ts$/),
      ...filesUnder(path.join(ROOT, 'web'), /\.(js|css|html)$/),
      ...filesUnder(path.join(ROOT, 'test'), /\.ts$/),
      ...filesUnder(path.join(ROOT, 'scripts'), /\.(ts|mjs|py)$/),
      ...filesUnder(path.join(ROOT, 'bench'), /\.ts$/),
      ...filesUnder(path.join(ROOT, 'docs'), /\.md$/),
      ...['README.md', 'ARCHITECTURE.md', '.env.example'].map((f) => path.join(ROOT, f)),
    ]
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path.relative(ROOT, file)}:${i + 1}`, line }))
          .filter(({ line }) => OUTSIDE_DOCS.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('every docs/ note that a comment or ARCHITECTURE.md points to exists', () => {
    const texts = [...filesUnder(path.join(ROOT, 'src'), /\.ts$/).map((f) => readFileSync(f, 'utf8')), readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8')];
    const cited = new Set(texts.flatMap((t) => [...t.matchAll(/docs\/([a-z-]+\.md)/g)].map((m) => m[1]!)));
    expect(cited.size).toBeGreaterThan(3);
    for (const note of cited) expect(existsSync(path.join(ROOT, 'docs', note)), `docs/${note}`).toBe(true);
  });
});

describe('ARCHITECTURE.md endpoint table', () => {
  const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const table = text.slice(text.indexOf('## Endpoints and the files behind them'));
  const rows = table.split('\n').filter((l) => l.startsWith('| `'));

  it('names route, schema, logic, store and test files that exist', () => {
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) {
      const cells = row.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, ''));
      const [, route, schema, logic, store, tests] = cells;
      for (const [cell, base] of [[route, 'src'], [schema, 'src'], [logic, 'src'], [store, 'src'], [tests, 'test']] as const) {
        for (const m of cell!.matchAll(/`([\w./-]+\.ts|[\w-]+(?:\/[\w-]+)*\/)`/g)) {
          const rel = m[1]!.replace(/\*.*$/, '');
          expect(existsSync(path.join(ROOT, base, rel)), `${base}/${rel} (row: ${cells[0]})`).toBe(true);
        }
      }
    }
  });

  it('cites only names its files declare: `file.ts` (`name`, ...), and area\'s `Name` from its front door', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const row of rows) {
      const cells = row.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, ''));
      cells.slice(1).forEach((cell, i) => {
        const base = i === 4 ? 'test' : 'src';
        // `path` (... `name` ...): each name is in that file
        for (const m of cell.matchAll(/`([\w./-]+\.ts)`\s*\(([^)]*)\)/g)) {
          for (const name of backticked(m[2]!)) {
            checked++;
            if (!holds(source(`${base}/${m[1]}`), name)) wrong.push(`${base}/${m[1]} lacks \`${name}\` (row: ${cells[0]})`);
          }
        }
        // area's `Name`: exported by that area's front door
        for (const m of cell.matchAll(/\b(\w+)'\s+`(\w+)`/g)) {
          checked++;
          if (!declares(source(`src/${m[1]}/index.ts`), m[2]!)) wrong.push(`src/${m[1]}/index.ts does not export \`${m[2]}\` (row: ${cells[0]})`);
        }
      });
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(8);
  });

  it('has a row for every area that mounts routes', () => {
    const app = readFileSync(path.join(ROOT, 'src/app.ts'), 'utf8');
    const mounted = [...app.matchAll(/mount\w+\(app, root\.(\w+)\)/g)].map((m) => m[1]!);
    expect(mounted.length).toBeGreaterThan(5);
    const routeFiles = rows.map((r) => r.split(' | ')[1]!);
    for (const area of mounted) expect(routeFiles.some((c) => c.includes(`${area}/`)), area).toBe(true);
  });
});

describe('ARCHITECTURE.md, "Adding an area": the school example is the real school area', () => {
  const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const section = text.slice(text.indexOf('## Adding an area'), text.indexOf('\n## ', text.indexOf('## Adding an area') + 1));
  const fileRows = section.split('\n').filter((l) => /^\| `(src|test|docs)\//.test(l));

  it('every file of its table exists, with the names the table says it holds', () => {
    expect(fileRows.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const row of fileRows) {
      const [fileCell, what] = row.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, ''));
      const file = backticked(fileCell!)[0]!;
      if (!file.includes('*')) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      const code = sourcesOf(file);
      for (const name of backticked(what!).filter((n) => !isPath(n))) if (!holds(code, name)) wrong.push(`${file} lacks \`${name}\``);
    }
    expect(wrong).toEqual([]);
  });

  it('the front door re-exports what the table says it does', () => {
    const row = fileRows.find((r) => r.startsWith('| `src/school/index.ts`'))!;
    const names = backticked(row.split(' | ')[1]!);
    expect(names).toEqual(expect.arrayContaining(['createSchoolArea', 'mountSchool', 'SchoolService']));
    const index = source('src/school/index.ts');
    for (const name of names) expect(declares(index, name), `src/school/index.ts exports ${name}`).toBe(true);
  });

  it('its endpoint is the real invite-expert declaration, line for line', () => {
    const block = /```ts\n(defineEndpoint\(\{[\s\S]*?)```/.exec(section)![1]!;
    const endpoints = source('src/school/endpoints.ts');
    const lines = block
      .split('\n')
      .map((l) => l.replace(/\s+\/\/.*$/, '').trim())
      // `'...'` and `{ ... }` elide; a spread (`...onClass`) does not
      .filter((l) => l !== '' && !/\.\.\.(?![A-Za-z])/.test(l));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((l) => !endpoints.includes(l))).toEqual([]);
  });

  it('names in the prose live where it says: `name` (`file.ts`), `name` from `file.ts`, and each shared file\'s one line', () => {
    const wrong: string[] = [];
    for (const m of section.matchAll(/`([^`]+)`\s+(?:\(`|from `)((?:src|test)\/[\w./-]+\.ts)`/g)) {
      if (!holds(source(m[2]!), m[1]!)) wrong.push(`${m[2]} lacks \`${m[1]}\``);
    }
    // 1. `src/storage/migrations.ts`: append `'school'` to `MIGRATION_ORDER`. (and so on, until the next item)
    for (const m of section.matchAll(/^\d+\. `(src\/[\w./-]+\.ts)`:([\s\S]*?)(?=\n\d+\. |\n\n)/gm)) {
      const code = source(m[1]!);
      for (const name of backticked(m[2]!).filter((n) => !isPath(n) && !/^'.*'$/.test(n))) if (!holds(code, name)) wrong.push(`${m[1]} lacks \`${name}\``);
    }
    expect(wrong).toEqual([]);
  });
});

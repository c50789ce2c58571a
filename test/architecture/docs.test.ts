// The repository explains itself: code comments point to documents that exist (ARCHITECTURE.md,
// docs/, the OpenAPI document), never to ones outside it, and ARCHITECTURE.md's endpoint table
// names files that exist, for every route the app mounts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

  it('has a row for every area that mounts routes', () => {
    const app = readFileSync(path.join(ROOT, 'src/app.ts'), 'utf8');
    const mounted = [...app.matchAll(/mount\w+\(app, root\.(\w+)\)/g)].map((m) => m[1]!);
    expect(mounted.length).toBeGreaterThan(5);
    const routeFiles = rows.map((r) => r.split(' | ')[1]!);
    for (const area of mounted) expect(routeFiles.some((c) => c.includes(`${area}/`)), area).toBe(true);
  });
});

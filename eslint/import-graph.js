// The import graph of the TypeScript sources under one root, for the cycle rule (no-import-cycle.js).
// Every relative import counts, `import type` included: a type-only cycle costs nothing at run
// time, but it ties two modules together just the same (neither can move or be read alone).
// Imports are read with TypeScript's own pre-processor (no type checking: milliseconds for the
// whole tree). The graph is kept between files of one lint run and refreshed from the files'
// modification times, so an editor that lints one file after another sees its edits.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REFRESH_MS = 1000;
/** root -> { checkedAt, files: Map<file, { mtimeMs, imports: string[] }> } */
const graphs = new Map();

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The file a relative specifier names (`./x.js` is `./x.ts` on disk), or undefined. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|ts|mjs)$/, '');
  for (const candidate of [`${stem}.ts`, base, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The files `text` (the source of `file`) imports, re-exports or loads with a literal `import()`. */
export function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const out = new Set();
  for (const { fileName } of importedFiles) {
    const target = resolveImport(file, fileName);
    if (target) out.add(target);
  }
  return [...out];
}

/** file -> the files it imports, for every source file under `root`. */
export function importGraph(root, now = Date.now()) {
  let g = graphs.get(root);
  if (g && now - g.checkedAt < REFRESH_MS) return g.files;
  const files = new Map();
  for (const file of sourceFiles(root)) {
    const { mtimeMs } = fs.statSync(file);
    const known = g?.files.get(file);
    files.set(file, known && known.mtimeMs === mtimeMs ? known : { mtimeMs, imports: importsOf(file, fs.readFileSync(file, 'utf8')) });
  }
  g = { checkedAt: now, files };
  graphs.set(root, g);
  return files;
}

/**
 * The shortest path from `from` to `to` in a graph given as node -> neighbours, both ends
 * included, or undefined when `to` cannot be reached.
 */
export function pathBetween(neighbours, from, to) {
  const cameFrom = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const trail = [];
      for (let n = to; n !== undefined; n = cameFrom.get(n)) trail.unshift(n);
      return trail;
    }
    for (const next of neighbours(node)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

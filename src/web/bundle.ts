// The hosted pages' build: esbuild bundles each page's script and stylesheet from web/ (imports
// resolved, minified, with source maps) under content-hashed names, so every file can be cached
// forever and a release gets new URLs. `npm run build` writes the result to dist/public
// (build-assets.ts); running from source (tests, `npm run dev`) bundles in memory on first use.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';
import type { BuildOptions, Metafile } from 'esbuild';

/** web/ at the project root; this file sits two levels below it in both src/ and dist/. */
export const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * The pages' entry points (paths under web/). Each page loads one script and one stylesheet;
 * maps/graph.js is its own entry too so the graph drawing can be driven on its own (tests).
 */
export const ENTRIES = [
  'simulation/app.js',
  'simulation/simulation.css',
  'start/start.js',
  'start/start.css',
  'maps/compose.js',
  'maps/howto.js',
  'maps/graph.js',
  'maps/maps.css',
  'reference/reference.js',
  'reference/reference.css',
  'analytics/learner.css',
] as const;
export type Entry = (typeof ENTRIES)[number];

/** Files copied as they are (still fingerprinted). */
export const STATIC_FILES = ['shared/icon.svg'] as const;

export interface BuiltFile {
  /** Output path under the public folder, e.g. `simulation/app-2KQ4M6XA.js`. */
  file: string;
  contents: Uint8Array;
}

/** What a page needs to name an entry: its output file and the chunks it imports (to preload). */
export interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
}

export interface BuildResult {
  files: BuiltFile[];
  manifest: Manifest;
}

const OUT = '/public';

export function buildOptions(root: string): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: [...ENTRIES],
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    // Shared modules (web/shared/*.js) become chunks that pages share and browsers cache once.
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
    legalComments: 'none',
    metafile: true,
    write: false,
    outdir: OUT,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    // Pages receive their messages already parsed (src/web/i18n/catalogue.ts), so the ICU parser
    // stays out of the bundle: intl-messageformat's runtime alone is about 7 KB.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    nodePaths: [path.join(root, '..', 'node_modules')],
    logLevel: 'silent',
  };
}

function fingerprint(file: string, contents: Uint8Array): string {
  const hash = createHash('sha256').update(contents).digest('base64url').slice(0, 8).toUpperCase().replace(/[-_]/g, 'X');
  const ext = path.extname(file);
  return `${file.slice(0, -ext.length)}-${hash}${ext}`;
}

/** Bundles web/ in memory (esbuild is a build-time dependency: loaded only here). */
export function bundleWeb(root: string = WEB_ROOT): BuildResult {
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const result = esbuild.buildSync(buildOptions(root));
  const files: BuiltFile[] = result.outputFiles!.map((f) => ({ file: path.posix.relative(OUT, f.path), contents: f.contents }));
  const manifest: Manifest = { entries: {} };
  const outputs = (result.metafile as Metafile).outputs;
  const rel = (p: string) => path.posix.relative(OUT.slice(1), p.replace(/^(\.\.\/)+/, ''));
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue;
    manifest.entries[meta.entryPoint] = { file: rel(out), imports: meta.imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path)) };
  }
  for (const name of STATIC_FILES) {
    const contents = readFileSync(path.join(root, name));
    const file = fingerprint(name, contents);
    files.push({ file, contents });
    manifest.entries[name] = { file, imports: [] };
  }
  for (const entry of [...ENTRIES, ...STATIC_FILES]) if (!manifest.entries[entry]) throw new Error(`web build: no output for ${entry}`);
  return { files, manifest };
}

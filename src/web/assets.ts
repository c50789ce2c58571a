// The built page assets, served from memory under /assets/<fingerprinted file>. A compiled server
// (dist/) reads what `npm run build` wrote to dist/public; running from source bundles web/ in
// memory once per process (bundle.ts), so tests and `npm run dev` always serve the current sources.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, RequestHandler } from 'express';
import { bundleWeb, type BuildResult, type Entry, type Manifest, type STATIC_FILES } from './bundle.js';

export const ASSET_PREFIX = '/assets';

/** dist/public when this file runs compiled as dist/web/assets.js. */
export const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
export const MANIFEST_FILE = 'manifest.json';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

export interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

export type AssetName = Entry | (typeof STATIC_FILES)[number];

export interface AssetBundle {
  /** Output path (e.g. `simulation/app-2KQ4M6XA.js`) -> file. */
  files: ReadonlyMap<string, Asset>;
  /** URL of an entry's built file, e.g. url('simulation/app.js') -> /assets/simulation/app-2KQ4M6XA.js. */
  url(entry: AssetName): string;
  /** URLs of the chunks an entry imports, for <link rel="modulepreload">. */
  preloads(entry: AssetName): string[];
}

export function assetBundle(build: BuildResult): AssetBundle {
  const files = new Map<string, Asset>();
  for (const { file, contents } of build.files) {
    const body = Buffer.from(contents);
    const hash = createHash('sha256').update(body).digest('base64url');
    files.set(file, { body, type: TYPES[path.extname(file)] ?? 'application/octet-stream', etag: `"${hash.slice(0, 27)}"` });
  }
  const entry = (name: string) => {
    const found = build.manifest.entries[name];
    if (!found) throw new Error(`no built asset for ${name}`);
    return found;
  };
  return {
    files,
    url: (name) => `${ASSET_PREFIX}/${entry(name).file}`,
    preloads: (name) => entry(name).imports.map((f) => `${ASSET_PREFIX}/${f}`),
  };
}

/** What `npm run build` wrote (build-assets.ts), read back. */
export function readBuiltAssets(dir: string = PUBLIC_DIR): BuildResult {
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest & { files: string[] };
  return { manifest, files: manifest.files.map((file) => ({ file, contents: readFileSync(path.join(dir, file)) })) };
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');
let shared: AssetBundle | undefined;

/**
 * The process's assets: from dist/public when compiled (a missing build is an error that says what
 * to run), from web/ through esbuild when running from source.
 */
export function webAssets(): AssetBundle {
  if (shared) return shared;
  if (FROM_SOURCE) return (shared = assetBundle(bundleWeb()));
  if (!existsSync(path.join(PUBLIC_DIR, MANIFEST_FILE))) throw new Error(`${PUBLIC_DIR}${MANIFEST_FILE} is missing: run "npm run build"`);
  return (shared = assetBundle(readBuiltAssets()));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET/HEAD /assets/<file>: names carry their content's hash, so each is cached forever. */
export function serveAssets(bundle: AssetBundle): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = bundle.files.get(req.path.slice(1));
    if (!asset) return next();
    res.set({ 'Content-Type': asset.type, ETag: asset.etag, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(asset.body);
  };
}

/**
 * Mounts /assets and /favicon.ico. Browsers ask for /favicon.ico on any page that names no icon
 * (a JSON URL opened in a tab); they get the pages' own icon rather than a 404 in their console.
 */
export function mountWebAssets(app: Express, bundle: AssetBundle = webAssets()): void {
  app.use(ASSET_PREFIX, serveAssets(bundle));
  const icon = bundle.files.get(bundle.url('shared/icon.svg').slice(ASSET_PREFIX.length + 1))!;
  app.get('/favicon.ico', (_req, res) => {
    res.set({ 'Content-Type': icon.type, 'Cache-Control': 'public, max-age=86400' }).send(icon.body);
  });
}

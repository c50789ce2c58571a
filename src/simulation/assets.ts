// Static assets of the hosted pages (web/): plain CSS and ES modules, read once at start-up and
// served from memory. URLs carry a version derived from the content of every file
// (/assets/<version>/simulation/app.js), so a release gets new URLs and browsers may cache each
// one forever (`immutable`). Relative imports between modules stay inside the same version.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';

/** web/ at the project root; this file sits one level below it in both src/ and dist/. */
export const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));

export const ASSET_PREFIX = '/assets';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

export interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

export interface AssetBundle {
  version: string;
  /** Path relative to web/ with forward slashes, e.g. `simulation/app.js`. */
  files: ReadonlyMap<string, Asset>;
  /** Absolute URL path of an asset for the current version. */
  url(file: string): string;
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The folders of web/ this area serves (others, e.g. web/maps, are served by their own areas). */
export const ASSET_FOLDERS = ['shared', 'simulation', 'start'];

export function loadAssets(root: string = WEB_ROOT, folders: readonly string[] = ASSET_FOLDERS): AssetBundle {
  const files = new Map<string, Asset>();
  const all = createHash('sha256');
  const paths = folders.flatMap((f) => walk(path.join(root, f), root));
  for (const rel of paths.sort()) {
    const type = TYPES[path.extname(rel)];
    // Only what the pages load is public; anything else under web/ (notes, type stubs) is not served.
    if (!type) continue;
    const body = compact(rel, readFileSync(path.join(root, rel)));
    const hash = createHash('sha256').update(body).digest('base64url');
    files.set(rel, { body, type, etag: `"${hash.slice(0, 27)}"` });
    all.update(rel).update(hash);
  }
  const version = all.digest('hex').slice(0, 12);
  return { version, files, url: (file) => `${ASSET_PREFIX}/${version}/${file}` };
}

/**
 * Served without comments and indentation: the sources stay readable in the repository while the
 * page stays within its weight budget. Deliberately conservative (no renaming, no reflow) so it
 * cannot change meaning: the web/ scripts keep no multi-line strings or template literals.
 */
export function compact(file: string, body: Buffer): Buffer {
  const ext = path.extname(file);
  if (ext === '.css') {
    const css = body
      .toString('utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .trim();
    return Buffer.from(css);
  }
  if (ext === '.js') {
    const js = body
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('//'))
      .join('\n');
    return Buffer.from(`${js}\n`);
  }
  return body;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD /assets/<version>/<file>. The current version is cached forever; an older version (a page
 * rendered before a restart) still gets the file, revalidated by ETag instead.
 */
export function serveAssets(bundle: AssetBundle): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const m = /^\/([A-Za-z0-9_-]{1,64})\/(.+)$/.exec(req.path);
    const asset = m ? bundle.files.get(m[2]!) : undefined;
    if (!m || !asset) return next();
    res.set({
      'Content-Type': asset.type,
      ETag: asset.etag,
      'Cache-Control': m[1] === bundle.version ? IMMUTABLE : 'no-cache',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(asset.body);
  };
}

// Builds dist/ (`--force`: always, as `npm run build` does) only when the sources changed since the last build (npm start's prestart, and
// prepare after npm ci / npm install), so a set-up tree starts in well under 2 s instead of
// spending 5-25 s in tsc on every start. Plain node: no dev tooling is needed to decide.
//
// The fingerprint is every source file's path, size and mtime plus the tsconfig files, hashed and
// written to dist/.build-fingerprint after a successful build. Where there are no sources (the
// Docker runtime stage, or the build stage before `COPY src`), there is nothing to build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const stampFile = path.join(root, 'dist', '.build-fingerprint');

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const st = statSync(full);
        hash.update(`${path.relative(root, full)}\0${st.size}\0${st.mtimeMs}\n`);
      }
    }
  };
  walk(src);
  // The hosted pages' bundles and the message catalogue are built from these too.
  for (const dir of ['web', path.join('resources', 'messages')]) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const f of ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json']) {
    const full = path.join(root, f);
    if (existsSync(full)) hash.update(`${f}\0${readFileSync(full)}\n`);
  }
  return hash.digest('hex');
}

if (!existsSync(src)) process.exit(0);
const current = fingerprint();
const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
const force = process.argv.includes('--force');
if (!force && previous === current && existsSync(path.join(root, 'dist', 'server.js'))) process.exit(0);

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (!existsSync(tsc)) {
  if (existsSync(path.join(root, 'dist', 'server.js'))) {
    console.error('build-if-stale: sources changed but TypeScript is not installed; running the existing dist/');
    process.exit(0);
  }
  console.error('build-if-stale: dist/ is missing and TypeScript is not installed (run npm ci)');
  // As `prepare` (npm ci --omit=dev in a source tree) this is not fatal; `npm start` is.
  process.exit(process.argv.includes('--lenient') ? 0 : 1);
}
if (!force) console.error('build-if-stale: sources changed, building dist/ ...');
const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
// Bundle the pages' scripts and styles (esbuild: minified, fingerprinted, with source maps).
const assets = spawnSync(process.execPath, [path.join(root, 'dist', 'web', 'build-assets.js')], { cwd: root, stdio: 'inherit' });
if (assets.status !== 0) process.exit(assets.status ?? 1);
writeFileSync(stampFile, `${current}\n`);

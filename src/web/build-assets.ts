// `npm run build` step after tsc: bundles web/ into dist/public with a manifest, so the compiled
// server (and the Docker image, which has no esbuild) serves prebuilt files. Run as
// `node dist/web/build-assets.js`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, PUBLIC_DIR } from './assets.js';
import { bundleWeb } from './bundle.js';

const build = bundleWeb();
rmSync(PUBLIC_DIR, { recursive: true, force: true });
for (const { file, contents } of build.files) {
  const target = path.join(PUBLIC_DIR, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}
writeFileSync(path.join(PUBLIC_DIR, MANIFEST_FILE), `${JSON.stringify({ ...build.manifest, files: build.files.map((f) => f.file) }, null, 2)}\n`);
process.stdout.write(`web assets: ${build.files.length} files in ${PUBLIC_DIR}\n`);

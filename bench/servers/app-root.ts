// Which build the bench's app server (app-server.ts) imports: BENCH_DIST=<dir>, a compiled build
// elsewhere (`npm run bench -- --dist <dir>` sets it for every app server of the run); else
// BENCH_SOURCE=src, the TypeScript sources; else this tree's dist/. A relative answer is relative
// to this folder (bench/servers), as app-server.ts's import() reads it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function appRoot(env: NodeJS.ProcessEnv): string {
  if (env.BENCH_DIST) return pathToFileURL(path.resolve(env.BENCH_DIST)).href;
  return env.BENCH_SOURCE === 'src' ? '../../src' : '../../dist';
}


// The bench's servers run in child processes (bench/servers/*): started with tsx, they report their
// URL over IPC once listening, and answer 'cpu' with their own process.cpuUsage total, so the load
// generator's CPU is never counted. Shared by `npm run bench` (run.ts) and the CI smoke (smoke.ts).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVERS = path.join(import.meta.dirname, 'servers');

export interface BenchServer {
  child: ChildProcess;
  url: string;
}

/**
 * Starts `file` as a child server. `stdout: 'discard'` sends its standard output to /dev/null: a
 * server logging every request at info would otherwise print a line per request into the report.
 */
export function startServer(file: string, env: Record<string, string> = {}, nodeFlags: string[] = [], stdout: 'inherit' | 'discard' = 'inherit'): Promise<BenchServer> {
  return new Promise((resolve, reject) => {
    const out = stdout === 'discard' ? 'ignore' : 'inherit';
    const child = fork(path.join(SERVERS, file), [], { execArgv: ['--import', 'tsx', ...nodeFlags], env: childEnv(env), stdio: ['ignore', out, 'inherit', 'ipc'] });
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

/** What a child server's environment is: this process's, then `env` over it. */
export function childEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...env };
}

/**
 * `--dist <dir>`: the build every app server of this run imports (servers/app-root.ts). Set in
 * this process's own environment, which each child inherits, so it reaches every app server
 * however it is started: run.ts's, and those a scenario starts itself (the fleet's three).
 */
export function useBuild(dist: string | undefined, env: NodeJS.ProcessEnv = process.env): void {
  if (dist) env.BENCH_DIST = path.resolve(dist);
}

/** The server process's CPU microseconds so far (user + system). */
export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && 'cpu' in m) {
        child.off('message', onMessage);
        resolve((m as { cpu: number }).cpu);
      }
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

// A fleet of real server processes (src/server.ts) on one Redis and one PostgreSQL, each with its
// own empty DATA_DIR, as compose.yaml runs them behind its proxy; and the waits the fleet test
// needs, which poll for a state with a deadline instead of sleeping.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type ChildServer } from '../helpers/process.js';

export const FLEET_SECRET = 'fleet-test-secret-0123456789abcdefghij';
export const API_KEY = 'fleet-api-key';

export interface Instance {
  name: string;
  url: string;
  dataDir: string;
  server: ChildServer;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Start-up on a busy two-core machine: three processes load WordNet and the scenario library at once. */
const START_TIMEOUT_MS = 90_000;
const dataDirs: string[] = [];
let sharedObjects: string | undefined;

/**
 * One instance on a new, empty DATA_DIR: nothing it serves may come from a local file, except the
 * objects directory, which every instance shares (as compose.yaml's app-objects volume; a fleet
 * without OBJSTORE_BUCKET needs one).
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lp-fleet-${name}-`));
  dataDirs.push(dataDir);
  if (!sharedObjects) {
    sharedObjects = mkdtempSync(path.join(tmpdir(), 'lp-fleet-objects-'));
    dataDirs.push(sharedObjects);
  }
  symlinkSync(sharedObjects, path.join(dataDir, 'objects'));
  // Info: the batch test finds the instance running a job by its log line.
  const server = await startServerProcess({ LOG_LEVEL: 'info', JWT_SECRET: FLEET_SECRET, SERVICE_API_KEYS: API_KEY, DATA_DIR: dataDir, ...env }, START_TIMEOUT_MS);
  // The critic warms up after listening (about a second of CPU, more on a busy machine), stalling
  // the event loop: a Redis command sent meanwhile can outlast its 1 s timeout. Wait for it.
  await until(`${name} warmed up`, async () => (/"msg":"critic (loaded|warm-up failed)/.test(server.output()) ? true : undefined), START_TIMEOUT_MS);
  return { name, url: server.url, dataDir, server };
}

export function startFleet(names: readonly string[], env: Record<string, string>): Promise<Instance[]> {
  return Promise.all(names.map((name) => startInstance(name, env)));
}

/** SIGTERM: the instance drains and exits (graceful, as `docker compose stop` does). */
export async function stopInstance(i: Instance): Promise<void> {
  if (i.server.child.exitCode !== null || i.server.child.signalCode !== null) return;
  i.server.child.kill('SIGTERM');
  await i.server.exited;
}

/** kill -9: no drain, no cleanup; resolves once the process is gone. */
export async function killInstance(i: Instance): Promise<void> {
  i.server.child.kill('SIGKILL');
  await i.server.exited;
}

export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  sharedObjects = undefined;
}

/** An instance's last log lines matching `pattern` (request lines left out), for a failure message. */
export function logOf(i: Instance, pattern: RegExp, last = 8): string {
  const lines = i.server.output().split('\n').filter((l) => pattern.test(l) && !l.includes('"msg":"request'));
  return lines.slice(-last).join('\n');
}

/** The instances whose log has a line with `message` about `batchId`. */
export function logging(fleet: readonly Instance[], message: string, batchId: string): Instance[] {
  return fleet.filter((i) =>
    i.server
      .output()
      .split('\n')
      .some((line) => line.includes(`"msg":"${message}"`) && line.includes(batchId)),
  );
}

/**
 * Polls `probe` until it answers something other than undefined. The pause between probes only
 * spaces out the requests; what is waited for is the state, up to the deadline.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, deadlineMs = 30_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs src/server.ts with `env` until it exits by itself (a refused start-up): its code and output. */
export async function startUpFailure(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-fleet-refused-'));
  dataDirs.push(dataDir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server.ts')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), JWT_SECRET: FLEET_SECRET, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    // A start-up that hangs instead of refusing is a failure too; the guard ends it.
    const guard = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, lines: out.split('\n').filter((l) => l.trim()) });
    });
  });
}

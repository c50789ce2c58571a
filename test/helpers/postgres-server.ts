// A PostgreSQL server of the test's own: Debian's binaries, a data directory under the system temp
// folder, a free loopback port, stopped by PID when the test is done (and killed if the test
// process exits first). Nothing system-wide is used or left running.
//
// initdb costs a few seconds, so it runs once per machine into a template directory that each
// server copies. The server runs with fsync off: tests check behaviour, not power-loss durability
// (the SQLite tests cover synchronous=FULL), and CI's disk is slow.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresEngine, type SqlEngine } from '../../src/storage/sql-engine.js';
import { freePort } from './process.js';

export interface PostgresServer {
  port: number;
  /** A new, empty database on this server; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** A record engine on a new, empty database (closed by `stop`). */
  engine(name?: string): Promise<SqlEngine>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL of Debian's packages (15 on this image). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return path.join(root, versions[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, the server and initdb run as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const home = statSync('/var/lib/postgresql', { throwIfNoEntry: false });
  if (!home) throw new Error('no postgres user to run the test server as');
  return { uid: home.uid, gid: home.gid };
}

function chownTree(dir: string, owner: { uid: number; gid: number } | undefined): void {
  if (!owner) return;
  chownSync(dir, owner.uid, owner.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else chownSync(full, owner.uid, owner.gid);
  }
}

function run(cmd: string, args: string[], owner: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], ...owner });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${err.trim()}`))));
  });
}

/** The initialised cluster every test server copies; made once, by whichever worker gets there first. */
async function template(bin: string, owner: { uid: number; gid: number } | undefined): Promise<string> {
  const version = path.basename(path.dirname(bin));
  const dir = path.join(tmpdir(), `lp-test-postgres-${version}-template`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const scratch = mkdtempSync(path.join(tmpdir(), 'lp-test-postgres-init-'));
  chownTree(scratch, owner);
  await run(path.join(bin, 'initdb'), ['-D', scratch, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'], owner);
  try {
    renameSync(scratch, dir); // atomic: a worker that lost the race finds the winner's template
  } catch {
    rmSync(scratch, { recursive: true, force: true });
  }
  return dir;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const owner = runAs();
  const home = mkdtempSync(path.join(tmpdir(), 'lp-test-postgres-'));
  const data = path.join(home, 'data');
  const sockets = path.join(home, 'sockets');
  cpSync(await template(bin, owner), data, { recursive: true });
  mkdirSync(sockets);
  chownTree(home, owner);
  const port = await freePort();
  const child = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', sockets, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...owner },
  );
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  // Ready when the server says so (a state, not a timer); an early exit fails with its log.
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      log += d.toString();
      if (log.includes('database system is ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}) before it was ready:\n${log}`)));
  });

  const base = `postgres://postgres@127.0.0.1:${port}`;
  const engines: SqlEngine[] = [];
  let made = 0;
  const createDatabase = async (name = `t${++made}_${process.pid}`) => {
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    return `${base}/${name}`;
  };
  return {
    port,
    createDatabase,
    async engine(name) {
      const engine = postgresEngine({ url: await createDatabase(name), poolSize: 5 });
      engines.push(engine);
      return engine;
    },
    async stop() {
      for (const engine of engines) await engine.close().catch(() => undefined);
      child.kill('SIGINT'); // fast shutdown: ends sessions, no checkpoint wait
      await exited;
      running.delete(child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

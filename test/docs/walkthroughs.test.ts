// The docs run as written: every curl walk-through (a ```sh block with curl) in README.md and
// docs/*.md is run as pasted, in document order in one shell (as a reader pastes them one after
// another), against a started service, with only curl, node (npm) and the base system on PATH.
// Only the port differs: `localhost:3000` becomes the test server's port. Every request a block
// makes must answer 2xx, unless the block itself says it fails (a status like 409, or an error
// code such as precondition_failed, in its comments).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/http/error-codes.js';
import { startServerProcess, type ChildServer } from '../helpers/process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO_KEY = 'demo-local-key';

export interface Walkthrough {
  file: string;
  line: number;
  code: string;
}

/** The ```sh blocks that call curl, in order. */
export function walkthroughs(file: string): Walkthrough[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const out: Walkthrough[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```sh') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '```') end++;
    const code = lines.slice(start, end).join('\n');
    if (/^\s*[A-Z_]*=?\$?\(?curl\b|\bcurl\s/m.test(code)) out.push({ file, line: start + 1, code });
    i = end;
  }
  return out;
}

/** Statuses a block says it answers besides 2xx: 4xx numbers and error codes in its comments. */
export function statedFailures(code: string): Set<number> {
  const comments = code
    .split('\n')
    .flatMap((l) => (l.includes('#') ? [l.slice(l.indexOf('#'))] : []))
    .join('\n');
  const stated = new Set<number>();
  for (const m of comments.matchAll(/\b(4\d\d)\b/g)) stated.add(Number(m[1]));
  for (const [name, status] of Object.entries(ERROR_STATUS)) if (new RegExp(`\\b${name}\\b`).test(comments)) stated.add(status);
  return stated;
}

const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

let server: ChildServer | undefined;
let work = '';
let dataDir = '';
let port = '';

beforeAll(async () => {
  // `npm run token` is plain node over dist/ (as after `npm ci`): build it if src/ changed.
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'ignore' });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-walk-data-'));
  server = await startServerProcess(
    { DATA_DIR: dataDir, SERVICE_API_KEYS: DEMO_KEY, DEMO_API_KEY: DEMO_KEY, AUTH_DEV_LOGIN: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    60_000,
  );
  port = new URL(server.url).port;
  // A scratch directory for the files the walk-throughs write (cookie jars, JSON), where `npm run`
  // still finds the project.
  work = mkdtempSync(path.join(os.tmpdir(), 'lp-walk-'));
  for (const entry of ['package.json', 'dist', 'node_modules']) symlinkSync(path.join(ROOT, entry), path.join(work, entry));
}, 240_000);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the blocks in one bash; curl reports each answer's status on stderr after a block marker. */
function runBlocks(blocks: Walkthrough[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = [
    'set -u',
    // Every curl also writes its status to stderr (the output it prints is left as it is).
    `curl() { command curl -w '%{stderr}::status %{http_code} %{method} %{url_effective}\\n' "$@"; }`,
    ...blocks.flatMap((b, i) => [`echo "::block ${i}" >&2`, b.code.replaceAll('localhost:3000', `localhost:${port}`)]),
  ].join('\n');
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, DATA_DIR: dataDir, npm_config_update_notifier: 'false' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('curl walk-throughs in README.md and docs/', () => {
  for (const file of DOCS) {
    const blocks = walkthroughs(file);
    if (blocks.length === 0) continue;
    it(`${file}: ${blocks.length} walk-throughs run as pasted`, async () => {
      const { code, stderr } = await runBlocks(blocks);
      expect(code, stderr).toBe(0);
      // Statuses per block, from the markers.
      const seen: Array<{ status: number; what: string }[]> = blocks.map(() => []);
      let current = -1;
      for (const line of stderr.split('\n')) {
        const marker = /^::block (\d+)$/.exec(line);
        if (marker) current = Number(marker[1]);
        const status = /::status (\d{3}) (.*)$/.exec(line);
        if (status && current >= 0) seen[current]!.push({ status: Number(status[1]), what: status[2]! });
      }
      blocks.forEach((b, i) => {
        const where = `${b.file}:${b.line}`;
        expect(seen[i]!.length, `${where} made no request`).toBeGreaterThan(0);
        const allowed = statedFailures(b.code);
        const unexpected = seen[i]!.filter((s) => (s.status < 200 || s.status >= 300) && !allowed.has(s.status));
        expect(unexpected, `${where}: answers the block does not state\n${stderr}`).toEqual([]);
      });
      // No command was missing (only curl, node and the base system are assumed).
      expect(stderr).not.toMatch(/command not found/);
    }, 180_000);
  }

  it('finds the walk-throughs and what each says fails', () => {
    const readme = walkthroughs('README.md');
    expect(readme.length).toBeGreaterThanOrEqual(8);
    expect(readme.every((b) => !/\buuidgen\b|\bjq\b|\bpython3?\b/.test(b.code))).toBe(true);
    expect(statedFailures('curl x\n# -> 403 forbidden: no longer the owner')).toEqual(new Set([403]));
    expect(statedFailures('curl x  # {"error":"precondition_failed"}')).toEqual(new Set([412]));
  });
});

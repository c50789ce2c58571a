// A batch job survives a killed server: the real server process is killed (SIGKILL) while its
// Message Batch is still in progress, started again on the same DATA_DIR, and once the killed
// server's lease on the job has run out carries on polling the batch it had submitted (never
// submitting it twice) until the job completes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { FilesystemObjectStore } from '../../src/storage/objectstore/index.js';
import { startFakeAnthropicBatches, toolMessage, type FakeAnthropicBatches } from '../helpers/fake-providers/index.js';
import { startServerProcess, type ChildServer } from '../helpers/process.js';
import { mapFor } from './helpers.js';

const SECRET = 'restart-test-secret-0123456789abcdef-xyz';
let child: ChildServer | undefined;
let fake: FakeAnthropicBatches | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  if (child && child.child.exitCode === null) {
    child.child.kill('SIGKILL');
    await child.exited;
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  child = fake = dataDir = undefined;
});

const token = () =>
  new SignJWT({ email: 'teacher@school.test', role: 'teacher', name: 'Tess' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('teacher-1')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));

/** Checks `cond` until it holds; a state wait on another process (bounded, fails loudly). */
async function until(cond: () => boolean | Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('batch jobs across a server restart', () => {
  it('a job killed mid-batch resumes polling its submitted batch and completes', async () => {
    let ended = false;
    fake = await startFakeAnthropicBatches({
      polls: () => (ended ? 'ended' : 'in_progress'),
      outcome: (req) => ({ type: 'succeeded', message: toolMessage(mapFor(/key concept "([^"]+)"/.exec(req.params.messages[0].content)![1]!)) }),
    });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-batch-restart-'));
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PROVIDERC_API_KEY: 'test-anthropic-key',
      PROVIDERC_BASE_URL: fake.url,
      LLM_PROVIDER: 'provider_c',
      BATCH_POLL_MIN_MS: '20',
      BATCH_POLL_MAX_MS: '40',
      // The killed server's lease on the job runs out after this; the restarted one then takes it over.
      BATCH_LEASE_MS: '1000',
    };
    const auth = { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' };

    child = await startServerProcess(env);
    const cls = await (await fetch(`${child.url}/api/classes`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Maths', domain: 'Mathematics', subdomain: 'Number' }) })).json() as { class: { id: string } };
    const classId = cls.class.id as string;
    const started = await fetch(`${child.url}/api/curriculum/batch-generate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ classId, concepts: [{ id: 'f', label: 'Fractions' }, { id: 'p', label: 'Percentages' }, { id: 'd', label: 'Decimals' }] }),
    });
    expect(started.status).toBe(202);
    const { batchId } = (await started.json()) as { batchId: string };
    await until(() => fake!.creates() === 1 && fake!.polls() >= 2, 'the batch to be submitted and polled');

    child.child.kill('SIGKILL');
    expect((await child.exited).signal).toBe('SIGKILL');
    const pollsBeforeRestart = fake.polls();

    child = await startServerProcess(env);
    const statusUrl = `${child.url}/api/curriculum/batch-status/${batchId}?classId=${classId}`;
    const status = async () => (await (await fetch(statusUrl, { headers: auth })).json()) as { status: string };
    expect((await status()).status).toBe('processing');
    // The restarted server polls the batch it found in the database.
    await until(() => fake!.polls() > pollsBeforeRestart, 'the restarted server to poll');
    ended = true;
    await until(async () => (await status()).status === 'completed', 'the job to complete');

    const done = await status();
    expect(done).toMatchObject({ succeeded: 3, failed: 0, requestCounts: { processing: 0, succeeded: 3 } });
    expect(fake.creates()).toBe(1);
    const results = (await (await fetch(`${child.url}/api/curriculum/batch-results/${batchId}?classId=${classId}`, { headers: auth })).json()) as { results: Array<{ storePath: string }> };
    const objects = new FilesystemObjectStore(path.join(dataDir, 'objects'));
    for (const r of results.results) expect(await objects.get(r.storePath)).toBeDefined();
    expect(child.output()).toContain('batch: resuming job');
  }, 60_000);
});

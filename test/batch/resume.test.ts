// A background job interrupted by the app closing (what SIGTERM does) stays `processing` in
// SQLite; the next app on the same database resumes it, keeps the maps already made and makes
// only the rest.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/clock.js';
import { openDatabase } from '../../src/storage/database.js';
import { api, batchApp, concepts, waitForCompletion, type BatchTestApp } from './helpers.js';

let dataDir: string | undefined;
let second: BatchTestApp | undefined;
afterEach(async () => {
  await second?.cleanup();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  second = dataDir = undefined;
});

describe('background jobs across a restart', () => {
  it('resumes an interrupted job and generates only the concepts it had not finished', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-batch-resume-'));
    const db = openDatabase(path.join(dataDir, 'app.db'));
    const first = await batchApp({ dataDir, db });
    const started = await api(first.t, first.tok.teacher).post('/api/curriculum/batch-generate', { classId: first.classId, concepts: concepts(30) });
    expect(started.status).toBe(202);
    await first.t.close(); // stops the runner where it is

    type Row = { concept_id: string; state: string; map_id: string | null };
    const before = db.prepare('SELECT concept_id, state, map_id FROM batch_items WHERE job_id = ? ORDER BY position').all(started.body.batchId) as Row[];
    expect(before.some((r) => r.state === 'processing')).toBe(true);
    expect((db.prepare('SELECT status FROM batch_jobs WHERE id = ?').get(started.body.batchId) as { status: string }).status).toBe('processing');

    second = await batchApp({ dataDir, db, random: seededRandom(7) });
    const status = await waitForCompletion(second.t, second.tok.teacher, started.body.batchId, first.classId);
    expect(status).toMatchObject({ status: 'completed', succeeded: 30, failed: 0 });
    expect(second.t.logs.some((l) => l.msg === 'batch: resuming job')).toBe(true);

    const after = new Map((db.prepare('SELECT concept_id, map_id FROM batch_items WHERE job_id = ?').all(started.body.batchId) as Row[]).map((r) => [r.concept_id, r.map_id]));
    for (const r of before.filter((b) => b.state === 'succeeded')) expect(after.get(r.concept_id)).toBe(r.map_id);
  });
});

// Batch generation through the real app with its jobs on PostgreSQL: a built-in job end to end
// (status, results, the class's list) and a cancel. Classes and users stay on one SQLite file
// while their store still runs on it alone.
import { afterEach, describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase, runMigrations } from '../../src/storage/database.js';
import { orderedMigrations } from '../../src/storage/migrations.js';
import { recordInstances, withEmbeddedFile } from '../helpers/record-instances.js';
import { api, batchApp, concepts, waitForCompletion, type BatchTestApp } from './helpers.js';

const open = recordInstances();
let ctx: BatchTestApp | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  ctx = undefined;
});

async function postgresBatchApp(): Promise<BatchTestApp> {
  const [engine] = await open('postgres', 1);
  const file = openDatabase(':memory:');
  runMigrations(file, orderedMigrations(areaMigrations));
  return batchApp({ records: withEmbeddedFile(engine!, file) });
}

describe('batch jobs on PostgreSQL', () => {
  it('a built-in job runs to completion: status, results and the class list read from PostgreSQL', async () => {
    ctx = await postgresBatchApp();
    const { t, tok, classId } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(4, 'Fractions') });
    expect(started.status).toBe(202);
    const status = await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    expect(status).toMatchObject({ status: 'completed', succeeded: 4, failed: 0, requestCounts: { processing: 0, succeeded: 4 } });

    const results = await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`);
    expect(results.status).toBe(200);
    expect(results.body.results.map((r: { conceptId: string }) => r.conceptId)).toEqual(['c1', 'c2', 'c3', 'c4']);
    for (const r of results.body.results as Array<{ storePath: string }>) expect(await ctx.objects.get(r.storePath)).toBeDefined();

    const list = await api(t, tok.teacher).get(`/api/curriculum/batches?classId=${classId}`);
    expect(list.status).toBe(200);
    expect(list.body.batches).toHaveLength(1);
    expect(list.body.batches[0]).toMatchObject({ batchId: started.body.batchId, status: 'completed', progress: 1 });
  });

  it('a cancel ends the job canceled, its open concepts canceled', async () => {
    ctx = await postgresBatchApp();
    const { t, tok, classId } = ctx;
    const batchId = (await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(30, 'Fractions') })).body.batchId as string;
    const canceled = await api(t, tok.teacher).post(`/api/curriculum/batch-cancel/${batchId}?classId=${classId}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ batchId, status: 'canceled' });
    // The job ends (its row completed) with the open concepts canceled; its public status stays `canceled`.
    while ((await t.root.stores.batchJobs.get(batchId))!.status === 'processing') await new Promise((r) => setImmediate(r));
    const status = (await api(t, tok.teacher).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`)).body;
    expect(status).toMatchObject({ status: 'canceled', requestCounts: { processing: 0 } });
    expect(status.requestCounts.canceled).toBeGreaterThanOrEqual(1);
  });
});

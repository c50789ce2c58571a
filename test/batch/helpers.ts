// Shared set-up for batch tests: an app with a temp DATA_DIR, tokens for the cast, a class the
// teacher owns, a recording sleep, and a wait for a job's completion that never waits on a timer.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ManualClock } from '../../src/clock.js';
import { FilesystemObjectStore } from '../../src/storage/objectstore/index.js';
import type { TestApp, TestAppOptions } from '../helpers/app.js';
import { api, classesApp, createClass, type Cast } from '../classes/helpers.js';

export interface BatchTestApp {
  t: TestApp;
  tok: Cast;
  classId: string;
  dataDir: string;
  /** Every wait the poller asked for, in ms (the sleep returns at once and moves the clock). */
  waits: number[];
  objects: FilesystemObjectStore;
  cleanup(): Promise<void>;
}

export async function batchApp(opts: TestAppOptions = {}): Promise<BatchTestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'lp-batch-'));
  const waits: number[] = [];
  const clock = opts.clock ?? new ManualClock();
  const { t: app, tok } = await classesApp({
    ...opts,
    // waitForCompletion polls status on a clock that does not move: far past any per-minute read limit.
    env: { BATCH_READS_PER_MINUTE: '1000000', ...opts.env },
    clock,
    dataDir,
    sleep: async (ms) => {
      waits.push(ms);
      clock.advance(ms);
    },
    // Lease heartbeats and sweeps never fire on their own: a job a test put in the store stays as it
    // is (only the sweep at start-up looks), however long the test runs.
    deps: { batchTicker: () => () => {}, ...opts.deps },
  });
  const cls = await createClass(app, tok.teacher, { name: 'Maths 7', domain: 'Mathematics', subdomain: 'Number' });
  return {
    t: app,
    tok,
    classId: cls.id,
    dataDir,
    waits,
    objects: new FilesystemObjectStore(path.join(dataDir, 'objects')),
    async cleanup() {
      await app.close();
      // The test's record engine (opened by the caller) is closed by the caller; the default one here.
      if (app.deps.records.sqlite) app.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const concepts = (n: number, prefix = 'Concept') => Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, label: `${prefix} ${i + 1}` }));

/** Polls batch-status until completed, yielding to the event loop between polls (no timers). */
export async function waitForCompletion(t: TestApp, token: string | (() => Promise<string>), batchId: string, classId: string, maxPolls = 5000) {
  for (let i = 0; i < maxPolls; i++) {
    const res = await api(t, typeof token === 'string' ? token : await token()).get(`/api/curriculum/batch-status/${batchId}?classId=${classId}`);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.status === 'completed') return res.body;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`batch ${batchId} did not complete`);
}

/** The concept a chat-completions request line asks a map for (OpenAI and Azure batch lines). */
export const labelOf = (body: { messages: Array<{ role: string; content: string }> }) => /key concept "([^"]+)"/.exec(body.messages.find((m) => m.role === 'user')!.content)![1]!;

/** A valid model answer for a concept: 4 nodes around the label, 3 relations. */
export function mapFor(label: string) {
  return {
    nodes: [
      { id: 'key', label, type: 'concept', description: `What ${label} is.`, isCenter: true },
      { id: 'basics', label: `Foundations of ${label}`, type: 'prerequisite', description: 'Before.', isCenter: false },
      { id: 'use', label: `Applying ${label}`, type: 'skill', description: 'After.', isCenter: false },
      { id: 'story', label: `History of ${label}`, type: 'concept', description: 'Around.', isCenter: false },
    ],
    edges: [
      { from: 'basics', to: 'key', type: 'requires' },
      { from: 'key', to: 'use', type: 'enables' },
      { from: 'story', to: 'key', type: 'related' },
    ],
    learningPath: ['basics', 'story', 'key', 'use'],
    learningPhases: [{ name: 'Start', nodeIds: ['basics', 'story'] }, { name: 'Core', nodeIds: ['key', 'use'] }],
  };
}

/** An answer the graph engine does not accept as a map (one concept, nothing related). */
export const notAMap = (label: string) => ({ nodes: [{ id: 'only', label, type: 'concept', description: 'x', isCenter: true }], edges: [], learningPath: ['only'], learningPhases: [] });

/** The stored map record at `storePath`. */
export async function readStored(objects: FilesystemObjectStore, storePath: string) {
  const raw = await objects.get(storePath);
  if (!raw) throw new Error(`nothing stored at ${storePath}`);
  return JSON.parse(raw.toString('utf8')) as { mapId: string; input: { key: string }; map: { nodes: Array<{ label: string; isCenter?: boolean }> }; generator: { provider: string; model: string } };
}

export { api, request };

// Conversations under load: message turns with the built-in engine against the bare-Express baseline.
// Sessions cap at 200 user turns, so setup creates many and each request takes the next session
// in turn (round robin): no session gets near the cap during a run.
import { BENCH_SCENARIO, LEARNER_LINES, conversationMemory } from '../conversations-memory.js';
import type { BenchLoad, BenchMeasurement, BenchScenario } from '../types.js';

type LoadRequest = BenchLoad['requests'][number];

const KEY = 'bench-key';
/** 3000 sessions x 200 turns: room for 600k turns, far beyond what a run sends at 32 connections. */
const SESSIONS = 3000;
export const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

/** Creates `count` sessions of the bench scenario through `baseUrl`; their ids. */
export async function createSessions(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const body = JSON.stringify({ scenario: BENCH_SCENARIO, options: { max_user_turns: 200, ttl_seconds: 3600 } });
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const res = await fetch(`${baseUrl}/api/v1/conversations`, { method: 'POST', headers, body });
      if (res.status !== 201) throw new Error(`bench setup: create answered ${res.status} ${await res.text()}`);
      ids.push(((await res.json()) as { session_id: string }).session_id);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return ids;
}

/**
 * Turns spread over `ids` in turn (each session's n-th turn says the n-th learner line), starting
 * at request `offset` (so several load generators on one pool do not start on the same session).
 */
export function turnRequest(ids: string[], offset = 0): LoadRequest {
  const bodies = LEARNER_LINES.map((text) => JSON.stringify({ text }));
  let n = offset;
  return {
    method: 'POST',
    path: '/api/v1/conversations',
    headers,
    setupRequest: (req: LoadRequest) => {
      const i = n++;
      return { ...req, path: `/api/v1/conversations/${ids[i % ids.length]}/messages`, body: bodies[Math.floor(i / ids.length) % bodies.length] };
    },
  };
}

const messageTurns: BenchScenario = {
  name: 'conversation message turn (POST /api/v1/conversations/{id}/messages, built-in engine)',
  async setup(baseUrl, opts) {
    // The smoke test sends a few hundred turns: 40 sessions leave each far below the cap too.
    const ids = await createSessions(baseUrl, opts?.smoke ? 40 : SESSIONS);
    return { requests: [turnRequest(ids)], connections: 32 };
  },
  // Against the tuned baseline (what the app's own code costs), a p99 a live conversation does not
  // notice, and the turn's own CPU budget.
  targets: { minTunedRatio: 0.6, p99BelowMs: 10, maxCpuUs: 70 },
};

export default [messageTurns];

/** Heap per live session, 10,000 sessions x 20 turns through the service, built-in and inline scenario (bench/conversations-memory.ts). */
export const measurements: BenchMeasurement[] = conversationMemory;

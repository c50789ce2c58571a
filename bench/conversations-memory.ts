// Heap per live conversation session: 10,000 sessions x 20 Latin-script turns through the service
// (no HTTP), measured after a full GC. Target: <= 16 KB per session.
//   node --expose-gc --import tsx bench/conversations-memory.ts [--sessions N] [--turns N] [--inline]
// As a harness measurement it re-runs itself in a child process with --expose-gc.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.js';
import { buildDeps } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { parseCreateRequest, parseMessageText } from '../src/conversations/index.js';
import { builtinScenarioLibrary } from '../src/conversations/scenarios/library.js';
import { createLogger } from '../src/logger.js';
import type { BenchMeasurement } from './types.js';

export const TARGET_BYTES_PER_SESSION = 16 * 1024;

export const BENCH_SCENARIO = {
  scenario_id: 'bench-budget-pitch',
  title: 'Pitch the pilot budget',
  type: 'persuasion',
  context: 'You ask your department head to fund a three-month pilot of a new onboarding programme.',
  objectives: { task: 'Get agreement to fund the pilot', hidden: 'Worried about last year\'s overspend' },
  npc_profile: { name: 'Dana Reyes', role: 'Department head', voice: 'verse' },
  initial_state: { trust: 0.4, resistance: 0.6, commitment_level: 0.2, emotion: 'guarded' },
  phases: [
    { id: 'opening', label: 'Opening', description: 'Build rapport and set the agenda.' },
    { id: 'discovery', label: 'Discovery', description: 'Find out what matters to the department head.', critical: true },
    { id: 'proposal', label: 'Proposal', description: 'Present the pilot and its costs.' },
    { id: 'close', label: 'Close', description: 'Agree on a next step.' },
  ],
};

/** Latin-script learner turns of typical length (60 to 160 characters). */
export const LEARNER_LINES = [
  'Thanks for making the time today. Could you tell me what worries you most about trying something new this quarter?',
  'I hear that last year’s overspend is still on your mind, and that you want to avoid a repeat of it.',
  'What would you need to see in the first month to feel confident that the pilot is on track?',
  'The pilot costs twelve thousand euros over three months, and we expect onboarding time to drop by a third.',
  'Two other teams ran a similar programme and cut their ramp-up time from eight weeks to five.',
  'How does that compare with the other priorities you are balancing right now?',
  'It sounds like the timing matters as much as the money. Is that fair?',
  'Would you be open to a smaller first phase with a review after six weeks?',
  'I can send you a one-page summary with the budget, the milestones and the exit criteria.',
  'Could we agree to meet again next Tuesday to decide on the first phase?',
];

export interface MemoryResult {
  sessions: number;
  turns: number;
  scenario: string;
  bytesPerSession: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}

/** A fresh copy, as JSON.parse would hand it to the service from a request body. */
const OWNER = { kind: 'apiKey', keyIndex: 0 } as const;
const fromWire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export async function measureConversationMemory(opts: { sessions?: number; turns?: number; inline?: boolean } = {}): Promise<MemoryResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run node with --expose-gc');
  const sessions = opts.sessions ?? 10_000;
  const turns = opts.turns ?? 20;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-mem-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SERVICE_API_KEYS: 'k', SESSION_MAX_LIVE: String(sessions + 10), SESSION_MAX_LIVE_PER_KEY: String(sessions + 10) });
  const deps = buildDeps(config, createLogger('silent'));
  const built = await createApp(deps);
  const service = built.root.conversations.service;
  // A built-in scenario is shared by its sessions; an inline one is parsed per request and then
  // interned (equal inline scenarios share one object).
  const builtinId = builtinScenarioLibrary().list()[0]?.scenario_id;
  const useInline = opts.inline || !builtinId;
  const body = () => (useInline ? { scenario: fromWire(BENCH_SCENARIO) } : { scenario_id: builtinId });
  try {
    // Warm up code paths and caches so they are not billed to the sessions.
    for (let i = 0; i < 50; i++) {
      const { record } = await service.create(parseCreateRequest(body()), { keyIndex: 0 });
      await service.sendMessage(record, parseMessageText(fromWire({ text: LEARNER_LINES[i % LEARNER_LINES.length] })), OWNER);
      await service.remove(record.id, OWNER);
    }
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    const ids: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const { record } = await service.create(parseCreateRequest(body()), { keyIndex: 0 });
      ids.push(record.id);
    }
    for (let t = 0; t < turns; t++) {
      for (let i = 0; i < ids.length; i++) {
        // Distinct strings per turn, as request bodies would be.
        const text = `${LEARNER_LINES[(i + t) % LEARNER_LINES.length]} (${i % 97})`;
        await service.sendMessage(await service.get(ids[i]!, OWNER), parseMessageText(fromWire({ text })), OWNER);
      }
    }
    gc();
    gc();
    const after = process.memoryUsage().heapUsed;
    const live = await service.liveSessions();
    if (live !== sessions) throw new Error(`expected ${sessions} live sessions, found ${live}`);
    return {
      sessions,
      turns,
      scenario: useInline ? 'inline' : `built-in ${builtinId}`,
      bytesPerSession: Math.round((after - before) / sessions),
      heapBeforeMb: Math.round(before / 1e6),
      heapAfterMb: Math.round(after / 1e6),
    };
  } finally {
    await built.close();
    await deps.records.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SELF = fileURLToPath(import.meta.url);

function memoryMeasurement(inline: boolean): BenchMeasurement {
  return {
    name: `conversation memory per live session (10,000 sessions x 20 turns, ${inline ? 'one inline scenario' : 'a built-in scenario'})`,
    async run() {
      const args = ['--expose-gc', '--import', 'tsx', SELF, '--json', ...(inline ? ['--inline'] : [])];
      const out = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
      const r = JSON.parse(out.trim().split('\n').at(-1)!) as MemoryResult;
      return {
        value: r.bytesPerSession,
        unit: 'bytes/session',
        target: TARGET_BYTES_PER_SESSION,
        detail: `(${r.sessions} sessions x ${r.turns} turns, ${r.scenario}; heap ${r.heapBeforeMb} -> ${r.heapAfterMb} MB)`,
      };
    },
  };
}

/** Built-in scenarios are shared by their sessions; equal inline ones are too (scenarios/intern.ts). */
export const conversationMemory: BenchMeasurement[] = [memoryMeasurement(false), memoryMeasurement(true)];

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const argv = process.argv.slice(2);
  const num = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : undefined;
  };
  const result = await measureConversationMemory({ sessions: num('sessions'), turns: num('turns'), inline: argv.includes('--inline') });
  if (argv.includes('--json')) console.log(JSON.stringify(result));
  else console.log(`${result.bytesPerSession} bytes/session (target <= ${TARGET_BYTES_PER_SESSION}); ${result.sessions} sessions x ${result.turns} turns, ${result.scenario}; heap ${result.heapBeforeMb} -> ${result.heapAfterMb} MB`);
}

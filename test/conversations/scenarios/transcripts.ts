// Plays the skilled and poor transcript fixtures (test/fixtures/transcripts/<scenario_id>.json)
// through the engine, for the outcome tests and for `npm run eval:transcripts`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildReport, commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import type { EngineSession, Report } from '../../../src/conversations/engine/types.js';
import type { BuiltinScenario } from '../../../src/conversations/scenarios/schema.js';

export const TRANSCRIPTS_DIR = path.resolve(import.meta.dirname, '../../fixtures/transcripts');

export interface TranscriptPair { skilled: string[]; poor: string[] }

export function transcriptsFor(id: string): TranscriptPair | undefined {
  const f = path.join(TRANSCRIPTS_DIR, `${id}.json`);
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as TranscriptPair) : undefined;
}

export interface Played { report: Report; npc: string[]; session: EngineSession }

export function playTranscript(scenario: BuiltinScenario, lines: readonly string[], locale?: string): Played {
  let { session } = start({ scenario, role: 'learner', coachEnabled: true, now: 0, ...(locale ? { locale } : {}) });
  const npc: string[] = [];
  lines.forEach((text, i) => {
    const now = (i + 1) * 20_000;
    const prepared = prepareTurn(session, text, now);
    npc.push(prepared.builtinReply);
    session = commitTurn(session, text, prepared, prepared.builtinReply, now);
  });
  return { report: buildReport(session, lines.length * 20_000 + 1000), npc, session };
}

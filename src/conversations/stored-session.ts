// A session read back from a shared store (Redis keeps it as JSON) becomes what it was in memory:
// its timeline the compact records (engine/timeline.ts) whose getters the report reads, and its
// scenario the one shared, frozen object, so sessions do not each carry a copy and the engine's
// per-scenario caches keep hitting.
import { reviveRecord, type CompactRecord } from './engine/timeline.js';
import { ScenarioInterner } from './scenarios/intern.js';
import type { ConversationRecord } from './session.js';

const scenarios = new ScenarioInterner();

export function reviveConversation(record: ConversationRecord): ConversationRecord {
  const engine = record.engine;
  engine.scenario = scenarios.intern(engine.scenario);
  engine.timeline = (engine.timeline as unknown as CompactRecord[]).map(reviveRecord);
  return record;
}

// A session read back from a shared store (Redis keeps it as JSON): its scenario becomes the one
// shared, frozen object again, as in memory, so thousands of sessions do not each carry a copy
// and the engine's per-scenario caches keep hitting.
import { ScenarioInterner } from './scenarios/intern.js';
import type { ConversationRecord } from './session.js';

const scenarios = new ScenarioInterner();

export function reviveConversation(record: ConversationRecord): ConversationRecord {
  record.engine.scenario = scenarios.intern(record.engine.scenario);
  return record;
}

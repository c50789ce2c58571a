// How a session is kept in a shared store (Redis keeps JSON; storage/live/expiring-store.ts): its
// scenario written once, its transcript-like arrays (turns, hints, flags, timeline) appended to
// turn by turn, and the small rest rewritten by each save, so a turn's save does not grow with the
// session. Read back, it becomes what it was in memory: its timeline the compact records
// (engine/timeline.ts) whose getters the report reads, and its scenario the one shared, frozen
// object, so sessions do not each carry a copy and the engine's per-scenario caches keep hitting.
import type { StoredShape } from '../storage/live/expiring-store.js';
import type { EngineSession } from './engine/types.js';
import { reviveRecord, type CompactRecord } from './engine/timeline.js';
import { ScenarioInterner } from './scenarios/intern.js';
import type { Scenario } from './scenarios/schema.js';
import type { ConversationRecord } from './session.js';

const scenarios = new ScenarioInterner();

type Growing = [EngineSession['turns'], EngineSession['hints'], EngineSession['flags'], EngineSession['timeline']];
type Head = Omit<ConversationRecord, 'engine'> & { engine: Omit<EngineSession, 'scenario' | keyof GrowingFields> };
interface GrowingFields {
  turns: unknown;
  hints: unknown;
  flags: unknown;
  timeline: unknown;
}

/** The first `n` of `held` (what was stored; a refused turn may have grown it), then `added`: a new array. */
const keep = <E>(held: E[], n: number, added: E[]): E[] => (held.length === n ? held : held.slice(0, n)).concat(added);

const revived = (plain: unknown[]) => (plain as CompactRecord[]).map(reviveRecord);

export const storedConversation: StoredShape<ConversationRecord> = {
  arrays: 4,
  fixed: (record) => record.engine.scenario,
  head(record) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { scenario, turns, hints, flags, timeline, ...engine } = record.engine;
    return { ...record, engine };
  },
  // A session read by a test of the store alone may lack some arrays; it gets them empty.
  growing: (record) => {
    const e = record.engine;
    return [e.turns ?? [], e.hints ?? [], e.flags ?? [], e.timeline ?? []];
  },
  build(fixed, head, [turns, hints, flags, timeline]) {
    const record = head as ConversationRecord;
    const engine = (head as Head).engine;
    record.engine = { ...engine, scenario: scenarios.intern(fixed as Scenario), turns, hints, flags, timeline: revived(timeline!) } as EngineSession;
    return record;
  },
  update(record, head, [turns, hints, flags, timeline], kept) {
    const { engine, ...rest } = head as Head;
    const [t, h, f, l] = storedConversation.growing(record) as Growing;
    return {
      ...(rest as Omit<ConversationRecord, 'engine'>),
      engine: {
        ...engine,
        scenario: record.engine.scenario,
        turns: keep(t, kept[0]!, turns as Growing[0]),
        hints: keep(h, kept[1]!, hints as Growing[1]),
        flags: keep(f, kept[2]!, flags as Growing[2]),
        timeline: keep(l, kept[3]!, revived(timeline!)),
      },
    };
  },
};

// Every built-in scenario is a character with facts (docs/engine.md, "A character with facts"):
// its skilled and poor transcripts (test/fixtures/transcripts) are played through the engine.
// The skilled learner asks and reflects on the right things and hears the hidden need in the
// character's words; the poor one never does. Success is the scenario's checklist, not a number.
import { describe, expect, it } from 'vitest';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import { commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import type { BuiltinScenario } from '../../../src/conversations/scenarios/schema.js';
import { playTranscript, transcriptsFor } from './transcripts.js';

const scenarios = builtinScenarioLibrary().list();
const played = new Map(scenarios.map((s) => {
  const t = transcriptsFor(s.scenario_id)!;
  return [s.scenario_id, { t, skilled: playTranscript(s, t.skilled), poor: playTranscript(s, t.poor) }] as const;
}));

/** Questions that never touch what lies underneath: about the weather, the room, the day. */
const SMALL_TALK = [
  'Hello, thanks for coming in today.',
  'Did you find the place all right?',
  'Would you like a glass of water?',
  'Is the room warm enough for you?',
  'Did you have a good weekend?',
  'Shall we sit by the window?',
  'Have you been here before?',
  'Is this chair comfortable?',
];

function npcLines(s: BuiltinScenario, lines: readonly string[]): string[] {
  let { session } = start({ scenario: s, role: 'learner', coachEnabled: false, now: 0 });
  const out: string[] = [];
  lines.forEach((text, i) => {
    const p = prepareTurn(session, text, i + 1);
    out.push(p.builtinReply);
    session = commitTurn(session, text, p, p.builtinReply, i + 1);
  });
  return out;
}

describe('characters with facts', () => {
  it('every built-in scenario has a character and a skilled and a poor transcript', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(33);
    for (const s of scenarios) {
      expect(s.character.facts.length, s.scenario_id).toBeGreaterThanOrEqual(3);
      expect(s.character.outcomes.map((o) => o.kind), s.scenario_id).toContain('next_step');
      expect(s.character.outcomes.map((o) => o.kind), s.scenario_id).toContain('objection_addressed');
      expect(transcriptsFor(s.scenario_id), s.scenario_id).toBeDefined();
    }
  });

  it.each(scenarios.map((s) => [s.scenario_id, s] as const))('%s: a learner who builds trust and asks about what lies underneath hears the hidden need in the character\'s words; small talk never does', (_id, s) => {
    const about = s.character.disclosure.about;
    const topic = (i: number) => about[i % about.length]!;
    const probe = [
      'Thank you for taking the time to talk with me. I can see this matters a lot to you.',
      'That sounds really hard, and it makes sense that you feel that way.',
      `What worries you most about the ${topic(0)}?`,
      `It sounds like the ${topic(1)} really matters to you.`,
      `Tell me more about the ${topic(2)}: what is really behind it for you?`,
      'I appreciate you telling me that; it helps me understand.',
      `How do you feel about the ${topic(3)}, underneath it all?`,
    ];
    const heard = npcLines(s, probe).join('\n');
    expect(heard).toContain(s.character.disclosure.full);
    const chat = npcLines(s, SMALL_TALK).join('\n');
    expect(chat).not.toContain(s.character.disclosure.full);
    expect(chat).not.toContain(s.character.disclosure.partial);
  });

  it('the skilled transcripts hear the whole hidden need in most scenarios, the poor ones rarely', () => {
    const heard = (k: 'skilled' | 'poor') => scenarios.filter((s) => played.get(s.scenario_id)![k].npc.join('\n').includes(s.character.disclosure.full)).length;
    expect(heard('skilled') / scenarios.length).toBeGreaterThanOrEqual(0.6);
    expect(heard('poor') / scenarios.length).toBeLessThanOrEqual(0.1);
  });

  it.each(scenarios.map((s) => [s.scenario_id, s] as const))('%s: no reply repeats within a session', (id) => {
    const { skilled, poor } = played.get(id)!;
    for (const run of [skilled, poor]) expect(new Set(run.npc).size).toBe(run.npc.length);
  });
});

describe('the outcome is the scenario\'s outcome', () => {
  it.each(scenarios.map((s) => [s.scenario_id, s] as const))('%s: the poor transcript does not succeed, and the skilled one outscores it', (id) => {
    const { skilled, poor } = played.get(id)!;
    expect(poor.report.outcome).not.toBe('success');
    expect(skilled.report.overall_score).toBeGreaterThan(poor.report.overall_score);
    expect(skilled.report.outcome_checklist?.length).toBe(scenarios.find((s) => s.scenario_id === id)!.character.outcomes.length);
  });

  it('at least 90% of the skilled transcripts meet every desired outcome (success)', () => {
    const ok = [...played.values()].filter((p) => p.skilled.report.outcome === 'success').length;
    expect(ok / played.size).toBeGreaterThanOrEqual(0.9);
  });

  it('success needs the checklist: a high commitment without the main objection settled is not success', () => {
    for (const { skilled } of played.values()) {
      const r = skilled.report;
      if (r.outcome === 'success') expect(r.outcome_checklist!.every((o) => o.met)).toBe(true);
      else expect(r.outcome_checklist!.some((o) => !o.met)).toBe(true);
    }
  });
});

describe('no sentence shared by more than three scenarios', () => {
  it('counts every sentence the characters said across all transcripts and small talk', () => {
    const byScenario = new Map<string, Set<string>>();
    for (const s of scenarios) {
      const { skilled, poor } = played.get(s.scenario_id)!;
      const lines = [...skilled.npc, ...poor.npc, ...npcLines(s, SMALL_TALK)];
      for (const line of lines) {
        for (const sentence of line.split(/(?<=[.!?…])\s+/)) {
          const key = sentence.trim().toLowerCase();
          // Fixed formulas (greetings, "Hmm.", "Okay.") are allowed to recur.
          if (key.split(/\s+/).length <= 3) continue;
          let set = byScenario.get(key);
          if (!set) byScenario.set(key, (set = new Set()));
          set.add(s.scenario_id);
        }
      }
    }
    const shared = [...byScenario].filter(([, ids]) => ids.size > 3).map(([k, ids]) => `${ids.size}× ${k}`);
    expect(shared).toEqual([]);
  });
});

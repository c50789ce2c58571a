// Prompt building for the provider path: pure functions over engine sessions.
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/conversations/engine/index.js';
import type { EngineSession } from '../../src/conversations/engine/types.js';
import { buildReplyRequest, buildSummaryRequest, cleanModelText, olderTurnsSummary, WINDOW_TURNS } from '../../src/conversations/npc-model.js';
import type { Scenario } from '../../src/conversations/scenarios/schema.js';

const scenario: Scenario = {
  type: 'negotiation',
  title: 'Salary talk',
  npc_profile: { name: 'Morgan', role: 'Hiring manager' },
  objectives: { hidden: 'Wants a two-year commitment.' },
  initial_state: { trust: 0.5, resistance: 0.5, commitment_level: 0.1 },
};
const npc = { name: 'Morgan', role: 'Hiring manager' };

function play(turns: number, role: 'learner' | 'counterpart' = 'learner'): EngineSession {
  let s = engine.start({ scenario, role, coachEnabled: true, now: 0 }).session;
  for (let i = 1; i <= turns; i++) {
    const text = `Turn ${String(i).padStart(3, '0')}: I would like to discuss the salary range and the start date once more.`;
    const p = engine.prepareTurn(s, text, i * 1000);
    s = engine.commitTurn(s, text, p, `Reply ${String(i).padStart(3, '0')}: let us look at the numbers together before deciding.`, i * 1000);
  }
  return s;
}

describe('npc prompts', () => {
  it('has no summary until turns fall out of the window', () => {
    expect(olderTurnsSummary(play(WINDOW_TURNS))).toBe('');
    expect(olderTurnsSummary(play(WINDOW_TURNS + 1))).toContain('1 earlier exchanges');
  });

  it("quotes the learner's older lines in the conversation, never in the system prompt", () => {
    const s = play(WINDOW_TURNS + 3);
    const p = engine.prepareTurn(s, 'And the start date?', 1);
    const r = buildReplyRequest({ engine: s, npc }, p, 'And the start date?');
    // Turns 1 to 3 fell out of the window: the digest quotes them.
    expect(r.system).not.toContain('Turn 00');
    expect(r.system).not.toContain('earlier exchanges');
    expect(r.messages[0]!.role).toBe('user');
    expect(r.messages[0]!.content).toContain('3 earlier exchanges are summarised here.');
    expect(r.messages[0]!.content).toContain('They said: "Turn 003');
    // ...before the window's first line, which is the learner's turn 4.
    expect(r.messages[0]!.content).toMatch(/\)\n\nTurn 004: /);
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'And the start date?' });
  });

  it('keeps request size flat as the session grows', () => {
    const sizes = [20, 60, 150].map((n) => {
      const s = play(n);
      const p = engine.prepareTurn(s, 'And what about remote work?', 1);
      const r = buildReplyRequest({ engine: s, npc }, p, 'And what about remote work?');
      return r.system!.length + JSON.stringify(r.messages).length;
    });
    // Slack: the emotion word the engine reports may differ, and '144 earlier' has one more digit.
    expect(sizes[1]).toBeLessThanOrEqual(sizes[0]! + 24);
    expect(sizes[2]).toBeLessThanOrEqual(sizes[0]! + 24);
  });

  it('starts the message list with the user and ends with the current turn', () => {
    const s = play(0);
    const p = engine.prepareTurn(s, 'Hello', 1);
    const r = buildReplyRequest({ engine: s, npc }, p, 'Hello');
    expect(r.messages[0]!.role).toBe('user');
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'Hello' });
    expect(r.system).toContain('You play Morgan, Hiring manager');
    expect(r.system).toContain('Wants a two-year commitment.');
  });

  it("tells the character its scenario's concerns", () => {
    const worried: Scenario = { ...scenario, npc_profile: { ...scenario.npc_profile, concerns: ['the start date', 'relocation costs'] } };
    const s = engine.start({ scenario: worried, role: 'learner', coachEnabled: true, now: 0 }).session;
    const p = engine.prepareTurn(s, 'Hello', 1);
    expect(buildReplyRequest({ engine: s, npc }, p, 'Hello').system).toContain('What worries you (bring it up in your own words, the first most): the start date; relocation costs.');
  });

  it('casts the model as the practitioner for role counterpart', () => {
    const s = play(1, 'counterpart');
    const p = engine.prepareTurn(s, 'I am not sure about this offer.', 1);
    const r = buildReplyRequest({ engine: s, npc }, p, 'I am not sure about this offer.');
    expect(r.system).toContain('skilled negotiation practitioner');
    expect(r.system).toContain('The user plays Morgan');
  });

  it('gives the summary writer the computed findings, bounded', () => {
    const s = play(30);
    const report = engine.buildReport(s, 60_000);
    const r = buildSummaryRequest({ engine: s, npc }, report);
    expect(r.messages[0]!.content).toContain('"overall_score"');
    expect(r.messages[0]!.content.length).toBeLessThan(8000);
  });

  it('cleans model text and refuses an empty answer', () => {
    expect(cleanModelText('  Morgan: "Fine."  ', 'provider_b', 100, 'Morgan')).toBe('Fine.');
    expect(cleanModelText('x'.repeat(50), 'provider_b', 10)).toHaveLength(10);
    expect(() => cleanModelText('   ', 'provider_b', 10)).toThrow();
  });
});

describe('a model follows the same disclosure ladder as the built-in character', () => {
  it('is told the facts but not the hidden need until the learner has earned it, and carries what the engine decided', async () => {
    const { builtinScenarioLibrary } = await import('../../src/conversations/scenarios/library.js');
    const s = builtinScenarioLibrary().get('logistics-saas-discovery')!;
    const character = s.character;
    let session = engine.start({ scenario: s, role: 'learner', coachEnabled: false, now: 0 }).session;
    const first = engine.prepareTurn(session, 'Hello.', 1);
    const early = buildReplyRequest({ engine: session, npc }, first, 'Hello.').system!;
    expect(early).toContain(character.facts[0]!.says);
    expect(early).not.toContain(character.disclosure.full);
    expect(early).not.toContain(s.objectives.hidden);
    session = engine.commitTurn(session, 'Hello.', first, first.builtinReply, 1);
    // The engine moves the ladder; the prompt shows exactly the rung reached.
    const laddered = { ...first, counters: { ...first.counters, rung: 3 } };
    expect(buildReplyRequest({ engine: session, npc }, laddered, 'Hello.').system).toContain(character.disclosure.full);
    const asked = engine.prepareTurn(session, 'How many vans and depots do you run, and how many stops a day?', 2);
    expect(asked.characterCue).toBeTruthy();
    expect(buildReplyRequest({ engine: session, npc }, asked, 'x').system).toContain(asked.characterCue!);
  });
});

// An inline scenario may bring its own character and translations (docs/engine.md): through the
// real app, the character answers from its facts, in the session's language when translated, and
// the report checks the scenario's desired outcomes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EndConversationResponseSchema, SendMessageResponseSchema } from '../../../src/conversations/schemas.js';
import { authA, conversationApp, inlineScenario } from './fixtures.js';

const BASE = '/api/v1/conversations';

const character = {
  facts: [{ about: ['budget', 'money', 'funds'], says: 'Our training budget is forty thousand this year, and half of it is already committed.' }],
  objections: [{ about: ['risk', 'pilot'], says: 'Last year a programme like this overran by thirty percent.', answered_by: ['cap', 'milestones', 'review'], settled: 'A hard cap with a review at each milestone, that I can defend.' }],
  disclosure: { about: ['worry', 'board', 'really'], hint: 'Let us say the board watches this line closely.', partial: 'The board asked me to cut costs after the overrun.', full: 'Honestly, one more overrun and the board takes the training budget away from me.' },
  outcomes: [
    { id: 'pilot', kind: 'next_step', label: 'Dana agrees to a capped pilot' },
    { id: 'overrun', kind: 'objection_addressed', objection: 0, label: 'The fear of another overrun is addressed' },
  ],
};

describe('an inline scenario with a character', () => {
  it('answers the question asked from its facts and lists the outcome checklist in the report', async () => {
    const { app } = await conversationApp();
    const created = await request(app).post(BASE).set(authA).send({ scenario: { ...inlineScenario, character } }).expect(201);
    const id = created.body.session_id as string;
    const reply = await request(app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'How much money is in the budget this year?' }).expect(200);
    expect(SendMessageResponseSchema.parse(reply.body).npc_response).toContain(character.facts[0]!.says);
    const end = await request(app).post(`${BASE}/${id}/end`).set(authA).send({}).expect(200);
    const report = EndConversationResponseSchema.parse(end.body).report;
    expect(report.outcome_checklist).toEqual([
      { id: 'pilot', label: 'Dana agrees to a capped pilot', met: false },
      { id: 'overrun', label: 'The fear of another overrun is addressed', met: false },
    ]);
    expect(report.outcome).not.toBe('success');
  });

  it('refuses a checklist that names an objection the character does not have', async () => {
    const { app } = await conversationApp();
    const bad = { ...character, outcomes: [{ id: 'x', kind: 'objection_addressed', objection: 2, label: 'x' }] };
    const res = await request(app).post(BASE).set(authA).send({ scenario: { ...inlineScenario, character: bad } }).expect(400);
    expect(res.body.error).toBe('invalid_config');
  });
});

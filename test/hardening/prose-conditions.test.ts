// Inline scenarios accept failure patterns written in plain language. Formal conditions keep
// working (and a broken formal one is still refused); each prose condition is raised by a line that
// fits it and not by a polite line; every flag says which evaluator raised it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authA, conversationApp, inlineScenario } from '../conversations/api/fixtures.js';

const BASE = '/api/v1/conversations';

const PATTERNS = [
  { flag: 'insult', condition: 'The user insults Dana, for example calling her an idiot', description: 'Insulted Dana' },
  { flag: 'interrupting', condition: 'The user interrupts Dana and talks over her', description: 'Interrupted' },
  { flag: 'pressure', condition: 'The user puts pressure on Dana to decide right now', description: 'Pressured' },
  { flag: 'ignored_objection', condition: 'The user ignores the objection and brushes it off', description: 'Ignored the objection' },
  { flag: 'pricing_promise', condition: 'The user promises a discount on the price', description: 'Promised a discount' },
  { flag: 'formal_long', condition: 'last_turn_words > 80', description: 'A very long turn' },
];

const POLITE = 'Thank you for your time, Dana. What would make this pilot worth it for your team?';

const FITTING: Record<string, string> = {
  insult: 'Honestly Dana, you are an idiot if you cannot see this.',
  interrupting: 'Wait, stop, let me finish before you say anything else.',
  pressure: 'You need to sign this today, no more delays, decide right now.',
  ignored_objection: "Whatever, that doesn't matter. Just approve the budget.",
  pricing_promise: 'I promise we can give you a 20% discount on the price.',
};

async function session(app: Parameters<typeof request>[0]) {
  const res = await request(app)
    .post(BASE)
    .set(authA)
    .send({ scenario: { ...inlineScenario, failure_patterns: PATTERNS } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.session_id as string;
}

async function flagsAfter(app: Parameters<typeof request>[0], text: string) {
  const id = await session(app);
  const res = await request(app).post(`${BASE}/${id}/messages`).set(authA).send({ text }).expect(200);
  return res.body.flags as Array<{ flag: string; evaluator?: string }>;
}

describe('plain-language failure patterns (built-in engine)', () => {
  it('an inline scenario with prose conditions is accepted', async () => {
    const { app } = await conversationApp();
    await session(app);
  });

  it('a broken formal condition is still refused with invalid_config', async () => {
    const { app } = await conversationApp();
    const res = await request(app)
      .post(BASE)
      .set(authA)
      .send({ scenario: { ...inlineScenario, failure_patterns: [{ flag: 'x', description: 'x', condition: 'turn >= 6 and trust_dropp > 0.1' }] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_config');
  });

  it.each(Object.entries(FITTING))('%s: raised by a line that fits, by builtin_prose', async (flag, line) => {
    const { app } = await conversationApp();
    const flags = await flagsAfter(app, line);
    const raised = flags.find((f) => f.flag === flag);
    expect(raised, `${flag} after "${line}": ${JSON.stringify(flags)}`).toBeDefined();
    expect(raised!.evaluator).toBe('builtin_prose');
  });

  it('none is raised by a polite line', async () => {
    const { app } = await conversationApp();
    const flags = await flagsAfter(app, POLITE);
    expect(flags.filter((f) => Object.keys(FITTING).includes(f.flag))).toEqual([]);
  });

  it.each(Object.entries(FITTING))('%s: the fitting lines of the other conditions do not raise it', async (flag) => {
    const { app } = await conversationApp();
    for (const [other, line] of Object.entries(FITTING)) {
      if (other === flag || (flag === 'pressure' && other === 'interrupting') || (flag === 'interrupting' && other === 'pressure')) continue;
      if (flag === 'ignored_objection' && other === 'insult') continue; // an insult also brushes the objection aside
      const flags = await flagsAfter(app, line);
      expect(flags.some((f) => f.flag === flag), `${flag} raised by "${line}"`).toBe(false);
    }
  });

  it('formal conditions report evaluator condition, built-in flags builtin', async () => {
    const { app } = await conversationApp();
    const flags = await flagsAfter(app, `${'We should look at the numbers together and think about it. '.repeat(9)}You idiot.`);
    expect(flags.find((f) => f.flag === 'formal_long')?.evaluator).toBe('condition');
    expect(flags.find((f) => f.flag === 'hostility')?.evaluator).toBe('builtin');
  });
});

// Text that looks empty is empty: control characters, NUL bytes and invisible format characters
// (zero-width spaces, joiners, bidi marks, BOM) are stripped, the rest is normalised to NFC, and a
// message with nothing visible left is 400 empty_text rather than a turn.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../src/conversations/visible-text.js';
import { authA, conversationApp, createSession } from '../conversations/api/fixtures.js';

describe('visibleText', () => {
  it.each([
    ['\u0000\u0000\u0000', ''],
    ['\u0001\u0007\u001b\u007f\u0085', ''],
    ['\u200b\u200c\u200d\u2060\ufeff', ''],
    ['\u202e\u2066\u00ad', ''],
    ['  \u200b \t\n ', ''],
    ['he\u200bllo\u0000', 'hello'],
    ['Cafe\u0301', 'Caf\u00e9'],
    ['line one\nline two', 'line one\nline two'],
  ])('%j -> %j', (input, expected) => {
    expect(visibleText(input)).toBe(expected);
  });
});

describe('messages that look empty', () => {
  it.each([['\u0000\u0000\u0000'], ['\u200b\u200b\u200d'], ['\u0007\u001b\u202e'], ['\ufeff \u2060']])(
    '%j is 400 empty_text and not a turn',
    async (text) => {
      const { app } = await conversationApp();
      const s = await createSession(app);
      const res = await request(app).post(`/api/v1/conversations/${s.session_id}/messages`).set(authA).send({ text });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('empty_text');
      const status = await request(app).get(`/api/v1/conversations/${s.session_id}`).set(authA).expect(200);
      expect(status.body.turns.filter((t: { role: string }) => t.role === 'user')).toHaveLength(0);
    },
  );

  it('a visible message keeps its text, normalised to NFC and without invisible characters', async () => {
    const { app } = await conversationApp();
    const s = await createSession(app);
    await request(app).post(`/api/v1/conversations/${s.session_id}/messages`).set(authA).send({ text: 'Cafe\u0301\u200b time?' }).expect(200);
    const status = await request(app).get(`/api/v1/conversations/${s.session_id}`).set(authA).expect(200);
    const user = status.body.turns.filter((t: { role: string }) => t.role === 'user');
    expect(user[0].text).toBe('Caf\u00e9 time?');
  });
});

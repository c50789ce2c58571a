// The service as the hosted page uses it (capability access, pageView) and its memory hygiene.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { presentEnd, presentMessage, presentPageView } from '../../src/conversations/index.js';
import { authA, conversationApp, createBody, createSession } from './api/fixtures.js';

describe('ConversationService', () => {
  it('is one instance per app, shared by the routes and the page', async () => {
    const a = await conversationApp();
    const b = await conversationApp();
    expect(a.root.simulation.service).toBe(a.root.conversations.service);
    expect(a.root.conversations.service).not.toBe(b.root.conversations.service);
  });

  it('issues an embed capability the page can verify, scoped to one session', async () => {
    const { app, root } = await conversationApp();
    const one = await createSession(app);
    const two = await createSession(app);
    const token = new URL(one.embed_url).searchParams.get('token')!;
    const service = root.conversations.service;
    expect(new URL(one.embed_url).searchParams.get('session')).toBe(one.session_id);
    expect(service.capabilities.verify(one.session_id, token)).toBe(true);
    expect(service.capabilities.verify(two.session_id, token)).toBe(false);
  });

  it('gives the page a view and lets it play the session with capability access', async () => {
    const { app, root } = await conversationApp();
    const created = await createSession(app, { max_user_turns: 2, locale: 'en-GB', ui: { theme: 'dark', hide_camera: true } });
    const service = root.conversations.service;
    const page = { kind: 'capability', user: null } as const;
    const view = presentPageView(await service.get(created.session_id, page));
    expect(view).toMatchObject({
      session_id: created.session_id,
      scenario: { id: 'budget-pitch', title: 'Pitch the new budget', type: 'persuasion' },
      npc: { name: 'Dana Reyes', role: 'Department head', voice: 'ash', avatar: null },
      role: 'learner',
      locale: 'en-GB',
      ui: { theme: 'dark', hide_camera: true },
      coach_enabled: true,
      max_user_turns: 2,
      turn_count: 0,
      ended: false,
      end_reason: null,
      report: null,
      expires_at: created.expires_at,
    });
    expect(view.turns).toEqual([{ role: 'npc', text: created.opening_message, timestamp: expect.any(Number) }]);

    const turn = presentMessage(await service.sendMessage(await service.get(created.session_id, page), 'Hello from the page.', page));
    expect(turn.turn_count).toBe(1);
    const ended = presentEnd(await service.end(created.session_id, page));
    const after = presentPageView(await service.get(created.session_id, page));
    expect(after).toMatchObject({ ended: true, end_reason: 'ended_by_caller', turn_count: 1, report: ended.report });
    // The API sees what the page did.
    const status = await request(app).get(`/api/v1/conversations/${created.session_id}`).set(authA).expect(200);
    expect(status.body.turns).toHaveLength(3);
  });

  it('the page asking for an unknown or expired session is not_found', async () => {
    const { app, root, clock } = await conversationApp();
    const service = root.conversations.service;
    const page = { kind: 'capability', user: null } as const;
    expect(() => service.get('nope', page)).toThrow(expect.objectContaining({ status: 404, code: 'not_found' }));
    const { session_id } = await createSession(app, { ttl_seconds: 60 });
    clock.advance(60_000);
    expect(() => service.get(session_id, page)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('frees expired sessions on the shared sweep, without anyone asking for them', async () => {
    const { app, root, clock } = await conversationApp();
    const service = root.conversations.service;
    for (let i = 0; i < 5; i++) await createSession(app, { ttl_seconds: 60 });
    await createSession(app, { ttl_seconds: 3600 });
    expect(service.liveSessions()).toBe(6);
    clock.advance(61_000);
    expect(service.sweep()).toBe(5);
    expect(service.liveSessions()).toBe(1);
  });

  it('sweeps on one shared interval (no timer per session) that stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const built = await conversationApp();
      const service = built.root.conversations.service;
      const timersAtStart = vi.getTimerCount();
      for (let i = 0; i < 5; i++) await createSession(built.app, { ttl_seconds: 60 });
      expect(vi.getTimerCount()).toBe(timersAtStart);
      built.clock.advance(61_000);
      expect(service.liveSessions()).toBe(5);
      vi.advanceTimersByTime(30_000);
      expect(service.liveSessions()).toBe(0);

      for (let i = 0; i < 3; i++) await createSession(built.app, { ttl_seconds: 60 });
      await built.close();
      expect(vi.getTimerCount()).toBeLessThan(timersAtStart);
      built.clock.advance(61_000);
      vi.advanceTimersByTime(60_000);
      expect(service.liveSessions()).toBe(3); // no sweep after close
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a locale nothing speaks rather than playing it in English', async () => {
    const { app, root } = await conversationApp();
    const service = root.conversations.service;
    const res = await request(app).post('/api/v1/conversations').set(authA).send(createBody({ locale: 'tlh' })).expect(400); // Klingon: a valid tag no engine speaks
    expect(res.body.error).toBe('unsupported_locale');
    expect(service.liveSessions()).toBe(0);
  });
});

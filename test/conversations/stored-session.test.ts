// A session kept in a shared store travels as JSON, in parts (storedConversation: the scenario
// once, a small head, arrays appended turn by turn): read back whole, or brought up to date from
// an older copy, it must be the same session to every reader (status, page view, report), or an
// instance that did not create it would answer differently from the one that did.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/conversations/engine/index.js';
import { presentPageView, presentStatus } from '../../src/conversations/presenters.js';
import type { ConversationRecord } from '../../src/conversations/session.js';
import { storedConversation as shape } from '../../src/conversations/stored-session.js';
import { authA, conversationApp } from './api/fixtures.js';

const viaJson = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const readBack = (r: ConversationRecord) => shape.build(viaJson(shape.fixed(r)), viaJson(shape.head(r)), viaJson(shape.growing(r) as unknown[][]));

describe('a session read back from its stored parts', () => {
  it('presents and reports exactly as the session it was, read whole or brought up to date', async () => {
    const { app, root, clock } = await conversationApp();
    const created = await request(app).post('/api/v1/conversations').set(authA).send({ scenario_id: 'manager-remote-fridays', options: { locale: 'es' } }).expect(201);
    const id = created.body.session_id as string;
    const say = (text: string) => request(app).post(`/api/v1/conversations/${id}/messages`).set(authA).send({ text }).expect(200);
    await say('¿Qué le preocupa más de los viernes en remoto?');
    const early = readBack((await root.stores.sessions.get(id))!);
    const lengths = shape.growing(early).map((a) => a.length);
    for (const text of ['Entiendo, suena frustrante.', 'Propongo un piloto de dos meses con métricas claras.']) await say(text);
    const original = (await root.stores.sessions.get(id))!;

    const whole = readBack(original);
    const added = viaJson(shape.growing(original).map((a, i) => a.slice(lengths[i])));
    const caughtUp = shape.update(early, viaJson(shape.head(original)), added, lengths);
    // A copy a refused turn grew past what was stored is caught up from what was stored.
    const grewPast = readBack(early);
    grewPast.engine.turns.push({ role: 'user', text: 'a turn that was never stored', timestamp: 0 });
    grewPast.engine.flags.push(grewPast.engine.flags[0] ?? ({ flag: 'never_stored' } as never));
    const caughtUpPast = shape.update(grewPast, viaJson(shape.head(original)), added, lengths);
    // A new value: the older one, which a caller may still hold, is left as it was.
    expect(shape.growing(early).map((a) => a.length)).toEqual(lengths);
    for (const revived of [whole, caughtUp, caughtUpPast]) {
      expect(presentStatus(revived)).toEqual(presentStatus(original));
      expect(presentPageView(revived)).toEqual(presentPageView(original));
      expect(buildReport(revived.engine, clock.now())).toEqual(buildReport(original.engine, clock.now()));
    }
    // The scenario is the shared object again, not a copy per read.
    expect(readBack(original).engine.scenario).toBe(whole.engine.scenario);
    // What is rewritten on each save holds neither the scenario nor the transcript.
    const head = JSON.stringify(shape.head(original));
    expect(head).not.toContain('Propongo un piloto');
    expect(head).not.toContain(JSON.stringify(original.engine.scenario).slice(0, 40));
  });
});

// A session kept in a shared store travels as JSON: read back and revived, it must be the same
// session to every reader (status, page view, report), or an instance that did not create it
// would answer differently from the one that did.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/conversations/engine/index.js';
import { presentPageView, presentStatus } from '../../src/conversations/presenters.js';
import type { ConversationRecord } from '../../src/conversations/session.js';
import { reviveConversation } from '../../src/conversations/stored-session.js';
import { authA, conversationApp } from './api/fixtures.js';

describe('a session read back from JSON', () => {
  it('presents and reports exactly as the session it was', async () => {
    const { app, root, clock } = await conversationApp();
    const created = await request(app).post('/api/v1/conversations').set(authA).send({ scenario_id: 'manager-remote-fridays', options: { locale: 'es' } }).expect(201);
    const id = created.body.session_id as string;
    for (const text of ['¿Qué le preocupa más de los viernes en remoto?', 'Entiendo, suena frustrante.', 'Propongo un piloto de dos meses con métricas claras.']) {
      await request(app).post(`/api/v1/conversations/${id}/messages`).set(authA).send({ text }).expect(200);
    }
    const original = (await root.stores.sessions.get(id))!;
    const revived = reviveConversation(JSON.parse(JSON.stringify(original)) as ConversationRecord);
    expect(presentStatus(revived)).toEqual(presentStatus(original));
    expect(presentPageView(revived)).toEqual(presentPageView(original));
    expect(buildReport(revived.engine, clock.now())).toEqual(buildReport(original.engine, clock.now()));
    // The scenario is the shared object again, not a copy per read.
    expect(reviveConversation(JSON.parse(JSON.stringify(original)) as ConversationRecord).engine.scenario).toBe(revived.engine.scenario);
  });
});

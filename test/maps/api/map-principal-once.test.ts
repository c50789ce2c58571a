// A map request's optional principal (a JWT as bearer, or the auth cookie) is told once per
// request, however many steps ask: the count of sends to the request's own record store, the
// body's identity fields, the count of anonymous generations on a miss, and the statement's actor.
// Each telling is a whole authentication (the token, its revocation, the user's record), counted
// here at the identity module's boundary. The next request is told afresh: nothing outlives it.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as IdentityModule from '../../../src/auth/identity.js';
import { TEST_SECRET, bearer, tokenFor, users } from '../../auth/helpers.js';
import { settled, startStatementSink, type StatementSink } from './statement-sink.js';
import { mapsApp, STRUCTURAL } from './support.js';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/auth/identity.js', async (importOriginal) => {
  const real = await importOriginal<typeof IdentityModule>();
  return {
    ...real,
    createIdentity: (deps: IdentityModule.IdentityDeps): IdentityModule.Identity => {
      const identity = real.createIdentity(deps);
      return {
        ...identity,
        authenticate: (token) => {
          calls.n++;
          return identity.authenticate(token);
        },
      };
    },
  };
});

let sink: StatementSink;
let endpoint: string;
const actors = () => sink.received.map((r) => r.actor);

beforeAll(async () => {
  sink = await startStatementSink();
  endpoint = sink.endpoint;
});
afterAll(() => sink.close());

describe("a map request's optional principal", () => {
  it('is told once per request naming its own record store, on a miss and on a hit, and afresh for the next request', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET } });
    const token = await tokenFor(t, users.teacher);
    // Every step that asks: the send count, the body's own e-mail, the generation count (a miss), the actor.
    const body = { ...STRUCTURAL, email: users.teacher.email, config: { xapi: { endpoint } } };

    calls.n = 0;
    const miss = await request(t.app).post('/api/direct/map').set(bearer(token)).send(body).expect(200);
    expect(miss.body.cached).toBe(false);
    await settled(t.logs, 1);
    expect(calls.n).toBe(1);

    calls.n = 0;
    const hit = await request(t.app).get('/api/direct/map').set({ Cookie: `auth_token=${token}` }).query({ json: JSON.stringify(body) }).expect(200);
    expect(hit.body.cached).toBe(true);
    await settled(t.logs, 2);
    expect(calls.n).toBe(1);

    // What the one telling found reached every step: the user's sends were counted, its identity
    // applied, its map stored (not an anonymous one's), and the statement is about it.
    expect(t.logs.filter((l) => l.msg === 'map.identity_ignored')).toEqual([]);
    expect(miss.body.storePath).not.toMatch(/^cache:/);
    expect(actors().map((a) => a.mbox)).toEqual([`mailto:${users.teacher.email}`, `mailto:${users.teacher.email}`]);
    await t.close();
  });

  it('is told once when the token does not verify, and the request is anonymous throughout', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET } });
    const forged = await tokenFor(t, users.teacher, { secret: 'another-secret-for-hs256-0123456789abcdef' });
    calls.n = 0;
    const res = await request(t.app)
      .post('/api/direct/map')
      .set(bearer(forged))
      .send({ ...STRUCTURAL, key: 'forged', config: { xapi: { endpoint } } })
      .expect(200);
    await settled(t.logs, 1);
    expect(calls.n).toBe(1);
    expect(res.body.storePath).toMatch(/^cache:/);
    expect(actors().at(-1)?.account?.name).toBe('anonymous');
    await t.close();
  });
});

// A map request's optional principal (a JWT as bearer, or the auth cookie) is told once per
// request, however many steps ask: the count of sends to the request's own record store, the
// body's identity fields, the count of anonymous generations on a miss, and the statement's actor.
// Each telling is a whole authentication (the token, its revocation, the user's record), counted
// here at the identity module's boundary. The next request is told afresh: nothing outlives it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as IdentityModule from '../../../src/auth/identity.js';
import { TEST_SECRET, bearer, tokenFor, users } from '../../auth/helpers.js';
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

let server: Server;
let endpoint: string;
const actors: Array<{ mbox?: string; account?: { name?: string } }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.endsWith('/statements')) actors.push((JSON.parse(raw) as Array<{ actor: (typeof actors)[number] }>)[0]!.actor);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xAPI`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

/** Waits until `count` sends have been logged as settled (a state, not a timer): 10 s at most. */
async function settled(logs: Record<string, unknown>[], count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  const done = () => logs.filter((l) => l.msg === 'map.xapi_sent' || l.msg === 'map.xapi_failed').length;
  while (done() < count && Date.now() < deadline) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(count);
}

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
    expect(actors.map((a) => a.mbox)).toEqual([`mailto:${users.teacher.email}`, `mailto:${users.teacher.email}`]);
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
    expect(actors.at(-1)?.account?.name).toBe('anonymous');
    await t.close();
  });
});

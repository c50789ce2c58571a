// Who may call what on /api/school, route by route: no cookie, a bad cookie, a learner, another
// educator, a content expert, the owner, the invitee of a pending transfer and an admin. Each
// case runs on a fresh app whose class is set up for that route (a pending transfer for accept
// and cancel), so a success in one case cannot change another.
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../auth/helpers.js';
import { as, cast, classPath, createClass, newClass, schoolApp, type Who } from './helpers.js';

type Actor = 'none' | 'badCookie' | Who;
type Route = { name: string; call: (id: string) => { method: 'get' | 'post' | 'patch'; path: string; body?: object }; pending?: boolean; ok: number };

const routes: Route[] = [
  { name: 'GET /api/school/classes', call: () => ({ method: 'get', path: '/api/school/classes' }), ok: 200 },
  { name: 'POST /api/school/classes', call: () => ({ method: 'post', path: '/api/school/classes', body: newClass }), ok: 201 },
  { name: 'PATCH /api/school/class/:id', call: (id) => ({ method: 'patch', path: classPath(id), body: { title: 'Changed' } }), ok: 200 },
  { name: 'invite-expert', call: (id) => ({ method: 'post', path: classPath(id, 'invite-expert'), body: { email: 'new@school.test' } }), ok: 200 },
  { name: 'remove-expert', call: (id) => ({ method: 'post', path: classPath(id, 'remove-expert'), body: { email: cast.expert.email } }), ok: 200 },
  { name: 'transfer-ownership', call: (id) => ({ method: 'post', path: classPath(id, 'transfer-ownership'), body: { newOwnerEmail: cast.other.email } }), ok: 200 },
  { name: 'accept-ownership', call: (id) => ({ method: 'post', path: classPath(id, 'accept-ownership') }), pending: true, ok: 200 },
  { name: 'cancel-transfer', call: (id) => ({ method: 'post', path: classPath(id, 'cancel-transfer') }), pending: true, ok: 200 },
];

const OK = 0; // placeholder for the route's success status
const manage: Record<Actor, number> = { none: 401, badCookie: 401, learner: 403, other: 403, expert: 403, owner: OK, invitee: 403, admin: OK };
const expected: Record<string, Record<Actor, number>> = {
  'GET /api/school/classes': { none: 401, badCookie: 401, learner: 403, other: OK, expert: OK, owner: OK, invitee: OK, admin: OK },
  'POST /api/school/classes': { none: 401, badCookie: 401, learner: 403, other: OK, expert: OK, owner: OK, invitee: OK, admin: OK },
  'PATCH /api/school/class/:id': manage,
  'invite-expert': manage,
  'remove-expert': manage,
  'transfer-ownership': manage,
  'accept-ownership': { none: 401, badCookie: 401, learner: 403, other: 403, expert: 403, owner: 403, invitee: OK, admin: OK },
  'cancel-transfer': manage,
};

async function run(route: Route, actor: Actor, classId?: string) {
  const { t, tok } = await schoolApp();
  const cls = await createClass(t, tok.owner);
  await as(t, tok.owner).post(classPath(cls.id, 'invite-expert'), { email: cast.expert.email });
  if (route.pending) await as(t, tok.owner).post(classPath(cls.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
  const token =
    actor === 'none' ? undefined : actor === 'badCookie' ? await tokenFor(t, cast.owner, { secret: 'a-different-secret-0123456789abcdef' }) : tok[actor];
  const { method, path, body } = route.call(classId ?? cls.id);
  const client = as(t, token);
  const res = method === 'get' ? await client.get(path) : method === 'patch' ? await client.patch(path, body ?? {}) : await client.post(path, body);
  return { res, t, tok, cls };
}

describe('authorization matrix', () => {
  for (const route of routes) {
    describe(route.name, () => {
      for (const actor of Object.keys(expected[route.name]!) as Actor[]) {
        const want = expected[route.name]![actor] || route.ok;
        it(`${actor} -> ${want}`, async () => {
          const { res } = await run(route, actor);
          expect(res.status).toBe(want);
          expect(res.body.success).toBe(want < 400);
          if (want >= 400) expect(typeof res.body.error).toBe('string');
          else if (route.name !== 'GET /api/school/classes') expect(res.body.class).toBeDefined();
        });
      }
      if (route.call('x').path.includes('/class/')) {
        it('unknown class -> 404 (owner and admin)', async () => {
          for (const actor of ['owner', 'admin'] as const) {
            const { res } = await run(route, actor, 'no-such-class');
            expect(res.status).toBe(404);
            expect(res.body).toMatchObject({ success: false, error: 'class_not_found' });
          }
        });
      }
    });
  }
});

// Who may use class content, for every route, through the real app with classes, experts and
// ownership changed through the real /api/school API: no cookie 401; learner, other educator and
// removed expert 403; expert, owner and admin allowed. Access follows the class's current state.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { base, harness, type Harness } from './helpers.js';

const OWNER = 'owner@school.test';
const EXPERT = 'expert@school.test';
const REMOVED = 'removed@school.test';
const OTHER = 'other@school.test';
const LEARNER = 'learner@school.test';
const ADMIN = 'admin@school.test';

let h: Harness;
let classId: string;
let cookies: Record<string, string | undefined>;

beforeEach(async () => {
  h = await harness();
  classId = await h.createClass(OWNER);
  await h.inviteExpert(OWNER, classId, EXPERT);
  await h.inviteExpert(OWNER, classId, REMOVED);
  await h.removeExpert(OWNER, classId, REMOVED);
  cookies = {
    'no cookie': undefined,
    learner: await h.login(LEARNER, 'learner'),
    'other educator': await h.login(OTHER),
    'removed expert': await h.login(REMOVED),
    expert: await h.login(EXPERT),
    owner: await h.login(OWNER),
    admin: await h.login(ADMIN, 'admin'),
  };
  const r = await h.http.post(`${base(classId)}/regenerate`).set('Cookie', cookies.owner!).send({ count: 2, competencyName: 'Photosynthesis' });
  expect(r.status).toBe(200);
});
afterEach(() => h.close());

const sata = { title: 'T', questions: [{ stem: 'Which are gases?', options: [{ text: 'Oxygen', correct: true, rationale: 'A gas.' }, { text: 'Iron', correct: false, rationale: 'A metal.' }, { text: 'Steam', correct: true, rationale: 'Water as gas.' }] }] };

/** Every route, in an order that works for one allowed caller on the fresh state (versions 1, 2; 1 active). */
function routes(content: () => unknown) {
  const common = { competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose.' };
  return [
    { name: 'GET list', send: (c: string | undefined) => req('get', `/api/class-content/${classId}`, c) },
    { name: 'GET version', send: (c: string | undefined) => req('get', `${base(classId)}/1`, c) },
    { name: 'PUT version', send: (c: string | undefined) => req('put', `${base(classId)}/1`, c, { content: content() }) },
    { name: 'set-active', send: (c: string | undefined) => req('post', `${base(classId)}/set-active`, c, { version: 2 }) },
    { name: 'DELETE version', send: (c: string | undefined) => req('delete', `${base(classId)}/1`, c) },
    { name: 'regenerate', send: (c: string | undefined) => req('post', `${base(classId)}/regenerate`, c, { count: 1 }) },
    { name: 'critic', send: (c: string | undefined) => req('post', `/api/class-content/critic/${classId}`, c, { ...common, content: sata, criticType: 'comprehensive', system: 'SATA' }) },
    {
      name: 'criticism-chat',
      send: (c: string | undefined) => req('post', `/api/class-content/criticism-chat/${classId}`, c, { ...common, userMessage: 'finding 1?', criticism: '', criticismType: 'assessment', system: 'SATA', originalContent: sata }),
    },
  ];
}

function req(method: 'get' | 'put' | 'post' | 'delete', url: string, cookie: string | undefined, body?: object) {
  let r = h.http[method](url);
  if (cookie) r = r.set('Cookie', cookie);
  return body ? r.send(body) : r;
}

async function state() {
  return h.t.db.prepare('SELECT version, mode FROM class_content_versions ORDER BY mode, version').all();
}

describe('authorization matrix: every route', () => {
  for (const [who, status, code] of [
    ['no cookie', 401, 'missing_authorization'],
    ['learner', 403, 'forbidden'],
    ['other educator', 403, 'forbidden'],
    ['removed expert', 403, 'forbidden'],
  ] as const) {
    it(`${who}: ${status} on every route, nothing changes`, async () => {
      const before = await state();
      const current = (await h.http.get(`${base(classId)}/1`).set('Cookie', cookies.owner!)).body.content;
      for (const route of routes(() => current)) {
        const res = await route.send(cookies[who]);
        expect(res.status, `${who} ${route.name}`).toBe(status);
        expect(res.body, `${who} ${route.name}`).toMatchObject({ success: false, error: code, message: expect.any(String) });
      }
      expect(await state()).toEqual(before);
    });
  }

  for (const who of ['expert', 'owner', 'admin'] as const) {
    it(`${who}: allowed on every route`, async () => {
      const current = (await h.http.get(`${base(classId)}/1`).set('Cookie', cookies.owner!)).body.content;
      for (const route of routes(() => current)) {
        const res = await route.send(cookies[who]);
        expect(res.status, `${who} ${route.name}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.success).toBe(true);
      }
      const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies[who]!);
      expect(list.body.competencies[0].modes.KE).toEqual({ versions: [1, 2, 3], activeVersion: 2 });
      // Edits are attributed to the caller.
      const v3 = await h.http.get(`${base(classId)}/3`).set('Cookie', cookies[who]!);
      expect(v3.body.metadata.editedBy).toBe({ expert: EXPERT, owner: OWNER, admin: ADMIN }[who]);
    });
  }

  it('an unknown class is 404 class_not_found, for members and outsiders alike; content is never revealed to outsiders', async () => {
    for (const who of ['owner', 'other educator', 'admin'] as const) {
      const res = await h.http.get('/api/class-content/no-such-class').set('Cookie', cookies[who]!);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('class_not_found');
    }
    // An outsider asking for a version that does not exist gets 403, not 404: existence is not leaked.
    const probe = await h.http.get(`${base(classId, 'nothing-here')}/4`).set('Cookie', cookies['other educator']!);
    expect(probe.status).toBe(403);
  });
});

describe('access follows the class as it changes', () => {
  it('a removed expert loses access at once; an invited one gains it at once', async () => {
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies.expert!)).status).toBe(200);
    await h.removeExpert(OWNER, classId, EXPERT);
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies.expert!)).status).toBe(403);
    await h.inviteExpert(OWNER, classId, OTHER);
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies['other educator']!)).status).toBe(200);
  });

  it('after an ownership transfer the new owner has access and the former owner and experts do not', async () => {
    const t = await h.http.post(`/api/school/class/${classId}/transfer-ownership`).set('Cookie', cookies.owner!).send({ newOwnerEmail: OTHER });
    expect(t.status).toBe(200);
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies['other educator']!)).status).toBe(403);
    const a = await h.http.post(`/api/school/class/${classId}/accept-ownership`).set('Cookie', cookies['other educator']!);
    expect(a.status).toBe(200);
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies['other educator']!)).status).toBe(200);
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies.owner!)).status).toBe(403);
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', cookies.expert!)).status).toBe(403);
  });

  it('an Authorization header is not a login, and a write from a foreign browser origin is refused', async () => {
    const token = cookies.owner!.split('=')[1]!;
    const bearer = await h.http.get(`/api/class-content/${classId}`).set('Authorization', `Bearer ${token}`);
    expect(bearer.status).toBe(401);
    const csrf = await h.http.post(`${base(classId)}/set-active`).set('Cookie', cookies.owner!).set('Origin', 'https://evil.example').send({ version: 2 });
    expect(csrf.status).toBe(403);
    expect(csrf.body.error).toBe('origin_not_allowed');
  });
});

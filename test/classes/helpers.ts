// Shared set-up for the classes area's tests: an app, tokens for a cast of users, and request shorthands.
import request from 'supertest';
import { bearer, buildAuthApp, tokenFor, users, type TestUser } from '../auth/helpers.js';
import type { TestApp, TestAppOptions } from '../helpers/app.js';

export type Cast = Record<keyof typeof users, string>;

export async function classesApp(opts: TestAppOptions = {}): Promise<{ t: TestApp; tok: Cast }> {
  const t = await buildAuthApp(opts);
  const entries = await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await tokenFor(t, u, { ttlSeconds: 86_400 })] as const));
  return { t, tok: Object.fromEntries(entries) as Cast };
}

export function api(t: TestApp, token?: string) {
  const auth = token ? bearer(token) : {};
  return {
    get: (path: string) => request(t.app).get(path).set(auth),
    post: (path: string, body?: object) => {
      const r = request(t.app).post(path).set(auth);
      return body === undefined ? r : r.send(body);
    },
    delete: (path: string) => request(t.app).delete(path).set(auth),
  };
}

export const sampleCurriculum = {
  nodes: [
    { id: 'cells', label: 'Cells', type: 'prerequisite', description: 'What a cell is.' },
    { id: 'dna', label: 'DNA', type: 'concept' },
    { id: 'pcr', label: 'Running a PCR', type: 'skill' },
  ],
  edges: [
    { from: 'cells', to: 'dna', type: 'requires' },
    { from: 'dna', to: 'pcr', type: 'requires' },
  ],
  learningPath: ['cells', 'dna', 'pcr'],
};

export async function createClass(t: TestApp, token: string, body: object = { name: 'Biology 101' }) {
  const res = await api(t, token).post('/api/classes', body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.class as { id: string; enrollmentCode: string } & Record<string, unknown>;
}

export type { TestUser };
export { users };

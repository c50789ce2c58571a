// Class content through the real app on PostgreSQL, as two instances on one database: what one
// writes the other reads with the same ETag, and concurrent writes spread over both keep the
// API's promises (one 200 per ETag, the others 412; without If-Match distinct numbers, then
// 400 version_limit). Users and school classes are shared through one SQLite file while their
// stores still run on it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase, runMigrations, type Database } from '../../src/storage/database.js';
import { orderedMigrations } from '../../src/storage/migrations.js';
import { recordInstances, withEmbeddedFile } from '../helpers/record-instances.js';
import { base, harness, type Harness } from './helpers.js';

const open = recordInstances();
const OWNER = 'owner@school.test';
let a: Harness;
let b: Harness;
let shared: Database;

beforeAll(async () => {
  const [ea, eb] = await open('postgres', 2);
  shared = openDatabase(':memory:');
  runMigrations(shared, orderedMigrations(areaMigrations));
  a = await harness({ records: withEmbeddedFile(ea!, shared) });
  b = await harness({ records: withEmbeddedFile(eb!, shared) });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  shared?.close();
});

describe('class content on PostgreSQL, two instances', () => {
  it('versions written through one instance are read through the other, with the same ETag', async () => {
    const owner = await a.login(OWNER);
    const classId = await a.createClass(OWNER);
    const made = await a.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 2, competencyName: 'Photosynthesis' });
    expect(made.status).toBe(200);
    expect(made.body.newVersions).toEqual([1, 2]);

    const fromA = await a.http.get(`${base(classId)}/2`).set('Cookie', owner);
    const fromB = await b.http.get(`${base(classId)}/2`).set('Cookie', owner);
    expect(fromB.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const list = await b.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies).toEqual([{ competencyId: 'photosynthesis', competencyName: 'Photosynthesis', competencyDescription: '', modes: { KE: { versions: [1, 2], activeVersion: 1 } } }]);

    expect((await b.http.post(`${base(classId)}/set-active`).set('Cookie', owner).send({ version: 2 })).status).toBe(200);
    expect((await a.http.delete(`${base(classId)}/2`).set('Cookie', owner)).body).toMatchObject({ success: false, error: 'active_version' });
    expect((await a.http.delete(`${base(classId)}/1`).set('Cookie', owner)).status).toBe(200);
    expect((await b.http.get(`${base(classId)}/1`).set('Cookie', owner)).status).toBe(404);
  });

  it('eight concurrent PUTs with one If-Match over both instances: one 200, seven 412, one new version', async () => {
    const owner = await a.login(OWNER);
    const classId = await a.createClass(OWNER);
    await a.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 });
    const got = await a.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const puts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? b : a).http
          .put(`${base(classId)}/1`)
          .set('Cookie', owner)
          .set('If-Match', got.headers.etag!)
          .send({ content: { ...got.body.content, title: `Editor ${i}` } }),
      ),
    );
    expect(puts.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
    expect(puts.filter((r) => r.status === 412).every((r) => r.body.error === 'precondition_failed')).toBe(true);
    const winner = puts.find((r) => r.status === 200)!;
    expect(winner.body.newVersion).toBe(2);
    const list = await b.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies[0].modes.KE.versions).toEqual([1, 2]);
  });

  it('concurrent writes without If-Match over both instances: distinct numbers up to four, the rest 400 version_limit', async () => {
    const owner = await a.login(OWNER);
    const classId = await a.createClass(OWNER);
    await a.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 });
    const got = await a.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const writes = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => (i % 2 ? b : a).http.put(`${base(classId)}/1`).set('Cookie', owner).send({ content: { ...got.body.content, title: `Edit ${i}` } })),
      ...Array.from({ length: 4 }, (_, i) => (i % 2 ? a : b).http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 })),
    ]);
    const created = writes.filter((r) => r.status === 200).flatMap((r) => (r.body.newVersion ? [r.body.newVersion as number] : (r.body.newVersions as number[])));
    expect(created.sort()).toEqual([2, 3, 4]);
    expect(writes.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.error === 'version_limit')).toBe(true);
    expect((await a.http.get(`/api/class-content/${classId}`).set('Cookie', owner)).body.competencies[0].modes.KE.versions).toEqual([1, 2, 3, 4]);
  });
});

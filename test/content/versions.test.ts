// The version rules through the real app: numbers 1..4, PUT creates a new version, set-active,
// DELETE (not the active one), regenerate (first versions too), version_limit, metadata, ETag and
// If-Match, durability in SQLite, and concurrent writers never sharing a number or passing four.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { base, withOwnerClass, type Harness } from './helpers.js';

let h: Harness;
let owner: string;
let classId: string;
const OWNER = 'owner@school.test';
withOwnerClass((s) => ({ h, owner, classId } = s), OWNER);

const regenerate = (count: number, extra: object = {}, mode = 'KE', comp = 'photosynthesis') =>
  h.http.post(`${base(classId, comp, mode)}/regenerate`).set('Cookie', owner).send({ count, ...extra });

describe('versions', () => {
  it('regenerate on a competency with no versions creates its first ones; the first is active', async () => {
    const res = await regenerate(2, { competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, newVersions: [1, 2], generator: { provider: 'builtin', model: 'builtin-content-v2' } });
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      success: true,
      classId,
      competencies: [{ competencyId: 'photosynthesis', competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.', modes: { KE: { versions: [1, 2], activeVersion: 1 } } }],
    });
  });

  it('GET answers content and the documented metadata with an ETag; PUT creates a new version with edit metadata', async () => {
    await regenerate(1);
    const got = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    expect(got.status).toBe(200);
    expect(got.headers.etag).toMatch(/^"1\.\d+"$/);
    expect(got.body.metadata).toMatchObject({ version: 1, editedBy: OWNER, editCount: 0, isActive: true, basedOn: null, generator: { provider: 'builtin' } });
    expect(got.body.metadata.generatedAt).toBe(got.body.metadata.lastEditedAt);

    h.t.clock.advance(60_000);
    const expert = 'expert@school.test';
    await h.inviteExpert(OWNER, classId, expert);
    const expertCookie = await h.login(expert);
    const edited = { ...got.body.content, title: 'Photosynthesis, edited' };
    const put = await h.http.put(`${base(classId)}/1`).set('Cookie', expertCookie).send({ content: edited });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ success: true, newVersion: 2, message: expect.any(String) });

    const v2 = await h.http.get(`${base(classId)}/2`).set('Cookie', owner);
    expect(v2.body.content.title).toBe('Photosynthesis, edited');
    expect(v2.body.metadata).toMatchObject({ version: 2, editedBy: expert, editCount: 1, isActive: false, basedOn: 1, generatedAt: got.body.metadata.generatedAt });
    expect(Date.parse(v2.body.metadata.lastEditedAt) - Date.parse(got.body.metadata.lastEditedAt)).toBe(60_000);
    const v1 = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    expect(v1.body.content.title).toBe(got.body.content.title);
    // An edit of an edit counts both.
    const put2 = await h.http.put(`${base(classId)}/2`).set('Cookie', owner).send({ content: { ...edited, title: 'Again' } });
    const v3 = await h.http.get(`${base(classId)}/${put2.body.newVersion}`).set('Cookie', owner);
    expect(v3.body.metadata.editCount).toBe(2);
  });

  it('GET with a matching If-None-Match is 304; the list has an ETag too', async () => {
    await regenerate(1);
    const got = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const again = await h.http.get(`${base(classId)}/1`).set('Cookie', owner).set('If-None-Match', got.headers.etag!);
    expect(again.status).toBe(304);
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.headers.etag).toMatch(/^".+"$/);
  });

  it('set-active, DELETE of a non-active version, DELETE of the active one is 400', async () => {
    await regenerate(3);
    const set = await h.http.post(`${base(classId)}/set-active`).set('Cookie', owner).send({ version: 2 });
    expect(set.body).toEqual({ success: true, activeVersion: 2, message: expect.any(String) });
    expect((await h.http.get(`${base(classId)}/2`).set('Cookie', owner)).body.metadata.isActive).toBe(true);

    const delActive = await h.http.delete(`${base(classId)}/2`).set('Cookie', owner);
    expect(delActive.status).toBe(400);
    expect(delActive.body).toMatchObject({ success: false, error: 'active_version' });

    const del = await h.http.delete(`${base(classId)}/1`).set('Cookie', owner);
    expect(del.body).toEqual({ success: true, message: 'Version 1 deleted' });
    expect((await h.http.get(`${base(classId)}/1`).set('Cookie', owner)).status).toBe(404);
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies[0].modes.KE).toEqual({ versions: [2, 3], activeVersion: 2 });
    // The freed number is reused by the next write.
    expect((await regenerate(1)).body.newVersions).toEqual([1]);
  });

  it('set-active of a missing version is 404; a bad body is 400', async () => {
    await regenerate(1);
    expect((await h.http.post(`${base(classId)}/set-active`).set('Cookie', owner).send({ version: 3 })).status).toBe(404);
    const bad = await h.http.post(`${base(classId)}/set-active`).set('Cookie', owner).send({ version: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'version' } });
  });

  it('a write that needs a fifth version is 400 version_limit, for PUT and regenerate', async () => {
    await regenerate(3);
    const tooMany = await regenerate(2);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ success: false, error: 'version_limit' });
    expect((await regenerate(1)).body.newVersions).toEqual([4]);
    const got = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const put = await h.http.put(`${base(classId)}/1`).set('Cookie', owner).send({ content: got.body.content });
    expect(put.status).toBe(400);
    expect(put.body.error).toBe('version_limit');
  });

  it('regenerate count outside 1..4 is 400', async () => {
    for (const count of [0, 5, 1.5, '2']) {
      const res = await regenerate(count as number);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'count' } });
    }
  });

  it('unknown competency, mode or version is 404 content_not_found', async () => {
    await regenerate(1);
    for (const url of [`${base(classId, 'nothing')}/1`, `${base(classId, 'photosynthesis', 'XYZ')}/1`, `${base(classId, 'photosynthesis', 'SATA')}/1`, `${base(classId)}/3`, `${base(classId)}/9`, `${base(classId)}/abc`]) {
      const res = await h.http.get(url).set('Cookie', owner);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'content_not_found' });
    }
    expect((await h.http.get('/api/class-content/no-such-class').set('Cookie', owner)).body).toMatchObject({ success: false, error: 'class_not_found' });
  });

  it('If-Match that no longer matches is 412 and writes nothing: two editors cannot overwrite each other unknowingly', async () => {
    await regenerate(1);
    const a = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const b = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const first = await h.http.put(`${base(classId)}/1`).set('Cookie', owner).set('If-Match', a.headers.etag!).send({ content: { ...a.body.content, title: 'Editor A' } });
    expect(first.status).toBe(200);
    const second = await h.http.put(`${base(classId)}/1`).set('Cookie', owner).set('If-Match', b.headers.etag!).send({ content: { ...b.body.content, title: 'Editor B' } });
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({ success: false, error: 'precondition_failed' });
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies[0].modes.KE.versions).toEqual([1, 2]);
    // With the fresh ETag the edit goes through.
    const fresh = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    expect((await h.http.put(`${base(classId)}/1`).set('Cookie', owner).set('If-Match', fresh.headers.etag!).send({ content: { ...b.body.content, title: 'Editor B' } })).status).toBe(200);
    // DELETE honours If-Match too.
    expect((await h.http.delete(`${base(classId)}/2`).set('Cookie', owner).set('If-Match', a.headers.etag!)).status).toBe(412);
  });

  it('concurrent PUTs and regenerates on one competency and mode never share a number and never pass four', async () => {
    await regenerate(1);
    const got = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    const writes = [
      ...Array.from({ length: 4 }, (_, i) => h.http.put(`${base(classId)}/1`).set('Cookie', owner).send({ content: { ...got.body.content, title: `Edit ${i}` } })),
      ...Array.from({ length: 4 }, () => regenerate(1)),
      regenerate(2),
    ];
    const results = await Promise.all(writes);
    const created = results.filter((r) => r.status === 200).flatMap((r) => (r.body.newVersion ? [r.body.newVersion as number] : (r.body.newVersions as number[])));
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.error === 'version_limit')).toBe(true);
    expect(created.sort()).toEqual([2, 3, 4]);
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies[0].modes.KE.versions).toEqual([1, 2, 3, 4]);
  });

  it('modes are independent: each has its own versions and active version', async () => {
    await regenerate(2, {}, 'KE');
    await regenerate(1, {}, 'SATA');
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies[0].modes).toEqual({ KE: { versions: [1, 2], activeVersion: 1 }, SATA: { versions: [1], activeVersion: 1 } });
  });
});

describe('durability', () => {
  it('versions survive a restart of the app on the same database file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-durable-'));
    try {
      const { openDatabase, runMigrations } = await import('../../src/storage/database.js');
      const { sqliteEngine } = await import('../../src/storage/sql-engine.js');
      const { allMigrations } = await import('../../src/composition-root.js');
      const { SqlContentStore } = await import('../../src/content/sql-store.js');
      const file = path.join(dir, 'app.db');
      const db1 = openDatabase(file);
      runMigrations(db1, allMigrations);
      const engine1 = sqliteEngine(db1);
      const store1 = new SqlContentStore(engine1);
      const key = { classId: 'c1', competencyId: 'photosynthesis', mode: 'KE' as const };
      const draft = { content: { title: 't' } as never, generatedAt: 'x', editedBy: 'a@b.c', lastEditedAt: 'x', editCount: 0, generator: { provider: 'builtin' as const, model: 'm' }, basedOn: null, notes: [], generated: true };
      await store1.addVersions(key, { name: 'P', description: '' }, [draft, draft], () => {});
      await engine1.close();
      const engine2 = sqliteEngine(openDatabase(file));
      const store2 = new SqlContentStore(engine2);
      expect(await store2.modeState(key)).toMatchObject({ versions: [1, 2], activeVersion: 1, generatedTotal: 2 });
      await engine2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

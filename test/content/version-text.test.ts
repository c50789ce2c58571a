// A version's GET sends its content as the store kept it (JSON.stringify of the content, never
// parsed again on the way out): the bytes must be exactly those of
// JSON.stringify({ success, content, metadata }) over the parsed version, for content full of what
// JSON escapes or spells in more than one way, and they must follow every write to the version's mode.
import { describe, expect, it } from 'vitest';
import { presentMetadata } from '../../src/content/presenters.js';
import { base, withOwnerClass, type Harness } from './helpers.js';

let h: Harness;
let owner: string;
let classId: string;
const OWNER = 'owner@school.test';
withOwnerClass((s) => ({ h, owner, classId } = s), OWNER);

/** What the GET sent before: the version read and parsed by the store, serialised whole. */
async function serialisedWhole(version: number): Promise<string> {
  const { service } = h.t.root.content;
  const view = await service.get(service.key(classId, 'photosynthesis', 'KE'), version);
  return JSON.stringify({ success: true, content: view.record.content, metadata: presentMetadata(view.record, view.state) });
}

const TRICKY = 'Quotes " and \\ backslashes, a tab\t, a line\nbreak, U+2028 \u2028, </script>, é, 日本語, 😀, \u0007 a bell';

describe('a version as stored', () => {
  it('sends the bytes JSON.stringify gives for the parsed version, escapes and all', async () => {
    expect((await h.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 })).status).toBe(200);
    const first = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    expect(first.status).toBe(200);
    expect(first.text).toBe(await serialisedWhole(1));

    const content = { ...first.body.content, title: TRICKY };
    expect((await h.http.put(`${base(classId)}/1`).set('Cookie', owner).send({ content })).status).toBe(200);
    const second = await h.http.get(`${base(classId)}/2`).set('Cookie', owner);
    expect(second.status).toBe(200);
    expect(second.body.content.title).toBe(TRICKY);
    expect(second.text).toBe(await serialisedWhole(2));
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.text));
  });

  it('answers what the mode holds after each write (set active, edit, delete), never an earlier text', async () => {
    expect((await h.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 2 })).status).toBe(200);
    const before = await h.http.get(`${base(classId)}/2`).set('Cookie', owner);
    expect(before.body.metadata.isActive).toBe(false);

    expect((await h.http.post(`${base(classId)}/set-active`).set('Cookie', owner).send({ version: 2 })).status).toBe(200);
    const active = await h.http.get(`${base(classId)}/2`).set('Cookie', owner);
    expect(active.body.metadata.isActive).toBe(true);
    expect(active.headers.etag).not.toBe(before.headers.etag);
    expect(active.text).toBe(await serialisedWhole(2));

    expect((await h.http.delete(`${base(classId)}/1`).set('Cookie', owner)).status).toBe(200);
    const edited = { ...active.body.content, title: 'Edited after a delete' };
    const put = await h.http.put(`${base(classId)}/2`).set('Cookie', owner).send({ content: edited });
    expect(put.body.newVersion).toBe(1);
    const renumbered = await h.http.get(`${base(classId)}/1`).set('Cookie', owner);
    expect(renumbered.body.content.title).toBe('Edited after a delete');
    expect(renumbered.body.metadata).toMatchObject({ version: 1, basedOn: 2, isActive: false });
    expect(renumbered.text).toBe(await serialisedWhole(1));
  });
});

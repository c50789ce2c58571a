// Content that does not fit its mode is 400 naming the path; the size cap is 413; a failing store
// is 500 with nothing half-written; error bodies have the shared shape.
import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_BYTES } from '../../src/content/limits.js';
import { base, withOwnerClass, type Harness } from './helpers.js';

let h: Harness;
let owner: string;
let classId: string;
const OWNER = 'owner@school.test';
withOwnerClass((s) => ({ h, owner, classId } = s), OWNER);

const sata = {
  title: 'Photosynthesis',
  questions: [
    {
      stem: 'Which describe photosynthesis?',
      options: [
        { text: 'Makes glucose', correct: true, rationale: 'Yes.' },
        { text: 'Releases oxygen', correct: true, rationale: 'Yes.' },
        { text: 'Happens in mitochondria', correct: false, rationale: 'No: chloroplasts.' },
      ],
    },
  ],
};

describe('content schemas per mode', () => {
  it('a PUT with content that does not fit its mode is 400 invalid_content naming each path', async () => {
    await h.http.post(`${base(classId, 'photosynthesis', 'SATA')}/regenerate`).set('Cookie', owner).send({ count: 1 });
    const allRight = { ...sata, questions: [{ ...sata.questions[0], options: sata.questions[0]!.options.map((o) => ({ ...o, correct: true })) }] };
    const res = await h.http.put(`${base(classId, 'photosynthesis', 'SATA')}/1`).set('Cookie', owner).send({ content: allRight });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'invalid_content', message: 'content.questions[0].options: needs at least one wrong option', details: { field: 'content.questions[0].options', reason: 'needs at least one wrong option' } });

    const cases: Array<[string, unknown, string]> = [
      ['SATA', { title: 'x', questions: [{ stem: 'q', options: [{ text: 'a', correct: true }] }] }, 'content.questions[0].options[0].rationale'],
      ['SATA', { ...sata, extra: 1 }, 'content.extra'],
      ['KE', { title: 'x' }, 'content.objectives'],
      ['SPL', { title: 'x', situation: 's', learnerRole: 'r', decisionPoints: [{ prompt: 'p', options: [{ text: 'a', quality: 'poor', feedback: 'f' }, { text: 'b', quality: 'acceptable', feedback: 'f' }] }], debrief: 'd' }, 'content.decisionPoints[0].options'],
    ];
    for (const [mode, content, field] of cases) {
      await h.http.post(`${base(classId, 'photosynthesis', mode)}/regenerate`).set('Cookie', owner).send({ count: 1 });
      const r = await h.http.put(`${base(classId, 'photosynthesis', mode)}/1`).set('Cookie', owner).send({ content });
      expect(r.status, field).toBe(400);
      expect(r.body.error).toBe('invalid_content');
      expect(r.body.message, field).toContain(field);
    }
  });

  it('a technical critique of the refused content names the same problems, at the same places', async () => {
    await h.http.post(`${base(classId, 'photosynthesis', 'SPL')}/regenerate`).set('Cookie', owner).send({ count: 1 });
    const content = { title: '', situation: 's', learnerRole: 'r', decisionPoints: [{ prompt: 'p', options: [{ text: 'a', quality: 'poor', feedback: 'f' }, { text: 'b', quality: 'great', feedback: 'f' }] }], debrief: 'd', extra: true };
    const put = await h.http.put(`${base(classId, 'photosynthesis', 'SPL')}/1`).set('Cookie', owner).send({ content });
    expect(put.status).toBe(400);
    const refused = (put.body.message as string).replace(/^\d+ problems: /, '').split('; ');
    const critique = await h.http.post(`/api/class-content/critic/${classId}`).set('Cookie', owner).send({ content, criticType: 'technical', competencyName: 'P', competencyDescription: '', system: 'SPL' });
    const schemaFindings = (critique.body.findings as Array<{ title: string; location: string }>).filter((f) => f.title === 'Does not fit the mode');
    expect(schemaFindings).toHaveLength(refused.length);
    // content.decisionPoints[0].options[1].quality -> /decisionPoints/0/options/1/quality
    const pointers = refused.map((line) => '/' + line.split(':')[0]!.replace(/^content\.?/, '').replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean).join('/'));
    expect(schemaFindings.map((f) => f.location).sort()).toEqual(pointers.map((p) => (p === '/' ? '' : p)).sort());
  });

  it('valid content of each mode is accepted and returned as sent', async () => {
    await h.http.post(`${base(classId, 'photosynthesis', 'SATA')}/regenerate`).set('Cookie', owner).send({ count: 1 });
    const put = await h.http.put(`${base(classId, 'photosynthesis', 'SATA')}/1`).set('Cookie', owner).send({ content: sata });
    expect(put.status).toBe(200);
    const got = await h.http.get(`${base(classId, 'photosynthesis', 'SATA')}/${put.body.newVersion}`).set('Cookie', owner);
    expect(got.body.content).toEqual(sata);
  });

  it('a body that is not {content: object} is 400 invalid_request', async () => {
    await h.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 });
    for (const body of [{}, { content: 'text' }, { content: {}, other: 1 }]) {
      const r = await h.http.put(`${base(classId)}/1`).set('Cookie', owner).send(body);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const notJson = await h.http.put(`${base(classId)}/1`).set('Cookie', owner).set('Content-Type', 'application/json').send('{"content":');
    expect(notJson.body).toMatchObject({ success: false, error: 'invalid_json' });
  });
});

describe('limits', () => {
  it(`content over ${CONTENT_MAX_BYTES} bytes is 413 content_too_large on PUT, critic and chat`, async () => {
    await h.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 });
    const big = { title: 'x'.repeat(10), filler: 'y'.repeat(CONTENT_MAX_BYTES) };
    const put = await h.http.put(`${base(classId)}/1`).set('Cookie', owner).send({ content: big });
    expect(put.status).toBe(413);
    expect(put.body).toMatchObject({ success: false, error: 'content_too_large' });
    const critic = await h.http.post(`/api/class-content/critic/${classId}`).set('Cookie', owner).send({ content: big, criticType: 'technical', competencyName: 'P', competencyDescription: '', system: 'KE' });
    expect(critic.status).toBe(413);
    const chat = await h.http
      .post(`/api/class-content/criticism-chat/${classId}`)
      .set('Cookie', owner)
      .send({ userMessage: 'why?', criticism: '', criticismType: 'technical', competencyName: 'P', competencyDescription: '', system: 'KE', originalContent: big });
    expect(chat.status).toBe(413);
  });

  it('critic and chat text inputs are bounded', async () => {
    const critic = await h.http.post(`/api/class-content/critic/${classId}`).set('Cookie', owner).send({ content: sata, criticType: 'technical', competencyName: 'P'.repeat(201), competencyDescription: '', system: 'SATA' });
    expect(critic.status).toBe(400);
    expect(critic.body.details.field).toBe('competencyName');
    const chat = await h.http
      .post(`/api/class-content/criticism-chat/${classId}`)
      .set('Cookie', owner)
      .send({ userMessage: 'w'.repeat(2001), criticism: '', criticismType: 'technical', competencyName: 'P', competencyDescription: '', system: 'SATA', originalContent: sata });
    expect(chat.status).toBe(400);
    expect(chat.body.details.field).toBe('userMessage');
    const badType = await h.http.post(`/api/class-content/critic/${classId}`).set('Cookie', owner).send({ content: sata, criticType: 'style', competencyName: 'P', competencyDescription: '', system: 'SATA' });
    expect(badType.body.details.field).toBe('criticType');
  });

  it('a chat history beyond the cap is refused clearly', async () => {
    const chatHistory = Array.from({ length: 41 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }));
    const res = await h.http
      .post(`/api/class-content/criticism-chat/${classId}`)
      .set('Cookie', owner)
      .send({ userMessage: 'and now?', criticism: '', criticismType: 'technical', competencyName: 'P', competencyDescription: '', system: 'SATA', originalContent: sata, chatHistory });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'history_too_long', details: { field: 'chatHistory' } });
    expect(res.body.message).toMatch(/41 messages; at most 40/);
  });
});

describe('store failure', () => {
  it('is 500 internal_error with nothing half-written', async () => {
    // The second version of a two-version write fails inside the transaction.
    h.t.db.exec(`CREATE TRIGGER fail_second BEFORE INSERT ON class_content_versions WHEN NEW.version = 2 BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    const res = await h.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 2, competencyName: 'Photosynthesis' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: 'internal_error', message: 'An unexpected error occurred', requestId: expect.any(String) });
    const list = await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner);
    expect(list.body.competencies).toEqual([]);
    const count = h.t.db.prepare('SELECT (SELECT COUNT(*) FROM class_content_versions) + (SELECT COUNT(*) FROM class_content_modes) AS n').get() as { n: number };
    expect(count.n).toBe(0);
  });
});

describe('rate limit', () => {
  it('regenerate, critic and chat share a per-user limit: 429 rate_limited with Retry-After, reset by the clock', async () => {
    const { MODEL_CALL_LIMIT } = await import('../../src/content/limits.js');
    const chat = (cookie: string) =>
      h.http
        .post(`/api/class-content/criticism-chat/${classId}`)
        .set('Cookie', cookie)
        .send({ userMessage: 'finding 1?', criticism: '', criticismType: 'technical', competencyName: 'P', competencyDescription: '', system: 'SATA', originalContent: sata });
    for (let i = 0; i < MODEL_CALL_LIMIT.limit - 1; i++) expect((await chat(owner)).status).toBe(200);
    expect((await h.http.post(`${base(classId)}/regenerate`).set('Cookie', owner).send({ count: 1 })).status).toBe(200);
    const over = await chat(owner);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Reads are not limited, and another user has their own budget.
    expect((await h.http.get(`/api/class-content/${classId}`).set('Cookie', owner)).status).toBe(200);
    await h.inviteExpert(OWNER, classId, 'expert@school.test');
    expect((await chat(await h.login('expert@school.test'))).status).toBe(200);
    h.t.clock.advance(MODEL_CALL_LIMIT.windowMs);
    expect((await chat(owner)).status).toBe(200);
  });
});

// Markdown the critic and the chat build from user text keeps that text as text. Each payload
// goes into every user field that reaches the markdown (the competency name, the content's
// strings and keys, a model's findings, the findings sent back to the chat, the quoted content),
// and the answer is rendered by a real markdown renderer (marked, as a client would): no HTML
// element, no javascript: link, and the payload still readable as text.
import { marked } from 'marked';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownCode, readMarkdownCode, unescapeMarkdown } from '../../src/shared/markdown.js';
import { openaiChat, startFakeOpenAI, type FakeServer } from '../helpers/fake-providers/index.js';
import { harness, type Harness } from './helpers.js';

const OWNER = 'owner@school.test';
const PAYLOADS = ['<script>alert(1)</script>', '](javascript:alert(1))', '<img src=x onerror=alert(1)>', '[x](javascript:alert(1))', '`<img src=x onerror=alert(1)>`'];

let h: Harness;
const servers: FakeServer[] = [];
afterEach(async () => {
  await h?.close();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function expectInert(markdown: string, payload: string, quoted = true) {
  const html = marked.parse(markdown);
  expect(html, markdown).not.toMatch(/<(script|img)\b/i);
  expect(html, markdown).not.toMatch(/href\s*=\s*"?\s*javascript:/i);
  expect(html, markdown).not.toMatch(/<[^>]*\sonerror\s*=/i);
  // Still there, as text: the reader sees what the user wrote.
  if (quoted) expect(html).toMatch(payload.includes('<') ? /&lt;/ : /javascript:/);
}

/** Content whose strings and keys carry the payload, duplicated so the checks quote them. */
function sataWith(payload: string) {
  return {
    title: `Photosynthesis ${payload}`,
    questions: [
      {
        stem: `Which describe photosynthesis? ${payload}`,
        options: [
          { text: `Plants make glucose ${payload}`, correct: true, rationale: payload },
          { text: payload, correct: false, rationale: '' },
          { text: payload, correct: false, rationale: payload },
          { text: 'All of the above', correct: false, rationale: 'No.' },
        ],
        [`extra ${payload}`]: payload,
      },
    ],
  };
}

async function setup(env: Record<string, string> = {}) {
  h = await harness({ env });
  const owner = await h.login(OWNER);
  const classId = await h.createClass(OWNER);
  return { owner, classId };
}

describe('the critic escapes user text in its markdown', () => {
  it.each(PAYLOADS)('built-in critic, every type: %s', async (payload) => {
    const { owner, classId } = await setup();
    for (const criticType of ['comprehensive', 'technical', 'assessment', 'bias', 'factual', 'pedagogical']) {
      const res = await h.http
        .post(`/api/class-content/critic/${classId}`)
        .set('Cookie', owner)
        .send({ content: sataWith(payload), criticType, system: 'SATA', competencyName: `Photosynthesis ${payload}`, competencyDescription: payload });
      expect(res.status, criticType).toBe(200);
      expectInert(res.body.criticism as string, payload);
    }
  });

  it.each(PAYLOADS)("a model's findings echoing user text: %s", async (payload) => {
    const answer = {
      findings: [{ type: 'other', check: 'factual', severity: 'high', title: `Wrong ${payload}`, location: `/title${payload.replace(/[~/]/g, '')}`, quote: payload, explanation: payload, fix: `Say ${payload}` }],
    };
    const fake = await startFakeOpenAI({ respond: () => openaiChat(JSON.stringify(answer), { model: 'gpt-test' }) });
    servers.push(fake);
    const { owner, classId } = await setup({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0' });
    const res = await h.http
      .post(`/api/class-content/critic/${classId}`)
      .set('Cookie', owner)
      .send({ content: { title: 'x', sections: [{ heading: 'h', body: payload }] }, criticType: 'factual', system: 'KE', competencyName: `Photo ${payload}`, competencyDescription: 'd' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectInert(res.body.criticism as string, payload);
  });
});

describe('the built-in chat escapes user text in its answers', () => {
  it.each(PAYLOADS)('the findings sent back, the quoted content and the question: %s', async (payload) => {
    const { owner, classId } = await setup();
    const content = sataWith(payload);
    const review = await h.http
      .post(`/api/class-content/critic/${classId}`)
      .set('Cookie', owner)
      .send({ content, criticType: 'comprehensive', system: 'SATA', competencyName: `Photosynthesis ${payload}`, competencyDescription: 'd' });
    expect(review.status).toBe(200);
    // Findings a client wrote itself, with the payload in every text field the chat reads back.
    const forged = [
      { type: 'other', check: 'technical', severity: 'high', title: `Title ${payload}`, location: '/questions/0/options/1/text', quote: payload, explanation: payload, fix: payload },
    ];
    for (const findings of [review.body.findings as unknown[], forged]) {
      for (const userMessage of ['finding 1', 'list them all', `what about ${payload}?`]) {
        const res = await h.http
          .post(`/api/class-content/criticism-chat/${classId}`)
          .set('Cookie', owner)
          .send({ userMessage, criticism: review.body.criticism, findings, criticismType: 'comprehensive', competencyName: `P ${payload}`, competencyDescription: 'd', system: 'SATA', originalContent: content, chatHistory: [{ role: 'user', content: payload }] });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // The forged finding 1 carries the payload in every field: the answer quotes it.
        expectInert(res.body.response as string, payload, findings === forged && userMessage === 'finding 1');
      }
    }
  });
});

describe('the escape helper', () => {
  it('round-trips, keeps values on one line, and fences code spans past any backtick run', () => {
    for (const p of [...PAYLOADS, 'a\\b*c_d', 'x ``` y']) {
      expect(unescapeMarkdown(escapeMarkdown(p))).toBe(p);
      expect(readMarkdownCode(markdownCode(p))).toBe(p);
    }
    expect(escapeMarkdown('one\n## two')).toBe('one ## two');
    expect(markdownCode('a ``` b')).toBe('````a ``` b````');
    expect(markdownCode('`x`')).toBe('`` `x` ``');
  });
});

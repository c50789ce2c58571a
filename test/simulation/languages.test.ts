// The hosted pages in all 14 catalogue languages, through the real app: a session played by a model
// (a local fake speaking OpenAI's API) in Japanese or Arabic gets its page's buttons and headings in
// that language, Arabic pages are right to left, and the start and notice pages follow the
// browser's language. The page ships only its own language, within the same byte budget.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/web/i18n/catalogue.js';
import { startFakeServer, type FakeServer } from '../helpers/fake-providers/server.js';
import { KEY, createSession, pageSettings, simApp } from './helpers.js';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer(() => ({
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'gpt-test',
      choices: [{ index: 0, message: { role: 'assistant', content: '…', refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  }));
});
afterAll(() => fake.close());

/** An app whose sessions are played by a model, so any of the 14 languages may be chosen. */
const modelApp = async (env: Record<string, string> = {}) =>
  (await simApp({ ...env, LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: `${fake.url}/v1`, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0', OUTBOUND_ALLOW_PRIVATE: 'true' })).app;

/** Bytes of the page with its stylesheet and scripts, as a browser loads them. */
async function pageWeight(app: Awaited<ReturnType<typeof modelApp>>, html: string): Promise<number> {
  let total = Buffer.byteLength(html);
  for (const u of new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))) {
    const res = await request(app).get(u).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    total += (res.body as Buffer).length;
  }
  return total;
}

describe('the page languages', () => {
  it('are the 14 of the engine and the maps', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr']);
  });
});

describe('a session page in a language only a model plays', () => {
  it('Japanese: lang="ja", left to right, buttons and headings in Japanese, only Japanese shipped', async () => {
    const app = await modelApp();
    const s = await createSession(app, { locale: 'ja-JP' });
    const res = await request(app).get(s.pagePath).expect(200);
    expect(res.text).toMatch(/<html lang="ja"(?! dir)/);
    expect(res.text).toContain('<h2 id="coach-title">コーチ</h2>');
    expect(res.text).toContain('セッションを終了');
    expect(res.text).not.toContain('End session');
    const { messages } = pageSettings(res.text);
    expect(messages.end).toBe('セッションを終了');
    expect(messages.retry).toBe('再試行');
    expect(res.text).toContain('>送信<');
    // Server-rendered only: not repeated in the settings.
    expect(messages.send).toBeUndefined();
  });

  it('Arabic: dir="rtl", in Arabic', async () => {
    const app = await modelApp();
    const s = await createSession(app, { locale: 'ar-EG' });
    const res = await request(app).get(s.pagePath).expect(200);
    expect(res.text).toContain('<html lang="ar" dir="rtl"');
    expect(res.text).toContain('إنهاء الجلسة');
    expect(pageSettings(res.text).messages.coach_title).toBe('المدرّب');
  });

  it('every language stays under the 64 KB page budget (text in other scripts weighs more per character)', async () => {
    const app = await modelApp();
    for (const locale of LANGUAGES) {
      const s = await createSession(app, { locale });
      const page = await request(app).get(s.pagePath).expect(200);
      expect(await pageWeight(app, page.text), locale).toBeLessThan(64 * 1024);
    }
  });
});

describe('pages without a session follow the browser', () => {
  it('the start page in Japanese and in Arabic', async () => {
    const app = await modelApp({ DEMO_API_KEY: KEY });
    const ja = await request(app).get('/').set('Accept-Language', 'ja-JP,ja;q=0.9,en;q=0.5').expect(200);
    expect(ja.text).toMatch(/<html lang="ja"(?! dir)/);
    expect(ja.text).toContain('<h1>会話トレーニング</h1>');
    expect(ja.text).toContain('<option value="ja" selected>日本語</option>');
    const ar = await request(app).get('/').set('Accept-Language', 'ar').expect(200);
    expect(ar.text).toContain('<html lang="ar" dir="rtl"');
    expect(ar.text).toContain('<h1>التدرّب على المحادثة</h1>');
  });

  it('the notice page of a link that does not work, right to left in Arabic', async () => {
    const app = await modelApp();
    const res = await request(app).get('/simulation').set('Accept-Language', 'ar-SA').expect(400);
    expect(res.text).toContain('<html lang="ar" dir="rtl"');
    expect(res.text).toContain('هذا الرابط غير صالح');
  });
});

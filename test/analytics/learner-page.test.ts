// GET /analytics/learner/:userId over HTTP: the profile as a page for whoever may read it (mastery
// bars, the 30-day chart, learner models, recommendations), in the reader's language, under the
// pages' CSP; a short page (not JSON) for a reader who is not signed in (401) or may not read it (403).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/helpers.js';
import { learnerPageApp } from './learner-page-setup.js';

describe('GET /analytics/learner/:userId', () => {
  it('shows the profile to its teacher: bars per concept, 30 days of activity, models, recommendations', async () => {
    const { t, tok, userId } = await learnerPageApp();
    const res = await request(t.app).get(`/analytics/learner/${userId}`).set('Cookie', `auth_token=${tok.teacher}`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.text;
    expect(html).toContain('<html lang="en" data-theme="auto">');
    expect(html).toContain('Learner profile: learner-1');
    expect(html.match(/aria-labelledby="concept-\d+"/g)).toHaveLength(2); // a bar per concept with evidence
    expect(html.match(/aria-labelledby="model-\d+"/g)?.length).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/<meter[^>]*value="0\.9\d+"[^>]*aria-labelledby="concept-0"/);
    expect(html.match(/<rect class="day/g)).toHaveLength(30);
    expect(html.match(/<rect class="day"/g)).toHaveLength(2); // two active days
    expect(html).toContain('2026-10-27'); // the first of the 30 days ending 2026-11-25
    expect(html).toContain('Percentages');
    // Concepts are named by the class curriculum's labels.
    expect(html).toMatch(/<span id="concept-0" class="bar-name">Fractions<\/span>/);
    expect(html).toContain('struggling');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
    expect(html).not.toMatch(/ style="/);
  });

  it('is readable by the learner (bearer too) and an admin, in the reader\'s language', async () => {
    const { t, tok, userId } = await learnerPageApp();
    await request(t.app).get(`/analytics/learner/${userId}`).set(bearer(tok.learner)).expect(200);
    const es = await request(t.app).get(`/analytics/learner/${userId}?lang=es`).set('Cookie', `auth_token=${tok.admin}`).expect(200);
    expect(es.text).toContain('<html lang="es"');
    expect(es.text).toContain('Dominio por concepto');
    const de = await request(t.app).get(`/analytics/learner/${userId}`).set('Cookie', `auth_token=${tok.admin}`).set('Accept-Language', 'de-CH,de;q=0.9').expect(200);
    expect(de.text).toContain('Beherrschung je Begriff');
  });

  it('speaks all 14 catalogue languages; Arabic right to left, the notice pages too', async () => {
    const { t, tok, userId } = await learnerPageApp();
    const ja = await request(t.app).get(`/analytics/learner/${userId}?lang=ja`).set('Cookie', `auth_token=${tok.admin}`).expect(200);
    expect(ja.text).toContain('<html lang="ja" data-theme');
    expect(ja.text).toContain('概念ごとの習熟度');
    const ar = await request(t.app).get(`/analytics/learner/${userId}`).set('Cookie', `auth_token=${tok.admin}`).set('Accept-Language', 'ar-EG').expect(200);
    expect(ar.text).toContain('<html lang="ar" dir="rtl"');
    expect(ar.text).toContain('الإتقان لكل مفهوم');
    const anon = await request(t.app).get(`/analytics/learner/${userId}?lang=ar`).expect(401);
    expect(anon.text).toContain('<html lang="ar" dir="rtl"');
    expect(anon.text).toContain('سجّل الدخول لعرض هذا الملف');
  });

  it('says so in a page when the reader is not signed in (401) or may not read the profile (403)', async () => {
    const { t, tok, userId } = await learnerPageApp();
    const anon = await request(t.app).get(`/analytics/learner/${userId}`).expect(401);
    expect(anon.headers['content-type']).toMatch(/text\/html/);
    expect(anon.text).toContain('Sign in to see this profile');
    const other = await request(t.app).get(`/analytics/learner/${userId}`).set('Cookie', `auth_token=${tok.otherTeacher}`).expect(403);
    expect(other.text).toContain('You may not see this profile');
    expect(other.text).not.toContain('fractions');
    await request(t.app).get(`/analytics/learner/${userId}`).set('Cookie', `auth_token=${tok.outsider}`).expect(403);
  });

  it('shows empty states for a learner without events', async () => {
    const { t, tok } = await learnerPageApp();
    const res = await request(t.app).get('/analytics/learner/learner-2').set('Cookie', `auth_token=${tok.admin}`).expect(200);
    expect(res.text).toContain('No concept has evidence yet.');
    expect(res.text).toContain('Nothing to recommend yet.');
    expect(res.text.match(/<rect class="day empty"/g)).toHaveLength(30);
  });
});

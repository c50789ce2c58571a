// The hosted page and its endpoints over HTTP: headers, capability checks, friendly error pages,
// return_url, assets, demo sessions and the start page.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY, KEY, OTHER_KEY, createSession, pageSettings, simApp } from './helpers.js';

const csp = (res: request.Response) => String(res.headers['content-security-policy'] ?? '');
const directive = (res: request.Response, name: string) =>
  csp(res)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('GET /simulation: headers', () => {
  it('may be framed by any origin by default, with camera/microphone/autoplay/fullscreen granted and no X-Frame-Options', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const res = await request(app).get(s.pagePath).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(directive(res, 'frame-ancestors')).toBe('frame-ancestors *');
    const pp = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'autoplay', 'fullscreen']) expect(pp).toContain(`${feature}=(self *)`);
    expect(res.headers['cache-control']).toBe('no-store');
    // Strict CSP: our scripts only, no inline code or styles.
    expect(directive(res, 'script-src')).toBe("script-src 'self'");
    expect(csp(res)).not.toContain('unsafe-inline');
    // The API keeps its strict set: JSON is never to be framed.
    const api = await request(app).get('/api/scenarios').expect(200);
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('limits framing and permissions to EMBED_ALLOWED_ORIGINS when set', async () => {
    const { app } = await simApp({ EMBED_ALLOWED_ORIGINS: 'https://lms.example,https://school.example' });
    const s = await createSession(app);
    const res = await request(app).get(s.pagePath).expect(200);
    expect(directive(res, 'frame-ancestors')).toBe('frame-ancestors https://lms.example https://school.example');
    expect(res.headers['permissions-policy']).toContain('camera=(self "https://lms.example" "https://school.example")');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(pageSettings(res.text).post_message_origins).toEqual(['https://lms.example', 'https://school.example']);
  });

  it('hands settings over in a JSON block (never inline script) and escapes what could close it', async () => {
    const { app } = await simApp();
    const s = await createSession(app, { ui: { title_override: '</script><script>alert(1)</script>' } });
    const res = await request(app).get(s.pagePath).expect(200);
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="module" src="\/assets\/|type="application\/json"/);
    expect(res.text).not.toContain('<script>alert(1)');
    const settings = pageSettings(res.text);
    expect(settings.title).toBe('</script><script>alert(1)</script>');
    expect(settings.session_id).toBe(s.id);
    expect(settings.api).toBe(`/simulation/api/sessions/${s.id}`);
    for (const id of ['message-input', 'send-button', 'end-button', 'report']) expect(res.text).toContain(`data-testid="${id}"`);
  });
});

describe('GET /simulation: options and language', () => {
  it('renders ui options on the server: theme, title, hidden camera and coach', async () => {
    const { app } = await simApp();
    const s = await createSession(app, { ui: { theme: 'dark', title_override: 'Practice round 2', hide_camera: true, hide_coach: true, mute_tts: true } });
    const res = await request(app).get(s.pagePath).expect(200);
    expect(res.text).toContain('data-theme="dark"');
    expect(res.text).toMatch(/<h1 id="sim-title">Practice round 2<\/h1>/);
    expect(res.text).not.toContain('id="camera"');
    expect(res.text).not.toContain('id="coach"');
    expect(res.text).toContain('id="mute-button" aria-pressed="true"');
  });

  it('hides the coach when coach_enabled is false, and defaults the theme to auto', async () => {
    const { app } = await simApp();
    const s = await createSession(app, { coach_enabled: false });
    const res = await request(app).get(s.pagePath).expect(200);
    expect(res.text).toContain('data-theme="auto"');
    expect(res.text).not.toContain('id="coach"');
    expect(res.text).toContain('id="camera"');
  });

  it.each([
    ['es-MX', 'es', 'Terminar sesión'],
    ['fr', 'fr', 'Terminer la séance'],
    ['de', 'de', 'Sitzung beenden'],
    ['pt-BR', 'pt', 'Terminar sessão'],
    ['it', 'it', 'Termina sessione'],
    ['nl', 'nl', 'Sessie beëindigen'],
  ])('speaks the session language: %s', async (locale, lang, endLabel) => {
    const { app } = await simApp();
    const s = await createSession(app, { locale });
    const res = await request(app).get(s.pagePath).expect(200);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(endLabel);
    expect(pageSettings(res.text).messages.end).toBe(endLabel);
  });

  it('embed=1 gives the chrome-less layout', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const res = await request(app).get(`${s.pagePath}&embed=1`).expect(200);
    expect(res.text).toMatch(/<html [^>]*class="embed"/);
    expect(pageSettings(res.text).embed).toBe(true);
  });
});

describe('GET /simulation: links that no longer work', () => {
  it('a wrong token, or another session\'s token, gets a friendly 403 page', async () => {
    const { app } = await simApp();
    const a = await createSession(app);
    const b = await createSession(app);
    for (const path of [`/simulation?session=${a.id}&token=nope`, `/simulation?session=${a.id}&token=${b.token}`]) {
      const res = await request(app).get(path).expect(403);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('data-kind="invalid"');
      expect(res.text).toContain('This link isn’t valid');
      expect(res.text).not.toMatch(/at .*\.ts:\d+|Error:/);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const missing = await request(app).get('/simulation').expect(400);
    expect(missing.text).toContain('data-kind="invalid"');
  });

  it('an expired session shows "this session has ended" (404), in the browser\'s language', async () => {
    const t = await simApp();
    const s = await createSession(t.app, { ttl_seconds: 60 });
    await request(t.app).get(s.pagePath).expect(200);
    t.clock.advance(61_000);
    const res = await request(t.app).get(s.pagePath).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5').expect(404);
    expect(res.text).toContain('data-kind="ended"');
    expect(res.text).toContain('Diese Sitzung ist beendet');
    expect(res.text).toContain('<html lang="de"');
  });

  it('a deleted session shows the ended page too', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    await request(app).delete(`/api/v1/conversations/${s.id}`).set('Authorization', `Bearer ${KEY}`).expect(200);
    const res = await request(app).get(s.pagePath).expect(404);
    expect(res.text).toContain('This session has ended');
  });
});

describe('session endpoints of the page', () => {
  it('run a turn and end with the capability in X-Session-Token', async () => {
    const { app } = await simApp();
    const s = await createSession(app, { max_user_turns: 3 });
    const view = await request(app).get(`/simulation/api/sessions/${s.id}`).set('X-Session-Token', s.token).expect(200);
    expect(view.body).toMatchObject({ session_id: s.id, turn_count: 0, ended: false, report: null, max_user_turns: 3 });
    expect(view.body.turns[0].role).toBe('npc');
    expect(view.headers['cache-control']).toBe('no-store');

    const turn = await request(app)
      .post(`/simulation/api/sessions/${s.id}/messages`)
      .set('X-Session-Token', s.token)
      .send({ text: 'What would make a trial work for you?' })
      .expect(200);
    expect(turn.body).toMatchObject({ session_id: s.id, turn_count: 1, session_ended: false });
    expect(typeof turn.body.npc_response).toBe('string');

    const end = await request(app).post(`/simulation/api/sessions/${s.id}/end`).set('X-Session-Token', s.token).expect(200);
    expect(Object.keys(end.body).sort()).toEqual(['learning_record', 'report', 'session_id']);
    expect(end.body.learning_record).toBe(false); // no learner named, nobody logged in: nothing written
    expect(typeof end.body.report.overall_score).toBe('number');
    const again = await request(app).post(`/simulation/api/sessions/${s.id}/end`).set('X-Session-Token', s.token).expect(200);
    expect(again.body.report).toEqual(end.body.report);
    const after = await request(app).post(`/simulation/api/sessions/${s.id}/messages`).set('X-Session-Token', s.token).send({ text: 'hi' }).expect(409);
    expect(after.body).toMatchObject({ success: false, error: 'session_ended' });
  });

  it('refuse a missing token (401), a wrong one or another session\'s (403), in the standard error shape', async () => {
    const { app } = await simApp();
    const a = await createSession(app);
    const b = await createSession(app);
    const missing = await request(app).get(`/simulation/api/sessions/${a.id}`).expect(401);
    expect(missing.body).toEqual({ success: false, error: 'missing_token', message: expect.any(String) });
    const wrong = await request(app).post(`/simulation/api/sessions/${a.id}/messages`).set('X-Session-Token', 'x'.repeat(43)).send({ text: 'hi' }).expect(403);
    expect(wrong.body).toMatchObject({ success: false, error: 'invalid_session_token' });
    await request(app).post(`/simulation/api/sessions/${a.id}/end`).set('X-Session-Token', b.token).expect(403);
    // A cookie is not a way in.
    await request(app).get(`/simulation/api/sessions/${a.id}`).set('Cookie', `token=${a.token}`).expect(401);
    // Nothing happened to the session.
    const view = await request(app).get(`/simulation/api/sessions/${a.id}`).set('X-Session-Token', a.token).expect(200);
    expect(view.body.ended).toBe(false);
  });

  it('give empty_text and not_found in the standard shape', async () => {
    const t = await simApp();
    const s = await createSession(t.app, { ttl_seconds: 60 });
    const empty = await request(t.app).post(`/simulation/api/sessions/${s.id}/messages`).set('X-Session-Token', s.token).send({ text: '  ' }).expect(400);
    expect(empty.body).toMatchObject({ success: false, error: 'empty_text' });
    t.clock.advance(61_000);
    const gone = await request(t.app).get(`/simulation/api/sessions/${s.id}`).set('X-Session-Token', s.token).expect(404);
    expect(gone.body).toMatchObject({ success: false, error: 'not_found' });
  });

  it('answer a malformed message as invalid_request (the code of every path outside /api/v1), naming the field', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const send = (body: unknown) => request(app).post(`/simulation/api/sessions/${s.id}/messages`).set('X-Session-Token', s.token).send(body as object).expect(400);
    const unknown = await send({ message: 'hi' });
    expect(unknown.body).toMatchObject({ success: false, error: 'invalid_request' });
    expect(unknown.body.message).toContain('message');
    const wrongType = await send({ text: 42 });
    expect(wrongType.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'text' } });
    // The same body under /api/v1 keeps that API's own code and shape.
    const api = await request(app).post(`/api/v1/conversations/${s.id}/messages`).set('Authorization', `Bearer ${KEY}`).send({ text: 42 }).expect(400);
    expect(api.body).toMatchObject({ error: 'invalid_config' });
    expect(api.body.success).toBeUndefined();
  });

  it('the capability is useless on /api/v1', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const res = await request(app).get(`/api/v1/conversations/${s.id}`).set('Authorization', `Bearer ${s.token}`).expect(401);
    expect(res.body.error).toBe('invalid_key');
    await request(app).get(`/api/v1/conversations/${s.id}`).set('X-Session-Token', s.token).expect(401);
    await request(app).get(`/api/v1/conversations/${s.id}`).set('Authorization', `Bearer ${OTHER_KEY}`).expect(403);
  });

  it('never logs the token', async () => {
    const t = await simApp();
    const s = await createSession(t.app);
    await request(t.app).get(s.pagePath).expect(200);
    await request(t.app).get(`/simulation/api/sessions/${s.id}`).set('X-Session-Token', s.token).expect(200);
    expect(JSON.stringify(t.logs)).not.toContain(s.token);
  });
});

describe('return_url', () => {
  const ret = (html: string) => pageSettings(html).return_url;

  it('accepts same-origin URLs when EMBED_ALLOWED_ORIGINS is empty, and refuses others', async () => {
    const t = await simApp();
    const s = await createSession(t.app);
    const get = (v: string) => request(t.app).get(`${s.pagePath}&return_url=${encodeURIComponent(v)}`).set('Host', 'sim.test').expect(200);
    expect(ret((await get('/courses/7')).text)).toBe('http://sim.test/courses/7');
    expect(ret((await get('http://sim.test/done?x=1')).text)).toBe('http://sim.test/done?x=1');
    expect(ret((await get('https://evil.example/phish')).text)).toBeNull();
    expect(ret((await get('javascript:alert(1)')).text)).toBeNull();
    expect(ret((await get('//evil.example/x')).text)).toBeNull();
    expect(t.logs.some((l) => l.msg === 'simulation.return_url_refused')).toBe(true);
  });

  it('accepts URLs on EMBED_ALLOWED_ORIGINS', async () => {
    const { app } = await simApp({ EMBED_ALLOWED_ORIGINS: 'https://lms.example' });
    const s = await createSession(app);
    const ok = await request(app).get(`${s.pagePath}&return_url=${encodeURIComponent('https://lms.example/course/1')}`).expect(200);
    expect(ret(ok.text)).toBe('https://lms.example/course/1');
    const no = await request(app).get(`${s.pagePath}&return_url=${encodeURIComponent('https://other.example/')}`).expect(200);
    expect(ret(no.text)).toBeNull();
  });
});

describe('static assets', () => {
  it('are bundled by esbuild: minified, fingerprinted, immutable, with source maps, revalidated by ETag', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const page = await request(app).get(s.pagePath).expect(200);
    const src = /<script type="module" src="([^"]+)"/.exec(page.text)![1]!;
    expect(src).toMatch(/^\/assets\/simulation\/app-[A-Z0-9]{8}\.js$/);
    const js = await request(app).get(src).expect(200);
    expect(js.headers['content-type']).toMatch(/text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = js.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(app).get(src).set('If-None-Match', etag).expect(304);
    // One bundle: the modules are inlined (no relative imports left), comments and indentation gone.
    const code = js.text;
    expect(code).not.toMatch(/from\s*["']\.\/(api|voice|report)\.js["']/);
    expect(code).not.toMatch(/^\s*\/\/ /m);
    expect(code.split('\n').length).toBeLessThan(10);
    // Its source map names the original files.
    const mapUrl = /\/\/# sourceMappingURL=(\S+)/.exec(code)![1]!;
    const map = await request(app).get(new URL(mapUrl, `http://x${src}`).pathname).expect(200);
    expect(JSON.parse(map.text as string).sources.some((f: string) => f.endsWith('simulation/transcript.js'))).toBe(true);
    // The stylesheet inlines the shared base and tokens.
    const cssHref = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)![1]!;
    expect(cssHref).toMatch(/^\/assets\/simulation\/simulation-[A-Z0-9]{8}\.css$/);
    const css = await request(app).get(cssHref).expect(200);
    // Each dark-theme colour is written once (light-dark() tokens), not once per way to pick the theme.
    expect(css.text.match(/#0e131a/g)).toHaveLength(1);
    expect(css.text).not.toContain('@import');
    await request(app).get(src.replace(/app-\w+\.js/, 'app.js')).expect(404);
    await request(app).get('/assets/simulation/app.js').expect(404);
  });

  it('/favicon.ico answers with the pages\' icon, so pages that name none log no 404', async () => {
    const { app } = await simApp();
    const res = await request(app).get('/favicon.ico').expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Buffer.from(res.body as Buffer).toString('utf8')).toContain('<svg');
    const reference = await request(app).get('/api/reference').expect(200);
    expect(reference.text).toMatch(/<link rel="icon" href="\/assets\/shared\/icon-\w+\.svg"/);
  });

  it('keep the page light: HTML, CSS and JS together under 64 KB', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const page = await request(app).get(s.pagePath).expect(200);
    const urls = [...page.text.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    let total = Buffer.byteLength(page.text);
    for (const u of new Set(urls)) {
      const res = await request(app).get(u).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      total += (res.body as Buffer).length;
    }
    // The icon, one stylesheet and one script (with any shared chunk it preloads).
    expect(urls.length).toBeGreaterThanOrEqual(3);
    // 64 KB since provider speech and the learning-record notice (61.5 KB then): the next cut is the
    // server-rendered-only strings, which the page's settings still carry.
    expect(total).toBeLessThan(64 * 1024);
  });
});

describe('demo sessions and the start page', () => {
  it('the start page speaks the browser\'s language (Accept-Language), from the message catalogue', async () => {
    const { app } = await simApp({ DEMO_API_KEY: KEY });
    const de = await request(app).get('/').set('Accept-Language', 'de-CH,de;q=0.9,en;q=0.5').expect(200);
    expect(de.headers.vary).toContain('Accept-Language');
    expect(de.text).toContain('<html lang="de"');
    expect(de.text).toContain('<h1>Gesprächstraining</h1>');
    expect(de.text).toMatch(/\d+ Szenarien in \d+ Kategorien\./);
    expect(de.text).toContain('>Starten</button>');
    expect(de.text).toContain('<option value="de" selected>');
    const en = await request(app).get('/').expect(200);
    expect(en.text).toContain('<h1>Conversation practice</h1>');
    expect(en.text).toMatch(/\d+ scenarios in \d+ categories\./);
    // Without a demo key the how-to keeps its code in <code> and the message around it escaped.
    const off = await request((await simApp()).app).get('/').set('Accept-Language', 'fr').expect(200);
    expect(off.text).toContain('Lancez <code>npm run demo</code>');
    expect(off.text).toContain('<a href="/api/reference">Référence de l’API</a>');
  });

  it('without DEMO_API_KEY: the start page explains how to enable it, and the endpoint says demo_disabled', async () => {
    const { app } = await simApp();
    const page = await request(app).get('/').expect(200);
    expect(page.text).toContain('data-testid="demo-disabled"');
    expect(page.text).toContain('npm run demo');
    expect(page.text).not.toContain('data-scenario=');
    expect(page.text).toContain('href="/api/reference"');
    expect(page.text).toContain('href="/api/direct/compose"');
    const res = await request(app).post('/simulation/api/demo-sessions').send({ scenario_id: 'manager-remote-fridays' }).expect(503);
    expect(res.body).toMatchObject({ success: false, error: 'demo_disabled' });
  });

  it('with DEMO_API_KEY: Start buttons per scenario; a demo session opens its page with a return link', async () => {
    const { app } = await simApp({ SERVICE_API_KEYS: `${KEY},${DEMO_KEY}`, DEMO_API_KEY: DEMO_KEY });
    const page = await request(app).get('/').expect(200);
    const list = await request(app).get('/api/scenarios').expect(200);
    for (const c of list.body.categories as Array<{ label: string; scenarios: Array<{ id: string }> }>) {
      if (c.scenarios.length === 0) continue;
      expect(page.text).toContain(`>${c.label}</h2>`);
      for (const sc of c.scenarios) expect(page.text).toContain(`data-scenario="${sc.id}"`);
    }
    expect(page.text).not.toContain(DEMO_KEY);

    const res = await request(app).post('/simulation/api/demo-sessions').send({ scenario_id: 'manager-remote-fridays', locale: 'fr' }).expect(201);
    expect(JSON.stringify(res.body)).not.toContain(DEMO_KEY);
    const url = new URL(res.body.embed_url as string);
    expect(url.pathname).toBe('/simulation');
    expect(url.searchParams.get('return_url')).toBe('/');
    const sim = await request(app).get(url.pathname + url.search).expect(200);
    expect(sim.text).toContain('<html lang="fr"');
    expect(pageSettings(sim.text).return_url).toMatch(/^http:\/\/127\.0\.0\.1(:\d+)?\/$/);
    // The session belongs to the demo key, not to other callers.
    await request(app).get(`/api/v1/conversations/${res.body.session_id}`).set('Authorization', `Bearer ${KEY}`).expect(403);
    await request(app).get(`/api/v1/conversations/${res.body.session_id}`).set('Authorization', `Bearer ${DEMO_KEY}`).expect(200);
  });

  it('refuses demo sessions asked for by another site, and bad bodies', async () => {
    const { app } = await simApp({ SERVICE_API_KEYS: `${KEY},${DEMO_KEY}`, DEMO_API_KEY: DEMO_KEY });
    const cross = await request(app).post('/simulation/api/demo-sessions').set('Origin', 'https://evil.example').send({ scenario_id: 'manager-remote-fridays' }).expect(403);
    expect(cross.body.error).toBe('cross_origin');
    await request(app).post('/simulation/api/demo-sessions').set('Sec-Fetch-Site', 'cross-site').send({ scenario_id: 'manager-remote-fridays' }).expect(403);
    const bad = await request(app).post('/simulation/api/demo-sessions').send({ scenario: {} }).expect(400);
    expect(bad.body).toMatchObject({ success: false, error: 'invalid_request' });
    const unknown = await request(app).post('/simulation/api/demo-sessions').send({ scenario_id: 'no-such-scenario' }).expect(404);
    expect(unknown.body).toMatchObject({ success: false, error: 'scenario_not_found' });
  });
});

describe('OpenAPI', () => {
  it('documents the page and its endpoints', async () => {
    const { app } = await simApp();
    const doc = await request(app).get('/api/openapi.json').expect(200);
    for (const p of ['/simulation', '/simulation/api/sessions/{id}', '/simulation/api/sessions/{id}/messages', '/simulation/api/sessions/{id}/end', '/simulation/api/demo-sessions', '/']) {
      expect(doc.body.paths[p], p).toBeDefined();
    }
    expect(doc.body.components.schemas.SimulationSession).toBeDefined();
  });
});

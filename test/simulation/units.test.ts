// The page's pure pieces: return_url checks, JSON-in-script escaping, language choice, the page's
// messages, and the settings handed to the scripts.
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../src/web/bundle.js';
import { jsonForScript } from '../../src/web/html.js';
import { checkReturnUrl } from '../../src/simulation/return-url.js';
import { PAGE_LANGUAGES, languageFromAcceptHeader, pageLanguage, pageMessagesFor, stringsFor } from '../../src/simulation/strings.js';
import { buildPageSettings, speechLang } from '../../src/simulation/view.js';
import type { PageView } from '../../src/conversations/index.js';

describe('checkReturnUrl', () => {
  const own = 'https://svc.example';
  it.each([
    [undefined, null, null],
    ['', null, null],
    ['/done', 'https://svc.example/done', null],
    ['https://svc.example/a?b=1#c', 'https://svc.example/a?b=1#c', null],
    ['https://lms.example/x', 'https://lms.example/x', null],
    ['https://evil.example/x', null, 'origin https://evil.example is not in EMBED_ALLOWED_ORIGINS'],
    ['//evil.example/x', null, 'origin https://evil.example is not in EMBED_ALLOWED_ORIGINS'],
    ['javascript:alert(1)', null, 'only http and https URLs are allowed'],
    ['data:text/html,hi', null, 'only http and https URLs are allowed'],
    ['https://user:pw@lms.example/', null, 'credentials in the URL are not allowed'],
    ['http://[bad', null, 'not a URL'],
  ])('%s', (raw, url, refused) => {
    expect(checkReturnUrl(raw, own, ['https://lms.example'])).toEqual({ url, refused });
  });

  it('an empty list allows our own origin only; `*` allows any http(s) origin', () => {
    expect(checkReturnUrl('https://lms.example/x', own, []).url).toBeNull();
    expect(checkReturnUrl('/x', own, []).url).toBe('https://svc.example/x');
    expect(checkReturnUrl('https://lms.example/x', own, ['*']).url).toBe('https://lms.example/x');
    expect(checkReturnUrl('javascript:x', own, ['*']).url).toBeNull();
    expect(checkReturnUrl('x'.repeat(3000), own, ['*']).refused).toBe('not a URL');
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element or open a comment, and round-trips', () => {
    const value = { t: '</script><!-- & \u2028 \u2029 >' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('languages and strings', () => {
  it('every page language has the page\'s texts; messages with arguments reach the page parsed', () => {
    expect(PAGE_LANGUAGES).toEqual(['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr']);
    for (const lang of PAGE_LANGUAGES) {
      expect(Object.keys(pageMessagesFor(lang)).sort()).toEqual(Object.keys(pageMessagesFor('en')).sort());
      expect(stringsFor(lang).end).not.toBe('');
      // turn_of takes arguments: a parsed message (an array), not text with braces for the page to fill.
      expect(Array.isArray(pageMessagesFor(lang).turn_of)).toBe(true);
      expect(JSON.stringify(pageMessagesFor(lang).turn_of)).not.toContain('location');
    }
  });

  it('picks the page language from a locale, falling back to English', () => {
    expect(pageLanguage('es-MX')).toBe('es');
    expect(pageLanguage('PT_br')).toBe('pt');
    expect(pageLanguage('ja-JP')).toBe('ja');
    expect(pageLanguage('sw')).toBe('en');
    expect(pageLanguage(null)).toBe('en');
  });

  it('reads Accept-Language by quality', () => {
    expect(languageFromAcceptHeader('sw,fr;q=0.8,de;q=0.9')).toBe('de');
    expect(languageFromAcceptHeader('nl-BE')).toBe('nl');
    expect(languageFromAcceptHeader('sv;q=1, it;q=0')).toBe('en');
    expect(languageFromAcceptHeader('ar-EG,en;q=0.5')).toBe('ar');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });
});

describe('buildPageSettings', () => {
  const view: PageView = {
    session_id: 's1',
    scenario: { id: 'x', title: 'A title', type: 'sales' },
    npc: { name: 'Ana', role: 'Buyer', voice: 'coral', avatar: null },
    role: 'learner',
    locale: 'es-MX',
    language: 'es',
    ui: { title_override: 'Mine' },
    coach_enabled: true,
    max_user_turns: null,
    turn_count: 0,
    turns: [],
    state: { trust: 0.5, resistance: 0.5, commitment_level: 0.2, skepticism: 0.5, engagement: 0.5, emotion: 'neutral' },
    hints: [],
    ended: false,
    end_reason: null,
    expires_at: '2026-01-01T00:00:00.000Z',
    report: null,
    learning_record: false,
  };
  const req = { token: 't', embed: false, returnUrl: null, lang: 'es' as const, messages: pageMessagesFor('es'), speech: { synthesis: false, transcription: false }, claim: null };

  it('targets any origin when the list is empty or `*`, else exactly the list', () => {
    expect(buildPageSettings(view, { ...req, allowedOrigins: [] }).post_message_origins).toBeNull();
    expect(buildPageSettings(view, { ...req, allowedOrigins: ['*'] }).post_message_origins).toBeNull();
    expect(buildPageSettings(view, { ...req, allowedOrigins: ['https://a.example'] }).post_message_origins).toEqual(['https://a.example']);
  });

  it('uses title_override, an empty avatar for none, and the locale for speech', () => {
    const s = buildPageSettings(view, { ...req, allowedOrigins: [] });
    expect(s.title).toBe('Mine');
    expect(s.npc.avatar).toBe('');
    expect(s.speech_lang).toBe('es-MX');
    expect(s.api).toBe('/simulation/api/sessions/s1');
    // A locale the engine could not speak: speech follows the text.
    expect(speechLang({ locale: 'ja-JP', language: 'en' })).toBe('en');
  });
});

describe('where the page posts its events (web/simulation/embed.js)', () => {
  it('the embedder when allowed (or any is); each allowed origin when the embedder is unknown; `*` only when any origin is allowed and none is known', async () => {
    const m = (await import(pathToFileURL(`${WEB_ROOT}simulation/embed.js`).href)) as { messageTargets(allowed: string[] | null, known: string | null): string[] };
    expect(m.messageTargets(null, 'https://lms.example')).toEqual(['https://lms.example']);
    expect(m.messageTargets(null, null)).toEqual(['*']);
    expect(m.messageTargets(['https://a.example', 'https://b.example'], 'https://b.example')).toEqual(['https://b.example']);
    expect(m.messageTargets(['https://a.example', 'https://b.example'], null)).toEqual(['https://a.example', 'https://b.example']);
    expect(m.messageTargets(['https://a.example'], 'https://evil.example')).toEqual(['https://a.example']);
  });
});

// The page's pure pieces: return_url checks, JSON-in-script escaping, language choice, the strings
// table, and the settings handed to the scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_ROOT, compact, loadAssets } from '../../src/simulation/assets.js';
import { jsonForScript } from '../../src/simulation/html.js';
import { checkReturnUrl } from '../../src/simulation/return-url.js';
import { PAGE_LANGUAGES, STRING_KEYS, STRING_TABLE, languageFromAcceptHeader, loadStringTable, pageLanguage } from '../../src/simulation/strings.js';
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
  it('every page language has every string, none empty', async () => {
    expect(PAGE_LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'pt', 'it', 'nl']);
    const table = await loadStringTable();
    for (const lang of PAGE_LANGUAGES) {
      expect(Object.keys(table[lang]).sort()).toEqual([...STRING_KEYS].sort());
    }
    // Placeholders survive translation.
    for (const lang of PAGE_LANGUAGES) {
      expect(STRING_TABLE[lang].turn_of).toContain('{n}');
      expect(STRING_TABLE[lang].turn_of).toContain('{max}');
      expect(STRING_TABLE[lang].typing).toContain('{name}');
    }
  });

  it('picks the page language from a locale, falling back to English', () => {
    expect(pageLanguage('es-MX')).toBe('es');
    expect(pageLanguage('PT_br')).toBe('pt');
    expect(pageLanguage('ja')).toBe('en');
    expect(pageLanguage(null)).toBe('en');
  });

  it('reads Accept-Language by quality', () => {
    expect(languageFromAcceptHeader('ja,fr;q=0.8,de;q=0.9')).toBe('de');
    expect(languageFromAcceptHeader('nl-BE')).toBe('nl');
    expect(languageFromAcceptHeader('zh;q=1, it;q=0')).toBe('en');
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
  };
  const req = { token: 't', embed: false, returnUrl: null, lang: 'es' as const, strings: STRING_TABLE.es };

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

describe('served assets', () => {
  it('compact CSS and JS without changing what they mean', () => {
    const css = compact('a.css', Buffer.from('/* note */\n.a :focus,\n.b > c {\n  color: red;\n  margin: 0 auto;\n}\n')).toString();
    expect(css).toBe('.a :focus,.b > c{color: red;margin: 0 auto;}');
    const js = compact('a.js', Buffer.from("// why\nconst a = 'x // y';\n\n  if (a) {\n    f(a); // keep\n  }\n")).toString();
    expect(js).toBe("const a = 'x // y';\nif (a) {\nf(a); // keep\n}\n");
  });

  it('the page scripts keep no multi-line template literals (compaction relies on it)', () => {
    for (const [file, asset] of loadAssets().files) {
      if (!file.endsWith('.js')) continue;
      const source = readFileSync(path.join(WEB_ROOT, file), 'utf8');
      source.split('\n').forEach((line, i) => {
        const ticks = (line.match(/`/g) ?? []).length;
        expect(ticks % 2, `${file}:${i + 1}`).toBe(0);
      });
      expect(asset.body.length).toBeLessThanOrEqual(Buffer.byteLength(source));
    }
  });
});

// The message catalogue (resources/messages, docs/i18n.md): the shipped files are complete in every
// language, a missing key or a translation with other arguments is refused at load, and t()
// formats plurals and numbers in the reader's conventions.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES_DIR, formatNumber, languageOf, loadCatalogue, messages, t } from '../../src/web/i18n/catalogue.js';
import { SERVER_RENDERED_KEYS, pageMessagesFor, scriptMessagesFor } from '../../src/simulation/strings.js';
import { WEB_ROOT } from '../../src/web/bundle.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A catalogue folder holding `tables` (language -> key -> message). */
function catalogueDir(tables: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'messages-'));
  for (const [language, table] of Object.entries(tables)) writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(table));
  return dir;
}

describe('the shipped catalogue', () => {
  it('has one file per supported language and every key in every language, with the same arguments', () => {
    // The 14 languages of the engine's and the map pages' catalogues.
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr']);
    // Files only: resources/messages/maps/ is the map pages' own catalogue (14 languages, test/maps/pages).
    expect(readdirSync(MESSAGES_DIR).filter((f) => f.endsWith('.json')).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
    const catalogue = loadCatalogue();
    for (const language of LANGUAGES) {
      const keys = Object.keys(JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${language}.json`), 'utf8')) as object);
      expect(keys.sort(), language).toEqual([...catalogue.keys].sort());
    }
  });

  it('every key the hosted page reads by name exists; its scripts get every key they read', () => {
    const read = (dir: string, accept: (file: string) => boolean) => {
      const used = new Set<string>();
      for (const file of readdirSync(dir)) {
        if (!accept(file)) continue;
        const text = readFileSync(path.join(dir, file), 'utf8');
        for (const m of text.matchAll(/\bs\.([a-z_]+)\b/g)) used.add(m[1]!);
        for (const m of text.matchAll(/\bt\('([a-z_]+)'/g)) used.add(m[1]!);
      }
      return used;
    };
    const scripts = read(path.join(WEB_ROOT, 'simulation'), (f) => f.endsWith('.js'));
    const server = read(path.join(ROOT, 'src/simulation'), (f) => f === 'page.ts' || f === 'notice-page.ts');
    const page = pageMessagesFor('en');
    expect(scripts.size + server.size).toBeGreaterThan(40);
    expect([...scripts, ...server].filter((k) => !(k in page))).toEqual([]);
    // The settings leave out the server-rendered texts: no script may read one of them.
    const shipped = scriptMessagesFor('en');
    expect([...scripts].filter((k) => !(k in shipped))).toEqual([]);
    expect([...SERVER_RENDERED_KEYS].filter((k) => k in shipped)).toEqual([]);
  });
});

describe('loading refuses an incomplete catalogue', () => {
  const en = { 'a.hello': 'Hello {name}', 'a.count': '{n, plural, one {# turn} other {# turns}}' };

  it('a key missing in one language names the file and key', () => {
    const dir = catalogueDir({ en, es: { 'a.hello': 'Hola {name}' } });
    expect(() => loadCatalogue(dir, ['en', 'es'])).toThrow('es.json: a.count: missing');
  });

  it('a key only in a translation', () => {
    const dir = catalogueDir({ en, es: { ...en, 'a.extra': 'x' } });
    expect(() => loadCatalogue(dir, ['en', 'es'])).toThrow('es.json: a.extra: not in en.json');
  });

  it('a translation whose arguments differ from English', () => {
    const dir = catalogueDir({ en, es: { ...en, 'a.hello': 'Hola {nombre}' } });
    expect(() => loadCatalogue(dir, ['en', 'es'])).toThrow(/es\.json: a\.hello: arguments differ/);
  });

  it('a message that is not ICU MessageFormat', () => {
    const dir = catalogueDir({ en: { ...en, 'a.bad': 'Hello {name' } });
    expect(() => loadCatalogue(dir, ['en'])).toThrow(/en\.json: a\.bad: not ICU MessageFormat/);
  });
});

describe('t(locale, key, params)', () => {
  const dir = catalogueDir({
    en: { 'r.turns': 'You took {n, plural, one {# turn} other {# turns}}.', 'r.score': 'Score: {score, number}' },
    de: { 'r.turns': 'Du hast {n, plural, one {# Zug} other {# Züge}} gemacht.', 'r.score': 'Punkte: {score, number}' },
  });
  const catalogue = loadCatalogue(dir, ['en', 'de']);

  it('plurals and numbers follow the locale; a region keeps its number conventions', () => {
    expect(catalogue.t('en', 'r.turns', { n: 1 })).toBe('You took 1 turn.');
    expect(catalogue.t('en', 'r.turns', { n: 1200 })).toBe('You took 1,200 turns.');
    expect(catalogue.t('de-DE', 'r.turns', { n: 1200 })).toBe('Du hast 1.200 Züge gemacht.');
    expect(catalogue.t('en-IN', 'r.score', { score: 1234567.5 })).toBe('Score: 12,34,567.5');
    expect(catalogue.t('en', 'r.score', { score: 0.25 })).toBe('Score: 0.25');
  });

  it('an unsupported locale reads English; an unknown key is a bug and throws', () => {
    expect(catalogue.t('ja-JP', 'r.turns', { n: 2 })).toBe('You took 2 turns.');
    expect(() => catalogue.t('en', 'r.nope')).toThrow('unknown message key: r.nope');
  });

  it('the process catalogue: t() and formatNumber() for server code', () => {
    expect(t('es-MX', 'sim.send')).toBe(messages().source('es', 'sim.send'));
    expect(t('fr', 'sim.turn_of', { n: 2, max: 10 })).toBe('Tour 2 sur 10');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(languageOf('pt_BR')).toBe('pt');
  });
});

describe('the page side (web/shared/messages.js)', () => {
  it('formats the pre-parsed messages a page receives exactly as the server formats the source', async () => {
    const { pathToFileURL } = await import('node:url');
    type PageMessages = { text: Record<string, string>; t(key: string, params?: Record<string, unknown>): string };
    const { createMessages } = (await import(pathToFileURL(`${WEB_ROOT}shared/messages.js`).href)) as { createMessages(table: unknown, locale: string): PageMessages };
    for (const [locale, lang] of [['es-MX', 'es'], ['de', 'de'], ['nl-BE', 'nl']] as const) {
      const page = createMessages(messages().pageMessages(lang, 'sim'), locale);
      expect(page.t('turn_of', { n: 3, max: 1200 })).toBe(t(locale, 'sim.turn_of', { n: 3, max: 1200 }));
      expect(page.t('typing', { name: 'Dana' })).toBe(t(locale, 'sim.typing', { name: 'Dana' }));
      expect(page.text.end).toBe(t(locale, 'sim.end'));
      expect(page.t('no_such_key')).toBe('no_such_key');
    }
  });
});

// The scenarios' cards in other languages (resources/scenarios/cards): every built-in scenario has
// a title in each of the 14 languages, and GET /api/scenarios?lang= lists them through the real app.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CARD_LANGUAGES, CARDS_DIR, loadScenarioCards } from '../../../src/conversations/scenarios/cards.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import { ScenarioListSchema } from '../../../src/conversations/scenarios/summary.js';
import { BUILTIN_CATEGORIES } from '../../../src/conversations/scenarios/schema.js';
import { buildTestApp } from '../../helpers/app.js';

const library = builtinScenarioLibrary();
const cards = loadScenarioCards();

describe('the shipped scenario cards', () => {
  it.each(CARD_LANGUAGES.filter((l) => l !== 'en'))('%s: a translated title for every built-in scenario, none for an unknown one, and every category label', (lang) => {
    const own = cards.get(lang)!;
    expect([...own.scenarios.keys()].sort()).toEqual(library.list().map((s) => s.scenario_id).sort());
    for (const s of library.list()) expect(own.scenarios.get(s.scenario_id)!.title, `${lang} ${s.scenario_id}`).not.toBe(s.title);
    expect(Object.keys(own.categories).sort()).toEqual([...BUILTIN_CATEGORIES].sort());
  });

  it('a translation file beside a scenario and its card agree on the title', () => {
    for (const s of library.list()) for (const [lang, t] of Object.entries(s.translations ?? {})) expect(cards.get(lang as 'fr')!.scenarios.get(s.scenario_id)!.title).toBe(t.title);
  });
});

describe('GET /api/scenarios?lang=', () => {
  it('lists French titles for ?lang=fr, in a body of its own with its own ETag', async () => {
    const { app } = await buildTestApp();
    const en = await request(app).get('/api/scenarios').expect(200);
    const fr = await request(app).get('/api/scenarios?lang=fr').expect(200);
    const parsed = ScenarioListSchema.parse(fr.body);
    expect(parsed.language).toBe('fr');
    expect(en.body.language).toBe('en');
    const title = (body: typeof parsed, id: string) => body.categories.flatMap((c) => c.scenarios).find((s) => s.id === id)!.title;
    expect(title(parsed, 'first-date-coffee')).toBe(library.get('first-date-coffee')!.translations!.fr!.title);
    expect(title(parsed, 'first-date-coffee')).not.toBe(title(en.body, 'first-date-coffee'));
    expect(parsed.categories.find((c) => c.id === 'medical')!.label).toBe('Conversations médicales');
    expect(fr.headers.etag).not.toBe(en.headers.etag);
    await request(app).get('/api/scenarios?lang=fr').set('If-None-Match', fr.headers.etag!).expect(304);
  });

  it('lists Japanese titles for ja-JP, and English (saying so) for a language the cards are not in', async () => {
    const { app } = await buildTestApp();
    const ja = await request(app).get('/api/scenarios?lang=ja-JP').expect(200);
    expect(ja.body.language).toBe('ja');
    expect(ja.body.categories[0].scenarios[0].title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
    const sw = await request(app).get('/api/scenarios?lang=sw').expect(200);
    expect(sw.body.language).toBe('en');
    expect(sw.body.categories[0].scenarios[0].title).toBe(library.byCategory().get('persuasion')![0]!.title);
  });
});

describe('briefings in every language', () => {
  it.each(CARD_LANGUAGES.filter((l) => l !== 'en'))('%s: every built-in scenario has its own briefing, and GET /api/scenarios lists it', async (lang) => {
    const own = cards.get(lang)!;
    for (const s of library.list()) expect(own.scenarios.get(s.scenario_id)!.context, `${lang} ${s.scenario_id}`).not.toBe(s.context);
    const { app } = await buildTestApp();
    const res = await request(app).get(`/api/scenarios?lang=${lang}`).expect(200);
    const listed = ScenarioListSchema.parse(res.body).categories.flatMap((c) => c.scenarios);
    for (const item of listed) expect(item.context).toBe(own.scenarios.get(item.id)!.context);
  });

  it('a card without a briefing is refused when the cards load, naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cards-'));
    try {
      for (const lang of CARD_LANGUAGES.filter((l) => l !== 'en')) copyFileSync(path.join(CARDS_DIR, `${lang}.json`), path.join(dir, `${lang}.json`));
      const ja = JSON.parse(readFileSync(path.join(dir, 'ja.json'), 'utf8')) as { scenarios: Record<string, { context?: string }> };
      delete Object.values(ja.scenarios)[0]!.context;
      writeFileSync(path.join(dir, 'ja.json'), JSON.stringify(ja));
      expect(() => loadScenarioCards(dir)).toThrow(/ja\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the goal and the role where no translation file carries them', () => {
  const withoutTranslationFiles = CARD_LANGUAGES.filter((l) => l !== 'en' && !library.list().some((s) => s.translations?.[l]));

  it('covers the languages the scenarios have no translation file for', () => {
    expect([...withoutTranslationFiles].sort()).toEqual(['ar', 'hi', 'ja', 'ko', 'ru', 'tr', 'zh']);
  });

  it.each(withoutTranslationFiles)('%s: every card states the goal and the character role in its language', (lang) => {
    for (const s of library.list()) {
      const card = cards.get(lang)!.scenarios.get(s.scenario_id)!;
      expect(card.desired_outcome, `${lang} ${s.scenario_id}`).toBeTruthy();
      expect(card.desired_outcome).not.toBe(s.desired_outcome);
      expect(card.role, `${lang} ${s.scenario_id}`).toBeTruthy();
      expect(card.role).not.toBe(s.npc_profile.role);
    }
  });
});

// The start page (GET /): the built-in scenarios by category, rendered on the server from the
// scenario library (the same list GET /api/scenarios serves), with a Start button per scenario
// when the server has a demo key. The only script wires those buttons.
import type { ScenarioList, ScenarioSummary } from '../conversations/index.js';
import type { AssetBundle } from '../web/assets.js';
import { esc, renderPage } from '../web/html.js';
import { t, textDirection } from '../web/i18n/catalogue.js';
import { avatarHtml } from './avatar.js';
import { PAGE_LANGUAGES, type PageLanguage } from './strings.js';

const LANGUAGE_NAMES: Record<(typeof PAGE_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  zh: '中文',
  de: 'Deutsch',
  pt: 'Português',
  ar: 'العربية',
  hi: 'हिन्दी',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  it: 'Italiano',
  nl: 'Nederlands',
  tr: 'Türkçe',
};

const DIFFICULTIES = new Set(['beginner', 'intermediate', 'advanced']);

export interface StartPageInput {
  demoEnabled: boolean;
  /** The page's language; the scenario cards in `list` are in it. */
  lang?: PageLanguage;
  assets: AssetBundle;
  /** The conversations area's scenarios, grouped as GET /api/scenarios lists them. */
  list: ScenarioList;
}

/**
 * A catalogue message with HTML in its arguments: the message text is escaped, the arguments
 * (built here from escaped parts) are not.
 */
function richText(lang: PageLanguage, key: string, html: Record<string, string>): string {
  const marks = Object.fromEntries(Object.keys(html).map((k, i) => [k, `\u0000${i}\u0000`]));
  let out = esc(t(lang, key, marks));
  Object.values(html).forEach((value, i) => (out = out.replace(`\u0000${i}\u0000`, value)));
  return out;
}

function card(s: ScenarioSummary, demoEnabled: boolean, lang: PageLanguage): string {
  const titleId = `sc-${s.id}`;
  const skills = s.key_skills.slice(0, 3).map((k) => `<li>${esc(k)}</li>`).join('');
  const levelLabel = s.difficulty && DIFFICULTIES.has(s.difficulty) ? t(lang, `start.level_${s.difficulty}`) : s.difficulty;
  const level = s.difficulty ? `<span class="level level-${esc(s.difficulty)}">${esc(levelLabel)}</span>` : '<span></span>';
  const start = demoEnabled ? `<button type="button" class="btn btn-primary start" data-scenario="${esc(s.id)}" aria-describedby="${esc(titleId)}">${esc(t(lang, 'start.start'))}</button>` : '';
  return `<li class="scenario card">
  <div class="scenario-head">
    ${avatarHtml(s.npc.avatar, s.npc.name, 44)}
    <div>
      <h3 id="${esc(titleId)}">${esc(s.title)}</h3>
      <p class="muted small">${esc(s.npc.name)} · ${esc(s.npc.role)}</p>
    </div>
  </div>
  <p class="context">${esc(s.context)}</p>
  <ul class="skills" aria-label="${esc(t(lang, 'start.key_skills'))}">${skills}</ul>
  <div class="scenario-foot">${level}${start}</div>
</li>`;
}

export function renderStartPage(input: StartPageInput): string {
  const { demoEnabled, assets } = input;
  const lang = input.lang ?? 'en';
  const m = (key: string, params?: Record<string, number>) => esc(t(lang, `start.${key}`, params));
  const list = input.list;
  const categories = list.categories.filter((c) => c.scenarios.length > 0);
  const nav = categories.map((c) => `<li><a class="chip" href="#cat-${esc(c.id)}">${esc(c.label)} <span class="count">${c.scenarios.length}</span></a></li>`).join('');
  const sections = categories
    .map(
      (c) => `<section class="category" id="cat-${esc(c.id)}" aria-labelledby="cat-${esc(c.id)}-title">
  <h2 id="cat-${esc(c.id)}-title">${esc(c.label)}</h2>
  <ul class="scenarios">${c.scenarios.map((s) => card(s, demoEnabled, lang)).join('\n')}</ul>
</section>`,
    )
    .join('\n');
  const languages = PAGE_LANGUAGES.map((l) => `<option value="${l}"${l === lang ? ' selected' : ''}>${LANGUAGE_NAMES[l]}</option>`).join('');
  const code = (text: string) => `<code>${esc(text)}</code>`;

  const body = `<a class="skip-link" href="#scenarios">${m('skip')}</a>
<header class="hero">
  <div class="wrap">
    <p class="eyebrow">${m('eyebrow')}</p>
    <h1>${m('title')}</h1>
    <p class="lead">${m('lead')}</p>
    <nav class="links" aria-label="${m('for_developers')}">
      <a href="/api/reference">${m('api_reference')}</a>
      <a href="/api/direct/compose">${m('map_composer')}</a>
      <a href="/api/scenarios">${m('scenarios_json')}</a>
    </nav>
  </div>
</header>
<main class="wrap" id="scenarios" tabindex="-1">
  ${
    demoEnabled
      ? `<div class="toolbar card">
    <label for="locale">${m('practice_language')}</label>
    <select id="locale">${languages}</select>
    <p class="muted small">${m('how_to_start')}</p>
  </div>
  <p id="start-status" class="start-status" role="status"></p>`
      : `<div class="callout card" data-testid="demo-disabled">
    <h2>${m('demo_off_title')}</h2>
    <p>${richText(lang, 'start.demo_off_body', {
      demo: code('npm run demo'),
      key: code('DEMO_API_KEY'),
      keys: code('SERVICE_API_KEYS'),
      endpoint: code('POST /api/v1/conversations'),
      reference: `<a href="/api/reference">${m('api_reference')}</a>`,
    })}</p>
  </div>`
  }
  <nav aria-label="${m('categories')}"><ul class="cats">${nav}</ul></nav>
  ${sections || `<p class="muted">${m('none_installed')}</p>`}
  <p class="muted small foot">${m('summary', { scenarios: list.count, categories: categories.length })}</p>
</main>`;
  return renderPage(assets, {
    lang,
    dir: textDirection(lang),
    title: t(lang, 'start.title'),
    stylesheet: 'start/start.css',
    script: demoEnabled ? 'start/start.js' : undefined,
    bodyData: { startFailed: t(lang, 'start.start_failed') },
    body,
  });
}

// The start page (GET /): the built-in scenarios by category, rendered on the server from the
// scenario library (the same list GET /api/scenarios serves), with a Start button per scenario
// when the server has a demo key. The only script wires those buttons.
import { builtinScenarioLibrary } from '../conversations/scenarios/library.js';
import { scenarioList, type ScenarioList, type ScenarioSummary } from '../conversations/scenarios/summary.js';
import type { AssetBundle } from '../web/assets.js';
import { esc, renderPage } from '../web/html.js';
import { avatarHtml } from './avatar.js';
import { PAGE_LANGUAGES } from './strings.js';

const LANGUAGE_NAMES: Record<(typeof PAGE_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
};

const DIFFICULTY_LABELS: Record<string, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

export interface StartPageInput {
  demoEnabled: boolean;
  assets: AssetBundle;
  /** Defaults to the built-in library. */
  list?: ScenarioList;
}

function card(s: ScenarioSummary, demoEnabled: boolean): string {
  const titleId = `sc-${s.id}`;
  const skills = s.key_skills.slice(0, 3).map((k) => `<li>${esc(k)}</li>`).join('');
  const level = s.difficulty ? `<span class="level level-${esc(s.difficulty)}">${esc(DIFFICULTY_LABELS[s.difficulty] ?? s.difficulty)}</span>` : '<span></span>';
  const start = demoEnabled ? `<button type="button" class="btn btn-primary start" data-scenario="${esc(s.id)}" aria-describedby="${esc(titleId)}">Start</button>` : '';
  return `<li class="scenario card">
  <div class="scenario-head">
    ${avatarHtml(s.npc.avatar, s.npc.name, 44)}
    <div>
      <h3 id="${esc(titleId)}">${esc(s.title)}</h3>
      <p class="muted small">${esc(s.npc.name)} · ${esc(s.npc.role)}</p>
    </div>
  </div>
  <p class="context">${esc(s.context)}</p>
  <ul class="skills" aria-label="Key skills">${skills}</ul>
  <div class="scenario-foot">${level}${start}</div>
</li>`;
}

export function renderStartPage(input: StartPageInput): string {
  const { demoEnabled, assets } = input;
  const list = input.list ?? scenarioList(builtinScenarioLibrary());
  const categories = list.categories.filter((c) => c.scenarios.length > 0);
  const nav = categories.map((c) => `<li><a class="chip" href="#cat-${esc(c.id)}">${esc(c.label)} <span class="count">${c.scenarios.length}</span></a></li>`).join('');
  const sections = categories
    .map(
      (c) => `<section class="category" id="cat-${esc(c.id)}" aria-labelledby="cat-${esc(c.id)}-title">
  <h2 id="cat-${esc(c.id)}-title">${esc(c.label)}</h2>
  <ul class="scenarios">${c.scenarios.map((s) => card(s, demoEnabled)).join('\n')}</ul>
</section>`,
    )
    .join('\n');
  const languages = PAGE_LANGUAGES.map((l) => `<option value="${l}">${LANGUAGE_NAMES[l]}</option>`).join('');

  const body = `<a class="skip-link" href="#scenarios">Skip to the scenarios</a>
<header class="hero">
  <div class="wrap">
    <p class="eyebrow">Learning platform</p>
    <h1>Conversation practice</h1>
    <p class="lead">Practise a hard conversation with a character who reacts like a real person. A coach gives tips as you go, and a KSTAR report shows what worked at the end.</p>
    <nav class="links" aria-label="For developers">
      <a href="/api/reference">API reference</a>
      <a href="/api/direct/compose">Concept map composer</a>
      <a href="/api/scenarios">Scenarios as JSON</a>
    </nav>
  </div>
</header>
<main class="wrap" id="scenarios" tabindex="-1">
  ${
    demoEnabled
      ? `<div class="toolbar card">
    <label for="locale">Practice language</label>
    <select id="locale">${languages}</select>
    <p class="muted small">Pick a scenario and press Start: the session opens here, with a link back when you finish.</p>
  </div>
  <p id="start-status" class="start-status" role="status"></p>`
      : `<div class="callout card" data-testid="demo-disabled">
    <h2>Starting sessions here is off</h2>
    <p>This server has no demo key. Run <code>npm run demo</code>, or set <code>DEMO_API_KEY</code> to one of <code>SERVICE_API_KEYS</code> and restart, to get a Start button on every scenario. Integrations start sessions through <code>POST /api/v1/conversations</code> (see the <a href="/api/reference">API reference</a>).</p>
  </div>`
  }
  <nav aria-label="Categories"><ul class="cats">${nav}</ul></nav>
  ${sections || '<p class="muted">No built-in scenarios are installed.</p>'}
  <p class="muted small foot">${list.count} scenarios in ${categories.length} categories.</p>
</main>`;
  return renderPage(assets, { lang: 'en', title: 'Conversation practice', stylesheet: 'start/start.css', script: demoEnabled ? 'start/start.js' : undefined, body });
}

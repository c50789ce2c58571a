// The learner profile as a page (GET /analytics/learner/:userId): mastery per concept as bars, the
// last 30 days of activity as a chart, the learner models the evidence fits and the
// recommendations. Rendered on the server from the same profile the JSON endpoint answers, in the
// page shell every page shares; no script (bars are <meter> elements, the chart an SVG whose sizes
// are attributes, so the strict CSP holds), and a table beside the chart for screen readers.
import type { AssetBundle } from '../web/assets.js';
import { esc, renderPage } from '../web/html.js';
import { formatNumber, t, textDirection, type Language } from '../web/i18n/catalogue.js';
import type { LearnerProfileRecord } from './schemas.js';

const DAYS = 30;
const DAY_MS = 86_400_000;
const CHART = { width: 600, height: 160, gap: 4, top: 8, bottom: 22 };

export interface LearnerPageInput {
  profile: LearnerProfileRecord;
  /** Concept labels from the learner's class curricula (a concept without one shows its id). */
  labels?: ReadonlyMap<string, string>;
  lang: Language;
  assets: AssetBundle;
}

/** The 30 UTC days ending with the profile's day, oldest first, with the events of each. */
export function last30Days(profile: LearnerProfileRecord): Array<{ date: string; events: number }> {
  const byDate = new Map(profile.engagement.daily.map((d) => [d.date, d.events]));
  const end = Date.parse(profile.generatedAt.slice(0, 10));
  return Array.from({ length: DAYS }, (_, i) => {
    const date = new Date(end - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, events: byDate.get(date) ?? 0 };
  });
}

export function renderLearnerPage({ profile, labels: known, lang, assets }: LearnerPageInput): string {
  const m = (key: string, params?: Record<string, string | number>) => esc(t(lang, `analytics.${key}`, params));
  const pct = (v: number) => esc(formatNumber(lang, v, { style: 'percent', maximumFractionDigits: 0 }));
  const labels = new Map([...(known ?? []), ...profile.recommendations.map((r) => [r.conceptId, r.label] as const)]);
  const nameOf = (conceptId: string) => labels.get(conceptId) ?? conceptId;

  const concepts = profile.concepts.length
    ? `<ul class="bars">${profile.concepts
        .map(
          (c, i) => `<li class="bar state-${esc(c.state)}">
  <div class="bar-head"><span id="concept-${i}" class="bar-name">${esc(nameOf(c.conceptId))}</span><span class="bar-value">${pct(c.mastery)} · ${m(`state_${c.state}`)}</span></div>
  <meter min="0" max="1" low="0.4" high="0.95" optimum="1" value="${c.mastery}" aria-labelledby="concept-${i}">${pct(c.mastery)}</meter>
  <p class="muted small">${m('attempts', { attempts: c.attempts, correct: c.correct })}</p>
</li>`,
        )
        .join('\n')}</ul>`
    : `<p class="muted">${m('no_concepts')}</p>`;

  const days = last30Days(profile);
  const peak = Math.max(1, ...days.map((d) => d.events));
  const plot = CHART.height - CHART.top - CHART.bottom;
  const step = CHART.width / DAYS;
  const rects = days
    .map((d, i) => {
      const h = Math.round((d.events / peak) * plot);
      return `<rect class="${d.events ? 'day' : 'day empty'}" x="${(i * step + CHART.gap / 2).toFixed(1)}" y="${CHART.top + plot - h}" width="${(step - CHART.gap).toFixed(1)}" height="${Math.max(h, 1)}"><title>${esc(d.date)}: ${m('events', { n: d.events })}</title></rect>`;
    })
    .join('');
  const axis = `<text x="0" y="${CHART.height - 6}">${esc(days[0]!.date)}</text><text x="${CHART.width}" y="${CHART.height - 6}" text-anchor="end">${esc(days[DAYS - 1]!.date)}</text>`;
  const chart = `<svg class="chart" viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-labelledby="activity-title activity-desc" focusable="false">
  <desc id="activity-desc">${m('activity_desc', { days: profile.engagement.activeDays, peak })}</desc>${rects}${axis}</svg>
<table class="sr-only"><caption>${m('activity_title')}</caption><thead><tr><th scope="col">${m('date')}</th><th scope="col">${m('events_col')}</th></tr></thead><tbody>${days
    .filter((d) => d.events > 0)
    .map((d) => `<tr><td>${esc(d.date)}</td><td>${d.events}</td></tr>`)
    .join('')}</tbody></table>`;

  const models = profile.learnerModels.length
    ? `<ul class="bars">${profile.learnerModels
        .map(
          (lm, i) => `<li class="bar">
  <div class="bar-head"><span id="model-${i}" class="bar-name">${esc(lm.label)}</span><span class="bar-value">${pct(lm.fit)}</span></div>
  <meter min="0" max="1" value="${lm.fit}" aria-labelledby="model-${i}">${pct(lm.fit)}</meter>
  <p class="muted small">${m('evidence')}: ${lm.evidence.map((e) => `${esc(e.behaviour)} (${e.count})`).join(', ')}</p>
</li>`,
        )
        .join('\n')}</ul>`
    : `<p class="muted">${m('no_models')}</p>`;

  const recommendations = profile.recommendations.length
    ? `<ol class="recs">${profile.recommendations.map((r) => `<li><strong>${esc(r.label)}</strong> <span class="tag tag-${esc(r.reason)}">${m(`reason_${r.reason}`)}</span></li>`).join('')}</ol>`
    : `<p class="muted">${m('no_recommendations')}</p>`;

  const body = `<a class="skip-link" href="#profile">${m('skip')}</a>
<header class="top"><div class="wrap">
  <p class="eyebrow">${m('eyebrow')}</p>
  <h1>${m('title', { user: profile.userId })}</h1>
  <p class="muted">${m('summary', { events: profile.eventCount, days: profile.engagement.activeDays })}</p>
</div></header>
<main class="wrap" id="profile" tabindex="-1">
  <section class="card panel" aria-labelledby="mastery-title"><h2 id="mastery-title">${m('mastery_title')}</h2>${concepts}</section>
  <section class="card panel" aria-labelledby="activity-title"><h2 id="activity-title">${m('activity_title')}</h2>${chart}</section>
  <div class="pair">
    <section class="card panel" aria-labelledby="models-title"><h2 id="models-title">${m('models_title')}</h2>${models}</section>
    <section class="card panel" aria-labelledby="recs-title"><h2 id="recs-title">${m('recs_title')}</h2>${recommendations}</section>
  </div>
  <p class="muted small foot">${m('generated', { at: profile.generatedAt })} · <a href="/api/analytics/profile/${encodeURIComponent(profile.userId)}">JSON</a></p>
</main>`;
  return renderPage(assets, { lang, dir: textDirection(lang), title: t(lang, 'analytics.title', { user: profile.userId }), stylesheet: 'analytics/learner.css', body });
}

/** A short page for a reader who may not see the profile (or is not signed in). */
export function renderLearnerNotice(kind: 'sign_in' | 'forbidden', lang: Language, assets: AssetBundle): string {
  const m = (key: string) => esc(t(lang, `analytics.${key}`));
  return renderPage(assets, {
    lang,
    dir: textDirection(lang),
    title: t(lang, `analytics.${kind}_title`),
    stylesheet: 'analytics/learner.css',
    body: `<main class="wrap notice" id="profile"><div class="card panel"><h1>${m(`${kind}_title`)}</h1><p>${m(`${kind}_body`)}</p></div></main>`,
  });
}

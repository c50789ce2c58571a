// The hosted simulation page, rendered on the server: every static text in the session's language,
// the theme on <html> (no flash of the wrong theme), and the session data for the scripts in a
// JSON block. No inline script or style, so the page runs under a strict CSP.
import type { AssetBundle } from '../web/assets.js';
import { esc, renderPage } from '../web/html.js';
import { textDirection } from '../web/i18n/catalogue.js';
import { avatarHtml } from './avatar.js';
import { icons } from './icons.js';
import type { Strings } from './strings.js';
import type { PageSettings } from './view.js';

const speaker = icons.speaker.replace('</svg>', '<path class="slash" d="M3 3l18 18"/></svg>');

function gauge(key: string, label: string): string {
  return `<li class="gauge gauge-${key}"><span class="gauge-label" id="g-${key}-label">${esc(label)}</span>
<span class="gauge-track" role="meter" id="g-${key}" aria-labelledby="g-${key}-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"><span class="gauge-fill"></span></span>
<span class="gauge-value" id="g-${key}-value" aria-hidden="true">0</span></li>`;
}

export function renderSimulationPage(settings: PageSettings, s: Strings, assets: AssetBundle): string {
  const title = settings.title;
  const npc = settings.npc;
  const ui = settings.ui;
  const showCoach = settings.coach_enabled && !ui.hide_coach;
  const showCamera = !ui.hide_camera;
  const classes = [settings.embed ? 'embed' : '', showCoach || showCamera ? '' : 'no-side'].filter(Boolean).join(' ');
  const body = `<a class="skip-link" href="#message-input">${esc(s.skip_to_input)}</a>
<header class="topbar">
  <div class="title-block">
    ${settings.embed ? '' : `<p class="eyebrow">${esc(s.app_name)}</p>`}
    <h1 id="sim-title">${esc(title)}</h1>
  </div>
  <div class="topbar-actions">
    <p id="turn-counter" class="turns"></p>
    <button type="button" class="btn btn-danger" id="end-button" data-testid="end-button">${icons.end}<span>${esc(s.end)}</span></button>
  </div>
</header>
<main id="main" class="layout">
  <section class="stage card" aria-labelledby="npc-name">
    <div class="npc">
      ${avatarHtml(npc.avatar, npc.name)}
      <div class="npc-id">
        <h2 id="npc-name">${esc(npc.name)}</h2>
        <p class="muted">${esc(npc.role)}</p>
      </div>
      <div class="mood" id="mood">
        <svg class="face" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="18"/><circle class="eye" cx="14" cy="16" r="2"/><circle class="eye" cx="26" cy="16" r="2"/><path class="mouth" id="mood-mouth" d="M12 26 Q20 26 28 26"/></svg>
        <p class="emotion"><span class="muted">${esc(s.mood)}</span> <strong id="mood-emotion"></strong></p>
      </div>
    </div>
    <ul class="gauges" aria-label="${esc(s.mood)}">
      ${gauge('trust', s.trust)}
      ${gauge('resistance', s.resistance)}
      ${gauge('commitment', s.commitment)}
      ${gauge('engagement', s.engagement)}
    </ul>
    <h2 class="sr-only" id="conversation-title">${esc(s.conversation)}</h2>
    <div id="transcript" class="transcript" role="log" aria-live="polite" aria-labelledby="conversation-title" tabindex="0"></div>
    <p id="typing" class="typing" hidden><span class="dots" aria-hidden="true"><i></i><i></i><i></i></span> <span id="typing-text"></span></p>
    <p id="status" class="status" role="status"></p>
    <form id="composer" class="composer" novalidate>
      <label for="message-input" class="sr-only">${esc(s.message_label)}</label>
      <textarea id="message-input" data-testid="message-input" rows="2" maxlength="4000" placeholder="${esc(s.message_placeholder)}" autocomplete="off"></textarea>
      <div class="composer-actions">
        <button type="button" class="btn btn-icon mic" id="mic-button" aria-pressed="false" aria-describedby="voice-status" title="${esc(s.mic_hold)}">${icons.mic}<span class="sr-only" id="mic-label">${esc(s.mic_hold)}</span></button>
        <button type="submit" class="btn btn-primary" id="send-button" data-testid="send-button">${icons.send}<span>${esc(s.send)}</span></button>
      </div>
    </form>
    <div class="voice-row">
      <p id="voice-status" class="muted small"></p>
      <button type="button" class="btn btn-small" id="mute-button" aria-pressed="${ui.mute_tts ? 'true' : 'false'}">${speaker}<span>${esc(s.tts_mute)}</span></button>
    </div>
  </section>
  ${
    showCamera || showCoach
      ? `<aside class="side" aria-label="${esc(s.side_panel)}">
    ${
      showCamera
        ? `<section class="card camera" id="camera" aria-labelledby="camera-title">
      <div class="card-head"><h2 id="camera-title">${esc(s.camera_title)}</h2><button type="button" class="btn btn-small" id="camera-button" aria-pressed="false">${icons.camera}<span>${esc(s.camera_start)}</span></button></div>
      <div class="video-wrap"><video id="camera-video" muted playsinline aria-label="${esc(s.camera_title)}" hidden></video><p id="camera-message" class="camera-message muted small">${esc(s.camera_private)}</p></div>
    </section>`
        : ''
    }
    ${
      showCoach
        ? `<section class="card coach" id="coach" aria-labelledby="coach-title">
      <div class="card-head"><h2 id="coach-title">${esc(s.coach_title)}</h2></div>
      <p id="coach-empty" class="muted small">${esc(s.coach_empty)}</p>
      <ol id="coach-list" class="coach-list" aria-live="polite"></ol>
    </section>`
        : ''
    }
  </aside>`
      : ''
  }
  <section id="report" class="report card" data-testid="report" tabindex="-1" aria-labelledby="report-title" hidden></section>
</main>`;
  return renderPage(assets, {
    lang: settings.lang,
    dir: textDirection(settings.lang),
    title: `${title} · ${s.app_name}`,
    theme: ui.theme ?? 'auto',
    htmlClass: classes,
    stylesheet: 'simulation/simulation.css',
    script: 'simulation/app.js',
    data: { id: 'sim-settings', value: settings },
    body,
  });
}

// The calm page shown instead of the simulation when its link no longer works: the session ended
// and expired, was deleted, the link is wrong, or the logged-in learner who opened it owns it and
// this browser is not theirs. No script, no stack trace, no hint of whether another session exists
// or whose this one is.
import type { AssetBundle } from '../web/assets.js';
import { esc, renderPage } from '../web/html.js';
import { textDirection } from '../web/i18n/catalogue.js';
import type { PageLanguage, Strings } from './strings.js';

export type NoticeKind = 'ended' | 'invalid' | 'claimed';

export function renderNoticePage(kind: NoticeKind, lang: PageLanguage, s: Strings, assets: AssetBundle, embed: boolean): string {
  const title = s[`${kind}_title`];
  const body = s[`${kind}_body`];
  return renderPage(assets, {
    lang,
    dir: textDirection(lang),
    title: `${title} · ${s.app_name}`,
    htmlClass: embed ? 'embed' : undefined,
    stylesheet: 'simulation/simulation.css',
    body: `<main class="notice card" data-testid="session-notice" data-kind="${kind}">
  <svg class="notice-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><path d="M7 9h34v24H22l-9 7v-7H7z"/><path d="M16 21h16"/></svg>
  <h1>${esc(title)}</h1>
  <p>${esc(body)}</p>
</main>`,
  });
}

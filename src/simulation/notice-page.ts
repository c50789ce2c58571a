// The calm page shown instead of the simulation when its link no longer works: the session ended
// and expired, was deleted, or the link is wrong. No script, no stack trace, no hint of whether
// another session exists.
import type { AssetBundle } from './assets.js';
import { esc } from './html.js';
import type { PageLanguage, Strings } from './strings.js';

export type NoticeKind = 'ended' | 'invalid';

export function renderNoticePage(kind: NoticeKind, lang: PageLanguage, s: Strings, assets: AssetBundle, embed: boolean): string {
  const title = kind === 'ended' ? s.ended_title : s.invalid_title;
  const body = kind === 'ended' ? s.ended_body : s.invalid_body;
  return `<!doctype html>
<html lang="${lang}" data-theme="auto"${embed ? ' class="embed"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${esc(title)} · ${esc(s.app_name)}</title>
<link rel="icon" href="${assets.url('shared/icon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assets.url('shared/base.css')}">
<link rel="stylesheet" href="${assets.url('simulation/simulation.css')}">
</head>
<body>
<main class="notice card" data-testid="session-notice" data-kind="${kind}">
  <svg class="notice-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><path d="M7 9h34v24H22l-9 7v-7H7z"/><path d="M16 21h16"/></svg>
  <h1>${esc(title)}</h1>
  <p>${esc(body)}</p>
</main>
</body>
</html>
`;
}

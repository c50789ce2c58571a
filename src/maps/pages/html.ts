// Shared page shell for the map area's HTML pages: the common shell (src/web/html.ts) with the map
// pages' header and navigation in the page's language, their stylesheet and one module script
// (built from web/maps; the page CSP allows scripts from self only, never inline).
import type { AssetBundle } from '../../web/assets.js';
import { API_VERSION } from '../../http/openapi-registry.js';
import { esc, renderPage } from '../../web/html.js';
import { pageLanguage, type PageLanguage } from './messages.js';

export { esc };

export function page(
  assets: AssetBundle,
  opts: { title: string; script: 'maps/compose.js' | 'maps/howto.js'; body: string; bodyData?: Record<string, string>; language?: PageLanguage },
): string {
  const l = opts.language ?? pageLanguage('en');
  return renderPage(assets, {
    lang: l.lang,
    dir: l.dir,
    title: opts.title,
    // Follows the system theme: the graph's colours have light and dark values (web/maps/maps.css).
    theme: 'auto',
    stylesheet: 'maps/maps.css',
    script: opts.script,
    // The script's text in the page's language (web/shared/messages.js formats it).
    data: { id: 'map-messages', value: { lang: l.lang, messages: l.client } },
    bodyData: opts.bodyData,
    body: `<a class="skip" href="#main">${esc(l.t('shell.skip'))}</a>
<header class="top">
<p class="brand">Concept Map API <span class="ver">${esc(API_VERSION)}</span></p>
<nav aria-label="${esc(l.t('shell.nav'))}"><a href="/api/direct/compose?lang=${l.lang}">${esc(l.t('shell.composer'))}</a><a href="/api/direct/mapHowTo">${esc(l.t('shell.howto'))}</a><a href="/api/direct/docs">${esc(l.t('shell.docs'))}</a><a href="/api/reference">${esc(l.t('shell.reference'))}</a></nav>
</header>
<main id="main">
${opts.body}
</main>`,
  });
}

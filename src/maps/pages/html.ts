// Shared page shell for the map area's HTML pages: the common shell (src/web/html.ts) with the map
// pages' header and navigation, their stylesheet and one module script (built from web/maps; the
// page CSP allows scripts from self only, never inline).
import type { AssetBundle } from '../../web/assets.js';
import { esc, renderPage } from '../../web/html.js';

export { esc };

export function page(assets: AssetBundle, opts: { title: string; script: 'maps/compose.js' | 'maps/howto.js'; body: string; bodyData?: Record<string, string> }): string {
  return renderPage(assets, {
    lang: 'en',
    title: opts.title,
    // Follows the system theme: the graph's colours have light and dark values (web/maps/maps.css).
    theme: 'auto',
    stylesheet: 'maps/maps.css',
    script: opts.script,
    bodyData: opts.bodyData,
    body: `<a class="skip" href="#main">Skip to content</a>
<header class="top">
<p class="brand">Concept Map API <span class="ver">1.1.0</span></p>
<nav aria-label="Map API pages"><a href="/api/direct/compose">Composer</a><a href="/api/direct/mapHowTo">How to</a><a href="/api/direct/docs">Docs (JSON)</a><a href="/api/reference">API reference</a></nav>
</header>
<main id="main">
${opts.body}
</main>`,
  });
}

// Shared page shell for the map area's HTML pages: escaped text, our stylesheet and one module
// script from /api/direct/assets (the page CSP allows scripts from self only, never inline).

export const ASSETS_PATH = '/api/direct/assets';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function page(opts: { title: string; script: string; body: string; bodyData?: Record<string, string> }): string {
  const data = Object.entries(opts.bodyData ?? {})
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${esc(opts.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${ASSETS_PATH}/maps.css">
<script type="module" src="${ASSETS_PATH}/${esc(opts.script)}"></script>
</head>
<body${data}>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
<p class="brand">Concept Map API <span class="ver">1.1.0</span></p>
<nav aria-label="Map API pages"><a href="/api/direct/compose">Composer</a><a href="/api/direct/mapHowTo">How to</a><a href="/api/direct/docs">Docs (JSON)</a><a href="/api/reference">API reference</a></nav>
</header>
<main id="main">
${opts.body}
</main>
</body>
</html>
`;
}

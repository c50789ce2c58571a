// The one HTML toolkit of the server-rendered pages: escaping for text and attribute values, JSON
// for a `<script type="application/json">` block (CSP-safe data hand-off, never executable), and
// the page shell every page shares (head, icon, one stylesheet, one module script).
import { toText } from '../shared/text.js';
import type { AssetBundle, AssetName } from './assets.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text and attribute values (quotes included, so any attribute quoting is safe). */
export const esc = (s: unknown): string => toText(s).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * JSON safe inside a script element: `<`, `>` and `&` become \u escapes so no `</script>` or
 * `<!--` can end the block early, and U+2028/2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageShell {
  /** BCP 47 language of the page's text. */
  lang: string;
  /** Writing direction of the page's text (`rtl` for Arabic). Default `ltr`. */
  dir?: 'ltr' | 'rtl';
  /** Plain text; escaped here. */
  title: string;
  /** `auto` follows the system; the pages' tokens (web/shared/base.css) cover both themes. */
  theme?: 'auto' | 'light' | 'dark';
  /** Classes on <html> (layout switches the stylesheet reads before any script runs). */
  htmlClass?: string;
  stylesheet: AssetName;
  script?: AssetName;
  /** Data for the script, as a JSON block with this id. */
  data?: { id: string; value: unknown };
  /** Data attributes on <body> (already strings). */
  bodyData?: Record<string, string>;
  /** The body's HTML, already escaped where it holds text. */
  body: string;
}

export function renderPage(assets: AssetBundle, page: PageShell): string {
  const script = page.script
    ? [...assets.preloads(page.script).map((u) => `<link rel="modulepreload" href="${u}">`), `<script type="module" src="${assets.url(page.script)}"></script>`].join('\n')
    : '';
  const data = page.data ? `<script type="application/json" id="${esc(page.data.id)}">${jsonForScript(page.data.value)}</script>` : '';
  const bodyData = Object.entries(page.bodyData ?? {})
    .map(([k, v]) => ` data-${esc(k)}="${esc(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="${esc(page.lang)}"${page.dir === 'rtl' ? ' dir="rtl"' : ''} data-theme="${esc(page.theme ?? 'auto')}"${page.htmlClass ? ` class="${esc(page.htmlClass)}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${page.theme === 'light' ? 'light' : page.theme === 'dark' ? 'dark' : 'light dark'}">
<title>${esc(page.title)}</title>
<link rel="icon" href="${assets.url('shared/icon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assets.url(page.stylesheet)}">
${script}
${data}
</head>
<body${bodyData}>
${page.body}
</body>
</html>
`;
}

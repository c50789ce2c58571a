// Escaping for the server-rendered pages: text and attribute values, and JSON embedded in a
// `<script type="application/json">` block (CSP-safe settings hand-off, never executable).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const esc = (s: string | number | boolean | null | undefined): string => String(s ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

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

/** The `<head>` lines every page of ours shares: charset, viewport, theme support, title, icon, styles. */
export function documentHead(assets: { url(file: string): string }, title: string, stylesheet: string): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<link rel="icon" href="${assets.url('shared/icon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assets.url('shared/base.css')}">
<link rel="stylesheet" href="${assets.url(stylesheet)}">`;
}

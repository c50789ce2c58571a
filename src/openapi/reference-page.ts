// The API reference page: a shell in which Redoc (web/reference/reference.js) renders the OpenAPI
// document. Without script, it lists the operations and links the document, so it is never empty.
import type { AssetBundle } from '../web/assets.js';
import { esc, renderPage } from '../web/html.js';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderReferencePage(assets: AssetBundle, doc: Json, rendererUrl: string): string {
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => `<li><code>${m.toUpperCase()} ${esc(path)}</code> ${esc((item[m] as Json).summary)}</li>`),
  );
  return renderPage(assets, {
    lang: 'en',
    title: `${String(info.title)}: API reference`,
    theme: 'light',
    stylesheet: 'reference/reference.css',
    script: 'reference/reference.js',
    body: `<div id="redoc" data-spec="/api/openapi.json" data-renderer="${esc(rendererUrl)}">
<noscript><div class="fallback"><h1>${esc(info.title)} ${esc(info.version)}</h1>
<p>The reference is drawn by a script. The OpenAPI 3.1 document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<ul>${operations.join('')}</ul></div></noscript>
<div class="fallback" hidden><p>The reference could not be drawn. The OpenAPI 3.1 document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></div>
</div>`,
  });
}

// A readable API reference rendered on the server from the OpenAPI document: one section per
// operation with its parameters, request body and responses. Plain HTML, no scripts.
import { esc } from '../web/html.js';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function schemaBlock(schema: unknown): string {
  if (!schema) return '';
  return `<pre>${esc(JSON.stringify(schema, null, 2))}</pre>`;
}

/** The page's only style sheet, inline; its CSP allows exactly this text by hash (routes.ts). */
export const REFERENCE_CSS = `body{font:16px/1.5 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f5;padding:.75rem;overflow:auto;border-radius:6px}
section{border-top:1px solid #ddd;padding:.5rem 0}.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:.1em .4em}
.get{background:#1d6b3a}.post{background:#1f4f8f}.put,.patch{background:#7a4b00}.delete{background:#a11d1d}
a{color:#1f4f8f}@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}a{color:#8ab4f8}section{border-color:#333}}
`;

export function renderReferencePage(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  const sections: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
      toc.push(`<li><a href="#${id}"><code>${method.toUpperCase()} ${esc(path)}</code></a> ${esc(op.summary)}</li>`);
      const params = ((op.parameters as Json[] | undefined) ?? [])
        .map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}) ${esc(p.description)}</li>`)
        .join('');
      const body = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
      const responses = Object.entries((op.responses as Record<string, Json>) ?? {})
        .map(([status, r]) => {
          const schema = (r.content as Record<string, Json> | undefined)?.['application/json']?.schema;
          return `<li><strong>${esc(status)}</strong> ${esc(r.description)}${schema ? `<details><summary>schema</summary>${schemaBlock(schema)}</details>` : ''}</li>`;
        })
        .join('');
      sections.push(`<section id="${id}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
${op.summary ? `<p><strong>${esc(op.summary)}</strong></p>` : ''}${op.description ? `<p>${esc(op.description)}</p>` : ''}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${body ? `<h4>Request body</h4>${schemaBlock(body.schema)}` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`);
    }
  }
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const schemaList = Object.entries(schemas)
    .map(([name, s]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3>${schemaBlock(s)}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}: API reference</title>
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<style>${REFERENCE_CSS}</style></head><body>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
<h2>Operations</h2><ul>${toc.join('')}</ul>
${sections.join('\n')}
<h2>Schemas</h2>${schemaList}
</body></html>`;
}

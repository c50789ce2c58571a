// GET /api/direct/mapHowTo: how to call the map API, with copyable curl and fetch snippets built
// for this server's base URL and a Try-it panel (web/maps/howto.js) that calls the API.
import type { AssetBundle } from '../../web/assets.js';
import { esc, page } from './html.js';

interface Example {
  id: string;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
}

export function renderHowToPage(assets: AssetBundle, opts: { base: string; authRequired: boolean }): string {
  const { base, authRequired } = opts;
  const examples: Example[] = [
    { id: 'structural', title: 'Structural map', method: 'POST', path: '/api/direct/map', body: { domain: 'Physics', subdomain: 'Mechanics', key: "Newton's second law" }, auth: true },
    { id: 'freetext', title: 'Free-text map in Spanish', method: 'POST', path: '/api/direct/map?includeLearningPath=true', body: { problem: 'How do vaccines train the immune system?', lang: 'es' }, auth: true },
    { id: 'get', title: 'GET form (body in ?json=)', method: 'GET', path: `/api/direct/map?json=${encodeURIComponent(JSON.stringify({ domain: 'Chemistry', subdomain: 'Bonding', key: 'Covalent bond' }))}`, auth: true },
    { id: 'curriculum', title: 'Curriculum (no key needed)', method: 'POST', path: '/api/map/curriculum', body: { domain: 'Mathematics', subdomain: 'Algebra', concepts: ['linear equations', 'quadratic equations', 'functions'], targetCount: 8 }, auth: false },
    { id: 'suggest', title: 'Curriculum suggestions', method: 'POST', path: '/api/direct/suggest', body: { mode: 'curriculum', domain: 'Biology', subdomain: 'Genetics', count: 6 }, auth: true },
  ];
  const keyHeader = (e: Example) => authRequired && e.auth;
  const curl = (e: Example) =>
    [
      `curl -s${e.method === 'POST' ? ' -X POST' : ''} '${base}${e.path}'`,
      ...(e.body !== undefined ? [`  -H 'Content-Type: application/json'`] : []),
      ...(keyHeader(e) ? [`  -H 'X-API-Key: YOUR_KEY'`] : []),
      ...(e.body !== undefined ? [`  -d '${JSON.stringify(e.body).replace(/'/g, "'\\''")}'`] : []),
    ].join(' \\\n');
  const fetchSnippet = (e: Example) => {
    const headers = [...(e.body !== undefined ? ["'Content-Type': 'application/json'"] : []), ...(keyHeader(e) ? ["'X-API-Key': 'YOUR_KEY'"] : [])];
    const init = [
      `method: '${e.method}'`,
      ...(headers.length ? [`headers: { ${headers.join(', ')} }`] : []),
      ...(e.body !== undefined ? [`body: JSON.stringify(${JSON.stringify(e.body)})`] : []),
    ];
    return `const res = await fetch('${base}${e.path}', {\n  ${init.join(',\n  ')},\n});\nconst data = await res.json();\nconsole.log(data.mapId ?? data);`;
  };
  const snippet = (id: string, label: string, code: string) => `
    <div class="snippet">
      <div class="snippet-head"><span>${esc(label)}</span><button type="button" class="copy" data-copy="${id}" aria-label="Copy ${esc(label)}">Copy</button></div>
      <pre id="${id}" tabindex="0"><code>${esc(code)}</code></pre>
    </div>`;
  const sections = examples
    .map(
      (e) => `
  <section class="card" aria-labelledby="ex-${e.id}">
    <h3 id="ex-${e.id}">${esc(e.title)}</h3>
    ${snippet(`curl-${e.id}`, 'curl', curl(e))}
    ${snippet(`fetch-${e.id}`, 'fetch (JavaScript)', fetchSnippet(e))}
  </section>`,
    )
    .join('');
  const exampleOptions = examples.map((e) => `<option value="${e.id}">${esc(e.title)}</option>`).join('');
  const exampleData = (JSON.stringify(examples.map((e) => ({ id: e.id, method: e.method, path: e.path, body: e.body ?? null }))));
  const body = `
<h1>How to use the concept map API</h1>
<p class="lead">Send one of two request forms and get back a concept map: nodes, typed edges, a learning path and learning phases.
Equal requests (ignoring case and spacing) return the same <code>mapId</code> until you add <code>?skipCache=true</code>.
${authRequired ? 'This server requires an API key: send it as <code>X-API-Key</code> or <code>Authorization: Bearer</code>.' : 'This server needs no API key.'}</p>
<section class="card" aria-labelledby="forms-title">
  <h2 id="forms-title">The two forms</h2>
  <ul>
    <li><strong>Structural</strong>: <code>domain</code>, <code>subdomain</code>, <code>key</code> (all required).</li>
    <li><strong>Free text</strong>: <code>problem</code>.</li>
    <li>Optional: <code>lang</code> (en, es, fr, zh, de, pt, ar, hi, ja, ko, ru, it, nl, tr), <code>context</code>, <code>email</code>, <code>name</code>, <code>config</code>.</li>
    <li>Both forms or neither: <code>400</code> with <code>{"success": false, "error", "message"}</code>.</li>
  </ul>
</section>
<section class="card try" aria-labelledby="try-title">
  <h2 id="try-title">Try it</h2>
  <form id="try-form">
  <div class="grid">
    <label for="try-example">Example</label><select id="try-example">${exampleOptions}</select>
    <label for="try-path">Method and path</label><input id="try-path" readonly aria-describedby="try-method">
    <span id="try-method" class="hint full"></span>
    <label for="try-body">Request body (JSON)</label><textarea id="try-body" rows="6" spellcheck="false"></textarea>
    <label for="try-key">API key <span class="hint">(${authRequired ? 'required by this server' : 'not required here'})</span></label><input id="try-key" type="password" autocomplete="off">
  </div>
  <button type="submit" id="try-button" data-testid="try-button">Try it</button>
  </form>
  <p id="try-status" role="status" aria-live="polite" data-testid="try-status"></p>
  <pre id="try-output" data-testid="try-output" tabindex="0" aria-label="Response"></pre>
</section>
<h2>Examples</h2>
${sections}
<section class="card" aria-labelledby="more-title">
  <h2 id="more-title">More</h2>
  <ul>
    <li><a href="/api/direct/map?help">Plain-text quick start for code agents</a></li>
    <li><a href="/api/direct/docs">Self-description (JSON)</a> and <a href="/api/openapi.json">OpenAPI document</a></li>
    <li><a href="/api/direct/compose">Composer: build a request and explore the map</a></li>
  </ul>
</section>`;
  return page(assets, { title: 'How to use the concept map API', script: 'maps/howto.js', body, bodyData: { examples: exampleData, auth: String(authRequired) } });
}

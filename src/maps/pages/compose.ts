// GET /api/direct/compose: a form that builds a map request (either form, lang, skipCache,
// includeLearningPath) and draws the answer as an interactive SVG graph (web/maps/compose.js).
import { LANGS } from '../map-schema.js';
import type { AssetBundle } from '../../web/assets.js';
import { esc, page } from './html.js';

const LANG_NAMES: Record<string, string> = {
  en: 'English', es: 'Spanish', fr: 'French', zh: 'Chinese', de: 'German', pt: 'Portuguese', ar: 'Arabic',
  hi: 'Hindi', ja: 'Japanese', ko: 'Korean', ru: 'Russian', it: 'Italian', nl: 'Dutch', tr: 'Turkish',
};

export function renderComposePage(assets: AssetBundle, opts: { authRequired: boolean }): string {
  const langOptions = LANGS.map((l) => `<option value="${l}">${esc(LANG_NAMES[l] ?? l)} (${l})</option>`).join('');
  const body = `
<h1>Concept map composer</h1>
<p class="lead">Describe what to learn, generate a concept map, then explore it: click or press Enter on a node to highlight its connections.</p>
<form id="map-form" class="card" novalidate>
  <fieldset class="choice">
    <legend>Request form</legend>
    <label><input type="radio" name="form" value="structural" checked> Structural (domain, subdomain, key)</label>
    <label><input type="radio" name="form" value="freeText"> Free text (problem)</label>
  </fieldset>
  <div id="structural-fields" class="grid">
    <label for="domain">Domain</label><input id="domain" name="domain" autocomplete="off" placeholder="Physics" value="Physics">
    <label for="subdomain">Subdomain</label><input id="subdomain" name="subdomain" autocomplete="off" placeholder="Mechanics" value="Mechanics">
    <label for="key">Key concept</label><input id="key" name="key" autocomplete="off" placeholder="Newton's second law" value="Newton's second law">
  </div>
  <div id="freetext-fields" class="grid" hidden>
    <label for="problem">Problem</label><textarea id="problem" name="problem" rows="3" placeholder="How do vaccines train the immune system?"></textarea>
  </div>
  <div class="grid">
    <label for="lang">Language</label><select id="lang" name="lang">${langOptions}</select>
    <label for="audience">Learners <span class="hint">(optional)</span></label><select id="audience" name="audience"><option value="">Any (whole topic)</option><option value="primary">Primary school</option><option value="middle">Middle school</option><option value="secondary">Secondary school</option><option value="university">University</option><option value="professional">Professional</option></select>
    <label for="context">Context <span class="hint">(optional)</span></label><textarea id="context" name="context" rows="2" placeholder="e.g. for first-year students"></textarea>
    <label for="apiKey">API key <span class="hint">(${opts.authRequired ? 'required by this server' : 'not required here'})</span></label><input id="apiKey" name="apiKey" type="password" autocomplete="off">
  </div>
  <div class="checks">
    <label><input type="checkbox" id="skipCache" name="skipCache"> Regenerate (skipCache)</label>
    <label><input type="checkbox" id="includeLearningPath" name="includeLearningPath" checked> Include learning path</label>
  </div>
  <button type="submit" id="generate" data-testid="generate">Generate map</button>
</form>
<p id="status" role="status" aria-live="polite" data-testid="status"></p>
<section id="result" hidden aria-labelledby="result-title">
  <h2 id="result-title">Map</h2>
  <p id="map-meta" data-testid="map-meta"></p>
  <div id="legend" class="legend" aria-label="Legend"></div>
  <div class="graph-wrap" id="graph-wrap"></div>
  <p id="selection" aria-live="polite" data-testid="selection"></p>
  <h3>Learning path and phases</h3>
  <ol id="phases" class="phases" data-testid="phases"></ol>
  <details><summary>JSON response</summary><pre id="json" tabindex="0"></pre></details>
</section>`;
  return page(assets, { title: 'Concept map composer', script: 'maps/compose.js', body, bodyData: { auth: String(opts.authRequired) } });
}

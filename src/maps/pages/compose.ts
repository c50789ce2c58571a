// GET /api/direct/compose: a form that builds a map request (either form, lang, skipCache,
// includeLearningPath) and draws the answer as an interactive SVG graph (web/maps/compose.js).
// The page speaks the 14 map languages (resources/messages/maps): `?lang=` or Accept-Language.
import { LANGS, type Lang } from '../map-schema.js';
import type { AssetBundle } from '../../web/assets.js';
import { esc, page } from './html.js';
import { pageLanguage } from './messages.js';

/** Each language named in itself, so a reader finds their own. */
const LANG_NAMES: Record<Lang, string> = {
  en: 'English', es: 'Español', fr: 'Français', zh: '中文', de: 'Deutsch', pt: 'Português', ar: 'العربية',
  hi: 'हिन्दी', ja: '日本語', ko: '한국어', ru: 'Русский', it: 'Italiano', nl: 'Nederlands', tr: 'Türkçe',
};

export function renderComposePage(assets: AssetBundle, opts: { authRequired: boolean; lang?: Lang }): string {
  const l = pageLanguage(opts.lang ?? 'en');
  const t = (key: string) => esc(l.t(`compose.${key}`));
  const langOptions = LANGS.map((code) => `<option value="${code}"${code === l.lang ? ' selected' : ''} lang="${code}">${esc(LANG_NAMES[code])} (${code})</option>`).join('');
  const optional = `<span class="hint">${t('optional')}</span>`;
  const levels = ['primary', 'middle', 'secondary', 'university', 'professional'].map((v) => `<option value="${v}">${t(`audience_${v}`)}</option>`).join('');
  const body = `
<h1>${t('title')}</h1>
<p class="lead">${t('lead')}</p>
<form id="map-form" class="card" novalidate>
  <fieldset class="choice">
    <legend>${t('form_legend')}</legend>
    <label><input type="radio" name="form" value="structural" checked> ${t('form_structural')}</label>
    <label><input type="radio" name="form" value="freeText"> ${t('form_freetext')}</label>
  </fieldset>
  <div id="structural-fields" class="grid">
    <label for="domain">${t('domain')}</label><input id="domain" name="domain" autocomplete="off" placeholder="Physics" value="Physics">
    <label for="subdomain">${t('subdomain')}</label><input id="subdomain" name="subdomain" autocomplete="off" placeholder="Mechanics" value="Mechanics">
    <label for="key">${t('key')}</label><input id="key" name="key" autocomplete="off" placeholder="Newton's second law" value="Newton's second law">
  </div>
  <div id="freetext-fields" class="grid" hidden>
    <label for="problem">${t('problem')}</label><textarea id="problem" name="problem" rows="3" placeholder="${t('problem_placeholder')}"></textarea>
  </div>
  <div class="grid">
    <label for="lang">${t('language')}</label><select id="lang" name="lang">${langOptions}</select>
    <label for="audience">${t('learners')} ${optional}</label><select id="audience" name="audience"><option value="">${t('audience_any')}</option>${levels}</select>
    <label for="context">${t('context')} ${optional}</label><textarea id="context" name="context" rows="2" placeholder="${t('context_placeholder')}"></textarea>
    <label for="apiKey">${t('api_key')} <span class="hint">(${opts.authRequired ? t('key_required') : t('key_not_required')})</span></label><input id="apiKey" name="apiKey" type="password" autocomplete="off">
  </div>
  <div class="checks">
    <label><input type="checkbox" id="skipCache" name="skipCache"> ${t('skip_cache')}</label>
    <label><input type="checkbox" id="includeLearningPath" name="includeLearningPath" checked> ${t('include_path')}</label>
  </div>
  <button type="submit" id="generate" data-testid="generate">${t('generate')}</button>
</form>
<p id="status" role="status" aria-live="polite" data-testid="status"></p>
<section id="result" hidden aria-labelledby="result-title">
  <h2 id="result-title">${t('result_title')}</h2>
  <p id="map-meta" data-testid="map-meta"></p>
  <div id="legend" class="legend" aria-label="${t('legend')}"></div>
  <div class="graph-wrap" id="graph-wrap"></div>
  <p id="selection" aria-live="polite" data-testid="selection"></p>
  <h3>${t('path_title')}</h3>
  <ol id="phases" class="phases" data-testid="phases"></ol>
  <details><summary>${t('json')}</summary><pre id="json" tabindex="0" dir="ltr"></pre></details>
</section>`;
  return page(assets, { title: l.t('compose.title'), script: 'maps/compose.js', body, bodyData: { auth: String(opts.authRequired) }, language: l });
}

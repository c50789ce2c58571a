// The composer page: builds a map request from the form, calls POST /api/direct/map and draws the
// answer. All DOM text is set as text (labels come from a model and are never parsed as HTML).
import { $, h } from '../shared/dom.js';
import { renderGraph, renderLegend } from './graph.js';
import { createAnalytics } from '../shared/analytics.js';
import { createMessages } from '../shared/messages.js';

// The page's text in its language, sent by the server (resources/messages/maps, maps.* keys).
const settings = JSON.parse(document.getElementById('map-messages')?.textContent || '{"lang":"en","messages":{}}');
const { t } = createMessages(settings.messages, settings.lang);

// Node clicks are learning events for a logged-in visitor (web/shared/analytics.js).
const analytics = createAnalytics();

let lastMap = null;
let lastSelectionText = '';

function currentForm() {
  return document.querySelector('input[name="form"]:checked').value;
}

function syncFormFields() {
  const structural = currentForm() === 'structural';
  $('structural-fields').hidden = !structural;
  $('freetext-fields').hidden = structural;
}

function setStatus(text, kind) {
  const el = $('status');
  el.textContent = text;
  el.className = kind ? `status status-${kind}` : 'status';
}

function fieldValue(id) {
  return $(id).value.trim();
}

/** Returns {body, query} or throws {field, message} for the first missing required field. */
function buildRequest() {
  const body = {};
  const required = currentForm() === 'structural' ? ['domain', 'subdomain', 'key'] : ['problem'];
  for (const id of ['domain', 'subdomain', 'key', 'problem']) $(id).removeAttribute('aria-invalid');
  for (const id of required) {
    const v = fieldValue(id);
    if (!v) throw { field: id, message: t('compose.fill_in', { field: $(id).labels[0].textContent.trim() }) };
    body[id] = v;
  }
  body.lang = $('lang').value;
  const level = $('audience').value;
  if (level) body.audience = { level };
  const context = fieldValue('context');
  if (context) body.context = context;
  const query = new URLSearchParams();
  if ($('skipCache').checked) query.set('skipCache', 'true');
  if (!$('includeLearningPath').checked) query.set('includeLearningPath', 'false');
  return { body, query };
}

function describeSelection(map, id) {
  if (id === null) return '';
  const label = (nid) => map.nodes.find((n) => n.id === nid)?.label ?? nid;
  const node = map.nodes.find((n) => n.id === id);
  const parts = [t('compose.selected', { label: node.label, type: node.type })];
  const groups = {};
  for (const e of map.edges) {
    if (e.from === id) (groups[`${e.type} →`] ??= []).push(label(e.to));
    if (e.to === id) (groups[`← ${e.type}`] ??= []).push(label(e.from));
  }
  for (const [k, v] of Object.entries(groups)) parts.push(`${k}: ${v.join(', ')}.`);
  if (Object.keys(groups).length === 0) parts.push(t('compose.no_edges'));
  if (node.description) parts.push(node.description);
  return parts.join(' ');
}

function drawGraph() {
  if (!lastMap) return;
  const wrap = $('graph-wrap');
  const width = Math.max(300, Math.floor(wrap.clientWidth || 320));
  const map = lastMap;
  const svg = renderGraph(map, width, (id) => {
    analytics.track('concept_map.node_clicked', 'concept_map', { conceptId: id });
    lastSelectionText = describeSelection(map, id);
    $('selection').textContent = lastSelectionText;
  }, t);
  wrap.replaceChildren(svg);
  $('selection').textContent = '';
}

function renderPhases(map) {
  const list = $('phases');
  const label = (id) => map.nodes.find((n) => n.id === id)?.label ?? id;
  const step = new Map((map.learningPath || []).map((id, i) => [id, i + 1]));
  if (!map.learningPath || map.learningPath.length === 0) {
    list.replaceChildren(h('li', { class: 'muted', text: t('compose.no_path') }));
    return;
  }
  list.replaceChildren(
    ...map.learningPhases.map((p) =>
      h('li', { 'data-testid': 'phase' }, h('strong', { text: p.name }), ' ', h('span', { text: p.nodeIds.map((id) => `${step.get(id) ?? '·'}. ${label(id)}`).join(' → ') })),
    ),
  );
}

function showResult(data) {
  lastMap = data.map;
  $('result').hidden = false;
  $('map-meta').textContent = `${t('compose.meta', { nodes: data.map.nodes.length, edges: data.map.edges.length })} · ${data.method} · ${data.lang} · ${data.cached ? t('compose.from_cache') : t('compose.newly_generated')} · generator ${data.generator.provider}/${data.generator.model} · mapId ${data.mapId}`;
  renderLegend($('legend'), t);
  drawGraph();
  renderPhases(data.map);
  $('json').textContent = JSON.stringify(data, null, 2);
}

async function submit(ev) {
  ev.preventDefault();
  let req;
  try {
    req = buildRequest();
  } catch (err) {
    setStatus(err.message, 'error');
    $(err.field).setAttribute('aria-invalid', 'true');
    $(err.field).focus();
    return;
  }
  const headers = { 'Content-Type': 'application/json' };
  const key = $('apiKey').value.trim();
  if (key) headers['X-API-Key'] = key;
  const button = $('generate');
  button.disabled = true;
  setStatus(t('compose.generating'), 'busy');
  try {
    const qs = req.query.toString();
    const res = await fetch(`/api/direct/map${qs ? `?${qs}` : ''}`, { method: 'POST', headers, body: JSON.stringify(req.body) });
    const data = await res.json().catch(() => null);
    if (!res.ok || !data || data.success !== true) {
      const message = data && data.message ? data.message : `HTTP ${res.status}`;
      setStatus(t('compose.failed', { message }), 'error');
      return;
    }
    showResult(data);
    setStatus(t('compose.ready', { n: data.map.nodes.length }), 'ok');
  } catch {
    setStatus(t('compose.unreachable'), 'error');
  } finally {
    button.disabled = false;
  }
}

function init() {
  for (const r of document.querySelectorAll('input[name="form"]')) r.addEventListener('change', syncFormFields);
  syncFormFields();
  $('map-form').addEventListener('submit', submit);
  let timer = null;
  let lastWidth = $('graph-wrap').clientWidth;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const w = $('graph-wrap').clientWidth;
      if (w !== lastWidth) {
        lastWidth = w;
        drawGraph();
      }
    }, 150);
  });
  document.body.dataset.ready = 'true';
}

init();

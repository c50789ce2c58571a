// The how-to page: copy buttons for the snippets and a Try-it panel that calls the API and shows
// the JSON answer.
import { $, copyText } from '../shared/dom.js';

const examples = JSON.parse(document.body.dataset.examples || '[]');
const JSON_PREFIX = '/api/direct/map?json=';

function current() {
  return examples.find((e) => e.id === $('try-example').value) || examples[0];
}

function fill() {
  const ex = current();
  let path = ex.path;
  let body = ex.body;
  // The GET form carries the body in ?json=; edit it as JSON and encode it when sending.
  if (ex.method === 'GET' && path.startsWith(JSON_PREFIX)) {
    body = JSON.parse(decodeURIComponent(path.slice(JSON_PREFIX.length)));
    path = JSON_PREFIX + '…';
  }
  $('try-path').value = `${ex.method} ${path}`;
  $('try-method').textContent = ex.method === 'GET' ? 'GET: the body below is URL-encoded into ?json=' : '';
  $('try-body').value = body === null ? '' : JSON.stringify(body, null, 2);
}

function setStatus(text, kind) {
  const el = $('try-status');
  el.textContent = text;
  el.className = kind ? `status status-${kind}` : 'status';
}

async function tryIt(ev) {
  ev.preventDefault();
  const ex = current();
  let body;
  const text = $('try-body').value.trim();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      setStatus('The request body is not valid JSON.', 'error');
      $('try-body').focus();
      return;
    }
  }
  const headers = {};
  const key = $('try-key').value.trim();
  if (key) headers['X-API-Key'] = key;
  let url = ex.path;
  const init = { method: ex.method, headers };
  if (ex.method === 'GET' && url.startsWith(JSON_PREFIX)) {
    url = JSON_PREFIX + encodeURIComponent(JSON.stringify(body ?? {}));
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const button = $('try-button');
  button.disabled = true;
  setStatus('Calling the API…', 'busy');
  try {
    const started = performance.now();
    const res = await fetch(url, init);
    const ms = Math.round(performance.now() - started);
    const data = await res.json().catch(() => null);
    $('try-output').textContent = data === null ? '(no JSON body)' : JSON.stringify(data, null, 2);
    setStatus(`HTTP ${res.status} in ${ms} ms${data && data.mapId ? ` · mapId ${data.mapId}` : ''}`, res.ok ? 'ok' : 'error');
  } catch {
    setStatus('The server could not be reached.', 'error');
  } finally {
    button.disabled = false;
  }
}

function init() {
  for (const button of document.querySelectorAll('button.copy')) {
    button.addEventListener('click', async () => {
      const pre = $(button.dataset.copy);
      const ok = await copyText(pre.textContent, pre);
      button.textContent = ok ? 'Copied' : 'Selected: press Ctrl+C';
      setTimeout(() => (button.textContent = 'Copy'), 1800);
    });
  }
  $('try-example').addEventListener('change', fill);
  $('try-form').addEventListener('submit', tryIt);
  fill();
  document.body.dataset.ready = 'true';
}

init();

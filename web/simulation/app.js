// The simulation page: reads the server's settings block, wires the parts together and runs a
// turn: show the learner's words at once, send them, then the reply, mood, coach hint and turn
// count. A failed send puts the text back in the box, so nothing typed is lost.
import { $, h } from '../shared/dom.js';
import { createApi } from './api.js';
import { createCamera } from './camera.js';
import { createCoach } from './coach.js';
import { createEmbed } from './embed.js';
import { createMood } from './mood.js';
import { renderReport } from './report.js';
import { createTranscript } from './transcript.js';
import { createVoice } from './voice.js';
import { createMessages } from '../shared/messages.js';
import { createAnalytics } from '../shared/analytics.js';
const settings = JSON.parse($('sim-settings').textContent);
settings.i18n = createMessages(settings.messages, settings.speech_lang || settings.lang);
const s = settings.i18n.text;
const api = createApi(settings.api, settings.token);
const transcript = createTranscript(settings);
const mood = createMood(settings);
const coach = createCoach(settings);
const camera = createCamera(settings);
const embed = createEmbed(settings);
// Messages and the report are learning events for a logged-in visitor (web/shared/analytics.js).
const analytics = createAnalytics();

const input = $('message-input');
const form = $('composer');
const endButton = $('end-button');
const statusLine = $('status');

let turnCount = settings.turn_count;
let state = settings.state;
let busy = false;
let ended = false;

const voice = createVoice(settings, {
  onInterim: (text) => (input.value = text),
  onFinal: (text) => {
    input.value = text;
    submit();
  },
});

function renderTurns() {
  const max = settings.max_user_turns;
  const n = ended ? turnCount : max ? Math.min(turnCount + 1, max) : turnCount + 1;
  $('turn-counter').textContent = max ? settings.i18n.t('turn_of', { n, max }) : settings.i18n.t('turn_n', { n });
}

function setStatus(text, action) {
  statusLine.replaceChildren(text || '');
  statusLine.classList.toggle('is-error', Boolean(action));
  if (action) statusLine.append(' ', h('button', { type: 'button', class: 'btn btn-small' }, action.label));
  if (action) statusLine.lastElementChild.addEventListener('click', action.run, { once: true });
}

function lock() {
  ended = true;
  for (const el of [input, $('send-button'), endButton]) el.disabled = true;
  voice.disable();
  renderTurns();
}

function gone() {
  lock();
  transcript.setTyping(false);
  setStatus(s.session_gone);
}

// The session's logged-in learner owns it and this browser no longer carries their cookie (logged
// out, or the login expired): the page as the server now serves it says so, in the page's language.
function notYours() {
  lock();
  window.location.reload();
}

async function submit() {
  if (busy || ended) return;
  const text = input.value.trim();
  if (!text) {
    setStatus(s.empty_message);
    input.focus();
    return;
  }
  busy = true;
  form.setAttribute('aria-busy', 'true');
  setStatus('');
  const mine = transcript.add('user', text);
  input.value = '';
  transcript.setTyping(true);
  try {
    const r = await api.send(text);
    analytics.track('conversation.message_sent', 'conversation');
    transcript.setTyping(false);
    transcript.add('npc', r.npc_response);
    voice.speak(r.npc_response);
    state = r.updated_state;
    mood.update(state);
    if (r.coach_hint) coach.add(r.coach_hint);
    turnCount = r.turn_count;
    renderTurns();
    if (r.session_ended) await finish(r.end_reason);
  } catch (err) {
    transcript.setTyping(false);
    if (err.code === 'not_found') return gone();
    if (err.code === 'session_claimed') return notYours();
    if (err.code === 'session_ended' || err.code === 'max_turns_reached') return finish(null);
    mine.remove();
    if (!input.value) input.value = text;
    setStatus(err.status === 400 && err.message ? err.message : s.send_failed, { label: s.retry, run: submit });
  } finally {
    busy = false;
    form.removeAttribute('aria-busy');
  }
}

async function finish(reason, { takeFocus = true } = {}) {
  if (!ended) lock();
  if (reason) embed.ended(reason);
  setStatus(s.ended_banner);
  endButton.querySelector('span').textContent = s.ending;
  try {
    const r = await api.end();
    settings.learning_record = r.learning_record === true;
    embed.ended(reason || 'ended_by_caller');
    showReport(r.report, { takeFocus });
  } catch (err) {
    if (err.code === 'not_found') return gone();
    if (err.code === 'session_claimed') return notYours();
    setStatus(s.report_failed, { label: s.retry, run: () => finish(reason) });
  }
}

// The report takes focus only when it appears because of something the learner did; a page opened
// on an ended session has no side effects on load (the first Tab still reaches the skip link).
function showReport(report, { takeFocus = true } = {}) {
  camera.stop();
  document.documentElement.classList.add('has-report');
  setStatus('');
  const section = $('report');
  renderReport(section, report, settings, state, transcript.messages());
  analytics.track('report.report_viewed', 'report');
  if (takeFocus) section.focus();
  embed.report(report);
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  submit();
});
input.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
    e.preventDefault();
    submit();
  }
});
endButton.addEventListener('click', () => {
  if (!ended) finish(null);
});

// The integrator may end the session through end_url, or it may expire, while the learner reads:
// check now and then (only while the page is visible and idle) so the page follows.
const POLL_MS = 15000;
function watch() {
  setTimeout(async () => {
    if (ended) return;
    if (!busy && document.visibilityState !== 'hidden') {
      try {
        const view = await api.session();
        if (view.ended && !ended) return finish(view.end_reason);
      } catch (err) {
        if (err.code === 'not_found') return gone();
        if (err.code === 'session_claimed') return notYours();
      }
    }
    watch();
  }, POLL_MS);
}

renderTurns();
if (!settings.ended) watch();
if (settings.ended) {
  lock();
  if (settings.report) {
    embed.ended(settings.end_reason);
    showReport(settings.report, { takeFocus: false });
  } else {
    finish(settings.end_reason, { takeFocus: false });
  }
}
// Every listener is attached: tests (and anything scripting the page) wait for this state
// instead of guessing how long the modules take to run.
document.documentElement.dataset.ready = 'true';

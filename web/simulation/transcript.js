// The transcript: one list item per turn, in a role="log" live region so screen readers announce
// each new message once. The character's lines carry data-testid="npc-message".
import { $, h } from '../shared/dom.js';

export function createTranscript(settings) {
  const s = settings.i18n.text;
  const list = $('transcript');
  const typing = $('typing');
  const form = $('composer');

  function add(role, text, opts) {
    const npc = role === 'npc';
    const who = npc ? settings.npc.name : s.you;
    const item = h(
      'div',
      { class: npc ? 'msg msg-npc' : 'msg msg-user', dataset: npc ? { testid: 'npc-message' } : { testid: 'user-message' } },
      h('span', { class: 'msg-who', text: who }),
      h('p', { class: 'msg-text', text }),
    );
    list.append(item);
    if (opts && opts.initial) list.scrollTop = list.scrollHeight;
    else reveal();
    return item;
  }

  // Wide screens scroll the transcript itself; narrow ones scroll the page, so keep the message box
  // (right under the newest line) in view without jumping the page when it already is. Only for
  // lines that arrive while the learner talks: on load the page must not scroll (a scrolled page
  // moves where the first Tab starts, so it would skip the skip link).
  function reveal() {
    list.scrollTop = list.scrollHeight;
    form.scrollIntoView({ block: 'nearest' });
  }

  function setTyping(on) {
    typing.hidden = !on;
    if (on) {
      $('typing-text').textContent = settings.i18n.t('typing', { name: settings.npc.name });
      reveal();
    }
  }

  /** [{role, text}] as shown (a line taken back after a failed send is gone from here too). */
  function messages() {
    return [...list.querySelectorAll('.msg')].map((el) => ({ role: el.classList.contains('msg-npc') ? 'npc' : 'user', text: el.querySelector('.msg-text').textContent }));
  }

  for (const t of settings.turns) add(t.role, t.text, { initial: true });
  return { add, setTyping, messages };
}

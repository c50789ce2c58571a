// The report's turn-by-turn review: for each of the learner's turns, what the engine noted (the
// turn's features, the coach's comment, how the character's state moved, any flag raised), with
// the conversation itself beside it (the learner's words and the reply) when the reader wants it.
// Printed with the report (see the print rules in simulation.css).
import { h } from '../shared/dom.js';

const STATE_LABELS = { trust: 'trust', resistance: 'resistance', commitment_level: 'commitment', engagement: 'engagement' };

/** [{user, npc}] per learner turn, in order, from the transcript as the page shows it. */
export function pairTurns(messages) {
  const pairs = [];
  for (const m of messages) {
    if (m.role === 'user') pairs.push({ user: m.text, npc: '' });
    else if (pairs.length && !pairs[pairs.length - 1].npc) pairs[pairs.length - 1].npc = m.text;
  }
  return pairs;
}

function stateChanges(delta, s) {
  const out = [];
  for (const [key, label] of Object.entries(STATE_LABELS)) {
    const d = delta && delta[key];
    if (typeof d !== 'number' || Math.round(d * 100) === 0) continue;
    const n = Math.round(d * 100);
    // Coloured by whether the change helps the learner: less resistance is progress.
    const better = key === 'resistance' ? n < 0 : n > 0;
    out.push(h('li', { class: better ? 'better' : 'worse' }, `${s[label]} ${n > 0 ? '+' : '−'}${Math.abs(n)}`));
  }
  if (delta && typeof delta.emotion === 'string') {
    const named = s['emotion_' + delta.emotion.toLowerCase()] || delta.emotion;
    out.push(h('li', {}, `${s.mood}: ${named}`));
  }
  return out;
}

export function renderTurns(report, messages, settings) {
  const { text: s, t } = settings.i18n;
  const pairs = pairTurns(messages);
  const rows = (report.timeline || [])
    .slice()
    .sort((a, b) => a.turn_number - b.turn_number)
    .map((turn) => {
      const pair = pairs[turn.turn_number - 1] || { user: '', npc: '' };
      const flags = (report.flags || []).filter((f) => f.turn_number === turn.turn_number);
      const changes = stateChanges(turn.state_delta, s);
      return h(
        'li',
        { class: 'turn-row', dataset: { testid: 'report-turn' } },
        h('h4', { class: 'turn-number', text: t('turn_n', { n: turn.turn_number }) }),
        h(
          'div',
          { class: 'turn-transcript', dataset: { testid: 'turn-transcript' } },
          h('p', { class: 'turn-user' }, h('span', { class: 'msg-who', text: s.you }), h('span', { text: pair.user })),
          pair.npc ? h('p', { class: 'turn-npc' }, h('span', { class: 'msg-who', text: settings.npc.name }), h('span', { text: pair.npc })) : null,
        ),
        h(
          'div',
          { class: 'turn-notes', dataset: { testid: 'turn-notes' } },
          h('p', { class: 'turn-action', text: turn.user_action }),
          turn.coach_comment ? h('p', { class: 'turn-coach' }, h('strong', { text: s.coach_title + ': ' }), turn.coach_comment) : null,
          changes.length ? h('ul', { class: 'turn-changes', 'aria-label': s.state_changes }, changes) : null,
          flags.map((f) => h('p', { class: 'turn-flag' }, h('strong', { text: f.label || f.flag }), ' ', f.description || '')),
        ),
      );
    });
  if (!rows.length) return null;
  const list = h('ol', { class: 'turns-list with-transcript' }, rows);
  const toggle = h('input', { type: 'checkbox', id: 'show-transcript', checked: true, dataset: { testid: 'show-transcript' } });
  toggle.addEventListener('change', () => list.classList.toggle('with-transcript', toggle.checked));
  return h(
    'section',
    { class: 'report-part report-turns', dataset: { testid: 'report-turns' } },
    h('div', { class: 'turns-head' }, h('h3', { text: s.turns_title }), h('label', { class: 'turns-toggle' }, toggle, ' ', s.show_transcript)),
    list,
  );
}

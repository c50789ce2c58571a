// The coach panel: hints as they arrive, newest first, each labelled by its type in words (the
// colour and icon only repeat what the label says).
import { $, h } from '../shared/dom.js';

const TYPES = ['praise', 'suggestion', 'warning', 'phase', 'info'];

export function createCoach(settings) {
  const list = $('coach-list');
  if (!list) return { add() {} };
  const s = settings.i18n.text;

  function add(hint) {
    if (!hint || !hint.message) return;
    const type = TYPES.includes(hint.type) ? hint.type : 'info';
    $('coach-empty').hidden = true;
    list.prepend(
      h(
        'li',
        { class: 'hint hint-' + type, dataset: { testid: 'coach-hint', type } },
        h('span', { class: 'hint-type', text: s['hint_' + type] }),
        h('p', { text: hint.message }),
      ),
    );
  }

  for (const hint of settings.hints) add(hint);
  return { add };
}

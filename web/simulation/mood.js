// The character's mood: a face whose smile follows trust against resistance, the emotion word and
// four gauges (trust, resistance, commitment, engagement), each an ARIA meter.
import { $, pct } from '../shared/dom.js';

const GAUGES = [
  ['trust', 'trust'],
  ['resistance', 'resistance'],
  ['commitment', 'commitment_level'],
  ['engagement', 'engagement'],
];

export function createMood(settings) {
  function update(state) {
    if (!state) return;
    for (const [key, field] of GAUGES) {
      const v = pct(state[field]);
      const meter = $('g-' + key);
      meter.setAttribute('aria-valuenow', String(v));
      meter.setAttribute('aria-valuetext', v + '%');
      meter.firstElementChild.style.width = v + '%';
      $('g-' + key + '-value').textContent = String(v);
    }
    // The engine's emotions have names in every page language; anything else shows as given.
    const raw = String(state.emotion || '').trim();
    const named = settings.i18n.text['emotion_' + raw.toLowerCase()];
    const emotion = named || raw.replace(/_/g, ' ');
    $('mood-emotion').textContent = emotion ? emotion[0].toUpperCase() + emotion.slice(1) : '—';
    // -1 (frown) .. 1 (smile), from how the character feels about the learner.
    const valence = Math.max(-1, Math.min(1, (Number(state.trust) || 0) - (Number(state.resistance) || 0) + ((Number(state.engagement) || 0.5) - 0.5)));
    const y = 26 + valence * 7;
    $('mood-mouth').setAttribute('d', `M12 26 Q20 ${y.toFixed(1)} 28 26`);
    $('mood').dataset.valence = valence > 0.2 ? 'positive' : valence < -0.2 ? 'negative' : 'neutral';
  }
  update(settings.state);
  return { update };
}

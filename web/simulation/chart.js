// Trust, resistance and commitment over the turns, as an inline SVG line chart. Per-turn values
// come from the report timeline's state_delta, walked back from the final state to the start, so
// the chart is the same whether the page saw the turns or was opened after the end.
import { h, pct, svg } from '../shared/dom.js';

export const SERIES = [
  { key: 'trust', label: 'trust', cls: 'line-trust' },
  { key: 'resistance', label: 'resistance', cls: 'line-resistance' },
  { key: 'commitment_level', label: 'commitment', cls: 'line-commitment' },
];

const clamp = (v) => Math.max(0, Math.min(1, v));

/** [{trust, resistance, commitment_level}] for the start and after each turn. */
export function stateSeries(timeline, finalState) {
  const rows = (timeline || []).slice().sort((a, b) => a.turn_number - b.turn_number);
  const points = [];
  let cur = {};
  for (const { key } of SERIES) cur[key] = Number(finalState && finalState[key]) || 0;
  points.unshift({ ...cur });
  for (let i = rows.length - 1; i >= 0; i--) {
    const d = rows[i].state_delta || {};
    const prev = {};
    for (const { key } of SERIES) prev[key] = clamp(cur[key] - (typeof d[key] === 'number' ? d[key] : 0));
    points.unshift(prev);
    cur = prev;
  }
  return points;
}

export function renderChart(points, s) {
  // A narrow screen gets a narrow drawing, so the axis labels keep their size instead of shrinking.
  const narrow = matchMedia('(max-width: 560px)').matches;
  const W = narrow ? 340 : 640, H = narrow ? 220 : 260, L = 36, R = 12, T = 14, B = 34;
  const n = Math.max(1, points.length - 1);
  const x = (i) => L + ((W - L - R) * i) / n;
  const y = (v) => T + (H - T - B) * (1 - v);
  const titleId = 'chart-title';
  const descId = 'chart-desc';
  const chart = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'aria-labelledby': `${titleId} ${descId}` });
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    chart.append(svg('line', { x1: L, x2: W - R, y1: y(v), y2: y(v), class: 'grid' }));
    const t = svg('text', { x: L - 8, y: y(v) + 4, class: 'axis', 'text-anchor': 'end' });
    t.textContent = String(v * 100);
    chart.append(t);
  }
  const step = Math.ceil(points.length / (narrow ? 6 : 10));
  points.forEach((_, i) => {
    if (i % step && i !== points.length - 1) return;
    const t = svg('text', { x: x(i), y: H - 12, class: 'axis', 'text-anchor': 'middle' });
    t.textContent = i === 0 ? s.chart_start : String(i);
    chart.append(t);
  });
  for (const { key, cls } of SERIES) {
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p[key]).toFixed(1)}`).join(' ');
    const g = svg('g', { class: cls });
    g.append(svg('path', { d, class: 'line' }));
    points.forEach((p, i) => g.append(svg('circle', { cx: x(i).toFixed(1), cy: y(p[key]).toFixed(1), r: 3.5 })));
    chart.append(g);
  }

  const legend = h('ul', { class: 'legend', 'aria-hidden': 'true' }, SERIES.map((se) => h('li', { class: se.cls }, h('span', { class: 'swatch' }), s[se.label])));
  // The same numbers as a table for screen readers (the SVG is one image to them).
  const table = h(
    'table',
    { class: 'sr-only' },
    h('caption', { text: s.chart_title }),
    h('tr', {}, h('th', { scope: 'col', text: '#' }), SERIES.map((se) => h('th', { scope: 'col', text: s[se.label] }))),
    points.map((p, i) => h('tr', {}, h('th', { scope: 'row', text: i === 0 ? s.chart_start : String(i) }), SERIES.map((se) => h('td', { text: String(pct(p[se.key])) })))),
  );
  return h('figure', { class: 'chart-box' }, h('h3', { id: titleId, text: s.chart_title }), h('p', { id: descId, class: 'muted small', text: s.chart_desc }), chart, legend, table);
}

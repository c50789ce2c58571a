// The KSTAR report: score, outcome, summary, KSTAR, skill bars, the state chart, flags, the
// improvement plan and metrics. Printable (see the print rules in simulation.css).
import { h, svg } from '../shared/dom.js';
import { renderChart, stateSeries } from './chart.js';
import { renderTurns } from './turns.js';

const PERCENT_METRICS = new Set(['open_question_share', 'complex_reflection_share', 'talk_ratio', 'talk_ratio_chars']);

function score100(v) {
  const n = Number(v) || 0;
  return Math.max(0, Math.min(100, Math.round(n)));
}

function duration(seconds) {
  const total = Math.max(0, Math.round(Number(seconds) || 0));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

function metricValue(key, v) {
  const n = Number(v) || 0;
  if (PERCENT_METRICS.has(key)) return `${Math.round(n <= 1 ? n * 100 : n)}%`;
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

function ring(score, s) {
  const r = 44;
  const c = 2 * Math.PI * r;
  const box = svg('svg', { viewBox: '0 0 100 100', class: 'ring', 'aria-hidden': 'true' });
  box.append(svg('circle', { cx: 50, cy: 50, r, class: 'ring-track' }));
  box.append(svg('circle', { cx: 50, cy: 50, r, class: 'ring-value', 'stroke-dasharray': `${((c * score) / 100).toFixed(1)} ${c.toFixed(1)}`, transform: 'rotate(-90 50 50)' }));
  return h(
    'div',
    { class: 'score' },
    box,
    h('p', { class: 'score-text' }, h('span', { class: 'sr-only', text: s.overall_score + ': ' }), h('strong', { dataset: { testid: 'overall-score' }, text: String(score) }), h('span', { class: 'score-max', text: '/100' })),
  );
}

function section(title, ...body) {
  return h('section', { class: 'report-part' }, h('h3', { text: title }), ...body);
}

export function renderReport(container, report, settings, finalState, messages) {
  const s = settings.i18n.text;
  const score = score100(report.overall_score);
  const outcome = ['success', 'partial', 'failure'].includes(report.outcome) ? report.outcome : 'partial';
  const actions = h(
    'div',
    { class: 'report-actions' },
    h('button', { type: 'button', class: 'btn', id: 'print-button' }, s.print),
    settings.return_url ? h('a', { class: 'btn btn-primary', href: settings.return_url, target: settings.embed ? '_top' : null, dataset: { testid: 'return-link' } }, s.return) : null,
  );

  const skills = (report.skill_scores || []).map((k) => {
    const v = score100(k.score);
    const label = s['skill_' + k.skill] || k.skill;
    return h(
      'li',
      { class: 'skill ' + (v < 40 ? 'skill-low' : v < 70 ? 'skill-mid' : 'skill-high') },
      h('div', { class: 'skill-head' }, h('span', { class: 'skill-name', text: label }), h('span', { class: 'skill-score', text: String(v) })),
      h('div', { class: 'bar', role: 'meter', 'aria-label': label, 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': String(v) }, h('span', { class: 'bar-fill' })),
      k.feedback ? h('p', { class: 'muted small', text: k.feedback }) : null,
    );
  });

  const kstar = h(
    'dl',
    { class: 'kstar' },
    ['situation', 'task', 'action', 'result', 'delta'].map((k) => [h('dt', { text: s['kstar_' + k] }), h('dd', { text: (report.kstar && report.kstar[k]) || '—' })]),
  );

  const flags = (report.flags || []).length
    ? h('ul', { class: 'flags' }, report.flags.map((f) => h('li', {}, h('span', { class: 'flag-turn', text: settings.i18n.t('turn_n', { n: f.turn_number }) }), h('strong', { text: f.label || f.flag }), ' ', f.description || '')))
    : h('p', { class: 'muted', text: s.no_flags });

  const metrics = report.metrics
    ? h(
        'dl',
        { class: 'metrics' },
        Object.entries(report.metrics).map(([k, v]) => h('div', {}, h('dt', { text: s['metric_' + k] || k }), h('dd', { text: metricValue(k, v) }))),
        h('div', {}, h('dt', { text: s.duration }), h('dd', { text: duration(report.duration_seconds) })),
      )
    : null;

  container.replaceChildren(
    h('div', { class: 'report-head' }, h('div', {}, h('p', { class: 'eyebrow', text: `${settings.npc.name} · ${settings.npc.role}` }), h('h2', { id: 'report-title', text: s.report_title })), actions),
    // The result was queued for a known learner's record (docs/xapi.md): say so, once, under the title.
    settings.learning_record ? h('p', { class: 'learning-record', dataset: { testid: 'learning-record' }, text: s.learning_record_saved }) : null,
    h(
      'div',
      { class: 'report-hero outcome-' + outcome },
      ring(score, s),
      h('div', { class: 'report-outcome' }, h('p', { class: 'outcome-label', dataset: { testid: 'outcome-label' }, text: report.outcome_label || outcome }), report.ai_summary ? h('p', { class: 'summary', text: report.ai_summary }) : null),
    ),
    (report.outcome_checklist || []).length
      ? section(
          s.outcomes,
          h(
            'ul',
            { class: 'outcomes', dataset: { testid: 'outcome-checklist' } },
            report.outcome_checklist.map((o) =>
              h('li', { class: o.met ? 'met' : 'open' }, h('span', { class: 'mark', 'aria-hidden': 'true', text: o.met ? '✓' : '✗' }), h('span', { text: o.label }), h('span', { class: 'sr-only', text: ` (${o.met ? s.outcome_met : s.outcome_open})` })),
            ),
          ),
        )
      : null,
    section(s.kstar_title, kstar),
    skills.length ? section(s.skills, h('ul', { class: 'skills' }, skills)) : null,
    renderChart(stateSeries(report.timeline, finalState), s),
    section(s.flags, flags),
    renderTurns(report, messages || [], settings),
    (report.better_lines || []).length
      ? section(
          s.better_lines,
          h(
            'ul',
            { class: 'better-lines', dataset: { testid: 'better-lines' } },
            report.better_lines.map((b) =>
              h(
                'li',
                {},
                h('span', { class: 'flag-turn', text: settings.i18n.t('turn_n', { n: b.turn_number }) }),
                h('p', {}, h('strong', { text: s.better_said + ': ' }), b.said),
                h('p', {}, h('strong', { text: s.better_try + ': ' }), b.suggestion),
              ),
            ),
          ),
        )
      : null,
    (report.improvement_plan || []).length ? section(s.plan, h('ol', { class: 'plan' }, report.improvement_plan.map((p) => h('li', { text: p })))) : null,
    metrics ? section(s.metrics, metrics) : null,
  );
  // Widths through the CSSOM: the CSP allows no inline style attributes.
  container.querySelectorAll('.skill .bar').forEach((bar) => (bar.firstElementChild.style.width = bar.getAttribute('aria-valuenow') + '%'));
  container.querySelector('#print-button').addEventListener('click', () => window.print());
  container.hidden = false;
}

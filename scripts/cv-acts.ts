// Cross-validation on the tuning split only (never the held-out lines): how design choices for the
// act classifier fare before the held-out figures are looked at. npm run cv:acts
import { ruleAnalysis as analyseTurn } from '../src/conversations/engine/analyser.js';
import { actFeatures } from '../src/conversations/engine/acts/features.js';
import { classify, modelFromJson } from '../src/conversations/engine/acts/model.js';
import { DEFAULT_TRAINING, train, type TrainingLine } from '../src/conversations/engine/acts/train.js';
import { ACTS, type Act } from '../src/conversations/engine/acts/acts.js';
import { loadCorpus, MUST_NOT_WARN, MUST_WARN } from './eval-pedagogy.js';
import { reconcile } from '../src/conversations/engine/acts/reconcile.js';
import { warningFor } from '../src/conversations/engine/coach.js';
import type { RuleFeatures } from '../src/conversations/engine/types.js';

const FOLDS = 4;
const corpus = loadCorpus();
const all: Array<TrainingLine & { lang: string; rule: RuleFeatures; text: string }> = [];
const warnStats = new Map<string, { tp: number; fp: number; fn: number; calm: number }>();
for (const [lang, items] of corpus) for (const it of items) if (it.split === 'tune') {
  const a = analyseTurn(it.text, it.context ?? '', lang);
  all.push({ lang, act: it.label as Act, features: actFeatures(a.tokens, a.features), rule: a.features, text: it.text });
}
const opts = { ...DEFAULT_TRAINING, ...JSON.parse(process.argv[2] ?? '{}') };
const perLang = new Map<string, { tp: Map<Act, number>; fp: Map<Act, number>; fn: Map<Act, number> }>();
for (let fold = 0; fold < FOLDS; fold++) {
  const model = modelFromJson(train(all.filter((_, i) => i % FOLDS !== fold), opts));
  all.forEach((l, i) => {
    if (i % FOLDS !== fold) return;
    const reading = classify(model, l.features);
    const got = reading.act;
    const w = warningFor(reconcile(l.rule, reading)) !== null;
    const ws = warnStats.get(l.lang) ?? { tp: 0, fp: 0, fn: 0, calm: 0 };
    warnStats.set(l.lang, ws);
    if (MUST_WARN.has(l.act)) { if (w) ws.tp++; else ws.fn++; }
    else if (MUST_NOT_WARN.has(l.act) && w) {
      ws.fp++;
      if (l.act === 'calm_disagreement') ws.calm++;
      if (process.env.PRINT_CALM && l.act === 'calm_disagreement') console.log('calm warned:', l.lang, reading.act, reading.confidence.toFixed(2), l.text);
    }
    const s = perLang.get(l.lang) ?? { tp: new Map(), fp: new Map(), fn: new Map() };
    perLang.set(l.lang, s);
    const inc = (m: Map<Act, number>, a: Act) => m.set(a, (m.get(a) ?? 0) + 1);
    if (got === l.act) inc(s.tp, got);
    else { inc(s.fp, got); inc(s.fn, l.act); }
  });
}
for (const [lang, s] of perLang) {
  const f1s: number[] = [];
  const low: string[] = [];
  for (const a of ACTS) {
    const t = s.tp.get(a) ?? 0, p = t / (t + (s.fp.get(a) ?? 0) || 1), r = t / (t + (s.fn.get(a) ?? 0) || 1);
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    f1s.push(f1);
    if (f1 < 0.7) low.push(`${a} ${f1.toFixed(2)}`);
  }
  const ws = warnStats.get(lang)!;
  console.log(lang, 'warnings P', (ws.tp / (ws.tp + ws.fp)).toFixed(2), 'R', (ws.tp / (ws.tp + ws.fn)).toFixed(2), 'calm warned', ws.calm);
  console.log(lang, 'macro F1', (f1s.reduce((x, y) => x + y, 0) / f1s.length).toFixed(3), lang === 'en' ? low.join(', ') : '');
}
if (process.env.CONFUSION) {
  const conf = new Map<string, number>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = modelFromJson(train(all.filter((_, i) => i % FOLDS !== fold), opts));
    all.forEach((l, i) => {
      if (i % FOLDS !== fold || l.lang !== process.env.CONFUSION) return;
      const got = classify(model, l.features).act;
      if (got !== l.act) conf.set(`${l.act} -> ${got}`, (conf.get(`${l.act} -> ${got}`) ?? 0) + 1);
    });
  }
  console.log([...conf].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v} ${k}`).join('\n'));
}

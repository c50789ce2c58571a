// npm run eval:pedagogy: how well the built-in engine's turn analyser tells what a learner's line
// does, against the labelled corpus in test/fixtures/pedagogy (labels written from each line's
// meaning before looking at the engine; every 4th line is held out and never tuned on). Prints
// precision, recall and F1 per category and language, for the tuning and held-out parts.
//
// The analyser's act classifier is trained on the tuning lines only (npm run train:acts); the
// held-out figures are the ones that count (docs/engine.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyse } from '../src/conversations/engine/analyser.js';
import { warningFor } from '../src/conversations/engine/coach.js';
import type { TurnFeatures } from '../src/conversations/engine/types.js';
import { ACTS, CONSTRUCTIVE_ACTS, WARNED_ACTS, type Act } from '../src/conversations/engine/acts/acts.js';

export const CATEGORIES = ACTS;
type Cat = Act;

interface Item { id: string; split: 'tune' | 'heldout' | 'test'; text: string; label: Cat; lookalike?: string; context?: string; source?: string }

export const CORPUS_DIR = path.resolve(import.meta.dirname, '../test/fixtures/pedagogy');

export function loadCorpus(): Map<string, Item[]> {
  const out = new Map<string, Item[]>();
  for (const f of readdirSync(CORPUS_DIR).filter((n) => n.endsWith('.jsonl')).sort()) {
    out.set(f.replace('.jsonl', ''), readFileSync(path.join(CORPUS_DIR, f), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Item));
  }
  return out;
}

/** The analyser's reading of a line as one category: the act it settled on (acts/reconcile.ts). */
export function predict(f: TurnFeatures): Cat {
  return f.act;
}

export interface Scores { perCategory: Map<Cat, { p: number; r: number; f1: number; n: number }>; macroF1: number; accuracy: number; n: number }

export function score(items: readonly Item[], lang: string): Scores {
  const tp = new Map<Cat, number>(), fp = new Map<Cat, number>(), fn = new Map<Cat, number>(), n = new Map<Cat, number>();
  let right = 0;
  for (const it of items) {
    const got = predict(analyse(it.text, it.context ?? '', lang));
    n.set(it.label, (n.get(it.label) ?? 0) + 1);
    if (got === it.label) {
      right++;
      tp.set(got, (tp.get(got) ?? 0) + 1);
    } else {
      fp.set(got, (fp.get(got) ?? 0) + 1);
      fn.set(it.label, (fn.get(it.label) ?? 0) + 1);
    }
  }
  const perCategory = new Map<Cat, { p: number; r: number; f1: number; n: number }>();
  const f1s: number[] = [];
  for (const c of CATEGORIES) {
    if (!n.get(c)) continue;
    const t = tp.get(c) ?? 0;
    const p = t + (fp.get(c) ?? 0) ? t / (t + (fp.get(c) ?? 0)) : 0;
    const r = t / (t + (fn.get(c) ?? 0));
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    perCategory.set(c, { p, r, f1, n: n.get(c)! });
    f1s.push(f1);
  }
  return { perCategory, macroF1: f1s.reduce((a, b) => a + b, 0) / (f1s.length || 1), accuracy: right / (items.length || 1), n: items.length };
}

/** Lines the coach must warn about, and lines it must not (the rest, e.g. sarcasm or blame, are not scored). */
export const MUST_WARN = WARNED_ACTS;
export const MUST_NOT_WARN = CONSTRUCTIVE_ACTS;

/** The warning the coach gives for each act that must be warned about (src/conversations/engine/coach.ts). */
const EXPECTED_WARNING: Partial<Record<Cat, string>> = { pressure: 'pressure', ultimatum: 'ultimatum', threat: 'threat', dismissal: 'dismissal', insult: 'hostility' };

/**
 * Warnings on the corpus: precision and recall of warning at all, calm disagreements warned, and
 * how often a warned line got the warning that fits it (a threat the threat advice, and so on).
 */
export function hintScores(items: readonly Item[], lang: string): { precision: number; recall: number; calmWarned: number; fitting: number; n: number } {
  let tp = 0, fp = 0, fn = 0, calmWarned = 0, n = 0, fit = 0;
  for (const it of items) {
    if (!MUST_WARN.has(it.label) && !MUST_NOT_WARN.has(it.label)) continue;
    n++;
    const w = warningFor(analyse(it.text, it.context ?? '', lang));
    if (w && MUST_WARN.has(it.label)) {
      tp++;
      if (w === EXPECTED_WARNING[it.label]) fit++;
    } else if (w) {
      fp++;
      if (it.label === 'calm_disagreement') calmWarned++;
    } else if (MUST_WARN.has(it.label)) fn++;
  }
  return { precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1, calmWarned, fitting: tp ? fit / tp : 1, n };
}

function main(): void {
  const pct = (x: number) => x.toFixed(2);
  for (const [lang, items] of loadCorpus()) {
    for (const split of ['tune', 'heldout', 'test'] as const) {
      const s = score(items.filter((i) => i.split === split), lang);
      const h = hintScores(items.filter((i) => i.split === split), lang);
      console.log(`\n${lang} ${split}: ${s.n} lines, macro F1 ${pct(s.macroF1)}, accuracy ${pct(s.accuracy)}; warnings: precision ${pct(h.precision)}, recall ${pct(h.recall)}, fitting advice ${pct(h.fitting)}, calm disagreements warned ${h.calmWarned}`);
      if (lang === 'en' || lang === 'es' || lang === 'fr' || lang === 'de' || split !== 'tune') {
        console.table(Object.fromEntries([...s.perCategory].map(([c, v]) => [c, { precision: pct(v.p), recall: pct(v.r), f1: pct(v.f1), n: v.n }])));
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();

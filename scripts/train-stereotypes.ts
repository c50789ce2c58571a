// Fits the stereotype sentence model and writes resources/content/stereotype-model.json
// (npm run train:stereotypes), or measures it (--cv): leave-one-writer-out over the fault writers
// and the clean writers (each writer's sentences left out of training in turn), item by item as
// the critic reports them (a field is flagged when the rule readings or the model find one of its
// sentences), for a range of thresholds; `--out-of-round` measures on the writers named in
// OUT_OF_ROUND with their sentences left out of training. `--exclude f20,f21` fits without them;
// `--all-sentences` also counts sentences that name no people (the critic does not score them).
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { STEREOTYPE_MODEL_PATH, type StereotypeModelJson } from '../src/content/critic/stereotype-model.js';
import { CLEAN_WRITERS, FAULT_WRITERS, FIT_OPTIONS, OUT_OF_ROUND, fitStereotypes, rowsDigest, stereotypeRows, type StereotypeRow } from './stereotype-data.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const C = Number(arg('--C') ?? FIT_OPTIONS.C);
const minCount = Number(arg('--min-count') ?? FIT_OPTIONS.minCount);
const exclude = arg('--exclude')?.split(',') ?? FIT_OPTIONS.exclude;
const ignore = arg('--ignore')?.split(',') ?? FIT_OPTIONS.ignore;
const balanced = arg('--balanced') ? arg('--balanced') === 'true' : FIT_OPTIONS.balanced;
const options = { C, minCount, prune: FIT_OPTIONS.prune, balanced, ignore, exclude };
const ALL_SENTENCES = process.argv.includes('--all-sentences');
const THRESHOLDS = (arg('--thresholds') ?? '0.5,0.6,0.7,0.8,0.85,0.9,0.93,0.95,0.97,0.98,0.99').split(',').map(Number);

interface ItemFigure {
  /** Stereotype items of the writer, and how many the rules alone and rules or model find. */
  expected: number;
  ruleFound: number;
  /** Found by the model alone. */
  modelFound: number;
  found: number;
  /** Items with a stereotype finding at a field that holds none: by the rules, and new by the model. */
  ruleFalse: number;
  newFalse: number;
  newFalseIds: string[];
}

function figures(rows: StereotypeRow[], probs: number[], t: number): ItemFigure {
  const byItem = new Map<string, Array<{ r: StereotypeRow; p: number }>>();
  rows.forEach((r, k) => {
    const list = byItem.get(r.item) ?? [];
    list.push({ r, p: probs[k]! });
    byItem.set(r.item, list);
  });
  const f: ItemFigure = { expected: 0, ruleFound: 0, modelFound: 0, found: 0, ruleFalse: 0, newFalse: 0, newFalseIds: [] };
  for (const [id, list] of byItem) {
    const live = list.filter((x) => !x.r.discussed);
    // The critic asks the model only of sentences that name people (stereotypes.ts); `--all-sentences`
    // measures what asking it of every sentence would do.
    const sure = (x: { r: StereotypeRow; p: number }) => x.p >= t && (ALL_SENTENCES || !x.r.x.includes('s:no_people'));
    const byModel = (x: { r: StereotypeRow; p: number }) => x.r.rule || sure(x);
    if (list.some((x) => x.r.expected)) {
      f.expected++;
      if (live.some((x) => x.r.expected && x.r.rule)) f.ruleFound++;
      if (live.some((x) => x.r.expected && byModel(x))) f.found++;
      if (live.some((x) => x.r.expected && sure(x))) f.modelFound++;
    }
    const ruleFalse = live.some((x) => !x.r.expected && x.r.rule);
    if (ruleFalse) f.ruleFalse++;
    else if (live.some((x) => !x.r.expected && byModel(x))) {
      f.newFalse++;
      f.newFalseIds.push(id);
    }
  }
  return f;
}

function report(label: string, groups: string[], rows: StereotypeRow[], folds: Record<string, number[]>) {
  console.log(`\n${label}`);
  console.log(['threshold', ...groups, 'total'].join('\t'));
  for (const t of THRESHOLDS) {
    const cells: string[] = [];
    const sum = { expected: 0, ruleFound: 0, modelFound: 0, found: 0, newFalse: 0 };
    for (const g of groups) {
      const f = figures(rows.filter((r) => r.group === g), folds[g]!, t);
      cells.push(f.expected ? `${f.found}(${f.modelFound})/${f.expected} +${f.newFalse}` : `+${f.newFalse}`);
      sum.modelFound += f.modelFound;
      sum.expected += f.expected;
      sum.ruleFound += f.ruleFound;
      sum.found += f.found;
      sum.newFalse += f.newFalse;
    }
    console.log([t, ...cells, `${sum.found}/${sum.expected} (rules ${sum.ruleFound}, model ${sum.modelFound}) +${sum.newFalse} new false`].join('\t'));
  }
}

const rows = stereotypeRows();
console.error(`${rows.length} rows, ${rows.filter((r) => r.y === 1).length} positive, ${rows.filter((r) => r.y === null).length} unlabelled`);

if (process.argv.includes('--cv')) {
  const groups = [...Object.keys(FAULT_WRITERS), ...Object.keys(OUT_OF_ROUND), ...Object.keys(CLEAN_WRITERS)];
  const fit = fitStereotypes(rows, options, [...groups, 'rounds']);
  const sentencesOf = (g: string) => rows.filter((r) => r.group === g);
  for (const g of ['rounds']) {
    const gr = sentencesOf(g);
    const p = fit.folds![g]!;
    const pos = gr.filter((r) => r.y === 1).length;
    console.log(`\n${g} left out (${pos} stereotypes, ${gr.length - pos} controls): threshold, model recall, model false alarms, rules recall, rules false alarms, either recall, either false`);
    if (process.argv.includes('--verbose')) gr.forEach((r, k) => { if (!r.rule && p[k]! >= 0.97 && r.y === 0) console.log(`  FALSE ${p[k]!.toFixed(3)} ${r.text}`); });
    for (const t of THRESHOLDS) {
      const count = (f: (r: StereotypeRow, q: number) => boolean) => gr.filter((r, k) => f(r, p[k]!)).length;
      console.log([t, count((r, q) => r.y === 1 && q >= t), count((r, q) => r.y === 0 && q >= t), count((r) => r.y === 1 && r.rule), count((r) => r.y === 0 && r.rule), count((r, q) => r.y === 1 && (r.rule || q >= t)), count((r, q) => r.y === 0 && (r.rule || q >= t))].join('\t'));
    }
  }
  report(`Leave one writer out (C ${C}, min count ${minCount}, excluded ${exclude.join(',') || 'none'}): found/expected +new false items`, groups, rows, fit.folds!);
  if (process.argv.includes('--verbose')) {
    const t = Number(arg('--threshold') ?? FIT_OPTIONS.sure);
    for (const g of groups) {
      const gr = rows.filter((r) => r.group === g);
      console.log(g, figures(gr, fit.folds![g]!, t).newFalseIds.join(' '));
      gr.forEach((r, k) => {
        const p = fit.folds![g]![k]!;
        if (!r.discussed && ((r.expected && r.y === 1 && !r.rule && p < t) || (!r.expected && !r.rule && p >= t))) console.log(`  ${r.expected ? 'MISS' : 'FALSE'} ${p.toFixed(3)} ${r.item} ${r.where} ${r.text}`);
      });
    }
  }
} else if (process.argv.includes('--out-of-round')) {
  const groups = Object.keys(OUT_OF_ROUND);
  const fit = fitStereotypes(rows, { ...options, exclude: [...new Set([...exclude, ...groups])] }, groups);
  report('Out of round (their sentences never trained on): found/expected +new false items', groups, rows, fit.folds!);
} else {
  const fit = fitStereotypes(rows, options);
  const json: StereotypeModelJson & { digest: string } = { bias: fit.final.bias, sure: FIT_OPTIONS.sure, digest: rowsDigest(rows), weights: fit.final.weights };
  mkdirSync(path.dirname(STEREOTYPE_MODEL_PATH), { recursive: true });
  writeFileSync(STEREOTYPE_MODEL_PATH, `${JSON.stringify(json)}\n`);
  console.log(`Wrote ${STEREOTYPE_MODEL_PATH}: ${Object.keys(json.weights).length} weights`);
}

"""Fits the MI heads (src/conversations/engine/acts/mi.ts) with scikit-learn.

Reads {rows, folds, options, heads} as JSON on stdin (rows from scripts/mi-data.ts: feature names,
labels per head, test fold or -1), writes {final, folds} as JSON on stdout: per head a bias and
feature weights. One L2-regularised logistic regression per head (liblinear, fixed seed), over
binary features seen in at least options.minCount training lines (less the kinds
options.ignoreKinds leaves out of a head), a corpus line (fold -1) weighted options.corpusWeight.
Run by npm run train:acts and npm run eval:real; deterministic for the same input.
"""
import json
import sys

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression


def fit_head(rows, head, c, min_count, prune, balanced, corpus_weight, ignore):
    use = [r for r in rows if r["y"][head] is not None]
    counts = {}
    for r in use:
        for f in set(r["x"]):
            if f[: f.index(":")] not in ignore:
                counts[f] = counts.get(f, 0) + 1
    names = sorted(f for f, n in counts.items() if n >= min_count)
    index = {f: i for i, f in enumerate(names)}
    indptr, cols = [0], []
    for r in use:
        cols.extend(sorted({index[f] for f in r["x"] if f in index}))
        indptr.append(len(cols))
    x = csr_matrix((np.ones(len(cols)), cols, indptr), shape=(len(use), len(names)))
    y = np.array([r["y"][head] for r in use])
    weight = np.array([corpus_weight if r["fold"] < 0 else 1.0 for r in use])
    model = LogisticRegression(C=c, class_weight="balanced" if balanced else None, solver="liblinear", random_state=0, max_iter=1000, tol=1e-6)
    model.fit(x, y, sample_weight=weight)
    weights = {}
    for f, w in zip(names, model.coef_[0]):
        if abs(w) >= prune:
            weights[f] = round(float(w), 4)
    return {"bias": round(float(model.intercept_[0]), 4), "weights": weights}


def fit(rows, heads, options):
    return {
        h: fit_head(rows, h, options["C"][h], options["minCount"], options["prune"], h in options["balanced"], options["corpusWeight"][h], set(options["ignoreKinds"][h]))
        for h in heads
    }


def main():
    data = json.load(sys.stdin)
    rows, heads, options = data["rows"], data["heads"], data["options"]
    folds = [fit([r for r in rows if r["fold"] != k], heads, options) for k in range(data["folds"])]
    json.dump({"final": fit(rows, heads, options), "folds": folds}, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main()

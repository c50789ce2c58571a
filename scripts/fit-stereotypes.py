"""Fits the stereotype sentence model (src/content/critic/stereotype-model.ts) with scikit-learn.

Reads {rows, options, cv} as JSON on stdin (rows from scripts/stereotype-data.ts: feature names, a
label 1/0/null and the writer), writes {final, folds} as JSON on stdout: a bias and feature weights
fitted on every labelled row whose writer is not in options.exclude, and for each writer in cv the
probabilities of that writer's rows under a model fitted without it (leave-one-writer-out). One
L2-regularised logistic regression (liblinear, fixed seed, class weights balanced if options.balanced) over binary
features seen in at least options.minCount training rows (less those that start with one of
options.ignore). Run by npm run train:stereotypes and by
the test that checks the shipped weights; deterministic for the same input.
"""
import json
import math
import sys

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression


def kept(x, ignore):
    return [f for f in x if not any(f.startswith(p) for p in ignore)]


def fit(rows, options):
    ignore = options.get("ignore", [])
    use = [dict(r, x=kept(r["x"], ignore)) for r in rows if r["y"] is not None]
    counts = {}
    for r in use:
        for f in set(r["x"]):
            counts[f] = counts.get(f, 0) + 1
    names = sorted(f for f, n in counts.items() if n >= options["minCount"])
    index = {f: i for i, f in enumerate(names)}
    indptr, cols = [0], []
    for r in use:
        cols.extend(sorted({index[f] for f in r["x"] if f in index}))
        indptr.append(len(cols))
    x = csr_matrix((np.ones(len(cols)), cols, indptr), shape=(len(use), len(names)))
    y = np.array([r["y"] for r in use])
    model = LogisticRegression(C=options["C"], class_weight="balanced" if options["balanced"] else None, solver="liblinear", random_state=0, max_iter=1000, tol=1e-6)
    model.fit(x, y)
    weights = {}
    for f, w in zip(names, model.coef_[0]):
        if abs(w) >= options["prune"]:
            weights[f] = round(float(w), 4)
    return {"bias": round(float(model.intercept_[0]), 4), "weights": weights}


def prob(m, x):
    z = m["bias"] + sum(m["weights"].get(f, 0.0) for f in set(x))
    return 1.0 / (1.0 + math.exp(-z))


def main():
    data = json.load(sys.stdin)
    rows, options = data["rows"], data["options"]
    exclude = set(options["exclude"])
    train = [r for r in rows if r["group"] not in exclude]
    out = {"final": fit(train, options)}
    folds = {}
    for g in data["cv"]:
        m = fit([r for r in train if r["group"] != g], options)
        folds[g] = [round(prob(m, r["x"]), 5) for r in rows if r["group"] == g]
    if folds:
        out["folds"] = folds
    json.dump(out, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main()

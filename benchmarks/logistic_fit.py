"""The logistic fit shared by the evaluation fits (``mc_value_fit.py``,
``gh_value_fit.py``): an L2-regularised logistic regression by Newton's method, pulled
toward a prior table if given, and the held-out measures (log loss, AUC). numpy is a
test dependency, not the package's: the fitted tables ship as plain numbers. Run
alone (``python benchmarks/logistic_fit.py``), it checks the fit on results simulated
from known weights.
"""

from __future__ import annotations

import math

import numpy as np


def fit_logistic(
    x: np.ndarray,
    y: np.ndarray,
    l2: float,
    prior: np.ndarray | None = None,
    fixed: tuple[int, ...] = (),
) -> tuple[np.ndarray, float]:
    """Weights and intercept of an L2-regularised logistic regression (Newton's method),
    on standardised columns (a constant column gets weight 0); the intercept is not
    penalised. ``prior``: weights (the columns' units) the penalty pulls toward instead
    of 0; the columns ``fixed`` are held at it (a penalty of 1e9). Returned in the
    columns' own units."""
    mean = x.mean(axis=0)
    std = x.std(axis=0)
    live = std > 1e-9
    z = np.zeros_like(x)
    z[:, live] = (x[:, live] - mean[live]) / std[live]
    z = np.hstack([z, np.ones((len(x), 1))])
    centre = np.zeros(z.shape[1])
    if prior is not None:
        centre[:-1][live] = prior[live] * std[live]
    beta = centre.copy()
    penalty = np.full(z.shape[1], l2)
    penalty[-1] = 0.0
    penalty[:-1][~live] = 1e6
    for i in fixed:
        penalty[i] = 1e9
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(z @ beta)))
        grad = z.T @ (p - y) + penalty * (beta - centre)
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(penalty)
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-8:
            break
    w = np.zeros(x.shape[1])
    w[live] = beta[:-1][live] / std[live]
    intercept = beta[-1] - float((w * mean).sum())
    return w, intercept


def log_loss(y: np.ndarray, logit: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-logit)), 1e-9, 1 - 1e-9)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def auc(y: np.ndarray, score: np.ndarray) -> float:
    """The chance a won game's position scores above a lost game's (ties count half)."""
    order = np.argsort(score, kind="mergesort")
    ranks = np.empty(len(score))
    ranks[order] = np.arange(1, len(score) + 1)
    for value in np.unique(score):  # average ranks of ties
        same = score == value
        if same.sum() > 1:
            ranks[same] = ranks[same].mean()
    pos = y == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    if not n_pos or not n_neg:
        return math.nan
    return float((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def main() -> None:
    """A check of the fit: simulated results from known weights, recovered."""
    rng = np.random.default_rng(7)
    truth = np.array([1.5, -0.5, 0.0])
    x = rng.normal(size=(20_000, 3)) * np.array([1.0, 4.0, 2.0]) + 3.0
    y = (rng.random(len(x)) < 1.0 / (1.0 + np.exp(-(x @ truth - 2.0)))).astype(float)
    w, b = fit_logistic(x, y, 1.0)
    print(f"true weights {truth.tolist()}, intercept -2.0")
    print(f"fitted {np.round(w, 3).tolist()}, intercept {b:.3f}")
    print(f"log loss {log_loss(y, x @ w + b):.4f}, AUC {auc(y, x @ w + b):.3f}")


if __name__ == "__main__":
    main()

"""Bradley-Terry ratings with 95% confidence intervals, on the Elo scale.

The model: bot ``i`` beats bot ``j`` with probability ``1 / (1 + exp(θj - θi))``. The
strengths ``θ`` are the maximum-likelihood fit of the win counts by the ``choix``
package (iterative Luce spectral ranking); a draw counts as half a win for each side.
Ratings are shown on the Elo scale (``400 / ln 10`` points per unit of ``θ``: 400 points
mean 10 to 1 odds), centred so that they average 0.

Confidence intervals come from the Fisher information of the fit (the observed
information of the Bradley-Terry likelihood at the estimate, inverted under the
constraint that the ratings sum to zero): ``rating ± 1.96 standard errors``.

A bot that won or lost every game has no finite maximum-likelihood rating, and one
such bot would make every interval of a centred field infinite. As Rémi Coulom's
BayesElo does, every pair that played gets a prior of one virtual draw
(:data:`PRIOR_DRAWS`: half a win each way), which keeps every estimate finite and
moves a fit of many games very little: 75 wins to 25 reads as 75.5 to 25.5.

    >>> fit = bradley_terry(["a", "b"], [[0, 75], [25, 0]])
    >>> round(fit[0].rating - fit[1].rating, 1)  # 400 * log10(75.5 / 25.5)
    188.6
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rulebound.kernel.errors import ParameterError

ELO_PER_UNIT = 400.0 / math.log(10.0)
"""Elo points per unit of Bradley-Terry strength (natural log odds)."""

Z95 = 1.959963984540054

PRIOR_DRAWS = 1.0
"""Virtual draws added to every pair of competitors that played each other."""


@dataclass(frozen=True)
class Rating:
    """One competitor's fitted rating (Elo scale, the field averaging 0) and its 95%
    confidence interval."""

    name: str
    rating: float
    ci95: tuple[float, float]
    games: float


MISSING_CHOIX = "tournament ratings need choix: pip install 'rulebound[tournament]'"


def require_choix() -> None:
    """A one-line error saying how to install ``choix`` when it is missing. It does
    not import it: ``choix`` brings SciPy, a second or two of start-up that a
    tournament would pay before its first game (and a Ctrl-C then would keep none)."""
    from importlib.util import find_spec

    if find_spec("choix") is None:
        raise ParameterError(MISSING_CHOIX)


def import_choix() -> Any:
    """The ``choix`` module, or a one-line error saying how to install it."""
    try:
        import choix
    except ImportError:
        raise ParameterError(MISSING_CHOIX) from None
    return choix


def bradley_terry(
    names: Sequence[str], wins: Sequence[Sequence[float]], anchor: int | None = None
) -> list[Rating]:
    """Fit ``wins[i][j]`` (the games ``i`` won against ``j``; draws as halves) and return
    the ratings in the order of ``names``. ``anchor``: the competitor rated 0 (its
    interval is then a point, the others' are of their difference to it); by default
    the ratings average 0."""
    import numpy as np

    choix = import_choix()

    n = len(names)
    played = np.array(wins, dtype=float).reshape(n, n)
    played = played + played.T
    counts = np.array(wins, dtype=float).reshape(n, n) + (played > 0) * PRIOR_DRAWS / 2
    theta = choix.ilsr_pairwise_dense(counts, max_iter=1000)
    theta = theta - theta.mean()
    games = counts + counts.T
    info = np.zeros((n, n))
    for i in range(n):
        for j in range(i + 1, n):
            if games[i, j] == 0:
                continue
            p = 1.0 / (1.0 + math.exp(theta[j] - theta[i]))
            w = games[i, j] * p * (1.0 - p)
            info[i, i] += w
            info[j, j] += w
            info[i, j] -= w
            info[j, i] -= w
    # The information is singular along the all-ones direction (adding a constant to
    # every θ changes nothing); its pseudo-inverse is the covariance of the centred θ.
    cov = np.linalg.pinv(info, hermitian=True)
    if anchor is not None:  # θ - θ[anchor]: the covariance of those differences
        theta = theta - theta[anchor]
        shift = np.eye(n) - np.eye(n)[anchor]
        cov = shift @ cov @ shift.T
    ratings = []
    for i, name in enumerate(names):
        se = math.sqrt(max(0.0, float(cov[i, i]))) if played[i].sum() > 0 else math.inf
        centre = float(theta[i]) * ELO_PER_UNIT
        half = Z95 * se * ELO_PER_UNIT
        ratings.append(
            Rating(
                name=name,
                rating=centre,
                ci95=(centre - half, centre + half),
                games=float(played[i].sum()),
            )
        )
    return ratings

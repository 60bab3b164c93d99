"""PNG charts of simulation and tournament results (matplotlib, optional extra
``rulebound[plot]``).

Figures are drawn on matplotlib's Agg canvas directly (no pyplot, no display, no
global state) at a fixed size, and written atomically. A figure's size does not depend
on the data: :data:`SIM_SIZE` and :data:`TOURNAMENT_SIZE` pixels.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rulebound.kernel.errors import ParameterError
from rulebound.kernel.replay import write_atomic

DPI = 100
SIM_SIZE = (1000, 420)
"""Width and height in pixels of ``sim --plot``."""
TOURNAMENT_SIZE = (1200, 500)
"""Width and height in pixels of ``tournament --plot``."""


def require_matplotlib() -> None:
    """A one-line error saying how to install matplotlib, if it is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise ParameterError("--plot needs matplotlib: pip install 'rulebound[plot]'") from None


def _figure(size: tuple[int, int]) -> Any:
    require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(size[0] / DPI, size[1] / DPI), dpi=DPI)
    FigureCanvasAgg(figure)
    return figure


def _save(figure: Any, path: str | os.PathLike[str]) -> None:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=DPI)
    write_atomic(Path(path), buffer.getvalue())


def plot_sim(result: Mapping[str, Any], path: str | os.PathLike[str]) -> None:
    """Each bot's win rate with its 95% interval, and the histogram of game lengths
    (decisions per game), from a :func:`rulebound.sim.run_sim` result."""
    figure = _figure(SIM_SIZE)
    rates, lengths = figure.subplots(1, 2, gridspec_kw={"width_ratios": [1, 1.4]})
    bots = result["bots"]
    labels = [f"{b['slot'] + 1}. {b['bot']}" for b in bots]
    _interval_bars(
        rates,
        labels,
        [b["win_rate"] for b in bots],
        [tuple(b["win_rate_ci95"]) for b in bots],
    )
    rates.invert_yaxis()  # the first bot on top, as in the table
    rates.set_xlim(0, 1)
    rates.set_xlabel("win rate (95% Wilson interval)")
    rates.set_title(f"{result['game']}: {result['games_played']} games")
    counts = {int(n): c for n, c in (result.get("length_counts") or {}).items()}
    if counts:
        low, high = min(counts), max(counts)
        bins = min(40, high - low + 1)
        lengths.hist(list(counts), bins=bins, weights=list(counts.values()), color="#4c72b0")
    from matplotlib.ticker import MaxNLocator

    lengths.yaxis.set_major_locator(MaxNLocator(integer=True))
    lengths.set_xlabel("decisions per game")
    lengths.set_ylabel("games")
    lengths.set_title("game length")
    figure.tight_layout()
    _save(figure, path)


def plot_tournament(result: Mapping[str, Any], path: str | os.PathLike[str]) -> None:
    """The ratings with their 95% intervals, and the heatmap of the score matrix (each
    row bot's share of wins, draws as halves, against each column), from a
    :func:`rulebound.tournament.run_tournament` result."""
    figure = _figure(TOURNAMENT_SIZE)
    left, right = figure.subplots(1, 2)
    ratings = sorted(result["ratings"], key=lambda r: r["rating"])
    _interval_bars(
        left,
        [r["bot"] for r in ratings],
        [r["rating"] for r in ratings],
        [tuple(r["ci95"]) for r in ratings],
    )
    left.axvline(0, color="grey", linewidth=0.8)
    against = result["mode"] == "against the game"
    left.set_xlabel(
        "rating vs the game (Elo scale, the game = 0)"
        if against
        else "Bradley-Terry rating (Elo scale, mean 0)"
    )
    left.set_title(f"{result['game']}: {result['games_played']} games")
    _heatmap(figure, right, result["bots"], result["opponents"], result["score"])
    right.set_title(
        "win rate against the game" if against else "score of the row against the column"
    )
    figure.tight_layout()
    _save(figure, path)


def _interval_bars(
    axes: Any,
    labels: Sequence[str],
    values: Sequence[float],
    intervals: Sequence[tuple[float, float]],
) -> None:
    """Points with horizontal 95% interval bars, one row per label."""
    rows = list(range(len(labels)))
    low = [max(0.0, v - lo) for v, (lo, _) in zip(values, intervals, strict=True)]
    high = [max(0.0, hi - v) for v, (_, hi) in zip(values, intervals, strict=True)]
    axes.errorbar(values, rows, xerr=[low, high], fmt="o", capsize=4, color="#4c72b0")
    axes.set_yticks(rows, labels)
    axes.set_ylim(-0.6, len(labels) - 0.4)
    axes.grid(axis="x", alpha=0.3)


def _heatmap(
    figure: Any,
    axes: Any,
    rows: Sequence[str],
    columns: Sequence[str],
    score: Sequence[Sequence[float | None]],
) -> None:
    """The score matrix, red (0) to green (1), each cell labelled; no game: blank."""
    import numpy as np

    cells = np.array([[np.nan if v is None else v for v in row] for row in score], dtype=float)
    image = axes.imshow(cells, cmap="RdYlGn", vmin=0.0, vmax=1.0, aspect="auto")
    axes.set_xticks(range(len(columns)), columns)
    axes.set_yticks(range(len(rows)), rows)
    for i, row in enumerate(score):
        for j, value in enumerate(row):
            axes.text(j, i, "-" if value is None else f"{value:.0%}", ha="center", va="center")
    figure.colorbar(image, ax=axes, fraction=0.046, pad=0.04)

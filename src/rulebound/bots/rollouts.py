"""Choosing an option by rollouts on determinized copies: the search that the games'
look-ahead policies (:mod:`rulebound.bots.planner`) share.

A *world* is ``state.resample_hidden(seat, rng)``: the position as the seat knows it,
with everything hidden from it redrawn (:func:`worlds`). Each option is valued on the
same worlds, so the comparison is paired: two options differ by what they do, not by
the luck of the draw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, cast

from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

S = TypeVar("S", bound=State)


def worlds(state: S, seat: int, rng: Rng, samples: int) -> list[S]:
    """``samples`` (at least 1) determinized copies of ``state`` for ``seat``."""
    return [cast(S, state.resample_hidden(seat, rng)) for _ in range(max(1, samples))]


def choose_by_rollouts(
    copies: Sequence[S],
    options: Sequence[int],
    value: Callable[[S, int], float],
    finalists: int = 3,
) -> int:
    """The option with the best total ``value(world, option)`` over the worlds
    ``copies``. Successive halving: every option is valued on the first world, the
    best ``finalists`` on all of them. Ties go to the option that did best on the
    first world, then to the one listed first (list the default choice first).
    ``value`` must not change the world it is given (play on ``world.clone()``).

    >>> from rulebound import load_game
    >>> state = load_game("marvel-mission-arena").new_initial_state(seed=1)
    >>> seat, legal = state.current_player(), state.legal_actions()
    >>> copies = worlds(state, seat, Rng(2), 3)
    >>> choose_by_rollouts(copies, legal, lambda w, a: 0.0) == legal[0]
    True
    >>> choose_by_rollouts(copies, legal, lambda w, a: float(a)) == max(legal)
    True
    """
    if len(options) == 1:
        return options[0]
    totals = {action: value(copies[0], action) for action in options}
    best = sorted(options, key=lambda a: -totals[a])[: max(1, finalists)]
    for world in copies[1:]:
        for action in best:
            totals[action] += value(world, action)
    return max(best, key=lambda a: (totals[a], -best.index(a)))

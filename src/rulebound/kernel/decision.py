"""Decisions as data: the one thing every front end, bot and test answers.

At every point of a game exactly one :class:`Decision` is pending. It says whose
it is (a seat index, or :data:`CHANCE`), what kind of choice it is (a stable
machine tag such as ``"choose-target"``), a readable prompt, and the legal
options as sorted, stable integers. Each option has a unique readable label,
given by :meth:`rulebound.kernel.State.action_to_string`.

Combinatorial choices (targets, orderings, "choose up to N") are always broken
into a sequence of small decisions, so an option list stays short.
"""

from __future__ import annotations

from typing import NamedTuple

CHANCE = -1
"""Seat value of a decision resolved by chance (see :meth:`State.chance_outcomes`)."""

TERMINAL = -4
"""Value of :meth:`State.current_player` once the game is over."""


class Decision(NamedTuple):
    """The pending decision of a state (an immutable named tuple: cheap to build).

    Attributes:
        seat: the deciding seat (0-based), :data:`CHANCE`, or :data:`TERMINAL`.
        kind: a stable machine tag for the type of choice.
        prompt: a readable question in the game's own terms.
        options: the legal actions, sorted ascending and unique.
    """

    seat: int
    kind: str
    prompt: str
    options: tuple[int, ...]


NO_DECISION = Decision(TERMINAL, "game-over", "The game is over.", ())

"""Rolling a die, and the scripted roller that tests and puzzles put in its place.

Every die roll of the engine goes through :func:`roll_side`. In a real game the state's
seeded :class:`~rulebound.kernel.rng.Rng` picks the side. A position built for a test
can install :class:`ScriptedRolls` instead (``position.script_rolls``): the outcomes
are listed in advance, and drawing one more than was scripted is an error naming the
die, so a test never passes on a roll it did not foresee.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TYPE_CHECKING, TypeVar

from rulebound.kernel.rng import Rng, mix64

if TYPE_CHECKING:
    from rulebound.games.destiny.state import DestinyState

T = TypeVar("T")
MASK64 = (1 << 64) - 1


class UnscriptedRollError(AssertionError):
    """A scripted position drew a roll (or a random pick) nobody scripted."""


class ScriptedRolls(Rng):
    """Outcomes fixed in advance. ``dice`` maps a die id to the sides (0-based) its
    next rolls show, in order; ``outcomes`` serves every other draw in order (rolls of
    dice not in ``dice``, random picks such as a random card from a hand). A shuffle
    is always unscripted."""

    __slots__ = ("dice", "outcomes")

    def __init__(self, outcomes: tuple[int, ...] = (), dice: dict[int, list[int]] | None = None):
        super().__init__(0)
        self.outcomes = list(outcomes)
        self.dice = {k: list(v) for k, v in (dice or {}).items()}

    def clone(self) -> ScriptedRolls:
        return ScriptedRolls(tuple(self.outcomes), self.dice)

    def roll(self, die_id: int, what: str) -> int:
        queue = self.dice.get(die_id)
        if queue:
            return queue.pop(0)
        if not self.outcomes:
            raise UnscriptedRollError(f"{what} was rolled, but no outcome was scripted for it")
        side = self.outcomes.pop(0)
        if not 0 <= side < 6:
            raise UnscriptedRollError(f"{what}: scripted side {side} is not 0-5")
        return side

    def randbelow(self, n: int) -> int:
        if not self.outcomes:
            raise UnscriptedRollError(f"a random pick among {n} was drawn, but none was scripted")
        value = self.outcomes.pop(0)
        if not 0 <= value < n:
            raise UnscriptedRollError(f"scripted pick {value} is not between 0 and {n - 1}")
        return value

    def next64(self) -> int:
        raise UnscriptedRollError("a random number was drawn, but none was scripted")

    def shuffle(self, items: MutableSequence[T]) -> None:
        raise UnscriptedRollError("a shuffle was drawn; a scripted position cannot shuffle")

    def left(self) -> int:
        """How many scripted outcomes were not used."""
        return len(self.outcomes) + sum(len(q) for q in self.dice.values())


class KeyedRolls(Rng):
    """A roller for the planner's look-ahead copies: the ``k``-th roll of die ``d``
    shows a side that depends only on the roller's key, ``d`` and ``k``, not on when
    the die is rolled. Two options tried on copies of one world then meet the same
    dice (common random numbers): their values differ by what the options do, not
    by which random draws happened to fall to which roll. Random picks and shuffles
    come from the ordinary generator."""

    __slots__ = ("counts", "key")

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.key = mix64(seed ^ 0x5DEECE66D)
        self.counts: dict[int, int] = {}

    def clone(self) -> KeyedRolls:
        copy = KeyedRolls.__new__(KeyedRolls)
        copy.state = self.state
        copy.trace = None
        copy.key = self.key
        copy.counts = dict(self.counts)
        return copy

    def roll(self, die_id: int) -> int:
        k = self.counts.get(die_id, 0)
        self.counts[die_id] = k + 1
        return mix64((self.key + die_id * 0x10001 + k * 0x9E3779B1) & MASK64) % 6


def roll_side(s: DestinyState, die_id: int) -> int:
    """The side a rolled die lands on: uniform over its six faces."""
    rng = s.rng
    if type(rng) is KeyedRolls:
        return rng.roll(die_id)
    if type(rng) is ScriptedRolls:
        return rng.roll(die_id, s.die_name(die_id))
    return rng.randbelow(6)

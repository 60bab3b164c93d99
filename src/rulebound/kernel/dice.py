"""Dice as first-class objects (Star Wars: Destiny rolls, turns and rerolls them).

A :class:`DieFace` has a value, a symbol, an optional cost and a modifier flag;
a :class:`Die` has six faces and shows one of them. Rolling uses the state's
:class:`~rulebound.kernel.rng.Rng`, never the global random module.

    >>> from rulebound.kernel.rng import Rng
    >>> face = DieFace(symbol="melee", value=2)
    >>> die = Die("Training Remote", (face,) * 3 + (DieFace("blank"),) * 3)
    >>> die.roll(Rng(1)).showing.symbol in ("melee", "blank")
    True
    >>> die.turn_to(3).showing.label()
    'blank'
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebound.kernel.rng import Rng


@dataclass(frozen=True, slots=True)
class DieFace:
    """One face: a symbol with a value, an optional resource cost, a modifier (+) flag."""

    symbol: str
    value: int = 0
    cost: int = 0
    modifier: bool = False

    def label(self) -> str:
        if self.symbol in ("blank", "special"):
            text = self.symbol
        else:
            text = f"{'+' if self.modifier else ''}{self.value} {self.symbol}"
        return f"{text} (cost {self.cost})" if self.cost else text


@dataclass(frozen=True, slots=True)
class Die:
    """A six-sided die showing face ``side`` (0-5). Immutable: operations return new dice."""

    name: str
    faces: tuple[DieFace, ...]
    side: int = 0

    def __post_init__(self) -> None:
        if len(self.faces) != 6:
            raise ValueError(f"die {self.name!r} has {len(self.faces)} faces, expected 6")
        if not 0 <= self.side < 6:
            raise ValueError(f"die {self.name!r}: side {self.side} out of range 0-5")

    @property
    def showing(self) -> DieFace:
        return self.faces[self.side]

    def roll(self, rng: Rng) -> Die:
        return Die(self.name, self.faces, rng.randbelow(6))

    def turn_to(self, side: int) -> Die:
        return Die(self.name, self.faces, side)

"""The six elements and the Element Infusion Table (catalog 8.19, 8.20, 9.7, 9.8; table T-10).

An :class:`ElementBoard` is the table: one :class:`Strength` per element, plus the
acting figure's infusions that are still *pending*, because an infusion takes effect
only at the end of the infusing figure's turn (GH-INFUSE-02, GH-MINFUSE-02).

    >>> board = ElementBoard.start()                    # GH-SETUP-29: all six Inert
    >>> board = board.infuse(Element.FIRE)              # pending until the turn ends
    >>> board.level(Element.FIRE).name, board.consumable()
    ('INERT', ())
    >>> board = board.end_turn()                        # now Strong (GH-INFUSE-01)
    >>> board.level(Element.FIRE).name, board.consumable()
    ('STRONG', (<Element.FIRE: 'fire'>,))
    >>> board.end_round().level(Element.FIRE).name      # one step of decay (GH-REND-05)
    'WANING'
    >>> board.consume(Element.FIRE).level(Element.FIRE).name   # GH-CONSUME-01
    'INERT'

What a player may infuse or consume is asked in play (``abilities.py``: the
``choose-infusion`` and ``consume`` steps, GH-INFUSE-03, GH-CONSUME-04, -05); a
monster consumes when it can (``monster_turn.py``, GH-MCONSUME-01, -02).

Readings:

- Consuming moves the token all the way to Inert (GH-CONSUME-01, AMBIGUOUS "toward"
  Inert; the other reading would move it one step to the left).
- "A figure cannot infuse an element and consume it in the same turn" (GH-CONSUME-02):
  what the figure infuses this turn is pending, so it cannot be consumed this turn;
  an element that was already Strong or Waning before may still be consumed by that
  figure (then the pending infusion makes it Strong again at the end of the turn).
- The names Ice, Air, Earth, Light and Dark are not in the seed (only Fire is).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum
from functools import lru_cache
from typing import Final


class Element(StrEnum):
    """The six elements (GH-GLOSS-35), in the order of the table's rows."""

    FIRE = "fire"
    ICE = "ice"
    AIR = "air"
    EARTH = "earth"
    LIGHT = "light"
    DARK = "dark"


ELEMENTS: Final = tuple(Element)


class Strength(IntEnum):
    """The table's columns, left to right: Inert, Waning, Strong (GH-GLOSS-111; the
    order in which "one step to the left" is decay, GH-REND-05)."""

    INERT = 0
    WANING = 1
    STRONG = 2


@dataclass(frozen=True)
class ElementBoard:
    """The Element Infusion Table. ``levels`` follows :data:`ELEMENTS`; ``pending``
    holds the acting figure's infusions of this turn (GH-INFUSE-02)."""

    levels: tuple[Strength, ...] = (Strength.INERT,) * len(ELEMENTS)
    pending: frozenset[Element] = frozenset()

    @classmethod
    def start(cls) -> ElementBoard:
        """The table at scenario start: the 6 tokens Inert (GH-SETUP-29)."""
        return cls()

    def level(self, element: Element) -> Strength:
        return self.levels[ELEMENTS.index(element)]

    def with_level(self, element: Element, strength: Strength) -> ElementBoard:
        """The table with ``element`` set to ``strength`` (a scenario's special setup)."""
        levels = list(self.levels)
        levels[ELEMENTS.index(element)] = strength
        return ElementBoard(tuple(levels), self.pending)

    def infuse(self, element: Element) -> ElementBoard:
        """The acting figure infuses ``element``: it becomes Strong at the end of the
        turn, from any column (GH-INFUSE-01, GH-INFUSE-02, GH-MINFUSE-01, GH-MINFUSE-02).
        For a multi-element symbol, the chosen one (GH-INFUSE-03)."""
        return ElementBoard(self.levels, self.pending | {Element(element)})

    def end_turn(self) -> ElementBoard:
        """The end of the acting figure's turn: its infusions become Strong."""
        if not self.pending:
            return self  # nothing infused: the same table (it is immutable)
        levels = tuple(
            Strength.STRONG if element in self.pending else strength
            for element, strength in zip(ELEMENTS, self.levels, strict=True)
        )
        return ElementBoard(levels)

    def consumable(self) -> tuple[Element, ...]:
        """The elements the acting figure may consume now: Strong or Waning
        (GH-CONSUME-01); pending infusions are not on the table yet (GH-CONSUME-02)."""
        return _consumable(self.levels)[0]

    def consumable_names(self) -> frozenset[str]:
        """The names of :meth:`consumable` (a monster's augments name them)."""
        return _consumable(self.levels)[1]

    def consume(self, element: Element) -> ElementBoard:
        """Consume a Strong or Waning element: its token goes to Inert (GH-CONSUME-01,
        best reading)."""
        if element not in self.consumable():
            raise ValueError(f"{element} cannot be consumed now")  # GH-CONSUME-01, GH-CONSUME-02
        return self.with_level(element, Strength.INERT)

    def end_round(self) -> ElementBoard:
        """The end-of-round decay: Strong to Waning, Waning to Inert, Inert stays
        (GH-REND-05). Every turn must have ended (GH-REND-01)."""
        if self.pending:
            raise ValueError("the end of round comes after the last turn has ended")
        return _decayed(self.levels)


@lru_cache(maxsize=1024)  # 3 ** 6 tables at most; making six Strength values is slow
def _decayed(levels: tuple[Strength, ...]) -> ElementBoard:
    """:meth:`ElementBoard.end_round` of a table with nothing pending (the board is
    immutable, so one is shared)."""
    return ElementBoard(tuple(Strength(max(0, strength - 1)) for strength in levels))


@lru_cache(maxsize=1024)  # 3 ** 6 tables at most; asked on every monster turn
def _consumable(levels: tuple[Strength, ...]) -> tuple[tuple[Element, ...], frozenset[str]]:
    ready = tuple(
        element
        for element, strength in zip(ELEMENTS, levels, strict=True)
        if strength >= Strength.WANING
    )
    return ready, frozenset(e.value for e in ready)

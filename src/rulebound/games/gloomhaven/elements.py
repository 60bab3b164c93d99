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
    >>> augment = Augment((Element.FIRE,))
    >>> augment_plans(board, [augment])                 # a player may skip it, or pay
    ((None,), ((<Element.FIRE: 'fire'>,),))
    >>> pay(board, ((Element.FIRE,),)).level(Element.FIRE).name   # GH-CONSUME-01
    'INERT'

Choices are returned, never made: a multi-element infusion gives its
:func:`infusion_options` (GH-INFUSE-03, GH-MINFUSE-03), and :func:`augment_plans`
gives every legal way to pay an ability's augments (GH-CONSUME-04, GH-CONSUME-05,
GH-MCONSUME-03). A *plan* has one entry per augment: the elements consumed for it,
or ``None`` when it is not paid; an augment's effects apply if and only if it is paid
(GH-CONSUME-07).

Readings:

- Consuming moves the token all the way to Inert (GH-CONSUME-01, AMBIGUOUS "toward"
  Inert); ``to_inert=False`` gives the other reading, one step to the left.
- "A figure cannot infuse an element and consume it in the same turn" (GH-CONSUME-02):
  what the figure infuses this turn is pending, so it cannot be consumed this turn;
  an element that was already Strong or Waning before may still be consumed by that
  figure (then the pending infusion makes it Strong again at the end of the turn).
  ``strict=True`` forbids consuming any element the figure has infused this turn.
- A monster "always consumes when able" (GH-MCONSUME-01): with several augments it pays
  as many as it can, so the players' choice of a multi-colour element cannot leave an
  augment unpaid that another choice would have paid.
- The names Ice, Air, Earth, Light and Dark are not in the seed (only Fire is).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Final, Literal


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


ANY: Final = "any"
"""The multi-element infusion symbol and the multi-colour augment icon: any element."""

Icon = Element | Literal["any"]
Plan = tuple[tuple[Element, ...] | None, ...]


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
        For a multi-element symbol, pass the chosen one of :func:`infusion_options`."""
        return ElementBoard(self.levels, self.pending | {Element(element)})

    def end_turn(self) -> ElementBoard:
        """The end of the acting figure's turn: its infusions become Strong."""
        levels = tuple(
            Strength.STRONG if element in self.pending else strength
            for element, strength in zip(ELEMENTS, self.levels, strict=True)
        )
        return ElementBoard(levels)

    def consumable(self, strict: bool = False) -> tuple[Element, ...]:
        """The elements the acting figure may consume now: Strong or Waning
        (GH-CONSUME-01); pending infusions are not on the table yet (GH-CONSUME-02).
        ``strict``: nor any element the figure has infused this turn (see the readings)."""
        return tuple(
            element
            for element, strength in zip(ELEMENTS, self.levels, strict=True)
            if strength >= Strength.WANING and not (strict and element in self.pending)
        )

    def consume(
        self, element: Element, *, to_inert: bool = True, strict: bool = False
    ) -> ElementBoard:
        """Consume a Strong or Waning element: its token goes to Inert (GH-CONSUME-01,
        best reading); ``to_inert=False`` moves it one step to the left instead."""
        if element not in self.consumable(strict):
            raise ValueError(f"{element} cannot be consumed now (GH-CONSUME-01, GH-CONSUME-02)")
        strength = self.level(element)
        return self.with_level(element, Strength.INERT if to_inert else Strength(strength - 1))

    def end_round(self) -> ElementBoard:
        """The end-of-round decay: Strong to Waning, Waning to Inert, Inert stays
        (GH-REND-05). Every turn must have ended (GH-REND-01)."""
        if self.pending:
            raise ValueError("the end of round comes after the last turn has ended")
        return ElementBoard(tuple(Strength(max(0, strength - 1)) for strength in self.levels))


def infusion_options(symbol: Icon | Iterable[Element]) -> tuple[Element, ...]:
    """The elements a (multi-element) infusion symbol lets the chooser infuse: the
    player (GH-INFUSE-03), or the players for a monster (GH-MINFUSE-03).

    >>> infusion_options(Element.ICE)
    (<Element.ICE: 'ice'>,)
    >>> len(infusion_options(ANY))
    6
    """
    if symbol == ANY:
        return ELEMENTS
    if isinstance(symbol, str):
        return (Element(symbol),)
    chosen = {Element(element) for element in symbol}
    return tuple(element for element in ELEMENTS if element in chosen)


def infusion_happens(*, standalone: bool, ability_used: bool, other_ability_used: bool) -> bool:
    """Whether a printed infusion happens (GH-INFUSE-04): one attached to an ability
    (after a comma) when that ability is used; a standalone one when another ability
    of the action is used, and then it cannot be skipped (GH-ACTION-06)."""
    return other_ability_used if standalone else ability_used


@dataclass(frozen=True)
class Augment:
    """One augment (element consumption) of an ability: one icon per element it
    consumes, :data:`ANY` for the multi-colour icon. All its icons must be paid for
    its effects (GH-CONSUME-06); each icon consumes exactly one element
    (GH-CONSUME-03)."""

    icons: tuple[Icon, ...]


def augment_options(
    board: ElementBoard,
    augment: Augment,
    exclude: Iterable[Element] = (),
    strict: bool = False,
) -> tuple[tuple[Element, ...], ...]:
    """Every set of elements that pays ``augment`` on ``board``, in table order, without
    the elements in ``exclude`` (already spent on another augment). Empty when the
    augment cannot be paid. A multi-colour icon offers each consumable element
    (GH-CONSUME-05, GH-MCONSUME-03)."""
    available = [e for e in board.consumable(strict) if e not in set(exclude)]
    options: set[tuple[Element, ...]] = set()

    def extend(index: int, chosen: tuple[Element, ...]) -> None:
        if index == len(augment.icons):
            options.add(tuple(e for e in ELEMENTS if e in chosen))
            return
        icon = augment.icons[index]
        for element in available if icon == ANY else [Element(icon)]:
            if element in available and element not in chosen:
                extend(index + 1, (*chosen, element))

    extend(0, ())
    return tuple(sorted(options, key=lambda option: [ELEMENTS.index(e) for e in option]))


def augment_plans(
    board: ElementBoard,
    augments: Sequence[Augment],
    *,
    monster: bool = False,
    strict: bool = False,
) -> tuple[Plan, ...]:
    """Every legal way to pay an ability's augments (GH-CONSUME-04). A player may
    leave any augment unpaid; a monster always consumes when able (GH-MCONSUME-01),
    so only the plans that pay as many of its augments as possible are returned, and
    the players choose among them (GH-MCONSUME-03, GH-MCONSUME-04). No element pays
    two augments: a consumed element is Inert."""
    plans: list[Plan] = []

    def extend(index: int, plan: Plan, used: frozenset[Element]) -> None:
        if index == len(augments):
            plans.append(plan)
            return
        extend(index + 1, (*plan, None), used)
        for option in augment_options(board, augments[index], used, strict):
            extend(index + 1, (*plan, option), used | set(option))

    extend(0, (), frozenset())
    if monster:
        most = max(len(paid_augments(plan)) for plan in plans)
        plans = [plan for plan in plans if len(paid_augments(plan)) == most]
    return tuple(plans)


def paid_augments(plan: Plan) -> tuple[int, ...]:
    """The indices of the augments whose effects apply: those paid (GH-CONSUME-07)."""
    return tuple(index for index, paid in enumerate(plan) if paid is not None)


def pay(
    board: ElementBoard, plan: Plan, *, to_inert: bool = True, strict: bool = False
) -> ElementBoard:
    """Consume the elements of a plan (one of :func:`augment_plans`)."""
    for paid in plan:
        for element in paid or ():
            board = board.consume(element, to_inert=to_inert, strict=strict)
    return board


def monster_augment_plans(
    board: ElementBoard,
    augments: Sequence[Augment],
    type_plan: Plan | None = None,
    strict: bool = False,
) -> tuple[Plan, ...]:
    """The plans for a monster's augments. When a monster of its type has already
    consumed this round (``type_plan``, kept by the engine for the round), every
    monster of the type has that benefit (GH-MCONSUME-02): the one plan returned is
    ``type_plan``, and nothing more is consumed (do not :func:`pay` it again). A
    ``type_plan`` that paid nothing is no benefit: the monster tries for itself."""
    if type_plan is not None and paid_augments(type_plan):
        return (type_plan,)
    return augment_plans(board, augments, monster=True, strict=strict)

"""Build a Star Wars: Destiny position directly: for tests, puzzles and teaching.

    >>> from rulebound.games.destiny.game import DestinyGame
    >>> game = DestinyGame()
    >>> s = build_position(game, (Side(characters=["01038!"], hand=["01157"], resources=2),
    ...                           Side(characters=["01002"])))
    >>> [s.name(u) for u in s.characters(0)], s.units[0].elite
    (['Rey'], True)
    >>> put_in_pool(s, 0, 0, 1)   # Rey's two dice show sides 1 and 2 (0-based 0, 1)
    [0, 1]
    >>> s.decision().kind
    'action'

A character code ending in ``!`` is elite (2 dice). Upgrades are ``(code, character
index)`` on that side's characters; every card with a die gets its die (on the
card in play, set aside otherwise).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.model import (
    BATTLEFIELD,
    CHARACTER,
    IN_POOL,
    ON_CARD,
    SUPPORT,
    UPGRADE,
    GameDie,
)
from rulebound.games.destiny.rules import new_unit
from rulebound.games.destiny.state import DestinyState


@dataclass
class Side:
    """One player's part of a position (card codes)."""

    characters: list[str] = field(default_factory=list)
    upgrades: list[tuple[str, int]] = field(default_factory=list)
    supports: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    resources: int = 0
    battlefield: str = ""


def build_position(
    game: DestinyGame,
    sides: tuple[Side, Side],
    turn: int = 0,
    round: int = 1,
    battlefield: int = 0,
    controller: int = -1,
) -> DestinyState:
    """A state in round ``round``'s action phase, ``turn`` to act. ``battlefield`` is
    the seat whose battlefield was chosen; ``controller`` who controls it now."""
    s = DestinyState(game, seed=0)
    s.round = round
    s.phase = "action"
    s.turn = turn
    pool = game.pool

    def add_die(card_index: int, seat: int, unit: int) -> None:
        die = GameDie(len(s.dice), card_index, seat, s.cards[card_index].die)
        if unit >= 0:
            die.unit = unit
            die.where = ON_CARD
        s.dice.append(die)

    for seat, side in enumerate(sides):
        chars = []
        for code in side.characters:
            card = pool.by_code[code.rstrip("!")]
            unit = new_unit(s, card.index, seat, CHARACTER)
            unit.elite = code.endswith("!")
            chars.append(unit.uid)
            for _ in range(2 if unit.elite else 1):
                add_die(card.index, seat, unit.uid)
        for code, which in side.upgrades:
            card = pool.by_code[code]
            unit = new_unit(s, card.index, seat, UPGRADE)
            unit.host = chars[which]
            if card.has_die:
                add_die(card.index, seat, unit.uid)
        for code in side.supports:
            card = pool.by_code[code]
            unit = new_unit(s, card.index, seat, SUPPORT)
            if card.has_die:
                add_die(card.index, seat, unit.uid)
        s.hand[seat] = sorted(pool.by_code[c].index for c in side.hand)
        s.deck[seat] = [pool.by_code[c].index for c in side.deck]
        s.discard[seat] = [pool.by_code[c].index for c in side.discard]
        for c in side.hand + side.deck + side.discard:
            if pool.by_code[c].has_die:
                add_die(pool.by_code[c].index, seat, -1)
        s.resources[seat] = side.resources
    code = sides[battlefield].battlefield or game.decks[battlefield].battlefield
    bf = new_unit(s, pool.by_code[code].index, battlefield, BATTLEFIELD)
    bf.controller = battlefield if controller < 0 else controller
    s.battlefield = bf.uid
    s.push(("turn", 0))
    return s


def put_in_pool(s: DestinyState, uid: int, *sides: int) -> list[int]:
    """Put the dice on a card in play into its controller's pool showing ``sides``
    (0-based face indices, in die order). Returns the die ids."""
    dice = [d for d in s.dice if d.unit == uid]
    if len(sides) > len(dice):
        raise ValueError(f"{s.name(uid)} has {len(dice)} dice, {len(sides)} sides given")
    for die, side in zip(dice, sides, strict=False):
        die.where = IN_POOL
        die.side = side
    refresh(s)
    return [d.id for d in dice[: len(sides)]]


def refresh(s: DestinyState) -> None:
    """Recompute the pending decision after a test edits the state directly (the
    waiting step goes back on the stack and asks again)."""
    s.refresh()

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

Beyond the cards, a position can set damage, shields and exhausted cards (per
side, or afterwards with :func:`set_damage`, :func:`set_shields`, :func:`set_ready`),
resources (:func:`set_resources`), start in the upkeep phase (``phase="upkeep"``),
with the battlefield already claimed (``claimed``) or passes already made
(``passes``), and script every roll in advance (:func:`script_rolls`):

    >>> s = build_position(game, (Side(characters=["01038"], damage=[4], shields=[1],
    ...                                 exhausted=["01038"]),
    ...                            Side(characters=["01002"])), passes=1)
    >>> rey = s.characters(0)[0]
    >>> s.units[rey].damage, s.units[rey].shields, s.units[rey].ready
    (4, 1, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebound.games.destiny.cards import CardDef
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
from rulebound.games.destiny.rolls import ScriptedRolls
from rulebound.games.destiny.rules import MAX_SHIELDS, new_unit
from rulebound.games.destiny.state import DestinyState


@dataclass
class Side:
    """One player's part of a position (card codes). ``damage`` and ``shields`` are per
    character, in ``characters`` order; ``exhausted`` lists codes of cards in play
    (characters, upgrades, supports) that start exhausted, one card per entry."""

    characters: list[str] = field(default_factory=list)
    upgrades: list[tuple[str, int]] = field(default_factory=list)
    supports: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    resources: int = 0
    battlefield: str = ""
    damage: list[int] = field(default_factory=list)
    shields: list[int] = field(default_factory=list)
    exhausted: list[str] = field(default_factory=list)


PHASES = ("action", "upkeep")


def build_position(
    game: DestinyGame,
    sides: tuple[Side, ...],
    turn: int = 0,
    round: int = 1,
    battlefield: int = 0,
    controller: int = -1,
    phase: str = "action",
    claimed: int = -1,
    passes: int = 0,
    table: list[int] | None = None,
    out: tuple[int, ...] = (),
) -> DestinyState:
    """A state in round ``round``, ``turn`` to act, one :class:`Side` per player of
    ``game`` (2 to 4; the seats sit clockwise in seat order). ``battlefield`` is the seat whose
    battlefield was chosen; ``controller`` who controls it now. ``phase="upkeep"``
    starts at the round's upkeep phase (its steps then run as in play: ready, return
    dice, gain resources, discard and draw). ``claimed`` is the seat that already
    claimed the battlefield this round (that player passes for the rest of it,
    SWD-CLAIM-04); ``passes`` how many consecutive passes were just made (1: the
    player not to act passed last, SWD-APHASE-03). In a game of three or four,
    ``table`` is the seating clockwise (default: seat order, SWD-MULTI-03) and ``out``
    the seats of players already out of the game (SWD-MULTI-10)."""
    if phase not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}, got {phase!r}")
    if len(sides) != len(game.decks):
        raise ValueError(f"the game has {len(game.decks)} players: give one side each")
    if not -1 <= claimed < len(sides) or not 0 <= passes < len(sides):
        raise ValueError("claimed must be -1 or a seat, and passes less than the players")
    seats = list(range(len(sides)))
    if table is not None and sorted(table) != seats:
        raise ValueError(f"table must name each seat once (clockwise), got {table}")
    if not set(out) <= set(seats) or len(set(out)) >= len(seats) - 1:
        raise ValueError("out must name seats, and leave at least two players in the game")
    s = DestinyState(game, seed=0)
    if table is not None:
        s.table = list(table)
    for seat in out:
        s.out[seat] = True
    s.round = round
    s.phase = "action"
    s.turn = turn
    s.claimed = claimed
    s.passes = passes
    pool = game.pool

    def card_of(code: str, seat: int) -> CardDef:
        found = pool.by_code.get(code.rstrip("!"))
        if found is None:
            raise ValueError(f"player {seat + 1}: unknown card code {code!r}")
        return found

    def add_die(card_index: int, seat: int, unit: int) -> None:
        die = GameDie(len(s.dice), card_index, seat, s.cards[card_index].die)
        if unit >= 0:
            die.unit = unit
            die.where = ON_CARD
        s.dice.append(die)

    for seat, side in enumerate(sides):
        chars = []
        for n, code in enumerate(side.characters):
            card = card_of(code, seat)
            unit = new_unit(s, card.index, seat, CHARACTER)
            unit.elite = code.endswith("!")
            unit.damage = side.damage[n] if n < len(side.damage) else 0
            unit.shields = side.shields[n] if n < len(side.shields) else 0
            if unit.damage >= card.health or not 0 <= unit.shields <= MAX_SHIELDS:
                raise ValueError(f"player {seat + 1}: {card.name} cannot start with that")
            chars.append(unit.uid)
            for _ in range(2 if unit.elite else 1):
                add_die(card.index, seat, unit.uid)
        for code, which in side.upgrades:
            card = card_of(code, seat)
            unit = new_unit(s, card.index, seat, UPGRADE)
            unit.host = chars[which]
            if card.has_die:
                add_die(card.index, seat, unit.uid)
        for code in side.supports:
            card = card_of(code, seat)
            unit = new_unit(s, card.index, seat, SUPPORT)
            if card.has_die:
                add_die(card.index, seat, unit.uid)
        for code in side.exhausted:
            ready = [
                u
                for u in s.units
                if u.owner == seat and u.ready and s.cards[u.card].code == code.rstrip("!")
            ]
            if not ready:
                raise ValueError(f"player {seat + 1}: no ready card {code!r} in play to exhaust")
            ready[0].ready = False
        s.hand[seat] = sorted(card_of(c, seat).index for c in side.hand)
        s.deck[seat] = [card_of(c, seat).index for c in side.deck]
        s.discard[seat] = [card_of(c, seat).index for c in side.discard]
        for c in side.hand + side.deck + side.discard:
            if card_of(c, seat).has_die:
                add_die(card_of(c, seat).index, seat, -1)
        s.resources[seat] = side.resources
    code = sides[battlefield].battlefield or game.decks[battlefield].battlefield
    bf = new_unit(s, pool.by_code[code].index, battlefield, BATTLEFIELD)
    bf.controller = battlefield if controller < 0 else controller
    s.battlefield = bf.uid
    s.push(("upkeep", 0) if phase == "upkeep" else ("turn", 0))
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


def show_side(s: DestinyState, die_id: int, side: int) -> None:
    """Turn a die already in a pool to ``side`` (0-based)."""
    if s.dice[die_id].where != IN_POOL or not 0 <= side < 6:
        raise ValueError(f"{s.die_name(die_id)} is not in a pool, or side {side} is not 0-5")
    s.dice[die_id].side = side
    refresh(s)


def set_damage(s: DestinyState, uid: int, damage: int) -> None:
    """Put ``damage`` on a character (less than its health)."""
    if not 0 <= damage < s.card(uid).health:
        raise ValueError(f"{s.name(uid)} cannot hold {damage} damage")
    s.units[uid].damage = damage
    refresh(s)


def set_shields(s: DestinyState, uid: int, shields: int) -> None:
    """Give a character ``shields`` shields (at most 3, SWD-SHIELD-03)."""
    if not 0 <= shields <= MAX_SHIELDS:
        raise ValueError(f"a character holds 0 to {MAX_SHIELDS} shields, not {shields}")
    s.units[uid].shields = shields
    refresh(s)


def set_ready(s: DestinyState, uid: int, ready: bool) -> None:
    """Ready or exhaust a card in play."""
    s.units[uid].ready = ready
    refresh(s)


def set_resources(s: DestinyState, seat: int, resources: int) -> None:
    if resources < 0:
        raise ValueError("resources cannot be negative")
    s.resources[seat] = resources
    refresh(s)


def discard_from_play(s: DestinyState, uid: int) -> None:
    """Discard a card in play (a support, an upgrade; a character is defeated instead),
    with its dice and upgrades as the rules move them; nothing triggers."""
    from rulebound.games.destiny.rules import leave_play

    if not s.units[uid].in_play:
        raise ValueError(f"{s.name(uid)} is not in play")
    leave_play(s, uid)
    refresh(s)


def script_rolls(
    s: DestinyState, *outcomes: int, dice: dict[int, list[int]] | None = None
) -> ScriptedRolls:
    """From now on, every roll shows a scripted side: die ``d`` shows the sides listed
    in ``dice[d]`` in turn; other rolls and random picks (a random card from a hand)
    take ``outcomes`` in order. One draw more than was scripted raises
    :class:`~.rolls.UnscriptedRollError`; ``.left()`` of the returned roller counts
    what was not used."""
    roller = ScriptedRolls(outcomes, dice)
    s.rng = roller
    return roller


def refresh(s: DestinyState) -> None:
    """Recompute the pending decision after a test edits the state directly (the
    waiting step goes back on the stack and asks again)."""
    s.refresh()

"""Helpers shared by the Star Wars: Destiny rules tests.

The folder has no ``__init__.py``: test modules import these with
``from swd_helpers import ...``. Typical test::

    @rules("SWD-MOD-02")
    def test_modifier_adds_its_value():
        s = position(Side(characters=["01038!"]), Side(characters=["01002"]))
        rey = uid(s, "Rey")
        put_in_pool(s, rey, 0, 1)                 # 1 melee and +2 melee
        act(s, "action", "resolve dice showing melee")
        act(s, "resolve-die", "showing 1 melee")
        act(s, "add-modifier", "showing +2 melee")
        act(s, "add-modifier", "done")
        act(s, "symbol-target", "First Order Stormtrooper")
        assert s.units[uid(s, "First Order Stormtrooper")].damage == 3

Card codes used often are constants below; faces are 0-based indices into the
card's ``die`` list in ``data/awakenings.toml``. In the die summaries of the comments,
RD/MD are ranged/melee damage, F focus, Dr disrupt, Dc discard, Sh shield, R resource,
Sp special and - blank; ``(1)`` is a resource cost and ``+`` a modifier.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.labels import die_label, unit_label
from rulebound.games.destiny.position import Side, build_position, put_in_pool, refresh
from rulebound.games.destiny.state import DestinyState

rules = pytest.mark.rules

__all__ = ["Side", "put_in_pool", "refresh", "rules"]

# Characters
STORMTROOPER = "01002"  # 7 pts, 7 health, red villain: 1RD 2RD 2RD(1) 1R - -
VADER = "01010"
KYLO = "01011"  # 10/13, 11 health, blue villain: 1MD 2MD(1) 1Sh 1R Sp -
JANGO = "01021"  # yellow villain: 1RD 2RD 1MD 1R +1R -
TUSKEN = "01022"  # Tusken Raider, yellow villain, non-unique: 1RD 1MD 3MD(1) 1Sh 1R -
LEIA = "01028"
QUI_GON = "01037"  # blue hero: 1MD 2MD 1Sh 2Sh 1R -
REY = "01038"  # 9/12, 10 health, blue hero: 1MD +2MD 1Dc 1R +1R -
FINN = "01045"  # 13/16, 10 health, yellow hero: 1RD 2RD 1MD 1Sh 1R -
HAN = "01046"  # yellow hero: 2RD 3RD(1) 2Dr 1R 1R -; may gain 1 shield after an Ambush
# Upgrades
F11D = "01008"  # F-11D Rifle, red villain weapon, cost 2, Redeploy: 2RD(1) +1RD +2RD 1R Sp -
IMMOBILIZE = "01014"  # blue villain, "Blue characters only", cost 2: 1Dr 1Sh 1Sh 2Sh 1R -
INFANTRY_GRENADES = "01017"  # gray villain weapon, cost 2: 1RD 2RD(1) 1R Sp - -
CRIME_LORD = "01023"  # yellow only, cost 4: 2F 3Dr(1) 2Sh 2R Sp Sp
JEDI_ROBES = "01040"  # blue hero, cost 2: 1F 1F 1Dr 1R +1R -
ONE_WITH_THE_FORCE = "01042"  # blue only, cost 4: 3RD 2F 3F 3Dr 2Sh 2R
REYS_STAFF = "01044"  # unique gray hero weapon, cost 2: 1MD 1MD 3MD(1) 1R Sp -
FORCE_THROW = "01057"  # blue only, cost 3: 1RD 1Dr 2Dr Sp Sp -
LIGHTSABER = "01059"  # blue neutral weapon, cost 3, Redeploy: 3MD(1) +2MD 1Sh 1R Sp -
MIND_PROBE = "01060"  # blue only, cost 4: 3RD(1) 2Dr 2Dc Sp Sp -
COMLINK = "01061"  # gray neutral, cost 2: 1F 1F 1Sh 1R +1R -
PERSONAL_ESCORT = "01078"  # red villain, cost 1, no die: the character gains Guardian
SECOND_CHANCE = "01137"  # yellow hero, "Yellow characters only", cost 3, no die
HUNKER_DOWN = "01164"  # yellow neutral, cost 0, no die: Action - exhaust, 1 shield
# Supports
TIE_FIGHTER = "01006"  # red villain, cost 3: 1RD 2RD 3RD(1) 1Dr Sp -
BB8 = "01043"  # unique gray hero, cost 1: 1F 1Dr 1Sh 1R Sp -
EMPERORS_FAVOR = "01088"  # unique blue villain, cost 1: hand size +1
POWER_OF_THE_DARK_SIDE = "01089"  # blue villain, cost 2
UNDERWORLD = "01101"  # Underworld Connections, cost 2: Action - exhaust to gain 1 resource
AWAKENING = "01124"  # blue hero, cost 1
IT_BINDS = "01150"  # It Binds All Things, blue neutral, cost 1
# Events
BEST_DEFENSE = "01075"  # The Best Defense..., red villain
ENRAGE = "01081"
ACE_IN_THE_HOLE = "01092"
HEROISM = "01117"
DARING_ESCAPE = "01126"  # Ambush
DRAW_ATTENTION = "01128"
WOOKIEE = "01130"  # Let The Wookiee Win
SCAVENGE = "01132"  # cost 0
DISTURBANCE = "01146"  # Disturbance in the Force: reroll every die in every pool
USE_THE_FORCE = "01149"  # cost 1: spot a blue character
AIM = "01151"
BLOCK = "01153"  # cost 2: remove each opponent die showing melee
DODGE = "01155"  # cost 2: remove each opponent die showing ranged
FLANK = "01156"  # cost 1: only if your ready characters outnumber the opponent's
TAKE_COVER = "01157"  # gray, cost 0: one character gains 1 shield
UNPREDICTABLE = "01162"  # cost 0, Ambush: reroll one die
# Battlefields
FROZEN_WASTES = "01168"
REBEL_WAR_ROOM = "01171"
STARSHIP_GRAVEYARD = "01174"

TROOPER = "First Order Stormtrooper"


@cache
def game(**params: Any) -> DestinyGame:
    return DestinyGame(**params)


def position(
    p1: Side, p2: Side, params: dict[str, Any] | None = None, **kwargs: Any
) -> DestinyState:
    """A built position (round 1 action phase, P1 to act unless ``turn=1``)."""
    g = game(**(params or {}))
    return build_position(g, (p1, p2), **kwargs)


def uid(s: DestinyState, name: str, seat: int | None = None, nth: int = 0) -> int:
    """The uid of the ``nth`` card in play called ``name`` (optionally of ``seat``)."""
    found = [
        u.uid
        for u in s.units
        if u.in_play and s.cards[u.card].name == name and (seat is None or u.controller == seat)
    ]
    if len(found) <= nth:
        raise AssertionError(f"no card in play named {name!r} (#{nth})")
    return found[nth]


def dice_of(s: DestinyState, uid_: int) -> list[int]:
    return [d.id for d in s.dice if d.unit == uid_]


def labels(s: DestinyState) -> list[str]:
    return list(s.labels().values())


def tagged_labels(s: DestinyState) -> dict[int, str]:
    """The options' labels with each card in play and each die tagged by its number in
    the state, ``Rey, Force Prodigy [#3, P1]``, ``Rey die [#0, P1] showing 1 melee``:
    a test picks exactly the card or die it set up, where a player reads the names."""
    tagged = {}
    for action, label in s.labels().items():
        uid_ = _unit_of(action)
        if uid_ is not None and 0 <= uid_ < len(s.units):
            unit = s.units[uid_]
            old = f"{s.cards[unit.card].title} [#{uid_}, P{unit.controller + 1}]"
            label = label.replace(unit_label(s, uid_), old)
        elif enc.DIE <= action < enc.SIDE:
            die = s.dice[action - enc.DIE]
            shown = die_label(s, die.id).split(" showing ")[0]
            old = f"{s.cards[die.card].name} die [#{die.id}, P{die.owner + 1}]"
            label = label.replace(shown, old)
        tagged[action] = label
    return tagged


def tagged(s: DestinyState) -> list[str]:
    """The pending options' tagged labels, in order."""
    return list(tagged_labels(s).values())


def _unit_of(action: int) -> int | None:
    if enc.UNIT <= action < enc.DIE:
        return action - enc.UNIT
    if action >= enc.CARD_ACTION:
        return (action - enc.CARD_ACTION) // 4
    return None


def act(s: DestinyState, kind: str, text: str) -> None:
    """Answer the pending decision, which must be of ``kind``, with the one option
    whose label (tagged, see ``tagged_labels``) contains ``text`` (an error if none or
    several do)."""
    decision = s.decision()
    if decision.kind != kind:
        raise AssertionError(
            f"expected a {kind!r} decision, got {decision.kind!r}: {decision.prompt} {labels(s)}"
        )
    options = tagged_labels(s)
    matches = [a for a, label in options.items() if text in label]
    if len(matches) != 1:
        raise AssertionError(f"{len(matches)} options match {text!r} in {list(options.values())}")
    s.apply_action(matches[0])


def has_option(s: DestinyState, text: str) -> bool:
    return any(text in label for label in tagged_labels(s).values())


def log(s: DestinyState) -> list[str]:
    """The game's event lines, in order."""
    return [e.text for e in s.events]


def index(s: DestinyState, code: str) -> int:
    """The card-pool index of the card with this code."""
    return s.game.pool.by_code[code].index


def tag(uid_: int) -> str:
    """The part of a card's option label that names exactly that card in play."""
    return f"[#{uid_},"


def pick_unit(s: DestinyState, kind: str, unit_id: int) -> None:
    """Answer a decision with the option naming this card in play."""
    act(s, kind, f"[#{unit_id}, P")


def pick_die(s: DestinyState, kind: str, die_id: int) -> None:
    """Answer a decision with the option naming this die."""
    act(s, kind, f"die [#{die_id}, P")


def die_options(s: DestinyState) -> set[int]:
    """Die ids offered by the pending decision."""
    found = set()
    for label in tagged_labels(s).values():
        if " die [#" in label:
            found.add(int(label.split(" die [#")[1].split(",")[0]))
    return found


def resolve(s: DestinyState, symbol: str, die: str, target: str = "") -> None:
    """One resolve action of a single die (no modifier), optionally onto a target."""
    act(s, "action", f"resolve dice showing {symbol}")
    act(s, "resolve-die", die)
    if s.decision().kind == "add-modifier":
        act(s, "add-modifier", "done")
    if target:
        act(s, "symbol-target", target)


def asking(s: DestinyState) -> int:
    """The card whose ability is asking the pending "may" question."""
    assert s.decision().kind == "may" and s.waiting is not None
    return int(s.frames[s.waiting[1]]["source"])


def pass_turn(s: DestinyState) -> None:
    act(s, "action", "pass")


def finish_upkeep(s: DestinyState) -> None:
    """Keep every card at upkeep step 4, for both players, if they are asked."""
    while s.decision().kind == "upkeep-discard":
        act(s, "upkeep-discard", "keep the rest and draw")


def end_round(s: DestinyState) -> None:
    """Both players pass (the one to act first), then upkeep with nothing discarded."""
    pass_turn(s)
    pass_turn(s)
    finish_upkeep(s)

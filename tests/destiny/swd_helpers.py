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
card's ``die`` list in ``data/awakenings.toml``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.position import Side, build_position, put_in_pool, refresh
from rulebound.games.destiny.state import DestinyState

rules = pytest.mark.rules

__all__ = ["Side", "put_in_pool", "refresh", "rules"]

# Characters
STORMTROOPER = "01002"  # 7 pts, 7 health, red villain: 1RD 2RD 2RD(1) 1R - -
VADER = "01010"
KYLO = "01011"  # 10/13, 11 health, blue villain: 1MD 2MD(1) 1Sh 1R Sp -
JANGO = "01021"
TUSKEN = "01022"
LEIA = "01028"
QUI_GON = "01037"
REY = "01038"  # 9/12, 10 health, blue hero: 1MD +2MD 1Dc 1R +1R -
FINN = "01045"  # 13/16, 10 health, yellow hero: 1RD 2RD 1MD 1Sh 1R -
HAN = "01046"
# Battlefields
FROZEN_WASTES = "01168"
REBEL_WAR_ROOM = "01171"
STARSHIP_GRAVEYARD = "01174"


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


def act(s: DestinyState, kind: str, text: str) -> None:
    """Answer the pending decision, which must be of ``kind``, with the one option
    whose label contains ``text`` (an error if none or several do)."""
    decision = s.decision()
    if decision.kind != kind:
        raise AssertionError(
            f"expected a {kind!r} decision, got {decision.kind!r}: {decision.prompt} {labels(s)}"
        )
    matches = [a for a, label in s.labels().items() if text in label]
    if len(matches) != 1:
        raise AssertionError(f"{len(matches)} options match {text!r} in {labels(s)}")
    s.apply_action(matches[0])


def has_option(s: DestinyState, text: str) -> bool:
    return any(text in label for label in labels(s))

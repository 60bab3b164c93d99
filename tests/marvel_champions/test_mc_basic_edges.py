"""The basic cards at the edges of their conditions (the mutants of
``scripts/basic.py`` that the card tests let through)."""

from __future__ import annotations

from mc_helpers import (
    FIRST_AID,
    GENIUS,
    HYDRA_MERCENARY,
    STRENGTH,
    TENACITY,
    act,
    engage,
    hand,
    identity,
    labels,
    mark,
    put,
    start,
)
from test_mc_audit_basic import play_nick_fury


def test_first_aid_needs_a_damaged_character() -> None:
    s = start()
    hand(s, FIRST_AID, GENIUS)
    assert "play First Aid" not in labels(s)
    mark(s, identity(s), damage=1)
    act(s, "turn", "play First Aid")
    act(s, "pay", "Genius")
    assert s.units[identity(s)].damage == 0


def test_tenacity_readies_only_an_exhausted_hero() -> None:
    s = start(form="hero")
    put(s, TENACITY)
    hand(s, STRENGTH)
    assert not any("Tenacity" in label for label in labels(s))
    mark(s, identity(s), exhausted=True)
    act(s, "turn", "Tenacity")
    act(s, "pay", "Strength")
    assert not s.units[identity(s)].exhausted


def test_nick_fury_deals_4_damage_past_a_guard() -> None:
    """Not an attack: the 4 damage may go to the villain while a Guard minion is
    engaged, and the option is always there (an enemy is always in play)."""
    s = start()
    engage(s, HYDRA_MERCENARY)  # Guard
    play_nick_fury(s)
    act(s, "choose-option", "deal 4 damage")
    act(s, "choose-enemy", "Rhino")
    assert s.units[s.villain].damage == 4

"""The planner's plans with :data:`planner.REST_HAND`: no Long Rest while two cards or
more are still in hand, a monster on the board and HP above half (session 44, not
kept: 85 of 320 weak-pair games against 98)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position


def _long_rest_offered(hp: int, rest_hand: int, monkeypatch: pytest.MonkeyPatch) -> bool:
    monkeypatch.setattr(planner, "REST_HAND", rest_hand)
    s = build_position(
        Position(
            scenario=1,
            party=[
                Character(
                    "spellweaver",
                    hex=(2, 2),
                    hp=hp,
                    hand=["Mana Bolt", "Flame Strike"],
                    discard=["Fire Orbs", "Frost Armor", "Freezing Nova"],
                ),
                Character("brute", hex=(1, 5)),
            ],
            monsters=[Monster("bandit-guard", (-2, 4))],
            round=3,
        )
    )
    d = s.decision()
    assert d.kind == "plan" and d.seat == 0
    return enc.LONG_REST in planner.candidates(s, 0, list(d.options))


def test_no_long_rest_with_a_round_of_cards_in_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    # GH-LREST-02: each Long Rest loses a card, whatever the hand still holds
    assert _long_rest_offered(6, 0, monkeypatch)
    assert not _long_rest_offered(6, 2, monkeypatch)
    assert _long_rest_offered(3, 2, monkeypatch)  # at half its HP or less: offered

"""The planner's evaluation as features and a weight table (session 43): the hand-set
table is the evaluation of sessions 30-42, term for term, and the features a fit may
weigh read the frailer character (the one that is not the tank) apart."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.planner import FEATURES, evaluate, features, hand_set
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.state import GloomhavenState


def _room_one(spellweaver_hp: int = 6) -> GloomhavenState:
    """Round 4's plans in scenario 1's first room: the Brute (10 HP) and a Spellweaver
    (6 HP, two cards lost, one discarded) with a Bandit Guard next to her."""
    return build_position(
        Position(
            scenario=1,
            party=[
                Character("brute", hex=(0, 4)),
                Character(
                    "spellweaver",
                    hex=(3, 1),
                    hp=spellweaver_hp,
                    lost=["Fire Orbs", "Impaling Eruption"],
                    discard=["Frost Armor"],
                ),
            ],
            monsters=[Monster("bandit-guard", (3, 2)), Monster("bandit-archer", (0, 6))],
            round=4,
        )
    )


def test_the_evaluation_is_the_hand_set_table_dotted_with_the_features() -> None:
    s = _room_one()
    value = features(s)
    assert len(value) == len(FEATURES)
    table = hand_set()
    assert evaluate(s) == sum(table[n] * v for n, v in zip(FEATURES, value, strict=True))
    # the hand-set terms (GH-HP, cards in hand and discard): a card 4, an HP 1.5
    got = dict(zip(FEATURES, value, strict=True))
    assert got["cards"] == 10 + 6 and got["hp"] == 10 + 6 and got["monsters"] == 2
    assert table["cards"] == planner.CARD and table["hp"] == planner.HP


def test_the_evaluation_gives_what_sessions_30_to_42s_gave() -> None:
    """The values the evaluation before the refactor (commit eada211, term by term)
    gave these positions: a weight or a feature that changed, or a term left out of the
    table, moves them."""
    assert evaluate(_room_one()) == pytest.approx(-77.50364586581509)
    assert evaluate(_room_one(spellweaver_hp=2)) == pytest.approx(-91.50364586581509)


def test_the_frailer_characters_features_are_its_own() -> None:
    got = dict(zip(FEATURES, features(_room_one()), strict=True))
    # the Spellweaver (6 HP, 8 cards) is the frailer of the two, not the Brute
    assert got["frail_hp"] == 6 and got["frail_cards"] == 6 and got["lost"] == 2
    assert got["frail_adjacent"] == 1  # the guard next to her
    assert got["frail_rounds"] == planner.rounds_left(5, 1)
    assert got["min_rounds"] == got["frail_rounds"] < got["rounds"]
    hurt = dict(zip(FEATURES, features(_room_one(spellweaver_hp=2)), strict=True))
    assert hurt["frail_hp"] == 2 and hurt["near_death"] == planner.NEAR_DEATH - 2


def test_the_new_features_weigh_nothing_in_the_hand_set_table() -> None:
    table = hand_set()
    new = ("frail_hp", "frail_cards", "frail_rounds", "min_rounds", "rounds", "lost")
    assert all(table[n] == 0.0 for n in (*new, "frail_threat", "frail_adjacent", "round"))

"""She-Hulk's cards at the edges of their conditions (the mutants of
``scripts/she_hulk.py`` that the card tests let through)."""

from __future__ import annotations

from mc_helpers import act, engage, kind, labels, rules, threat, with_keywords
from test_mc_cards_modular import by_name, pay
from test_mc_cards_she_hulk import (
    ENERGY,
    GAMMA_SLAM,
    GENIUS,
    LAW_DIVISION,
    LEGAL_PRACTICE,
    ONE_TWO,
    SHOCKER,
    STRENGTH,
    SUPER_STRENGTH,
    TIGRA,
    she_hulk,
)

from rulebound.games.marvel_champions.position import Position, Side, build_position
from rulebound.games.marvel_champions.rules import stat


def test_gamma_slam_needs_damage_on_she_hulk() -> None:
    s = she_hulk(hand=[GAMMA_SLAM, ENERGY, GENIUS, STRENGTH, ENERGY])
    assert not any("Gamma Slam" in label for label in labels(s))
    s = she_hulk(damage=1, hand=[GAMMA_SLAM, ENERGY, GENIUS, STRENGTH, ENERGY])
    act(s, "turn", "Gamma Slam")
    pay(s, "")
    assert s.units[s.villain].damage == 1


def test_one_two_punch_is_no_response_to_an_event_attack() -> None:
    s = she_hulk(damage=2, hand=[GAMMA_SLAM, ONE_TWO, ENERGY, GENIUS, STRENGTH])
    act(s, "turn", "Gamma Slam")
    act(s, "pay", "Energy")  # 2 resources each; Strength stays to pay for One-Two Punch
    act(s, "pay", "Genius")
    # Gamma Slam is an attack, not a basic attack: One-Two Punch has nothing to answer
    assert kind(s) == "turn" and s.units[s.villain].damage == 2


def test_superhuman_strength_is_for_she_hulk_only() -> None:
    s = she_hulk(play=[SUPER_STRENGTH, TIGRA])
    tigra = by_name(s, "Tigra")
    assert stat(s, tigra, "attack") == 2 and stat(s, s.villain, "attack") == 2
    act(s, "turn", "Tigra")
    # Tigra's attack neither spends Superhuman Strength nor stuns Rhino
    assert s.units[s.villain].damage == 2 and s.units[s.villain].stunned == 0
    assert "Superhuman Strength" in [s.name(u) for u in s.play]


@rules("MC-KEYWORD-PATROL-01")
def test_superhuman_law_division_is_no_thwart_of_a_patrolled_main_scheme() -> None:
    s = build_position(
        Position(players=[Side("she-hulk", play=[LAW_DIVISION], hand=[GENIUS])], main_threat=4)
    )
    with_keywords(s, SHOCKER, "Patrol")
    engage(s, SHOCKER)
    assert not any("Superhuman Law Division" in label for label in labels(s))


def test_legal_practice_stops_when_the_hand_is_empty() -> None:
    s = build_position(
        Position(players=[Side("she-hulk", hand=[LEGAL_PRACTICE, ENERGY, GENIUS])], main_threat=5)
    )
    act(s, "turn", "Legal Practice")
    act(s, "discard", "Energy")
    act(s, "discard", "Genius")
    # nothing left to discard: no "or stop" question with only "stop" in it
    assert kind(s) != "discard" and threat(s) == 3


def test_legal_practice_discards_5_cards_at_most() -> None:
    cards = [ENERGY, GENIUS, STRENGTH, ENERGY, GENIUS, STRENGTH]
    s = build_position(
        Position(players=[Side("she-hulk", hand=[LEGAL_PRACTICE, *cards])], main_threat=7)
    )
    act(s, "turn", "Legal Practice")
    for _ in range(5):
        act(s, "discard", "discard")
    assert kind(s) != "discard" and threat(s) == 2 and len(s.players[0].hand) == 1

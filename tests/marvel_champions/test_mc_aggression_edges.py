"""The Aggression cards at the edges of their conditions (the mutants of
``scripts/aggression.py`` that the aspect's card tests let through)."""

from __future__ import annotations

from mc_helpers import act, kind, rules, threat
from test_mc_cards_she_hulk import (
    CHASE,
    GENIUS,
    HULK,
    HYDRA_MERCENARY,
    STRENGTH,
    TIGRA,
    TRAINING,
    she_hulk,
)

from rulebound.games.marvel_champions.position import InPlay, Position, Side, build_position
from rulebound.games.marvel_champions.rules import stat


def test_tigra_heals_only_after_her_own_attack() -> None:
    s = she_hulk(play=[InPlay(TIGRA, damage=1)], minions=[HYDRA_MERCENARY])
    act(s, "turn", "basic attack")  # She-Hulk defeats the minion, not Tigra
    assert kind(s) == "turn"


def test_chase_them_down_needs_a_defeated_enemy() -> None:
    s = build_position(
        Position(players=[Side("she-hulk", form="hero", hand=[CHASE])], main_threat=4)
    )
    act(s, "turn", "basic attack")  # Rhino survives
    assert kind(s) == "turn" and threat(s) == 4


def test_combat_training_raises_only_its_heros_attack() -> None:
    s = she_hulk(play=[TRAINING, TIGRA])
    tigra = next(u for u in s.play if s.name(u) == "Tigra")
    assert stat(s, s.villain, "attack") == 2 and stat(s, tigra, "attack") == 2


def test_hulk_keeps_going_on_a_physical_card() -> None:
    s = she_hulk(play=[HULK], deck=[STRENGTH, GENIUS])
    act(s, "turn", "Hulk")  # ATK 3, then the physical top card: 2 damage to Rhino
    me = s.view(0)["players"][0]
    assert s.units[s.villain].damage == 3 + 2 and me["discard"] == ["Strength"]
    assert [c["name"] for c in me["in_play"]] == ["Hulk"]


@rules("MC-PDECK-02")
def test_hulk_emptying_the_deck_is_a_deck_out() -> None:
    s = she_hulk(play=[HULK], deck=[STRENGTH])
    act(s, "turn", "Hulk")
    p = s.players[0]
    assert len(p.deck) == 1 and p.discard == [] and len(p.dealt) == 1

"""Encounter reveals the session 27 mutation sample found untested (issue 22).
Positions come from the public position builder (through mc_helpers)."""

from __future__ import annotations

from mc_helpers import GENIUS, SHOCKER, act, kind, reveal, rules, stack_encounter, start

from rulebound.games.marvel_champions.position import Position, Side, build_position

ULTRON_DRONES = "01140"  # environment
BLACK_WIDOW = "01075"  # "Interrupt: when a card is revealed from the encounter deck..."
BIOMECHANICAL_UPGRADES = "01185"  # Surge


@rules("MC-ENVIRONMENT-01", "MC-ENVIRONMENT-02")
def test_a_revealed_environment_enters_the_villains_play_area() -> None:
    """An environment is nobody's card: it stays in play beside the villain, and no
    player's play area shows it."""
    s = start(heroes="spider-man,captain-marvel", form="hero")
    drones = reveal(s, ULTRON_DRONES)
    assert kind(s) == "turn" and s.units[drones].in_play
    view = s.view(0)
    assert [e["name"] for e in view["environments"]] == ["Ultron Drones"]
    for p in view["players"]:
        assert "Ultron Drones" not in [c["name"] for c in p["in_play"]]


def test_a_surge_reveals_from_the_encounter_deck() -> None:
    """Biomechanical Upgrades' Surge reveals Shocker from the top of the encounter deck:
    Black Widow, who answers only a card revealed from the encounter deck, is offered."""
    s = build_position(Position(players=[Side(play=[BLACK_WIDOW], hand=[GENIUS])]))
    stack_encounter(s, SHOCKER)
    reveal(s, BIOMECHANICAL_UPGRADES)
    act(s, "interrupt", "pass")  # not for the Upgrades
    assert kind(s) == "interrupt" and "Shocker" in s.decision().prompt
    act(s, "interrupt", "Black Widow")

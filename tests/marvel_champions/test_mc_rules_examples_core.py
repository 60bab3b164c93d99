"""Worked examples of the rules catalog (section 22) that Core Set cards play out:
Ultron's "after Ultron attacked you" when an ally defends, Repulsor Blast's "additional"
damage against a tough card, and Iron Man's maximum hand size."""

from __future__ import annotations

from mc_helpers import act, finish_round, kind, labels, put, rules

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    discard_from_play,
    mark,
    start_activation,
)
from rulebound.games.marvel_champions.rules import hand_size

REPULSOR_BLAST, ENERGY, GENIUS, STRENGTH, MARK_V_ARMOR = "01031", "01088", "01089", "01090", "01036"
BLACK_CAT, SHOCKER = "01002", "01103"


@rules("MC-EX-16")
def test_ultron_attacked_you_even_if_an_ally_defended() -> None:
    """Ultron I attacks player 2, whose Black Cat defends: the forced response resolves
    for player 2 (a Drone from the top of their deck engages them)."""
    s = build_position(
        Position(
            [Side("iron-man", form="hero"), Side(form="hero")],
            villain="ultron",
            encounter_top=["01186"],  # the boost card (no boost icon)
        )
    )
    for m in [m for m in s.play if s.name(m) == "Drone"]:
        discard_from_play(s, m)  # the Drones of set-up
    cat = put(s, BLACK_CAT, 1)
    decks = [list(p.deck) for p in s.players]
    start_activation(s, 1, "attack")
    while kind(s) != "turn":
        k = kind(s)
        pick = {"defend": "Black Cat"}.get(k, "Drone" if k != "interrupt" else "pass")
        act(s, k, pick if any(pick in x for x in labels(s)) else "pass")
    assert s.units[cat].damage == 1 or not s.units[cat].in_play  # Black Cat defended
    engaged = [[m["name"] for m in p["engaged_minions"]] for p in s.view(1)["players"]]
    assert engaged == [[], ["Drone"]]
    assert s.players[0].deck == decks[0]  # nothing from the first player's deck


@rules("MC-EX-39", "MC-FAQ-CORE-09")
def test_repulsor_blast_additional_damage_is_one_instance_against_a_tough_card() -> None:
    """The top 5 show 2 printed energy resources (Energy): 1 + 2 x 2 = 5 damage dealt as
    one instance; Shocker's tough card prevents all of it and is discarded."""
    s = build_position(
        Position(
            [
                Side(
                    "iron-man",
                    form="hero",
                    hand=[REPULSOR_BLAST, STRENGTH],
                    deck_top=[ENERGY, GENIUS, STRENGTH, GENIUS, MARK_V_ARMOR],
                    minions=[SHOCKER],
                )
            ]
        )
    )
    shocker = next(u for u in s.play if s.name(u) == "Shocker")
    mark(s, shocker, tough=1)
    act(s, "turn", "Repulsor Blast")
    while kind(s) != "turn":
        k = kind(s)
        act(s, k, "Shocker" if any("Shocker" in x for x in labels(s)) else labels(s)[-1])
    assert s.units[shocker].in_play and s.units[shocker].damage == 0
    assert s.units[shocker].tough == 0


@rules("MC-EX-33")
def test_iron_man_hand_size_stops_at_7() -> None:
    """Iron Man (hand size 1) with all seven Tech upgrades of his kit: 1 + 7 would be 8,
    the maximum hand size of 7 caps it; at the end of the round he draws up to 7."""
    tech = ["01035", "01036", "01037", "01038", "01038", "01039", "01039"]
    s = build_position(Position([Side("iron-man", form="hero", play=tech[:5])]))
    assert hand_size(s, 0) == 1 + 5
    s = build_position(Position([Side("iron-man", form="hero", play=tech)]))
    assert hand_size(s, 0) == 7
    finish_round(s)
    assert len(s.players[0].hand) == 7

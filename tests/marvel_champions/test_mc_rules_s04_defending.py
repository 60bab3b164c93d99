"""Rule coverage, section 4.4: a defense ability used against an undefended attack
makes the hero its defender, so "after your hero defends" responses follow."""

from __future__ import annotations

from mc_helpers import act, hand, hp, identity, kind, labels, put, rules

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
)

BACKFLIP, COSMIC_FLIGHT, COUNTER_PUNCH, INDOMITABLE = "01003", "01017", "01077", "01082"
STRENGTH = "01090"


def _until_turn(s, take: str = "") -> None:  # type: ignore[no-untyped-def]
    while kind(s) != "turn":
        k = kind(s)
        if take and any(take in x for x in labels(s)):
            act(s, k, take)
        else:
            act(s, k, "no defender" if k == "defend" else "pass")


@rules("MC-DEFEND-10", "MC-DEFEND-11")
def test_cosmic_flight_against_an_undefended_attack_lets_indomitable_ready_her() -> None:
    s = build_position(Position([Side("captain-marvel", form="hero", exhausted=True)]))
    flight, indomitable = put(s, COSMIC_FLIGHT), put(s, INDOMITABLE)
    start_activation(s, 0, "attack")  # Rhino; exhausted, she cannot defend
    while kind(s) != "response":
        k = kind(s)
        act(s, k, "Cosmic Flight" if any("Cosmic Flight" in x for x in labels(s)) else "pass")
    assert not s.units[flight].in_play
    assert any("Indomitable" in x for x in labels(s))  # she defended with Cosmic Flight
    act(s, "response", "Indomitable")
    _until_turn(s)
    assert not s.units[identity(s)].exhausted and not s.units[indomitable].in_play


@rules("MC-DEFEND-11")
def test_backflip_then_counter_punch() -> None:
    """Spider-Man prevents all the damage with Backflip (a defense ability): he has
    defended, so Counter-Punch hits Rhino for his ATK."""
    s = build_position(Position([Side("spider-man", form="hero", exhausted=True)]))
    hand(s, BACKFLIP, COUNTER_PUNCH, STRENGTH, STRENGTH)
    start_activation(s, 0, "attack")
    while kind(s) != "response":
        k = kind(s)
        if k == "pay":
            act(s, k, "Strength")
        else:
            act(s, k, "Backflip" if any("Backflip" in x for x in labels(s)) else "pass")
    assert hp(s) == 10  # no damage taken
    act(s, "response", "Counter-Punch")
    _until_turn(s, "Strength")
    assert s.units[s.villain].damage == 2  # Spider-Man's ATK 2


@rules("MC-DEFEND-10")
def test_without_a_defense_ability_the_attack_stays_undefended() -> None:
    s = build_position(Position([Side("captain-marvel", form="hero", exhausted=True)]))
    indomitable = put(s, INDOMITABLE)
    start_activation(s, 0, "attack")
    _until_turn(s)
    assert s.units[indomitable].in_play and s.units[identity(s)].exhausted

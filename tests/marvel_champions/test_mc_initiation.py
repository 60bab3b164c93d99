"""Interrupts and responses to a step of initiating an ability (MC-INITIATE-05,
MC-COSTARROW-02): War Machine's damage cost, answered by made-up cards
(``position.made_up_card``)."""

from __future__ import annotations

from mc_helpers import MANSION, act, kind, put, rules

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import draw, exhaust_self, from_event, tough
from rulebound.games.marvel_champions.position import Position, Side, build_position

WAR_MACHINE = "01030"


def _iron_man_with_war_machine():  # type: ignore[no-untyped-def]
    s = build_position(Position(players=[Side("iron-man", form="hero", play=[WAR_MACHINE])]))
    machine = next(u for u in s.play if s.card(u).code == WAR_MACHINE)
    return s, machine


@rules("MC-INITIATE-05", "MC-COST-12")
def test_an_interrupt_to_paying_a_cost_comes_just_before_it() -> None:
    # Avengers Mansion made up: "Interrupt: when a character would be dealt damage,
    # exhaust the Mansion → give that character a tough status card". Paying War
    # Machine's cost (deal 2 damage to him) opens it; the tough card then prevents the
    # damage, and the cost is still paid.
    s, machine = _iron_man_with_war_machine()
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.interrupt(
            "would-be-dealt-damage",
            from_event("target", "target"),
            tough(),
            cost=(exhaust_self(),),
            text="give that character a tough status card",
        ),
    )
    put(s, MANSION)
    act(s, "turn", "War Machine")
    assert kind(s) == "interrupt" and s.units[s.villain].damage == 0
    act(s, "interrupt", "Avengers Mansion")
    assert s.units[machine].damage == 0 and s.units[machine].tough == 0
    assert s.units[s.villain].damage == 1  # the effect after the arrow resolved


@rules("MC-COSTARROW-02", "MC-COSTARROW-01")
def test_a_response_to_the_cost_resolves_before_the_effect() -> None:
    # Avengers Mansion made up: "Response: after a character takes damage, exhaust the
    # Mansion → draw 1 card". It answers War Machine's cost before his effect.
    s, machine = _iron_man_with_war_machine()
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.response("took-damage", draw(1), cost=(exhaust_self(),), text="draw 1"),
    )
    put(s, MANSION)
    act(s, "turn", "War Machine")
    assert kind(s) == "response" and s.units[machine].damage == 2
    assert s.units[s.villain].damage == 0  # the text after the arrow waits
    act(s, "response", "Avengers Mansion")
    assert len(s.players[0].hand) == 1 and s.units[s.villain].damage == 1

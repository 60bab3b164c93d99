"""Playing a card ignoring its resource cost (MC-IGNORE-01, MC-KEYWORD-REQUIREMENT-02), by
made-up cards: ``made_up_card`` gives Avengers Mansion "(you may) play an ally (an event)
from your hand, ignoring its resource cost" (``play_ignoring_cost``); ``card_variant``
gives Daredevil and Swinging Web Kick a resource Requirement. The ally-or-event case
and "counts as paid with 0 resources" are in ``test_mc_costs.py``."""

from __future__ import annotations

from mc_helpers import (
    DAREDEVIL,
    ENERGY,
    JESSICA,
    MANSION,
    STRENGTH,
    WEB_KICK,
    act,
    hand,
    kind,
    labels,
    position,
    put,
    rules,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions.dsl import draw, play_ignoring_cost, then
from rulebound.games.marvel_champions.state import McState


def _free_player(s: McState) -> None:
    position.made_up_card(
        s, MANSION, lambda c: c.action(play_ignoring_cost("ally", may=True), text="free ally")
    )
    put(s, MANSION)
    with_keywords(s, DAREDEVIL, "Requirement (mental)")


@rules("MC-KEYWORD-REQUIREMENT-02")
def test_a_card_with_a_requirement_cannot_be_played_ignoring_its_cost() -> None:
    s = start(form="hero")
    _free_player(s)
    dd, jj = hand(s, DAREDEVIL, JESSICA)
    act(s, "turn", "Avengers Mansion: free ally")
    assert kind(s) == "play-ignoring-cost" and "play Daredevil" not in labels(s)
    act(s, "play-ignoring-cost", "play Jessica Jones")
    assert s.units[jj].in_play and s.players[0].hand == [dd]  # nothing was paid


@rules("MC-KEYWORD-REQUIREMENT-02")
def test_nothing_is_played_when_only_a_requirement_card_is_in_hand() -> None:
    s = start(form="hero")
    _free_player(s)
    (dd,) = hand(s, DAREDEVIL)
    act(s, "turn", "Avengers Mansion: free ally")
    assert kind(s) == "turn" and not s.units[dd].in_play


@rules("MC-MAY-01", "MC-IGNORE-01")
def test_you_may_play_lets_the_player_decline() -> None:
    s = start(form="hero")
    _free_player(s)
    (jj,) = hand(s, JESSICA)
    act(s, "turn", "Avengers Mansion: free ally")
    act(s, "play-ignoring-cost", "play none")
    assert kind(s) == "turn" and s.players[0].hand == [jj]


@rules("MC-IGNORE-01", "MC-KEYWORD-REQUIREMENT-02")
def test_an_event_with_a_requirement_cannot_be_played_ignoring_its_cost() -> None:
    # Avengers Mansion made up: "Action: play an event from your hand, ignoring its
    # resource cost" (no "may": the player must play one); Swinging Web Kick made up with
    # a resource Requirement.
    s = start(form="hero")
    position.made_up_card(
        s, MANSION, lambda c: c.action(play_ignoring_cost("event"), text="free event")
    )
    put(s, MANSION)
    with_keywords(s, WEB_KICK, "Requirement (physical)")
    (kick,) = hand(s, WEB_KICK)
    act(s, "turn", "Avengers Mansion: free event")
    assert kind(s) == "turn" and s.players[0].hand == [kick]


@rules("MC-IGNORE-01")
def test_an_ally_played_ignoring_its_cost_spends_no_resource() -> None:
    # Energy and Strength in hand could pay for Jessica Jones: none is asked for.
    s = start(form="hero")
    _free_player(s)
    jj, energy, strength = hand(s, JESSICA, ENERGY, STRENGTH)
    act(s, "turn", "Avengers Mansion: free ally")
    act(s, "play-ignoring-cost", "play Jessica Jones")
    assert kind(s) == "turn" and s.units[jj].in_play
    assert sorted(s.players[0].hand) == sorted([energy, strength])


@rules("MC-THEN-02", "MC-KEYWORD-REQUIREMENT-02")
def test_when_nothing_can_be_played_the_text_after_then_does_not_resolve() -> None:
    # Avengers Mansion made up: "play an ally from your hand, ignoring its resource
    # cost, then draw a card"; the only ally in hand has a resource Requirement.
    s = start(form="hero")
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(play_ignoring_cost("ally"), then(), draw(1), text="free ally, draw"),
    )
    put(s, MANSION)
    with_keywords(s, DAREDEVIL, "Requirement (mental)")
    (dd,) = hand(s, DAREDEVIL)
    act(s, "turn", "Avengers Mansion: free ally, draw")
    assert kind(s) == "turn" and s.players[0].hand == [dd]

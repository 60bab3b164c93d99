"""Playing a card ignoring its resource cost (MC-KEYWORD-REQUIREMENT-02), by made-up
cards: ``made_up_card`` gives Avengers Mansion "play an ally from your hand, ignoring its
resource cost" (``play_ignoring_cost``); ``card_variant`` gives Daredevil a resource
Requirement."""

from __future__ import annotations

from mc_helpers import (
    DAREDEVIL,
    JESSICA,
    MANSION,
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

from rulebound.games.marvel_champions.dsl import play_ignoring_cost
from rulebound.games.marvel_champions.state import McState


def _free_player(s: McState) -> None:
    position.made_up_card(
        s, MANSION, lambda c: c.action(play_ignoring_cost("ally"), text="free ally")
    )
    put(s, MANSION)
    with_keywords(s, DAREDEVIL, "Requirement (mental)")


@rules("MC-KEYWORD-REQUIREMENT-02")
def test_a_card_with_a_requirement_cannot_be_played_ignoring_its_cost() -> None:
    s = start(form="hero")
    _free_player(s)
    dd, jj = hand(s, DAREDEVIL, JESSICA)
    act(s, "turn", "Avengers Mansion: free ally")
    assert kind(s) == "play-free" and "play Daredevil" not in labels(s)
    act(s, "play-free", "play Jessica Jones")
    assert s.units[jj].in_play and s.players[0].hand == [dd]  # nothing was paid


@rules("MC-KEYWORD-REQUIREMENT-02")
def test_nothing_is_played_when_only_a_requirement_card_is_in_hand() -> None:
    s = start(form="hero")
    _free_player(s)
    (dd,) = hand(s, DAREDEVIL)
    act(s, "turn", "Avengers Mansion: free ally")
    assert kind(s) == "turn" and not s.units[dd].in_play

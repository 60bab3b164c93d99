"""Taking control of a card in play (MC-OWN-08, -09, MC-KEYWORD-LINKED-03), on a made-up
card: no Core card changes the control of a card in play. ``made_up_card`` gives Avengers
Mansion the action "take control of an ally another player controls"."""

from __future__ import annotations

from mc_helpers import (
    DAREDEVIL,
    INSPIRED,
    JESSICA,
    MANSION,
    act,
    kind,
    mark,
    position,
    put,
    rules,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions.dsl import take_control_of_ally
from rulebound.games.marvel_champions.state import McState


def _setup(s: McState) -> tuple[int, int]:
    position.made_up_card(s, MANSION, lambda c: c.action(take_control_of_ally(), text="take"))
    put(s, MANSION, seat=0)
    jj = put(s, JESSICA, seat=1)
    mark(s, jj, damage=1, exhausted=True)
    return jj, put(s, INSPIRED, seat=1, host=jj)


def _in_play_of(s: McState, seat: int) -> list[str]:
    return [c["name"] for c in s.view(seat)["players"][seat]["in_play"]]


@rules("MC-OWN-08", "MC-OWN-09")
def test_an_ally_changes_control_as_it_is_with_its_upgrades() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    jj, inspired = _setup(s)
    act(s, "turn", "Avengers Mansion: take")
    u = s.units[jj]
    assert (u.controller, u.damage, u.exhausted) == (0, 1, True)  # same state
    assert s.units[inspired].controller == 0  # the upgrade follows
    assert "Jessica Jones" in _in_play_of(s, 0) and "Jessica Jones" not in _in_play_of(s, 1)
    position.discard_from_play(s, jj)
    assert jj in s.players[1].discard  # still owned by player 2 (MC-OWN-07)


@rules("MC-KEYWORD-LINKED-03")
def test_taking_control_of_a_linked_card_makes_you_its_owner() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    with_keywords(s, JESSICA, "Linked (Avengers Mansion)")
    jj, _ = _setup(s)
    act(s, "turn", "Avengers Mansion: take")
    position.discard_from_play(s, jj)
    assert jj in s.players[0].discard and jj not in s.players[1].discard


@rules("MC-OWN-08")
def test_the_player_chooses_which_ally_of_another_player_to_take() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero", active=1)
    position.made_up_card(s, MANSION, lambda c: c.action(take_control_of_ally(), text="take"))
    put(s, MANSION, seat=1)
    jj = put(s, JESSICA, seat=0)
    dd = put(s, DAREDEVIL, seat=0)
    act(s, "turn", "Avengers Mansion: take")
    assert kind(s) == "take-control"
    act(s, "take-control", "Daredevil")
    assert s.units[dd].controller == 1 and s.units[jj].controller == 0

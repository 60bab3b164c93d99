"""A "Forced Action" (MC-ACTION-03) on a made-up card (``position.made_up_card``)."""

from __future__ import annotations

from mc_helpers import MANSION, act, end_turn, labels, mark, put, rules, start, threat

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import exhaust_self, place_threat


@rules("MC-ACTION-03")
def test_a_forced_action_must_be_resolved_before_the_turn_ends() -> None:
    s = start()
    position.made_up_card(
        s, MANSION, lambda c: c.forced_action(place_threat(1), text="place 1 threat")
    )
    put(s, MANSION)
    assert "end your turn" not in labels(s)
    before = threat(s)
    act(s, "turn", "Avengers Mansion: place 1 threat")
    assert threat(s) == before + 1 and "end your turn" in labels(s)
    assert "Avengers Mansion" in s.view(0)["limits_used"]
    end_turn(s)


@rules("MC-ACTION-03")
def test_a_forced_action_whose_cost_cannot_be_paid_does_not_hold_the_turn() -> None:
    s = start()
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.forced_action(place_threat(1), cost=(exhaust_self(),), text="1 threat"),
    )
    mansion = put(s, MANSION)
    assert "end your turn" not in labels(s)
    mark(s, mansion, exhausted=True)  # its cost cannot be paid: the turn may end
    assert "end your turn" in labels(s)

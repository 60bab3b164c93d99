"""MC-READY-02: a card with an additional cost to ready, made up with ``made_up_card``:
Avengers Mansion "exhaust: draw 1 card; it readies only if you discard a card from your
hand" (``readies_only_by``)."""

from __future__ import annotations

from mc_helpers import MANSION, act, end_turn, kind, labels, position, put, rules, start

from rulebound.games.marvel_champions.dsl import discard_from_hand, draw, exhaust_self
from rulebound.games.marvel_champions.state import McState


def _mansion(s: McState) -> int:
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(draw(1), cost=(exhaust_self(),), text="draw 1").readies_only_by(
            discard_from_hand(), text="discard a card from your hand"
        ),
    )
    uid = put(s, MANSION)
    act(s, "turn", "Avengers Mansion: draw 1")  # exhausted
    end_turn(s)
    while kind(s) == "discard-down":
        act(s, "discard-down", "keep")
    assert kind(s) == "ready-cost", labels(s)
    return uid


@rules("MC-READY-02")
def test_paying_the_cost_readies_the_card() -> None:
    s = start(form="hero")
    mansion = _mansion(s)
    hand = len(s.players[0].hand)
    act(s, "ready-cost", "pay to ready Avengers Mansion")
    act(s, "discard", "discard")
    assert not s.units[mansion].exhausted and len(s.players[0].hand) == hand - 1


@rules("MC-READY-02", "MC-ENDPP-03")
def test_not_paying_the_cost_leaves_the_card_exhausted() -> None:
    s = start(form="hero")
    mansion = _mansion(s)
    hand = len(s.players[0].hand)
    act(s, "ready-cost", "done")
    assert s.units[mansion].exhausted and len(s.players[0].hand) == hand
    assert not s.units[s.players[0].identity].exhausted  # the others ready as usual

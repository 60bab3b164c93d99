"""What :class:`DestinyGame` hands the kernel, the frontends and the bots: seats and
their names, the action range, and the bots' heuristic, evaluation and planner. Found
by the mutation sample of session 27 (docs/mutation-samples/mut-sw.md): a hook that
returned nothing changed no Destiny test."""

from __future__ import annotations

from swd_helpers import game, rules

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.greedy import greedy_policy
from rulebound.games.destiny.planner import evaluate, planner_choose


@rules("SWD-MULTI-02")
def test_one_seat_per_deck_each_named_for_its_deck() -> None:
    three = game(decks="rey,kylo,jedi")
    assert three.num_players == 3
    assert [three.seat_name(p) for p in range(3)] == [
        f"P{p + 1} {deck.name}" for p, deck in enumerate(three.decks)
    ]
    assert game().num_players == 2


def test_the_action_range_and_the_bots_hooks_are_destinys_own() -> None:
    g = game()
    assert g.num_distinct_actions() == enc.NUM_ACTIONS
    assert g.greedy_policy() is greedy_policy
    assert g.position_evaluation() == (evaluate, 10.0)
    assert g.planner_policy() is planner_choose

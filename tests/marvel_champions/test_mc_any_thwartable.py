"""``rules.any_thwartable`` (is there a scheme to thwart, without building the list:
what a turn's options and several Actions ask) against ``bool(rules.thwartable)``,
and the turn's "an enemy to attack" shortcut against ``rules.attackable``, at every
decision of random games (MC-THWART-03, MC-CRISIS-01, MC-KEYWORD-PATROL-01,
MC-KEYWORD-GUARD-01)."""

from __future__ import annotations

import pytest
from mc_helpers import (
    BREAKIN,
    SHOCKER,
    engage,
    labels,
    mark,
    rules,
    side_scheme,
    start,
    with_keywords,
    with_stats,
)

from rulebound import load_game
from rulebound.games.marvel_champions.rules import any_thwartable, attackable, thwartable
from rulebound.kernel.rng import Rng


@pytest.mark.parametrize(
    "heroes,villain",
    [
        ("spider-man", "klaw"),  # crisis icons in Klaw's sets
        ("she-hulk", "ultron"),  # a stage whose threat cannot be removed
        ("captain-marvel,iron-man,black-panther", "rhino"),
    ],
)
def test_any_thwartable_and_attack_targets_agree_with_the_lists(heroes: str, villain: str) -> None:
    game = load_game("marvel-champions", heroes=heroes, villain=villain)
    rng = Rng(11)
    compared = with_scheme = without = 0
    for seed in range(3):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            if state.phase != "setup":
                for seat in range(len(state.players)):
                    for thwart in (False, True):
                        expected = bool(thwartable(state, seat, thwart))
                        assert any_thwartable(state, seat, thwart) == expected
                        with_scheme += expected
                        without += not expected
                    # the turn's shortcut: with no "cannot be attacked" card, a target
                    assert not game.cannot_be and attackable(state, seat)
                    compared += 1
            options = state.decision().options
            state.apply_action(options[rng.randbelow(len(options))])
    assert compared > 100 and with_scheme > 0 and without > 0


# Random games rarely reach a crisis icon or a Patrol minion with the main scheme as
# the only scheme with threat: built positions check those branches of the shortcut.


@rules("MC-CRISIS-01")
def test_no_basic_thwart_when_a_crisis_icon_guards_the_only_scheme_with_threat() -> None:
    s = start(form="hero")
    with_stats(s, SHOCKER, scheme_crisis=1)  # a made-up crisis icon on a minion in play
    mark(s, s.main, threat=5)
    engage(s, SHOCKER)
    assert not any_thwartable(s, 0, True) and not thwartable(s, 0, True)
    assert "basic thwart with your hero" not in labels(s)
    mark(s, s.main, threat=0)
    side_scheme(s, BREAKIN)  # a side scheme with threat can still be thwarted
    assert any_thwartable(s, 0, True)
    assert "basic thwart with your hero" in labels(s)


@rules("MC-KEYWORD-PATROL-01")
def test_no_basic_thwart_of_a_main_scheme_a_patrol_minion_guards() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Patrol")
    mark(s, s.main, threat=5)
    engage(s, SHOCKER)
    assert not any_thwartable(s, 0, True) and any_thwartable(s, 0, False)
    assert "basic thwart with your hero" not in labels(s)

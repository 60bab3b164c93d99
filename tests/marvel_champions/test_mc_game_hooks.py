"""What :class:`McGame` hands the kernel, the front ends and the bots: the heroes of a
game of N players, the seats' names, the action range, and the bots' heuristic,
evaluation and planner. Survivors of the mutation sample of session 27
(docs/mutation-samples/mut-mc2.md, closed in surv-mc.md): a hook that returned nothing
changed no test of the sample's set."""

from __future__ import annotations

from mc_helpers import game, rules

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.planner import evaluate, planner_choose


@rules("MC-SETUP-01")
def test_players_without_named_heroes_get_the_next_heroes_not_named() -> None:
    """``players=3`` with She-Hulk named: She-Hulk, then the first two other heroes."""
    g = game(heroes="she-hulk", players=3)
    assert [g.seat_name(p) for p in range(g.num_players)] == [
        "She-Hulk (Jennifer Walters)",
        "Spider-Man (Peter Parker)",
        "Captain Marvel (Carol Danvers)",
    ]


def test_a_seat_outside_the_game_has_the_kernels_generic_name() -> None:
    g = game(heroes="spider-man,captain-marvel")
    assert g.seat_name(1) == "Captain Marvel (Carol Danvers)"
    assert [g.seat_name(2), g.seat_name(-1)] == ["Player 3", "Player 0"]


@rules("MC-SETUP-14")
def test_a_new_game_is_ready_at_its_first_decision_with_the_hands_drawn() -> None:
    """The automatic set-up steps have run before anyone asks: the view of a new
    one-player game shows the opening hand of 6 (Peter Parker's hand size) and the
    mulligan pending. (The kernel's view builds its body before it asks for the
    decision, so a state whose machine had not run would show no hand.)"""
    s = game().new_initial_state(3)
    assert len(s.view(0)["players"][0]["hand"]) == 6
    assert s.decision().kind == "mulligan"


def test_the_action_range_and_the_bots_hooks_are_marvel_champions_own() -> None:
    g = game()
    s = g.new_initial_state(1)
    assert g.num_distinct_actions() == enc.NUM_ACTIONS
    assert g.greedy_policy() is greedy_policy
    assert g.planner_policy() is planner_choose
    hook = g.position_evaluation()
    assert hook is not None
    score, scale = hook
    assert scale == 20.0 and score(s, 0) == score(s, 1) == evaluate(s)  # cooperative

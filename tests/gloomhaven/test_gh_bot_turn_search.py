"""The planner's rollouts at a move step and an attack target (session 39): the
heuristic's ranking of a move's steps, and the options the planner puts to rollouts."""

from __future__ import annotations

import pytest
from gh_helpers import guard_ahead

from rulebound import load_game
from rulebound.bots import make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.bot_moves import move_ranking
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import planner_choose, quick_view
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    start_character_turn,
)
from rulebound.kernel import Rng
from rulebound.sim import play_game


def test_the_move_ranking_leads_with_the_heuristics_step_and_keeps_every_step() -> None:
    s = guard_ahead()
    d = s.decision()
    view = quick_view(s, 0, d)
    ranked = move_ranking(view, view["characters"][0], list(d.options))
    assert ranked[0] == heuristic_policy(view, list(d.options))
    assert sorted(ranked) == sorted(d.options)  # no item in this window: every option


def test_the_move_ranking_agrees_with_the_heuristic_through_whole_games() -> None:
    # every move step of two heuristic games: the ranking's first is the heuristic's
    game = load_game("gloomhaven", scenario="1", party="brute,spellweaver", items="starter")
    checked = 0
    for seed in (1, 2):
        s = game.new_initial_state(seed=seed)
        rng = Rng(seed)
        while not s.is_terminal():
            d = s.decision()
            if d.seat < 0:
                s.apply_action(rng.choice(d.options))
                continue
            view = quick_view(s, d.seat, d)
            action = heuristic_policy(view, list(d.options))
            if d.kind in ("move", "jump") and len(d.options) > 1:
                me = view["characters"][d.seat]
                assert move_ranking(view, me, list(d.options))[0] == action
                checked += 1
            s.apply_action(action)
    assert checked > 20


@pytest.mark.parametrize("moves", [0, 1])
def test_the_planner_puts_its_best_steps_and_standing_still_to_rollouts(
    monkeypatch: pytest.MonkeyPatch, moves: int
) -> None:
    tried: list[list[int]] = []

    def spy(s: object, seat: int, options: list[int], *args: object) -> int:
        tried.append(list(options))
        return options[-1]

    monkeypatch.setattr(planner, "MOVES", moves)
    monkeypatch.setattr(planner, "choose_by_rollouts", spy)
    s = guard_ahead()
    d = s.decision()
    chosen = planner_choose(s, 0, list(d.options), Rng(3))
    view = quick_view(s, 0, d)
    ranked = move_ranking(view, view["characters"][0], list(d.options))
    if not moves:
        assert not tried and chosen == ranked[0]
        return
    assert enc.STOP not in ranked[:moves]  # the heuristic walks: standing still is added
    expected = [*ranked[:moves], enc.STOP]
    assert tried == [expected]
    assert chosen == expected[-1]


def test_a_planner_game_with_the_turn_search_is_legal_and_reproducible(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(planner, "MOVES", 3)
    monkeypatch.setattr(planner, "TURN_CHOICES", 3)
    game = load_game("gloomhaven", scenario="1", party="brute,mindthief", items="starter")

    def one() -> list[int]:
        bots = [make_bot("planner", game, seed=5 + j) for j in range(2)]
        state, _ = play_game(game, bots, [0, 1], 11, Rng(12))
        assert state.is_terminal()
        return list(state.history or [])

    assert one() == one()


def test_an_attack_target_puts_the_heuristics_choice_first_to_rollouts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tried: list[list[int]] = []

    def spy(s: object, seat: int, options: list[int], *args: object) -> int:
        tried.append(list(options))
        return options[0]

    monkeypatch.setattr(planner, "choose_by_rollouts", spy)
    s = build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=(1, 2)), Character("mindthief", hex=(3, 0))],
            monsters=[Monster("bandit-guard", (0, 2)), Monster("bandit-guard", (1, 1))],
            round=2,
        )
    )
    start_character_turn(s, 0, "Spare Dagger", "Grab and Go")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Spare Dagger: top"])
    d = s.decision()
    assert d.kind == "attack-target" and len(d.options) >= 2
    mine = heuristic_policy(quick_view(s, 0, d), list(d.options))
    assert planner_choose(s, 0, list(d.options), Rng(3)) == mine
    others = [a for a in d.options if a != mine][: planner.TURN_CHOICES - 1]
    assert tried == [[mine, *others]]  # the heuristic's target first: it wins ties

"""Bots, batch simulation and the benchmark (fast: a few seconds in all)."""

from __future__ import annotations

import inspect
import json
from collections.abc import Mapping
from typing import Any

import pytest

from rulebound import load_game
from rulebound.bench import run_bench
from rulebound.bots import Bot, BotError, GreedyBot, RandomBot, make_bot
from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.kernel import ParameterError, Rng, derive_seed
from rulebound.sim import (
    outcome,
    play_game,
    run_sim,
    seats_for_game,
    to_json,
    wilson_interval,
    without_timing,
)

GAME = "marvel-mission-arena"


@pytest.fixture(scope="module")
def game() -> MissionArenaGame:
    loaded = load_game(GAME)
    assert isinstance(loaded, MissionArenaGame)
    return loaded


class NoGreedyGame(MissionArenaGame):
    """A test double: the same game without a greedy policy (not registered)."""

    def greedy_policy(self) -> None:  # type: ignore[override]
        return None


class RecordingPolicy:
    """A test double for ``game.greedy_policy()``: records what it is given, picks the
    last legal action."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, Any]] = []

    def __call__(self, view: Mapping[str, Any], legal: list[int]) -> int:
        self.calls.append((view, legal))
        return legal[-1]


# --- bots -----------------------------------------------------------------------


def test_bot_interface_is_view_and_legal_actions_only() -> None:
    for cls in (Bot, RandomBot, GreedyBot):
        params = list(inspect.signature(cls.choose).parameters)
        assert params == ["self", "view", "legal_actions"], cls


def test_random_bot_is_deterministic_per_seed(game: MissionArenaGame) -> None:
    state = game.new_initial_state(seed=3)
    view, legal = state.view(state.current_player()), state.legal_actions()
    assert len(legal) > 1

    def picks(seed: int) -> list[int]:
        bot = RandomBot(seed)
        return [bot.choose(view, legal) for _ in range(50)]

    assert picks(11) == picks(11)
    assert picks(11) != picks(12)
    assert set(picks(11)) <= set(legal)


def test_make_bot_names_and_errors(game: MissionArenaGame) -> None:
    assert isinstance(make_bot("random", game, seed=1), RandomBot)
    assert isinstance(make_bot("Random", game, seed=1), RandomBot)
    with pytest.raises(BotError, match="unknown bot 'mcts'"):
        make_bot("mcts", game)
    with pytest.raises(BotError, match="has no greedy policy"):
        make_bot("greedy", NoGreedyGame())


def test_greedy_bot_for_the_shipped_game(game: MissionArenaGame) -> None:
    bot = make_bot("greedy", game, seed=1)
    assert isinstance(bot, GreedyBot)
    state = game.new_initial_state(seed=2)
    seat = state.current_player()
    assert bot.choose(state.view(seat), state.legal_actions()) in state.legal_actions()


def test_greedy_bot_receives_only_views(game: MissionArenaGame) -> None:
    policy = RecordingPolicy()
    bots = [GreedyBot(policy), RandomBot(5)]
    state, counts = play_game(game, bots, [0, 1], seed=9)
    assert state.is_terminal()
    assert len(policy.calls) == counts[0] > 0
    for view, legal in policy.calls:
        assert type(view) is dict and type(legal) is list
        assert view["seat"] == 0
        assert view["decision"]["seat"] == 0
        assert [a for a, _ in view["decision"]["options"]] == legal
        json.dumps(view)  # plain data, not the state


def test_greedy_bot_refuses_an_illegal_answer(game: MissionArenaGame) -> None:
    bot = GreedyBot(lambda view, legal: -5)
    state = game.new_initial_state(seed=1)
    with pytest.raises(BotError, match="not a legal action"):
        bot.choose(state.view(state.current_player()), state.legal_actions())


# --- simulation -----------------------------------------------------------------


def test_wilson_interval() -> None:
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)
    low, high = wilson_interval(50, 100)
    assert 0.5 - low == pytest.approx(high - 0.5)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_seats_alternate_and_outcomes() -> None:
    assert seats_for_game(0, 2) == (0, 1)
    assert seats_for_game(1, 2) == (1, 0)
    assert outcome([1.0, -1.0], 0) == "win"
    assert outcome([1.0, -1.0], 1) == "loss"
    assert outcome([0.0, 0.0], 1) == "draw"


def test_same_seed_same_game_log(game: MissionArenaGame) -> None:
    def run() -> list[str]:
        bots = [RandomBot(derive_seed(4, 1)), RandomBot(derive_seed(4, 2))]
        state, _ = play_game(game, bots, [0, 1], seed=4, chance_rng=Rng(4))
        return state.log

    first = run()
    assert first == run()
    assert len(first) > 20


def test_sim_results_do_not_depend_on_workers(tmp_path: Any) -> None:
    one = run_sim(GAME, 12, ["random", "random"], seed=3, workers=1)
    three = run_sim(
        GAME, 12, ["random", "random"], seed=3, workers=3, json_path=tmp_path / "r.json"
    )
    assert without_timing(one) == without_timing(three)
    assert json.loads((tmp_path / "r.json").read_text()) == json.loads(to_json(three))
    assert set(three["timing"]) == {"seconds", "games_per_s", "workers", "backend"}


def test_sim_result_contents() -> None:
    result = run_sim(GAME, 10, ["greedy", "random"], seed=1, workers=1)
    greedy, rand = result["bots"]
    assert greedy["bot"] == "greedy" and rand["bot"] == "random"
    for bot in (greedy, rand):
        assert bot["wins"] + bot["losses"] + bot["draws"] == 10
        assert bot["games_as_seat"] == [5, 5]  # seats alternate by game index
        low, high = bot["win_rate_ci95"]
        assert 0.0 <= low <= bot["win_rate"] <= high <= 1.0
        assert bot["decisions_per_game"] > 0
    assert greedy["wins"] == rand["losses"]
    assert sum(result["seat_wins"]) + result["draws"] == 10
    assert sum(result["win_reasons"].values()) == 10
    assert result["decisions_per_game"] > 0
    json.dumps(result)


def test_sim_rejects_bad_arguments() -> None:
    with pytest.raises(ParameterError, match="2-player game"):
        run_sim(GAME, 2, ["random"])
    with pytest.raises(ParameterError, match="at least 1"):
        run_sim(GAME, 0, ["random", "random"])
    with pytest.raises(BotError):
        run_sim(GAME, 2, ["random", "nobody"])


# --- bench ----------------------------------------------------------------------


def test_bench_figures() -> None:
    figures = run_bench(GAME, seconds=0.3, seed=1)
    for key in ("games_per_s", "decisions_per_s", "clones_per_s", "decisions_per_game"):
        assert figures[key] > 0, key
    assert figures["games"] >= 1
    with pytest.raises(ParameterError):
        run_bench(GAME, seconds=0)


# --- a game with chance decisions -----------------------------------------------


def _pig_game() -> Any:
    """The kernel tests' Pig dice game (explicit chance nodes), loaded from its file
    without registering it."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parent / "kernel" / "pig.py"
    spec = importlib.util.spec_from_file_location("rulebound_bots_test_pig", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.PigGame()


def test_play_game_and_bench_with_chance_decisions() -> None:
    pig = _pig_game()

    def run() -> tuple[list[str], list[int], list[int]]:
        bots = [RandomBot(1), RandomBot(2)]
        state, counts = play_game(pig, bots, [1, 0], seed=8, chance_rng=Rng(8))
        assert state.is_terminal()
        return state.log, list(state.history), counts

    log, history, counts = run()
    assert (log, history, counts) == run()
    assert sum(counts) < len(history)  # the rest were chance outcomes
    figures = run_bench(pig, seconds=0.2, seed=1)
    assert figures["games_per_s"] > 0 and figures["clones_per_s"] > 0

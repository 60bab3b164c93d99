"""The PettingZoo, Gymnasium and OpenSpiel adapters on every game (the ``rl`` extra),
and the observation encodings' promise: nothing hidden from the seat."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from rulebound import load_game
from rulebound.envs import gymnasium_env, pettingzoo_env
from rulebound.envs.core import EnvError
from rulebound.kernel.rng import Rng

GAMES = ("marvel-mission-arena", "star-wars-destiny", "marvel-champions", "gloomhaven")

# The configurations of tests/kernel/test_conformance.py: every game with its defaults,
# and Mission Arena's optional rules.
CONFIGS: list[tuple[str, dict[str, Any]]] = [
    *((game, {}) for game in GAMES),
    ("marvel-mission-arena", {"weak_points": "A"}),
    ("marvel-mission-arena", {"weak_points": "B"}),
    ("marvel-mission-arena", {"special_abilities": False}),
    ("marvel-mission-arena", {"first_turn_counts": True}),
]


@pytest.mark.parametrize(("game", "params"), CONFIGS)
def test_pettingzoo_api(game: str, params: dict[str, Any]) -> None:
    from pettingzoo.test import api_test

    with warnings.catch_warnings():
        # PettingZoo warns about every dict observation (its own classic games too)
        warnings.simplefilter("ignore", UserWarning)
        api_test(pettingzoo_env(game, **params), num_cycles=30, verbose_progress=False)


def test_pettingzoo_plays_to_the_end_with_returns() -> None:
    env = pettingzoo_env("star-wars-destiny")
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        assert obs["observation"].shape == env.observation_space(agent)["observation"].shape
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert sorted(totals.values()) == [-1.0, 1.0]  # a two-player zero-sum game: one winner


def test_pettingzoo_illegal_action_loses() -> None:
    env = pettingzoo_env("marvel-mission-arena")
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.action_mask(agent)
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert env.terminations[agent] and env.infos[agent]["illegal_action"]
    assert env.rewards[agent] == -1.0


@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_check_env(game: str) -> None:
    from gymnasium.utils.env_checker import check_env

    env = gymnasium_env(game, bot="greedy")
    check_env(env, skip_render_check=True)


def test_gymnasium_plays_the_party_and_solo_games() -> None:
    party = gymnasium_env("gloomhaven")
    assert party.seats == [0, 1]  # one player controls the whole party
    solo = gymnasium_env("marvel-champions")
    assert solo.seats == [0]
    obs, _ = solo.reset(seed=2)
    rng = np.random.default_rng(2)
    terminated = truncated = False
    reward = 0.0
    while not (terminated or truncated):
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, _ = solo.step(action)
    assert reward in (-1.0, 1.0)
    with pytest.raises(EnvError, match="seats 0-1"):
        gymnasium_env("star-wars-destiny", seats=[2])


@pytest.mark.parametrize("game", GAMES)
def test_encodings_hide_what_the_seat_cannot_see(game: str) -> None:
    # Redraw everything hidden from a seat: its encoding must not change. The redraw
    # is real (the full snapshot changes at some point), so the test can fail.
    g = load_game(game)
    encoding = g.observation_encoding()
    table = set(encoding.action_ids)
    rng = Rng(5)
    state = g.new_initial_state(seed=5)
    redraws_differ = 0
    steps = 0
    while not state.is_terminal() and steps < 120:
        options = state.legal_actions()
        assert set(options) <= table  # every action is in the dense table
        if steps % 8 == 0:
            for seat in range(g.num_players):
                mine = encoding.encode(state, seat)
                assert len(mine) == encoding.size
                other = state.resample_hidden(seat, rng)
                redraws_differ += other.snapshot() != state.snapshot()
                assert encoding.encode(other, seat) == mine, f"seat {seat}, step {steps}"
        state.apply_action(options[rng.randbelow(len(options))])
        steps += 1
    assert redraws_differ > 0


def test_dense_actions_are_compact() -> None:
    encoding = load_game("marvel-mission-arena").observation_encoding()
    assert (
        len(encoding.action_ids)
        < 2_000
        < 40_000
        == load_game("marvel-mission-arena").num_distinct_actions()
    )


class _Leaves:
    """An OpenSpiel evaluator without rollouts (the tests' tiny budget): a terminal
    state's returns, else zeros."""

    def __init__(self, players: int) -> None:
        self.players = players

    def evaluate(self, state: Any) -> np.ndarray:
        if state.is_terminal():
            return np.array(state.returns())
        return np.zeros(self.players)

    def prior(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_mcts_and_ismcts_play_complete_games(game: str) -> None:
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts

    from rulebound.envs import register_openspiel_games
    from rulebound.envs.openspiel_game import short_name

    assert short_name(game) in register_openspiel_games()
    spiel = pyspiel.load_game(short_name(game), {"seed": 4})
    players = spiel.num_players()
    assert spiel.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    evaluator = _Leaves(players)
    rs = np.random.RandomState(4)
    bots = [
        mcts.MCTSBot(spiel, 2.0, 3, evaluator, solve=False, random_state=rs),
        ismcts.ISMCTSBot(spiel, evaluator, 2.0, 3, random_state=rs),
    ]
    for first in range(2 if players == 1 else 1):  # a solo game: once with each bot
        state = spiel.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            bot = bots[(state.current_player() + first) % 2]
            state.apply_action(bot.step(state))
            decisions += 1
        assert decisions > 0
        info = spiel.get_game_info() if hasattr(spiel, "get_game_info") else None
        low = info.min_utility if info else -1.0
        assert all(low <= r for r in state.returns())
    observer = spiel.make_py_observer()
    observer.set_from(spiel.new_initial_state(), 0)
    assert observer.tensor.shape == (load_game(game).observation_encoding().size,)

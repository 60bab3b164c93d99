"""Throughput benchmark with uniformly random play.

    >>> figures = run_bench("marvel-mission-arena", seconds=0.2, seed=1)
    >>> sorted(k for k in figures if k.endswith("_per_s"))
    ['clones_per_s', 'decisions_per_s', 'games_per_s']

Two thirds of the time budget play random games (``games_per_s``,
``decisions_per_s``); the rest clones a fixed set of mid-game states over and
over (``clones_per_s``), which is what a search bot does.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from rulebound.kernel.decision import CHANCE
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.play import random_action, sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State

CLONE_POOL = 32
"""How many mid-game states the clone benchmark cycles through."""


def _clone_pool(game: Game, seed: int) -> list[State]:
    """Mid-game states: one per game, stopped a random way into a random play-out."""
    rng = Rng(seed ^ 0xC10E)
    pool: list[State] = []
    for i in range(CLONE_POOL):
        state = game.new_initial_state(seed=derive_seed(seed ^ 0xC10E, i))
        probe = state.clone()
        actions: list[int] = []
        while not probe.is_terminal():
            action = random_action(probe, rng)
            probe.apply_action(action)
            actions.append(action)
        for action in actions[: rng.randbelow(len(actions)) if actions else 0]:
            state.apply_action(action)
        pool.append(state)
    return pool


def run_bench(
    game_id: str | Game,
    seconds: float = 3.0,
    seed: int = 0,
    params: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Random-play throughput of a game (an id, or a loaded :class:`Game`) over about
    ``seconds`` seconds.

    Returns ``games_per_s``, ``decisions_per_s``, ``clones_per_s``,
    ``decisions_per_game`` and the raw counts and times behind them.
    """
    if not seconds > 0:
        raise ParameterError(f"bench needs a positive number of seconds, got {seconds}")
    game = load_game(game_id, **dict(params or {})) if isinstance(game_id, str) else game_id
    play_budget = seconds * 2.0 / 3.0
    clone_budget = seconds - play_budget

    rng = Rng(seed)
    randbelow = rng.randbelow
    games = decisions = 0
    clock = time.perf_counter
    started = clock()
    deadline = started + play_budget
    while True:
        state = game.new_initial_state(seed=derive_seed(seed, games))
        decision = state.decision
        apply = state.apply_action
        while True:
            pending = decision()
            options = pending.options
            if not options:
                break
            if pending.seat == CHANCE:
                apply(sample_chance(state, rng))
            else:
                apply(options[randbelow(len(options))])
            decisions += 1
        games += 1
        if clock() >= deadline:
            break
    play_seconds = clock() - started

    pool = _clone_pool(game, seed)
    clones = 0
    started = clock()
    deadline = started + clone_budget
    while True:
        for state in pool:
            state.clone()
        clones += len(pool)
        if clock() >= deadline:
            break
    clone_seconds = clock() - started

    return {
        "game": game.info.full_id,
        "seed": seed,
        "seconds": round(play_seconds + clone_seconds, 4),
        "games": games,
        "decisions": decisions,
        "clones": clones,
        "games_per_s": round(games / play_seconds, 2),
        "decisions_per_s": round(decisions / play_seconds, 1),
        "clones_per_s": round(clones / clone_seconds, 1),
        "decisions_per_game": round(decisions / games, 2),
    }

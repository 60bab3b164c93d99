"""Tournaments: every bot against every other, rated by Bradley-Terry with 95% intervals.

Two readings, by the kind of game:

- **Round robin** (a two-player game): every pair of bots plays ``games`` games with
  :func:`rulebound.sim.run_sim`, seats alternating, every pair from the same master
  seed (so every pair meets the same deals). The pairwise score matrix (wins plus half
  the draws, as a share of the games) is fitted by :func:`rulebound.ratings.bradley_terry`;
  the ratings average 0.
- **Against the game** (a cooperative game, or a one-player one: Marvel Champions,
  Gloomhaven): there is no opponent bot, so each bot plays ``games`` games controlling
  every seat, all bots on the same deals, and "the game" is the one opponent. A bot's
  score is its win rate against the game (with its 95% Wilson interval); its rating is
  the Bradley-Terry rating against the game, which is rated 0: a positive rating means
  the bot wins more often than it loses. Ratings of two bots differ by the log-odds of
  their win rates, on the Elo scale.

Everything in the result but ``timing`` is a pure function of the arguments (and of
the worker count not at all, as in :func:`run_sim`).
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from rulebound.bots import make_bot
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.replay import write_atomic
from rulebound.ratings import bradley_terry, require_choix
from rulebound.sim import (
    Progress,
    SimInterrupted,
    check_backend,
    run_sim,
    to_json,
    wilson_interval,
)

THE_GAME = "the game"
"""The opponent's name in a tournament against the game."""


class TournamentInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped a tournament; ``result`` rates the games that finished
    (``"complete": False``) and was written to the JSON file, if one was asked for."""

    def __init__(self, result: dict[str, Any]) -> None:
        super().__init__(f"interrupted after {result['games_played']} games")
        self.result = result


def against_the_game(game: Game) -> bool:
    """Whether bots are rated against the game rather than against each other."""
    return game.num_players == 1 or game.info.utility == "identical"


def check_tournament(game: Game, bots: Sequence[str], games: int) -> list[str]:
    """The bot names, lower case, or a :class:`ParameterError` (or a bot's error) on a
    name given twice, too few bots, an unknown bot, a bot the game lacks, no games."""
    names = [name.strip().lower() for name in bots]
    solo = against_the_game(game)
    if len(set(names)) != len(names):
        raise ParameterError("--bots names a bot more than once")
    if len(names) < (1 if solo else 2):
        raise ParameterError("a round robin needs at least two bots")
    if game.num_players > 2 and not solo:
        raise ParameterError(f"{game.info.full_id}: tournaments are for two-player games")
    if games < 1:
        raise ParameterError(f"the number of games must be at least 1, got {games}")
    for name in names:
        make_bot(name, game)  # an unknown or unavailable bot fails before any game
    require_choix()
    return names


def run_tournament(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    workers: int | None = 1,
    params: Mapping[str, Any] | None = None,
    json_path: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
    backend: str = "local",
    address: str | None = None,
) -> dict[str, Any]:
    """Play the tournament (see the module's readings) and return a JSON-safe dict:
    ``game``, ``params``, ``seed``, ``mode`` (``"round robin"`` or ``"against the
    game"``), ``bots``, ``games_per_pair``, ``games_played``, ``complete``, ``ratings``
    (per bot: ``rating``, ``ci95``, ``games``), ``opponents`` (the matrix's columns),
    ``score`` (``score[i][j]``: bot ``i``'s wins plus half its draws against column
    ``j``, as a share; ``None`` where no game was played), ``wins``, ``draws``,
    ``games`` (count matrices) and ``timing``. Ctrl-C raises
    :class:`TournamentInterrupted` carrying the rating of the finished games.
    ``backend`` and ``address`` are :func:`run_sim`'s; through Ray every pair's games run
    on one Ray instance (started once for the tournament if none is up)."""
    game = load_game(game_id, **dict(params or {}))
    names = check_tournament(game, bots, games)
    solo = against_the_game(game)
    opponents = [THE_GAME] if solo else names
    matches = (
        [(i, 0) for i in range(len(names))]
        if solo
        else [(i, j) for i in range(len(names)) for j in range(i + 1, len(names))]
    )
    size = len(names)
    wins = [[0] * len(opponents) for _ in range(size)]
    draws = [[0] * len(opponents) for _ in range(size)]
    played = [[0] * len(opponents) for _ in range(size)]
    started = time.perf_counter()
    interrupted = False
    check_backend(backend, address)
    with _backend_session(backend, workers, address):
        for i, j in matches:
            seats = [names[i]] * game.num_players if solo else [names[i], names[j]]
            try:
                sim = run_sim(
                    game_id,
                    games,
                    seats,
                    seed,
                    workers,
                    dict(game.params),
                    progress=progress,
                    backend=backend,
                    address=address,
                )
            except SimInterrupted as stop:
                sim, interrupted = stop.result, True
            _tally(sim, i, j, solo, wins, draws, played)
            if interrupted:
                break
    result = _summary(game, names, opponents, seed, games, solo, wins, draws, played)
    elapsed = time.perf_counter() - started
    result["complete"] = not interrupted
    result["timing"] = {"seconds": round(elapsed, 4), "workers": workers, "backend": backend}
    if json_path is not None:
        write_atomic(Path(json_path), to_json(result))
    if interrupted:
        raise TournamentInterrupted(result)
    return result


def _backend_session(
    backend: str, workers: int | None, address: str | None
) -> AbstractContextManager[Any]:
    if backend != "ray":
        return nullcontext()
    from rulebound.sim_ray import session

    return session(workers, address)


def _tally(
    sim: Mapping[str, Any],
    i: int,
    j: int,
    solo: bool,
    wins: list[list[int]],
    draws: list[list[int]],
    played: list[list[int]],
) -> None:
    """Add one run_sim result (bot ``i`` in slot 0) to the count matrices."""
    first = sim["bots"][0]
    wins[i][j] += first["wins"]
    draws[i][j] += first["draws"]
    played[i][j] += sim["games_played"]
    if not solo:
        wins[j][i] += first["losses"]
        draws[j][i] += first["draws"]
        played[j][i] += sim["games_played"]


def _summary(
    game: Game,
    names: list[str],
    opponents: list[str],
    seed: int,
    games: int,
    solo: bool,
    wins: list[list[int]],
    draws: list[list[int]],
    played: list[list[int]],
) -> dict[str, Any]:
    size = len(names)
    score: list[list[float | None]] = [
        [
            _r((wins[i][j] + draws[i][j] / 2) / played[i][j]) if played[i][j] else None
            for j in range(len(opponents))
        ]
        for i in range(size)
    ]
    if solo:
        # The game is the last competitor; it won every game a bot did not win.
        everyone = [*names, THE_GAME]
        matrix = [[0.0] * (size + 1) for _ in range(size + 1)]
        for i in range(size):
            matrix[i][size] = wins[i][0] + draws[i][0] / 2
            matrix[size][i] = played[i][0] - matrix[i][size]
        fitted = bradley_terry(everyone, matrix, anchor=size)[:size]
    else:
        matrix = [[wins[i][j] + draws[i][j] / 2 for j in range(size)] for i in range(size)]
        fitted = bradley_terry(names, matrix)
    ratings = []
    for i, rating in enumerate(fitted):
        entry: dict[str, Any] = {
            "bot": rating.name,
            "rating": _r(rating.rating, 1),
            "ci95": [_r(rating.ci95[0], 1), _r(rating.ci95[1], 1)],
            "games": sum(played[i]),
        }
        if solo:
            low, high = wilson_interval(wins[i][0], played[i][0])
            entry["win_rate"] = _r(wins[i][0] / played[i][0]) if played[i][0] else 0.0
            entry["win_rate_ci95"] = [_r(low), _r(high)]
        ratings.append(entry)
    return {
        "game": game.info.full_id,
        "params": dict(game.params),
        "seed": seed,
        "mode": "against the game" if solo else "round robin",
        "bots": names,
        "opponents": opponents,
        "games_per_pair": games,
        "games_played": sum(map(sum, played)) // (1 if solo else 2),
        "ratings": ratings,
        "score": score,
        "wins": wins,
        "draws": draws,
        "games": played,
    }


def _r(value: float, digits: int = 6) -> float:
    return round(value, digits)

"""Simulation: many games between bots, with confidence intervals.

Game ``i`` of a run is played from seed ``derive_seed(master_seed, i)`` and bot
``k`` sits in seat ``(k + i) % num_players``, so seats alternate to cancel the
first-move bias and the results do not depend on how the games are split across
worker processes::

    >>> result = run_sim("marvel-mission-arena", games=4, bots=["random", "random"], seed=1)
    >>> sum(b["wins"] + b["losses"] + b["draws"] for b in result["bots"]) // 2
    4

Everything in the result is a pure function of the arguments except the
``"timing"`` entry (seconds, games/s, worker count).
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulebound.bots import MODEL_STREAM, Bot, ask, make_bot
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.replay import write_atomic
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile."""

BACKENDS = ("local", "ray")
"""Where :func:`run_sim` plays: worker processes on this machine, or Ray tasks."""

Progress = Callable[[int], None]
"""Called with the number of games just finished (in chunks)."""


@dataclass(frozen=True)
class GameRecord:
    """The outcome of one simulated game.

    ``seats[k]`` is the seat bot ``k`` played; ``returns`` is indexed by seat;
    ``bot_decisions[k]`` counts the decisions bot ``k`` made.
    """

    index: int
    seed: int
    seats: tuple[int, ...]
    returns: tuple[float, ...]
    decisions: int
    bot_decisions: tuple[int, ...]
    win_reason: str | None


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (``(0, 1)`` for no trials)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seats_for_game(index: int, num_bots: int) -> tuple[int, ...]:
    """Bot ``k`` sits in seat ``(k + index) % num_bots``."""
    return tuple((k + index) % num_bots for k in range(num_bots))


def play_game(
    game: Game,
    bots: Sequence[Bot],
    seats: Sequence[int],
    seed: int,
    chance_rng: Rng | None = None,
) -> tuple[State, list[int]]:
    """Play one game to the end; bot ``k`` plays seat ``seats[k]``.

    Bots see only ``state.view(seat)`` and ``state.legal_actions()`` (bots that
    search also a model, ``state.resample_hidden(seat, rng)``, see
    :func:`rulebound.bots.ask`). Chance decisions are sampled from ``chance_rng``.
    Returns the final state and the number of decisions each bot made.
    """
    state = game.new_initial_state(seed=seed)
    by_seat: dict[int, int] = {seat: k for k, seat in enumerate(seats)}
    chance = chance_rng if chance_rng is not None else Rng(seed)
    counts = [0] * len(bots)
    limit = game.info.max_game_length
    steps = 0
    models = Rng(derive_seed(seed, MODEL_STREAM))
    while True:
        decision = state.decision()
        seat = decision.seat
        if seat == TERMINAL:
            break
        if steps >= limit:
            raise RuntimeError(
                f"{game.info.full_id} seed={seed}: no end within max_game_length={limit}"
            )
        if seat == CHANCE:
            action = sample_chance(state, chance)
        else:
            k = by_seat[seat]
            bot = bots[k]
            action = ask(bot, state, seat, list(decision.options), models)
            counts[k] += 1
        state.apply_action(action)
        steps += 1
    return state, counts


def play_indexed_game(
    game: Game, bot_names: Sequence[str], master_seed: int, index: int
) -> GameRecord:
    """Game ``index`` of a run: its seed, seating and fresh bots follow from the index."""
    seed = derive_seed(master_seed, index)
    seats = seats_for_game(index, len(bot_names))
    bots = [make_bot(name, game, seed=derive_seed(seed, k + 1)) for k, name in enumerate(bot_names)]
    state, counts = play_game(game, bots, seats, seed, Rng(derive_seed(seed, 0)))
    reason = state.view(0).get("win_reason")
    return GameRecord(
        index=index,
        seed=seed,
        seats=seats,
        returns=tuple(float(r) for r in state.returns()),
        decisions=sum(counts) + _chance_count(state, counts),
        bot_decisions=tuple(counts),
        win_reason=str(reason) if reason else None,
    )


def _chance_count(state: State, counts: Sequence[int]) -> int:
    history = state.history
    return 0 if history is None else len(history) - sum(counts)


_GAMES: dict[tuple[str, str], Game] = {}


def _cached_game(game_id: str, params: Mapping[str, Any]) -> Game:
    key = (game_id, json.dumps(dict(params), sort_keys=True))
    game = _GAMES.get(key)
    if game is None:
        game = _GAMES[key] = load_game(game_id, **params)
    return game


def _run_chunk(
    game_id: str,
    params: dict[str, Any],
    bot_names: tuple[str, ...],
    master_seed: int,
    start: int,
    stop: int,
) -> list[GameRecord]:
    game = _cached_game(game_id, params)
    return [play_indexed_game(game, bot_names, master_seed, i) for i in range(start, stop)]


RAY_CHUNK_SHARE = 4
"""A Ray task costs a few milliseconds to send and collect (an empty one's round trip
was 1-4 ms here, see benchmarks/ray_backend.py) against a few for a pool's chunk, so
through Ray chunks reach their 10 games sooner: once each worker has 4 of them."""


def _chunks(games: int, workers: int, share: int = 200) -> list[tuple[int, int]]:
    """Chunks of a few games: large enough that sending them costs little, small
    enough that Ctrl-C loses few finished games and the workers stay evenly busy
    (at most 10 games, and ``share`` chunks per worker before chunks grow past 1)."""
    size = max(1, min(10, games // max(1, workers * share)))
    return [(start, min(games, start + size)) for start in range(0, games, size)]


def outcome(returns: Sequence[float], seat: int, cooperative: bool = False) -> str:
    """``"win"`` (strictly the highest return), ``"draw"`` (tied highest) or ``"loss"``.
    In a cooperative game every seat shares the result: a positive return is a win, a
    negative one a loss, 0 a draw."""
    mine = returns[seat]
    if cooperative:
        return "win" if mine > 0 else "loss" if mine < 0 else "draw"
    best = max(returns)
    if mine < best:
        return "loss"
    if sum(1 for r in returns if r == best) > 1:
        return "draw"
    return "win"


def summarize(
    records: Sequence[GameRecord],
    bot_names: Sequence[str],
    num_players: int,
    cooperative: bool = False,
) -> dict[str, Any]:
    """The deterministic part of a simulation result, from the game records in index order.
    ``cooperative``: the seats win or lose together (``utility == "identical"``)."""
    n = len(records)
    bots: list[dict[str, Any]] = []
    for k, name in enumerate(bot_names):
        wins = losses = draws = decisions = 0
        wins_as_seat = [0] * num_players
        games_as_seat = [0] * num_players
        for rec in records:
            seat = rec.seats[k]
            games_as_seat[seat] += 1
            result = outcome(rec.returns, seat, cooperative)
            if result == "win":
                wins += 1
                wins_as_seat[seat] += 1
            elif result == "draw":
                draws += 1
            else:
                losses += 1
            decisions += rec.bot_decisions[k]
        low, high = wilson_interval(wins, n)
        bots.append(
            {
                "slot": k,
                "bot": name,
                "games": n,
                "wins": wins,
                "losses": losses,
                "draws": draws,
                "win_rate": _r(wins / n if n else 0.0),
                "win_rate_ci95": [_r(low), _r(high)],
                "score": _r((wins + 0.5 * draws) / n if n else 0.0),
                "decisions_per_game": _r(decisions / n if n else 0.0),
                "games_as_seat": games_as_seat,
                "wins_as_seat": wins_as_seat,
            }
        )
    seat_wins = [0] * num_players
    draws_total = 0
    reasons: dict[str, int] = {}
    for rec in records:
        best = max(rec.returns)
        winners = [s for s, r in enumerate(rec.returns) if r == best]
        if cooperative:
            if best > 0:
                for s in winners:
                    seat_wins[s] += 1
            elif best == 0:
                draws_total += 1
        elif len(winners) == 1:
            seat_wins[winners[0]] += 1
        else:
            draws_total += 1
        key = rec.win_reason or "(none)"
        reasons[key] = reasons.get(key, 0) + 1
    lengths = [rec.decisions for rec in records]
    length_counts: dict[int, int] = {}
    for length in lengths:
        length_counts[length] = length_counts.get(length, 0) + 1
    return {
        "bots": bots,
        "decisions_per_game": _r(sum(lengths) / n if n else 0.0),
        "decisions_min": min(lengths, default=0),
        "decisions_max": max(lengths, default=0),
        "length_counts": {str(n): length_counts[n] for n in sorted(length_counts)},
        "seat_wins": seat_wins,
        "draws": draws_total,
        "win_reasons": dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
    }


def _r(value: float) -> float:
    return round(value, 6)


class SimInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped a simulation. ``result`` summarises the games that finished
    (``"complete": False``); it was written to the JSON file, if one was asked for."""

    def __init__(self, result: dict[str, Any]) -> None:
        super().__init__(f"interrupted after {result['games_played']} games")
        self.result = result


def check_backend(backend: str, address: str | None) -> None:
    """A :class:`ParameterError` for an unknown backend, an address without Ray, Ray
    not installed, or no Ray head node answering at ``address``."""
    if backend not in BACKENDS:
        raise ParameterError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    if address is not None and backend != "ray":
        raise ParameterError("--address is for --backend ray")
    if backend == "ray":
        from rulebound.sim_ray import check_address, import_ray

        import_ray(local=address is None)
        if address is not None:
            check_address(address)


def check_sim(game: Game, bots: Sequence[str], games: int, workers: int | None) -> None:
    """The arguments of a simulation, checked before any game (and before a front
    end draws its progress bar): a bot per seat, at least one game and one worker."""
    players = game.num_players
    if len(bots) != players:
        raise ParameterError(
            f"{game.info.full_id} is a {players}-player game: give {players} bots, "
            f"got {len(bots)} ({', '.join(bots) or 'none'})"
        )
    if games < 1:
        raise ParameterError(f"the number of games must be at least 1, got {games}")
    if workers is not None and workers < 1:
        raise ParameterError(f"the number of workers must be at least 1, got {workers}")


def run_sim(
    game_id: str,
    games: int,
    bots: Sequence[str],
    seed: int = 0,
    workers: int | None = 1,
    params: Mapping[str, Any] | None = None,
    json_path: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
    backend: str = "local",
    address: str | None = None,
) -> dict[str, Any]:
    """Play ``games`` games of ``game_id`` between ``bots`` (one bot name per seat).

    Returns a JSON-safe dict: ``game``, ``params``, ``seed``, ``games``,
    ``games_played``, ``complete``, ``bot_names``, per-bot ``bots`` (wins, losses,
    draws, ``win_rate`` with its 95% Wilson interval ``win_rate_ci95``,
    ``decisions_per_game``...), the overall ``decisions_per_game`` and
    ``length_counts`` (how many games took each number of decisions), ``seat_wins``,
    ``draws``, ``win_reasons``, and ``timing`` (the only part that varies between
    identical runs). If ``json_path`` is given the result is also written there
    atomically.

    Ctrl-C (``KeyboardInterrupt``) stops the run at once: the worker processes are
    ended, the games that finished are summarised (``"complete": False``) and
    written to ``json_path``, and :class:`SimInterrupted` carrying that result is
    raised. A second Ctrl-C while the workers are being ended ends the program on
    the spot (exit code 130); one while the result is written waits for it.

    ``backend="ray"`` plays the same chunks of games as Ray tasks (see
    :mod:`rulebound.sim_ray`), on a local Ray instance of ``workers`` CPUs or, with
    ``address``, on a cluster; the result is the local backend's. ``workers=None``
    means every CPU (of this machine, or of the Ray cluster).
    """
    game = load_game(game_id, **dict(params or {}))
    players = game.num_players
    names = tuple(b.strip().lower() for b in bots)
    check_sim(game, names, games, workers)
    check_backend(backend, address)
    used = workers if workers is not None else (os.cpu_count() or 1)
    for k, name in enumerate(names):
        make_bot(name, game, seed=k)  # fail early on an unknown or unavailable bot
    full_id = game.info.full_id
    full_params = dict(game.params)
    started = time.perf_counter()
    records: list[GameRecord] = []
    interrupted = False
    try:
        if backend == "ray":
            from rulebound.sim_ray import run_ray

            chunks = _chunks(games, workers or 1, RAY_CHUNK_SHARE)
            used = run_ray(
                full_id, full_params, names, seed, chunks, workers, address, records, progress
            )
        elif used == 1 or games == 1:
            _GAMES[(full_id, json.dumps(full_params, sort_keys=True))] = game
            for index in range(games):
                records.append(play_indexed_game(game, names, seed, index))
                if progress is not None:
                    progress(1)
        else:
            _run_pool(full_id, full_params, names, seed, games, used, records, progress)
    except KeyboardInterrupt:
        interrupted = True
        # The workers are ended; what is left (summing up, one atomic write) takes
        # milliseconds and must not be cut short: a further Ctrl-C waits for it.
        _on_interrupt(signal.SIG_IGN)
    try:
        elapsed = time.perf_counter() - started
        records.sort(key=lambda rec: rec.index)
        played = len(records)
        result: dict[str, Any] = {
            "game": full_id,
            "params": full_params,
            "seed": seed,
            "games": games,
            "games_played": played,
            "complete": not interrupted,
            "bot_names": list(names),
            **summarize(records, names, players, game.info.utility == "identical"),
            "timing": {
                "seconds": round(elapsed, 4),
                "games_per_s": round(played / elapsed, 2) if elapsed > 0 else None,
                "workers": used,
                "backend": backend,
            },
        }
        if json_path is not None:
            write_atomic(Path(json_path), to_json(result))
    finally:
        if interrupted:
            _on_interrupt(signal.default_int_handler)
    if interrupted:
        raise SimInterrupted(result)
    return result


def _on_interrupt(handler: Any) -> Any:
    """Set the SIGINT handler (only the main thread may; elsewhere no Ctrl-C arrives)
    and return the one it replaces."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGINT, handler)


def _stop_now(signum: int, frame: object) -> None:
    """The second Ctrl-C: end the workers and the program at once (exit code 130)."""
    for child in multiprocessing.active_children():
        child.kill()
    os._exit(130)


def _ignore_interrupts() -> None:
    """Worker processes leave Ctrl-C to the parent, which ends them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_pool(
    game_id: str,
    params: dict[str, Any],
    names: tuple[str, ...],
    seed: int,
    games: int,
    workers: int,
    records: list[GameRecord],
    progress: Progress | None,
) -> None:
    """Play the games on worker processes, appending each chunk's records as it
    comes back. On Ctrl-C the workers are ended at once (not after their chunk)."""
    chunks = _chunks(games, workers)
    # Workers are forked ignoring SIGINT (a terminal sends Ctrl-C to every process of
    # the group): only the parent reacts, so no worker prints a traceback.
    previous = _on_interrupt(signal.SIG_IGN)
    try:
        pool = multiprocessing.Pool(min(workers, len(chunks)), initializer=_ignore_interrupts)
    finally:
        if previous is not None:
            _on_interrupt(previous)
    try:
        tasks = [(game_id, params, names, seed, start, stop) for start, stop in chunks]
        for chunk in pool.imap_unordered(_run_chunk_args, tasks):
            records.extend(chunk)
            if progress is not None:
                progress(len(chunk))
        pool.close()
    except BaseException as exc:
        if isinstance(exc, KeyboardInterrupt):
            _on_interrupt(_stop_now)  # a second Ctrl-C while the workers end: stop at once
        pool.terminate()  # a chunk may take seconds: do not wait for it
        raise
    finally:
        pool.join()


def _run_chunk_args(task: tuple[Any, ...]) -> list[GameRecord]:
    return _run_chunk(*task)


def to_json(result: Mapping[str, Any]) -> str:
    """The canonical JSON text of a result (sorted keys, indented, final newline)."""
    return json.dumps(result, indent=2, sort_keys=True) + "\n"


def without_timing(result: Mapping[str, Any]) -> dict[str, Any]:
    """The deterministic part of a result: everything but ``"timing"``."""
    return {key: value for key, value in result.items() if key != "timing"}

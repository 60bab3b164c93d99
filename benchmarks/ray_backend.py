"""Measure ``sim --backend ray`` against the local backend: games/s with 1 and 2 workers,
and what Ray costs per game and to start.

    python benchmarks/ray_backend.py [--game marvel-mission-arena] [--games 400]
                                      [--bots random,random] [--repeats 2] [--json F]

The local backend runs first (1 worker plays in this process, 2 workers in a
process pool). Then one local Ray instance with two CPUs is started (its start-up is
timed on its own) and the same runs go through it, ``workers`` capping the tasks in
flight. Every run is checked to give the local result. A run's time is the best of
``--repeats``, so a busy machine's stalls count less; the Ray workers are warmed by a
first short run (they import rulebound and load the game once per worker process).

The overhead per game is measured two ways: the difference of the seconds per game,
Ray against local, with one worker (noisy on a busy machine: the local run plays in
this process, the Ray run in a worker process while the driver waits), and the round
trip of an empty Ray task divided by the games a task plays (the fixed cost Ray adds
to every chunk of games).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import time
from pathlib import Path
from typing import Any

from rulebound.kernel import write_atomic
from rulebound.sim import RAY_CHUNK_SHARE, _chunks, run_sim, without_timing
from rulebound.sim_ray import LOOPBACK_ONLY


def best_run(repeats: int, **kwargs: Any) -> tuple[float, dict[str, Any]]:
    best, result = float("inf"), {}
    for _ in range(repeats):
        started = time.perf_counter()
        result = run_sim(**kwargs)
        best = min(best, time.perf_counter() - started)
    return best, result


def round_trip_ms(ray: Any, tasks: int = 200) -> float:
    """Milliseconds Ray takes to submit one task, run it and bring its result back, for
    a task that does nothing: the fixed cost that every chunk of games pays."""
    noop = ray.remote(num_cpus=1)(lambda: None)
    ray.get(noop.remote())
    started = time.perf_counter()
    for _ in range(tasks):
        ray.get(noop.remote())
    return 1000 * (time.perf_counter() - started) / tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="marvel-mission-arena")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--bots", default="random,random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    common = {
        "game_id": args.game,
        "games": args.games,
        "bots": args.bots.split(","),
        "seed": args.seed,
    }
    rows: list[dict[str, Any]] = []
    reference: dict[str, Any] | None = None
    for workers in (1, 2):
        seconds, result = best_run(args.repeats, workers=workers, **common)
        reference = reference or without_timing(result)
        assert without_timing(result) == reference
        rows.append({"backend": "local", "workers": workers, "seconds": seconds})

    os.environ.setdefault(LOOPBACK_ONLY, "0")
    import ray

    started = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.ERROR)
    startup = time.perf_counter() - started
    try:
        run_sim(**{**common, "games": 20}, workers=2, backend="ray")  # warm the workers
        task_ms = round_trip_ms(ray)
        for workers in (1, 2):
            seconds, result = best_run(args.repeats, workers=workers, backend="ray", **common)
            assert without_timing(result) == reference, "Ray gave another result"
            rows.append({"backend": "ray", "workers": workers, "seconds": seconds})
    finally:
        ray.shutdown()

    for row in rows:
        row["games_per_s"] = round(args.games / row["seconds"], 1)
        row["seconds"] = round(row["seconds"], 3)
    local1, ray1 = rows[0]["seconds"], rows[2]["seconds"]
    overhead_ms = 1000 * (ray1 - local1) / args.games
    chunk = _chunks(args.games, 1, RAY_CHUNK_SHARE)[0]
    per_game_ms = task_ms / (chunk[1] - chunk[0])
    summary = {
        "game": args.game,
        "bots": args.bots,
        "games": args.games,
        "cpus": os.cpu_count(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "ray_version": ray.__version__,
        "ray_startup_s": round(startup, 2),
        "overhead_ms_per_game_1_worker": round(overhead_ms, 2),
        "task_round_trip_ms": round(task_ms, 2),
        "games_per_task": chunk[1] - chunk[0],
        "task_cost_ms_per_game": round(per_game_ms, 3),
        "runs": rows,
    }
    print(f"{args.game}, {args.games} games of {args.bots}, best of {args.repeats}")
    print(f"{'backend':8} {'workers':>7} {'seconds':>8} {'games/s':>8}")
    for row in rows:
        print(
            f"{row['backend']:8} {row['workers']:>7} {row['seconds']:>8.2f} "
            f"{row['games_per_s']:>8.1f}"
        )
    print(f"Ray start-up (local instance, 2 CPUs): {startup:.1f} s")
    print(f"Ray's overhead per game with 1 worker: {overhead_ms:.2f} ms (time difference)")
    print(
        f"An empty task's round trip: {task_ms:.2f} ms, for {chunk[1] - chunk[0]} games a "
        f"task: {per_game_ms:.3f} ms per game"
    )
    if args.json is not None:
        write_atomic(args.json, json.dumps(summary, indent=2) + "\n")


if __name__ == "__main__":
    main()

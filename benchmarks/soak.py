"""Soak run: many random games of a game through the kernel conformance checks.

Not a CI test (it takes minutes). Usage::

    python benchmarks/soak.py marvel-mission-arena --games 100000 --workers 2

Each chunk of games is checked with :func:`rulebound.kernel.conformance.check_game`
(legal actions, labels, illegal actions refused, clones, views, replay round trip);
clone and view checks are sampled every ``--sample-every`` decisions.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

from rulebound.kernel.conformance import check_game


def _chunk(
    args: tuple[str, int, int, int, dict[str, str]],
) -> tuple[int, int, dict[str, int]]:
    game, games, seed, sample_every, params = args
    report = check_game(game, games=games, seed=seed, sample_every=sample_every, **params)
    return report.games, report.decisions, report.outcomes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--sample-every", type=int, default=101)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--param", action="append", default=[], help="a game parameter, NAME=VALUE")
    args = parser.parse_args()
    params = dict(item.split("=", 1) for item in args.param)
    chunks = [
        (
            args.game,
            min(args.chunk, args.games - start),
            args.seed * 1_000_003 + start,
            args.sample_every,
            params,
        )
        for start in range(0, args.games, args.chunk)
    ]
    started = time.perf_counter()
    games = decisions = 0
    outcomes: dict[str, int] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for future in as_completed([pool.submit(_chunk, c) for c in chunks]):
            g, d, o = future.result()
            games += g
            decisions += d
            for key, value in o.items():
                outcomes[key] = outcomes.get(key, 0) + value
            print(f"\r{games}/{args.games} games checked", end="", flush=True)
    elapsed = time.perf_counter() - started
    print(f"\n{games} games, {decisions} decisions, no conformance error, {elapsed:.0f} s")
    print("returns:", dict(sorted(outcomes.items())))


if __name__ == "__main__":
    main()

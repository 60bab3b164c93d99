"""Gloomhaven random play, old engine against new, in turn: to measure a speed change on a
shared machine, where one version's run alone swings with the neighbours' load.

Not a CI test. Usage (the old code checked out somewhere, e.g. with ``git worktree``)::

    python benchmarks/gh_speed_ab.py --old /tmp/old/src --chunks 8 --games 100

Chunk ``k`` plays games ``1000 k`` to ``1000 k + games - 1`` of ``rulebound bench
gloomhaven``'s loop (seed ``derive_seed(0, n)``, uniformly random answers) in a fresh
process of each version, the two in alternating order; each process plays its chunk
``--repeat`` times and keeps its fewest CPU seconds (the run least disturbed). It prints
each chunk's decisions per CPU second of both and their ratio, then the median ratio.
Both versions must play the same games (the same decision count), or it stops.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path


def play(first: int, games: int, repeat: int) -> None:
    """One chunk in this process: prints its decisions and its fewest CPU seconds."""
    # imported here: the child process's PYTHONPATH chooses which version's engine loads
    from gh_random_play import play_games

    from rulebound.kernel.game import load_game
    from rulebound.kernel.rng import Rng, derive_seed

    game = load_game("gloomhaven")
    best = float("inf")
    decisions = 0
    for _ in range(repeat):
        started = time.process_time()
        seeds = (derive_seed(0, index) for index in range(first, first + games))
        decisions = play_games(game, seeds, Rng(first))
        best = min(best, time.process_time() - started)
    print(decisions, best)


def run(src: str | None, first: int, games: int, repeat: int) -> tuple[int, float]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if src:
        env["PYTHONPATH"] = src
    command = [sys.executable, __file__, "--play", str(first), str(games), str(repeat)]
    # run from the file system root so that the current directory's sources stay out
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True, cwd="/")
    count, seconds = out.stdout.split()
    return int(count), float(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--old", help="the old version's src directory")
    parser.add_argument("--new", default="", help="the new one's (default: as installed)")
    parser.add_argument("--chunks", type=int, default=8)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--play", nargs=3, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        play(*args.play)
        return
    if not args.old or not Path(args.old).is_dir():
        parser.error(f"--old must be a src directory, got {args.old!r}")
    ratios = []
    for k in range(args.chunks):
        versions = [("old", args.old), ("new", args.new)]
        if k % 2:
            versions.reverse()
        found = {name: run(src, 1000 * k, args.games, args.repeat) for name, src in versions}
        (count, old), (other, new) = found["old"], found["new"]
        if count != other:
            sys.exit(f"chunk {k}: the versions play different games ({count}, {other} decisions)")
        ratios.append(old / new)
        print(
            f"chunk {k}: {count} decisions, old {count / old:,.0f} and new {count / new:,.0f}"
            f" per CPU second: {old / new:.3f}x",
            flush=True,
        )
    print(f"median {statistics.median(ratios):.3f}x, from {min(ratios):.3f} to {max(ratios):.3f}")


if __name__ == "__main__":
    main()

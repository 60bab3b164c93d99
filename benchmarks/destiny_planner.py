"""Star Wars: Destiny planner vs heuristic: win rate and CPU seconds per game.

Not a CI test; a script to run briefly and report::

    nice python benchmarks/destiny_planner.py --decks rey,kylo --games 200 --seed 1
    nice python benchmarks/destiny_planner.py --decks jedi,first-order --games 100 --seconds 840
    nice python benchmarks/destiny_planner.py --games 4 --profile 25

Game ``i`` is game ``i`` of ``rulebound sim star-wars-destiny --bots planner,greedy
--seed S --decks A,B`` (the same seed, seating and bot seeds:
:func:`rulebound.sim.play_indexed_game`), played one after the other in this process, so
seats alternate and each bot plays each deck on each side equally often. ``--seconds``
stops after that much wall time and reports the games finished. Time per game is CPU
time (``time.process_time``, the heuristic's moves and the engine included): the machine
is shared, and wall time would measure the neighbours.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time

from rulebound import load_game
from rulebound.sim import play_indexed_game, wilson_interval


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", default="rey,kylo")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="planner,greedy")
    parser.add_argument("--seconds", type=float, default=0, help="stop after this wall time")
    parser.add_argument("--profile", type=int, default=0, help="print the top N functions")
    args = parser.parse_args()
    game = load_game("star-wars-destiny", decks=args.decks)
    names = args.bots.split(",")
    profiler = cProfile.Profile() if args.profile else None
    wins = games = 0
    reasons: dict[str, int] = {}
    wall, cpu = time.perf_counter(), time.process_time()
    if profiler:
        profiler.enable()
    for index in range(args.games):
        if args.seconds and time.perf_counter() - wall > args.seconds:
            break
        record = play_indexed_game(game, names, args.seed, index)
        won = record.returns[record.seats[0]] > 0
        wins += won
        games += 1
        key = ("won: " if won else "lost: ") + (record.win_reason or "?")
        reasons[key] = reasons.get(key, 0) + 1
        print(f"\r{wins} of {games}", end="", flush=True)
    if profiler:
        profiler.disable()
    seconds = time.process_time() - cpu
    low, high = wilson_interval(wins, games)
    print(
        f"\n{args.bots} --decks {args.decks} --seed {args.seed}: {wins} of {games} "
        f"({100 * wins / max(1, games):.1f}%, 95% CI {100 * low:.1f}% - {100 * high:.1f}%), "
        f"{seconds / max(1, games):.2f} CPU s/game, {time.perf_counter() - wall:.0f} s wall; "
        f"{reasons}"
    )
    if profiler:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(args.profile)


if __name__ == "__main__":
    main()

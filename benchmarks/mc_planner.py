"""Marvel Champions planner: win rates and CPU seconds per game, for one matchup or the
whole hero x villain table. Not a CI test; a script to run briefly and report::

    nice python benchmarks/mc_planner.py --heroes black-panther --villain rhino --games 20
    nice python benchmarks/mc_planner.py --table --games 40          # 5 heroes x 3 villains
    nice python benchmarks/mc_planner.py --heroes spider-man --games 2 --profile 30
    nice python benchmarks/mc_planner.py --heroes iron-man --games 20 --first 20  # games 20-39
    nice python benchmarks/mc_planner.py --heroes she-hulk --games 200 --bot-salt 1000  # reseeded

A table is run in chunks of 20 games (``--first``): the machine is shared, and a chunk
keeps each run short; the chunks' wins and games add up.

Games are those of ``rulebound sim marvel-champions --bots planner --seed S`` (the same
seeds, seating and bot seeds: :func:`rulebound.sim.play_indexed_game`), played one after
the other in this process. Time is CPU time (``time.process_time``): the machine is
shared, and wall time would measure the neighbours.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from typing import cast

from rulebound import load_game
from rulebound.bots import make_bot
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.game import Game
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import play_game, seats_for_game, wilson_interval

HEROES = ("spider-man", "captain-marvel", "she-hulk", "iron-man", "black-panther")
VILLAINS = ("rhino", "klaw", "ultron")


def _play(game: Game, names: list[str], master_seed: int, index: int, bot_salt: int = 0) -> McState:
    """Game ``index`` exactly as :func:`rulebound.sim.play_indexed_game` plays it;
    ``bot_salt`` moves the bots' own seeds (the same deals, other copies: the noise of
    a paired comparison, docs/marvel-champions-planner.md, session 38)."""
    seed = derive_seed(master_seed, index)
    seats = seats_for_game(index, len(names))
    bots = [
        make_bot(name, game, seed=derive_seed(seed, k + 1) + bot_salt)
        for k, name in enumerate(names)
    ]
    state, _ = play_game(game, bots, seats, seed, Rng(derive_seed(seed, 0)))
    return cast(McState, state)


def run(
    heroes: str,
    villain: str,
    games: int,
    seed: int,
    bots: str,
    first: int = 0,
    bot_salt: int = 0,
) -> dict[str, object]:
    """Play games ``first`` to ``first + games - 1``; the wins, the Wilson interval and
    CPU seconds per game."""
    game = load_game("marvel-champions", heroes=heroes, villain=villain)
    names = [bots] * len(heroes.split(","))
    wins = 0
    started = time.process_time()
    reasons: dict[str, int] = {}
    rounds = 0
    for index in range(first, first + games):
        state = _play(game, names, seed, index, bot_salt)
        rounds += state.round
        won = state.returns()[0] > 0
        wins += won
        reason = state.reason or "?"
        key = ("won: " if won else "lost: ") + reason
        reasons[key] = reasons.get(key, 0) + 1
    seconds = time.process_time() - started
    low, high = wilson_interval(wins, games)
    return {
        "heroes": heroes,
        "villain": villain,
        "wins": wins,
        "games": games,
        "ci95": (round(100 * low, 1), round(100 * high, 1)),
        "cpu_s_per_game": round(seconds / max(1, games), 2),
        "rounds_per_game": round(rounds / max(1, games), 1),
        "cpu_s_per_round": round(seconds / max(1, rounds), 3),
        "reasons": reasons,
    }


def _line(row: dict[str, object]) -> str:
    ci = row["ci95"]
    assert isinstance(ci, tuple)
    low, high = ci
    return (
        f"{row['heroes']:<40} {row['villain']:<7} {row['wins']:>3} of {row['games']:<3} "
        f"CI {low}% - {high}%  {row['cpu_s_per_game']} CPU s/game, {row['rounds_per_game']} "
        f"rounds, {row['cpu_s_per_round']} s/round  {row['reasons']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heroes", default="spider-man")
    parser.add_argument("--villain", default="rhino")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="planner")
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--table", action="store_true", help="every hero solo x villain")
    parser.add_argument("--villains", default=",".join(VILLAINS), help="for --table")
    parser.add_argument(
        "--bot-salt", type=int, default=0, help="added to the bots' seeds (0: sim's games)"
    )
    parser.add_argument("--profile", type=int, default=0, help="print the top N functions")
    args = parser.parse_args()
    if args.table:
        for villain in args.villains.split(","):
            for hero in HEROES:
                print(
                    _line(
                        run(
                            hero,
                            villain,
                            args.games,
                            args.seed,
                            args.bots,
                            args.first,
                            args.bot_salt,
                        )
                    ),
                    flush=True,
                )
        return
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
    print(
        _line(
            run(
                args.heroes,
                args.villain,
                args.games,
                args.seed,
                args.bots,
                args.first,
                args.bot_salt,
            )
        ),
        flush=True,
    )
    if args.profile:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(args.profile)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(args.profile)


if __name__ == "__main__":
    main()

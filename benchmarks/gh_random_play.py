"""Gloomhaven random play, a fixed set of games, timed in CPU seconds: to compare two
versions of the engine on a shared machine (wall-clock rates such as ``rulebound
bench``'s swing with the load; the CPU time of the same games is steadier).

Not a CI test. Usage, the old code and the new in turn::

    PYTHONPATH=/tmp/old/src python benchmarks/gh_random_play.py --games 200
    python benchmarks/gh_random_play.py --games 200

Game ``n`` is game ``n`` of ``rulebound bench gloomhaven``'s loop (seed
``derive_seed(SEED, n)``, uniformly random answers from one generator seeded
``SEED``), under the game's defaults or ``--param`` (``NAME=VALUE;...``). Prints the
decisions, the CPU seconds and the decisions per CPU second.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterable

from rulebound.kernel.decision import CHANCE
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed


def play_games(game: Game, seeds: Iterable[int], rng: Rng) -> int:
    """Play the game of each seed to the end, every answer drawn uniformly from ``rng``;
    the number of decisions taken (``rulebound bench``'s loop)."""
    decisions = 0
    for seed in seeds:
        state = game.new_initial_state(seed=seed)
        while True:
            pending = state.decision()
            options = pending.options
            if not options:
                break
            if pending.seat == CHANCE:
                state.apply_action(sample_chance(state, rng))
            else:
                state.apply_action(options[rng.randbelow(len(options))])
            decisions += 1
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--param", default="", help="NAME=VALUE[;NAME=VALUE...]")
    args = parser.parse_args()
    params = dict(p.split("=", 1) for p in args.param.split(";") if p)
    game = load_game("gloomhaven", **params)
    started = time.process_time()
    seeds = (derive_seed(args.seed, index) for index in range(args.games))
    decisions = play_games(game, seeds, Rng(args.seed))
    spent = time.process_time() - started
    print(f"{args.games} games, {decisions} decisions, {spent:.2f} CPU s: ", end="")
    print(f"{decisions / spent:,.0f} decisions per CPU second")


if __name__ == "__main__":
    main()

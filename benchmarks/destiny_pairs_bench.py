"""Random-play speed of Star Wars: Destiny for every pair of shipped decks, in CPU time.

Not a CI test. ``rulebound bench star-wars-destiny -p decks=A,B`` measures one pair in
wall time, which on a shared machine measures the neighbours too; this plays the same
uniformly random games (chance included) for each pair and divides by the CPU seconds
of this process (``time.process_time``)::

    nice python benchmarks/destiny_pairs_bench.py --seconds 2
"""

from __future__ import annotations

import argparse
import itertools
import time

from rulebound.games.destiny.decks import SHIPPED
from rulebound.games.destiny.game import DestinyGame
from rulebound.kernel.rng import Rng, derive_seed


def decisions_per_cpu_second(decks: str, seconds: float, seed: int) -> tuple[float, int]:
    """Decisions per CPU second of random play, and the games played."""
    game = DestinyGame(decks=decks)
    rng = Rng(seed)
    games = decisions = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = game.new_initial_state(derive_seed(seed, games))
        while True:
            options = state.decision().options
            if not options:
                break
            state.apply_action(options[rng.randbelow(len(options))])
            decisions += 1
        games += 1
    return decisions / (time.process_time() - started), games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per pair")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rates = {}
    for a, b in itertools.combinations(SHIPPED, 2):
        rate, games = decisions_per_cpu_second(f"{a},{b}", args.seconds, args.seed)
        rates[f"{a},{b}"] = rate
        print(f"{a + ',' + b:<28} {rate:>9,.0f} decisions per CPU s ({games} games)")
    slowest = min(rates, key=rates.__getitem__)
    print(f"slowest pair: {slowest}, {rates[slowest]:,.0f} decisions per CPU s")


if __name__ == "__main__":
    main()

"""Marvel Champions random play: decisions/s and games/s per matchup, in CPU time.

Not a CI test. The loop is ``rulebound bench``'s (:func:`rulebound.bench.run_bench`), but
timed with ``time.process_time``: on a shared machine wall time measures the neighbours.
Run it against an older tree by putting that tree's ``src`` first on ``PYTHONPATH``::

    nice python benchmarks/mc_random.py --seconds 2
    PYTHONPATH=/tmp/mc-base/src nice python benchmarks/mc_random.py --seconds 2
"""

from __future__ import annotations

import argparse
import time

from rulebound import load_game
from rulebound.kernel.decision import CHANCE
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed

HEROES = ("spider-man", "captain-marvel", "she-hulk", "iron-man", "black-panther")
VILLAINS = ("rhino", "klaw", "ultron")
FOUR = "spider-man,captain-marvel,she-hulk,iron-man"


def measure(heroes: str, villain: str, seconds: float, seed: int) -> tuple[float, float]:
    """Random games for about ``seconds`` of CPU time: (decisions/s, games/s)."""
    game = load_game("marvel-champions", heroes=heroes, villain=villain)
    rng = Rng(seed)
    games = decisions = 0
    started = time.process_time()
    while True:
        state = game.new_initial_state(seed=derive_seed(seed, games))
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
        games += 1
        spent = time.process_time() - started
        if spent >= seconds:
            return decisions / spent, games / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rows = [(h, v) for v in VILLAINS for h in HEROES] + [(FOUR, v) for v in VILLAINS]
    for heroes, villain in rows:
        per_s, games_s = measure(heroes, villain, args.seconds, args.seed)
        print(f"{heroes:<45} {villain:<7} {per_s:>9,.0f} decisions/s {games_s:>7,.1f} games/s")


if __name__ == "__main__":
    main()

"""Marvel Champions soak: random games across heroes, villains, modular sets, modes and
player counts, with the game's invariants checked (every ``--check-every`` decisions and
at the end).

Not a CI test. Game ``n`` uses configuration ``n`` of a fixed cycle (every hero alone
against every villain, then 2, 3 and 4 heroes; the villain's own modular set or another;
expert every fifth game), seed ``n``, and a uniformly random bot seeded ``n``. It stops
after ``--games`` games or ``--minutes`` of wall time, whichever comes first, and prints
the games actually played::

    nice python benchmarks/mc_soak.py --games 100000 --minutes 14
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter

from rulebound import load_game
from rulebound.kernel.game import Game
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng

HEROES = ("spider-man", "captain-marvel", "she-hulk", "iron-man", "black-panther")
VILLAINS = ("rhino", "klaw", "ultron")
MODULAR = ("", "bomb-scare", "legions-of-hydra", "masters-of-evil", "the-doomsday-chair")


def configurations() -> list[dict[str, object]]:
    """The cycle of game parameters: every team of 1 to 4 heroes (in a rotating order)
    against every villain, with a modular set in turn ("" is the villain's own)."""
    teams = [",".join(t) for n in range(1, 5) for t in itertools.combinations(HEROES, n)]
    out: list[dict[str, object]] = []
    for i, (team, villain) in enumerate(itertools.product(teams, VILLAINS)):
        params: dict[str, object] = {"heroes": team, "villain": villain}
        if MODULAR[i % len(MODULAR)]:
            params["modular"] = MODULAR[i % len(MODULAR)]
        params["expert"] = i % 5 == 4
        out.append(params)
    return out


def play(game: Game, seed: int, every: int) -> tuple[int, str]:
    """One random game with the invariants checked every ``every`` decisions and at
    the end."""
    state = game.new_initial_state(seed=seed)
    bot = Rng(seed)
    decisions = 0
    while not state.is_terminal():
        broken = state.broken_invariants() if decisions % every == 0 else []
        if broken:
            raise AssertionError(f"seed {seed}, decision {decisions}: {broken}")
        state.apply_action(random_action(state, bot))
        decisions += 1
    broken = state.broken_invariants()
    if broken:
        raise AssertionError(f"seed {seed}, at the end: {broken}")
    return decisions, "won" if state.returns()[0] > 0 else "lost"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--minutes", type=float, default=14.0)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--check-every", type=int, default=1, help="invariants every N decisions")
    args = parser.parse_args()
    configs = configurations()
    try:
        games = [load_game("marvel-champions", **params) for params in configs]
    except KeyboardInterrupt:
        print("interrupted before the first game")
        sys.exit(130)
    started = time.perf_counter()
    deadline = started + 60 * args.minutes
    outcomes: Counter[str] = Counter()
    by_players: Counter[int] = Counter()
    played = decisions = 0
    interrupted = False
    try:
        for seed in range(args.first, args.first + args.games):
            index = seed % len(configs)
            try:
                count, outcome = play(games[index], seed, args.check_every)
            except Exception as error:  # report the configuration, then stop
                print(f"FAILED {configs[index]}: {type(error).__name__}: {error}")
                sys.exit(1)
            played += 1
            decisions += count
            outcomes[outcome] += 1
            by_players[games[index].num_players] += 1
            if time.perf_counter() > deadline:
                break
    except KeyboardInterrupt:  # Ctrl-C keeps the games that finished
        interrupted = True
    elapsed = time.perf_counter() - started
    if interrupted:
        print(f"interrupted: games {args.first} to {args.first + played - 1} finished")
    print(
        f"{played:,} games ({len(configs)} configurations; invariants every "
        f"{args.check_every} decisions and at the end; by player count "
        f"{dict(sorted(by_players.items()))}), {decisions:,} decisions, {elapsed:.0f} s wall, "
        f"no invariant broken, no error; outcomes {dict(outcomes)}"
    )
    if interrupted:
        sys.exit(130)


if __name__ == "__main__":
    main()

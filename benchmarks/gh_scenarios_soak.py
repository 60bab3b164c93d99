"""Soak run over every shipped Gloomhaven scenario: random games, invariants checked.

Not a CI test (it takes minutes). Usage::

    python benchmarks/gh_scenarios_soak.py --games 500 [--seed 0] [--check-every 1]

The games are spread evenly over the shipped scenarios and over seven parties (two,
three and four characters, every class). Each game is played to the end by uniformly
random answers; after every ``--check-every``-th decision the state's invariants are
checked (``broken_invariants``: hit points, hexes, decks, conditions...). A game that breaks
one, raises, or does not end within the game's length limit is reported with its
scenario, party and seed. The conformance suite (clones, views, replays) runs in CI
through ``tests/gloomhaven/test_gh_conformance.py``; this run covers more games.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from rulebound import load_game
from rulebound.games.gloomhaven.scenario import shipped_scenarios
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng

PARTIES = (
    "brute,mindthief",
    "spellweaver,cragheart",
    "scoundrel,tinkerer",
    "brute,mindthief,tinkerer",
    "cragheart,scoundrel,spellweaver",
    "mindthief,tinkerer,cragheart,brute",
    "spellweaver,scoundrel,brute,mindthief",
)
"""Every class, in parties of two, three and four characters."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--check-every", type=int, default=1)
    args = parser.parse_args()
    runs = [(n, p) for n in shipped_scenarios() for p in PARTIES]
    outcomes: Counter[tuple[int, str]] = Counter()
    problems: list[str] = []
    decisions = 0
    started = time.perf_counter()
    played = 0
    try:
        for k in range(args.games):
            number, party = runs[k % len(runs)]
            game = load_game("gloomhaven", scenario=number, party=party, hands="first")
            seed = args.seed * 1_000_003 + k
            rng = Rng(seed + 1)
            try:
                state = game.new_initial_state(seed)
                assert isinstance(state, GloomhavenState)
                steps = 0
                while not state.is_terminal():
                    state.apply_action(random_action(state, rng))
                    steps += 1
                    if steps % args.check_every == 0:
                        broken = state.broken_invariants()
                        if broken:
                            raise AssertionError("; ".join(broken))
                    if steps > game.info.max_game_length:
                        raise AssertionError("no end within the game's length limit")
                decisions += steps
                outcomes[number, state.outcome] += 1
            except Exception as err:  # reported, and the soak goes on
                problems.append(f"scenario {number}, {party}, seed {seed}: {err!r}")
                outcomes[number, "error"] += 1
            played += 1
    except KeyboardInterrupt:  # Ctrl-C keeps the games that finished
        print(f"interrupted after {played} games")
    took = time.perf_counter() - started
    print(f"{played} games, {decisions} decisions in {took:.1f} s (seed {args.seed})")
    for (number, outcome), count in sorted(outcomes.items()):
        print(f"  scenario {number}: {outcome} {count}")
    for line in problems:
        print("PROBLEM", line)
    print(f"{len(problems)} problem(s)")


if __name__ == "__main__":
    main()

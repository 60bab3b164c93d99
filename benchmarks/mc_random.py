"""Marvel Champions random play: decisions/s and games/s per matchup, in CPU time.

Not a CI test. The loop is ``rulebound bench``'s (:func:`rulebound.bench.run_bench`), but
timed with ``time.process_time``: on a shared machine wall time measures the neighbours.
The rows are the 15 solo matchups (five heroes against Rhino, Klaw and Ultron, standard,
each villain's recommended modular set) and a four-player team against each villain.

The rows are played in short rounds, every row once a round (``--rounds``, ``--solo-games``
and ``--four-games`` games a row a round), so that a change of the machine's load falls on
all rows alike; a row's figure is its games and decisions over its CPU seconds summed over
the rounds. Game ``n`` of a row has the seed ``derive_seed(seed, n)`` and its own random
bot, so every version of the engine plays the same games whatever the rounds.

``--old SRC`` measures two versions in turn: the old one (that ``src`` directory) and this
one (``--new SRC``, default as installed), each in its own process, the two alternating
row by row (who goes first alternates too). Both must play the same games (the same
decision counts), or it stops::

    nice python benchmarks/mc_random.py --rounds 5
    nice python benchmarks/mc_random.py --rounds 5 --old /tmp/mc-base/src
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from typing import IO

HEROES = ("spider-man", "captain-marvel", "she-hulk", "iron-man", "black-panther")
VILLAINS = ("rhino", "klaw", "ultron")
FOUR = "spider-man,captain-marvel,she-hulk,iron-man"
ROWS = [(h, v) for v in VILLAINS for h in HEROES] + [(FOUR, v) for v in VILLAINS]


class Player:
    """Plays the rows' games in this process, and counts what they cost."""

    def __init__(self, seed: int) -> None:
        # imported here: with --old, the child's PYTHONPATH chooses which engine loads
        from rulebound import load_game

        self.seed = seed
        self.games = {
            (heroes, villain): load_game("marvel-champions", heroes=heroes, villain=villain)
            for heroes, villain in ROWS
        }

    def play(self, row: int, first: int, count: int) -> tuple[int, float]:
        """Games ``first`` to ``first + count - 1`` of a row: (decisions, CPU seconds)."""
        from rulebound.kernel.decision import CHANCE
        from rulebound.kernel.play import sample_chance
        from rulebound.kernel.rng import Rng, derive_seed

        game = self.games[ROWS[row]]
        decisions = 0
        started = time.process_time()
        # rulebound.bench's loop, written out: with --old the child imports an older
        # rulebound, which need not have any helper this one would call
        for n in range(first, first + count):
            state = game.new_initial_state(seed=derive_seed(self.seed, n))
            rng = Rng(derive_seed(self.seed + 1, n))
            randbelow = rng.randbelow
            decision = state.decision
            apply = state.apply_action
            while True:
                pending = decision()
                options = pending.options
                if not options:
                    break
                if pending.seat == CHANCE:
                    apply(sample_chance(state, rng))
                else:
                    apply(options[randbelow(len(options))])
                decisions += 1
        return decisions, time.process_time() - started


def serve(seed: int) -> None:
    """The child's side of --old: one ``row first count`` a line in, ``decisions s`` out."""
    player = Player(seed)
    print("ready", flush=True)
    for line in sys.stdin:
        row, first, count = (int(word) for word in line.split())
        decisions, seconds = player.play(row, first, count)
        print(decisions, seconds, flush=True)


class Child:
    """A process of one version of the engine, playing what it is asked."""

    def __init__(self, src: str, seed: int) -> None:
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        if src:
            env["PYTHONPATH"] = src
        command = [sys.executable, os.path.abspath(__file__), "--serve", "--seed", str(seed)]
        # run from the file system root so that the current directory's sources stay out
        self.process = subprocess.Popen(
            command, env=env, cwd="/", stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.stdin: IO[str] = self.process.stdin  # type: ignore[assignment]
        self.stdout: IO[str] = self.process.stdout  # type: ignore[assignment]
        if self.stdout.readline().strip() != "ready":
            sys.exit(f"the engine in {src or 'this tree'} did not start")

    def play(self, row: int, first: int, count: int) -> tuple[int, float]:
        self.stdin.write(f"{row} {first} {count}\n")
        self.stdin.flush()
        decisions, seconds = self.stdout.readline().split()
        return int(decisions), float(seconds)

    def close(self) -> None:
        self.stdin.close()
        self.process.wait()


def loads() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--solo-games", type=int, default=40, help="games a solo row a round")
    parser.add_argument("--four-games", type=int, default=8, help="games a 4-player row a round")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--old", help="the old version's src directory (A/B mode)")
    parser.add_argument("--new", default="", help="the new one's (default: as installed)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.seed)
        return
    if args.old is not None and not os.path.isdir(args.old):
        parser.error(f"--old must be a src directory, got {args.old!r}")
    names = ["old", "new"] if args.old is not None else ["this"]
    players: dict[str, Player | Child]
    if args.old is not None:
        players = {"old": Child(args.old, args.seed), "new": Child(args.new, args.seed)}
    else:
        players = {"this": Player(args.seed)}
    # totals[name][row] = [games, decisions, CPU seconds]
    totals: dict[str, list[list[float]]] = {name: [[0, 0, 0.0] for _ in ROWS] for name in names}
    print(f"load average at start {loads()}", flush=True)
    turn = 0
    for k in range(args.rounds):
        for row, (heroes, _villain) in enumerate(ROWS):
            count = args.four_games if "," in heroes else args.solo_games
            first = k * count
            order = names if turn % 2 == 0 else names[::-1]
            turn += 1
            found = {name: players[name].play(row, first, count) for name in order}
            if len({decisions for decisions, _ in found.values()}) > 1:
                sys.exit(f"row {ROWS[row]}, games {first}+: the versions play different games")
            for name, (decisions, seconds) in found.items():
                total = totals[name][row]
                total[0] += count
                total[1] += decisions
                total[2] += seconds
        print(f"round {k + 1} of {args.rounds} done, load average {loads()}", flush=True)
    for player in players.values():
        if isinstance(player, Child):
            player.close()
    head = f"{'heroes':<45} {'villain':<7}"
    for name in names:
        head += f" | {name + ' decisions/s':>17} {'games/s':>8} {'CPU s':>6}"
    print(head)
    for row, (heroes, villain) in enumerate(ROWS):
        line = f"{heroes:<45} {villain:<7}"
        for name in names:
            played, made, cpu = totals[name][row]
            line += f" | {made / cpu:>17,.0f} {played / cpu:>8,.1f} {cpu:>6.2f}"
        print(line)
    print(f"load average at end {loads()}")


if __name__ == "__main__":
    main()

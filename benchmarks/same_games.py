"""Same games, decision for decision: a fingerprint of many random games, to compare
two versions of a game's engine (for example before and after a rewrite of its flow).

Not a CI test (10,000 games take minutes). Usage::

    python benchmarks/same_games.py marvel-mission-arena --games 10000 --out before.txt
    # ... change the engine ...
    python benchmarks/same_games.py marvel-mission-arena --games 10000 --compare before.txt

Game ``n`` is played with seed ``n`` by a uniformly random bot seeded ``n``, under one of
the ``--param`` sets in turn (game ``n`` uses set ``n % sets``; with none, the game's
defaults). Each game's fingerprint hashes, at every decision: the deciding seat, the
kind, the prompt, every option with its label, the chosen option and how it is told to
the other seats; and at the end the whole event log (seat, kind, ids, text), the
returns, the random outcomes drawn and both seats' views. Every ``--view-every``-th
game also hashes the deciding seat's view at every decision. The output has one line
per game: ``seed decisions hash``. ``--compare`` reports the games that differ.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from typing import Any

from rulebound import load_game
from rulebound.kernel.game import Game
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng


def fingerprint(game: Game, seed: int, with_views: bool) -> tuple[int, str]:
    """The number of decisions and the hash of one random game."""
    digest = hashlib.blake2b(digest_size=16)
    feed = digest.update
    state = game.new_initial_state(seed=seed)
    bot = Rng(seed)
    decisions = 0
    while not state.is_terminal():
        decision = state.decision()
        labels = [state.action_to_string(a) for a in decision.options]
        action = random_action(state, bot)
        told = state.public_action_string(action)
        feed(repr((decision.seat, decision.kind, decision.prompt, decision.options)).encode())
        feed(repr((labels, action, told)).encode())
        if with_views:
            feed(json.dumps(state.view(decision.seat), sort_keys=True).encode())
        state.apply_action(action)
        decisions += 1
    for event in state.events or ():
        feed(repr((event.seat, event.kind, event.ids, event.text)).encode())
    ending: Any = (state.returns(), state.chance_history, state.view(0), state.view(1))
    feed(json.dumps(ending, sort_keys=True).encode())
    return decisions, digest.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--view-every", type=int, default=10)
    parser.add_argument(
        "--param",
        action="append",
        default=[],
        help="one parameter set, NAME=VALUE[;NAME=VALUE...] (repeatable)",
    )
    out = parser.add_mutually_exclusive_group(required=True)
    out.add_argument("--out", help="write the fingerprints to this file")
    out.add_argument("--compare", help="compare with the fingerprints in this file")
    args = parser.parse_args()
    sets = [dict(item.split("=", 1) for item in p.split(";")) for p in args.param] or [{}]
    games = [load_game(args.game, **params) for params in sets]
    started = time.perf_counter()
    lines = []
    total = 0
    for seed in range(args.first, args.first + args.games):
        count, digest = fingerprint(games[seed % len(games)], seed, seed % args.view_every == 0)
        total += count
        lines.append(f"{seed} {count} {digest}")
    elapsed = time.perf_counter() - started
    print(f"{args.games} games, {total} decisions, {elapsed:.1f} s")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        return
    with open(args.compare, encoding="utf-8") as handle:
        before = {line.split()[0]: line.strip() for line in handle if line.strip()}
    differ = [line.split()[0] for line in lines if before.get(line.split()[0]) != line]
    if differ:
        print(f"{len(differ)} of {args.games} games differ; first seeds: {', '.join(differ[:10])}")
        sys.exit(1)
    print(f"all {args.games} games identical, decision for decision")


if __name__ == "__main__":
    main()

"""Soak Star Wars: Destiny with random legal constructed decks from the whole card pool.

Not a CI test. Each game gets fresh random decks, one per player (so every card is
played sooner or later); the player counts cycle through ``--players``; games run
through the kernel conformance checks in chunks (``--invariants``: random play with the
game's invariants checked after every decision, for many more games; ``--plain``: random
play only, with no checks)::

    python benchmarks/destiny_decks_soak.py --games 2000 --workers 1 --players 2,3,4
    python benchmarks/destiny_decks_soak.py --games 100000 --invariants --players 2,3,4
    python benchmarks/destiny_decks_soak.py --games 20000 --plain --players 2,3,4

``--seconds`` stops after that much wall time (in one process) and reports the games
finished; the CPU seconds are reported too. Game ``i`` of a seed is the same game in every
run, so ``--first N`` continues a run that stopped after N games: together the two runs
play exactly the games of one uninterrupted run::

    python benchmarks/destiny_decks_soak.py --games 100000 --first 47800 --invariants
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from rulebound.games.destiny.cards import load_pool
from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.random_decks import deck_text, random_deck
from rulebound.kernel.conformance import check_game
from rulebound.kernel.rng import Rng, derive_seed


def _random_play(decks: str, seed: int, checked: bool) -> int:
    """One game with uniformly random decisions; returns the decisions made. ``checked``:
    the game's invariants after every decision, and a winner at the end."""
    state = DestinyGame(decks=decks).new_initial_state(seed)
    rng = Rng(seed ^ 0x50AC)
    decisions = 0
    while not state.is_terminal():
        if decisions >= state.game.info.max_game_length:
            raise RuntimeError(f"game {seed} ({decks}) passed {decisions} decisions: a loop?")
        options = state.decision().options
        state.apply_action(options[rng.randbelow(len(options))])
        decisions += 1
        if checked and (broken := state.broken_invariants()):
            raise RuntimeError(f"game {seed} ({decks}), decision {decisions}: {broken}")
    if checked and max(state.returns()) <= 0:
        raise RuntimeError(f"game {seed} ({decks}) ended with no winner")
    return decisions


Chunk = tuple[int, int, int, tuple[int, ...], str]


def _chunk(args: Chunk) -> tuple[int, int, Counter[str]]:
    start, count, seed, players, mode = args
    pool = load_pool()
    played: Counter[str] = Counter()
    decisions = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(start, start + count):
            rng = Rng(derive_seed(seed, i))
            paths = []
            for k in range(players[i % len(players)]):
                deck = random_deck(pool, rng, f"Random {k + 1}")
                played.update(code for code, _ in deck.cards)
                played.update(m.code for m in deck.characters)
                path = Path(tmp) / f"deck{k}.deck"
                path.write_text(deck_text(deck))
                paths.append(str(path))
            if mode != "conformance":
                decisions += _random_play(",".join(paths), i, mode == "invariants")
                continue
            report = check_game(
                "star-wars-destiny", games=1, seed=i, sample_every=53, decks=",".join(paths)
            )
            decisions += report.decisions
    return count, decisions, played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=100)
    parser.add_argument(
        "--first", type=int, default=0, help="start at this game (continues an earlier run)"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--players", default="2", help="player counts to cycle, e.g. 2,3,4")
    parser.add_argument("--plain", action="store_true", help="random play, no checks")
    parser.add_argument("--invariants", action="store_true", help="random play, invariants")
    parser.add_argument("--seconds", type=float, default=0, help="stop after this long")
    args = parser.parse_args()
    players = tuple(int(p) for p in args.players.split(","))
    mode = "invariants" if args.invariants else "plain" if args.plain else "conformance"
    chunks = [
        (start, min(args.chunk, args.games - start), args.seed, players, mode)
        for start in range(args.first, args.games, args.chunk)
    ]
    started, cpu = time.perf_counter(), time.process_time()
    games = decisions = 0
    played: Counter[str] = Counter()
    if args.seconds:  # one process, chunk after chunk, until the time is up
        for chunk in chunks:
            if time.perf_counter() - started > args.seconds:
                break
            g, d, p = _chunk(chunk)
            games, decisions = games + g, decisions + d
            played.update(p)
            print(f"\r{games} games played", end="", flush=True)
        chunks = []
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for future in as_completed([pool.submit(_chunk, c) for c in chunks]):
            g, d, p = future.result()
            games, decisions = games + g, decisions + d
            played.update(p)
            print(f"\r{games}/{args.games - args.first} games checked", end="", flush=True)
    seconds = time.perf_counter() - started
    checks = {"plain": "random play", "invariants": "invariants at every decision"}
    cpu_note = f", {time.process_time() - cpu:.0f} CPU s" if args.seconds else ""
    print(
        f"\n{games} games (from game {args.first}, {args.players} players, seed {args.seed}), "
        f"{decisions} decisions, "
        f"{len(played)} different cards in decks, "
        f"{checks.get(mode, 'every conformance check')}, no error, "
        f"{seconds:.0f} s{cpu_note}"
    )


if __name__ == "__main__":
    main()

"""Soak Star Wars: Destiny with random legal constructed decks from the whole card pool.

Not a CI test. Each game gets two fresh random decks (so every card is played sooner
or later); games run through the kernel conformance checks in chunks::

    python benchmarks/destiny_decks_soak.py --games 2000 --workers 1
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from rulebound.games.destiny.cards import load_pool
from rulebound.games.destiny.random_decks import deck_text, random_deck
from rulebound.kernel.conformance import check_game
from rulebound.kernel.rng import Rng, derive_seed


def _chunk(args: tuple[int, int, int]) -> tuple[int, int, Counter[str]]:
    start, count, seed = args
    pool = load_pool()
    played: Counter[str] = Counter()
    decisions = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(start, start + count):
            rng = Rng(derive_seed(seed, i))
            paths = []
            for k in (0, 1):
                deck = random_deck(pool, rng, f"Random {k + 1}")
                played.update(code for code, _ in deck.cards)
                played.update(m.code for m in deck.characters)
                path = Path(tmp) / f"deck{k}.deck"
                path.write_text(deck_text(deck))
                paths.append(str(path))
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
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    chunks = [
        (start, min(args.chunk, args.games - start), args.seed)
        for start in range(0, args.games, args.chunk)
    ]
    started = time.perf_counter()
    games = decisions = 0
    played: Counter[str] = Counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for future in as_completed([pool.submit(_chunk, c) for c in chunks]):
            g, d, p = future.result()
            games, decisions = games + g, decisions + d
            played.update(p)
            print(f"\r{games}/{args.games} games checked", end="", flush=True)
    seconds = time.perf_counter() - started
    print(
        f"\n{games} games, {decisions} decisions, {len(played)} different cards in decks, "
        f"no error, {seconds:.0f} s"
    )


if __name__ == "__main__":
    main()

"""Benchmark the monster-turn tool on large maps: seconds to read, check and solve one
puzzle, cold caches, as ``rulebound gloomhaven monster-turn`` does.

    python benchmarks/large_puzzle.py [--sizes 60x50,100x100] [--seed 1]

Each map is a W x H block drawn as rows (row r shifted by r/2, so the block is a
rectangle on the table), with about 8% obstacles, 2% traps and 3% difficult terrain,
four characters and a Guard with Move 3, Range 3, Target 2 in a corner. The largest map
a puzzle may describe is ``puzzle.MAX_HEXES`` hexes.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from rulebound.games.gloomhaven.hexmap import clear_caches
from rulebound.games.gloomhaven.puzzle import MAX_HEXES, solve_puzzle
from rulebound.kernel.rng import Rng


def large_puzzle(width: int, height: int, seed: int) -> dict[str, Any]:
    rng = Rng(seed)
    left, top = width // 2, height // 2
    hexes = [[q - r // 2 - left, r - top] for r in range(height) for q in range(width)]
    monster = hexes[0]
    contents = []
    for h in hexes[1:]:
        roll = rng.randbelow(100)
        kind = "obstacle" if roll < 8 else "trap" if roll < 10 else "difficult" if roll < 13 else ""
        if kind:
            contents.append({"hex": h, "type": kind})
    taken = {tuple(c["hex"]) for c in contents} | {tuple(monster)}
    free = [h for h in hexes if tuple(h) not in taken]
    rng.shuffle(free)
    figures = [
        {"name": f"Character {i + 1}", "kind": "character", "hex": free[i], "initiative": 10 + i}
        for i in range(4)
    ]
    return {
        "map": {"hexes": hexes, "contents": contents},
        "figures": figures,
        "monster": {"name": "Guard", "hex": monster, "move": 3, "range": 3, "targets": 2},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="40x25,60x50,80x60,100x100")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rows = []
    for size in args.sizes.split(","):
        width, height = (int(n) for n in size.split("x"))
        puzzle = large_puzzle(width, height, args.seed)
        clear_caches()
        started = time.perf_counter()
        result = solve_puzzle(puzzle, f"{size} map")
        seconds = time.perf_counter() - started
        rows.append(
            {
                "size": size,
                "hexes": len(puzzle["map"]["hexes"]),
                "seconds": round(seconds, 3),
                "outcomes": len(result["outcomes"]),
            }
        )
    print(json.dumps({"max_hexes": MAX_HEXES, "runs": rows}, indent=2))


if __name__ == "__main__":
    main()

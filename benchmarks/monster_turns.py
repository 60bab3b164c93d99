"""Benchmark the Gloomhaven monster AI on its own: monster turns solved per second.

    python benchmarks/monster_turns.py [--seconds 5] [--seed 0]
    python benchmarks/monster_turns.py --worst   # the crowded-map area attacks, one by one

Each puzzle is a random room (a 9x7 block of hexes with random walls, obstacles,
traps, difficult terrain and thin walls), 2-4 characters, 0-3 other monsters and a
monster with a random move, range, target count and (sometimes) an area pattern.
The puzzles are built before the clock starts; only :func:`monster_turn` is timed.
"""

from __future__ import annotations

import argparse
import json
import time

from rulebound.games.gloomhaven.hexmap import HexMap, clear_caches
from rulebound.games.gloomhaven.monster_ai import Figure, MonsterAbility, monster_turn
from rulebound.kernel.hexgrid import Hex, neighbours
from rulebound.kernel.rng import Rng

PATTERNS: tuple[tuple[Hex, ...], ...] = (
    ((1, 0), (2, 0)),
    ((1, 0), (1, -1), (0, -1)),
    ((0, 0), (1, 0), (0, 1)),
)


def random_puzzle(rng: Rng) -> tuple[HexMap, list[Figure], Figure, MonsterAbility]:
    cells = [(q - r // 2, r) for r in range(7) for q in range(9)]
    rng.shuffle(cells)
    kinds: dict[str, list[Hex]] = {"walls": [], "obstacles": [], "traps": [], "difficult": []}
    for name, count in (("walls", 5), ("obstacles", 3), ("traps", 2), ("difficult", 3)):
        for _ in range(count):
            kinds[name].append(cells.pop())
    free = list(cells)
    thin = []
    for h in free[:3]:
        n = neighbours(h)[rng.randbelow(6)]
        if n in free:
            thin.append((h, n))
    hexmap = HexMap.build(hexes=[*free, *kinds["walls"]], thin_walls=thin, **kinds)
    figures = []
    for k in range(2 + rng.randbelow(3)):
        figures.append(Figure(f"C{k}", free.pop(), "character", 10 + rng.randbelow(80)))
    for k in range(rng.randbelow(4)):
        figures.append(Figure(f"M{k}", free.pop(), "monster"))
    monster = Figure("Active", free.pop(), "monster")
    ability = MonsterAbility(
        move=1 + rng.randbelow(4),
        jump=rng.randbelow(8) == 0,
        range=rng.choice((0, 0, 3, 4)),
        targets=rng.choice((1, 1, 1, 2)),
        aoe=PATTERNS[rng.randbelow(3)] if rng.randbelow(6) == 0 else (),
        aoe_melee=True,
        muddled=rng.randbelow(6) == 0,
    )
    return hexmap, [*figures, monster], monster, ability


FLOWER: tuple[Hex, ...] = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def worst_cases() -> list[tuple[str, float, float, int]]:
    """The slowest kind of monster turn: a 7-hex area (ranged or melee, with Target
    Z) among 9 characters packed in the middle of a 11x9 room. Each is solved with
    cold caches; returns (name, wall milliseconds, CPU milliseconds, outcomes): on a
    shared machine the CPU time is the steadier figure."""
    cells = [(q - r // 2, r) for r in range(9) for q in range(11)]
    packed = [(3, 3), (4, 3), (5, 3), (3, 4), (5, 4), (4, 5), (2, 5), (7, 1), (8, 2)]
    figures = [Figure(f"C{k}", h, "character", 10 + k) for k, h in enumerate(packed)]
    monster = Figure("Active", (0, 0), "monster")
    claw = ((1, 0), (2, 0), (1, -1), (2, -1), (1, 1), (2, 1), (3, 0))
    cases = {
        "ranged 7-hex area, Move 5, Range 4": MonsterAbility(
            move=5, range=4, aoe=FLOWER, aoe_melee=False
        ),
        "ranged 7-hex area with Target 3": MonsterAbility(
            move=5, range=4, targets=3, aoe=FLOWER, aoe_melee=False
        ),
        "melee 7-hex area with Target 7": MonsterAbility(move=5, targets=7, aoe=claw),
        "Target 7, Range 4": MonsterAbility(move=5, range=4, targets=7),
    }
    found = []
    for name, ability in cases.items():
        clear_caches()
        hexmap = HexMap.build(hexes=cells)
        start, cpu = time.perf_counter(), time.process_time()
        turn = monster_turn(hexmap, [*figures, monster], monster, ability)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        found.append((name, wall * 1000, cpu * 1000, len(turn.outcomes)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--worst", action="store_true", help="time the crowded area attacks")
    args = parser.parse_args()
    if args.worst:
        for name, ms, cpu, count in worst_cases():
            plural = "s" if count != 1 else ""
            print(f"{name}: {ms:.1f} ms ({cpu:.1f} ms CPU), {count} outcome{plural}")
        return
    rng = Rng(args.seed)
    puzzles = [random_puzzle(rng) for _ in range(500)]
    solved = outcomes = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        hexmap, figures, monster, ability = puzzles[solved % len(puzzles)]
        if solved >= len(puzzles):  # a fresh map object each lap: no warm caches
            clear_caches()  # maps of the same layout share them
            hexmap = HexMap.build(
                hexes=hexmap.hexes,
                walls=hexmap.walls,
                thin_walls=[tuple(e) for e in hexmap.thin_walls],  # type: ignore[misc]
                obstacles=hexmap.obstacles,
                traps=hexmap.traps,
                difficult=hexmap.difficult,
            )
        outcomes += len(monster_turn(hexmap, figures, monster, ability).outcomes)
        solved += 1
    seconds = time.perf_counter() - start
    figures_out = {
        "monster_turns": solved,
        "monster_turns_per_s": round(solved / seconds, 1),
        "outcomes_per_turn": round(outcomes / solved, 2),
        "seconds": round(seconds, 3),
    }
    if args.json:
        print(json.dumps(figures_out, sort_keys=True))
    else:
        print(
            f"{solved} monster turns in {seconds:.2f} s: "
            f"{figures_out['monster_turns_per_s']} turns/s, "
            f"{figures_out['outcomes_per_turn']} outcomes per turn"
        )


if __name__ == "__main__":
    main()

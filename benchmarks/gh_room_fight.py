"""One room's fight in saved Gloomhaven game logs, won games against lost ones (issue 18).

Reads the logs ``gh_planner_games.py --logs DIR`` writes (``DIR/game-N.txt``: the
outcome, then the event log) and counts, per game, from the opening of the room's door
(``--door``, default scenario 1's room-2 door at -2,3) to the next door's (``--next``,
-7,5) or the game's end: who opened the door and where its turn left it (on the door
hex, back on the near side, or beyond it), the damage that opener took in the opening
round (on HP or negated by lost cards), the rounds the room took, the monsters' attacks
on the tank (the most maximum HP, then the larger hand, as ``bot_goals.tank_rank``) and
on its partner by monster type, the damage each took on HP, the cards lost to negate
damage, the rests, and the rounds after the opening until the monsters of each type
were dead. The means are split by outcome; ``--pair`` gives the same games of two runs
side by side (a variant and its base); ``A+B`` reads two folders as one (both seeds).
Usage::

    python benchmarks/gh_room_fight.py /tmp/logs/base0 /tmp/logs/base1
    python benchmarks/gh_room_fight.py --pair /tmp/logs/base0+/tmp/logs/base1 \
        /tmp/logs/variant0+/tmp/logs/variant1
"""

from __future__ import annotations

import argparse
import re
from collections import Counter, defaultdict
from pathlib import Path

from rulebound import load_game
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.game import GloomhavenGame

NEAR = re.compile(r"(\w+) (?:moves|jumps) from hex \S+ to hex (-?\d+),(-?\d+) ")


def fight(
    path: Path, door: str, after: str, beyond: frozenset[tuple[int, int]]
) -> tuple[str, Counter[str]] | None:
    """The outcome of one game and its counts in the room (None: the door never opened)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    outcome, log = lines[0], lines[1:]
    chars = [m.group(1) for line in log[:8] if (m := re.match(r"(\w+) starts at", line))]
    sheets = {c: load_class(c.lower()) for c in chars}
    tank = max(chars, key=lambda c: (sheets[c].max_hp(1), sheets[c].hand_size, -chars.index(c)))
    c: Counter[str] = Counter()
    state, rnd, opened, opener = 0, 0, 0, ""
    for i, line in enumerate(log):
        if m := re.match(r"Round (\d+)\.", line):
            rnd = int(m.group(1))
        if (m := re.match(r"(\w+) opens the door at hex (\S+)\.", line)) and m.group(2) == door:
            state, opened, opener = 1, rnd, m.group(1)
            c["opener is the tank"] += opener == tank
            c.update(_opening(log[i + 1 :], opener, door, beyond))
        elif m and m.group(2) == after and state == 1:
            state = 2
            c["rounds in the room"] += rnd - opened
        if state != 1:
            continue
        who = "tank" if line.startswith(tank + " ") else "partner"
        if m := re.match(r"(\w+) suffers (\d+) damage", line):
            if m.group(1) in sheets:
                c[f"damage on HP, {who}"] += int(m.group(2))
        elif re.match(r"\w+ loses .* to negate", line):
            c[f"cards lost to negate, {who}"] += 1
        elif m := re.match(r"\w+ (long|short) rests", line):
            c[f"{m.group(1)} rests, {who}"] += 1
        elif m := re.match(r"(?:elite )?(.+?) \d+ attacks (\w+)", line):
            target = m.group(2)
            side = "tank" if target == tank else "partner" if target in sheets else "summon"
            c[f"{m.group(1)} attacks on the {side}"] += 1
    if not opened:
        return None
    if state == 1:
        c["rounds in the room"] += rnd - opened
    return outcome, c


def _opening(
    rest: list[str], opener: str, door: str, beyond: frozenset[tuple[int, int]]
) -> Counter[str]:
    """Where the opener's turn left it (``beyond``: the opened room's hexes), and the
    damage it took until the round's end, on HP or negated."""
    c: Counter[str] = Counter()
    where = "not moved on"
    for line in rest:
        if line.startswith("Round "):
            break
        if (m := NEAR.match(line)) and m.group(1) == opener and where == "not moved on":
            q, r = int(m.group(2)), int(m.group(3))
            here = f"{q},{r}"
            where = "on the door" if here == door else "beyond" if (q, r) in beyond else "back"
        hurt = rf"{opener} (?:suffers|loses .* to negate) (\d+) damage"
        if m := re.match(hurt, line):
            c["opener's opening-round damage"] += int(m.group(1))
    c[f"opener ends {where}"] += 1
    return c


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("dirs", nargs="+", help="log folders (A+B: both as one)")
    parser.add_argument("--scenario", default="1")
    parser.add_argument("--door", default="-2,3")
    parser.add_argument("--next", default="-7,5")
    parser.add_argument("--pair", action="store_true", help="two dirs: their common games")
    args = parser.parse_args()
    game = load_game("gloomhaven", scenario=args.scenario, party="brute,tinkerer")
    assert isinstance(game, GloomhavenGame)
    scenario = game.scenario
    q, r = (int(x) for x in args.door.split(","))
    opened = next(d.rooms[1] for d in scenario.doors if d.hex == (q, r))
    beyond = frozenset(next(room.hexes for room in scenario.rooms if room.id == opened))
    runs = []
    for folders in args.dirs:
        games = {}
        for j, folder in enumerate(folders.split("+")):  # A+B: two runs' logs as one
            for path in Path(folder).glob("game-*.txt"):
                found = fight(path, args.door, args.next, beyond)
                if found is not None:
                    games[j, int(path.stem.split("-")[1])] = found
        runs.append(games)
    if args.pair:
        if len(runs) != 2:
            parser.error("--pair compares two log folders")
        common = set(runs[0]) & set(runs[1])
        runs = [{n: g[n] for n in common} for g in runs[:2]]
    for folder, games in zip(args.dirs, runs, strict=False):
        sums: dict[str, Counter[str]] = defaultdict(Counter)
        count: Counter[str] = Counter()
        for outcome, c in games.values():
            sums[outcome].update(c)
            count[outcome] += 1
        print(folder)
        for outcome in sorted(sums):
            n = count[outcome]
            means = ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(sums[outcome].items()))
            print(f"  {outcome} ({n} games): {means}")


if __name__ == "__main__":
    main()

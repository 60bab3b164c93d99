"""Room 2's archer phase in saved Gloomhaven game logs, won games against lost ones (issue 18).

Scenario 1 (Black Barrow): room 2 holds two Bandit Guards and an elite Bandit Archer
(Range 5) at its far end. This reads the logs ``gh_planner_games.py --logs DIR``
writes and follows, in each game, the rounds after the round the last of room 2's
guards died, until the archer dies (or the game ends): every character turn in them,
what it did (a long rest, a turn that struck the archer, one that struck another
monster, one that played its halves and struck no one, one that played nothing), the
hexes it stood from the archer at its turn's start and end (as the crow flies), and the
steps it moved. The archer's place is followed from its
printed starting hex by its moves, pushes and pulls. ``--show N`` prints the phase of
N lost games (its log lines), to read. Usage::

    python benchmarks/gh_archer_phase.py /tmp/logs/base0+/tmp/logs/base1
"""

from __future__ import annotations

import argparse
import re
from collections import Counter, defaultdict
from pathlib import Path

from rulebound.kernel.hexgrid import distance

ARCHER_START = (-9, 3)
AT_START = "hexes from the archer at the phase's start"
ROOM2 = re.compile(r"Room 2 \(\w+\) revealed: (.*)\.")
PLACE = re.compile(r"(.+?) (?:moves|jumps) from hex \S+ to hex (-?\d+),(-?\d+) \((\d+) hex")
SHOVE = re.compile(r"\w+ (?:pushes|pulls) (.+?) from hex \S+ to hex (-?\d+),(-?\d+) ")
START = re.compile(r"(\w+) starts at hex (-?\d+),(-?\d+)\.")


def phase(path: Path) -> tuple[str, Counter[str], list[str]] | None:
    """The outcome, the counts and the log lines of one game's archer phase (None: room
    2's guards never all died, or the archer died with them)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    outcome, log = lines[0], lines[1:]
    where: dict[str, tuple[int, int]] = {}
    chars: list[str] = []
    guards: set[str] = set()
    archer = ""
    rnd, start_round, end = 0, 0, len(log)
    begin = -1
    for i, line in enumerate(log):
        if m := START.match(line):
            chars.append(m.group(1))
            where[m.group(1)] = (int(m.group(2)), int(m.group(3)))
        if m := re.match(r"Round (\d+)\.", line):
            rnd = int(m.group(1))
            if start_round and begin < 0:
                begin = i
        if m := ROOM2.match(line):
            names = m.group(1).split(", ")
            guards = {n for n in names if "Guard" in n}
            archer = next(n for n in names if "Archer" in n)
            where[archer] = ARCHER_START
        if m := re.match(r"(.+) dies", line):
            guards.discard(m.group(1))
            if archer and not guards and not start_round and m.group(1) != archer:
                start_round = rnd
            if m.group(1) == archer:
                end = i + 1
                break
    if not start_round or begin < 0:
        return None
    c: Counter[str] = Counter()
    c["phases"] += 1
    c["rounds"] += rnd - start_round
    turn = ""
    did: dict[str, str] = {}
    first: dict[str, int] = {}
    moved: Counter[str] = Counter()

    def close(who: str) -> None:
        if who:
            c[f"turn: {did.get(who, 'moved or other')}"] += 1
            c["turns"] += 1
            c["hexes from the archer, turn start"] += first[who]
            c["hexes from the archer, turn end"] += distance(where[who], where[archer])
            c["steps moved"] += moved[who]

    # the places at the phase's start
    where = {}
    for line in log[:begin]:
        if m := START.match(line):
            where[m.group(1)] = (int(m.group(2)), int(m.group(3)))
        if ROOM2.match(line):
            where[archer] = ARCHER_START
        if (m := PLACE.match(line)) or (m := SHOVE.match(line)):
            where[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    for who in chars:
        c[AT_START] += distance(where[who], where[archer])
    for line in log[begin:end]:
        if m := re.match(r"(.+)'s turn\.", line):
            close(turn)
            turn = m.group(1) if m.group(1) in chars else ""
            if turn:
                first[turn] = distance(where[turn], where[archer])
                did[turn] = "moved or other"
                moved[turn] = 0
        if (m := PLACE.match(line)) or (m := SHOVE.match(line)):
            where[m.group(1)] = (int(m.group(2)), int(m.group(3)))
            if m.group(1) == turn and PLACE.match(line):
                moved[turn] += int(m.group(4))
        if not turn:
            continue
        if re.match(rf"{turn} long rests", line):
            did[turn] = "long rest"
        elif m := re.match(rf"{turn} attacks (.+?): draws", line):
            hit = "struck the archer" if m.group(1) == archer else "struck another"
            if did[turn] != "struck the archer":
                did[turn] = hit
        elif re.match(rf"{turn} plays the ", line) and did[turn] == "moved or other":
            did[turn] = "half played, no strike"
    close(turn)
    return outcome, c, log[begin:end]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("dirs", nargs="+", help="log folders (A+B: both as one)")
    parser.add_argument("--show", type=int, default=0, help="print N lost games' phases")
    args = parser.parse_args()
    for folders in args.dirs:
        sums: dict[str, Counter[str]] = defaultdict(Counter)
        count: Counter[str] = Counter()
        shown = 0
        for folder in folders.split("+"):
            for path in sorted(Path(folder).glob("game-*.txt")):
                found = phase(path)
                if found is None:
                    continue
                outcome, c, lines = found
                sums[outcome].update(c)
                count[outcome] += 1
                if outcome == "lost" and shown < args.show:
                    shown += 1
                    print(f"--- {path}")
                    print("\n".join(lines))
        print(folders)
        for outcome in sorted(sums):
            s, n = sums[outcome], count[outcome]
            turns = max(1, s["turns"])
            print(f"  {outcome} ({n} games): rounds {s['rounds'] / n:.2f}, turns {turns / n:.2f}")
            for k in sorted(s):
                if k.startswith("turn:"):
                    print(f"    {k[6:]}: {s[k] / turns:.2f} of the turns")
            for k in ("hexes from the archer, turn start", "hexes from the archer, turn end"):
                print(f"    {k}: {s[k] / turns:.2f}")
            print(f"    steps moved a turn: {s['steps moved'] / turns:.2f}")
            print(f"    hexes from the archer at the phase's start (both): {s[AT_START] / n:.2f}")


if __name__ == "__main__":
    main()

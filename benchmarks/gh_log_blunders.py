"""Count, in scenario 1's event logs, the mistakes traced in lost games (session 44).

The logs are ``gh_planner_games.py --logs DIR``'s (one ``game-N.txt`` a game, its
first line the outcome). Per outcome (won, lost) it counts:

* the characters' springs of room 2's two spike traps (the only hexes next to the
  door of room 3): by the opener in the move that opens the door, by the later opener
  before, by the partner while the door is still closed, and after it opened; and
  the games where both traps were sprung by characters;
* the character damage by its source and room (an attack's monster type, a Trap, a
  Retaliate; "negated": cards lost instead);
* the healing potions drunk only to remove a Poison (GH-HEAL-04: no HP restored);
* the Spellweaver's Reviving Ether lost to a Short Rest's random draw, and its top
  (every Lost card back) played with one or two cards to take back.

Usage::

    python benchmarks/gh_log_blunders.py DIR [DIR ...]
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

CHARACTERS = ("Brute", "Spellweaver", "Mindthief", "Tinkerer", "Scoundrel", "Cragheart")
SPIKES = ("-7,4", "-6,4")  # room 2's spike traps, in front of the door to room 3
DOOR = "-7,5"


def _turn_lines(lines: list[str], i: int) -> list[str]:
    """The lines after ``i`` up to the next turn or round."""
    out = []
    for line in lines[i + 1 :]:
        if line.endswith("'s turn.") or re.match(r"Round \d+\.", line):
            break
        out.append(line)
    return out


def count(lines: list[str], tally: Counter[str]) -> None:
    """Add one game's counts to ``tally``."""
    room, opened, created, springs = 1, False, set(), 0
    source = ""
    for i, line in enumerate(lines):
        if line.startswith("Room ") and " revealed" in line:
            room = int(line.split()[1])
        if f"opens the door at hex {DOOR}" in line:
            opened = True
        made = re.search(r"sets a trap at hex (\S+)\.", line)
        if made:
            created.add(made.group(1))
        attack = re.match(r"(.+?) attacks \w+", line)
        if attack:
            source = re.sub(r"^elite |\s\d+$", "", attack.group(1))
        if "springs a trap" in line:
            source = "Trap"
        if "retaliates for" in line:
            source = "Retaliate"
        hurt = re.match(r"(\w+) suffers (\d+) damage", line)
        if hurt and hurt.group(1) in CHARACTERS:
            tally[f"damage, room {room}, {source}"] += int(hurt.group(2))
        negated = re.match(r"(\w+) loses .* to negate (\d+) damage", line)
        if negated and negated.group(1) in CHARACTERS:
            tally[f"damage, room {room}, {source} (negated)"] += int(negated.group(2))
        spring = re.match(r"(\w+) springs a trap at hex (\S+)\.", line)
        if spring and spring.group(1) in CHARACTERS and spring.group(2) in SPIKES:
            if spring.group(2) in created:
                continue
            springs += 1
            rest = _turn_lines(lines, i)
            if any(f"opens the door at hex {DOOR}" in x for x in rest):
                tally["spike trap: sprung by the opener, opening the door"] += 1
            elif opened:
                tally["spike trap: sprung after the door opened"] += 1
            else:
                who = spring.group(1)
                later = any(x.startswith(f"{who} opens the door at hex {DOOR}") for x in lines[i:])
                kind = "the later opener, before opening" if later else "the partner, door shut"
                tally[f"spike trap: sprung by {kind}"] += 1
        if "Healing Potion is consumed" in line:
            tally["healing potions drunk"] += 1
            if any("heal removes poison" in x for x in lines[i + 1 : i + 3]):
                tally["healing potions drunk only to remove a Poison"] += 1
        if line == "Spellweaver short rests and loses Reviving Ether.":
            tally["Reviving Ether lost to a Short Rest"] += 1
        if line == "Spellweaver plays the top of Reviving Ether.":
            back = 0
            for x in lines[i + 1 :]:
                if not x.startswith("Spellweaver recovers"):
                    break
                back += 1
            tally["Reviving Ether's top played"] += 1
            if back <= 2:
                tally["Reviving Ether's top played for 2 cards or fewer"] += 1
    if springs >= 2:
        tally["games with both spike traps sprung by characters"] += 1


def main() -> None:
    dirs = sys.argv[1:]
    if not dirs:
        sys.exit("usage: gh_log_blunders.py DIR [DIR ...] (gh_planner_games.py --logs DIR)")
    tallies: dict[str, Counter[str]] = {"won": Counter(), "lost": Counter()}
    games: Counter[str] = Counter()
    for d in dirs:
        for path in sorted(Path(d).glob("game-*.txt")):
            lines = path.read_text(encoding="utf-8").splitlines()
            outcome = "won" if lines and lines[0] == "won" else "lost"
            games[outcome] += 1
            count(lines, tallies[outcome])
    if not games:
        sys.exit(f"no game-N.txt in {', '.join(dirs)}")
    keys = sorted(set(tallies["won"]) | set(tallies["lost"]))
    print(f"{'':62} {'lost':>12} {'won':>12}")
    print(f"{'games':62} {games['lost']:>12} {games['won']:>12}")
    for key in keys:
        cells = []
        for outcome in ("lost", "won"):
            n = tallies[outcome][key]
            per = n / games[outcome] if games[outcome] else 0.0
            cells.append(f"{n:>6} {per:>5.2f}")
        print(f"{key:62} {cells[0]:>12} {cells[1]:>12}")


if __name__ == "__main__":
    main()

"""Battle goals as data: the YAML format, its checks and the conditions' judge.

No battle goal card is shipped (the reference data has none and cards are never typed
from memory): a game gets its goals from a file of this format through the
``battle_goals`` parameter. The format is described in ``data/battle_goals/README.md``;
each goal's condition is a small tree over per-character statistics
(:data:`STATS`) that the engine tracks during the scenario (``goal_play``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulebound.games.gloomhaven.yaml_files import parse_yaml, read_file
from rulebound.kernel import files
from rulebound.kernel.errors import DataError

# Every statistic a condition may name, with what it counts (the README lists these).
STATS: dict[str, str] = {
    "kills": "monsters this character killed (its summons' kills included)",  # GH-ATKRES-06
    "kills_normal": "normal monsters this character killed",
    "kills_elite": "elite monsters this character killed",
    "damage_taken": "damage this character suffered (not negated by losing cards)",
    "hp_end": "HP at the end of the scenario (0 if exhausted by damage)",  # GH-EXHAUST-04
    "hp_lowest": "the lowest HP this character had during the scenario",
    "exhausted": "1 if the character is exhausted at the end, else 0",
    "cards_lost": "cards this character put in its Lost Pile during the scenario",
    "cards_left": "cards in Hand, Discard Pile and Active Area at the end",
    "long_rests": "Long Rests taken",
    "short_rests": "Short Rests taken",
    "coins": "money tokens looted",
    "gold": "gold from looted money tokens (coins x the level's gold per coin)",
    "treasures": "treasure tiles looted",
    "xp": "XP gained during the scenario (the success bonus not counted)",
    "rounds": "rounds played (the same for every character)",
    "doors_opened": "doors this character opened",
    "conditions_applied": "conditions this character or its summons applied to others",
}
COMPARISONS = ("at_least", "at_most", "exactly")
RELATIVE = ("most", "fewest")
TIES = ("strict", "or_tied")  # most: strict = more than every other character


@dataclass(frozen=True)
class Compare:
    """``stat`` compared with a number."""

    stat: str
    op: str
    value: int


@dataclass(frozen=True)
class Relative:
    """``stat`` against the rest of the party: ``most`` or ``fewest``; ``strict``
    means no other character equals it."""

    stat: str
    op: str
    strict: bool


@dataclass(frozen=True)
class Combine:
    """``all`` (every part holds) or ``any`` (at least one does)."""

    op: str
    parts: tuple[Condition, ...]


Condition = Compare | Relative | Combine


@dataclass(frozen=True)
class BattleGoal:
    name: str
    checkmarks: int
    text: str
    condition: Condition

    def label(self) -> str:
        marks = f"{self.checkmarks} checkmark{'s' if self.checkmarks > 1 else ''}"
        return f"{self.name} ({marks}): {self.text}"


@dataclass(frozen=True)
class GoalDeck:
    """The goals of one file, in file order (a goal's number is its index)."""

    origin: str
    goals: tuple[BattleGoal, ...]


def holds(cond: Condition, stats: list[dict[str, int]], seat: int) -> bool:
    """Whether ``cond`` holds for ``seat``, given every character's statistics."""
    if isinstance(cond, Combine):
        results = (holds(part, stats, seat) for part in cond.parts)
        return all(results) if cond.op == "all" else any(results)
    mine = stats[seat][cond.stat]
    if isinstance(cond, Compare):
        if cond.op == "at_least":
            return mine >= cond.value
        if cond.op == "at_most":
            return mine <= cond.value
        return mine == cond.value
    others = [row[cond.stat] for i, row in enumerate(stats) if i != seat]
    if cond.op == "most":
        return all(mine > o if cond.strict else mine >= o for o in others)
    return all(mine < o if cond.strict else mine <= o for o in others)


# --- loading and checking -------------------------------------------------------------


def load_goals(path: Path) -> GoalDeck:
    """Read and check a battle goal file; a problem is one line naming the file, the
    goal and the field."""
    origin = str(path)
    data = parse_yaml(read_file(path, "battle goal"), origin)
    if not isinstance(data, dict) or not isinstance(data.get("goals"), list):
        raise DataError(f"{origin}: expected a mapping with a list under 'goals'")
    with files.checked_data(origin):
        goals = tuple(_goal(raw, f"{origin}: goal #{i + 1}") for i, raw in enumerate(data["goals"]))
    names = [g.name for g in goals]
    for name in names:
        if names.count(name) > 1:
            raise DataError(f"{origin}: goal {name!r}: name: used by two goals")
    return GoalDeck(origin, goals)


def _goal(raw: Any, where: str) -> BattleGoal:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected a mapping")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise DataError(f"{where}: name: missing or not text")
    where = f"{where.rsplit(': ', 1)[0]}: goal {name!r}"
    unknown = sorted(set(raw) - {"name", "checkmarks", "text", "condition"})
    if unknown:
        raise DataError(f"{where}: unknown field {unknown[0]!r}")
    marks = raw.get("checkmarks")
    if isinstance(marks, bool) or marks not in (1, 2):
        raise DataError(f"{where}: checkmarks: must be 1 or 2, got {marks!r}")
    text = raw.get("text")
    if not isinstance(text, str) or not text.strip() or "\n" in text.strip():
        raise DataError(f"{where}: text: missing or not one line")
    if "condition" not in raw:
        raise DataError(f"{where}: condition: missing")
    return BattleGoal(
        name, marks, text.strip(), _condition(raw["condition"], f"{where}: condition")
    )


def _condition(raw: Any, where: str) -> Condition:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected a mapping, got {raw!r}")
    for op in ("all", "any"):
        if op in raw:
            parts = raw[op]
            if len(raw) != 1 or not isinstance(parts, list) or not parts:
                raise DataError(f"{where}: {op}: expects a non-empty list and nothing beside it")
            return Combine(
                op, tuple(_condition(p, f"{where}: {op}[{i}]") for i, p in enumerate(parts))
            )
    stat = raw.get("stat")
    if stat not in STATS:
        raise DataError(f"{where}: stat: unknown statistic {stat!r} (known: {', '.join(STATS)})")
    ops = [k for k in raw if k != "stat"]
    if len(ops) != 1 or ops[0] not in COMPARISONS + RELATIVE:
        raise DataError(
            f"{where}: expects exactly one of {', '.join(COMPARISONS + RELATIVE)}, got {ops}"
        )
    op, value = ops[0], raw[ops[0]]
    if op in RELATIVE:
        if value not in TIES:
            raise DataError(f"{where}: {op}: must be strict or or_tied, got {value!r}")
        return Relative(stat, op, value == "strict")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise DataError(f"{where}: {op}: must be a whole number 0 or more, got {value!r}")
    return Compare(stat, op, value)

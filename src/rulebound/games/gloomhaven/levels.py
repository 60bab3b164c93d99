"""The values set by the scenario level (section 4, tables T-04 and T-13): the
recommended level, Trap and Hazardous Terrain damage, gold per coin, bonus XP.

    >>> level = scenario_values(3)
    >>> level.monster_level, level.trap_damage, level.hazardous_damage, level.bonus_xp
    (3, 5, 2, 10)

Attacks themselves are resolved by the engine in :mod:`.combat`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

MAX_LEVEL = 7  # the Monster Statistic Cards stop at level 7 (monsters.LEVELS)
# Gold per Money Token by scenario level: the chart the seed cites ([p15], GH-SEND-04)
# without reproducing it; these are the printed rulebook's values.
GOLD_PER_COIN = (2, 2, 3, 3, 4, 4, 5, 6)
DIFFICULTY = {"easy": -1, "normal": 0, "hard": 1, "very-hard": 2}  # GH-SETUP-08


def recommended_level(character_levels: Sequence[int], difficulty: str = "normal") -> int:
    """The recommended scenario level: ceil(average character level / 2)
    (GH-SETUP-07), with the difficulty adjustment (GH-SETUP-08). Reading: kept
    within the levels the stat cards have, 0 to 7. The players may choose any
    level (GH-SETUP-06): this is only the suggestion.

    >>> recommended_level([1, 1, 2]), recommended_level([4, 4, 4, 4], "hard")
    (1, 3)
    """
    if not character_levels:
        raise ValueError("a party has at least one character")
    if difficulty not in DIFFICULTY:
        raise ValueError(f"difficulty is one of {sorted(DIFFICULTY)}, got {difficulty!r}")
    total, count = sum(character_levels), len(character_levels)
    level = -(-total // (2 * count)) + DIFFICULTY[difficulty]  # ceil(total / count / 2)
    return min(MAX_LEVEL, max(0, level))


def trap_damage(level: int, *, solo: bool = False, printed: int | None = None) -> int:
    """A Damage Trap's damage: 2 + L (GH-MOVE-10), +1 solo or with open information
    (GH-SETUP-09). A trap created by an ability deals its ``printed`` damage, with no
    "+ L" (GH-MOVE-11); reading: nor the solo +1, which is part of that scaling."""
    if printed is not None:
        return printed
    return 2 + level + (1 if solo else 0)


def hazardous_damage(level: int) -> int:
    """Hazardous Terrain: floor((2 + L) / 2) per hex entered (GH-MOVE-12, -14).
    Unchanged by solo play (GH-SETUP-09, best reading)."""
    return (2 + level) // 2


def bonus_xp(level: int) -> int:
    """Scenario success bonus XP: 4 + 2L (GH-SEND-08)."""
    return 4 + 2 * level


@dataclass(frozen=True)
class LevelValues:
    """What the scenario level sets (T-04, GH-SETUP-16)."""

    level: int
    monster_level: int
    trap_damage: int
    hazardous_damage: int
    gold_per_coin: int
    bonus_xp: int


def scenario_values(level: int, *, solo: bool = False) -> LevelValues:
    """The values for scenario level ``level`` (chosen by the players, GH-SETUP-06).
    ``solo``: one player, or several with open information: +1 to the monster level
    and to Trap damage only (GH-SETUP-09, best reading). Reading: the monster level
    stays at most 7, the last level on the stat cards."""
    if not 0 <= level <= MAX_LEVEL:
        raise ValueError(f"scenario level is 0 to {MAX_LEVEL}, got {level}")
    plus = 1 if solo else 0
    return LevelValues(
        level=level,
        monster_level=min(MAX_LEVEL, level + plus),
        trap_damage=trap_damage(level, solo=solo),
        hazardous_damage=hazardous_damage(level),
        gold_per_coin=GOLD_PER_COIN[level],
        bonus_xp=bonus_xp(level),
    )

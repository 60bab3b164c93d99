"""Monster loot leaves treasure tiles (GH-MLOOT-02); a character's loot takes both."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, monster, place
from test_gh_engine_monsters import ai_turn, away, drawn

from rulebound.games.gloomhaven.position import add_ability_card

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
LOOT = [
    {"hex": [3, 2], "type": "coin", "amount": 1},
    {"hex": [3, 1], "type": "treasure", "number": 7},
]


@rules("GH-MLOOT-02", "GH-MLOOT-01")
def test_a_monster_loots_money_but_never_a_treasure_tile(tmp_path: Path) -> None:
    s = arena(tmp_path, contents=LOOT)
    guard = monster(s, "bandit-guard", (4, 2))
    drawn(s, "bandit-guard", add_ability_card(s, "bandit-guard", {"loot": 1}))
    away(s, BRUTE, MINDTHIEF)
    ai_turn(s, guard)
    assert s.coins == {}  # gone for good
    assert s.treasures == {(3, 1): 7}  # monsters cannot take it


@rules("GH-LOOT-01", "GH-LOOT-02")
def test_the_character_who_ends_on_a_treasure_keeps_it(tmp_path: Path) -> None:
    from gh_helpers import turn

    s = arena(tmp_path, contents=LOOT)
    monster(s, "bandit-guard", (6, 4))
    place(s, MINDTHIEF, (0, 4))
    place(s, BRUTE, (2, 2))  # next to both
    turn(s, BRUTE, "Grab and Go", "Trample")
    from gh_helpers import pick

    pick(s, "Grab and Go: top")  # Loot 1
    assert s.treasures == {} and s.coins == {}
    assert s.heroes[BRUTE].treasures == [7] and s.heroes[BRUTE].coins == 1
    assert s.heroes[MINDTHIEF].treasures == [] and s.heroes[MINDTHIEF].coins == 0

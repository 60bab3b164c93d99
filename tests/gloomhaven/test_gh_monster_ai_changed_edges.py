"""The monster AI: edges the mutation sample of this session's changes to
``monster_ai.py`` found untested (the one-target short cut of ``target_sets`` must
never be taken by an area attack)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.hexmap import HexMap
from rulebound.games.gloomhaven.monster_ai import Figure, MonsterAbility, monster_turn

rules = pytest.mark.rules


@rules("GH-AOE-03")
def test_a_melee_area_of_one_target_hits_every_enemy_in_its_red_hexes() -> None:
    # Target 1 is the default of every attack, areas included: the line of two red
    # hexes beside the monster covers its focus and the character behind it; both are
    # attacked, not only the focus.
    room = HexMap.build(hexes=[(q, r) for r in range(3) for q in range(7)])
    focus = Figure("Focus", (4, 1), "character", initiative=10)
    behind = Figure("Behind", (5, 1), "character", initiative=50)
    guard = Figure("Guard", (3, 1), "monster")
    ability = MonsterAbility(move=0, aoe=((1, 0), (2, 0)), aoe_melee=True)
    turn = monster_turn(room, [focus, behind, guard], guard, ability)
    assert turn.focus == ("Focus",)
    assert {o.attacks for o in turn.outcomes} == {frozenset({(4, 1), (5, 1)})}

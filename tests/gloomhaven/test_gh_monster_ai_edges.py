"""The monster AI: an edge the mutation sample of ``monster_ai.py`` found untested (a
melee area that could hit more enemies by leaving out the focus)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.hexmap import HexMap
from rulebound.games.gloomhaven.monster_ai import Figure, MonsterAbility, monster_turn

rules = pytest.mark.rules


@rules("GH-MATK-07", "GH-AOE-03")
def test_a_melee_area_must_hit_the_focus_even_when_it_could_hit_more_elsewhere() -> None:
    # The monster cannot move; its melee area is the two hexes in a line beside it.
    # Westward it would hit two characters, eastward only its focus: it attacks east.
    room = HexMap.build(hexes=[(q, r) for r in range(3) for q in range(7)])
    focus = Figure("Focus", (4, 1), "character", initiative=10)
    near = Figure("Near", (2, 1), "character", initiative=50)
    far = Figure("Far", (1, 1), "character", initiative=60)
    guard = Figure("Guard", (3, 1), "monster")
    ability = MonsterAbility(move=0, aoe=((1, 0), (2, 0)), aoe_melee=True)
    turn = monster_turn(room, [focus, near, far, guard], guard, ability)
    assert turn.focus == ("Focus",)
    assert {o.attacks for o in turn.outcomes} == {frozenset({(4, 1)})}

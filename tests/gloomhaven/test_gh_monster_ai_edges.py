"""The monster AI: edges the mutation sample of ``monster_ai.py`` found untested (a
melee area that could hit more enemies by leaving out the focus; a ranged area out of
range, or placed away from the focus)."""

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


@rules("GH-AOE-05", "GH-MATK-07")
def test_a_ranged_area_is_never_placed_out_of_range_to_hit_a_second_target() -> None:
    # Range 2, Target 2, a ranged area of two hexes: the focus is in range; the other
    # character stands where no placement of the area has a hex within range 2.
    room = HexMap.build(hexes=[(q, r) for r in range(3) for q in range(7)])
    focus = Figure("Focus", (2, 1), "character", initiative=10)
    far = Figure("Far", (5, 1), "character", initiative=50)
    archer = Figure("Archer", (0, 1), "monster")
    ability = MonsterAbility(move=0, range=2, targets=2, aoe=((0, 0), (1, 0)), aoe_melee=False)
    turn = monster_turn(room, [focus, far, archer], archer, ability)
    assert turn.focus == ("Focus",)
    assert {o.attacks for o in turn.outcomes} == {frozenset({(2, 1)})}


@rules("GH-AOE-05", "GH-MATK-07")
def test_a_ranged_area_may_hit_two_others_while_the_focus_is_a_separate_target() -> None:
    # Range 3, Target 2, a ranged area of two hexes. The area cannot cover the focus
    # and another enemy at once; placed on the pair of characters instead, with the
    # focus as its second target, it hits three.
    room = HexMap.build(hexes=[(q, r) for r in range(5) for q in range(7)])
    focus = Figure("Focus", (2, 2), "character", initiative=10)
    one = Figure("One", (0, 4), "character", initiative=50)
    two = Figure("Two", (1, 4), "character", initiative=60)
    archer = Figure("Archer", (0, 2), "monster")
    ability = MonsterAbility(move=0, range=3, targets=2, aoe=((0, 0), (1, 0)), aoe_melee=False)
    turn = monster_turn(room, [focus, one, two, archer], archer, ability)
    assert turn.focus == ("Focus",)
    assert {o.attacks for o in turn.outcomes} == {frozenset({(2, 2), (0, 4), (1, 4)})}

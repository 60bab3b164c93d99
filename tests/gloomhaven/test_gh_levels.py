"""The values the scenario level sets (section 4, tables T-04 and T-13): Trap and
Hazardous Terrain damage, the recommended level, bonus XP."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.levels import (
    bonus_xp,
    hazardous_damage,
    recommended_level,
    scenario_values,
    trap_damage,
)

rules = pytest.mark.rules


# --- traps, hazardous terrain, scenario level ----------------------------------------------


@rules("GH-MOVE-10", "GH-MOVE-11")
def test_damage_trap_scales_with_the_level_unless_made_by_an_ability() -> None:
    assert [trap_damage(level) for level in range(8)] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert trap_damage(3, printed=3) == 3
    assert trap_damage(5, printed=3, solo=True) == 3


@rules("GH-MOVE-12", "GH-MOVE-14", "GH-GLOSS-113")
def test_hazardous_terrain_is_half_the_trap_rounded_down() -> None:
    assert [hazardous_damage(level) for level in range(8)] == [1, 1, 2, 2, 3, 3, 4, 4]


@rules("GH-DX-02", "GH-MOVE-10", "GH-MOVE-11")
def test_dx02_damage_trap_at_level_3() -> None:
    assert trap_damage(3) == 5
    assert trap_damage(3, printed=2) == 2  # an ability's trap: no + 3


@rules("GH-DX-03", "GH-MOVE-12", "GH-MOVE-14")
def test_dx03_hazardous_terrain_at_level_3_two_hexes() -> None:
    assert 2 * hazardous_damage(3) == 4
    assert (hazardous_damage(0), hazardous_damage(2), hazardous_damage(7)) == (1, 2, 4)


@rules("GH-SETUP-07", "GH-SETUP-08", "GH-DX-04")
def test_dx04_recommended_scenario_level() -> None:
    assert recommended_level([1, 1, 2]) == 1
    assert recommended_level([2, 3]) == 2
    assert recommended_level([4, 4, 4, 4]) == 2
    assert recommended_level([4, 4, 4, 4], "hard") == 3
    assert recommended_level([4, 4, 4, 4], "very-hard") == 4
    assert recommended_level([4, 4, 4, 4], "easy") == 1
    assert recommended_level([1], "easy") == 0  # not below 0
    with pytest.raises(ValueError):
        recommended_level([2], "nightmare")
    with pytest.raises(ValueError):
        recommended_level([])


@rules("GH-SETUP-06", "GH-SETUP-16", "GH-SEND-08", "GH-SEND-04")
def test_values_by_scenario_level() -> None:
    table = [scenario_values(level) for level in range(8)]
    assert [v.monster_level for v in table] == list(range(8))
    assert [v.trap_damage for v in table] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert [v.hazardous_damage for v in table] == [1, 1, 2, 2, 3, 3, 4, 4]
    assert [v.bonus_xp for v in table] == [4, 6, 8, 10, 12, 14, 16, 18]
    assert [v.gold_per_coin for v in table] == [2, 2, 3, 3, 4, 4, 5, 6]
    assert bonus_xp(2) == 8  # 4 + 2 x 2
    with pytest.raises(ValueError):
        scenario_values(8)


@rules("GH-SETUP-09", "GH-DX-04")
def test_solo_adds_one_to_monster_level_and_trap_damage_only() -> None:
    solo = scenario_values(2, solo=True)
    plain = scenario_values(2)
    assert (solo.monster_level, solo.trap_damage) == (3, 5)  # 2 + 2 + 1
    assert (solo.hazardous_damage, solo.gold_per_coin, solo.bonus_xp) == (
        plain.hazardous_damage,
        plain.gold_per_coin,
        plain.bonus_xp,
    )
    assert scenario_values(7, solo=True).monster_level == 7  # the stat cards stop at 7

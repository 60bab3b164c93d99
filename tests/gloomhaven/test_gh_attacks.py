"""One attack against one defender, Retaliate, deaths, and the scenario level's values
(catalog 8.5, 8.6.6, 8.6.10, 8.8, 8.9, section 4, tables T-04 and T-13)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.attacks import (
    Combatant,
    Defence,
    attack_options,
    attack_value,
    bonus_xp,
    damage_dealt,
    death,
    effective_shield,
    hazardous_damage,
    kill_credit,
    recommended_level,
    resolve_attack,
    retaliation,
    scenario_values,
    trap_damage,
)

rules = pytest.mark.rules
POISONED = frozenset({"poison"})

BRUTE = Combatant("Brute", "character", hp=10)
DRONE = Combatant("Drone", "summon", hp=3, summoner="Tinkerer")
ARCHER = Combatant("archer 2", "monster", hp=4)


def guard(hp: int = 6, **kwargs: object) -> Combatant:
    return Combatant("guard 1", "monster", hp=hp, **kwargs)  # type: ignore[arg-type]


# --- the attack value -------------------------------------------------------------------


@rules("GH-ATK-10")
def test_adjustments_add_to_the_base_value() -> None:
    assert attack_value(3) == 3
    assert attack_value(3, (2, -1)) == 4  # an active bonus +2, a penalty -1
    assert attack_value(1, (-3,)) == 0  # never below 0


@rules("GH-ATK-11", "GH-COND-07", "GH-MATK-08")
def test_poison_adds_one_to_every_attack_against_the_figure() -> None:
    assert attack_value(3, poisoned=True) == 4
    assert attack_value(0, (2,), poisoned=True) == 3
    # A monster's attack (stat card ± card) gets the same +1 against a poisoned character.
    poisoned_brute = Combatant("Brute", hp=10, conditions=POISONED)
    assert resolve_attack(ARCHER, poisoned_brute, 2).damage == 3


@rules("GH-ATK-12")
def test_the_player_orders_the_adjustments_where_it_matters() -> None:
    # Additions commute: one possible value.
    assert attack_options(3, (2, -1), poisoned=True) == (5,)
    # A doubling adjustment does not: (2 + 1) x 2 or 2 x 2 + 1.
    assert attack_options(2, (1, "x2")) == (5, 6)
    assert attack_value(2, (1, "x2")) == 6
    assert attack_value(2, (1, "x2"), adjustment_order=(1, 0)) == 5
    # Poison is the last adjustment in the order's indices.
    assert attack_value(2, ("x2",), poisoned=True, adjustment_order=(1, 0)) == 6
    assert attack_value(2, ("x2",), poisoned=True) == 5
    with pytest.raises(ValueError):
        attack_value(2, (1, "x2"), adjustment_order=(0, 0))


@rules("GH-AMD-05", "GH-ADV-09", "GH-GLOSS-16", "GH-GLOSS-28", "GH-GLOSS-58")
def test_modifier_values_double_cancel_or_add_in_the_players_order() -> None:
    assert attack_value(3, modifiers=(2,)) == 5
    assert attack_value(3, modifiers=(-2,)) == 1
    assert attack_value(1, modifiers=(-2,)) == 0
    assert attack_value(3, (1,), ("x2",)) == 8  # adjustments come before the modifier
    assert attack_value(4, modifiers=("null",)) == 0
    assert attack_value(4, modifiers=(1, "null")) == 0  # a Rolling +1 cannot save a Null
    assert attack_options(3, modifiers=(1, "x2")) == (7, 8)
    assert attack_value(3, modifiers=(1, "x2"), modifier_order=(1, 0)) == 7
    with pytest.raises(ValueError):
        attack_value(3, modifiers=("3x",))
    with pytest.raises(ValueError):
        attack_value(3, ("null",))  # a Null is a card, not an adjustment


# --- Shield and Pierce --------------------------------------------------------------------


@rules("GH-SHIELD-01", "GH-GLOSS-83", "GH-GLOSS-33")
def test_shield_minus_pierce_never_below_zero() -> None:
    assert damage_dealt(5, 2) == 3
    assert damage_dealt(5, 2, pierce=1) == 4
    assert damage_dealt(5, 2, pierce=3) == 5  # the best reading: Shield counts as 0
    assert damage_dealt(1, 3) == 0  # damage never below 0
    assert effective_shield((1, 2), pierce=5) == 0


@rules("GH-SHIELD-05")
def test_several_shields_add_up_in_any_order() -> None:
    assert effective_shield((1, 2), pierce=1) == effective_shield((2, 1), pierce=1) == 2
    defender = guard(shields=(Defence(1), Defence(2, "bonus")))
    assert resolve_attack(BRUTE, defender, 5).damage == 2


@rules("GH-SHIELD-02", "GH-SHIELD-03", "GH-MBONUS-01", "GH-ATKRES-02", "GH-MATK-10")
def test_ability_card_shield_counts_only_once_the_card_is_active() -> None:
    card_shield = (Defence(1, "stat"), Defence(2, "ability"))
    before = guard(shields=card_shield)  # its Initiative has not come yet
    after = guard(shields=card_shield, card_active=True)
    assert resolve_attack(BRUTE, before, 4).shield == 1
    assert resolve_attack(BRUTE, after, 4).shield == 3
    # Each defender applies its own Shield.
    assert resolve_attack(BRUTE, ARCHER, 4).shield == 0


@rules("GH-SHIELD-04")
def test_a_shield_from_a_modifier_card_counts_while_it_lasts() -> None:
    defender = guard(shields=(Defence(1, "modifier"),))
    assert resolve_attack(BRUTE, defender, 3).damage == 2


@rules("GH-SHIELD-06", "GH-RETAL-07")
def test_a_stunned_figure_keeps_its_active_shield_and_retaliate() -> None:
    stunned = guard(shields=(Defence(1),), retaliates=(Defence(2),), conditions=frozenset({"stun"}))
    hit = resolve_attack(BRUTE, stunned, 3)
    assert (hit.damage, hit.retaliation) == (2, (2,))


@rules("GH-DX-08", "GH-ATK-10", "GH-ATK-11", "GH-ATKRES-02", "GH-SHIELD-01", "GH-SHIELD-03")
def test_dx08_attack_resolution_order_with_shield_and_pierce() -> None:
    defender = guard(hp=10, shields=(Defence(2, "stat"),), conditions=POISONED)
    plain = resolve_attack(BRUTE, defender, 3, modifiers=(1,))
    assert (plain.attack, plain.shield, plain.damage) == (5, 2, 3)
    assert resolve_attack(BRUTE, defender, 3, modifiers=(1,), pierce=1).damage == 4
    assert resolve_attack(BRUTE, defender, 3, modifiers=(1,), pierce=3).damage == 5


# --- damage and death --------------------------------------------------------------------


@rules("GH-ATKRES-07", "GH-MATK-12")
def test_a_survivor_gets_the_effects_even_at_zero_damage() -> None:
    defender = guard(hp=5, shields=(Defence(3),))
    hit = resolve_attack(BRUTE, defender, 2)
    assert (hit.damage, hit.hp, hit.killed, hit.effects) == (0, 5, False, True)
    nulled = resolve_attack(BRUTE, guard(hp=5), 4, modifiers=("null",))
    assert (nulled.damage, nulled.effects) == (0, True)


@rules("GH-ATKRES-04", "GH-ATKRES-05", "GH-ATKRES-06", "GH-GLOSS-92")
def test_a_monster_at_zero_hp_is_removed_without_the_effects() -> None:
    exact = resolve_attack(BRUTE, guard(hp=3), 3)
    assert (exact.hp, exact.killed, exact.effects) == (0, True, False)
    assert exact.money_token and exact.kill_credit == "Brute"
    over = resolve_attack(BRUTE, guard(hp=2), 5)
    assert (over.hp, over.killed, over.damage) == (-3, True, 5)


@rules("GH-ATKRES-04", "GH-ATK-06")
def test_an_obstacle_at_zero_hp_is_destroyed_and_leaves_nothing() -> None:
    rock = Combatant("rock", "obstacle", hp=3)
    hit = resolve_attack(BRUTE, rock, 4)
    assert (hit.killed, hit.effects, hit.money_token, hit.kill_credit) == (True, False, False, None)


@rules("GH-ATKRES-05", "GH-GLOSS-105", "GH-GLOSS-70")
def test_no_money_token_for_summoned_or_spawned_monsters() -> None:
    assert not resolve_attack(BRUTE, guard(hp=1, summoned=True), 2).money_token
    assert not resolve_attack(BRUTE, guard(hp=1, spawned=True), 2).money_token
    assert resolve_attack(BRUTE, guard(hp=1), 2).money_token


@rules("GH-SUMMON-08", "GH-ATKRES-06")
def test_a_summons_kill_is_its_summoners() -> None:
    assert resolve_attack(DRONE, guard(hp=1), 2).kill_credit == "Tinkerer"
    assert kill_credit(BRUTE) == "Brute"
    assert kill_credit(ARCHER) is None  # monsters earn no kills


@rules("GH-PUSH-08", "GH-MMOVE-12", "GH-MSTART-01")
def test_kill_credit_for_deaths_outside_an_attack() -> None:
    # Pushed into a Trap by the Brute: the Brute's kill; walked in by itself: nobody's.
    assert death(guard(), BRUTE).kill_credit == "Brute"
    assert death(guard(), None).kill_credit is None
    assert death(guard(), None).money_token  # a Wound or a Trap kill still leaves money


@rules("GH-DX-33", "GH-ATKRES-05", "GH-MMOVE-12", "GH-SUMMON-08", "GH-GLOSS-105")
def test_dx33_money_tokens_and_kill_credit() -> None:
    summoned = death(guard(summoned=True), BRUTE)
    assert not summoned.money_token
    trapped = death(guard(), None)  # walked into a Trap
    assert trapped.money_token and trapped.kill_credit is None
    by_summon = resolve_attack(DRONE, guard(hp=2), 2)
    assert by_summon.killed and by_summon.kill_credit == "Tinkerer"


@rules("GH-CDMG-05", "GH-RETAL-02")
def test_a_character_at_zero_hp_is_exhausted_and_does_not_retaliate() -> None:
    spiky = Combatant("Brute", hp=3, retaliates=(Defence(1, "bonus"),))
    hit = resolve_attack(ARCHER, spiky, 4)
    assert hit.killed and hit.retaliation == ()
    assert not hit.money_token and hit.kill_credit is None


@rules("GH-CDMG-02", "GH-CDMG-04")
def test_negated_damage_costs_no_hp_and_the_effects_still_apply() -> None:
    hit = resolve_attack(ARCHER, Combatant("Brute", hp=3), 4, negated=True)
    assert (hit.damage, hit.hp, hit.killed, hit.effects) == (4, 3, False, True)


@rules("GH-ATK-05")
def test_each_target_is_its_own_attack_with_its_own_modifier() -> None:
    a = resolve_attack(BRUTE, guard(hp=9, conditions=POISONED), 2, modifiers=("x2",))
    b = resolve_attack(BRUTE, guard(hp=9, shields=(Defence(1),)), 2, modifiers=(-1,))
    assert (a.damage, b.damage) == (6, 0)


# --- Retaliate ----------------------------------------------------------------------------


@rules("GH-RETAL-01", "GH-GLOSS-94")
def test_retaliate_reaches_range_one_or_its_range() -> None:
    near = guard(retaliates=(Defence(2),))
    assert retaliation(near, 1) == (2,)
    assert retaliation(near, 2) == ()
    far = guard(retaliates=(Defence(1, range=3),))
    assert retaliation(far, 3) == (1,)
    assert retaliation(far, 4) == ()


@rules("GH-RETAL-02", "GH-ATKRES-08", "GH-MATK-13")
def test_retaliate_only_when_the_defender_survives() -> None:
    defender = guard(hp=3, retaliates=(Defence(2),))
    assert resolve_attack(BRUTE, defender, 2).retaliation == (2,)
    assert resolve_attack(BRUTE, defender, 3).retaliation == ()
    assert retaliation(defender, 1, survived=False) == ()


@rules("GH-RETAL-03", "GH-RETAL-04")
def test_card_retaliate_is_active_from_the_monsters_turn_stat_retaliate_always() -> None:
    retaliates = (Defence(1, "stat"), Defence(2, "ability"))
    assert retaliation(guard(retaliates=retaliates), 1) == (1,)
    assert retaliation(guard(retaliates=retaliates, card_active=True), 1) == (1, 2)


@rules("GH-RETAL-05")
def test_retaliate_is_not_an_attack() -> None:
    # The attacker's Shield and any modifier drawn play no part: exactly X damage.
    shielded = Combatant("Brute", hp=10, shields=(Defence(3, "bonus"),))
    defender = guard(hp=10, retaliates=(Defence(2),))
    hit = resolve_attack(shielded, defender, 1, modifiers=("x2",))
    assert hit.retaliation == (2,)


@rules("GH-RETAL-06")
def test_several_retaliates_in_the_players_order() -> None:
    defender = guard(retaliates=(Defence(1, "bonus"), Defence(3, "bonus", range=2)))
    assert retaliation(defender, 1) == (1, 3)
    assert retaliation(defender, 1, order=(1, 0)) == (3, 1)
    assert retaliation(defender, 2, order=(1, 0)) == (3,)  # the range-1 one does not reach
    hit = resolve_attack(BRUTE, defender, 1, retaliate_order=(1, 0))
    assert hit.retaliation == (3, 1)
    with pytest.raises(ValueError):
        retaliation(defender, 1, order=(0,))


@rules("GH-DX-26", "GH-RETAL-01", "GH-RETAL-02", "GH-RETAL-04", "GH-RETAL-05", "GH-RETAL-07")
def test_dx26_retaliate_cases() -> None:
    monster = guard(hp=4, retaliates=(Defence(2, "stat"),))
    assert resolve_attack(BRUTE, monster, 4).retaliation == ()  # (a) killed
    shielded = Combatant("Brute", hp=10, shields=(Defence(1, "bonus"),))
    assert resolve_attack(shielded, monster, 2).retaliation == (2,)  # (b) Shield ignored
    assert resolve_attack(BRUTE, monster, 2, distance=3).retaliation == ()  # (c) out of range
    stunned = guard(hp=4, retaliates=(Defence(2),), conditions=frozenset({"stun"}))
    assert resolve_attack(BRUTE, stunned, 2).retaliation == (2,)  # (d)


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

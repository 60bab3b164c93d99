"""Gloomhaven Items that scenarios' treasures and events give, and Item Designs (items
96-133 but 123; catalog section 7, ``data/items.md``): each typed item at its moment,
in a position built with the public position builder; an event's and a treasure's
Item then equipped from the character's sheet; the bots using each.

The expected results come from the rules catalog and ``data/items.md``."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from gh_helpers import finish_turn, has, kind, labels, monster, pick, place, plan, turn
from test_gh_campaign import after, end, loot_all, record_file, scenario_file, started
from test_gh_events_21_30 import on_top, party
from test_gh_events_21_30 import start as start_after_event
from test_gh_items import (
    BRUTE,
    MINDTHIEF,
    brute_faces_a_guard,
    game,
    guard_attacks,
    monster_stack,
    offered,
    stack,
    suffers,
    sweep_both_guards,
    walk,
)
from test_gh_items_p7to9 import _used

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import events
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.position import (
    put_money,
    set_elements,
    set_hp,
    set_shield,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

TYPED = {
    96,
    97,
    98,
    99,
    100,
    101,
    102,
    103,
    104,
    105,
    106,
    107,
    108,
    109,
    112,
    114,
    115,
    117,
    118,
    119,
}
TYPED |= {110, 111, 113, 116, 120, 121, 124, 129}
TYPED |= {122, 125, 126, 127, 128, 130, 131, 132, 133}
"""The items of 96-133 (but 123, typed earlier): every one (131: test_gh_items_betrayer)."""


def test_the_typed_reward_items_are_in_the_catalog() -> None:
    assert {n for n in load_items() if 96 <= n <= 133 and n != 123} == TYPED


def minus_ones(s: GloomhavenState, seat: int) -> int:
    return [str(c) for c in s.heroes[seat].deck.cards].count("-1")


# --- 96 Rocket Boots: Move +3 and Jump -------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-06", "GH-MOVE-06")
def test_rocket_boots_add_three_hexes_and_a_jump_to_one_move(tmp_path: Path) -> None:
    s = game(tmp_path, "96;")
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    pick(s, "use Rocket Boots")
    assert kind(s) == "jump" and "(7 left)" in s.decision().prompt
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 99 Magma Waders: no harm from Hazardous Terrain, a heal instead ---------------------------


def _wade(
    tmp_path: Path, items: str, terrain: tuple[str, str] = ("hazardous", "hazardous")
) -> GloomhavenState:
    """The Brute (5 HP) walks Grab and Go's Move 4 from (0, 2) across the arena, where
    (1, 2) and (3, 2) are of the ``terrain`` kinds (Hazardous both by default)."""
    lava = [{"hex": h, "type": k} for h, k in zip(([1, 2], [3, 2]), terrain, strict=True)]
    s = game(tmp_path, items, contents=lava)
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    set_hp(s, fig, 5)
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    return s


@rules("GH-MOVE-12", "GH-MOVE-13", "GH-HEAL-01", "GH-ITEM-08")
def test_magma_waders_turn_hazardous_terrain_into_one_heal_2_a_turn(tmp_path: Path) -> None:
    s = _wade(tmp_path, "99;")
    walk(s, (1, 2), (2, 2), (3, 2), (4, 2))
    assert s.character(BRUTE).hp == 7  # no damage, and Heal 2 once this turn
    plain = _wade(tmp_path, ";")
    walk(plain, (1, 2))
    assert suffers(plain, BRUTE, 1)  # without them: the usual damage


@rules("GH-MOVE-11", "GH-MOVE-12", "GH-ITEM-08")
def test_drakescale_boots_cross_difficult_and_hazardous_terrain_unhindered(
    tmp_path: Path,
) -> None:
    s = _wade(tmp_path, "98;", ("difficult", "hazardous"))
    walk(s, (1, 2))
    assert "(3 left)" in s.decision().prompt  # Difficult costs them 1
    walk(s, (2, 2), (3, 2), (4, 2))
    assert s.character(BRUTE).hex == (4, 2) and s.character(BRUTE).hp == 5  # no harm
    plain = _wade(tmp_path, ";", ("difficult", "hazardous"))
    walk(plain, (1, 2))
    assert "(2 left)" in plain.decision().prompt


# --- 100 Robes of Summoning, 120 Staff of Summoning: for a summoned ally ---------------------


def _skeleton(tmp_path: Path, item: str) -> tuple[GloomhavenState, Figure]:
    """The Mindthief (Ring of Skulls and ``item``) summons a Skeleton next to it at
    (1, 2), then plays a default Move 2 without moving, to the item window that follows.
    Returns the state and the Skeleton."""
    s = game(tmp_path, f";123,{item}")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (6, 4))
    place(s, MINDTHIEF, (0, 2))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    name = load_items()[int(item)].name
    assert offered(s) == ["Ring of Skulls"]  # no summon yet: the item waits (GH-ITEM-12)
    pick(s, "use Ring of Skulls")
    pick(s, "hex 1,2")
    (skeleton,) = [f for f in s.figures if f.kind == "summon"]
    pick(s, "Scurry: bottom as Move 2")  # the turn's next item window: after this action
    pick(s, "stop here")
    assert offered(s) == [name]
    return s, skeleton


@rules("GH-HEAL-01", "GH-SUMMON-04", "GH-ITEM-06")
def test_the_robes_of_summoning_heal_a_summoned_ally_2(tmp_path: Path) -> None:
    s, skeleton = _skeleton(tmp_path, "100")
    set_hp(s, skeleton, 1)
    pick(s, "use Robes of Summoning")
    assert kind(s) == "heal-target"
    pick(s, "Skeleton")
    assert skeleton.hp == 3
    assert s.heroes[MINDTHIEF].item_state == ["consumed", "spent"]


@rules("GH-SUMMON-04", "GH-ITEM-06", "GH-MOVE-01")
def test_the_staff_of_summoning_moves_a_summoned_ally_3_as_you_steer(tmp_path: Path) -> None:
    s, skeleton = _skeleton(tmp_path, "120")
    pick(s, "use Staff of Summoning")
    pick(s, "Skeleton")
    assert kind(s) == "move" and "(3 left)" in s.decision().prompt
    assert s.decision().seat == MINDTHIEF
    walk(s, (2, 2), (3, 2), (4, 2))
    assert skeleton.hex == (4, 2)
    assert s.heroes[MINDTHIEF].item_state == ["consumed", "spent"]
    assert int(s.ctx.get("turn_moved", 0)) == 0  # the Skeleton's hexes are not yours


# --- 101 Second Skin: two -1 cards fewer -------------------------------------------------


@rules("GH-SETUP-25", "GH-SETUP-26", "GH-ITEM-08")
def test_second_skin_takes_two_minus_one_cards_out_of_the_deck(tmp_path: Path) -> None:
    plain = game(tmp_path, ";")
    assert minus_ones(plain, BRUTE) == 5 and len(plain.heroes[BRUTE].deck.cards) == 20
    s = game(tmp_path, "101;")
    assert minus_ones(s, BRUTE) == 3 and len(s.heroes[BRUTE].deck.cards) == 18
    greaves = game(tmp_path, "101,22;")  # Heavy Greaves' own -1 goes in first
    assert minus_ones(greaves, BRUTE) == 4 and len(greaves.heroes[BRUTE].deck.cards) == 19


# --- 102 Sacrificial Robes, 117 Bloody Axe: damage for +1 Attack ----------------------


@rules("GH-ITEM-04", "GH-ITEM-06", "GH-ATK-10", "GH-CDMG-01", "GH-MELEE-01")
def test_the_bloody_axe_costs_2_damage_for_attack_plus_1(tmp_path: Path) -> None:
    s = game(tmp_path, "117;")
    guard = brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Bloody Axe")
    assert suffers(s, BRUTE, 2)  # the price, which a lost card may cancel (GH-CDMG-01)
    pick(s, "take the damage")
    assert s.character(BRUTE).hp == 8
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3
    assert s.heroes[BRUTE].item_state == ["spent"]


def test_the_bot_pays_the_bloody_axes_price_only_with_hit_points_to_spare(
    tmp_path: Path,
) -> None:
    def bot_uses_axe(hp: int) -> bool:
        folder = tmp_path / str(hp)
        folder.mkdir()
        s = game(folder, "117;")
        brute_faces_a_guard(s)
        set_hp(s, s.character(BRUTE), hp)
        pick(s, "Grab and Go: top as Attack 2")
        return (
            heuristic_policy(s.view(BRUTE), list(s.decision().options))
            == labels(s)["use Bloody Axe"]
        )

    assert bot_uses_axe(10) and bot_uses_axe(4)
    assert not bot_uses_axe(3)  # 1 HP left after the price: kept


@rules("GH-ITEM-04", "GH-RANGED-01")
def test_the_bloody_axe_is_not_offered_for_a_ranged_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "117;")
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3
    assert kind(s) != "use-item"


@rules("GH-ITEM-04", "GH-ITEM-06", "GH-ATK-10", "GH-CDMG-01", "GH-RANGED-01")
def test_the_sacrificial_robes_cost_3_damage_for_ranged_attack_plus_1(tmp_path: Path) -> None:
    s = game(tmp_path, "102;")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3
    pick(s, "use Sacrificial Robes")
    assert suffers(s, BRUTE, 3)
    pick(s, "take the damage")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 4 and s.character(BRUTE).hp == 7


# --- 103 Drakescale Armor: immune to Poison and Wound ------------------------------------


@rules("GH-COND-04", "GH-ITEM-08")
def test_drakescale_armor_makes_its_wearer_immune_to_poison_and_wound(tmp_path: Path) -> None:
    s = game(tmp_path, "103;")
    brute = s.character(BRUTE)
    for condition in ("poison", "wound", "muddle"):
        give(s, brute, condition)
    assert not has(brute, "poison") and not has(brute, "wound") and has(brute, "muddle")


# --- 104 Steam Armor: five circles of Shield 1, then Consumed -----------------------------


@rules("GH-ITEM-07", "GH-ITEM-10", "GH-ITEM-11", "GH-SHIELD-01")
def test_steam_armor_blocks_one_on_five_damaging_attacks_then_is_consumed(
    tmp_path: Path,
) -> None:
    s, guard = guard_attacks(tmp_path, "104;", "+0")
    brute = s.heroes[BRUTE]
    assert minus_ones(s, BRUTE) == 5  # no -1 card of its own
    for used in range(1, 6):
        assert suffers(s, BRUTE, 1)  # Attack 2, Shield 1: a free circle must be used
        assert brute.item_used == [used]
        pick(s, "take the damage")
        monster_stack(s, "+0")
        start_monster_turn(s, guard)
    assert brute.item_state == ["consumed"]
    assert suffers(s, BRUTE, 2)


# --- 105 Flea-Bitten Shawl: Initiative 99 for the monsters' Focus -------------------------


def _guard_between(tmp_path: Path, items: str) -> GloomhavenState:
    """A guard next to both characters; the Brute leads at 15, the Mindthief at 27;
    the guard's turn (it hits whom it focuses)."""
    s = game(tmp_path, items)
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (2, 2))
    plan(s, BRUTE, "Shield Bash", "Trample")
    plan(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    monster_stack(s, "+0")
    start_monster_turn(s, guard, 527)  # Move +0, Attack +0
    return s


@rules("GH-FOCUS-08", "GH-FOCUS-01", "GH-ITEM-08")
def test_the_flea_bitten_shawl_makes_the_monsters_focus_another(tmp_path: Path) -> None:
    plain = _guard_between(tmp_path, ";")
    assert kind(plain) == "suffer-damage" and plain.decision().seat == BRUTE  # 15 first
    s = _guard_between(tmp_path, "105;")
    assert kind(s) == "suffer-damage" and s.decision().seat == MINDTHIEF  # 99 against 27
    assert s.heroes[BRUTE].cls.cards[s.heroes[BRUTE].plan[0]].initiative == 15  # order kept


# --- 106 Necklace of Teeth: a kill on your turn heals 1 -----------------------------------


@rules("GH-ITEM-08", "GH-HEAL-01", "GH-ATKRES-04")
def test_the_necklace_of_teeth_heals_1_for_a_kill_on_your_turn(tmp_path: Path) -> None:
    s = game(tmp_path, ";106")
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (6, 4))
    fig = place(s, MINDTHIEF, (0, 2))
    set_hp(s, fig, 4)
    set_hp(s, guard, 1)
    stack(s, MINDTHIEF, "+0")
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    pick(s, "Scurry: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert not guard.alive and fig.hp == 5
    assert any("uses Necklace of Teeth" in line for line in s.log)


@rules("GH-ITEM-08", "GH-RETAL-01")
def test_the_necklace_of_teeth_does_not_heal_for_a_kill_on_a_monsters_turn(
    tmp_path: Path,
) -> None:
    from rulebound.games.gloomhaven.position import set_retaliate

    s = game(tmp_path, ";106")
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (6, 4))
    fig = place(s, MINDTHIEF, (0, 2))
    set_hp(s, fig, 5)
    set_hp(s, guard, 1)
    set_retaliate(s, fig, (1, 1))
    monster_stack(s, "+0")
    start_monster_turn(s, guard, 527)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert not guard.alive and fig.hp == 3  # hit for 2, killed by the Retaliate: no heal


# --- 107 Horned Helm: +1 on the next melee attack after moving 4 ---------------------------


def _charge(tmp_path: Path, *hexes: tuple[int, int]) -> tuple[GloomhavenState, int]:
    """The Brute (Horned Helm) moves through ``hexes`` by Grab and Go's Move 4, then
    attacks the guard with a default Attack 2 (+0). Returns the state and the damage."""
    s = game(tmp_path, "107;")
    guard = monster(s, "bandit-guard", (5, 2))
    place(s, BRUTE, (hexes[0][0] - 1, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    walk(s, *hexes)
    if kind(s) == "move":
        pick(s, "stop here")
    pick(s, "Trample: top as Attack 2")
    pick(s, "Bandit Guard 1")
    return s, guard.max_hp - guard.hp


@rules("GH-ITEM-08", "GH-ATK-10", "GH-MELEE-01")
def test_the_horned_helm_adds_1_to_a_melee_attack_after_four_hexes(tmp_path: Path) -> None:
    s, dealt = _charge(tmp_path, (1, 2), (2, 2), (3, 2), (4, 2))
    assert dealt == 3
    assert any("Horned Helm: +1 Attack" in line for line in s.log)
    _, short = _charge(tmp_path, (2, 2), (3, 2), (4, 2))  # three hexes: no bonus
    assert short == 2


# --- 113 Skullbane Axe: +5 on one melee attack on the living dead ------------------------------


@rules("GH-ITEM-04", "GH-ITEM-06", "GH-ATK-10", "GH-MELEE-01")
def test_the_skullbane_axe_adds_5_to_one_attack_on_living_bones_only(tmp_path: Path) -> None:
    s = game(tmp_path, "113;")
    monster(s, "living-bones", (1, 2), "elite")
    guard = monster(s, "bandit-guard", (1, 1))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert kind(s) != "use-item" and guard.hp == guard.max_hp - 2  # not for a guard
    finish_turn(s)
    turn(s, BRUTE, "Sweeping Blow", "Skewer")
    pick(s, "Skewer: top as Attack 2")
    pick(s, "Living Bones 1")
    assert offered(s) == ["Skullbane Axe"]
    pick(s, "use Skullbane Axe")
    assert any("Attack 7 against" in line for line in s.log)
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 114 Staff of Xorn: Poison and Muddle on a ranged Attack ability -----------------------


@rules("GH-ITEM-04", "GH-ITEM-07", "GH-ATKRES-07", "GH-COND-12", "GH-RANGED-01")
def test_the_staff_of_xorn_poisons_and_muddles_a_ranged_attacks_target(tmp_path: Path) -> None:
    s = game(tmp_path, "114;")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    pick(s, "use Staff of Xorn")
    pick(s, "Bandit Guard 1")
    assert has(guard, "poison") and has(guard, "muddle")
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 115 Mountain Hammer, 132 Power Core: an item's summon --------------------------------


@rules("GH-ITEM-02", "GH-ITEM-07", "GH-SUMMON-01", "GH-SUMMON-02")
@pytest.mark.parametrize(
    ("item", "name", "hp"), [("115", "Warrior Spirit", 4), ("132", "Steel Construct", 5)]
)
def test_a_summoning_item_summons_its_figure(tmp_path: Path, item: str, name: str, hp: int) -> None:
    s = game(tmp_path, f";{item}")
    monster(s, "bandit-guard", (4, 2))
    place(s, MINDTHIEF, (0, 2))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    pick(s, f"use {load_items()[int(item)].name}")
    pick(s, "hex 1,2")
    (summon,) = [f for f in s.figures if f.kind == "summon"]
    assert (summon.name, summon.hp, summon.max_hp) == (name, hp, hp)
    assert s.heroes[MINDTHIEF].item_state == ["consumed"]


# --- 116 Fueled Falchion: 1 damage to the target and the enemies next to it --------------------


@rules("GH-ITEM-04", "GH-ITEM-07", "GH-MELEE-01", "GH-ATKRES-04")
def test_the_fueled_falchion_hurts_the_target_and_its_neighbours_1(tmp_path: Path) -> None:
    s = game(tmp_path, "116;")
    guard = brute_faces_a_guard(s)  # at (1, 2), the Brute at (0, 2)
    beside = monster(s, "bandit-guard", (2, 2))
    far = monster(s, "bandit-guard", (5, 2))
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Fueled Falchion")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3  # 1, then the attack's 2
    assert beside.hp == beside.max_hp - 1 and far.hp == far.max_hp
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-04", "GH-AOE-01")
def test_the_fueled_falchion_is_not_offered_for_an_area_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "116;")
    sweep_both_guards(s)
    assert "Fueled Falchion" not in offered(s)


# --- 118 Staff of Elements: infuse any element --------------------------------------------


@rules("GH-INFUSE-01", "GH-INFUSE-03", "GH-ITEM-06")
def test_the_staff_of_elements_infuses_the_element_chosen(tmp_path: Path) -> None:
    s = game(tmp_path, "118;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Staff of Elements")
    assert kind(s) == "infuse-element"
    pick(s, "dark")
    assert Element.DARK in s.elements.pending
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 119, 126, 128: conditions on the enemies near ------------------------------------------


@rules("GH-ITEM-07", "GH-COND-03", "GH-COND-13", "GH-COND-12", "GH-COND-07")
@pytest.mark.parametrize(
    ("item", "condition", "reach"),
    [("126", "poison", 1), ("119", "curse", 1), ("128", "muddle", 2)],
)
def test_an_item_gives_its_condition_to_every_enemy_within_its_range(
    tmp_path: Path, item: str, condition: str, reach: int
) -> None:
    s = game(tmp_path, f"{item};")
    near = monster(s, "bandit-guard", (1, 2))
    two = monster(s, "bandit-guard", (2, 1))  # 2 hexes from the Brute
    far = monster(s, "bandit-guard", (5, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    curses = s.monster_deck.count("curse")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, f"use {load_items()[int(item)].name}")
    if condition == "curse":  # a Curse card per enemy into the monsters' deck
        assert s.monster_deck.count("curse") == curses + 1
    else:
        assert has(near, condition) and has(two, condition) == (reach == 2)
        assert not has(far, condition)
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-12")
def test_the_remote_spider_waits_for_an_enemy_next_to_you(tmp_path: Path) -> None:
    s = game(tmp_path, "126;")
    monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == []


# --- 124 Doomed Compass: an enemy's Move 2, steered by you -----------------------------------


@rules("GH-ITEM-07", "GH-ITEM-12", "GH-MOVE-01")
def test_the_doomed_compass_moves_an_enemy_2_as_you_steer(tmp_path: Path) -> None:
    s = game(tmp_path, "124;")
    guard = monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Doomed Compass"]
    pick(s, "use Doomed Compass")
    assert kind(s) == "control-enemy"
    pick(s, "Bandit Guard 1")
    assert kind(s) == "move" and s.decision().seat == BRUTE and "(2 left)" in s.decision().prompt
    walk(s, (5, 2), (6, 2))
    assert guard.hex == (6, 2) and s.heroes[BRUTE].item_state == ["consumed"]
    far = game(tmp_path, "124;")
    monster(far, "bandit-guard", (6, 0))  # 6 hexes away: out of Range 5
    place(far, BRUTE, (0, 4))
    turn(far, BRUTE, "Trample", "Grab and Go")
    assert offered(far) == []


# --- 125 Curious Gear: every trap within 2 disarmed -----------------------------------------


@rules("GH-ITEM-07", "GH-ITEM-12", "GH-MOVE-09")
def test_the_curious_gear_disarms_every_trap_within_2_hexes(tmp_path: Path) -> None:
    traps = [{"hex": h, "type": "trap"} for h in ([1, 2], [2, 1], [5, 2])]
    s = game(tmp_path, "125;", contents=traps)
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    far = s.clone()
    place(far, BRUTE, (6, 4))
    turn(far, BRUTE, "Trample", "Grab and Go")
    assert offered(far) == []  # no trap within 2: nothing to disarm
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Curious Gear")
    assert sorted(s.traps) == [(5, 2)]
    assert (1, 2) not in s.hexmap.traps
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 97 Endurance Footwraps: heal 1 after a turn of 4 hexes ------------------------------


def _walk_and_end(tmp_path: Path, *hexes: tuple[int, int]) -> int:
    """The Brute (5 HP, Endurance Footwraps) walks ``hexes`` by Grab and Go's Move 4 and
    ends the turn. Returns its HP after the turn's end."""
    s = game(tmp_path, "97;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    set_hp(s, fig, 5)
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    walk(s, *hexes)
    if kind(s) == "move":
        pick(s, "stop here")
    finish_turn(s)
    return fig.hp


@rules("GH-ITEM-08", "GH-PEND-01", "GH-HEAL-01")
def test_endurance_footwraps_heal_1_after_a_turn_of_four_hexes(tmp_path: Path) -> None:
    assert _walk_and_end(tmp_path, (1, 2), (2, 2), (3, 2), (4, 2)) == 6
    assert _walk_and_end(tmp_path, (1, 2), (2, 2), (3, 2)) == 5  # three hexes: nothing


# --- 108 Drakescale Helm: Strengthen instead of Muddle -------------------------------------


@rules("GH-COND-03", "GH-COND-12", "GH-COND-14", "GH-ITEM-08")
def test_the_drakescale_helm_turns_a_muddle_into_strengthen(tmp_path: Path) -> None:
    s = game(tmp_path, "108;")
    brute, mindthief = s.character(BRUTE), s.character(MINDTHIEF)
    give(s, brute, "muddle")
    give(s, mindthief, "muddle")
    assert has(brute, "strengthen") and not has(brute, "muddle")
    assert has(mindthief, "muddle")  # only its wearer


# --- 109 Thief's Hood: a card's Loot 1 becomes Loot 2 -------------------------------------


def _grab(tmp_path: Path, *money: tuple[int, int]) -> GloomhavenState:
    """The Brute (Thief's Hood) at (0, 2) plays Grab and Go's top, Loot 1, with a Money
    Token on each of ``money``."""
    s = game(tmp_path, "109;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    for h in money:
        put_money(s, h)
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: top")
    return s


@rules("GH-LOOT-01", "GH-ITEM-07", "GH-ITEM-12")
def test_the_thiefs_hood_makes_a_loot_1_a_loot_2(tmp_path: Path) -> None:
    s = _grab(tmp_path, (1, 2), (2, 2))
    plain = s.clone()
    assert offered(s) == ["Thief's Hood"]
    assert (
        heuristic_policy(s.view(BRUTE), list(s.decision().options)) == labels(s)["use Thief's Hood"]
    )
    pick(s, "use Thief's Hood")
    assert s.heroes[BRUTE].coins == 2 and not s.coins
    assert s.heroes[BRUTE].item_state == ["consumed"]
    pick(plain, "no item")
    assert plain.heroes[BRUTE].coins == 1 and plain.coins == {(2, 2): 1}
    near = _grab(tmp_path, (1, 2))  # nothing more within 2: not offered
    assert offered(near) == [] and near.heroes[BRUTE].coins == 1


@rules("GH-LOOT-01", "GH-ITEM-12")
def test_the_thiefs_hood_is_not_offered_for_a_loot_2(tmp_path: Path) -> None:
    # "During your Loot 1 ability" (reading 69): Scurry's bottom is a Loot 2 already,
    # so the hood is not offered, though a Loot 2 from the hood would reach the same.
    s = game(tmp_path, ";109")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 2))
    put_money(s, (2, 2))
    turn(s, MINDTHIEF, "Scurry", "Fearsome Blade")
    pick(s, "Scurry: bottom")
    assert offered(s) == []
    assert s.heroes[MINDTHIEF].coins == 1 and s.heroes[MINDTHIEF].item_state == ["ready"]


# --- 110 Helm of the Mountain, 111 Wave Crest: an answer while an element is Strong -----------


def _guard_hits(tmp_path: Path, item: str, **elements: str) -> tuple[GloomhavenState, Figure]:
    """A Bandit Guard next to the Brute (wearing ``item``) attacks it (Move +0, Attack
    +0, a +0 card), with these elements on the table; the Brute takes the damage."""
    s = game(tmp_path, f"{item};")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    set_elements(s, **elements)
    monster_stack(s, "+0")
    start_monster_turn(s, guard, 527)
    if kind(s) == "suffer-damage":
        pick(s, "take the damage")
    return s, guard


@rules("GH-ITEM-08", "GH-COND-09", "GH-GLOSS-111")
def test_the_helm_of_the_mountain_immobilizes_the_attacker_while_earth_is_strong(
    tmp_path: Path,
) -> None:
    s, guard = _guard_hits(tmp_path, "110", earth="strong")
    assert has(guard, "immobilize") and s.character(BRUTE).hp == 8  # the attack still hits
    _, other = _guard_hits(tmp_path, "110", earth="waning")
    assert not has(other, "immobilize")


@rules("GH-ITEM-08", "GH-PUSH-01", "GH-PUSH-02", "GH-GLOSS-111")
def test_the_wave_crest_pushes_the_attacker_2_while_ice_is_strong(tmp_path: Path) -> None:
    s, guard = _guard_hits(tmp_path, "111", ice="strong")
    assert kind(s) == "push" and s.decision().seat == BRUTE  # the wearer pushes it
    walk(s, (3, 2), (4, 2))
    assert guard.hex == (4, 2) and s.character(BRUTE).hp == 8
    dry, other = _guard_hits(tmp_path, "111")
    assert kind(dry) != "push" and other.hex == (2, 2)


# --- 112 Ancient Drill: +2 Attack and Pierce 2 ---------------------------------------------


@rules("GH-ITEM-04", "GH-ITEM-07", "GH-ATK-10", "GH-SHIELD-01", "GH-MELEE-01")
def test_the_ancient_drill_adds_2_and_pierce_2_to_a_melee_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "112;")
    guard = brute_faces_a_guard(s)
    set_shield(s, guard, 2)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Ancient Drill")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 4  # 2 + 2, the Shield 2 pierced
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 121 Orb of Dawn, 122 Orb of Twilight, 130 Helix Ring: elements consumed -----------------


@rules("GH-CONSUME-01", "GH-INFUSE-01", "GH-ITEM-08", "GH-ITEM-12")
@pytest.mark.parametrize(
    ("item", "used", "made"), [("121", "dark", "light"), ("122", "light", "dark")]
)
def test_an_orb_consumes_one_element_to_infuse_the_other(
    tmp_path: Path, item: str, used: str, made: str
) -> None:
    s = game(tmp_path, f"{item};")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    bare = s.clone()
    turn(bare, BRUTE, "Trample", "Grab and Go")
    assert offered(bare) == []  # no element to consume
    set_elements(s, **{used: "strong"})
    turn(s, BRUTE, "Trample", "Grab and Go")
    name = load_items()[int(item)].name
    assert heuristic_policy(s.view(BRUTE), list(s.decision().options)) == labels(s)[f"use {name}"]
    pick(s, f"use {name}")
    assert Element(used) not in s.elements.consumable() and Element(made) in s.elements.pending
    assert s.heroes[BRUTE].item_state == ["ready"]  # unlimited
    assert offered(s) == []  # the element is gone: not offered again


@rules("GH-CONSUME-01", "GH-ITEM-07", "GH-ITEM-12", "GH-HEAL-01")
def test_the_helix_ring_consumes_light_and_dark_to_heal_25(tmp_path: Path) -> None:
    s = game(tmp_path, "130;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    set_hp(s, fig, 2)
    half = s.clone()
    set_elements(half, light="strong")
    turn(half, BRUTE, "Trample", "Grab and Go")
    assert offered(half) == []  # both elements are the price
    set_elements(s, light="strong", dark="waning")
    turn(s, BRUTE, "Trample", "Grab and Go")
    # the bot takes it: 8 of its 10 HP are missing, more than half (not all 25)
    assert (
        heuristic_policy(s.view(BRUTE), list(s.decision().options)) == labels(s)["use Helix Ring"]
    )
    pick(s, "use Helix Ring")
    assert fig.hp == fig.max_hp and not s.elements.consumable()
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 127 Giant Remote Spider: Loot 1 -----------------------------------------------------------


@rules("GH-LOOT-01", "GH-ITEM-07", "GH-ITEM-12")
def test_the_giant_remote_spider_loots_1(tmp_path: Path) -> None:
    s = game(tmp_path, "127;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    far = s.clone()
    put_money(far, (3, 2))
    turn(far, BRUTE, "Trample", "Grab and Go")
    assert offered(far) == []  # 3 hexes away: nothing to loot
    put_money(s, (1, 2), 2)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Giant Remote Spider")
    assert s.heroes[BRUTE].coins == 2 and (1, 2) not in s.coins
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 129 Black Card: your token on an enemy, +1 on your attacks on it ------------------------


@rules("GH-ATK-10", "GH-ITEM-07", "GH-ITEM-12")
def test_the_black_card_adds_1_to_your_attacks_on_the_enemy_with_your_token(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "129;")
    marked = monster(s, "bandit-guard", (1, 2))
    other = monster(s, "bandit-guard", (1, 1))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Black Card")
    assert kind(s) == "effect-target"
    pick(s, "Bandit Guard 1")
    assert s.heroes[BRUTE].item_state == ["consumed"]
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert marked.hp == marked.max_hp - 3
    finish_turn(s)
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Sweeping Blow", "Skewer")  # a later turn: the token stays
    pick(s, "Skewer: top as Attack 2")
    pick(s, "Bandit Guard 2")
    assert other.hp == other.max_hp - 2  # no token on it
    lone = game(tmp_path, "129;")
    monster(lone, "bandit-guard", (2, 2))  # two hexes away: nothing to put it on
    place(lone, BRUTE, (0, 2))
    turn(lone, BRUTE, "Trample", "Grab and Go")
    assert offered(lone) == []


# --- 133 Resonant Crystal: an adjacent obstacle destroyed ------------------------------------


@rules("GH-ITEM-07", "GH-ITEM-12", "GH-GLOSS-80")
def test_the_resonant_crystal_destroys_an_obstacle_next_to_you(tmp_path: Path) -> None:
    rocks = [{"hex": h, "type": "obstacle"} for h in ([1, 2], [4, 4])]
    s = game(tmp_path, "133;", contents=rocks)
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    away = s.clone()
    place(away, BRUTE, (2, 0))  # no obstacle next to it: not offered (GH-ITEM-12)
    turn(away, BRUTE, "Trample", "Grab and Go")
    assert offered(away) == []
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert (
        heuristic_policy(s.view(BRUTE), list(s.decision().options))
        == labels(s)["use Resonant Crystal"]
    )
    pick(s, "use Resonant Crystal")
    assert [t for t in labels(s) if t.startswith("hex ")] == ["hex 1,2"]  # next to it only
    pick(s, "hex 1,2")
    assert (1, 2) not in s.hexmap.obstacles and (4, 4) in s.hexmap.obstacles
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- the rewards: an event's and a treasure's Item, then equipped -------------------------


@rules("GH-EVENT-08", "GH-SETUP-21", "GH-ITEM-08")
def test_road_event_5_gives_the_necklace_of_teeth_which_then_plays(tmp_path: Path) -> None:
    c = on_top(party("brute", "tinkerer"), "road", 5)
    gave, _ = events.resolve(c, "road", "A", receiver="brute")
    assert 106 in gave.sheet("brute").items
    s = start_after_event(tmp_path, gave, "106;")
    assert s.heroes[BRUTE].items == [106]


@rules("GH-EVENT-08", "GH-SETUP-21", "GH-ITEM-07")
@pytest.mark.parametrize(("deck", "number", "option", "item"), [("city", 43, "B", 126)])
def test_a_city_event_item_is_equipped_in_the_next_scenario(
    tmp_path: Path, deck: str, number: int, option: str, item: int
) -> None:
    c = on_top(party("brute", "tinkerer"), deck, number)
    gave, _ = events.resolve(c, deck, option, receiver="tinkerer")
    assert item in gave.sheet("tinkerer").items
    s = start_after_event(tmp_path, gave, f";{item}")
    assert s.heroes[1].items == [item]


@rules("GH-LOOT-06", "GH-LOOT-03", "GH-SETUP-25")
def test_scenario_6s_second_skin_joins_the_looter_and_thins_its_next_deck(
    tmp_path: Path,
) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 50, "item": 101}]
    s = started(tmp_path, record_file(tmp_path), contents=contents)
    loot_all(s)
    assert s.heroes[BRUTE].items == []  # not in the scenario it was found in
    end(s, won=True)
    owner = [
        {"class": "brute", "items": list(after(s).sheet("brute").items)},
        {"class": "mindthief"},
    ]
    g = load_game(
        "gloomhaven",
        party="brute,mindthief",
        campaign=str(record_file(tmp_path, "next.yaml", characters=owner)),
        scenario_file=str(scenario_file(tmp_path)),
        items="101;",
    )
    nxt = g.new_initial_state(0)
    assert nxt.heroes[BRUTE].items == [101] and minus_ones(nxt, BRUTE) == 3


NO_MOMENT_IN_SCENARIO_1 = {98, 99, 103, 105, 108, 109, 110, 111, 121, 130, 133}
"""Worn against what scenario 1 never has (98, 99: Difficult or Hazardous Terrain; 103:
Poison, Wound; 108: Muddle), for a Focus the log does not name (105), or waiting for
what the bots' games of scenario 1 give seldom or never: an attack on the wearer while
Earth or Ice is Strong (110, 111: the Brute's seed 1 has one), an element to consume
(121, 130), an obstacle next to the owner (133), a card's Loot 1 with a token 2 hexes
off (109). The bots' choice of 109, 121 and 133 at their window is checked in their own
tests."""


@rules("GH-LOOT-08", "GH-SHOP-01", "GH-SHOP-04", "GH-SETUP-21")
def test_scenario_3s_horned_helm_design_stocks_the_shop_which_sells_it(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 65, "item_design": 107}]
    s = started(tmp_path, record_file(tmp_path), contents=contents)
    loot_all(s)
    end(s, won=True)
    assert after(s).supply() == {107: 2}  # both copies of the design (GH-LOOT-08)
    c = party("brute", "tinkerer")
    c = replace(c, record=replace(c.record, city_supply=((107, 2),)))
    c = city.buy(c, "brute", 107)  # 30 gold, all a new character has
    assert c.sheet("brute").items == (107,) and c.record.supply() == {107: 1}
    game_after = start_after_event(tmp_path, c, "107;")
    assert game_after.heroes[BRUTE].items == [107]


@rules("GH-SETUP-21", "GH-ITEM-06", "GH-ITEM-08")
def test_campaign_play_brings_the_owned_reward_items_and_the_bots_use_them(
    tmp_path: Path,
) -> None:
    """``rulebound gloomhaven campaign play`` equips every Item a character owns (the
    default ``--items``): the Bloody Axe and Necklace of Teeth an event gave the Brute
    are brought, not left behind, and used in the bots' scenario 1 (seed 2)."""
    import yaml
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    record = tmp_path / "record.yaml"
    sheets = [
        {"class": "brute", "gold": 30, "quest": 527, "items": [117, 106]},
        {"class": "tinkerer", "quest": 527, "items": [126]},
    ]
    data = {"unlocked": [1, 2], "location": 2, "characters": sheets}
    record.write_text(yaml.safe_dump(data), encoding="utf-8")
    db = tmp_path / "c.db"
    for args in (
        ["new", str(db), "--from", str(record), "--seed", "1"],
        ["play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2"],
    ):
        result = CliRunner().invoke(app, ["gloomhaven", "campaign", *args])
        assert result.exit_code == 0, result.output
    assert "behind" not in result.stdout
    assert "Brute uses Bloody Axe." in result.stdout
    assert "Brute uses Necklace of Teeth." in result.stdout


# --- the bots use them ------------------------------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-01")
@pytest.mark.parametrize(
    "items",
    [
        "96;",
        ";97",
        "98;",
        "99;",
        ";100,123",
        "101;",
        ";102",
        "103;",
        "104;",
        "105;",
        "106;",
        ";107",
        "108;",
        "109;",
        "110;",
        "111;",
        "112;",
        "113;",
        ";114",
        "115;",
        "116;",
        "117;",
        "118;",
        "119;",
        ";120,123",
        "121;",
        "124;",
        "126;",
        "127;",
        "128;",
        "129;",
        "130;",
        "132;",
        "133;",
    ],
)
def test_heuristic_games_with_each_item_run_to_the_end_and_use_it(items: str) -> None:
    """Scenario 1 (2 for the Skullbane Axe, 113: the bots' games of 1 never reach a
    Living Bones) played by the heuristic with the item equipped: every game ends, and
    the item is used through its item window, or works by itself (101: the deck; 107,
    97: its log line), in one of the seeds 0-3. The Horned Helm and the Endurance
    Footwraps (107, 97) need a 4-hex move in one turn, which the bots do not seek: the
    Mindthief's seeds 0-8 hold one. Scenario 1 gives no moment to the others of
    :data:`NO_MOMENT_IN_SCENARIO_1`: their games only run to the end (the bots' choice
    of 121 and 133 is checked in their own tests)."""
    number = int(items.strip(";").split(",")[0])  # 100 and 120 with a Ring of Skulls
    scenario = "2" if number == 113 else "1"  # the bots meet no Living Bones in 1
    g = load_game("gloomhaven", scenario=scenario, party="brute,mindthief", items=items)
    used = False
    for seed in range(9 if number in (97, 107) else 4):
        s = g.new_initial_state(seed=seed)
        if number == 101:
            used = used or minus_ones(s, BRUTE) == 3
        while not s.is_terminal():
            d = s.decision()
            s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
        name = load_items()[number].name
        used = used or _used(s.log, number) or any(f"{name}: +1" in x for x in s.log)
    assert used or number in NO_MOMENT_IN_SCENARIO_1


def test_labels_name_the_reward_items_use() -> None:
    """The item window's words for the new keys (what a player reads)."""
    from rulebound.games.gloomhaven.items import effect_words

    catalog = load_items()
    assert effect_words(catalog[117]) == "Attack +1, suffer 2 damage"
    assert effect_words(catalog[128]) == "muddle every enemy within Range 2"
    assert effect_words(catalog[126]) == "poison every enemy next to you"
    assert effect_words(catalog[125]) == "disarm every trap within 2 hexes"

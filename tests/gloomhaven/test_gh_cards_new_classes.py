"""What the Spellweaver's, Scoundrel's and Cragheart's special abilities do, card by
card (the engine extensions of data/classes/README.md). Expected results are worked
out from the card data and the rules catalog, never from the engine.

Set-up: scenario level 1, so a normal Bandit Guard has 6 HP and Attack 2 (card 527:
"Move +0, Attack +0"); every modifier deck is stacked with "+0" cards. The new class
is seat 0; the Brute, seat 1, is its ally. Test_gh_every_card_effect checks every
card mechanically; here each extension is checked exactly.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    end_round,
    finish_turn,
    has,
    kind,
    labels,
    monster,
    monster_turn,
    pick,
    pick_area,
    pick_figure,
    pick_hex,
    pile_of,
    place,
    with_element,
)
from gh_helpers import turn as start_turn

from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.combat import line_hexes
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import move_cards, set_hp, stack_modifiers
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex, distance

rules = pytest.mark.rules

HERO, ALLY = 0, 1


def game(tmp_path: Path, class_id: str, **kw: object) -> GloomhavenState:
    s = arena(tmp_path, party=f"{class_id},brute", width=8, height=6, **kw)
    for hero in s.heroes:
        stack_modifiers(s, hero.seat, *("+0",) * 20)
    stack_modifiers(s, None, *("+0",) * 20)
    place(s, ALLY, (0, 5))
    return s


def turn(s: GloomhavenState, at: Hex, lead: str, second: str) -> Figure:
    fig = place(s, HERO, at)
    start_turn(s, HERO, lead, second)
    return fig


def take_damage(s: GloomhavenState) -> None:
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")


# --- Scoundrel ---------------------------------------------------------------------------


def test_single_out_top_adds_2_and_1_xp_when_an_ally_is_next_to_the_target(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, ALLY, (4, 1))  # next to the guard
    turn(s, (2, 2), "Single Out", "Venom Shiv")
    pick(s, "Single Out: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 5
    assert s.heroes[HERO].xp == 1


def test_flanking_strike_without_an_ally_next_to_the_target_is_a_plain_attack_3(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Flanking Strike", "Venom Shiv")
    pick(s, "Flanking Strike: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 3
    assert s.heroes[HERO].xp == 0


def test_backstab_adds_2_for_a_lone_target_but_not_when_its_ally_stands_next_to_it(
    tmp_path: Path,
) -> None:
    for friend, damage in ((None, 5), ((4, 2), 3)):
        s = game(tmp_path, "scoundrel")
        guard = monster(s, "bandit-guard", (3, 2))
        if friend:
            monster(s, "bandit-guard", friend)
        turn(s, (2, 2), "Backstab", "Venom Shiv")
        pick(s, "Backstab: top")
        pick_figure(s, guard)
        assert guard.hp == 6 - damage
        assert s.heroes[HERO].xp == (1 if damage == 5 else 0)
        assert pile_of(s, HERO, "Backstab") == "lost"


@rules("GH-BONUS-03", "GH-BONUS-05", "GH-BONUS-06")
def test_single_out_bottom_adds_2_on_four_attacks_on_lone_enemies_then_is_lost(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "scoundrel")
    lone = monster(s, "bandit-guard", (3, 2))
    set_hp(s, lone, 50, most=50)
    pair = monster(s, "bandit-guard", (1, 2))
    monster(s, "bandit-guard", (0, 2))  # next to ``pair``
    set_hp(s, pair, 50, most=50)
    turn(s, (2, 2), "Single Out", "Venom Shiv")
    pick(s, "Single Out: bottom")
    assert pile_of(s, HERO, "Single Out") == "active"
    pick(s, "Venom Shiv: top")
    pick_figure(s, pair)  # not alone: no bonus, no slot
    assert pair.hp == 50 - 3
    assert s.heroes[HERO].active[0].slot == 0
    for n in range(4):
        start_turn(s, HERO, "Quick Hands", "Flanking Strike")
        pick(s, "Quick Hands: top")
        pick(s, "stop here")
        pick_figure(s, lone)
        assert lone.hp == 50 - 4 * (n + 1)  # Attack 2 + 2
    assert pile_of(s, HERO, "Single Out") == "lost"
    assert s.heroes[HERO].xp == 1 + 2  # Venom Shiv, then slots 2 and 4


@rules("GH-COND-15")
def test_smoke_bomb_makes_you_invisible_and_doubles_the_next_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    fig = turn(s, (2, 2), "Smoke Bomb", "Special Mixture")
    pick(s, "Smoke Bomb: top")
    assert has(fig, "invisible")
    assert pile_of(s, HERO, "Smoke Bomb") == "active"
    finish_turn(s)
    start_turn(s, HERO, "Venom Shiv", "Quick Hands")
    pick(s, "Venom Shiv: top")
    pick_figure(s, guard)
    assert guard.hp == 20 - 6  # Attack 3 doubled
    assert pile_of(s, HERO, "Smoke Bomb") == "lost"
    assert s.heroes[HERO].xp == 2 + 1


def test_smoke_bomb_bottom_pulls_one_enemy_within_range_3(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Smoke Bomb", "Special Mixture")
    pick(s, "Smoke Bomb: bottom")
    pick_figure(s, guard)
    while kind(s) == "pull":
        pick(s, "hex 4,2")
        pick(s, "hex 3,2")
    assert guard.hex == (3, 2)


def test_sinister_opportunity_adds_1_per_ally_next_to_the_target_2_with_dark(
    tmp_path: Path,
) -> None:
    for dark, damage, xp in ((False, 4, 0), (True, 5, 1)):
        s = game(tmp_path, "scoundrel")
        guard = monster(s, "bandit-guard", (3, 2))
        place(s, ALLY, (4, 1))
        if dark:
            with_element(s, Element.DARK)
        turn(s, (2, 2), "Sinister Opportunity", "Venom Shiv")
        pick(s, "Sinister Opportunity: top")
        if dark:
            pick(s, "consume")
        pick_figure(s, guard)
        assert guard.hp == 6 - damage
        assert s.heroes[HERO].xp == xp


def test_sinister_opportunity_bottom_moves_an_adjacent_enemy_to_a_hex_next_to_you(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Sinister Opportunity", "Venom Shiv")
    pick(s, "Sinister Opportunity: bottom")
    pick(s, "stop here")  # the Scoundrel's own Move 3
    pick_figure(s, guard)
    offered = [s.game.hex_list[o - 1000] for o in s.decision().options if o >= 1000]
    assert offered and all(
        s.hexmap.range_between(h, fig.hex) == 1 for h in offered
    )  # (4, 2) is one hex away but two from the Scoundrel: not offered
    assert (4, 2) not in offered


def test_tricksters_reversal_adds_twice_the_targets_shield(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    elite = monster(s, "bandit-guard", (3, 2), rank="elite")  # 9 HP, Shield 1
    turn(s, (2, 2), "Trickster's Reversal", "Venom Shiv")
    pick(s, "Trickster's Reversal: top")
    pick_figure(s, elite)
    assert elite.hp == 9 - (2 + 2 - 1)
    assert s.heroes[HERO].xp == 2


@rules("GH-BONUS-08", "GH-BONUS-09")
def test_tricksters_reversal_bottom_prevents_the_next_damage_this_round(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Trickster's Reversal", "Venom Shiv")
    pick(s, "Trickster's Reversal: bottom")
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == fig.max_hp
    assert pile_of(s, HERO, "Trickster's Reversal") == "discard"
    monster_turn(s, guard)
    take_damage(s)
    assert fig.hp == fig.max_hp - 2


def test_swift_bow_bottom_loots_every_hex_it_enters(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel", contents=[{"hex": [3, 2], "type": "coin"}])
    monster(s, "bandit-guard", (7, 5))
    turn(s, (2, 2), "Swift Bow", "Venom Shiv")
    pick(s, "Swift Bow: bottom")
    pick_hex(s, (3, 2))
    assert s.heroes[HERO].coins == 1
    pick_hex(s, (4, 2))


def test_thiefs_knack_top_disarms_an_adjacent_trap_for_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel", contents=[{"hex": [3, 2], "type": "trap", "damage": True}])
    monster(s, "bandit-guard", (7, 5))
    turn(s, (2, 2), "Thief's Knack", "Venom Shiv")
    pick(s, "Thief's Knack: top")
    pick_hex(s, (3, 2))
    assert (3, 2) not in s.traps and (3, 2) not in s.hexmap.traps
    finish_turn(s)
    assert s.heroes[HERO].xp == 2


# --- Spellweaver -------------------------------------------------------------------------


@rules("GH-RECOVER-01")
def test_reviving_ether_takes_back_every_lost_card(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    monster(s, "bandit-guard", (7, 5))
    hero = s.heroes[HERO]
    lost = hero.hand[-3:]
    move_cards(s, HERO, "lost", *lost)
    turn(s, (2, 2), "Reviving Ether", "Mana Bolt")
    pick(s, "Reviving Ether: top")
    assert set(lost) <= set(hero.hand)
    assert [hero.cls.cards[c].name for c in hero.lost] == ["Reviving Ether"]
    finish_turn(s)
    assert pile_of(s, HERO, "Reviving Ether") == "lost"
    assert s.elements.level(Element.DARK).name == "STRONG"


def test_frost_armor_bottom_prevents_two_sources_of_damage_then_is_lost(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Frost Armor", "Fire Orbs")
    pick(s, "Frost Armor: bottom")
    finish_turn(s)
    monster_turn(s, guard)
    monster_turn(s, guard)
    assert fig.hp == fig.max_hp
    assert pile_of(s, HERO, "Frost Armor") == "lost"
    assert s.heroes[HERO].xp == 2
    monster_turn(s, guard)
    take_damage(s)
    assert fig.hp == fig.max_hp - 2


@rules("GH-CONSUME-01")
def test_crackling_air_adds_2_with_air_to_the_next_four_attacks(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 50, most=50)
    with_element(s, Element.AIR)
    turn(s, (2, 2), "Crackling Air", "Flame Strike")
    pick(s, "Crackling Air: top")
    pick(s, "consume")
    pick(s, "Flame Strike: bottom")
    pick_figure(s, guard)
    assert guard.hp == 50 - 4  # Attack 2 + 2
    assert s.heroes[HERO].active[0].uses_left == 3


@rules("GH-CONSUME-01", "GH-BONUS-08", "GH-RETAL-01")
def test_crackling_air_bottom_with_fire_retaliate_2_this_round(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    with_element(s, Element.FIRE)
    fig = turn(s, (2, 2), "Crackling Air", "Fire Orbs")
    pick(s, "Crackling Air: bottom")
    pick(s, "stop here")
    pick(s, "consume")
    assert pile_of(s, HERO, "Crackling Air") == "active"
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == fig.max_hp - 2
    assert guard.hp == 6 - 2  # her Retaliate 2
    end_round(s)
    assert pile_of(s, HERO, "Crackling Air") == "discard"


def test_crackling_air_bottom_without_fire_is_a_move_and_no_retaliate(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Crackling Air", "Fire Orbs")
    pick(s, "Crackling Air: bottom")
    pick(s, "stop here")
    assert kind(s) == "play-half"  # no Fire to consume: nothing is asked
    assert pile_of(s, HERO, "Crackling Air") == "discard"
    finish_turn(s)
    monster_turn(s, guard)
    assert guard.hp == 6


def test_hardened_spikes_gives_retaliate_2_to_an_adjacent_ally(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    guard = monster(s, "bandit-guard", (4, 1))
    brute = place(s, ALLY, (3, 1))
    turn(s, (2, 2), "Hardened Spikes", "Fire Orbs")  # the Brute is next to her
    pick(s, "Hardened Spikes: top")
    finish_turn(s)
    monster_turn(s, guard)
    assert brute.hp < brute.max_hp
    assert guard.hp == 6 - 2  # the Brute's Retaliate 2


def test_impaling_eruption_also_attacks_the_enemies_on_the_way(tmp_path: Path) -> None:
    s = game(tmp_path, "spellweaver")
    near = monster(s, "bandit-guard", (3, 2))
    far = monster(s, "bandit-guard", (5, 2))
    aside = monster(s, "bandit-guard", (3, 3))
    turn(s, (1, 2), "Impaling Eruption", "Fire Orbs")
    pick(s, "Impaling Eruption: top")
    pick_figure(s, far)
    assert (far.hp, near.hp, aside.hp) == (3, 3, 6)
    finish_turn(s)
    assert s.heroes[HERO].xp == 2


# --- Cragheart ---------------------------------------------------------------------------


def test_avalanche_bottom_creates_obstacles_and_rock_tunnel_destroys_one(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "cragheart")
    monster(s, "bandit-guard", (7, 5))
    turn(s, (2, 2), "Avalanche", "Rock Tunnel")
    pick(s, "Avalanche: bottom")
    pick_hex(s, (3, 2))
    pick_hex(s, (2, 3))
    assert {(3, 2), (2, 3)} <= s.hexmap.obstacles
    pick(s, "Rock Tunnel: top")
    assert "hex 3,2" in labels(s)
    pick_hex(s, (3, 2))
    assert (3, 2) not in s.hexmap.obstacles and (2, 3) in s.hexmap.obstacles
    finish_turn(s)
    assert s.heroes[HERO].xp == 1


def test_rumbling_advance_hurts_every_ally_and_enemy_next_to_you(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    guard = monster(s, "bandit-guard", (3, 2))
    brute = place(s, ALLY, (1, 2))
    turn(s, (2, 2), "Rumbling Advance", "Crushing Grasp")
    pick(s, "Rumbling Advance: bottom")
    pick(s, "stop here")
    take_damage(s)
    assert guard.hp == 5 and brute.hp == brute.max_hp - 1


def test_massive_boulder_hurts_every_figure_next_to_the_target(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    target = monster(s, "bandit-guard", (5, 2))
    other = monster(s, "bandit-guard", (6, 2))
    brute = place(s, ALLY, (5, 3))
    turn(s, (2, 2), "Massive Boulder", "Crushing Grasp")
    pick(s, "Massive Boulder: top")
    pick_figure(s, target)
    take_damage(s)
    assert (target.hp, other.hp, brute.hp) == (3, 5, brute.max_hp - 1)


def test_backup_ammunition_gives_the_next_ranged_attack_one_more_target(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "cragheart")
    a = monster(s, "bandit-guard", (5, 2))
    b = monster(s, "bandit-guard", (5, 3))
    turn(s, (2, 2), "Backup Ammunition", "Earthen Clod")
    pick(s, "Backup Ammunition: top")
    finish_turn(s)
    start_turn(s, HERO, "Earthen Clod", "Crater")
    pick(s, "Earthen Clod: top")
    pick_figure(s, a)
    pick_figure(s, b)
    assert (a.hp, b.hp) == (4, 4)
    assert s.heroes[HERO].active[0].uses_left == 3
    assert s.heroes[HERO].xp == 1


def test_opposing_strike_bottom_retaliates_only_against_melee_attacks(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    guard = monster(s, "bandit-guard", (3, 2))
    archer = monster(s, "bandit-archer", (5, 2))
    turn(s, (2, 2), "Opposing Strike", "Crushing Grasp")
    pick(s, "Opposing Strike: bottom")
    finish_turn(s)
    monster_turn(s, archer, 533)
    take_damage(s)
    assert archer.hp == 5 and s.heroes[HERO].active[0].slot == 0
    monster_turn(s, guard)
    take_damage(s)
    assert guard.hp == 6 - 2 and s.heroes[HERO].active[0].slot == 1


def test_unstable_upheaval_with_earth_attacks_enemies_two_hexes_away_and_hurts_allies(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "cragheart")
    near = monster(s, "bandit-guard", (3, 2))
    two = monster(s, "bandit-guard", (4, 2))
    brute = place(s, ALLY, (1, 2))
    with_element(s, Element.EARTH)
    turn(s, (2, 2), "Unstable Upheaval", "Crushing Grasp")
    pick(s, "Unstable Upheaval: top")
    pick(s, "consume")
    take_damage(s)
    assert (near.hp, two.hp, brute.hp) == (3, 3, brute.max_hp - 2)
    finish_turn(s)
    assert s.heroes[HERO].xp == 2


def test_dirt_tornado_muddles_the_allies_in_its_area_too(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    guard = monster(s, "bandit-guard", (4, 2))
    brute = place(s, ALLY, (4, 3))
    turn(s, (2, 2), "Dirt Tornado", "Crushing Grasp")
    pick(s, "Dirt Tornado: top")
    pick(s, f"hit {guard.label}; also Brute in the area")
    assert has(guard, "muddle") and has(brute, "muddle")
    assert guard.hp == 5


def test_forceful_storm_bottom_adds_2_to_melee_attacks_only(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 30, most=30)
    far = monster(s, "bandit-guard", (6, 2))
    turn(s, (2, 2), "Forceful Storm", "Crushing Grasp")
    pick(s, "Forceful Storm: bottom")
    pick(s, "Crushing Grasp: top")
    pick_figure(s, guard)
    assert guard.hp == 30 - 5
    start_turn(s, HERO, "Earthen Clod", "Crater")
    pick(s, "Earthen Clod: top")
    pick(s, "do not consume")
    pick_figure(s, far)
    assert far.hp == 6 - 2


def test_opposing_strike_top_hits_the_hexes_on_two_opposite_sides(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    west = monster(s, "bandit-guard", (1, 2))
    east = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Opposing Strike", "Crushing Grasp")
    pick(s, "Opposing Strike: top")
    pick_area(s, west, east)
    assert west.hp == east.hp == 3


def test_heaving_swing_pushes_the_target_through_an_obstacle(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart", contents=[{"hex": [4, 2], "type": "obstacle"}])
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Heaving Swing", "Crushing Grasp")
    pick(s, "Heaving Swing: top")
    pick_figure(s, guard)
    pick_hex(s, (4, 2))
    assert guard.hex == (4, 2) and (4, 2) not in s.hexmap.obstacles
    assert guard.hp == 6 - 3 - 2
    assert s.heroes[HERO].xp == 1


def test_natures_lift_heals_two_figures_and_lends_range_for_air(tmp_path: Path) -> None:
    s = game(tmp_path, "cragheart")
    brute = place(s, ALLY, (3, 3))
    set_hp(s, brute, brute.hp - 4)
    far = monster(s, "bandit-guard", (7, 2))  # 5 hexes away
    fig = turn(s, (2, 2), "Nature's Lift", "Crushing Grasp")
    set_hp(s, fig, fig.hp - 4)
    pick(s, "Nature's Lift: top")
    pick_figure(s, fig)
    pick_figure(s, brute)
    assert (fig.hp, brute.hp) == (fig.max_hp - 2, brute.max_hp - 2)
    finish_turn(s)
    start_turn(s, HERO, "Nature's Lift", "Massive Boulder")
    pick(s, "Nature's Lift: bottom")
    with_element(s, Element.AIR)
    pick(s, "Massive Boulder: top")  # Range 3, +2 with Air
    pick(s, "consume")
    pick_figure(s, far)
    assert far.hp == 6 - 3
    assert s.heroes[HERO].active[0].uses_left == 5
    assert s.elements.level(Element.AIR).name == "INERT"  # consumed


# --- Brute 15: prevent_damage, now implemented ------------------------------------------


def test_juggernaut_prevents_damage(tmp_path: Path) -> None:
    s = arena(tmp_path, party="brute,scoundrel")
    stack_modifiers(s, None, *("+0",) * 20)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = place(s, 0, (2, 2))
    position.move_cards(s, 0, "hand", "Juggernaut")  # card 15
    start_turn(s, 0, "Juggernaut", "Trample")
    pick(s, "Juggernaut: bottom")
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == fig.max_hp
    assert s.heroes[0].active[0].uses_left == 2
    end_round(s)


# --- Scoundrel, levels 2 to 9 -------------------------------------------------------------


def give_card(s: GloomhavenState, name: str) -> None:
    """A higher-level card into the hand (as a level-up choice would put it)."""
    position.move_cards(s, HERO, "hand", name)


def test_open_wound_wounds_a_target_next_to_an_ally(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, ALLY, (4, 1))
    give_card(s, "Open Wound")
    turn(s, (2, 2), "Open Wound", "Venom Shiv")
    pick(s, "Open Wound: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 4 and has(guard, "wound")
    assert s.heroes[HERO].xp == 1


@rules("GH-AMD-05")
def test_flurry_of_blades_bottom_gives_advantage_this_round(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    stack_modifiers(s, HERO, "-1", "+2", *("+0",) * 10)
    give_card(s, "Flurry of Blades")
    turn(s, (2, 2), "Flurry of Blades", "Venom Shiv")
    pick(s, "Flurry of Blades: bottom")
    pick(s, "stop here")
    pick(s, "Venom Shiv: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 5  # Attack 3 with the better of -1 and +2


def test_visage_of_the_inevitable_kills_a_lone_enemy_next_to_an_ally(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    flanked = monster(s, "bandit-guard", (3, 2))
    other = monster(s, "bandit-guard", (1, 2))  # next to the Scoundrel, no ally near it
    place(s, ALLY, (4, 1))
    give_card(s, "Visage of the Inevitable")
    turn(s, (2, 2), "Visage of the Inevitable", "Venom Shiv")
    pick(s, "Visage of the Inevitable: top")
    assert sorted(labels(s)) == sorted(["skip", f"{flanked.label} at hex 3,2"])
    pick_figure(s, flanked)
    assert not flanked.alive and other.alive
    finish_turn(s)
    assert s.heroes[HERO].xp == 1


def test_pains_end_kills_an_adjacent_enemy_with_3_hp_or_fewer(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    weak = monster(s, "bandit-guard", (3, 2))
    set_hp(s, weak, 3)
    strong = monster(s, "bandit-guard", (2, 3))
    give_card(s, "Pain's End")
    turn(s, (2, 2), "Pain's End", "Venom Shiv")
    pick(s, "Pain's End: bottom")
    pick(s, "stop here")
    assert sorted(labels(s)) == sorted(["skip", f"{weak.label} at hex 3,2"])
    pick_figure(s, weak)
    assert not weak.alive and strong.alive


def test_spring_the_trap_turns_an_adjacent_trap_on_an_enemy_in_range(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel", contents=[{"hex": [3, 2], "type": "trap", "damage": True}])
    guard = monster(s, "bandit-guard", (5, 2))
    give_card(s, "Spring the Trap")
    turn(s, (2, 2), "Spring the Trap", "Venom Shiv")
    pick(s, "Spring the Trap: top")
    pick_hex(s, (3, 2))
    pick_figure(s, guard)
    assert (3, 2) not in s.traps
    assert guard.hp == 6 - s.values.trap_damage
    finish_turn(s)
    assert s.heroes[HERO].xp == 2


def test_spring_the_trap_with_a_stun_trap_stuns_and_deals_no_damage(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel", contents=[{"hex": [3, 2], "type": "trap", "condition": "stun"}])
    guard = monster(s, "bandit-guard", (5, 2))
    give_card(s, "Spring the Trap")
    turn(s, (2, 2), "Spring the Trap", "Venom Shiv")
    pick(s, "Spring the Trap: top")
    pick_hex(s, (3, 2))
    pick_figure(s, guard)
    assert has(guard, "stun") and guard.hp == 6  # a trap with only a condition


def test_spring_the_trap_bottom_doubles_the_next_attack_on_a_flanked_lone_enemy(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, ALLY, (4, 1))
    give_card(s, "Spring the Trap")
    turn(s, (2, 2), "Spring the Trap", "Venom Shiv")
    pick(s, "Spring the Trap: bottom")
    pick(s, "Venom Shiv: top")
    pick_figure(s, guard)
    assert guard.hp == 20 - 6
    assert pile_of(s, HERO, "Spring the Trap") == "lost"


def test_watch_it_burn_adds_poison_and_wound_to_every_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "scoundrel")
    guard = monster(s, "bandit-guard", (3, 2))
    give_card(s, "Watch It Burn")
    turn(s, (2, 2), "Watch It Burn", "Special Mixture")
    pick(s, "Watch It Burn: top")
    pick(s, "Special Mixture: bottom as Move 2")
    pick(s, "stop here")
    start_turn(s, HERO, "Quick Hands", "Venom Shiv")
    pick(s, "Quick Hands: top")
    pick(s, "stop here")
    pick_figure(s, guard)
    assert has(guard, "poison") and has(guard, "wound")


def test_the_brutes_quietus_kills_only_a_stunned_normal_enemy(tmp_path: Path) -> None:
    s = arena(tmp_path, party="brute,scoundrel")
    stunned = monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (1, 2))
    give(s, stunned, "stun")
    place(s, 0, (2, 2))
    card = next(c for c in s.heroes[0].cls.cards if c.id == 22)
    position.move_cards(s, 0, "hand", card.name)
    start_turn(s, 0, card.name, "Trample")
    pick(s, f"{card.name}: top")
    assert sorted(labels(s)) == sorted(["skip", f"{stunned.label} at hex 3,2"])
    pick_figure(s, stunned)
    assert not stunned.alive


def test_a_line_between_two_hexes_runs_along_a_shortest_path() -> None:
    """Card 62's path: every hex of the line lies between both ends."""
    ends = [(0, 0), (3, 0), (2, 1), (4, -1), (1, 3), (-2, 3), (5, -4), (3, 2)]
    for a in ends:
        for b in ends:
            for h in line_hexes(a, b):
                assert distance(a, h) + distance(h, b) == distance(a, b), (a, b, h)
    assert line_hexes((0, 0), (3, 0)) == [(1, 0), (2, 0)]

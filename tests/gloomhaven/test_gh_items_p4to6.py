"""Gloomhaven items of Prosperity 4 to 6 through the engine (catalog section 7,
``data/items.md``): each typed item of 29-49 at its moment, in a position built with
the public position builder, the City Supply that sells them (GH-CAMP-02, GH-SHOP-01
to -04), and heuristic games that use them.

The expected results come from the rules catalog and ``data/items.md``."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import distance, kind, labels, monster, pick, pile_of, place, turn, with_element
from test_gh_campaign import record_file, scenario_file
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
    to_discard,
    two_guards,
)
from test_gh_items_prosperity import boots_round

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.monster_turn import ability_of, initiative_of
from rulebound.games.gloomhaven.position import (
    move_cards,
    set_hp,
    set_items,
    set_retaliate,
    start_monster_turn,
)

rules = pytest.mark.rules

PROSPERITY_4_TO_6 = set(range(29, 50))
"""The items of Prosperity 4 (29-35), 5 (36-42) and 6 (43-49)."""


def test_the_typed_items_of_prosperity_4_to_6_are_in_the_catalog() -> None:
    catalog = load_items()
    assert {n for n in catalog if 29 <= n <= 49} == PROSPERITY_4_TO_6


# --- 29 Comfortable Shoes, 40 Versatile Dagger: the default halves ---------------------


@rules("GH-ACTION-03", "GH-ITEM-08")
def test_comfortable_shoes_make_the_default_bottom_a_move_3(tmp_path: Path) -> None:
    s = game(tmp_path, "29;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    assert "Trample: bottom as Move 3" in labels(s)
    pick(s, "Trample: bottom as Move 3")
    assert kind(s) == "move" and "(3 left)" in s.decision().prompt
    assert s.heroes[BRUTE].item_state == ["ready"]  # neither Spent nor Consumed


@rules("GH-ACTION-03", "GH-ITEM-08", "GH-ATK-01")
def test_the_versatile_dagger_makes_the_default_top_an_attack_3(tmp_path: Path) -> None:
    s = game(tmp_path, "40;")
    guard = brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 3")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3
    assert any("top of Grab and Go as Attack 3" in line for line in s.log)


# --- 30 Studded Leather: Disadvantage and Shield 1 on one attack -------------------------


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-DIS-01", "GH-SHIELD-01")
def test_studded_leather_gives_disadvantage_and_shield_1_against_one_attack(
    tmp_path: Path,
) -> None:
    s, _ = guard_attacks(tmp_path, "30;", "+1", "+0")  # Attack 2
    assert offered(s) == ["Studded Leather"] and s.monster_deck.discard == ()
    declined = s.clone()
    pick(declined, "no item")
    assert suffers(declined, BRUTE, 3)  # +1
    pick(s, "use Studded Leather")
    assert suffers(s, BRUTE, 1)  # the worse card, +0: Attack 2 against Shield 1
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ITEM-10", "GH-ITEM-12")
def test_studded_leathers_shield_counts_before_a_use_circle_is_filled(tmp_path: Path) -> None:
    """Its Shield 1 is a Shield the attack meets: Hide Armor's circle is used only if
    the attack would still hurt (items.md, reading 3)."""
    s, _ = guard_attacks(tmp_path, "30;", "-1", "+0")  # Attack 2, the worse card -1
    set_items(s, BRUTE, (30, "ready"), (3, "ready"))
    pick(s, "use Studded Leather")
    assert kind(s) not in ("suffer-damage", "use-item")  # Attack 1 against Shield 1
    assert s.character(BRUTE).hp == 10 and s.heroes[BRUTE].item_used == [0, 0]


# --- 31 Hawk Helm, 39 Hooked Chain: Range +1, Pull 2 on a ranged Attack ability ---------


@rules("GH-ITEM-02", "GH-ITEM-06", "GH-RANGED-01", "GH-TARGET-01")
def test_the_hawk_helm_reaches_an_enemy_one_hex_beyond_the_range(tmp_path: Path) -> None:
    s = game(tmp_path, "31;")
    guard = monster(s, "bandit-guard", (4, 2))  # 4 hexes away; Spare Dagger has Range 3
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    assert offered(s) == ["Hawk Helm"]
    declined = s.clone()
    pick(declined, "no item")
    assert guard.label not in " ".join(labels(declined))  # out of range: no target
    pick(s, "use Hawk Helm")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ITEM-02", "GH-ITEM-06", "GH-PUSH-03", "GH-RANGED-01")
def test_the_hooked_chain_pulls_the_target_2_hexes(tmp_path: Path) -> None:
    s = game(tmp_path, "39;")
    guard = monster(s, "bandit-guard", (3, 2))
    brute = place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    pick(s, "use Hooked Chain")
    pick(s, "Bandit Guard 1")
    while kind(s) == "pull":  # the attacker's player moves it, hex by hex
        s.apply_action(s.decision().options[0])
    assert distance(s, brute, guard) == 1 and guard.hp == guard.max_hp - 3
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 32 Tower Shield, 44 Splintmail, 46 Spiked Shield: damaged by an attack ------------


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-SHIELD-01")
def test_the_tower_shield_blocks_2_of_one_attack(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "32;", "+1")  # Attack 3
    assert offered(s) == ["Tower Shield"]
    pick(s, "use Tower Shield")
    assert suffers(s, BRUTE, 1)
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-SETUP-25", "GH-ITEM-10", "GH-ITEM-11")
def test_splintmail_blocks_one_on_four_damaging_attacks_then_is_spent(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "44;", "+0")
    brute = s.heroes[BRUTE]
    deck = [str(c) for c in brute.deck.cards]
    assert len(deck) == 24 and deck.count("-1") == 5 + 4
    for used in (1, 2, 3, 4):
        assert suffers(s, BRUTE, 1)  # Attack 2, Shield 1: a free circle must be used
        assert brute.item_used == [used]
        pick(s, "take the damage")
        monster_stack(s, "+0")
        start_monster_turn(s, guard)
    assert brute.item_state == ["spent"]
    assert suffers(s, BRUTE, 2)


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-RETAL-01", "GH-SHIELD-01")
def test_the_spiked_shield_blocks_1_and_retaliates_2_on_one_attack(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "46;", "+1")  # Attack 3
    assert offered(s) == ["Spiked Shield"]
    pick(s, "use Spiked Shield")
    assert suffers(s, BRUTE, 2)
    pick(s, "take the damage")
    assert guard.hp == guard.max_hp - 2
    assert s.heroes[BRUTE].item_state == ["spent"]
    monster_stack(s, "+1")
    start_monster_turn(s, guard)  # spent: no Shield, no Retaliate
    assert suffers(s, BRUTE, 3)
    pick(s, "take the damage")
    assert guard.hp == guard.max_hp - 2


@rules("GH-RETAL-01", "GH-RETAL-06")
def test_the_spiked_shields_retaliate_adds_to_the_wearers_others(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "46;", "+1")
    set_retaliate(s, s.character(BRUTE), (1, 1))  # a Retaliate 1 of the round besides
    pick(s, "use Spiked Shield")
    pick(s, "take the damage")
    assert guard.hp == guard.max_hp - 3


# --- 33 Volatile Bomb, 47 Reaping Scythe: a single-target attack hits an area -------------


@rules("GH-ITEM-07", "GH-AOE-01", "GH-AOE-03", "GH-RANGED-01")
def test_the_volatile_bomb_turns_a_ranged_attack_into_three_hexes(tmp_path: Path) -> None:
    s = game(tmp_path, "33;")
    first = monster(s, "bandit-guard", (3, 1))
    second = monster(s, "bandit-guard", (3, 2))  # both 3 hexes away, next to each other
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3
    assert offered(s) == ["Volatile Bomb"]
    declined = s.clone()
    pick(declined, "no item")
    assert kind(declined) == "attack-target"
    pick(s, "use Volatile Bomb")
    assert kind(s) == "attack-area"
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert (first.hp, second.hp) == (6 - 3, 6 - 3)
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-07", "GH-AOE-01", "GH-MELEE-01", "GH-ATK-05")
def test_the_reaping_scythe_hits_three_hexes_next_to_the_attacker(tmp_path: Path) -> None:
    s = game(tmp_path, "47;")
    first, second = two_guards(s)  # (3, 1) and (3, 2), next to the Brute at (2, 2)
    third = monster(s, "bandit-guard", (2, 1))
    stack(s, BRUTE, "+0", "+0", "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Reaping Scythe")
    assert kind(s) == "attack-area"
    pick(s, "hit Bandit Guard 1, Bandit Guard 2, Bandit Guard 3")
    assert (first.hp, second.hp, third.hp) == (4, 4, 4)
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 34 Major Stamina Potion, 45 Pendant of Dark Pacts, 48 Major Mana Potion, 49 Sun Earring


@rules("GH-RECOVER-01", "GH-ITEM-07", "GH-ITEM-02")
def test_the_major_stamina_potion_recovers_up_to_three(tmp_path: Path) -> None:
    s = game(tmp_path, "34;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    cards = to_discard(s, BRUTE, "Sweeping Blow", "Provoking Roar", "Shield Bash", "Eye for an Eye")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Major Stamina Potion")
    for name in ("Sweeping Blow", "Provoking Roar", "Shield Bash"):
        pick(s, name)
    assert kind(s) == "play-half"  # three recovered: done
    hero = s.heroes[BRUTE]
    assert hero.discard == [cards[3]] and set(cards[:3]) <= set(hero.hand)
    assert hero.item_state == ["consumed"]


@rules("GH-REFRESH-01", "GH-ITEM-07", "GH-COND-13")
def test_the_pendant_of_dark_pacts_refreshes_two_small_items_and_curses(tmp_path: Path) -> None:
    s = game(tmp_path, "45,12;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    set_items(s, BRUTE, (45, "ready"), (12, "consumed"), (20, "consumed"))  # as at level 3
    curses = s.heroes[BRUTE].deck.count("curse")
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Pendant of Dark Pacts"]
    assert "refresh up to 2 consumed small items, gain curse" in s.decision().prompt
    pick(s, "use Pendant of Dark Pacts")
    pick(s, "Minor Healing Potion")
    pick(s, "Minor Mana Potion")
    hero = s.heroes[BRUTE]
    assert hero.item_state == ["consumed", "ready", "ready"]
    assert hero.deck.count("curse") == curses + 1


@rules("GH-REFRESH-01", "GH-ITEM-12")
def test_the_pendant_of_dark_pacts_waits_for_a_consumed_small_item(tmp_path: Path) -> None:
    s = game(tmp_path, "45,12;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Minor Healing Potion"]  # not the Pendant: a Curse for nothing


@rules("GH-INFUSE-01", "GH-INFUSE-02", "GH-INFUSE-03", "GH-ITEM-07")
def test_the_major_mana_potion_infuses_two_different_elements(tmp_path: Path) -> None:
    s = game(tmp_path, "48;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Major Mana Potion")
    assert kind(s) == "infuse-element"
    pick(s, "ice")
    assert kind(s) == "infuse-element" and "ice" not in labels(s)
    pick(s, "fire")
    assert {Element.ICE, Element.FIRE} <= set(s.elements.pending)
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-REFRESH-01", "GH-ITEM-09", "GH-ITEM-07", "GH-HEAL-01")
def test_the_sun_earring_refreshes_every_spent_item_and_heals_3(tmp_path: Path) -> None:
    s = game(tmp_path, "1,49;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_items(s, BRUTE, (1, "spent"), (49, "ready"))
    set_hp(s, fig, 5)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Sun Earring")
    assert s.heroes[BRUTE].item_state == ["ready", "consumed"] and fig.hp == 8


@rules("GH-ITEM-09", "GH-ITEM-12")
def test_the_sun_earring_is_offered_without_a_spent_item_for_its_heal(tmp_path: Path) -> None:
    s = game(tmp_path, "49;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 5)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Sun Earring")
    assert fig.hp == 8


# --- 35 Falcon Figurine: a flying summon ------------------------------------------------


@rules("GH-ITEM-07", "GH-SUMMON-01", "GH-SUMMON-04", "GH-MOVE-04")
def test_the_falcon_figurine_summons_a_flying_jade_falcon(tmp_path: Path) -> None:
    s = game(tmp_path, ";35")
    monster(s, "bandit-guard", (4, 2))
    place(s, MINDTHIEF, (0, 2))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    pick(s, "use Falcon Figurine")
    pick(s, "hex 1,2")
    (falcon,) = [f for f in s.figures if f.kind == "summon"]
    assert (falcon.name, falcon.hp, falcon.max_hp) == ("Jade Falcon", 2, 2)
    ability, attack = ability_of(s, falcon)
    assert (ability.move, attack, ability.mode) == (3, 2, "flying")
    assert s.heroes[MINDTHIEF].item_state == ["consumed"]


# --- 36 Boots of Dashing, 41 Major Power Potion, 37 Robes of Evocation -----------------


@rules("GH-ITEM-02", "GH-ITEM-06")
def test_boots_of_dashing_add_three_hexes_to_one_move(tmp_path: Path) -> None:
    s = game(tmp_path, "36;")
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    pick(s, "use Boots of Dashing")
    assert kind(s) == "move" and "(7 left)" in s.decision().prompt
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ITEM-04", "GH-ITEM-07", "GH-ATK-10")
def test_the_major_power_potion_adds_2_to_the_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "41;")
    guard = brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Major Power Potion")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 4
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-CONSUME-01", "GH-ITEM-04", "GH-ITEM-06", "GH-ATK-10")
def test_the_robes_of_evocation_consume_an_element_for_attack_plus_1(tmp_path: Path) -> None:
    s = game(tmp_path, "37;")
    guard = brute_faces_a_guard(s)
    bare = s.clone()
    pick(bare, "Grab and Go: top as Attack 2")
    assert kind(bare) == "attack-target"  # no element to consume: not offered
    with_element(s, Element.FIRE)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Robes of Evocation")
    assert kind(s) == "consume" and list(labels(s)) == ["fire"]
    pick(s, "fire")
    assert Element.FIRE not in s.elements.consumable()
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 38 Heavy Basinet: immune to Stun and Muddle -----------------------------------------


@rules("GH-COND-04", "GH-SETUP-25", "GH-ITEM-08")
def test_the_heavy_basinet_makes_its_wearer_immune_to_stun_and_muddle(tmp_path: Path) -> None:
    s = game(tmp_path, "38;")
    brute = s.character(BRUTE)
    for condition in ("stun", "muddle", "poison"):
        give(s, brute, condition)
    assert not brute.conditions.has("stun") and not brute.conditions.has("muddle")
    assert brute.conditions.has("poison")  # only those two
    deck = [str(c) for c in s.heroes[BRUTE].deck.cards]
    assert len(deck) == 22 and deck.count("-1") == 5 + 2


@rules("GH-COND-04", "GH-EVENT-04")
def test_the_heavy_basinet_keeps_a_road_events_muddle_off(tmp_path: Path) -> None:
    """A Road Event left the character Muddled and Poisoned for the next scenario: the
    Basinet's wearer starts only Poisoned."""
    sheets = [
        {"class": "brute", "items": [38], "start_conditions": ["muddle", "poison"]},
        {"class": "mindthief"},
    ]
    g = load_game(
        "gloomhaven",
        party="brute,mindthief",
        scenario_file=str(scenario_file(tmp_path)),
        campaign=str(record_file(tmp_path, characters=sheets)),
        items="38;",
    )
    brute = g.new_initial_state(0).character(BRUTE)
    assert brute.conditions.has("poison") and not brute.conditions.has("muddle")


# --- 42 Ring of Haste: a bottom half at the end of the turn --------------------------------


@rules("GH-ITEM-07", "GH-ITEM-05", "GH-ACTION-05", "GH-ACTION-08")
def test_the_ring_of_haste_plays_a_card_from_hand_for_its_bottom(tmp_path: Path) -> None:
    s = game(tmp_path, "42;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: top")  # Loot 1: nothing here
    pick(s, "Trample: bottom as Move 2")
    pick(s, "stop here")
    assert offered(s) == ["Ring of Haste"]  # the end of the turn
    pick(s, "use Ring of Haste")
    assert kind(s) == "play-half" and "Trample: bottom" not in labels(s)  # from the hand
    pick(s, "Sweeping Blow: bottom")  # Move 3, then push the adjacent enemies
    assert kind(s) == "move" and "(3 left)" in s.decision().prompt
    pick(s, "stop here")
    assert pile_of(s, BRUTE, "Sweeping Blow") == "discard"
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-12", "GH-ITEM-05")
def test_the_ring_of_haste_waits_for_a_card_in_hand(tmp_path: Path) -> None:
    s = game(tmp_path, "42;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    move_cards(s, BRUTE, "discard", *s.heroes[BRUTE].hand)  # nothing left to play
    pick(s, "Grab and Go: top")
    pick(s, "Trample: bottom as Move 2")
    pick(s, "stop here")
    assert kind(s) != "use-item" and s.heroes[BRUTE].item_state == ["ready"]


# --- 43 Boots of Quickness: the leading initiative 20 earlier or later ------------------


@rules("GH-RSTART-13", "GH-RSTART-17", "GH-ITEM-06", "GH-FOCUS-08")
def test_boots_of_quickness_move_the_leading_initiative_by_20(tmp_path: Path) -> None:
    s = boots_round(tmp_path, "43;")  # both lead with 27; the Mindthief goes first
    assert offered(s) == ["Boots of Quickness"]
    pick(s, "use Boots of Quickness")
    pick(s, "initiative 7 (earlier)")
    assert kind(s) == "play-half" and s.decision().seat == BRUTE
    assert initiative_of(s, s.character(BRUTE))[0] == 7
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- the City Supply ------------------------------------------------------------------


@rules("GH-CAMP-02", "GH-SHOP-01", "GH-SHOP-04")
def test_prosperity_4_to_6_stock_their_items_and_the_shop_sells_them() -> None:
    catalog = load_items()
    c = city.new_campaign("Test", seed=7)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    marks = 0
    for level, numbers in ((4, range(29, 36)), (5, range(36, 43)), (6, range(43, 50))):
        while city.prosperity_level(marks) < level:
            c, marks = city.gain_prosperity(c, 1), marks + 1
        supply = c.record.supply()
        assert {n: supply.get(n, 0) for n in numbers} == {n: catalog[n].count for n in numbers}
        assert numbers.stop not in supply  # the next level's are not yet in the shop
    assert {catalog[n].count for n in PROSPERITY_4_TO_6} == {2, 4}
    assert [n for n in PROSPERITY_4_TO_6 if catalog[n].count == 4] == [34, 41, 48]
    c = city.buy(c, "brute", 34)  # Major Stamina Potion, 30 gold of the new character's
    assert c.sheet("brute").items == (34,) and c.record.supply()[34] == 3


# --- the bots use them ----------------------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-01")
@pytest.mark.parametrize(
    "items",
    [
        "29",
        "30",
        ";31",
        "32",
        ";33",
        "34",
        ";35",
        ";36",
        "37",
        "38",
        ";39",
        "40",
        "41",
        "42",
        "43",
        "44",
        "45,12",
        "46",
        "47",
        "48",
        "49,1",
    ],
)
def test_heuristic_games_with_each_item_run_to_the_end_and_use_it(items: str) -> None:
    """Scenario 1 played by the heuristic with the items equipped (seeds 0-2): every
    game ends; each item with a use is used through its item window or fills its
    circles; the default-half items show in the halves played, and the Heavy Basinet
    is worn (its wearer is immune)."""
    catalog = load_items()
    owned = [int(i) for part in items.split(";") for i in part.split(",") if i]
    g = load_game("gloomhaven", scenario="1", party="brute,mindthief", items=items)
    used: set[int] = set()
    for seed in range(3):
        s = g.new_initial_state(seed=seed)
        if 38 in owned:
            assert s.character(BRUTE).conditions.is_immune("stun")  # type: ignore[arg-type]
            used.add(38)
        while not s.is_terminal():
            d = s.decision()
            s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
        for n in owned:  # used by choice, or a use circle filled up
            said = (f"uses {catalog[n].name}.", f"'s {catalog[n].name} is spent")
            used |= {n} if any(w in x for x in s.log for w in said) else set()
        defaults = {29: "as Move 3.", 40: "as Attack 3."}
        used |= {n for n, w in defaults.items() if n in owned and any(w in x for x in s.log)}
    helpers = {1, 12}  # beside 45 and 49, only to give them something to refresh
    assert used - helpers == set(owned) - helpers

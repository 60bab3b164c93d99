"""Gloomhaven items of Prosperity 7, 8 and 9 through the engine (catalog section 7,
``data/items.md``): each typed item of 50-70 at its moment, in a position built with
the public position builder, and the City Supply that sells them (GH-CAMP-02,
GH-SHOP-01 to -04).

The expected results come from the rules catalog and ``data/items.md``."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    card_index,
    finish_turn,
    has,
    kind,
    labels,
    monster,
    pick,
    place,
    plan,
    turn,
    with_element,
)
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
    sweep_both_guards,
    to_discard,
    walk,
)

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.monster_turn import initiative_of
from rulebound.games.gloomhaven.position import (
    give_conditions,
    move_cards,
    set_hp,
    set_items,
    stack_ability_deck,
    start_long_rest,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

TYPED = set(range(50, 71))
"""The items of Prosperity 7 (50-56), 8 (57-63) and 9 (64-70) typed so far."""


def test_the_typed_items_of_prosperity_7_to_9_are_in_the_catalog() -> None:
    assert {n for n in load_items() if 50 <= n <= 70} == TYPED


# --- 53 Black Knife, 62 Doom Powder: conditions on one attack -------------------------


def curses(s: GloomhavenState) -> int:
    """The Curse cards in the monsters' modifier deck (GH-COND-13)."""
    return s.monster_deck.count("curse")


@rules("GH-ITEM-06", "GH-ITEM-04", "GH-MELEE-01", "GH-ATKRES-07", "GH-COND-13")
def test_the_black_knife_curses_one_target_of_a_melee_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "53;")
    sweep_both_guards(s)
    before = curses(s)
    pick(s, "no item")  # not on the first guard
    assert curses(s) == before
    pick(s, "use Black Knife")
    assert curses(s) == before + 1  # one Curse card into the monsters' deck
    assert s.heroes[BRUTE].item_state == ["spent"]
    s = game(tmp_path, "53;")  # a ranged attack: not offered
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    pick(s, "Bandit Guard 1")
    assert kind(s) != "use-item"


@rules("GH-ITEM-07", "GH-ITEM-04", "GH-ATKRES-07", "GH-COND-11", "GH-COND-13", "GH-RANGED-01")
def test_doom_powder_stuns_poisons_and_curses_one_target_of_any_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "62;")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")  # Attack 3, Range 3
    pick(s, "Spare Dagger: top")
    pick(s, "Bandit Guard 1")
    before = curses(s)
    assert offered(s) == ["Doom Powder"]
    pick(s, "use Doom Powder")
    assert guard.conditions.has("stun") and guard.conditions.has("poison")
    assert curses(s) == before + 1
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 55 Super Healing Potion: Heal 7 Self ---------------------------------------------


@rules("GH-ITEM-09", "GH-ITEM-07", "GH-HEAL-01")
@pytest.mark.parametrize(("hp", "healed"), [(2, 9), (5, 10)])
def test_the_super_healing_potion_heals_7_up_to_the_maximum(
    tmp_path: Path, hp: int, healed: int
) -> None:
    s = game(tmp_path, "55;")
    monster(s, "bandit-guard", (6, 0))
    fig: Figure = place(s, BRUTE, (0, 2))
    set_hp(s, fig, hp)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Super Healing Potion")
    assert fig.hp == healed and s.heroes[BRUTE].item_state == ["consumed"]


# --- 61 Wall Shield, 65 Platemail: Shield against one attack ---------------------------


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-ITEM-04", "GH-SHIELD-01")
def test_the_wall_shield_blocks_four_of_a_damaging_attack(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "61;", "+2")  # Attack 2 + 2
    assert offered(s) == ["Wall Shield"] and s.decision().seat == BRUTE
    declined = s.clone()
    pick(declined, "no item")
    assert suffers(declined, BRUTE, 4)
    pick(s, "use Wall Shield")
    assert kind(s) != "suffer-damage" and s.character(BRUTE).hp == 10  # 4 - 4: nothing
    assert s.heroes[BRUTE].item_state == ["spent"]
    s, _ = guard_attacks(tmp_path, "61;", "+2", actions=({"attack": "+0", "pierce": 3},))
    pick(s, "use Wall Shield")
    assert suffers(s, BRUTE, 3)  # Shield 4 less Pierce 3


@rules("GH-SETUP-25", "GH-ITEM-10", "GH-ITEM-11")
def test_platemail_blocks_one_on_five_damaging_attacks_then_is_spent(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "65;", "+0")
    brute = s.heroes[BRUTE]
    deck = [str(c) for c in brute.deck.cards]
    assert len(deck) == 25 and deck.count("-1") == 5 + 5
    for used in (1, 2, 3, 4, 5):
        assert suffers(s, BRUTE, 1)  # Attack 2, Shield 1: a circle must be used
        assert brute.item_used == [used]
        pick(s, "take the damage")
        set_hp(s, s.character(BRUTE), 10)
        monster_stack(s, "+0")
        start_monster_turn(s, guard)
    assert brute.item_state == ["spent"]
    assert suffers(s, BRUTE, 2)  # spent: no more Shield


# --- 64 Boots of Sprinting: Move +4 -----------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-06", "GH-GLOSS-78")
def test_boots_of_sprinting_add_four_hexes_to_one_move(tmp_path: Path) -> None:
    s = game(tmp_path, "64;")
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Trample: bottom as Move 2")
    assert kind(s) == "move" and "use Boots of Sprinting" in labels(s)  # an option of the move
    pick(s, "use Boots of Sprinting")
    assert kind(s) == "move" and "(6 left)" in s.decision().prompt
    walk(s, (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0))
    assert s.character(BRUTE).hex == (6, 0)
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 50 Steel Sabatons: Shield 1 after a turn of at most one hex ------------------------


def sabatons_turn(tmp_path: Path, hexes: int) -> tuple[GloomhavenState, Figure]:
    """The Brute, in Steel Sabatons, moves ``hexes`` hexes with a default Move 2, then
    his turn ends; a Bandit Guard stands 3 hexes away."""
    s = game(tmp_path, "50;")
    guard = monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: top")  # Loot 1: no move
    pick(s, "Trample: bottom as Move 2")
    walk(s, *[(q, 2) for q in range(1, hexes + 1)])
    if kind(s) == "move":
        pick(s, "stop here")
    assert s.decision().seat != BRUTE  # the turn is over
    return s, guard


@rules("GH-SHIELD-04", "GH-SETUP-25", "GH-ITEM-08", "GH-PEND-01")
@pytest.mark.parametrize(("hexes", "shield"), [(0, 1), (1, 1), (2, 0)])
def test_steel_sabatons_shield_a_character_that_moved_at_most_one_hex(
    tmp_path: Path, hexes: int, shield: int
) -> None:
    s, guard = sabatons_turn(tmp_path, hexes)
    brute = s.character(BRUTE)
    assert brute.shield == shield
    deck = [str(c) for c in s.heroes[BRUTE].deck.cards]
    assert deck.count("-1") == 5 + 2  # its two -1 cards
    place(s, BRUTE, (3, 2))  # next to the guard: its Attack 2 with a +0
    monster_stack(s, "+0")
    start_monster_turn(s, guard, 527)  # Move +0, Attack +0
    assert suffers(s, BRUTE, 2 - shield)


@rules("GH-ITEM-03", "GH-COND-11")
def test_steel_sabatons_give_no_shield_to_a_stunned_character(tmp_path: Path) -> None:
    s = game(tmp_path, "50;")
    monster(s, "bandit-guard", (4, 2))
    brute = place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    give(s, brute, "stun")
    turn(s, BRUTE, "Grab and Go", "Trample")  # stunned: both cards discarded, no move
    assert s.decision().seat != BRUTE and brute.shield == 0


# --- 51 Shadow Armor: no damage from one attack -----------------------------------------


@rules("GH-ITEM-01", "GH-ITEM-07", "GH-ATKRES-07")
def test_the_shadow_armor_takes_all_the_damage_of_one_attack(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "51;", "x2")  # Attack 4
    assert offered(s) == ["Shadow Armor"]
    assert "(0 damage instead of 4)" in " ".join(labels(s))
    declined = s.clone()
    pick(declined, "no item")
    assert suffers(declined, BRUTE, 4)
    pick(s, "use Shadow Armor")
    assert kind(s) != "suffer-damage" and s.character(BRUTE).hp == 10
    assert s.heroes[BRUTE].item_state == ["consumed"]
    assert any("suffers no damage (Shadow Armor)" in line for line in s.log)


# --- 52 Protective Charm: immune to Poison and Wound ------------------------------------


@rules("GH-GLOSS-49", "GH-ITEM-08", "GH-ATKRES-07")
def test_the_protective_charm_keeps_poison_and_wound_off_its_wearer(tmp_path: Path) -> None:
    hits = ({"attack": "+0", "conditions": ["poison", "wound", "muddle"]},)
    s, _ = guard_attacks(tmp_path, ";", "+0", actions=hits)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    plain = s.character(BRUTE).conditions
    assert plain.has("poison") and plain.has("wound")
    s, _ = guard_attacks(tmp_path, "52;", "+0", actions=hits)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    worn = s.character(BRUTE).conditions
    assert not worn.has("poison") and not worn.has("wound") and worn.has("muddle")
    assert any("Brute is immune to poison" in line for line in s.log)


# --- 54 Staff of Eminence, 59 Telescopic Lens: a ranged Attack ability -----------------


def spare_dagger(
    tmp_path: Path, items: str, guard_at: tuple[int, int], element: Element | None = None
) -> GloomhavenState:
    """The Brute (at 0,2) plays Spare Dagger's top (Attack 3, Range 3) with a +0 on
    his deck, a Bandit Guard at ``guard_at`` and ``element`` Strong: returns at the
    Attack ability's item window (before its targets)."""
    s = game(tmp_path, items)
    monster(s, "bandit-guard", guard_at)
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    if element is not None:
        with_element(s, element)
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    return s


@rules("GH-CONSUME-01", "GH-ITEM-06", "GH-ITEM-04", "GH-ATK-10", "GH-ITEM-12")
def test_the_staff_of_eminence_consumes_an_element_for_attack_plus_one(tmp_path: Path) -> None:
    s = spare_dagger(tmp_path, "54;", (2, 2))
    assert kind(s) == "attack-target"  # no element to consume: not offered
    s = spare_dagger(tmp_path, "54;", (2, 2), Element.ICE)
    assert offered(s) == ["Staff of Eminence"]
    pick(s, "use Staff of Eminence")
    assert kind(s) == "consume" and sorted(labels(s)) == ["ice"]
    pick(s, "ice")
    assert s.elements.level(Element.ICE).name == "INERT"
    pick(s, "Bandit Guard 1")
    assert s.figures[-1].hp == 6 - (3 + 1)
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-RANGED-01", "GH-ITEM-06", "GH-ITEM-04")
def test_the_telescopic_lens_adds_two_to_the_range(tmp_path: Path) -> None:
    s = spare_dagger(tmp_path, "59;", (5, 2))  # 5 hexes away, Range 3
    assert offered(s) == ["Telescopic Lens"]
    declined = s.clone()
    pick(declined, "no item")
    assert "Bandit Guard 1" not in " ".join(labels(declined))
    pick(s, "use Telescopic Lens")
    pick(s, "Bandit Guard 1")
    assert s.figures[-1].hp == 6 - 3
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 57 Serene Sandals, 67 Balanced Blade: larger default actions ------------------------


@rules("GH-ACTION-03", "GH-ITEM-08")
def test_serene_sandals_make_the_default_move_a_move_4(tmp_path: Path) -> None:
    s = game(tmp_path, "57;")
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    assert "Trample: bottom as Move 4" in labels(s)
    pick(s, "Trample: bottom as Move 4")
    assert kind(s) == "move" and "(4 left)" in s.decision().prompt
    walk(s, (1, 0), (2, 0), (3, 0), (4, 0))
    assert s.character(BRUTE).hex == (4, 0)
    assert s.heroes[BRUTE].item_state == ["ready"]  # neither Spent nor Consumed


@rules("GH-ACTION-03", "GH-ITEM-08")
def test_the_balanced_blade_makes_the_default_attack_an_attack_4(tmp_path: Path) -> None:
    s = game(tmp_path, "67;")
    guard = brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 4")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 4
    assert s.heroes[BRUTE].item_state == ["ready"]


# --- 63 Lucky Eye: Strengthen yourself and the allies next to you ----------------------


@rules("GH-COND-14", "GH-COND-16", "GH-ITEM-07", "GH-ITEM-02")
def test_the_lucky_eye_strengthens_its_owner_and_the_allies_next_to_it(tmp_path: Path) -> None:
    s = game(tmp_path, "63;")
    guard = monster(s, "bandit-guard", (1, 1))  # next to the Brute: an enemy
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 3))  # next to him
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Lucky Eye")
    assert s.character(BRUTE).conditions.has("strengthen")
    assert s.character(MINDTHIEF).conditions.has("strengthen")
    assert not guard.conditions.has("strengthen")
    assert s.heroes[BRUTE].item_state == ["consumed"]
    s = game(tmp_path, "63;")
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))  # two hexes away
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Lucky Eye")
    assert not s.character(MINDTHIEF).conditions.has("strengthen")


# --- 66 Mask of Terror: Push 1 on a melee Attack ability, any number of times ----------


@rules("GH-ITEM-08", "GH-PUSH-01", "GH-PUSH-05", "GH-MELEE-01")
def test_the_mask_of_terror_adds_push_1_to_a_melee_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "66;")
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: top as Attack 2")
    assert offered(s) == ["Mask of Terror"]
    declined = s.clone()
    pick(declined, "no item")
    pick(declined, "Bandit Guard 1")
    assert kind(declined) != "push" and declined.figures[guard.id].hex == (1, 2)
    pick(s, "use Mask of Terror")
    assert kind(s) == "attack-target"  # offered once per Attack ability
    pick(s, "Bandit Guard 1")
    assert kind(s) == "push"
    pick(s, "hex 2,2")
    assert guard.hex == (2, 2) and guard.hp == 6 - 2
    assert s.heroes[BRUTE].item_state == ["ready"]  # unlimited
    pick(s, "Trample: bottom as Move 2")  # and the next Attack ability may use it again
    pick(s, "stop here")
    s = game(tmp_path, "66;")  # a ranged attack: not offered
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    assert kind(s) == "attack-target"


# --- 69 Star Earring: refresh the spent items, Heal 3, recover two cards ---------------


@rules("GH-REFRESH-01", "GH-ITEM-09", "GH-RECOVER-01", "GH-ITEM-07")
def test_the_star_earring_refreshes_heals_and_recovers(tmp_path: Path) -> None:
    s = game(tmp_path, "1,69;", character_level=1)
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 4)
    set_items(s, BRUTE, (1, "spent"), (69, "ready"))
    sweep, roar = to_discard(s, BRUTE, "Sweeping Blow", "Provoking Roar")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Star Earring")
    hero = s.heroes[BRUTE]
    assert hero.item_state == ["ready", "consumed"] and fig.hp == 4 + 3
    assert kind(s) == "recover"
    pick(s, "Sweeping Blow")
    pick(s, "Provoking Roar")
    assert hero.discard == [] and sweep in hero.hand and roar in hero.hand


@rules("GH-ITEM-12", "GH-ITEM-09")
def test_the_star_earring_is_offered_with_no_spent_item(tmp_path: Path) -> None:
    s = game(tmp_path, "69;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 5)
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Star Earring"]  # it heals, even with nothing to refresh
    pick(s, "use Star Earring")
    assert fig.hp == 8


# --- the City Supply ------------------------------------------------------------------


@rules("GH-CAMP-02", "GH-SHOP-01", "GH-SHOP-04")
def test_prosperity_7_to_9_stock_their_typed_items_and_the_shop_sells_them() -> None:
    catalog = load_items()
    c = city.new_campaign("Test", seed=7)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.gain_prosperity(c, 38)  # level 6
    assert not any(50 <= n <= 70 for n in c.record.supply())
    with pytest.raises(city.CityError, match="not in the City Supply"):
        city.buy(c, "brute", 53)
    for marks, level, numbers in (
        (39, 7, range(50, 57)),
        (50, 8, range(57, 64)),
        (64, 9, range(64, 71)),
    ):
        c = city.gain_prosperity(c, marks - c.record.prosperity_checkmarks)
        assert city.prosperity_level(c.record.prosperity_checkmarks) == level
        supply = c.record.supply()
        typed = [n for n in numbers if n in TYPED]
        assert {n: supply.get(n) for n in typed} == {n: catalog[n].count for n in typed}
        assert not [n for n in numbers if n not in TYPED and n in supply]
    assert supply[55] == 4 and supply[65] == 2  # the potions come in four copies
    c = city.buy(c, "brute", 53)  # Black Knife, 25 gold of the 30 a new character has
    assert c.sheet("brute").items == (53,) and c.record.supply()[53] == 1


# --- the bots use them ----------------------------------------------------------------


def _used(log: list[str], item: int) -> bool:
    """Whether a game's log shows ``item`` at work: used by choice, a circle filled, a
    Shield or no damage it gave (its name in the line), or the larger default action of
    items 57 and 67."""
    found = load_items()[item]
    for key, words in (("default_move", "as Move "), ("default_attack", "as Attack ")):
        if key in found.effect:
            return any(f"{words}{found.effect[key]}" in line for line in log)
    return any(found.name in line for line in log)


@rules("GH-ITEM-02", "GH-ITEM-01")
@pytest.mark.parametrize(
    "items",
    [
        "50",
        "51",
        ";52",
        "53",
        ";54",
        "55",
        "56",
        "57",
        ";59",
        ";60",
        "61",
        "62",
        "63",
        "64",
        "65",
        "66",
        "67",
        "68",
        "69",
        "70",
    ],
)
def test_heuristic_games_with_each_item_run_to_the_end_and_use_it(items: str) -> None:
    """Scenario 1 played by the heuristic with the item equipped (seeds 0-3): every game
    ends, and the item is used through its item window (or works by itself: 50, 57,
    67). Protective Charm (52) is only worn: scenario 1 has no Poison or Wound."""
    number = int(items.strip(";"))
    g = load_game("gloomhaven", scenario="1", party="brute,mindthief", items=items)
    used = False
    for seed in range(4):
        s = g.new_initial_state(seed=seed)
        while not s.is_terminal():
            d = s.decision()
            s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
        used = used or _used(s.log, number)
    assert used or number == 52


# --- 68 Halberd: a single-target melee attack reaches 2 hexes --------------------------


@rules("GH-ITEM-08", "GH-MELEE-01", "GH-RANGED-04", "GH-RETAL-01")
def test_the_halberd_lets_a_melee_attack_reach_an_enemy_two_hexes_away(tmp_path: Path) -> None:
    s = game(tmp_path, "68;")
    guard = monster(s, "bandit-guard", (2, 2))  # two hexes away
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "-1")  # a second card would be drawn with Disadvantage
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")  # Attack 3, Pierce 2: melee, one target
    assert offered(s) == ["Halberd"]
    declined = s.clone()
    pick(declined, "no item")
    assert kind(declined) != "attack-target"  # nobody next to the Brute
    pick(s, "use Halberd")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 3 and s.heroes[BRUTE].item_state == ["ready"]
    assert any(line.endswith("attacks Bandit Guard 1: draws +0.") for line in s.log)  # one card
    s = game(tmp_path, "68;")  # an area attack: not offered
    monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (2, 2))
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")
    assert kind(s) == "attack-area"


# --- 60 Unstable Explosives: a ranged area that hurts allies in it too ------------------


@rules("GH-ITEM-07", "GH-AOE-01", "GH-AOE-03", "GH-RANGED-01", "GH-CDMG-01")
def test_unstable_explosives_hit_an_area_and_the_allies_in_it_suffer_3(tmp_path: Path) -> None:
    s = game(tmp_path, "60;")
    first = monster(s, "bandit-guard", (3, 2))
    second = monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (0, 2))
    mindthief = place(s, MINDTHIEF, (3, 3))  # next to both guards
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3, one target
    assert offered(s) == ["Unstable Explosives"]
    pick(s, "use Unstable Explosives")
    assert kind(s) == "attack-area"
    apart = s.clone()
    pick(s, "hit Bandit Guard 1, Bandit Guard 2; also Mindthief in the area")
    assert suffers(s, MINDTHIEF, 3)  # suffered, not an attack: no modifier card
    pick(s, "take the damage")
    assert mindthief.hp == 6 - 3
    assert (first.hp, second.hp) == (6 - 3, 6 - 3)
    assert s.heroes[BRUTE].item_state == ["consumed"]
    pick(apart, "hit Bandit Guard 1, Bandit Guard 2")  # placed without the Mindthief
    assert kind(apart) != "suffer-damage" and apart.character(MINDTHIEF).hp == 6
    assert (apart.figures[first.id].hp, apart.figures[second.id].hp) == (3, 3)
    s = game(tmp_path, "60;")  # a melee attack: not offered
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")
    assert kind(s) == "attack-target"


# --- 56 Ring of Brutality: at the end of the turn, one more card's top -----------------


@rules("GH-ITEM-07", "GH-ITEM-02", "GH-ACTION-05", "GH-ACTION-08", "GH-PEND-01")
def test_the_ring_of_brutality_plays_one_more_cards_top_at_the_end_of_the_turn(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "56;")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: top")  # Loot 1
    assert kind(s) == "play-half"  # not offered between the actions
    pick(s, "Trample: bottom as Move 2")
    pick(s, "stop here")
    assert offered(s) == ["Ring of Brutality"]  # the turn's end
    hand = len(s.heroes[BRUTE].hand)
    pick(s, "use Ring of Brutality")
    assert kind(s) == "play-half"
    pick(s, "Spare Dagger: top")  # its top: Attack 3, Range 3
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 3
    hero = s.heroes[BRUTE]
    assert len(hero.hand) == hand - 1 and card_index(s, BRUTE, "Spare Dagger") in hero.discard
    assert hero.item_state == ["consumed"] and s.decision().seat != BRUTE  # the turn ended


@rules("GH-GLOSS-49", "GH-EVENT-04", "GH-SETUP-21")
def test_the_protective_charm_drops_a_road_events_poison_and_wound_at_set_up(
    tmp_path: Path,
) -> None:
    marks = ["poison", "wound", "muddle"]
    sheets = [
        {"class": "brute", "items": [52], "start_conditions": marks},
        {"class": "mindthief", "start_conditions": marks},
    ]
    g = load_game(
        "gloomhaven",
        party="brute,mindthief",
        scenario_file=str(scenario_file(tmp_path)),
        campaign=str(record_file(tmp_path, characters=sheets)),
        items="52;",
    )
    s = g.new_initial_state(0)
    worn, plain = (s.character(seat).conditions for seat in (BRUTE, MINDTHIEF))
    assert not worn.has("poison") and not worn.has("wound") and worn.has("muddle")
    assert plain.has("poison") and plain.has("wound")


@rules("GH-ITEM-02", "GH-ITEM-01")
@pytest.mark.parametrize(
    "items", ["56,60,52,50;54,69", "65,66,64,55;61,69", "68,63,62;59,53,51", "70,55;70,69"]
)
def test_random_play_with_the_items_of_prosperity_7_to_9_runs_to_the_end(items: str) -> None:
    """Random answers to every decision (level 3: two small items each) end every game,
    the items' own decisions included."""
    import random

    g = load_game("gloomhaven", hands="first", items=items, character_level=3)
    for seed in range(3):
        s = g.new_initial_state(seed)
        rng = random.Random(seed)
        for _ in range(5000):
            if s.is_over():
                break
            s.apply_action(rng.choice(s.decision().options))
        assert s.is_over()
        assert all(set(h.item_state) <= {"ready", "spent", "consumed"} for h in s.heroes)


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (31, "Range +1"),
        (59, "Range +2"),
        (39, "Pull 2"),
        (66, "Push 1"),
        (46, "Shield 1 against this attack, Retaliate 2 on this attack"),
        (50, "Shield 1 to the end of the round, having moved at most 1 hex this turn"),
        (51, "suffer no damage from this attack"),
        (54, "Attack +1, by consuming an element of your choice"),
        (63, "gain strengthen, and so does every ally next to you"),
        (68, "attack an enemy up to 2 hexes away"),
        (70, "play two more cards for a second turn this round, at a later initiative"),
    ],
)
def test_an_item_window_says_what_each_new_key_does(number: int, words: str) -> None:
    """What the item window shows beside an Item (``items.effect_words``): the new keys'
    own words; Steel Sabatons' Shield is for the round, not "against this attack"."""
    from rulebound.games.gloomhaven.items import effect_words, load_items

    assert effect_words(load_items()[number]) == words


# --- 70 Second Chance Ring: a second turn in the round, at a later initiative ----------


def ring_round(tmp_path: Path) -> GloomhavenState:
    """A Bandit Guard (card 530: initiative 55) next to both characters. The Brute leads
    with Shield Bash (15), the Mindthief with Fearsome Blade (27); the Brute plays its
    turn with two default actions and stops at its turn's end (the ring's window)."""
    s = game(tmp_path, "70;")
    monster(s, "bandit-guard", (2, 2))
    stack_ability_deck(s, "bandit-guard", 530)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (1, 3))
    plan(s, BRUTE, "Shield Bash", "Trample")
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")
    finish_turn(s)
    return s


def second_turn(s: GloomhavenState, lead: str, second: str) -> None:
    pick(s, "use Second Chance Ring")
    assert kind(s) == "second-turn-lead"
    pick(s, lead)
    assert kind(s) == "second-turn-card"
    pick(s, second)


def take_hits(s: GloomhavenState) -> None:
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")


@rules("GH-ITEM-07", "GH-RSTART-13", "GH-ROUND-01", "GH-FOCUS-08", "GH-RSTART-05")
def test_the_second_chance_ring_acts_again_after_the_figures_in_between(tmp_path: Path) -> None:
    s = ring_round(tmp_path)
    assert offered(s) == ["Second Chance Ring"]  # at the end of the Brute's turn
    plain = s.clone()
    second_turn(s, "Sweeping Blow", "Grab and Go")  # new leading initiative 64
    hero = s.heroes[BRUTE]
    assert hero.item_state == ["consumed"] and sorted(hero.unplayed) == sorted(
        card_index(s, BRUTE, n) for n in ("Sweeping Blow", "Grab and Go")
    )
    assert initiative_of(s, s.character(BRUTE))[0] == 64  # what the guard focuses by
    assert s.decision().seat == MINDTHIEF  # 27: between the Brute's 15 and 64
    finish_turn(s)
    mindthief = s.character(MINDTHIEF)
    hp = mindthief.hp
    take_hits(s)  # the guard (55), also in between: both are next to it, the
    assert mindthief.hp < hp and s.character(BRUTE).hp == 10  # Mindthief now acts first
    assert kind(s) == "play-half" and s.decision().seat == BRUTE  # its second turn
    assert any("Sweeping Blow" in label for label in labels(s))
    pick(plain, "no item")  # without the ring the Brute (15) acts first: focused
    finish_turn(plain)
    take_hits(plain)
    assert plain.character(BRUTE).hp < 10 and plain.character(MINDTHIEF).hp == hp


@rules("GH-PEND-02", "GH-COND-08", "GH-PSTART-01", "GH-GLOSS-109")
def test_each_turn_of_the_second_chance_ring_ends_the_conditions_as_its_own(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "70;")
    monster(s, "bandit-guard", (5, 0))
    stack_ability_deck(s, "bandit-guard", 530)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (1, 4))
    brute = s.character(BRUTE)
    give_conditions(s, brute, "muddle", "wound")  # from before the round
    plan(s, BRUTE, "Shield Bash", "Trample")
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")
    take_hits(s)
    assert brute.hp == 9  # the Wound at the start of the first turn
    give_conditions(s, brute, "immobilize")  # during the first turn: kept at its end
    finish_turn(s)
    second_turn(s, "Sweeping Blow", "Grab and Go")
    assert not has(brute, "muddle") and has(brute, "immobilize")  # the first end
    finish_turn(s)  # the Mindthief (27)
    take_hits(s)
    assert s.decision().seat == BRUTE and brute.hp == 8  # Wounded again: a new turn
    finish_turn(s)
    assert offered(s) == []  # the ring is consumed: nothing at this turn's end
    assert not has(brute, "immobilize") and kind(s) == "short-rest"  # the second end


@rules("GH-ITEM-12", "GH-RSTART-16")
def test_the_second_chance_ring_needs_a_card_to_lead_later(tmp_path: Path) -> None:
    s = game(tmp_path, "70;")
    monster(s, "bandit-guard", (5, 0))
    stack_ability_deck(s, "bandit-guard", 530)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (1, 4))
    plan(s, BRUTE, "Grab and Go", "Trample")  # 87: no card of the hand is later
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")
    finish_turn(s)  # the Mindthief (27)
    take_hits(s)
    assert s.decision().seat == BRUTE
    finish_turn(s)
    assert offered(s) == [] and s.heroes[BRUTE].item_state == ["ready"]
    start_long_rest(s, BRUTE)  # 99: no card leads later than a Long Rest
    while s.decision().seat == BRUTE and kind(s) != "use-item":
        s.apply_action(s.decision().options[0])
    assert offered(s) == []


@rules("GH-RSTART-17", "GH-RSTART-18", "GH-RSTART-15")
def test_a_second_turn_takes_its_place_by_the_tie_breakers() -> None:
    from rulebound.games.gloomhaven.turn_order import (
        Character,
        MonsterGroup,
        Standee,
        add_second_turn,
        round_order,
    )

    rest = round_order([Character("Tinkerer", 40, 30)], [MonsterGroup("guard", 40, (Standee(1),))])
    order = add_second_turn(rest, Character("Brute", 40, 20))  # its second card is lower
    assert [t.figure for t in order.turns()] == ["Brute", "Tinkerer", "guard 1"]
    order = add_second_turn(rest, Character("Brute", 40, 50))
    assert [t.figure for t in order.turns()] == ["Tinkerer", "Brute", "guard 1"]
    tied = add_second_turn(rest, Character("Brute", 40, 30))  # the players decide
    assert tied.ties() == (("Tinkerer", "Brute"),)
    order = add_second_turn(rest, Character("Brute", 41, 10))
    assert [t.figure for t in order.turns()] == ["Tinkerer", "guard 1", "Brute"]


@rules("GH-RSTART-17", "GH-FOCUS-08", "GH-FOCUS-09")
def test_a_second_turn_tied_with_a_player_is_ordered_by_the_players(tmp_path: Path) -> None:
    s = game(tmp_path, "70;")
    monster(s, "bandit-guard", (5, 0))
    stack_ability_deck(s, "bandit-guard", 530)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (1, 4))
    move_cards(s, BRUTE, "hand", "Wall of Doom")  # 20, as the Mindthief's Scurry
    plan(s, BRUTE, "Shield Bash", "Trample")
    plan(s, MINDTHIEF, "Fearsome Blade", "Scurry")  # 27, then 20
    finish_turn(s)
    second_turn(s, "Spare Dagger", "Wall of Doom")  # 27, then 20: still tied
    assert kind(s) == "order-tie"
    later = s.clone()
    brute, mindthief = (s.character(seat).id for seat in (BRUTE, MINDTHIEF))
    for state, first in ((s, 0), (later, 1)):
        state.apply_action(state.decision().options[first])
        ahead = state.rank[brute] < state.rank[mindthief]
        assert ahead == (state.decision().seat == BRUTE) == (first == 1)


@rules("GH-ITEM-02", "GH-ITEM-07")
def test_the_planner_plays_games_with_the_second_chance_ring_to_the_end() -> None:
    """Scenario 1 with the planner (budget 1) for both seats, the Brute wearing the ring:
    the game ends, and the ring's second turn was played."""
    from rulebound.bots import PlannerBot, ask
    from rulebound.kernel import Rng

    g = load_game("gloomhaven", scenario="1", party="brute,mindthief", items="70")
    used = False
    for seed in range(2):
        s = g.new_initial_state(seed=seed)
        bots = [PlannerBot.for_game(g, seed=k, budget=1) for k in range(2)]
        rng = Rng(seed + 100)
        while not s.is_over():
            d = s.decision()
            s.apply_action(ask(bots[d.seat], s, d.seat, list(d.options), rng))
        used = used or any("for a second turn" in line for line in s.log)
    assert used


@rules("GH-ITEM-01")
def test_the_heuristic_plays_the_second_chance_rings_best_pair(tmp_path: Path) -> None:
    """The heuristic's two picks for the second turn are the pair its plan scores rank
    best (a lead offered, any other card), not the first card offered and the first
    card left, which it took before it had a way to choose them."""
    from rulebound.games.gloomhaven.heuristic import plan_scores

    s = ring_round(tmp_path)
    pick(s, "use Second Chance Ring")
    view = s.view(BRUTE)
    me = view["characters"][BRUTE]
    hero = s.heroes[BRUTE]
    leads = [o - enc.CARD for o in s.decision().options]
    pairs = [(a, b) for a in leads for b in hero.hand if a != b]
    (best_lead, best_second), _ = max(plan_scores(view, me, pairs), key=lambda x: x[1])
    assert (best_lead, best_second) != (leads[0], min(c for c in hero.hand if c != leads[0]))
    lead = heuristic_policy(view, list(s.decision().options))
    assert lead == enc.CARD + best_lead
    s.apply_action(lead)
    second = heuristic_policy(s.view(BRUTE), list(s.decision().options))
    assert second == enc.CARD + best_second


@rules("GH-ITEM-12")
def test_the_second_chance_ring_takes_the_last_two_cards_of_the_hand(tmp_path: Path) -> None:
    """Two cards in hand are enough for the second turn: one later than the first turn's
    Initiative to lead, the other to play with it; the hand is empty after."""
    s = game(tmp_path, "70;")
    monster(s, "bandit-guard", (5, 0))
    stack_ability_deck(s, "bandit-guard", 530)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (1, 4))
    plan(s, BRUTE, "Shield Bash", "Trample")  # 15
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")
    hero = s.heroes[BRUTE]
    keep = {card_index(s, BRUTE, n) for n in ("Sweeping Blow", "Grab and Go")}
    move_cards(s, BRUTE, "discard", *(c for c in hero.hand if c not in keep))
    assert sorted(hero.hand) == sorted(keep)
    finish_turn(s)
    assert offered(s) == ["Second Chance Ring"]
    second_turn(s, "Sweeping Blow", "Grab and Go")  # 64
    assert hero.hand == [] and sorted(hero.unplayed) == sorted(keep)

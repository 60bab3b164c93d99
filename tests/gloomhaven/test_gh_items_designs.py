"""Gloomhaven items 71-95, the Random Item Designs (GH-LOOT-08), through the engine
(catalog section 7, ``data/items.md``): each typed item at its moment, in a position
built with the public position builder; a drawn design in the City Supply; the bots
playing each.

The expected results come from the rules catalog and ``data/items.md`` (readings 44
on)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from gh_helpers import has, kind, monster, pick, place, with_element
from test_gh_campaign import after, end, loot_all, record_file, scenario_file, started
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
    walk,
)

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.items import effect_words, load_items
from rulebound.games.gloomhaven.position import (
    Summon,
    add_ability_card,
    add_summon,
    draw_ability_card,
    set_hp,
    start_character_turn,
    start_monster_turn,
    start_steps,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

TYPED = set(range(71, 96))
"""The Random Item Designs: all typed."""

BLADES = [
    (77, "Frigid Blade", Element.ICE),
    (78, "Storm Blade", Element.AIR),
    (79, "Inferno Blade", Element.FIRE),
    (80, "Tremor Blade", Element.EARTH),
    (81, "Brilliant Blade", Element.LIGHT),
    (82, "Night Blade", Element.DARK),
]
WANDS = [
    (83, "Wand of Frost", Element.ICE),
    (84, "Wand of Storms", Element.AIR),
    (85, "Wand of Infernos", Element.FIRE),
    (86, "Wand of Tremors", Element.EARTH),
    (87, "Wand of Brilliance", Element.LIGHT),
    (88, "Wand of Darkness", Element.DARK),
]


def test_the_typed_random_item_designs_are_in_the_catalog() -> None:
    catalog = load_items()
    assert {n for n in catalog if 71 <= n <= 95} == TYPED
    assert all(catalog[n].count == 2 for n in TYPED)  # a design is a pair (GH-LOOT-08)


def own_turn(tmp_path: Path, items: str) -> GloomhavenState:
    """The Brute's turn (Trample, Grab and Go) on the arena at (0, 2), a guard far off
    at (6, 0), the Mindthief at (0, 4): at the first item window of the turn."""
    s = game(tmp_path, items)
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    return s


# --- 71 Boots of Levitation: Flying -------------------------------------------------------


@rules("GH-MOVE-06", "GH-GLOSS-122", "GH-ITEM-08")
def test_boots_of_levitation_fly_over_an_enemy(tmp_path: Path) -> None:
    s = game(tmp_path, "71;")
    monster(s, "bandit-guard", (1, 1))
    place(s, BRUTE, (0, 1))
    place(s, MINDTHIEF, (6, 4))
    start_character_turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Trample: bottom as Move 2")
    assert "fly (2 left)" in s.decision().prompt
    walk(s, (1, 1), (2, 1))  # through the guard's hex
    assert s.character(BRUTE).hex == (2, 1)
    assert s.heroes[BRUTE].item_state == ["ready"]  # worn, never used up


# --- 72 Shoes of Happiness: 1 XP after a long move ----------------------------------------


@rules("GH-ITEM-08", "GH-XP-01", "GH-PEND-01")
def test_shoes_of_happiness_give_1_xp_after_moving_6_hexes(tmp_path: Path) -> None:
    s = game(tmp_path, "72,73;")  # the Blinking Cape's Jump 4, then Move 4
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    start_character_turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "use Blinking Cape")
    walk(s, (1, 0), (2, 0), (3, 0), (4, 0))
    pick(s, "Grab and Go: bottom")  # Move 4
    xp = s.heroes[BRUTE].xp
    walk(s, (5, 0))
    short = s.clone()
    pick(short, "stop here")  # 5 hexes this turn
    pick(short, "Trample: top as Attack 2")
    assert short.heroes[BRUTE].xp == xp  # no XP
    walk(s, (6, 0))  # 6 hexes
    pick(s, "stop here")
    pick(s, "Trample: top as Attack 2")
    assert s.heroes[BRUTE].xp == xp + 1
    assert any("Shoes of Happiness gives 1 XP" in line for line in s.log)
    assert s.heroes[BRUTE].item_state[0] == "ready"


# --- 73 Blinking Cape: Move 4, Jump ------------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-07", "GH-MOVE-07")
def test_the_blinking_cape_jumps_4_hexes_over_an_enemy(tmp_path: Path) -> None:
    s = game(tmp_path, "73;")
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Blinking Cape")
    assert s.heroes[BRUTE].item_state == ["consumed"]
    assert kind(s) == "jump"
    walk(s, (1, 2), (2, 2), (3, 2), (4, 2))  # over the guard
    assert s.character(BRUTE).hex == (4, 2)
    assert kind(s) == "play-half"  # the turn's two actions are still to come


# --- 74 Swordedge Armor, 91 Steel Ring: damaged by an attack ------------------------------


@rules("GH-ITEM-10", "GH-ITEM-11", "GH-SETUP-25", "GH-RETAL-01", "GH-SHIELD-01")
def test_swordedge_armor_blocks_1_and_retaliates_1_on_three_attacks(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "74;", "+1", "+1", "+1", "+1")  # Attack 3
    brute = s.heroes[BRUTE]
    assert [str(c) for c in brute.deck.cards].count("-1") == 5 + 4
    for used in (1, 2, 3):
        assert suffers(s, BRUTE, 2)  # a free circle must be used (GH-ITEM-10)
        pick(s, "take the damage")
        assert guard.hp == guard.max_hp - used  # Retaliate 1 each time
        assert brute.item_used == [used]
        start_monster_turn(s, guard)
    assert brute.item_state == ["spent"]
    assert suffers(s, BRUTE, 3)
    pick(s, "take the damage")
    assert guard.hp == guard.max_hp - 3


@rules("GH-ITEM-01", "GH-ITEM-07", "GH-SHIELD-01")
def test_the_steel_ring_blocks_4_of_one_attack(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "91;", "+2")  # Attack 4
    assert offered(s) == ["Steel Ring"]
    pick(s, "use Steel Ring")
    assert kind(s) != "suffer-damage"  # nothing left of it
    assert s.heroes[BRUTE].item_state == ["consumed"]
    assert s.character(BRUTE).hp == s.character(BRUTE).max_hp


# --- 75 Circlet of Elements, 83-88 the wands: elements --------------------------------------


@rules("GH-ITEM-06", "GH-CONSUME-01", "GH-INFUSE-02", "GH-INFUSE-03", "GH-ITEM-12")
def test_the_circlet_of_elements_turns_one_element_into_another(tmp_path: Path) -> None:
    s = own_turn(tmp_path, "75;")
    assert offered(s) == []  # no element to consume: it would change nothing
    s = game(tmp_path, "75;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    with_element(s, Element.FIRE)
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Circlet of Elements")
    assert kind(s) == "consume"
    pick(s, "fire")
    assert Element.FIRE not in s.elements.consumable()
    assert kind(s) == "infuse-element"
    pick(s, "ice")
    assert Element.ICE in s.elements.pending
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-INFUSE-01", "GH-INFUSE-02", "GH-ITEM-06")
@pytest.mark.parametrize(("number", "name", "element"), WANDS)
def test_each_wand_infuses_its_element(
    tmp_path: Path, number: int, name: str, element: Element
) -> None:
    s = own_turn(tmp_path, f"{number};")
    assert offered(s) == [name]
    pick(s, f"use {name}")
    assert set(s.elements.pending) == {element}
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 76 Chain Hood: Shield 1 among three monsters ------------------------------------------


@rules("GH-SHIELD-01", "GH-SETUP-25", "GH-ITEM-08")
def test_the_chain_hood_shields_1_next_to_three_monsters(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "76;", "+1")  # Attack 3; the guard is next to it
    assert [str(c) for c in s.heroes[BRUTE].deck.cards].count("-1") == 5 + 1
    assert suffers(s, BRUTE, 3)  # one monster next to it: no Shield
    s, guard = guard_attacks(tmp_path, "76;", "+1")
    monster(s, "bandit-guard", (1, 1))
    monster(s, "bandit-guard", (1, 3))
    monster_stack(s, "+1")
    start_monster_turn(s, guard)
    assert suffers(s, BRUTE, 2)  # three monsters next to it: Shield 1


# --- 77-82 the blades: an element for +2 on one melee attack -----------------------------


@rules("GH-ITEM-04", "GH-ITEM-08", "GH-CONSUME-01", "GH-MELEE-01", "GH-ATK-10")
@pytest.mark.parametrize(("number", "name", "element"), BLADES)
def test_each_blade_consumes_its_element_for_attack_plus_2(
    tmp_path: Path, number: int, name: str, element: Element
) -> None:
    s = game(tmp_path, f"{number};")
    guard = brute_faces_a_guard(s)
    bare = s.clone()
    pick(bare, "Grab and Go: top as Attack 2")
    pick(bare, "Bandit Guard 1")
    assert offered(bare) == []  # no element: not offered
    with_element(s, element)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert offered(s) == [name]
    pick(s, f"use {name}")
    assert element not in s.elements.consumable()
    assert guard.hp == guard.max_hp - 4  # Attack 2 + 2, a +0 card
    assert s.heroes[BRUTE].item_state == ["ready"]  # no symbol: used again and again


@rules("GH-RANGED-01", "GH-MELEE-01")
def test_a_blade_does_not_serve_a_ranged_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "77;")
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    with_element(s, Element.ICE)
    start_character_turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3
    pick(s, "Bandit Guard 1")
    assert offered(s) == []


# --- 89, 90 cure potions: negative conditions off, even while Stunned ------------------------


@rules("GH-ITEM-07", "GH-ITEM-12", "GH-COND-01")
def test_the_minor_cure_potion_removes_the_chosen_condition(tmp_path: Path) -> None:
    s = own_turn(tmp_path, "89;")
    assert offered(s) == []  # no negative condition: nothing to cure
    s = game(tmp_path, "89;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    give(s, fig, "poison")
    give(s, fig, "immobilize")
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Minor Cure Potion")
    assert kind(s) == "cure-condition"
    pick(s, "immobilize")
    assert has(fig, "poison") and not has(fig, "immobilize")
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-03", "GH-COND-11", "GH-ITEM-07")
def test_the_major_cure_potion_is_used_while_stunned_and_frees_the_turn(tmp_path: Path) -> None:
    s = game(tmp_path, "90,83;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    for condition in ("stun", "poison", "muddle"):
        give(s, fig, condition)
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Major Cure Potion"]  # not the wand: Stunned (GH-ITEM-03)
    declined = s.clone()
    pick(declined, "no item")
    assert kind(declined) != "play-half"  # still Stunned: the turn is lost
    pick(s, "use Major Cure Potion")
    assert not any(has(fig, c) for c in ("stun", "poison", "muddle"))
    assert s.heroes[BRUTE].item_state == ["consumed", "ready"]
    assert offered(s) == ["Wand of Frost"]  # the turn goes on (reading 45), items too
    pick(s, "no item")
    assert kind(s) == "play-half"


# --- 93 Scroll of Power: +1 on an ally's attack ---------------------------------------------


@rules("GH-ITEM-04", "GH-ITEM-07", "GH-GLOSS-07", "GH-ATK-10")
def test_the_scroll_of_power_adds_1_to_an_allys_attack(tmp_path: Path) -> None:
    s = game(tmp_path, ";93")
    guard = brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 2")
    assert kind(s) == "use-item" and s.decision().seat == MINDTHIEF
    assert offered(s) == ["Scroll of Power"]
    pick(s, "use Scroll of Power")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3
    assert s.heroes[MINDTHIEF].item_state == ["consumed"]
    s = game(tmp_path, "93;")  # its owner's own attack is not an ally's
    brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 2")
    assert kind(s) == "attack-target"


@rules("GH-ITEM-12", "GH-ITEM-04")
def test_the_scroll_of_power_waits_for_an_allys_attack_with_an_enemy_in_reach(
    tmp_path: Path,
) -> None:
    # The Brute's default Attack 2 with the guard two hexes off: the attack hits no one,
    # and the Scroll would change nothing (reading 51); the bots once spent it there.
    s = game(tmp_path, ";93")
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: top as Attack 2")
    assert kind(s) != "use-item" and s.heroes[MINDTHIEF].item_state == ["ready"]


# --- 94 Scroll of Healing, 95 Scroll of Stamina: for an ally in range -----------------------


@rules("GH-HEAL-02", "GH-ITEM-07", "GH-ITEM-02")
def test_the_scroll_of_healing_heals_an_ally_5_hexes_away(tmp_path: Path) -> None:
    s = game(tmp_path, "94;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    mindthief = place(s, MINDTHIEF, (5, 2))
    set_hp(s, mindthief, 2)
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Scroll of Healing")
    assert kind(s) == "heal-target"
    pick(s, "Mindthief")
    assert mindthief.hp == 5
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-RECOVER-01", "GH-ITEM-07", "GH-GLOSS-07", "GH-ITEM-12")
def test_the_scroll_of_stamina_lets_an_ally_recover_two_discards(tmp_path: Path) -> None:
    s = own_turn(tmp_path, "95;")
    assert offered(s) == []  # the ally has no discarded card
    s = game(tmp_path, "95;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (4, 2))
    back = to_discard(s, MINDTHIEF, "Submissive Affliction", "Perverse Edge", "Empathetic Assault")
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Scroll of Stamina")
    assert kind(s) == "ally-target"
    pick(s, "Mindthief")
    mindthief = s.heroes[MINDTHIEF]
    while kind(s) == "recover" and s.decision().seat == MINDTHIEF:
        s.apply_action(next(o for o in s.decision().options if o))
    assert len(set(back) & set(mindthief.hand)) == 2
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-04", "GH-GLOSS-07", "GH-SUMMON-07", "GH-SUMMON-04")
def test_the_scroll_of_power_serves_a_summons_attack_too(tmp_path: Path) -> None:
    s = game(tmp_path, "93;")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    rats = add_summon(s, MINDTHIEF, Summon("rat-swarm", (2, 2), "Gnawing Horde"))
    stack(s, MINDTHIEF, "+0", "+0")  # a summon draws from its owner's deck
    plain = s.clone()
    start_monster_turn(plain, rats)
    start_monster_turn(s, rats)
    assert offered(s) == ["Scroll of Power"] and s.decision().seat == BRUTE
    pick(s, "use Scroll of Power")
    assert guard.max_hp - guard.hp == plain_damage(plain) + 1
    assert s.heroes[BRUTE].item_state == ["consumed"]


def plain_damage(s: GloomhavenState) -> int:
    """What the guard lost to the rats' attack with the scroll left unused."""
    guard = next(f for f in s.figures if f.label == "Bandit Guard 1")
    if kind(s) == "use-item":
        pick(s, "no item")
    return guard.max_hp - guard.hp


# --- 92 Dampening Ring: an element taken before a monster consumes it -----------------------

FIRE_ATTACK = {"attack": "+0", "consume": {"element": "fire", "effect": {"attack": "+2"}}}
"""A guard card line: Attack +0, consume Fire for +2 (GH-MCONSUME-01, -04)."""


@rules("GH-ITEM-01", "GH-ITEM-07", "GH-MCONSUME-01", "GH-MCONSUME-04")
def test_the_dampening_ring_takes_the_element_a_monster_would_consume(tmp_path: Path) -> None:
    s = game(tmp_path, "92;")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    draw_ability_card(s, "bandit-guard", add_ability_card(s, "bandit-guard", FIRE_ATTACK))
    with_element(s, Element.FIRE)
    monster_stack(s, "+0")
    start_monster_turn(s, guard)
    assert offered(s) == ["Dampening Ring"] and s.decision().seat == BRUTE
    kept = s.clone()
    pick(kept, "no item")
    assert suffers(kept, BRUTE, 4)  # Attack 2 + 2 with the Fire
    assert Element.FIRE not in kept.elements.consumable()
    pick(s, "use Dampening Ring")
    assert Element.FIRE not in s.elements.consumable()
    assert suffers(s, BRUTE, 2)  # no Fire left for the guard: Attack 2
    assert s.heroes[BRUTE].item_state == ["consumed"]
    s = game(tmp_path, "92;")  # no element to take: not offered
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (1, 2))
    draw_ability_card(s, "bandit-guard", add_ability_card(s, "bandit-guard", FIRE_ATTACK))
    monster_stack(s, "+0")
    start_monster_turn(s, guard)
    assert suffers(s, BRUTE, 2)


# --- the bots use them ------------------------------------------------------------------

BOT_GAMES = [
    ("1", "71,73;", {73}),  # 71 is worn: nothing to use
    ("1", "72;", set()),  # applies by itself; the bots never move 6 hexes in a turn
    ("1", "74;", {74}),
    ("1", "75,83;", {75, 83}),
    ("1", "76;", set()),  # worn
    *(
        ("1", f"{wand},{blade};", {wand, blade})
        for (blade, _, _), (wand, _, _) in zip(BLADES, WANDS, strict=True)
    ),
    ("1", "89;", {89}),
    ("1", "90;", {90}),
    ("1", "91;", {91}),
    ("5", "92;", {92}),  # scenario 5's monsters consume elements
    ("1", "93;", {93}),
    ("1", ";93", {93}),
    ("1", "94;", {94}),
    ("1", "95;", {95}),
]


@rules("GH-ITEM-02", "GH-ITEM-01")
@pytest.mark.parametrize(("scenario", "items", "used"), BOT_GAMES)
def test_heuristic_games_with_each_design_run_to_the_end_and_use_it(
    scenario: str, items: str, used: set[int]
) -> None:
    """The scenario played by the heuristic with the items equipped (seeds 0-2): every
    game ends, and each item with a use is used through its item window (or fills
    its circles) in one of them at least."""
    catalog = load_items()
    owned = [int(i) for part in items.split(";") for i in part.split(",") if i]
    g = load_game("gloomhaven", scenario=scenario, party="brute,mindthief", items=items)
    found: set[int] = set()
    for seed in range(3):
        s = g.new_initial_state(seed=seed)
        while not s.is_terminal():
            d = s.decision()
            s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
        for n in owned:
            said = (f"uses {catalog[n].name}.", f"'s {catalog[n].name} blocks")
            found |= {n} if any(w in x for x in s.log for w in said) else set()
    assert found == used


# --- the Random Item Design deck: a drawn design is sold and played -------------------------


@rules("GH-LOOT-08", "GH-SHOP-01", "GH-SHOP-04", "GH-SETUP-21")
def test_a_drawn_design_is_sold_by_the_city_and_plays_in_a_scenario(tmp_path: Path) -> None:
    treasure = [{"hex": [3, 1], "type": "treasure", "number": 7, "random_item_design": True}]
    s = started(tmp_path, record_file(tmp_path, random_item_designs=[89]), contents=treasure)
    loot_all(s)
    end(s, won=True)
    assert after(s).supply() == {89: 2}  # both copies of Minor Cure Potion
    c = city.new_campaign("Test", seed=3)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = replace(c, record=replace(c.record, random_item_designs=(94,)))
    with pytest.raises(city.CityError, match="not in the City Supply"):
        city.buy(c, "brute", 94)
    c = city.random_item_design(c)
    assert c.record.supply()[94] == 2 and c.record.random_item_designs == ()
    c = city.buy(c, "brute", 94)  # Scroll of Healing, 30 gold
    assert c.sheet("brute").items == (94,) and c.record.supply()[94] == 1
    sheets = [{"class": "brute", "items": [94]}, {"class": "mindthief"}]
    g = load_game(
        "gloomhaven",
        party="brute,mindthief",
        hands="first",
        scenario_file=str(scenario_file(tmp_path)),
        campaign=str(record_file(tmp_path, "owned.yaml", characters=sheets)),
        items="94;",
    )
    s = g.new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    fig = s.character(BRUTE)
    set_hp(s, fig, 4)
    start_character_turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Scroll of Healing")
    pick(s, "Brute")
    assert fig.hp == 7


@rules("GH-ITEM-04", "GH-GLOSS-07")
def test_the_scroll_of_power_serves_a_summon_that_a_card_commands(tmp_path: Path) -> None:
    """A summon attacking at a card's command (``control``'s controlled step, as
    "one adjacent summoned ally performs Attack +0") is an ally's attack too."""
    s = game(tmp_path, "93;")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    rats = add_summon(s, MINDTHIEF, Summon("rat-swarm", (2, 2), "Gnawing Horde"))
    stack(s, MINDTHIEF, "+0")
    start_steps(s, ("controlled", MINDTHIEF, rats.id, (("attack", "+0"),)))
    assert offered(s) == ["Scroll of Power"]
    plain = s.clone()
    pick(plain, "no item")
    pick(plain, "Bandit Guard 1")
    pick(s, "use Scroll of Power")
    pick(s, "Bandit Guard 1")
    lost = guard.max_hp - guard.hp
    assert lost == plain_damage(plain) + 1 and lost > 1


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (73, "perform Move 4, Jump"),
        (75, "by consuming an element of your choice, infuse an element of your choice"),
        (77, "Attack +2, by consuming ice"),
        (83, "infuse ice"),
        (89, "remove one negative condition from yourself"),
        (90, "remove every negative condition from yourself"),
        (92, "consume the element before the monster does: it gets nothing from it"),
        (93, "Attack +1"),
        (94, "perform Heal 3, Range 5"),
        (95, "an ally within Range 5 recovers up to 2 discarded cards"),
    ],
)
def test_each_design_says_what_it_does_in_its_item_window(number: int, words: str) -> None:
    assert effect_words(load_items()[number]) == words


def test_an_item_effect_key_no_module_runs_is_one_clear_error() -> None:
    """Every key of the shipped Items is run by some module (``load_items`` checks
    them); a misspelt key in a user's own Item names the Item and the key."""
    from rulebound.games.gloomhaven.items import check_effect_keys
    from rulebound.kernel.errors import DataError

    assert load_items()  # the shipped catalog passes the check
    check_effect_keys(71, {"flying": True})
    with pytest.raises(DataError, match=r"item 900: unknown effect key 'flyng'"):
        check_effect_keys(900, {"flyng": True})

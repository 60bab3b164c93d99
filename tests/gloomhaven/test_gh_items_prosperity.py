"""Gloomhaven items of Prosperity 2 and 3 through the engine (catalog section 7,
``data/items.md``): each typed item of 15-28 at its moment, in a position built with
the public position builder, and the City Supply that sells them (GH-CAMP-02,
GH-SHOP-01 to -04).

The expected results come from the rules catalog and ``data/items.md``."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import kind, monster, pick, place, plan, turn
from test_gh_campaign import record_file, scenario_file
from test_gh_items import (
    BRUTE,
    MINDTHIEF,
    _refused,
    game,
    guard_attacks,
    monster_stack,
    offered,
    stack,
    suffers,
    sweep_both_guards,
    to_discard,
    two_guards,
)

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.monster_turn import initiative_of
from rulebound.games.gloomhaven.position import (
    set_hp,
    set_items,
    stack_ability_deck,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

PROSPERITY_2_3 = set(range(15, 29))
"""The items of Prosperity 2 (15-21) and 3 (22-28)."""


def test_the_typed_items_of_prosperity_2_and_3_are_in_the_catalog() -> None:
    catalog = load_items()
    assert {n for n in catalog if 15 <= n <= 28} == PROSPERITY_2_3


# --- 15 Boots of Speed: the leading initiative 10 earlier or later --------------------


def boots_round(tmp_path: Path, items: str) -> GloomhavenState:
    """Both characters lead with initiative 27; the Mindthief's second card (14) puts
    it first (GH-RSTART-17). Returns after both plans, at the round's first decision."""
    s = game(tmp_path, items)
    monster(s, "bandit-guard", (6, 0))
    stack_ability_deck(s, "bandit-guard", 529)
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    plan(s, BRUTE, "Spare Dagger", "Trample")  # 27, then 72
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")  # 27, then 14
    return s


@rules("GH-RSTART-13", "GH-RSTART-17", "GH-ITEM-06", "GH-ROUND-01", "GH-FOCUS-08")
def test_boots_of_speed_move_the_leading_initiative_after_the_reveal(tmp_path: Path) -> None:
    s = boots_round(tmp_path, ";")
    assert kind(s) == "play-half" and s.decision().seat == MINDTHIEF  # the tie-break
    s = boots_round(tmp_path, "15;")
    assert offered(s) == ["Boots of Speed"]
    assert any("reveals Spare Dagger (27)" in line for line in s.log)  # cards are public
    later = s.clone()
    pick(s, "use Boots of Speed")
    assert kind(s) == "initiative-shift"
    pick(s, "initiative 17 (earlier)")
    assert kind(s) == "play-half" and s.decision().seat == BRUTE
    assert s.heroes[BRUTE].item_state == ["spent"]
    assert initiative_of(s, s.character(BRUTE))[0] == 17  # what monsters focus by (GH-FOCUS-08)
    pick(later, "use Boots of Speed")
    pick(later, "initiative 37 (later)")
    assert kind(later) == "play-half" and later.decision().seat == MINDTHIEF


@rules("GH-RSTART-13", "GH-ITEM-06")
def test_boots_of_speed_move_the_leading_card_for_one_round_only(tmp_path: Path) -> None:
    s = boots_round(tmp_path, "15;")
    pick(s, "use Boots of Speed")
    assert "leading initiative 27" in s.decision().prompt  # Spare Dagger, not Trample's 72
    pick(s, "initiative 17 (earlier)")

    def revealed() -> list[str]:
        return [line for line in s.log if "Brute reveals" in line]

    while len(revealed()) < 2 and s.round <= 2:  # the heuristic plays on to round 2's reveal
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    assert len(revealed()) == 2 and kind(s) != "use-item"  # the Boots are spent
    lead = int(revealed()[-1].rsplit("(", 1)[1].split(")")[0])
    assert initiative_of(s, s.character(BRUTE))[0] == lead != 17


@rules("GH-RSTART-16")
def test_boots_of_speed_are_not_offered_for_a_long_rest(tmp_path: Path) -> None:
    s = game(tmp_path, "15;")
    monster(s, "bandit-guard", (6, 0))
    to_discard(s, BRUTE, "Trample", "Eye for an Eye")
    s.refresh()
    pick(s, "Long Rest")  # no leading card: no leading initiative to move
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")
    assert kind(s) != "use-item" and s.heroes[BRUTE].item_state == ["ready"]


# --- 16 Cloak of Pockets: two more small items ------------------------------------------


@rules("GH-SETUP-24", "GH-SETUP-22")
def test_the_cloak_of_pockets_carries_two_more_small_items() -> None:
    assert _refused("12,13").endswith("at most 1 small item at level 1")
    g = load_game("gloomhaven", items="16,12,13,20")  # 1 + 2 small items at level 1
    assert g.loadouts[0] == [16, 12, 13, 20]
    assert _refused("16,12,13,20,27").endswith("at most 3 small items at level 1")
    g = load_game("gloomhaven", items="16,12,13,20,27", character_level=3)  # 2 + 2
    assert len(g.loadouts[0]) == 5
    over = _refused("16,12,13,20,27,28", character_level=3)
    assert over.endswith("at most 4 small items at level 3")
    assert "at most one body item" in _refused("16,3")  # it is the body item


# --- 17 Empowering Talisman, 28 Moon Earring: Refresh ---------------------------------


@rules("GH-REFRESH-01", "GH-ITEM-07", "GH-ITEM-02")
def test_the_empowering_talisman_refreshes_one_consumed_small_item(tmp_path: Path) -> None:
    s = game(tmp_path, "17,12;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    set_items(s, BRUTE, (17, "ready"), (12, "consumed"))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Empowering Talisman"]
    pick(s, "use Empowering Talisman")
    assert kind(s) == "refresh-item"
    pick(s, "Minor Healing Potion")
    assert s.heroes[BRUTE].item_state == ["consumed", "ready"]
    assert kind(s) == "play-half"  # one item only


@rules("GH-REFRESH-01", "GH-ITEM-12")
def test_the_empowering_talisman_waits_for_a_consumed_small_item(tmp_path: Path) -> None:
    s = game(tmp_path, "17,10;")  # War Hammer: consumed, but two-handed
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    set_items(s, BRUTE, (17, "ready"), (10, "consumed"))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert kind(s) == "play-half"  # nothing it could turn back: not offered


@rules("GH-REFRESH-01", "GH-REFRESH-02", "GH-ITEM-07")
def test_the_moon_earring_refreshes_every_spent_item(tmp_path: Path) -> None:
    s = game(tmp_path, "1,23,10,28;", character_level=1)
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    set_items(s, BRUTE, (1, "spent"), (23, "spent", 3), (10, "consumed"), (28, "ready"))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert offered(s) == ["Moon Earring"]
    pick(s, "use Moon Earring")
    hero = s.heroes[BRUTE]
    assert hero.item_state == ["ready", "ready", "consumed", "consumed"]
    assert hero.item_used == [0, 0, 0, 0]  # Chainmail's circles are free again
    assert kind(s) == "play-half"


@rules("GH-REFRESH-02", "GH-ITEM-12")
def test_the_moon_earring_waits_for_a_spent_item(tmp_path: Path) -> None:
    s = game(tmp_path, "23,28;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    set_items(s, BRUTE, (23, "ready", 2), (28, "ready"))  # a free circle: not Spent
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert kind(s) == "play-half"


# --- 19 Weighted Net, 21 Stun Powder, 25 Jagged Sword: a condition on one attack -------


@rules("GH-ITEM-06", "GH-ITEM-07", "GH-ITEM-04", "GH-ITEM-02", "GH-RANGED-01", "GH-ATKRES-07")
@pytest.mark.parametrize(
    ("item", "condition", "after"),
    [("19;Weighted Net", "immobilize", "spent"), ("21;Stun Powder", "stun", "consumed")],
)
def test_a_condition_item_serves_a_ranged_attack(
    tmp_path: Path, item: str, condition: str, after: str
) -> None:
    """The Weighted Net (ranged attacks only) and Stun Powder (any attack) on Spare
    Dagger's Attack 3, Range 3."""
    number, name = item.split(";")
    s = game(tmp_path, f"{number};")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    pick(s, "Bandit Guard 1")
    assert offered(s) == [name]
    pick(s, f"use {name}")
    assert guard.conditions.has(condition)
    assert s.heroes[BRUTE].item_state == [after]


@rules("GH-MELEE-01", "GH-RANGED-01")
def test_the_weighted_net_is_not_offered_for_a_melee_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "19;")
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")
    pick(s, "Bandit Guard 1")
    assert kind(s) != "use-item"


@rules("GH-ITEM-07", "GH-ITEM-04", "GH-ATK-05", "GH-ATKRES-07", "GH-GLOSS-15")
def test_stun_powder_stuns_the_one_target_it_was_used_on(tmp_path: Path) -> None:
    s = game(tmp_path, "21;")
    first, second = sweep_both_guards(s)
    pick(s, "no item")  # not on the first guard
    pick(s, "use Stun Powder")
    assert not first.conditions.has("stun") and second.conditions.has("stun")
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-06", "GH-ITEM-04", "GH-MELEE-01", "GH-ATKRES-07")
def test_the_jagged_sword_wounds_one_target_of_a_melee_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "25;")
    first, second = sweep_both_guards(s)
    pick(s, "use Jagged Sword")
    assert first.conditions.has("wound") and not second.conditions.has("wound")
    assert s.heroes[BRUTE].item_state == ["spent"]
    s = game(tmp_path, "25;")  # a ranged attack: not offered
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    pick(s, "Bandit Guard 1")
    assert kind(s) != "use-item"


# --- 18 Battle-Axe, 26 Long Spear: a single-target melee attack hits an area -------


@rules("GH-ITEM-07", "GH-AOE-01", "GH-MELEE-01", "GH-ATK-05")
def test_the_battle_axe_turns_a_single_target_attack_into_two_adjacent_hexes(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "18;")
    first, second = two_guards(s)  # both next to the Brute and to each other
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: top as Attack 2")
    assert offered(s) == ["Battle-Axe"]
    declined = s.clone()
    pick(declined, "no item")
    assert kind(declined) == "attack-target"  # one target only
    pick(s, "use Battle-Axe")
    assert kind(s) == "attack-area"
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert (first.hp, second.hp) == (6 - 2, 6 - 2)
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-AOE-01", "GH-TARGET-01", "GH-RANGED-01")
def test_the_battle_axe_is_not_offered_for_an_area_or_ranged_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "18;")
    two_guards(s)
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")  # already an area attack
    assert kind(s) == "attack-area"
    s = game(tmp_path, "18;")
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # ranged
    assert kind(s) == "attack-target"


@rules("GH-ITEM-06", "GH-AOE-01", "GH-MELEE-01")
def test_the_long_spear_hits_two_hexes_in_a_line(tmp_path: Path) -> None:
    s = game(tmp_path, "26;")
    near = monster(s, "bandit-guard", (3, 2))
    far = monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Long Spear")
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert (near.hp, far.hp) == (6 - 2, 6 - 2)  # the far one is 2 hexes away
    assert s.heroes[BRUTE].item_state == ["spent"]


# --- 20 Minor Mana Potion: infuse any element -----------------------------------------


@rules("GH-INFUSE-01", "GH-INFUSE-02", "GH-INFUSE-03", "GH-ITEM-07")
def test_the_minor_mana_potion_infuses_the_element_chosen(tmp_path: Path) -> None:
    s = game(tmp_path, "20;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Minor Mana Potion")
    assert kind(s) == "infuse-element"
    pick(s, "ice")
    assert Element.ICE in s.elements.pending  # Strong at the end of the turn
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 22 Heavy Greaves: no forced movement by enemies ---------------------------------


@rules("GH-PUSH-01", "GH-PUSH-05", "GH-SETUP-25", "GH-ITEM-08")
def test_heavy_greaves_keep_a_monsters_push_from_moving_the_wearer(tmp_path: Path) -> None:
    push = ({"attack": "+0", "push": 1},)
    plain, _ = guard_attacks(tmp_path, ";", "+0", actions=push)
    while kind(plain) == "suffer-damage":
        pick(plain, "take the damage")
    assert kind(plain) == "push"  # without the Greaves the party picks the hex
    s, _ = guard_attacks(tmp_path, "22;", "+0", actions=push)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert kind(s) != "push" and s.character(BRUTE).hex == (1, 2)
    assert any("Heavy Greaves make it immune" in line for line in s.log)
    deck = [str(c) for c in s.heroes[BRUTE].deck.cards]
    assert len(deck) == 21 and deck.count("-1") == 6  # its one -1 card


# --- 23 Chainmail: three circles of Shield 1 ------------------------------------------


@rules("GH-SETUP-25", "GH-ITEM-10", "GH-ITEM-11")
def test_chainmail_blocks_one_on_three_damaging_attacks_then_is_spent(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "23;", "+0")
    brute = s.heroes[BRUTE]
    deck = [str(c) for c in brute.deck.cards]
    assert len(deck) == 23 and deck.count("-1") == 5 + 3
    for used in (1, 2, 3):
        assert suffers(s, BRUTE, 1)  # Attack 2, Shield 1: no decision, a circle must be used
        assert brute.item_used == [used]
        pick(s, "take the damage")
        monster_stack(s, "+0")
        start_monster_turn(s, guard)
    assert brute.item_state == ["spent"]
    assert suffers(s, BRUTE, 2)  # spent: no more Shield


# --- 24 Amulet of Life, 27 Major Healing Potion: Heal Self ----------------------------


def _heal_self(tmp_path: Path, item: str, hp: int) -> Figure:
    """The Brute, at ``hp``, uses the Heal-self item ``item`` (its number;name) on his turn."""
    number, name = item.split(";")
    s = game(tmp_path, f"{number};")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, hp)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, f"use {name}")
    assert s.heroes[BRUTE].item_state == ["spent" if number == "24" else "consumed"]
    return fig


@rules("GH-ITEM-09", "GH-ITEM-06", "GH-ITEM-07", "GH-HEAL-01")
@pytest.mark.parametrize(
    ("item", "hp", "healed"),
    [
        ("24;Amulet of Life", 4, 5),  # Heal 1, Spent
        ("27;Major Healing Potion", 3, 8),  # Heal 5, Consumed
        ("27;Major Healing Potion", 8, 10),  # never above the maximum HP
    ],
)
def test_a_heal_self_item_heals_its_value_up_to_the_maximum(
    tmp_path: Path, item: str, hp: int, healed: int
) -> None:
    fig = _heal_self(tmp_path, item, hp)
    assert fig.hp == healed and fig.hp <= fig.max_hp == 10


# --- the City Supply ------------------------------------------------------------------


@rules("GH-CAMP-02", "GH-SHOP-01", "GH-SHOP-04")
def test_prosperity_2_and_3_stock_their_typed_items_and_the_shop_sells_them() -> None:
    c = city.new_campaign("Test", seed=7)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    with pytest.raises(city.CityError, match="not in the City Supply"):
        city.buy(c, "brute", 27)
    c = city.gain_prosperity(c, 4)  # level 2
    assert {n: c.record.supply()[n] for n in (15, 16, 17, 18, 19, 20, 21)} == {
        15: 2,
        18: 2,
        16: 2,
        17: 2,
        19: 2,
        20: 4,
        21: 2,
    }
    assert 22 not in c.record.supply() and 23 not in c.record.supply()  # level 3's
    c = city.gain_prosperity(c, 5)  # 9 checkmarks: level 3
    assert city.prosperity_level(c.record.prosperity_checkmarks) == 3
    supply = c.record.supply()
    assert {n: supply[n] for n in (22, 23, 24, 25, 26, 27, 28)} == {
        22: 2,
        23: 2,
        24: 2,
        25: 2,
        26: 2,
        27: 4,
        28: 2,
    }
    c = city.buy(c, "brute", 20)  # Minor Mana Potion, 10 gold
    assert c.sheet("brute").items == (20,) and c.record.supply()[20] == 3


@rules("GH-SETUP-21", "GH-ITEM-09")
def test_an_owned_item_of_prosperity_3_is_equipped_and_plays(tmp_path: Path) -> None:
    """An item a character owns (bought, or an event's reward) is equipped from its
    sheet and used in the scenario."""
    sheets = [{"class": "brute", "items": [27]}, {"class": "mindthief"}]
    g = load_game(
        "gloomhaven",
        party="brute,mindthief",
        scenario_file=str(scenario_file(tmp_path)),
        campaign=str(record_file(tmp_path, characters=sheets)),
        items="27;",
    )
    assert g.loadouts == [[27], []]
    s = g.new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    fig = s.character(BRUTE)
    set_hp(s, fig, 2)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Major Healing Potion")
    assert fig.hp == 7


# --- the bots use them ----------------------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-01")
@pytest.mark.parametrize(
    "items", ["15", "16,20,21", "17,12", "18", ";19", "22", "23,28", "24", "25", "26", "27"]
)
def test_heuristic_games_with_each_item_run_to_the_end_and_use_it(items: str) -> None:
    """Scenario 1 played by the heuristic with the items equipped (seeds 0-2): every
    game ends, and each item with a use is used through its item window (the Cloak
    of Pockets is used by carrying the two small items beside it)."""
    catalog = load_items()
    owned = [int(i) for part in items.split(";") for i in part.split(",") if i]
    g = load_game("gloomhaven", scenario="1", party="brute,mindthief", items=items)
    used: set[int] = set()
    for seed in range(3):
        s = g.new_initial_state(seed=seed)
        while not s.is_terminal():
            d = s.decision()
            s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
        for n in owned:  # used by choice, or a use circle filled up (Chainmail)
            said = (f"uses {catalog[n].name}.", f"'s {catalog[n].name} is spent")
            used |= {n} if any(w in x for x in s.log for w in said) else set()
    assert used == {n for n in owned if catalog[n].when != "equipped"}

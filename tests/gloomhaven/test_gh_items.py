"""Gloomhaven items through the engine (catalog section 7, ``data/items.md``): the
equipment limits and the ``items`` parameter, each of the items 1-14 at its moment,
Spent, Consumed and unlimited items, use circles, Stun, the Long Rest and the end of
the scenario.

The expected results come from the rules catalog and ``data/items.md``. Every game is
built with ``items=...`` (``gh_helpers.arena()`` does not pass it)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from gh_helpers import arena_file, card_index, kind, labels, monster, pick, place, plan, turn

from rulebound import load_game
from rulebound.games.gloomhaven import items as items_module
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.items import (
    equip_problem,
    load_items,
    load_starter_kits,
    parse_starter_kits,
    starting_gold,
)
from rulebound.games.gloomhaven.modifiers import BASE_DECK, parse_cards
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    draw_ability_card,
    set_hp,
    set_items,
    set_shield,
    stack_ability_deck,
    stack_modifiers,
    start_long_rest,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import DataError, ParameterError

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


# --- helpers ------------------------------------------------------------------------------


def game(
    tmp_path: Path,
    items: str,
    party: str = "brute,mindthief",
    contents: list[dict[str, Any]] | None = None,
    **params: Any,
) -> GloomhavenState:
    """A game on the 7 x 5 test arena (with ``contents``: terrain, traps, obstacles)
    with ``items`` equipped, after set-up, waiting at the first round's plans."""
    g = load_game(
        "gloomhaven",
        party=party,
        hands="first",
        scenario_file=str(arena_file(tmp_path, contents=contents)),
        items=items,
        **params,
    )
    s = g.new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def stack(s: GloomhavenState, seat: int, *cards: str) -> None:
    """The character's attack modifier deck, top card first."""
    stack_modifiers(s, seat, *cards)


def monster_stack(s: GloomhavenState, *cards: str) -> None:
    stack_modifiers(s, None, *cards)


def ai_turn(s: GloomhavenState, fig: Figure) -> None:
    """Start ``fig``'s (a monster's) turn now; whatever was pending is dropped."""
    start_monster_turn(s, fig)


def guard_attacks(
    tmp_path: Path,
    items: str,
    *cards: str,
    actions: tuple[dict[str, Any], ...] = (),
    shield: int = 0,
    stunned: bool = False,
) -> tuple[GloomhavenState, Figure]:
    """A level 1 Bandit Guard (Attack 2) next to the Brute attacks it with ``cards`` on
    top of the monster deck (card 527: Move +0, Attack +0, or ``actions``). The
    Mindthief is far away. Returns at the first decision of the guard's turn."""
    s = game(tmp_path, items)
    guard = monster(s, "bandit-guard", (2, 2))
    draw_ability_card(
        s, "bandit-guard", add_ability_card(s, "bandit-guard", *actions) if actions else 527
    )
    brute = place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    set_shield(s, brute, shield)
    if stunned:
        give(s, brute, "stun")
    monster_stack(s, *cards)
    ai_turn(s, guard)
    return s, guard


def rest_turn(s: GloomhavenState, seat: int) -> None:
    """Start the character's turn now as a Long Rest (GH-RSTART-16)."""
    start_long_rest(s, seat)


def brute_faces_a_guard(s: GloomhavenState) -> Figure:
    """The attack items' scene: a Bandit Guard next to the Brute (the Mindthief two
    hexes off), the Brute's modifier deck topped with +0, its turn led by Trample with
    Grab and Go. Returns the guard."""
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    return guard


def offered(s: GloomhavenState) -> list[str]:
    """The item names of a pending "use-item" decision; [] for any other decision."""
    if kind(s) != "use-item":
        return []
    # a label at an attack adds what the item leaves of the damage: "(2 damage instead of 3)"
    return sorted(t.removeprefix("use ").split(" (")[0] for t in labels(s) if t.startswith("use "))


def suffers(s: GloomhavenState, seat: int, amount: int) -> bool:
    d = s.decision()
    return (
        d.kind == "suffer-damage" and d.seat == seat and f"would suffer {amount} damage" in d.prompt
    )


def to_discard(s: GloomhavenState, seat: int, *names: str) -> list[int]:
    found = [card_index(s, seat, n) for n in names]
    position.move_cards(s, seat, "discard", *found)
    return found


def idle(s: GloomhavenState) -> None:
    """Answer the pending decision the quiet way (stop, skip, no item, or the first
    option)."""
    found = labels(s)
    for word in ("stop here", "stop attacking", "skip", "no item", "take the damage"):
        if word in found:
            s.apply_action(found[word])
            return
    s.apply_action(s.decision().options[0])


def walk(s: GloomhavenState, *hexes: tuple[int, int]) -> None:
    for q, r in hexes:
        pick(s, f"hex {q},{r}")


def two_guards(s: GloomhavenState) -> tuple[Figure, Figure]:
    """Two guards both in the Brute's Sweeping Blow area (the Brute at (2, 2))."""
    first = monster(s, "bandit-guard", (3, 1))
    second = monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    return first, second


def sweep_both_guards(s: GloomhavenState) -> tuple[Figure, Figure]:
    """The Brute's Sweeping Blow (top, +0 for each attack) on :func:`two_guards`, up to
    the item window before the first guard's draw: where a one-attack item is asked."""
    first, second = two_guards(s)
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    return first, second


def poisoned(fig: Figure) -> bool:
    return fig.conditions.has("poison")


# --- equipping: the items parameter and the limits -------------------------------------------


@rules("GH-SETUP-21", "GH-GLOSS-76")
def test_each_character_equips_the_items_listed_for_its_seat(tmp_path: Path) -> None:
    s = game(tmp_path, " 1 , 12 ; 5 ")
    brute, mindthief = s.heroes
    assert brute.items == [1, 12] and mindthief.items == [5]
    assert brute.item_state == ["ready", "ready"] and brute.item_used == [0, 0]
    view = s.view_body(BRUTE)
    entry = next(h for h in view["characters"] if h["seat"] == BRUTE)
    assert [i["name"] for i in entry["items"]] == ["Boots of Striding", "Minor Healing Potion"]
    assert {i["state"] for i in entry["items"]} == {"ready"}


@rules("GH-SETUP-21")
def test_no_items_or_fewer_seats_listed_leave_characters_without_items(tmp_path: Path) -> None:
    s = game(tmp_path, "")
    assert [h.items for h in s.heroes] == [[], []]
    g = load_game("gloomhaven", items="8")
    assert g.loadouts == [[8], []]


def _refused(items: str, **params: Any) -> str:
    with pytest.raises(ParameterError) as err:
        load_game("gloomhaven", items=items, **params)
    message = str(err.value)
    assert "\n" not in message and message.startswith("gloomhaven: ")
    return message


@rules("GH-SETUP-22", "GH-SETUP-23", "GH-SETUP-24", "GH-DX-06", "GH-GLOSS-76")
@pytest.mark.parametrize(
    ("items", "level", "limit"),
    [
        ("6,7", 1, "at most one head item"),  # GH-SETUP-22
        ("3,4", 1, "at most one body item"),
        ("1,2", 1, "at most one legs item"),
        ("9,10", 1, "one two-handed item or two one-handed items at most"),  # GH-SETUP-23
        ("9,8", 1, "one two-handed item or two one-handed items at most"),
        ("10,11", 1, "one two-handed item or two one-handed items at most"),
        ("12,13", 1, "at most 1 small item at level 1"),  # GH-SETUP-24: ceil(1 / 2)
        ("12,14", 2, "at most 1 small item at level 2"),  # ceil(2 / 2) = 1
        ("12,13,14", 3, "at most 2 small items at level 3"),  # ceil(3 / 2) = 2
        ("12,13,14", 4, "at most 2 small items at level 4"),
    ],
)
def test_equipment_over_a_limit_is_a_one_line_parameter_error(
    items: str, level: int, limit: str
) -> None:
    message = _refused(items, character_level=level)
    assert message.endswith(f"items of character 1: {limit}")


@rules("GH-SETUP-22")
def test_the_error_names_the_character_whose_items_break_a_limit() -> None:
    assert "items of character 2" in _refused("1,12;6,7")


@rules("GH-SETUP-22", "GH-SETUP-23", "GH-SETUP-24", "GH-DX-06")
@pytest.mark.parametrize(
    ("items", "level"),
    [
        ("6,3,1,8,11,12", 1),  # head, body, legs, two one-handed, one small
        ("7,4,2,9,13", 1),  # a two-handed item instead
        ("12,13", 3),
        ("12,13,14", 5),
        ("", 1),
    ],
)
def test_equipment_within_the_limits_is_accepted(items: str, level: int) -> None:
    g = load_game("gloomhaven", items=items, character_level=level)
    assert g.loadouts[0] == [int(i) for i in items.split(",") if i]


# --- starter kits: items=starter -------------------------------------------------------------


SHIPPED_CLASSES = ("brute", "cragheart", "mindthief", "scoundrel", "spellweaver", "tinkerer")


@rules("GH-NEWCHAR-04")
def test_a_new_character_has_15_gold_per_level_plus_one() -> None:
    assert [starting_gold(level) for level in (1, 2, 3)] == [30, 45, 60]


@rules("GH-NEWCHAR-04", "GH-SETUP-22", "GH-SETUP-23", "GH-SETUP-24")
def test_every_shipped_class_has_a_starter_kit_it_can_afford_and_wear() -> None:
    catalog = load_items()
    kits = load_starter_kits()
    assert set(kits) == set(SHIPPED_CLASSES)
    for cls, kit in kits.items():
        assert sum(catalog[i].cost for i in kit) <= starting_gold(1), cls
        assert not equip_problem([catalog[i] for i in kit], 1), cls


@rules("GH-SETUP-21", "GH-SHOP-04")
def test_items_starter_equips_each_class_kit_and_every_party_can_take_them() -> None:
    kits = load_starter_kits()
    catalog = load_items()
    used = Counter(i for kit in kits.values() for i in kit)  # all six kits at once
    assert all(n <= catalog[i].count for i, n in used.items())
    for party in (SHIPPED_CLASSES[:4], SHIPPED_CLASSES[2:]):  # a party has up to 4
        g = load_game("gloomhaven", party=",".join(party), items="starter")
        assert g.loadouts == [list(kits[c]) for c in party]
        s = g.new_initial_state(1)
        assert [h.items for h in s.heroes] == [list(kits[c]) for c in party]


@rules("GH-SETUP-21")
def test_starter_for_one_seat_and_item_numbers_for_another() -> None:
    g = load_game("gloomhaven", party="mindthief,brute", items="3,7;starter")
    assert g.loadouts == [[3, 7], list(load_starter_kits()["brute"])]


def test_a_class_without_a_starter_kit_is_a_one_line_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(items_module, "load_starter_kits", dict)
    message = _refused("starter")
    assert "no starter kit for brute" in message


@rules("GH-NEWCHAR-04")
@pytest.mark.parametrize(
    ("kits", "message"),
    [
        ({"brute": [6, 12]}, "brute: the kit costs 40 gold, a new level-1 character has 30"),
        ({"brute": [999]}, "brute: no item 999"),
        ({"mindthief": [12, 13]}, "mindthief: at most"),
    ],
)
def test_a_bad_starter_kit_is_a_data_error(kits: dict[str, list[int]], message: str) -> None:
    with pytest.raises(DataError, match=message):
        parse_starter_kits({"kits": kits}, "kits.yaml")


@rules("GH-SHOP-03")
def test_a_character_cannot_equip_two_copies_of_an_item() -> None:
    assert "same item twice" in _refused("12,12", character_level=3)


@rules("GH-SETUP-21")
@pytest.mark.parametrize(
    ("items", "words"),
    [
        ("x", "not an item number"),
        ("1,boots", "not an item number"),
        ("140", "no item 140"),  # beyond the typed items (data/items.md)
        ("0", "no item 0"),
        ("1;2;3", "the party has 2"),
    ],
)
def test_a_malformed_items_parameter_is_a_one_line_parameter_error(items: str, words: str) -> None:
    assert words in _refused(items)


@rules("GH-SHOP-04")
def test_a_party_cannot_equip_more_copies_than_the_game_has() -> None:
    _refused("1;1;1", party="brute,mindthief,tinkerer")


@rules("GH-SETUP-25", "GH-SETUP-26")
def test_hide_armor_puts_two_minus_one_cards_in_its_owners_deck(tmp_path: Path) -> None:
    s = game(tmp_path, "3;4")  # Hide Armor: 2 x -1; Leather Armor: none
    armoured, other = (h.deck.cards for h in s.heroes)
    assert len(armoured) == 22 and [str(c) for c in armoured].count("-1") == 7
    assert len(other) == 20 and [str(c) for c in other].count("-1") == 5


# --- 1 Boots of Striding, 2 Winged Shoes (own-move) ------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-06", "GH-GLOSS-78")
def test_boots_of_striding_add_two_hexes_to_one_move_and_are_spent(tmp_path: Path) -> None:
    s = game(tmp_path, "1;")
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    assert kind(s) == "move" and "use Boots of Striding" in labels(s)  # an option of the move
    pick(s, "use Boots of Striding")
    assert kind(s) == "move" and "(6 left)" in s.decision().prompt
    assert s.heroes[BRUTE].item_state == ["spent"]
    walk(s, (1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2))
    assert s.character(BRUTE).hex == (6, 2)
    assert kind(s) == "play-half"  # the 6 hexes are used up


@rules("GH-ITEM-02")
def test_boots_of_striding_work_on_the_default_move_2(tmp_path: Path) -> None:
    s = game(tmp_path, "1;")
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Trample: bottom as Move 2")
    pick(s, "use Boots of Striding")
    assert kind(s) == "move" and "(4 left)" in s.decision().prompt


@rules("GH-ITEM-03", "GH-ITEM-06", "GH-GLOSS-78")
def test_spent_boots_are_not_offered_for_the_next_move(tmp_path: Path) -> None:
    s = game(tmp_path, ";1")
    place(s, MINDTHIEF, (0, 2))
    place(s, BRUTE, (0, 4))
    turn(s, MINDTHIEF, "Scurry", "Fearsome Blade")
    pick(s, "Scurry: top")  # Move 3, Attack 1
    pick(s, "use Boots of Striding")
    assert "(5 left)" in s.decision().prompt
    pick(s, "stop here")
    pick(s, "Fearsome Blade: bottom")  # Move 4, Attack 2
    assert kind(s) == "move" and "(4 left)" in s.decision().prompt


@rules("GH-ITEM-02")
def test_boots_of_striding_may_be_used_part_way_through_a_move(tmp_path: Path) -> None:
    s = game(tmp_path, "1;")
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    walk(s, (1, 2))
    assert any("Boots of Striding" in text for text in labels(s))


@rules("GH-ITEM-02", "GH-ITEM-06", "GH-MOVE-06")
def test_winged_shoes_make_one_move_a_jump_over_an_enemy(tmp_path: Path) -> None:
    s = game(tmp_path, ";2")
    monster(s, "bandit-guard", (1, 1))
    place(s, MINDTHIEF, (0, 1))
    place(s, BRUTE, (6, 4))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    pick(s, "Fearsome Blade: bottom")  # Move 4, Attack 2
    assert kind(s) == "move" and "use Winged Shoes" in labels(s)
    walking = s.clone()
    assert "hex 1,1" not in labels(walking)
    pick(s, "use Winged Shoes")
    assert kind(s) == "jump" and "hex 1,1" in labels(s)
    walk(s, (1, 1), (2, 1))
    pick(s, "stop here")
    assert s.character(MINDTHIEF).hex == (2, 1)
    assert s.heroes[MINDTHIEF].item_state == ["spent"]
    assert walking.heroes[MINDTHIEF].item_state == ["ready"]


# --- 3 Hide Armor (use circles), 8 Heater Shield (damaged-by-attack) ------------------------


@rules("GH-ITEM-10", "GH-ITEM-11", "GH-ITEM-01", "GH-GLOSS-78")
def test_hide_armor_must_block_one_on_each_of_two_damaging_attacks_then_is_spent(
    tmp_path: Path,
) -> None:
    s, guard = guard_attacks(tmp_path, "3;", "+0")
    brute = s.heroes[BRUTE]
    assert suffers(s, BRUTE, 1)  # no decision: a free circle must be used
    assert brute.item_used == [1] and brute.item_state == ["ready"]
    pick(s, "take the damage")
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert suffers(s, BRUTE, 1)
    assert brute.item_used == [2] and brute.item_state == ["spent"]
    pick(s, "take the damage")
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert suffers(s, BRUTE, 2)  # spent: no more Shield
    assert brute.item_used == [2]


@rules("GH-ITEM-12", "GH-ITEM-10")
def test_hide_armor_fills_no_circle_when_the_attack_is_already_blocked(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "3;", "+0", shield=2)  # Attack 2 against Shield 2
    assert kind(s) != "suffer-damage" and kind(s) != "use-item"
    assert s.character(BRUTE).hp == 10
    assert s.heroes[BRUTE].item_used == [0] and s.heroes[BRUTE].item_state == ["ready"]


@rules("GH-ITEM-10", "GH-SHIELD-01")
def test_pierce_cancels_hide_armor_whose_circle_is_still_filled(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "3;", "+1", actions=({"attack": "+0", "pierce": 1},))
    assert s.heroes[BRUTE].item_used == [1]  # compulsory, even without benefit
    assert suffers(s, BRUTE, 3)  # Attack 3, Shield 1 - Pierce 1 = 0


@rules("GH-SHIELD-01")
def test_pierce_cancels_heater_shield(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "8;", "+1", actions=({"attack": "+0", "pierce": 1},))
    pick(s, "use Heater Shield")
    assert suffers(s, BRUTE, 3)


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-ITEM-04")
def test_heater_shield_is_offered_after_the_draw_and_blocks_one(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "8;", "+1")
    assert offered(s) == ["Heater Shield"] and s.decision().seat == BRUTE
    assert [str(c) for c in s.monster_deck.discard] == ["+1"]  # drawn already
    declined = s.clone()
    pick(declined, "no item")
    assert suffers(declined, BRUTE, 3)
    assert declined.heroes[BRUTE].item_state == ["ready"]
    pick(s, "use Heater Shield")
    assert suffers(s, BRUTE, 2)
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ITEM-12")
def test_heater_shield_is_not_offered_when_the_attack_would_not_hurt(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "8;", "+1", shield=3)
    assert kind(s) not in ("use-item", "suffer-damage")
    assert s.heroes[BRUTE].item_state == ["ready"] and s.character(BRUTE).hp == 10


@rules("GH-ITEM-10", "GH-ITEM-11")
def test_hide_armor_blocks_first_and_heater_shield_is_still_a_choice(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "3,8;", "+1")  # Attack 3
    brute = s.heroes[BRUTE]
    assert brute.item_used == [1, 0] and kind(s) == "use-item"
    assert "Heater Shield" in offered(s)
    pick(s, "use Heater Shield")
    assert suffers(s, BRUTE, 1)
    assert brute.item_state == ["ready", "spent"]


@rules("GH-ITEM-12")
def test_heater_shield_is_not_offered_when_hide_armor_blocked_all(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "3,8;", "+0", shield=1)  # Attack 2, Shield 1 + 1
    assert kind(s) not in ("use-item", "suffer-damage")
    assert s.heroes[BRUTE].item_used == [1, 0]
    assert s.heroes[BRUTE].item_state == ["ready", "ready"]


@rules("GH-ITEM-10", "GH-ITEM-11")
def test_hide_armor_is_not_offered_twice_for_one_attack(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "3,8;", "+1")
    assert offered(s) == ["Heater Shield"]


# --- 4 Leather Armor, 7 Iron Helmet (attacked) -----------------------------------------------


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-DIS-01", "GH-ITEM-03")
def test_leather_armor_gives_the_attacking_monster_disadvantage(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "4;", "x2", "-1")
    assert offered(s) == ["Leather Armor"] and s.decision().seat == BRUTE
    assert s.monster_deck.discard == ()  # before the draw
    declined = s.clone()
    pick(declined, "no item")
    assert suffers(declined, BRUTE, 4)  # x2
    pick(s, "use Leather Armor")
    assert suffers(s, BRUTE, 1)  # the worse of x2 and -1
    assert s.heroes[BRUTE].item_state == ["spent"]
    pick(s, "take the damage")
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert suffers(s, BRUTE, 2)  # spent: not offered again


@rules("GH-ITEM-01", "GH-ATK-05")
def test_leather_armor_covers_only_the_attack_on_its_owner(tmp_path: Path) -> None:
    s = game(tmp_path, "4;")
    guard = monster(s, "bandit-guard", (1, 2))
    draw_ability_card(
        s, "bandit-guard", add_ability_card(s, "bandit-guard", {"attack": "+0", "target": 2})
    )
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (1, 1))
    monster_stack(s, "+0", "+1", "+1")
    ai_turn(s, guard)
    pick(s, "use Leather Armor")
    assert suffers(s, BRUTE, 2)  # +0 and +1: the worse
    pick(s, "take the damage")
    assert suffers(s, MINDTHIEF, 3)  # one card, +1
    assert s.monster_deck.draw_pile == ()


@rules("GH-AMD-03", "GH-ITEM-01")
def test_leather_armor_cancels_against_the_monsters_advantage(tmp_path: Path) -> None:
    s = game(tmp_path, "4;")
    guard = monster(s, "bandit-guard", (2, 2))
    draw_ability_card(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    give(s, guard, "strengthen")
    monster_stack(s, "+1", "+0")
    ai_turn(s, guard)
    pick(s, "use Leather Armor")
    assert suffers(s, BRUTE, 3)  # one card drawn: +1
    assert [str(c) for c in s.monster_deck.draw_pile] == ["+0"]


@rules("GH-ITEM-01", "GH-ITEM-02")
def test_own_turn_items_are_not_offered_during_a_monsters_turn(tmp_path: Path) -> None:
    s = game(tmp_path, "12;")
    set_hp(s, s.character(BRUTE), 5)
    guard = monster(s, "bandit-guard", (2, 2))
    draw_ability_card(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert suffers(s, BRUTE, 2)


@rules("GH-ITEM-08", "GH-ITEM-01")
def test_iron_helmet_turns_every_x2_against_its_owner_into_plus_0(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "7;", "x2")
    assert suffers(s, BRUTE, 2)  # no decision needed: nothing to spend
    pick(s, "take the damage")
    monster_stack(s, "x2")
    ai_turn(s, guard)
    assert suffers(s, BRUTE, 2)
    assert s.heroes[BRUTE].item_state == ["ready"] and s.heroes[BRUTE].item_used == [0]


@rules("GH-ITEM-08", "GH-GLOSS-16")
def test_iron_helmet_also_turns_a_bless_card_into_plus_0(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "7;", "bless")  # items.md reading 1
    assert suffers(s, BRUTE, 2)


@rules("GH-ITEM-08", "GH-ADV-01", "GH-DIS-01")
@pytest.mark.parametrize(("items", "expected"), [("7;", 3), ("4,7;", 2)])
def test_iron_helmet_replaces_both_cards_of_a_two_card_draw(
    tmp_path: Path, items: str, expected: int
) -> None:
    s = game(tmp_path, items)
    guard = monster(s, "bandit-guard", (2, 2))
    draw_ability_card(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    if items == "7;":
        give(s, guard, "strengthen")  # Advantage: +0 (was x2) vs +1 -> +1
    monster_stack(s, "x2", "+1")
    ai_turn(s, guard)
    if kind(s) == "use-item":
        pick(s, "use Leather Armor")  # Disadvantage: +0 (was x2) vs +1 -> +0
    assert suffers(s, BRUTE, expected)


@rules("GH-ITEM-01")
def test_iron_helmet_applies_by_itself_and_leaves_leather_armor_to_choose(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "4,7;", "+0", "+0")
    assert offered(s) == ["Leather Armor"]  # the helmet needs no choice (GH-ITEM-08)


# --- stunned: no items ------------------------------------------------------------------------


@rules("GH-ITEM-03", "GH-COND-11")
def test_a_stunned_character_uses_no_reaction_item(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "4,7;", "x2", "+0", stunned=True)
    assert suffers(s, BRUTE, 4)  # no Leather Armor offered, no Iron Helmet
    s, _ = guard_attacks(tmp_path, "3,8;", "+0", stunned=True)
    assert suffers(s, BRUTE, 2)  # no Hide Armor circle, no Heater Shield
    assert s.heroes[BRUTE].item_used == [0, 0]
    assert s.heroes[BRUTE].item_state == ["ready", "ready"]


@rules("GH-ITEM-03", "GH-COND-11")
def test_a_stunned_character_is_offered_no_item_on_its_turn(tmp_path: Path) -> None:
    s = game(tmp_path, "12;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 4)
    give(s, fig, "stun")
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert kind(s) != "use-item"
    assert fig.hp == 4 and s.heroes[BRUTE].item_state == ["ready"]


# --- 5 Cloak, 12 Healing, 13 Stamina (own-turn) ---------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-07", "GH-GLOSS-77")
def test_the_cloak_of_invisibility_makes_its_owner_invisible_and_is_consumed(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, ";5")
    monster(s, "bandit-guard", (6, 0))
    place(s, MINDTHIEF, (0, 2))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    assert offered(s) == ["Cloak of Invisibility"]
    pick(s, "use Cloak of Invisibility")
    assert s.character(MINDTHIEF).conditions.has("invisible")
    assert s.heroes[MINDTHIEF].item_state == ["consumed"]
    assert kind(s) == "play-half"


@rules("GH-ITEM-05", "GH-ITEM-02")
def test_an_own_turn_item_may_be_used_after_both_actions(tmp_path: Path) -> None:
    s = game(tmp_path, ";5")
    monster(s, "bandit-guard", (6, 0))
    place(s, MINDTHIEF, (0, 2))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    pick(s, "no item")
    pick(s, "Fearsome Blade: top as Attack 2")  # no enemy in reach
    assert offered(s) == ["Cloak of Invisibility"]  # between the actions
    pick(s, "no item")
    pick(s, "Scurry: bottom as Move 2")
    pick(s, "stop here")
    assert offered(s) == ["Cloak of Invisibility"]  # after both actions
    pick(s, "use Cloak of Invisibility")
    assert s.character(MINDTHIEF).conditions.has("invisible")


@rules("GH-ITEM-02", "GH-ITEM-09", "GH-ITEM-07", "GH-HEAL-01")
def test_the_minor_healing_potion_heals_3_between_the_actions(tmp_path: Path) -> None:
    s = game(tmp_path, "12;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 4)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "no item")
    pick(s, "Trample: top as Attack 2")
    assert offered(s) == ["Minor Healing Potion"]
    pick(s, "use Minor Healing Potion")
    assert fig.hp == 7 and s.heroes[BRUTE].item_state == ["consumed"]
    assert kind(s) == "play-half"  # consumed: not offered again


@rules("GH-ITEM-09")
def test_the_minor_healing_potion_does_not_heal_above_maximum(tmp_path: Path) -> None:
    s = game(tmp_path, "12;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 9)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Minor Healing Potion")
    assert fig.hp == 10


@rules("GH-ITEM-09", "GH-HEAL-03", "GH-HEAL-04", "GH-HEAL-05", "GH-DX-09")
@pytest.mark.parametrize(
    ("conditions", "hp"), [(("wound",), 7), (("poison",), 4), (("poison", "wound"), 4)]
)
def test_the_minor_healing_potion_is_a_heal_against_poison_and_wound(
    tmp_path: Path, conditions: tuple[str, ...], hp: int
) -> None:
    s = game(tmp_path, "12;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    for condition in conditions:
        give(s, fig, condition)
    turn(s, BRUTE, "Trample", "Grab and Go")
    if suffers(s, BRUTE, 1):  # the Wound at the start of the turn
        pick(s, "take the damage")
    set_hp(s, fig, 4)
    pick(s, "use Minor Healing Potion")
    assert fig.hp == hp
    assert not fig.conditions.has("poison") and not fig.conditions.has("wound")


@rules("GH-ITEM-02", "GH-ITEM-07", "GH-RECOVER-01")
def test_the_minor_stamina_potion_recovers_two_discarded_cards(tmp_path: Path) -> None:
    s = game(tmp_path, "13;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    hero = s.heroes[BRUTE]
    sweep, roar, bash = to_discard(s, BRUTE, "Sweeping Blow", "Provoking Roar", "Shield Bash")
    cleave = card_index(s, BRUTE, "Leaping Cleave")
    hero.hand.remove(cleave)
    hero.lost.append(cleave)
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Minor Stamina Potion")
    assert kind(s) == "recover"
    assert sorted(labels(s)) == ["Provoking Roar", "Shield Bash", "Sweeping Blow", "stop"]
    pick(s, "Sweeping Blow")
    pick(s, "Shield Bash")
    assert kind(s) == "play-half"  # two recovered: done
    assert hero.discard == [roar] and sweep in hero.hand and bash in hero.hand
    assert hero.lost == [cleave] and hero.item_state == ["consumed"]


@rules("GH-RECOVER-01")
def test_the_minor_stamina_potion_recovers_up_to_two(tmp_path: Path) -> None:
    s = game(tmp_path, "13;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    sweep, roar = to_discard(s, BRUTE, "Sweeping Blow", "Provoking Roar")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "use Minor Stamina Potion")
    pick(s, "Provoking Roar")
    pick(s, "stop")
    assert s.heroes[BRUTE].discard == [sweep] and roar in s.heroes[BRUTE].hand
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-02")
def test_two_own_turn_items_may_be_used_one_after_the_other(tmp_path: Path) -> None:
    s = game(tmp_path, ";5,12")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, MINDTHIEF, (0, 2))
    set_hp(s, fig, 2)
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    assert offered(s) == ["Cloak of Invisibility", "Minor Healing Potion"]
    pick(s, "use Minor Healing Potion")
    assert offered(s) == ["Cloak of Invisibility"]
    pick(s, "use Cloak of Invisibility")
    assert fig.hp == 5 and fig.conditions.has("invisible")
    assert s.heroes[MINDTHIEF].item_state == ["consumed", "consumed"]


# --- 6 Goggles, 9 Bow, 10 Hammer, 11 Dagger, 14 Power Potion (own-attack) -------------------


@rules("GH-ITEM-02", "GH-ITEM-04", "GH-ITEM-06", "GH-ADV-01")
def test_eagle_eye_goggles_give_one_attack_ability_advantage(tmp_path: Path) -> None:
    s = game(tmp_path, "6;")
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+2")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")  # Attack 3, Pierce 2
    assert offered(s) == ["Eagle-Eye Goggles"]
    assert s.heroes[BRUTE].deck.discard == ()  # before any draw
    pick(s, "use Eagle-Eye Goggles")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 5  # the better card, +2
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ATK-05", "GH-ADV-01")
def test_eagle_eye_goggles_cover_every_attack_of_the_ability(tmp_path: Path) -> None:
    s = game(tmp_path, "6;")
    first, second = two_guards(s)
    stack(s, BRUTE, "+0", "+1", "+0", "+1")
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")  # Attack 2 on an area
    pick(s, "use Eagle-Eye Goggles")
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert (first.hp, second.hp) == (3, 3)
    assert s.heroes[BRUTE].deck.draw_pile == ()  # two cards for each attack


@rules("GH-AMD-03", "GH-RANGED-04")
def test_eagle_eye_goggles_cancel_the_disadvantage_of_a_ranged_attack_up_close(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "6;")
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "-1", "+2")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3, at an adjacent enemy
    pick(s, "use Eagle-Eye Goggles")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 2  # one card: -1
    assert [str(c) for c in s.heroes[BRUTE].deck.draw_pile] == ["+2"]


@rules("GH-ITEM-04", "GH-ATK-05")
def test_a_whole_ability_item_cannot_be_used_after_the_first_draw(tmp_path: Path) -> None:
    s = game(tmp_path, "6,11;")
    two_guards(s)
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")
    assert offered(s) == ["Eagle-Eye Goggles"]  # the whole-ability moment
    pick(s, "no item")
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert offered(s) == ["Poison Dagger"]  # before the first attack's draw
    pick(s, "no item")
    assert offered(s) == ["Poison Dagger"]  # before the second: no Goggles any more
    pick(s, "no item")
    assert s.heroes[BRUTE].item_state == ["ready", "ready"]


@rules("GH-ITEM-07", "GH-SHIELD-01")
def test_the_piercing_bow_ignores_the_targets_shield(tmp_path: Path) -> None:
    s = game(tmp_path, "9;")
    guard = monster(s, "bandit-guard", (3, 2), rank="elite")  # Shield 1
    set_shield(s, guard, 1)  # and a round Shield 1
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3
    assert offered(s) == ["Piercing Bow"]
    declined = s.clone()
    pick(declined, "no item")
    pick(declined, "elite Bandit Guard 1")
    assert declined.figures[guard.id].hp == 9 - 1
    pick(s, "use Piercing Bow")
    pick(s, "elite Bandit Guard 1")
    assert guard.hp == 9 - 3
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-MELEE-01", "GH-RANGED-01", "GH-ITEM-02")
def test_ranged_and_melee_items_are_offered_only_for_their_kind_of_attack(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "9;11")
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (2, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")  # melee: no Piercing Bow
    assert kind(s) == "attack-target"
    turn(s, MINDTHIEF, "Perverse Edge", "Scurry")
    pick(s, "Perverse Edge: bottom")  # Attack 1, Range 2: no Poison Dagger
    assert kind(s) == "attack-target"
    pick(s, "Bandit Guard 1")
    assert kind(s) != "use-item"


@rules("GH-ITEM-07", "GH-ATK-05", "GH-ATKRES-07", "GH-GLOSS-15")
def test_the_war_hammer_stuns_every_target_of_a_melee_attack_ability(tmp_path: Path) -> None:
    s = game(tmp_path, "10;")
    first, second = two_guards(s)
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")
    assert offered(s) == ["War Hammer"]
    pick(s, "use War Hammer")
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert first.conditions.has("stun") and second.conditions.has("stun")
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ITEM-06", "GH-ITEM-04")
def test_the_poison_dagger_poisons_the_one_target_it_was_used_on(tmp_path: Path) -> None:
    s = game(tmp_path, "11;")
    first, second = sweep_both_guards(s)
    pick(s, "no item")  # not on the first guard
    pick(s, "use Poison Dagger")
    assert not poisoned(first) and poisoned(second)
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ITEM-04")
def test_the_poison_dagger_used_on_the_first_target_spares_the_second(tmp_path: Path) -> None:
    s = game(tmp_path, "11;")
    first, second = sweep_both_guards(s)
    pick(s, "use Poison Dagger")
    assert poisoned(first) and not poisoned(second)


@rules("GH-ITEM-07", "GH-ATK-10")
def test_the_minor_power_potion_adds_one_to_a_default_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "14;")
    guard = brute_faces_a_guard(s)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "use Minor Power Potion")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 3
    assert s.heroes[BRUTE].item_state == ["consumed"]


@rules("GH-ATK-10", "GH-ATK-05")
def test_the_minor_power_potion_covers_every_attack_of_a_ranged_or_area_ability(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "14;")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")  # ranged
    pick(s, "use Minor Power Potion")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 4
    s = game(tmp_path, "14;")
    first, second = two_guards(s)
    stack(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")
    pick(s, "use Minor Power Potion")
    pick(s, "hit Bandit Guard 1, Bandit Guard 2")
    assert (first.hp, second.hp) == (3, 3)


@rules("GH-ATK-10", "GH-ATK-12", "GH-ITEM-02")
def test_two_attack_items_may_be_used_on_one_attack_ability(tmp_path: Path) -> None:
    s = game(tmp_path, "6,14;")
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    stack(s, BRUTE, "+0", "+1")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")
    pick(s, "use Eagle-Eye Goggles")
    assert offered(s) == ["Minor Power Potion"]
    pick(s, "use Minor Power Potion")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 6 - 5  # 3 + 1, then the better card +1


# --- Long Rest and the end of the scenario ---------------------------------------------------


@rules(
    "GH-LREST-05",
    "GH-GLOSS-77",
    "GH-GLOSS-78",
    "GH-LREST-02",
    "GH-LREST-03",
    "GH-LREST-04",
    "GH-DX-10",
)
def test_a_long_rest_refreshes_spent_items_but_not_consumed_ones(tmp_path: Path) -> None:
    s = game(tmp_path, "1,3,12;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 5)
    give(s, fig, "wound")
    hero = s.heroes[BRUTE]
    set_items(s, BRUTE, *zip(hero.items, ("spent", "spent", "consumed"), (0, 2, 0), strict=True))
    cards = to_discard(s, BRUTE, "Trample", "Sweeping Blow", "Provoking Roar", "Shield Bash")
    rest_turn(s, BRUTE)
    assert suffers(s, BRUTE, 1)  # the Wound, at the start of the turn
    pick(s, "take the damage")
    assert kind(s) == "long-rest-lose"  # no ready own-turn item: no window
    pick(s, "Shield Bash")
    assert hero.lost == [cards[3]] and set(cards[:3]) <= set(hero.hand) and hero.discard == []
    assert fig.hp == 4 + 2 and not fig.conditions.has("wound")
    assert hero.item_state == ["ready", "ready", "consumed"]
    assert hero.item_used == [0, 0, 0]  # Hide Armor's circles are free again


@rules("GH-LREST-01", "GH-ITEM-05")
def test_items_may_be_used_before_and_after_a_long_rest(tmp_path: Path) -> None:
    s = game(tmp_path, "12;")
    monster(s, "bandit-guard", (6, 0))
    fig = place(s, BRUTE, (0, 2))
    set_hp(s, fig, 3)
    to_discard(s, BRUTE, "Shield Bash")
    rest_turn(s, BRUTE)
    assert offered(s) == ["Minor Healing Potion"]  # before the rest
    pick(s, "no item")
    pick(s, "Shield Bash")
    assert fig.hp == 5
    assert offered(s) == ["Minor Healing Potion"]  # after the rest, still its turn
    pick(s, "use Minor Healing Potion")
    assert fig.hp == 8


@rules("GH-SEND-02", "GH-SEND-01", "GH-GLOSS-77", "GH-GLOSS-78")
def test_every_item_is_refreshed_and_its_minus_ones_leave_at_the_end(tmp_path: Path) -> None:
    s = game(tmp_path, "1,3,12;5", level=2)
    guard = monster(s, "bandit-guard", (1, 0))
    set_hp(s, guard, 1)
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    stack_ability_deck(s, "bandit-guard", 529)
    brute, mindthief = s.heroes
    set_items(s, 0, *zip(brute.items, ("spent", "spent", "consumed"), (0, 2, 0), strict=True))
    set_items(s, 1, (mindthief.items[0], "consumed"))
    cards = list(brute.deck.cards)
    cards.remove(parse_cards("+0")[0])
    stack_modifiers(s, 0, "+0", *cards)  # 22 cards, a +0 on top
    plan(s, s.decision().seat, "Provoking Roar", "Trample")
    plan(s, s.decision().seat, "Submissive Affliction", "Scurry")
    pick(s, "Provoking Roar: top")
    pick(s, "Bandit Guard")
    while s.decision().options:
        idle(s)
    assert s.outcome == "won"
    for hero in s.heroes:
        assert set(hero.item_state) == {"ready"} and set(hero.item_used) == {0}
        assert sorted(map(str, hero.deck.cards)) == sorted(map(str, BASE_DECK))


# --- a smoke test ------------------------------------------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-01")
def test_random_play_with_items_runs_to_the_end() -> None:
    g = load_game("gloomhaven", hands="first", items="3,6,8,14;4,7,1,12")
    seen = 0
    for seed in range(3):
        s = g.new_initial_state(seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if s.is_over():
                break
            d = s.decision()
            seen += d.kind == "use-item"
            s.apply_action(rng.choice(d.options))
        assert s.is_over()
        for hero in s.heroes:
            assert set(hero.item_state) <= {"ready", "spent", "consumed"}
    assert seen


# --- 123 Ring of Skulls (found in scenario 4) -----------------------------------------------


@rules("GH-ITEM-02", "GH-ITEM-07", "GH-SUMMON-01", "GH-SUMMON-04", "GH-SUMMON-07")
def test_the_ring_of_skulls_summons_a_skeleton_that_attacks_for_2(tmp_path: Path) -> None:

    s = game(tmp_path, ";123")
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, MINDTHIEF, (0, 2))
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    assert offered(s) == ["Ring of Skulls"]
    pick(s, "use Ring of Skulls")
    pick(s, "hex 1,2")
    (skeleton,) = [f for f in s.figures if f.kind == "summon"]
    assert (skeleton.name, skeleton.hp, skeleton.max_hp) == ("Skeleton", 3, 3)
    assert s.heroes[MINDTHIEF].item_state == ["consumed"]
    assert s.heroes[MINDTHIEF].active == []  # no ability card holds it
    stack_modifiers(s, MINDTHIEF, "+1")  # its attacks draw from the Mindthief's deck
    start_monster_turn(s, skeleton)  # a summon's turn: Move +0, Attack +0
    while kind(s) == "monster-outcome":
        s.apply_action(s.decision().options[0])
    assert guard.hp == guard.max_hp - 3  # Attack 2, +1

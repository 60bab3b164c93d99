"""What a player sees at each damage decision (issue 18, "a person can read the
game"): the item windows at an attack on a character (before the draw, GH-ITEM-04;
after it, when the attack would hurt), the choice to take damage or lose cards
(GH-CDMG-01 to -05), the order of modifier effects (GH-AMD-05) and the Short Rest's
1 damage (GH-SREST-02). Each prompt and label says the figures the choice depends
on, the views carry them as data (``damage``, both seats: it is open), and nothing
of a hand leaks to the other seat. Then the bots: an armour spent only where the hit
matters, a card lost only where the hit exhausts, and the cheaper loss.

Positions come from ``position.py`` through the item tests' helpers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gh_helpers import card_index, kind, labels, monster, pick, place
from test_gh_items import game, guard_attacks, monster_stack, offered

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.position import (
    draw_ability_card,
    set_hp,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


def guard_beside_brute(s: GloomhavenState) -> tuple[Figure, Figure]:
    """A level 1 Bandit Guard (ability card 527 drawn) next to the Brute, the Mindthief
    out of its reach: the guard and the Brute."""
    guard = monster(s, "bandit-guard", (2, 2))
    draw_ability_card(s, "bandit-guard", 527)
    brute = place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    return guard, brute


def brute_attacked(
    tmp_path: Path,
    items: str,
    *cards: str,
    hp: int = 10,
    discard: tuple[str, ...] = (),
    hand: tuple[str, ...] | None = None,
    second_guard: bool = False,
) -> tuple[GloomhavenState, Figure]:
    """As ``guard_attacks`` (a level 1 Bandit Guard of Attack 2 next to the Brute,
    ``cards`` on top of the monster deck), the Brute at ``hp`` with ``discard`` in its
    discards (and only ``hand`` in hand, the rest discarded), another guard next to it
    with ``second_guard``."""
    s = game(tmp_path, items)
    guard, brute = guard_beside_brute(s)
    if second_guard:
        monster(s, "bandit-guard", (2, 1))
    set_hp(s, brute, hp)
    hero = s.heroes[BRUTE]
    if hand is not None:
        rest = [c for c in hero.hand if hero.cls.cards[c].name not in hand]
        position.move_cards(s, BRUTE, "discard", *rest)
    if discard:
        position.move_cards(s, BRUTE, "discard", *discard)
    monster_stack(s, *cards)
    start_monster_turn(s, guard)
    return s, guard


def bot(s: GloomhavenState) -> str:
    """The heuristic's answer (the planner's too: it asks the heuristic here)."""
    d = s.decision()
    return s.action_to_string(heuristic_policy(s.view(d.seat), list(d.options)))


# --- the item window after the draw (Heater Shield) ---------------------------------------


@rules("GH-ITEM-01", "GH-ITEM-06", "GH-SHIELD-01")
def test_the_heater_shield_window_says_the_damage_coming_and_what_it_leaves(
    tmp_path: Path,
) -> None:
    s, guard = guard_attacks(tmp_path, "8;", "+1")  # Attack 2 + 1 against Shield 0
    prompt = s.decision().prompt
    assert f"{guard.label}'s attack 3 against your Shield 0 will deal 3 damage" in prompt
    assert "(10 HP; 7 HP left)" in prompt
    assert "Heater Shield: Shield 1 against this attack: 2 damage instead of 3" in prompt
    assert sorted(labels(s)) == ["no item (3 damage)", "use Heater Shield (2 damage instead of 3)"]
    data = s.view(BRUTE)["damage"]
    assert data == {
        "moment": "damaged-by-attack",
        "figure": s.character(BRUTE).id,
        "seat": BRUTE,
        "damage": 3,
        "hp": 10,
        "max_hp": 10,
        "hp_after": 7,
        "exhausts": False,
        "attack": 3,
        "shield": 0,
        "pierce": 0,
        "attacker": guard.id,
        "items": [{"item": 0, "name": "Heater Shield", "shield": 1, "damage": 2, "prevents": 1}],
        "modifier_drawn": True,
    }
    assert s.view(MINDTHIEF)["damage"] == data  # open information: the same for all


@rules("GH-ITEM-10", "GH-ITEM-11", "GH-SHIELD-01")
def test_the_window_counts_the_hide_armor_already_used(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "3,8;", "+1")  # Hide Armor's circle blocks 1 first
    data = s.view(BRUTE)["damage"]
    assert (data["attack"], data["shield"], data["damage"]) == (3, 1, 2)
    assert data["items"] == [
        {"item": 1, "name": "Heater Shield", "shield": 1, "damage": 1, "prevents": 1}
    ]
    assert "use Heater Shield (1 damage instead of 2)" in labels(s)


@rules("GH-SHIELD-01")
def test_the_window_says_a_pierce_cancels_the_shield(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "8;", "+1", actions=({"attack": "+0", "pierce": 1},))
    data = s.view(BRUTE)["damage"]
    assert data["pierce"] == 1 and data["items"][0]["prevents"] == 0
    assert "use Heater Shield (no change: Pierce 1)" in labels(s)
    assert "no change, the Pierce 1 cancels it" in s.decision().prompt


# --- the item window before the draw (Leather Armor) --------------------------------------


@rules("GH-ITEM-01", "GH-ITEM-04", "GH-DIS-01")
def test_the_leather_armor_window_says_the_attack_before_its_modifier(tmp_path: Path) -> None:
    s, guard = guard_attacks(tmp_path, "4;", "+0")
    assert offered(s) == ["Leather Armor"]
    prompt = s.decision().prompt
    assert f"{guard.label} attacks you with 2 before its modifier card" in prompt
    assert "against your Shield 0: 2 damage on a +0 (10 HP; 8 HP left)" in prompt
    assert sorted(labels(s)) == ["no item (2 damage on a +0)", "use Leather Armor (Disadvantage)"]
    data = s.view(MINDTHIEF)["damage"]
    assert data["moment"] == "attacked" and data["modifier_drawn"] is False
    assert (data["attack"], data["advantage"], data["disadvantage"]) == (2, False, False)
    assert data["items"] == [{"item": 0, "name": "Leather Armor", "disadvantage": True}]


@rules("GH-ATK-11", "GH-ITEM-04")
def test_the_leather_armor_window_counts_the_poison_on_the_target(tmp_path: Path) -> None:
    s = game(tmp_path, "4;")
    guard, brute = guard_beside_brute(s)
    give(s, brute, "poison")
    monster_stack(s, "+0", "+0")
    start_monster_turn(s, guard)
    assert (s.view(BRUTE)["damage"]["attack"], s.view(BRUTE)["damage"]["damage"]) == (3, 3)


@rules("GH-BONUS-05", "GH-ITEM-04", "GH-SHIELD-01")
def test_the_window_counts_a_persistent_shield_without_using_its_slot(tmp_path: Path) -> None:
    """Warding Strength (Shield 1 the next six times an attack would damage the Brute)
    shows in the window before the draw; its slot is used once, by the attack."""
    s = game(tmp_path, "4;")
    guard, _ = guard_beside_brute(s)
    warding = position.put_in_active_area(s, BRUTE, "Warding Strength", "bottom", 6)
    monster_stack(s, "+1", "+1")
    start_monster_turn(s, guard)
    data = s.view(BRUTE)["damage"]
    assert (data["shield"], data["damage"]) == (1, 1) and warding.slot == 0
    pick(s, "no item")
    assert kind(s) == "suffer-damage" and warding.slot == 1  # 3 - 1: 2 damage


@rules("GH-RANGED-04", "GH-ITEM-04")
def test_a_ranged_attack_from_afar_has_no_disadvantage(tmp_path: Path) -> None:
    s = game(tmp_path, "4;")
    guard = monster(s, "bandit-guard", (3, 2))
    card = position.add_ability_card(s, "bandit-guard", {"attack": "+0", "range": 3})
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0", "+0")
    start_monster_turn(s, guard, card)
    assert s.view(BRUTE)["damage"]["disadvantage"] is False
    assert "use Leather Armor (Disadvantage)" in labels(s)


@rules("GH-RANGED-04", "GH-ITEM-04")
def test_leather_armor_against_a_ranged_attack_from_next_door_changes_nothing(
    tmp_path: Path,
) -> None:
    s, _ = guard_attacks(tmp_path, "4;", "+0", "+0", actions=({"attack": "+0", "range": 3},))
    data = s.view(BRUTE)["damage"]
    assert data["disadvantage"] is True and data["items"][0]["disadvantage"] is False
    assert "before its modifier card with Disadvantage" in s.decision().prompt
    assert "use Leather Armor (no change, it has Disadvantage)" in labels(s)
    assert bot(s) == "no item (2 damage on a +0)"  # the bots keep it


@rules("GH-COND-16", "GH-ITEM-04")
def test_leather_armor_against_advantage_says_it_cancels_it(tmp_path: Path) -> None:
    s = game(tmp_path, "4;")
    guard, _ = guard_beside_brute(s)
    give(s, guard, "strengthen")
    monster_stack(s, "+0", "+0")
    start_monster_turn(s, guard)
    assert s.view(BRUTE)["damage"]["advantage"] is True
    assert "before its modifier card with Advantage" in s.decision().prompt
    assert "use Leather Armor (cancels its Advantage)" in labels(s)


# --- take the damage or lose cards ----------------------------------------------------------


@rules("GH-CDMG-01", "GH-CDMG-02", "GH-CDMG-03")
def test_the_suffer_choice_says_what_taking_it_leaves_and_what_a_card_negates(
    tmp_path: Path,
) -> None:
    s, guard = brute_attacked(tmp_path, "", "+1", discard=("Trample", "Eye for an Eye"))
    d = s.decision()
    assert d.kind == "suffer-damage"
    assert d.prompt == (
        "Brute would suffer 3 damage: taking it leaves 7 of 10 HP, or lose 1 card from "
        "hand or lose 2 discards to negate it"
    )
    found = labels(s)
    assert "take the damage (3 of your 10 HP: 7 left)" in found
    assert "lose Spare Dagger from hand (negates 3 damage)" in found
    assert "lose Trample from discards (and one more: negates 3 damage)" in found
    data = s.view(MINDTHIEF)["damage"]
    assert data["moment"] == "suffer" and data["attacker"] == guard.id
    assert (data["damage"], data["hp"], data["hp_after"], data["exhausts"]) == (3, 10, 7, False)
    assert (data["hand"], data["discards"]) == (len(s.heroes[BRUTE].hand), 2)
    pick(s, "lose Trample")
    assert kind(s) == "suffer-second-card"
    assert labels(s) == {
        "lose Eye for an Eye from discards (the second of two: negates 3 damage)": enc.CARD_B
        + card_index(s, BRUTE, "Eye for an Eye")
    }


@rules("GH-CDMG-05")
def test_the_suffer_choice_says_when_taking_it_exhausts(tmp_path: Path) -> None:
    s, _ = brute_attacked(tmp_path, "", "+1", hp=3)
    assert "taking it exhausts you" in s.decision().prompt
    assert "take the damage (3 of your 3 HP: exhausted)" in labels(s)
    assert s.view(BRUTE)["damage"]["exhausts"] is True


@rules("GH-CDMG-05", "GH-CDMG-01")
def test_a_hit_that_leaves_1_hp_does_not_exhaust(tmp_path: Path) -> None:
    s, _ = brute_attacked(tmp_path, "", "+1", hp=4)
    assert "taking it leaves 1 of " in s.decision().prompt
    assert s.view(BRUTE)["damage"]["exhausts"] is False
    assert bot(s) == "take the damage (3 of your 4 HP: 1 left)"  # no card for it


@rules("GH-RSTART-05", "GH-CDMG-02")
def test_the_other_seat_sees_the_figures_but_no_card_of_the_hand(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "", "+1")
    other = s.view(MINDTHIEF)
    hand = [s.heroes[BRUTE].cls.cards[c].name for c in s.heroes[BRUTE].hand]
    text = json.dumps({"damage": other["damage"], "decision": other["decision"]})
    assert "options" not in other["decision"] and "prompt" not in other["decision"]
    assert not [name for name in hand if name in text]
    assert other["damage"]["hand"] == len(hand)  # its size only, as hand_size shows


@rules("GH-AMD-05", "GH-SHIELD-01")
def test_the_modifier_order_labels_say_the_damage_to_a_shielded_character(
    tmp_path: Path,
) -> None:
    s, _ = guard_attacks(tmp_path, "", "rolling +1", "x2", shield=1)
    assert kind(s) == "modifier-order"
    assert sorted(labels(s)) == [
        "attack value 5 (4 damage to Brute, 10 HP)",
        "attack value 6 (5 damage to Brute, 10 HP)",
    ]


@rules("GH-AMD-05", "GH-BONUS-05")
def test_labelling_the_order_uses_no_slot_of_a_persistent_shield(tmp_path: Path) -> None:
    s = game(tmp_path, "")
    guard, _ = guard_beside_brute(s)
    warding = position.put_in_active_area(s, BRUTE, "Warding Strength", "bottom", 6)
    monster_stack(s, "rolling +1", "x2")
    start_monster_turn(s, guard)
    assert "attack value 5 (4 damage to Brute, 10 HP)" in labels(s)
    labels(s)
    assert warding.slot == 0  # the labels only read the Shield
    pick(s, "attack value 5")
    assert warding.slot == 1


@rules("GH-SREST-02")
def test_the_short_rest_reroll_says_the_hp(tmp_path: Path) -> None:
    s = game(tmp_path, "")
    set_hp(s, s.character(BRUTE), 4)
    position.move_cards(s, BRUTE, "discard", "Trample", "Eye for an Eye")
    position.start_steps(s, ("short-rest-keep", BRUTE, card_index(s, BRUTE, "Trample")))
    assert s.decision().prompt.startswith("Brute (4 HP): Trample is lost.")


# --- the bots ---------------------------------------------------------------------------------


@rules("GH-ITEM-06")
def test_the_bot_keeps_the_shield_for_a_hit_that_matters(tmp_path: Path) -> None:
    """At 10 HP a 3-damage hit with a guard of Attack 2 still to come leaves 7: the
    Heater Shield is kept (it was spent on the first hit of every fight)."""
    s, _ = brute_attacked(tmp_path, "8;", "+1", second_guard=True)  # 2 more to come
    assert bot(s) == "no item (3 damage)"


@rules("GH-ITEM-06", "GH-CDMG-05")
def test_the_bot_uses_the_shield_where_it_saves_a_card(tmp_path: Path) -> None:
    s, _ = brute_attacked(tmp_path, "8;", "+1", hp=3, second_guard=True)
    # 3 damage exhausts, 2 does not
    assert bot(s) == "use Heater Shield (2 damage instead of 3)"


@rules("GH-ITEM-06", "GH-CDMG-02")
def test_the_bot_keeps_the_shield_where_a_card_negates_the_hit_anyway(tmp_path: Path) -> None:
    s, _ = brute_attacked(tmp_path, "8;", "+1", hp=2)  # 2 damage still exhausts
    assert bot(s) == "no item (3 damage)"
    pick(s, "no item")
    assert bot(s).startswith("lose ") and "from hand" in bot(s)


@rules("GH-ITEM-06")
def test_the_bot_uses_the_shield_when_the_coming_attacks_would_take_the_rest(
    tmp_path: Path,
) -> None:
    # 3 damage leaves 2; the other guard hits 2
    s, _ = brute_attacked(tmp_path, "8;", "+1", hp=5, second_guard=True)
    assert bot(s) == "use Heater Shield (2 damage instead of 3)"


@rules("GH-CDMG-01")
def test_the_bot_takes_a_hit_it_survives(tmp_path: Path) -> None:
    s, _ = guard_attacks(tmp_path, "", "+1")
    assert bot(s) == "take the damage (3 of your 10 HP: 7 left)"


@rules("GH-CDMG-02", "GH-CDMG-03")
def test_the_bot_loses_two_cheap_discards_rather_than_a_dear_card(tmp_path: Path) -> None:
    """A lethal hit with one card in hand worth more than two discards together: the
    two discards go (the least useful ones), else the hand's cheapest card."""
    # card_worth: Spare Dagger 15.3 against Grab and Go 4.5 and Provoking Roar 8
    s, _ = brute_attacked(tmp_path, "", "+1", hp=2, hand=("Spare Dagger",))
    assert bot(s) == "lose Grab and Go from discards (and one more: negates 3 damage)"
    pick(s, "lose Grab and Go")
    assert bot(s) == "lose Provoking Roar from discards (the second of two: negates 3 damage)"
    s, _ = brute_attacked(tmp_path, "", "+1", hp=2, hand=("Spare Dagger", "Grab and Go"))
    assert bot(s) == "lose Grab and Go from hand (negates 3 damage)"  # a cheap card in hand

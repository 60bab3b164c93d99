"""Attacks: cases that open survivors of the mutation sample of ``combat.py`` showed
untested (docs/mutation-samples/surv-gh.md). Decks are stacked with "+0" cards; monster
turns use Bandit Guard card 527 (Move 3, Attack 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    GUARD_MOVE_ATTACK,
    arena,
    arena_file,
    kind,
    labels,
    monster,
    monster_turn,
    pick,
    pick_figure,
    place,
    plain_modifiers,
    turn,
)

from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    add_ability_card,
    build_position,
    set_items,
    stack_modifiers,
    start_monster_turn,
)

rules = pytest.mark.rules

BRUTE, SPELLWEAVER, TINKERER = 0, 1, 1
STRIKE = ("Opposing Strike", "bottom")
ARCHER_ATTACK = 533  # Bandit Archer: Move +0, Attack +0 (the stat card's Range)


@rules("GH-AOE-05")
def test_a_ranged_area_reaches_an_enemy_with_its_far_end_in_range(tmp_path: Path) -> None:
    # Cold Front's top: Attack 5, Range 2, a line of five hexes. The guard is 6 hexes
    # away; a placement with its nearest hex 2 away puts its far end on the guard.
    s = arena(tmp_path, party="brute,spellweaver")
    plain_modifiers(s)
    guard = monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 0))
    place(s, SPELLWEAVER, (0, 4))
    turn(s, SPELLWEAVER, "Cold Front", "Forked Beam")
    pick(s, "Cold Front: top")
    assert [t for t in labels(s) if t.startswith("hit ")] == [f"hit {guard.label}"]
    pick(s, f"hit {guard.label}")
    assert guard.hp == guard.max_hp - 5


def test_a_shield_given_to_adjacent_allies_protects_no_one_else(tmp_path: Path) -> None:
    # Flamethrower's bottom: Shield 1 for the Tinkerer and its adjacent allies this
    # round (the card's printed targets, data README). The Brute, far off, and the
    # guard it attacks get none of it.
    s = arena(tmp_path, party="brute,tinkerer")
    plain_modifiers(s)
    guard = monster(s, "bandit-guard", (6, 4))
    brute = place(s, BRUTE, (5, 4))
    place(s, TINKERER, (0, 0))
    turn(s, TINKERER, "Flamethrower", "Ink Bomb")
    pick(s, "Flamethrower: bottom")
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: top as Attack 2")
    pick_figure(s, guard)
    assert guard.hp == guard.max_hp - 2  # no Shield for the enemy
    monster_turn(s, guard)  # Attack 2 on the Brute, next to it
    assert brute.hp == brute.max_hp - 2  # none for the far ally either


@rules("GH-AMD-02", "GH-PUSH-01", "GH-PUSH-03")
def test_a_modifier_cards_pull_draws_the_target_closer(tmp_path: Path) -> None:
    s = arena(tmp_path)
    plain_modifiers(s)
    stack_modifiers(s, BRUTE, "+0 pull 1")
    guard = monster(s, "bandit-guard", (3, 2))
    monster(s, "living-bones", (6, 4))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Spare Dagger", "Eye for an Eye")
    pick(s, "Spare Dagger: top")
    pick_figure(s, guard)
    assert kind(s) == "pull"
    pick(s, "hex 2,2")
    assert guard.hex == (2, 2) and guard.hp == guard.max_hp - 3


@rules("GH-RETAL-01")
def test_a_retaliate_against_melee_attacks_answers_a_melee_attack_only(tmp_path: Path) -> None:
    # Opposing Strike's bottom: Retaliate 2 against melee attacks (data README).
    s = build_position(
        Position(
            [Character("brute", hex=(0, 0)), Character("cragheart", hex=(3, 2), active=[STRIKE])],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("bandit-guard", (4, 2)), Monster("bandit-archer", (6, 2))],
        )
    )
    plain_modifiers(s)
    guard, archer = s.monsters()
    monster_turn(s, guard)  # Attack 2, melee
    assert guard.hp == guard.max_hp - 2
    monster_turn(s, archer, ARCHER_ATTACK)  # a ranged attack
    assert archer.hp == archer.max_hp
    crag = s.character(1)
    assert crag.hp == crag.max_hp - 4  # both attacks hit


@rules("GH-ITEM-06", "GH-SHIELD-01")
def test_heater_shield_is_offered_against_an_attack_of_1(tmp_path: Path) -> None:
    # Heater Shield (item 8): Shield 1 when an attack would hurt you (data/items.md).
    s = arena(tmp_path)
    set_items(s, BRUTE, (8, "ready"))
    guard = monster(s, "bandit-guard", (2, 2))
    brute = place(s, BRUTE, (1, 2))
    stack_modifiers(s, None, "-1")  # Attack 2 - 1
    start_monster_turn(s, guard, GUARD_MOVE_ATTACK)
    assert kind(s) == "use-item" and "use Heater Shield (0 damage instead of 1)" in labels(s)
    pick(s, "use Heater Shield")
    assert kind(s) != "suffer-damage" and brute.hp == brute.max_hp
    assert s.heroes[BRUTE].item_state == ["spent"]


@rules("GH-ITEM-10", "GH-SHIELD-01")
def test_heater_shield_is_offered_when_pierce_leaves_hide_armor_short(tmp_path: Path) -> None:
    # Attack 2, Pierce 1: Hide Armor's compulsory Shield 1 is pierced, the attack
    # still hurts, so Heater Shield is a choice; with it, Shield 2 - 1 leaves 1 damage.
    s = arena(tmp_path)
    set_items(s, BRUTE, (3, "ready"), (8, "ready"))
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (1, 2))
    stack_modifiers(s, None, "+0")
    card = add_ability_card(s, "bandit-guard", {"attack": "+0", "pierce": 1})
    start_monster_turn(s, guard, card)
    assert s.heroes[BRUTE].item_used == [1, 0]  # Hide Armor's circle
    assert kind(s) == "use-item" and "use Heater Shield (1 damage instead of 2)" in labels(s)
    pick(s, "use Heater Shield")
    assert kind(s) == "suffer-damage" and "would suffer 1 damage" in s.decision().prompt


@rules("GH-MELEE-01", "GH-RETAL-01")
def test_an_attack_with_range_1_is_ranged_for_a_melee_only_retaliate(tmp_path: Path) -> None:
    # A made-up archer card, Attack +0 Range 1 (a number replaces the stat card's
    # Range). It names a Range, so it is not a melee attack: Opposing Strike does not
    # answer it.
    s = build_position(
        Position(
            [Character("brute", hex=(0, 0)), Character("cragheart", hex=(3, 2), active=[STRIKE])],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("bandit-archer", (4, 2))],
        )
    )
    plain_modifiers(s)
    (archer,) = s.monsters()
    card = add_ability_card(s, "bandit-archer", {"attack": "+0", "range": 1})
    monster_turn(s, archer, card)
    crag = s.character(1)
    assert crag.hp == crag.max_hp - 2 and archer.hp == archer.max_hp

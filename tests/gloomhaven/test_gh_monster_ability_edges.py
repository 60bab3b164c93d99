"""Monster abilities, cases the mutation sample of ``monster_turn.py`` found untested
(issue 22): an attack's element augment consumes the element, and once a type has
consumed it every monster of that type gets the augment this round; a condition for
the allies in range reaches only them.

Set-up: scenario level 1, a normal Bandit Guard attacks 2; every modifier deck is "+0".
Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, has, kind, monster, pick, place, plain_modifiers

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    set_elements,
    set_hp,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
GUARD = "bandit-guard"
# Attack +0; with Fire consumed, +1 more
FIRE_AUGMENT = {"attack": "+0", "consume": {"element": "fire", "effect": {"attack": "+1"}}}


def damage_offered(s: GloomhavenState) -> str:
    assert kind(s) == "suffer-damage"
    prompt = s.decision().prompt
    pick(s, "take the damage")
    return prompt


@rules("GH-MCONSUME-01")
def test_a_monsters_attack_augment_consumes_its_element(tmp_path: Path) -> None:
    s = arena(tmp_path)
    plain_modifiers(s)
    guard = monster(s, GUARD, (2, 2))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    set_elements(s, fire="strong")
    start_monster_turn(s, guard, add_ability_card(s, GUARD, FIRE_AUGMENT))
    assert "suffer 3 damage" in damage_offered(s)
    assert s.elements.level(Element.FIRE) == Strength.INERT


@rules("GH-MCONSUME-02")
def test_a_second_monster_of_the_type_gets_the_augment_its_type_consumed(tmp_path: Path) -> None:
    s = arena(tmp_path)
    plain_modifiers(s)
    first = monster(s, GUARD, (2, 2))
    second = monster(s, GUARD, (5, 2))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 2))
    set_hp(s, s.character(MINDTHIEF), 6)
    set_elements(s, fire="strong")
    card = add_ability_card(s, GUARD, FIRE_AUGMENT)  # the type's card this round
    start_monster_turn(s, first, card)
    assert "suffer 3 damage" in damage_offered(s)
    start_monster_turn(s, second, card)  # Fire is gone, but its type consumed it this round
    assert "suffer 3 damage" in damage_offered(s)


@rules("GH-MACT-02")
def test_a_condition_for_the_allies_in_range_reaches_only_those_allies(tmp_path: Path) -> None:
    """As the Forest Imp's card: Strengthen every ally within range 2, in sight; not
    the monster itself, not an enemy next to it, not an ally farther away."""
    s = arena(tmp_path)
    plain_modifiers(s)
    imp = monster(s, GUARD, (2, 2))
    near = monster(s, GUARD, (4, 2))  # 2 hexes away
    far = monster(s, GUARD, (5, 2))  # 3 hexes away
    place(s, BRUTE, (1, 2))  # next to it
    place(s, MINDTHIEF, (6, 4))
    strengthen = {"condition": "strengthen", "affect": "allies-in-range", "range": 2}
    start_monster_turn(s, imp, add_ability_card(s, GUARD, strengthen))
    assert has(near, "strengthen")
    assert not has(far, "strengthen") and not has(imp, "strengthen")
    assert not has(s.character(BRUTE), "strengthen")

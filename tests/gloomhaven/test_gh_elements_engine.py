"""Infusing and consuming elements through play: the engine's own path (the player's
consume and infusion decisions, a monster's consume), with synthetic cards where no
shipped card has the icon (catalog 8.19, 8.20)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gh_helpers import add_card, arena, kind, labels, monster, pick, place, turn

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    draw_ability_card,
    set_elements,
    set_hp,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE = 0
FIRE, ICE, DARK = Element.FIRE, Element.ICE, Element.DARK
INERT, WANING, STRONG = Strength.INERT, Strength.WANING, Strength.STRONG


def strike(s: GloomhavenState, name: str, top: dict[str, Any], card_id: int) -> str:
    """A synthetic Brute card: ``top`` on its top half, Move 2 on its bottom."""
    add_card(
        s,
        BRUTE,
        {
            "id": card_id,
            "name": name,
            "level": "1",
            "initiative": 20,
            "top": {"actions": [top]},
            "bottom": {"actions": [{"move": 2}]},
        },
    )
    return name


def ready(tmp_path: Path, **levels: Strength) -> tuple[GloomhavenState, Any]:
    """The Brute next to a Bandit Guard with 20 hit points, a +0 modifier on top, and
    the elements at ``levels``."""
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (0, 2))
    stack_modifiers(s, BRUTE, "+0", "+0")
    set_elements(s, **{name: strength.name.lower() for name, strength in levels.items()})
    return s, guard


@rules("GH-CONSUME-05", "GH-CONSUME-03")
def test_a_multi_colour_augment_consumes_the_one_element_the_player_picks(
    tmp_path: Path,
) -> None:
    s, guard = ready(tmp_path, fire=STRONG, dark=WANING)
    card = strike(
        s, "Test Any", {"attack": 2, "consume": {"element": "any", "bonus": {"attack": 2}}}, 991
    )
    turn(s, BRUTE, card, "Trample")
    pick(s, f"{card}: top")
    assert kind(s) == "consume" and sorted(labels(s)) == ["dark", "do not consume", "fire"]
    pick(s, "dark")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 20 - 4  # Attack 2 + 2
    assert s.elements.level(DARK) == INERT and s.elements.level(FIRE) == STRONG


@rules("GH-CONSUME-06")
@pytest.mark.parametrize(("ice", "offered"), [(INERT, False), (WANING, True)])
def test_an_augment_listing_two_elements_needs_both(
    tmp_path: Path, ice: Strength, offered: bool
) -> None:
    s, guard = ready(tmp_path, fire=STRONG, ice=ice)
    top = {"attack": 2, "consume": {"element": ["fire", "ice"], "bonus": {"attack": 2}}}
    card = strike(s, "Test Both", top, 992)
    turn(s, BRUTE, card, "Trample")
    pick(s, f"{card}: top")
    assert (kind(s) == "consume") == offered
    if offered:
        pick(s, "consume")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 20 - (4 if offered else 2)
    assert s.elements.level(FIRE) == (INERT if offered else STRONG)


@rules("GH-INFUSE-03")
def test_a_multi_element_infusion_lets_the_player_choose(tmp_path: Path) -> None:
    s, _ = ready(tmp_path)
    card = strike(s, "Test Infuse", {"attack": 2, "infuse": "any"}, 993)
    turn(s, BRUTE, card, "Trample")
    pick(s, f"{card}: top")
    pick(s, "Bandit Guard 1")
    assert kind(s) == "infuse-element" and len(labels(s)) == 6
    pick(s, "ice")
    assert s.elements.pending == {ICE}


@rules("GH-CONSUME-04")
def test_several_augments_the_player_pays_the_one_chosen(tmp_path: Path) -> None:
    """Dark Frenzy (Mindthief 168): Attack 2, Ice: +2, Dark: +2. Both are Strong; the
    player consumes only Dark."""
    s = arena(tmp_path, party="mindthief,brute")
    guard = monster(s, "bandit-guard", (1, 2))
    set_hp(s, guard, 20, most=20)
    place(s, 0, (0, 2))
    stack_modifiers(s, 0, "+0", "+0")
    set_elements(s, ice="strong", dark="strong")
    turn(s, 0, "Dark Frenzy", "Scurry")
    pick(s, "Dark Frenzy: top")
    asked = []
    while kind(s) == "consume":
        prompt = s.decision().prompt
        asked.append(prompt)
        pick(s, "do not consume" if "ice" in prompt else "consume")
    pick(s, "Bandit Guard 1")
    assert len(asked) == 2  # each augment is the player's choice
    assert guard.hp == 20 - 4
    assert s.elements.level(ICE) == STRONG and s.elements.level(DARK) == INERT


# --- monsters ---------------------------------------------------------------------------


def guard_card(s: GloomhavenState, *actions: dict[str, Any]) -> int:
    """A Bandit Guard ability card with ``actions`` (this game only)."""
    return add_ability_card(s, "bandit-guard", *actions)


def ai_turn(s: GloomhavenState, fig: Any) -> None:
    start_monster_turn(s, fig)


@rules("GH-MCONSUME-02", "GH-MCONSUME-04")
def test_every_monster_of_the_type_gets_the_augment_once_one_consumed(tmp_path: Path) -> None:
    """The first Bandit Guard consumes a Waning Fire (as a player could) for Shield 1;
    the second, acting after it with Fire Inert, has the benefit too."""
    s = arena(tmp_path)
    first = monster(s, "bandit-guard", (5, 0))
    second = monster(s, "bandit-guard", (6, 0))
    for seat in (0, 1):
        place(s, seat, (0, 4 - seat))
    card = guard_card(s, {"consume": {"element": "fire", "effect": {"shield": 1}}})
    draw_ability_card(s, "bandit-guard", card)
    set_elements(s, fire="waning")
    shields = (first.shield, second.shield)
    ai_turn(s, first)
    assert s.elements.level(FIRE) == INERT and first.shield == shields[0] + 1
    ai_turn(s, second)
    assert second.shield == shields[1] + 1

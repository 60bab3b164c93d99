"""A character's turn: cases that survivors of the mutation sample of
``player_turn.py`` showed untested (docs/mutation-samples/mut-gh1.md).

Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    arena_file,
    finish_turn,
    has,
    kind,
    monster,
    pick,
    pick_figure,
    place,
    turn,
)

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    stack_modifiers,
)

rules = pytest.mark.rules

BRUTE, SPELLWEAVER = 0, 1
TINKERER = 0


@rules("GH-ACTION-03")
@pytest.mark.parametrize(
    ("half", "line"),
    [
        ("Trample: bottom as Move 2", "Brute plays the bottom of Trample as Move 2."),
        ("Trample: top as Attack 2", "Brute plays the top of Trample as Attack 2."),
    ],
)
def test_the_log_tells_a_half_played_as_its_default_action(
    tmp_path: Path, half: str, line: str
) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, half)
    assert line in s.log


@rules("GH-INFUSE-03", "GH-INFUSE-04")
def test_an_infusion_of_any_element_after_a_move_asks_which_element(tmp_path: Path) -> None:
    s = arena(tmp_path, party="brute,spellweaver")
    place(s, BRUTE, (0, 4))
    place(s, SPELLWEAVER, (2, 2))
    turn(s, SPELLWEAVER, "Chromatic Explosion", "Fire Orbs")  # bottom: Move 2, infuse any
    pick(s, "Chromatic Explosion: bottom")
    pick(s, "hex 3,2")
    pick(s, "hex 4,2")
    assert kind(s) == "infuse-element"
    pick(s, "ice")
    finish_turn(s)
    assert s.elements.level(Element.ICE) == Strength.STRONG


@rules("GH-COND-12", "GH-PEND-02")
def test_an_end_of_turn_attack_comes_before_the_muddle_ends(tmp_path: Path) -> None:
    """Auto Turret's Attack 2 "at the end of your turn" is part of the turn: a Muddled
    Tinkerer makes it with Disadvantage (x2 and +0 drawn: the +0 counts), and the Muddle
    ends after it."""
    s = build_position(
        Position(
            [
                Character(
                    "tinkerer", hex=(0, 2), active=[("Auto Turret", "top")], conditions=["muddle"]
                ),
                Character("brute", hex=(0, 4)),
            ],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("bandit-guard", (5, 2)), Monster("living-bones", (6, 0))],
        )
    )
    guard = s.monsters()[0]
    stack_modifiers(s, TINKERER, "x2", "+0", "+0", "+0")
    turn(s, TINKERER, "Hook Gun", "Stun Shot")
    pick(s, "Hook Gun: bottom as Move 2")
    pick(s, "stop here")
    pick(s, "Stun Shot: top as Attack 2")  # no enemy in reach: nothing
    pick_figure(s, guard)  # the turret
    assert guard.hp == guard.max_hp - 2
    assert not has(s.figures[s.heroes[TINKERER].figure], "muddle")

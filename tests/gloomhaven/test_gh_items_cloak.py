"""Gloomhaven item 58, Cloak of Phasing, through the engine (``data/items.md``, readings
33 to 37): its wearer's every Move is a Flying Move, and while the wearer stands on an
obstacle hex it counts as Invisible and cannot attack. Positions come from the public
position builder, on a test arena with obstacles and terrain.

The expected results come from the rules catalog (GH-MOVE-06, -07, GH-GLOSS-122,
GH-COND-15) and the readings in ``data/items.md``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gh_helpers import kind, labels, monster, pick, place, turn
from test_gh_items import BRUTE, MINDTHIEF, game, monster_stack, stack, walk

from rulebound import load_game
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.item_effects import targetable
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    draw_ability_card,
    set_items,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

OBSTACLE = (1, 2)
"""The arena's obstacle: next to the Brute's start (0, 2)."""

GUARD_MOVE_ATTACK = 527  # Bandit Guard card: Move +0, Attack +0
PUSH = {"attack": "+0", "push": 1}


def cloaked(tmp_path: Path, *contents: dict[str, Any], items: str = "58;") -> GloomhavenState:
    """The 7 x 5 arena with an obstacle at :data:`OBSTACLE` and ``contents``; the Brute
    wears ``items`` (the Cloak of Phasing), the Mindthief far off at (6, 4)."""
    content = [{"hex": list(OBSTACLE), "type": "obstacle"}, *contents]
    s = game(tmp_path, items, contents=content)
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (6, 4))
    return s


def default_move(s: GloomhavenState) -> None:
    """The Brute's turn, its first action the default Move 2 of Trample's bottom."""
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Trample: bottom as Move 2")


def guard_turn(s: GloomhavenState, guard: Figure) -> None:
    """The guard's turn with Move +0, Attack +0 and a +0 modifier on top."""
    draw_ability_card(s, "bandit-guard", GUARD_MOVE_ATTACK)
    monster_stack(s, "+0", "+0")
    start_monster_turn(s, guard)


def attacked(s: GloomhavenState) -> bool:
    """The Brute is asked to suffer an attack's damage (or lose a card instead)."""
    d = s.decision()
    return d.kind == "suffer-damage" and d.seat == BRUTE


def test_the_cloak_of_phasing_is_typed_as_worn() -> None:
    cloak = load_items()[58]
    assert (cloak.name, cloak.slot, cloak.when, cloak.use) == (
        "Cloak of Phasing",
        "body",
        "equipped",
        "unlimited",
    )
    assert cloak.effect == {"flying": True, "phasing": True}


# --- Flying: over obstacles, enemies and terrain -------------------------------------------


@rules("GH-MOVE-06", "GH-GLOSS-122", "GH-ITEM-08")
def test_the_wearer_flies_over_an_obstacle_and_an_enemy(tmp_path: Path) -> None:
    s = cloaked(tmp_path)
    default_move(s)
    assert "fly (2 left)" in s.decision().prompt
    walk(s, OBSTACLE, (2, 2))  # over the obstacle
    assert s.character(BRUTE).hex == (2, 2)
    assert any("flies from" in line for line in s.log)
    s = cloaked(tmp_path)
    monster(s, "bandit-guard", (1, 1))
    place(s, BRUTE, (0, 1))
    default_move(s)
    walk(s, (1, 1), (2, 1))  # through the enemy's hex
    assert s.character(BRUTE).hex == (2, 1)
    assert s.heroes[BRUTE].item_state == ["ready"]  # worn, never used up


@rules("GH-MOVE-06", "GH-MOVE-07", "GH-GLOSS-122", "GH-MOVE-04")
def test_a_flight_ignores_traps_and_difficult_terrain_even_in_its_last_hex(tmp_path: Path) -> None:
    s = cloaked(
        tmp_path,
        {"hex": [1, 3], "type": "difficult"},
        {"hex": [2, 3], "type": "trap", "damage": True},
    )
    place(s, BRUTE, (0, 3))
    hp = s.character(BRUTE).hp
    default_move(s)
    walk(s, (1, 3), (2, 3))  # difficult terrain costs 1, the trap does not spring
    assert s.character(BRUTE).hex == (2, 3) and s.character(BRUTE).hp == hp
    assert (2, 3) in s.traps


@rules("GH-MOVE-06", "GH-MOVE-05")
def test_a_flight_may_end_on_an_obstacle_but_not_on_a_figure(tmp_path: Path) -> None:
    s = cloaked(tmp_path)
    monster(s, "bandit-guard", (2, 2))
    default_move(s)
    walk(s, OBSTACLE)
    assert "stop here" in labels(s)  # the obstacle hex is a place to end
    assert "hex 2,2" not in labels(s)  # the guard's hex: no hex beyond it with 1 point left
    pick(s, "stop here")
    assert s.character(BRUTE).hex == OBSTACLE


@rules("GH-PUSH-07", "GH-PUSH-01")
def test_a_push_into_a_trap_does_not_spring_it_under_a_flying_wearer(tmp_path: Path) -> None:
    s = cloaked(tmp_path, {"hex": [1, 3], "type": "trap", "damage": True})
    guard = monster(s, "bandit-guard", (3, 3))
    place(s, BRUTE, (2, 3))
    brute = s.character(BRUTE)
    draw_ability_card(s, "bandit-guard", add_ability_card(s, "bandit-guard", PUSH))
    monster_stack(s, "+0")
    start_monster_turn(s, guard)
    pick(s, "take the damage")  # Attack 2
    assert kind(s) == "push"
    pick(s, "hex 1,3")
    assert brute.hex == (1, 3) and brute.hp == brute.max_hp - 2
    assert (1, 3) in s.traps  # not sprung: a flying target ignores it


# --- on an obstacle hex: Invisible, and no attacks ----------------------------------------------


@rules("GH-COND-15", "GH-FOCUS-01", "GH-ITEM-08")
def test_enemies_neither_focus_nor_attack_the_wearer_on_an_obstacle(tmp_path: Path) -> None:
    s = cloaked(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))  # next to the obstacle
    default_move(s)
    walk(s, OBSTACLE)
    pick(s, "stop here")  # the turn goes on to the top half, then ends
    brute = s.character(BRUTE)
    assert not targetable(s, brute)
    assert not brute.conditions.has("invisible")  # no token: the hex does it
    hp = brute.hp
    guard_turn(s, guard)
    assert kind(s) == "monster-outcome"  # a tie of hexes: every one for the Mindthief
    assert all("focus Mindthief" in label for label in labels(s))
    s.apply_action(s.decision().options[0])
    assert not attacked(s)
    assert brute.hp == hp
    assert guard.hex != (2, 2)  # it went for the Mindthief, its only Focus


@rules("GH-COND-15", "GH-ATK-02")
def test_the_wearer_on_an_obstacle_cannot_attack(tmp_path: Path) -> None:
    s = cloaked(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, OBSTACLE)
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: top as Attack 2")
    assert kind(s) != "attack-target"
    assert guard.hp == guard.max_hp
    assert not any("Brute attacks" in line for line in s.log)


@rules("GH-COND-15", "GH-MOVE-06", "GH-ATK-02")
def test_the_effect_ends_when_the_wearer_leaves_the_obstacle(tmp_path: Path) -> None:
    s = cloaked(tmp_path)
    guard = monster(s, "bandit-guard", (2, 1))
    place(s, BRUTE, OBSTACLE)
    brute = s.character(BRUTE)
    assert not targetable(s, brute)
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: bottom as Move 2")
    walk(s, (1, 1))  # off the obstacle, next to the guard
    pick(s, "stop here")
    assert targetable(s, brute)
    pick(s, "Grab and Go: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 2
    guard_turn(s, guard)
    assert attacked(s)  # a target again


@rules("GH-COND-15", "GH-ITEM-08")
def test_without_the_cloak_an_obstacle_hides_nobody(tmp_path: Path) -> None:
    s = cloaked(tmp_path, items="")
    place(s, BRUTE, OBSTACLE)
    assert targetable(s, s.character(BRUTE))
    set_items(s, BRUTE, (58, "ready"))
    assert not targetable(s, s.character(BRUTE))


# --- the bots wear it ----------------------------------------------------------------------------


@rules("GH-MOVE-06", "GH-ITEM-08")
def test_heuristic_games_with_the_cloak_run_to_the_end_and_fly() -> None:
    """Scenario 1 (obstacles in both rooms) played by the heuristic, the Brute wearing
    the cloak: every game ends, and the Brute's moves are flights."""
    g = load_game("gloomhaven", scenario="1", party="brute,mindthief", items="58;")
    flew = False
    for seed in range(3):
        s = g.new_initial_state(seed=seed)
        while not s.is_terminal():
            d = s.decision()
            s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
        flew = flew or any(line.startswith("Brute flies from") for line in s.log)
        assert not any(line.startswith("Brute moves from") for line in s.log)
    assert flew

"""Figures the players control, cases the mutation sample of ``control.py`` found
untested (issue 22): an ally who acts when it is not the first figure, a controlled
melee monster's attack on an adjacent ally (melee, so no Disadvantage), the XP of a
turned enemy, and a turned enemy's other abilities and its attack against a Shield.

Set-up: scenario level 1, so a normal Bandit Guard has 6 HP, Move 3 and Attack 2 and an
elite one 9 HP and Shield 1. Expected results come from the card data
(``data/classes/mindthief.yaml``) and the rules catalog, written before running the
engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    kind,
    labels,
    monster,
    pick,
    pick_figure,
    pick_hex,
    pile_of,
    place,
    plain_modifiers,
)
from gh_helpers import turn as start_turn

from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import stack_modifiers, start_monster_turn
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

GUARD = "bandit-guard"
SHIELD_RETALIATE = 524  # Bandit Guard card: Shield 1, Retaliate 2


def game(tmp_path: Path, party: str = "brute,mindthief") -> GloomhavenState:
    s = arena(tmp_path, party=party)
    plain_modifiers(s)
    return s


def turn(s: GloomhavenState, seat: int, at: Hex, lead: str, second: str) -> Figure:
    fig = place(s, seat, at)
    start_turn(s, seat, lead, second)
    return fig


@rules("GH-MOVE-01")
def test_possession_moves_the_ally_chosen_when_it_is_not_the_first_figure(
    tmp_path: Path,
) -> None:
    # The Mindthief sits first, so the ally (the Brute) is the second figure.
    s = game(tmp_path, "mindthief,brute")
    ally = place(s, 1, (3, 0))
    turn(s, 0, (2, 3), "Possession", "Scurry")
    pick(s, "Possession: bottom")
    assert kind(s) == "ally-target"
    assert f"{ally.label} at hex 3,0" in labels(s)
    pick_figure(s, ally)
    assert kind(s) == "move" and s.decision().seat == 1  # the ally's player moves it
    pick_hex(s, (4, 0))
    pick(s, "stop here")
    assert ally.hex == (4, 0)


@rules("GH-MELEE-02", "GH-RANGED-04", "GH-DIS-01")
def test_a_forced_melee_monster_attacks_its_adjacent_ally_without_disadvantage(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    place(s, 0, (0, 4))
    forced = monster(s, GUARD, (4, 2))
    victim = monster(s, GUARD, (5, 2))  # next to it
    # Drawn one card (melee): +0. Drawn two with Disadvantage (a ranged attack on an
    # adjacent figure): +0 and -1, the worse is used.
    stack_modifiers(s, None, "+0", "-1", "+0", "+0")
    turn(s, 1, (0, 2), "Submissive Affliction", "Scurry")
    pick(s, "Submissive Affliction: bottom")
    pick_figure(s, forced)
    pick_figure(s, victim)
    assert victim.hp == 6 - 2


@rules("GH-XP-03")
def test_hostile_takeover_bottom_gives_its_2_xp_when_an_enemy_is_turned(tmp_path: Path) -> None:
    s = game(tmp_path)
    place(s, 0, (0, 4))
    turned = monster(s, GUARD, (3, 2))
    turn(s, 1, (0, 2), "Hostile Takeover", "Scurry")
    pick(s, "Hostile Takeover: bottom")
    pick_figure(s, turned)
    assert s.heroes[1].xp == 2
    assert pile_of(s, 1, "Hostile Takeover") == "active"


@rules("GH-MACT-02")
def test_a_turned_and_controlled_monster_performs_its_shield_and_retaliate(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    place(s, 0, (0, 4))
    turned = monster(s, GUARD, (3, 2))
    turn(s, 1, (0, 2), "Domination", "Scurry")
    pick(s, "Domination: bottom")
    pick_figure(s, turned)
    start_monster_turn(s, turned, SHIELD_RETALIATE)
    assert turned.shield == 1
    assert turned.retaliate == ((2, 1),)


@rules("GH-SHIELD-01")
def test_a_turned_monsters_attack_without_pierce_is_reduced_by_the_shield(tmp_path: Path) -> None:
    s = game(tmp_path)
    place(s, 0, (0, 4))
    turned = monster(s, GUARD, (3, 2))
    elite = monster(s, GUARD, (4, 2), rank="elite")  # Shield 1, next to it
    turn(s, 1, (0, 2), "Domination", "Scurry")
    pick(s, "Domination: bottom")
    pick_figure(s, turned)
    start_monster_turn(s, turned, 527)  # Move +0, Attack +0
    pick(s, "stop here")
    pick_figure(s, elite)
    assert elite.hp == 9 - (2 - 1)

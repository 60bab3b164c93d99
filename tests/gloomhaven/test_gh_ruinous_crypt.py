"""Scenario 5, Ruinous Crypt: its map and set-up, the characters' Disarm at the start,
and the new demons: the Night Demon (attacks on it have Disadvantage; damage to every
figure next to it), the Flame Demon (Fire: damage to every adjacent enemy; a bigger
area) and the Frost Demon (Ice: a stronger, longer attack).

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `scenarios/05.json`, `monster/{flame,frost,night}-demon.json` and their
decks; Virtual Gloomhaven Board `5.json`), not read from the file under test."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import add_card, arena, has, kind, monster, monster_turn, pick, place, turn

from rulebound import load_game
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.monster_turn import ability_of
from rulebound.games.gloomhaven.monsters import load_monsters
from rulebound.games.gloomhaven.position import draw_ability_card, set_elements, stack_modifiers
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules
BRUTE, MINDTHIEF = 0, 1
SCORCH = 634  # Flame Demon: Fire: 2 damage to every adjacent enemy; Move +0; Attack -2
BLAZE = 630  # Flame Demon: Attack +0; Fire: a ranged area of seven hexes
ICE_LANCE = 623  # Frost Demon: Move -1; Attack +0, Range 2; Ice: Attack +2, Range +1
DARK_PULSE = 667  # Night Demon: Move +0; Attack -1; 1 damage to every adjacent figure


def strong(s: GloomhavenState, *elements: Element) -> None:
    """These elements Strong, the others Inert."""
    set_elements(s, **{e.value: "strong" for e in elements})


def settle(s: GloomhavenState) -> None:
    """The players' choices of the turn: the first of equal outcomes; take the damage."""
    while kind(s) in ("suffer-damage", "monster-outcome"):
        if kind(s) == "monster-outcome":
            s.apply_action(s.decision().options[0])
        else:
            pick(s, "take the damage")


def test_the_scenario_file_and_the_demons() -> None:
    scenario = load_scenario(5)
    assert [r.tile for r in scenario.rooms] == ["M1a", "K1a", "K2b"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 35 + 31 + 31 + 2
    assert [p.type for p in scenario.monsters_in(2, 2)].count("flame-demon") == 2
    assert scenario.unlocks == (10, 14, 19) and scenario.links == (10,)
    bestiary = load_monsters()
    flame = bestiary.monsters["flame-demon"].stats(1, "elite")
    assert (flame["retaliate"], flame["retaliate_range"], flame["shield"]) == (2, 2, 4)
    assert bestiary.monsters["frost-demon"].stats(6, "elite")["retaliate"] == 4
    night = bestiary.monsters["night-demon"].stats(7, "elite")
    assert (night["health"], night["attack"], night["attackers_disadvantage"]) == (21, 8, True)
    assert [c.initiative for c in bestiary.decks["night-demon"]] == [4, 7, 22, 26, 46, 41, 35, 15]


@rules("GH-COND-10", "GH-COND-02")
def test_every_character_starts_disarmed() -> None:
    game = load_game("gloomhaven", party="brute,mindthief", hands="first", scenario=5)
    s = game.new_initial_state(0)
    assert all(has(s.character(seat), "disarm") for seat in (BRUTE, MINDTHIEF))
    while s.round < 2:  # any play: the Disarm ends with the character's first turn
        s.apply_action(s.decision().options[0])
    assert "Brute's turn." in s.log and not has(s.character(BRUTE), "disarm")


@rules("GH-DIS-01")
def test_an_attack_on_a_night_demon_has_disadvantage(tmp_path: Path) -> None:
    s = arena(tmp_path)
    demon = monster(s, "night-demon", (1, 2))
    place(s, BRUTE, (0, 2))
    position.stack_modifiers(s, BRUTE, "+2", "+0")  # the worse one counts
    add_card(
        s,
        BRUTE,
        {
            "id": 991,
            "name": "Test Strike",
            "level": "1",
            "initiative": 20,
            "top": {"actions": [{"attack": 3}]},
            "bottom": {"actions": [{"move": 2}]},
        },
    )
    turn(s, BRUTE, "Test Strike", "Trample")
    pick(s, "Test Strike: top")
    pick(s, demon.label)
    assert demon.hp == demon.max_hp - 3  # Attack 3 +0, not +2


def test_a_night_demon_hurts_every_figure_next_to_it(tmp_path: Path) -> None:
    s = arena(tmp_path)
    brute = place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    demon = monster(s, "night-demon", (3, 2))
    ally = monster(s, "cultist", (4, 2))
    stack_modifiers(s, None, "+0", "+0")
    monster_turn(s, demon, DARK_PULSE)
    settle(s)
    assert ally.hp == ally.max_hp - 1  # its ally too
    assert brute.hp == brute.max_hp - 2 - 1  # the attack (3 - 1) and the 1 damage


@rules("GH-MCONSUME-01")
def test_fire_scorches_every_enemy_next_to_a_flame_demon(tmp_path: Path) -> None:
    s = arena(tmp_path)
    brute = place(s, BRUTE, (2, 2))
    mindthief = place(s, MINDTHIEF, (6, 4))
    demon = monster(s, "flame-demon", (3, 2))
    strong(s, Element.FIRE)
    stack_modifiers(s, None, "+0", "+0")
    monster_turn(s, demon, SCORCH)
    settle(s)
    # 2 damage before it moves; the attack (2 - 2 = 0) adds nothing
    assert (brute.hp, mindthief.hp) == (brute.max_hp - 2, mindthief.max_hp)
    assert s.consumed == {"flame-demon": "fire"}


@rules("GH-MCONSUME-04", "GH-FOCUS-01")
def test_the_demons_augments_change_what_they_plan(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (0, 2))
    flame = monster(s, "flame-demon", (3, 2))
    frost = monster(s, "frost-demon", (5, 2))
    draw_ability_card(s, "flame-demon", BLAZE)
    draw_ability_card(s, "frost-demon", ICE_LANCE)
    assert not ability_of(s, flame)[0].aoe
    assert (ability_of(s, frost)[0].range, ability_of(s, frost)[1]) == (2, 3)
    strong(s, Element.FIRE, Element.ICE)
    blaze = ability_of(s, flame)[0]
    assert len(blaze.aoe) == 7 and not blaze.aoe_melee and blaze.range == 3
    assert (ability_of(s, frost)[0].range, ability_of(s, frost)[1]) == (3, 5)

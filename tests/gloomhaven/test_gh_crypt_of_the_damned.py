"""Scenario 4, Crypt of the Damned: its map and set-up, and its new monsters: the
Cultist (an attack as it dies, Living Bones summoned at a cost) and the Wind Demon (a
push without an attack, augments on Air and Earth, Invisible on Air); and treasure 46,
a trapped one.

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `scenarios/04.json`, `treasures.json`, `monster/cultist.json`,
`monster/wind-demon.json` and their decks; Virtual Gloomhaven Board `4.json`), not read
from the file under test."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    has,
    kind,
    labels,
    monster,
    monster_turn,
    pick,
    place,
    turn,
)

from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import suffer
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.monster_turn import ability_of
from rulebound.games.gloomhaven.monsters import load_monsters
from rulebound.games.gloomhaven.player_turn import loot_hex
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    draw_ability_card,
    set_elements,
    set_hp,
    stack_ability_deck,
    stack_modifiers,
)
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules
BRUTE, MINDTHIEF = 0, 1
DYING_BLOW = 604  # Cultist: Move -1, Attack -1; as it dies, Attack +2 on every adjacent enemy
PLAIN = 606  # Cultist: Move +0, Attack +0
RAISE_BONES = 609  # Cultist: summon a normal Living Bones; suffer 2 damage
SHOVE = 650  # Wind Demon: push every adjacent enemy 1; Attack +0; Earth: Range -2
WHIRL = 648  # Wind Demon: Move +0; Attack +0 on 3 hexes; Air: Attack +1 on 6 hexes
VANISH = 644  # Wind Demon: Attack -1; Heal 1 self; Air: Invisible


def strong(s: GloomhavenState, *elements: Element) -> None:
    """These elements Strong, the others Inert."""
    set_elements(s, **{e.value: "strong" for e in elements})


def quiet(s: GloomhavenState) -> None:
    """Nothing pending: what is pushed next runs when the next decision is asked for."""
    s.steps, s.waiting, s._decision = [], None, None


def die(s: GloomhavenState, fig: Figure) -> None:
    quiet(s)
    suffer(s, fig, fig.hp, cause=-1)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")


def test_the_scenario_file() -> None:
    scenario = load_scenario(4)
    assert [r.tile for r in scenario.rooms] == ["E1a", "G1b", "C1a", "M1a"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 22 + 23 + 12 + 35 + 3
    cultists = [
        len([p for p in scenario.monsters_in(2, n) if p.type == "cultist"]) for n in (2, 3, 4)
    ]
    assert cultists == [2, 3, 4]
    demons = [(p.type, p.rank) for p in scenario.monsters_in(4, players=3)]
    assert sorted(demons)[-2:] == [("wind-demon", "elite"), ("wind-demon", "normal")]
    assert scenario.treasure(38) is not None and scenario.treasure_item(38) == 123
    assert scenario.unlocks == (5, 6) and scenario.win_rooms == "all"


def test_the_cultist_and_wind_demon_stat_cards() -> None:
    bestiary = load_monsters()
    cultist, demon = bestiary.monsters["cultist"], bestiary.monsters["wind-demon"]
    assert cultist.stats(1, "normal") == {"health": 5, "move": 2, "attack": 1}
    assert cultist.stats(3, "elite")["attack_conditions"] == ["curse"]
    assert demon.stats(1, "normal") == {
        "health": 3,
        "move": 3,
        "attack": 2,
        "range": 3,
        "shield": 2,
        "flying": True,
    }
    assert demon.stats(4, "elite")["attack_conditions"] == ["disarm"]
    assert [c.initiative for c in bestiary.decks["cultist"]] == [10, 10, 27, 27, 39, 63, 63, 31]
    assert [c.initiative for c in bestiary.decks["wind-demon"]] == [9, 21, 21, 29, 37, 43, 43, 2]


@rules("GH-ATKRES-04")
def test_a_cultist_attacks_every_adjacent_enemy_as_it_dies(tmp_path: Path) -> None:
    s = arena(tmp_path)
    brute, mindthief = place(s, BRUTE, (2, 2)), place(s, MINDTHIEF, (3, 1))
    cultist = monster(s, "cultist", (3, 2))
    monster(s, "cultist", (6, 4))  # another one, so the scenario goes on
    draw_ability_card(s, "cultist", DYING_BLOW)
    stack_modifiers(s, None, "+0", "+0")
    die(s, cultist)
    # Attack 1 + 2 = 3 on each: both adjacent enemies, after it is dead
    assert (brute.hp, mindthief.hp) == (brute.max_hp - 3, mindthief.max_hp - 3)


@rules("GH-ATKRES-04", "GH-TARGET-01")
def test_a_character_attack_goes_on_after_the_cultist_it_killed_struck_back(
    tmp_path: Path,
) -> None:
    """The Tinkerer's Attack 2, Target 2 kills a Cultist (card 604) first: the Cultist
    strikes the Tinkerer as it dies, then the Tinkerer's attack hits its second target
    with its own value."""
    s = arena(tmp_path, party="tinkerer,brute")
    tinkerer = place(s, 0, (0, 2))
    place(s, 1, (6, 4))
    cultist = monster(s, "cultist", (1, 2))
    set_hp(s, cultist, 1)
    guard = monster(s, "bandit-guard", (3, 2))
    draw_ability_card(s, "cultist", DYING_BLOW)
    stack_modifiers(s, None, "+0", "+0")
    stack_modifiers(s, 0, *["+0"] * 6)
    position.move_cards(s, 0, "hand", "Reviving Shock")
    turn(s, 0, "Reviving Shock", "Stun Shot")
    pick(s, "Reviving Shock: top")  # Attack 2, Range 3, Target 2
    pick(s, "Cultist 1")
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert not cultist.alive and tinkerer.hp == tinkerer.max_hp - 3
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 2


@rules("GH-RSTART-15")
def test_cultists_tied_with_archers_are_ordered_by_the_players(tmp_path: Path) -> None:
    """A monster type whose id starts with "c" is no character in a tie (the
    characters' keys are "c0", "c1"...)."""
    from gh_helpers import plan

    s = arena(tmp_path)
    monster(s, "cultist", (6, 4))
    monster(s, "bandit-archer", (6, 0))
    twin = add_ability_card(s, "bandit-archer", {"move": "+0"}, {"attack": "+0"}, initiative=27)
    stack_ability_deck(s, "bandit-archer", twin)  # Initiative 27, as 606
    stack_ability_deck(s, "cultist", PLAIN)
    plan(s, 0, "Trample", "Eye for an Eye")
    plan(s, 1, "Submissive Affliction", "Into the Night")
    assert kind(s) == "order-tie" and s.decision().seat == s.party_seat()
    assert sorted(labels(s)) == ["Bandit Archer first", "Cultist first"]


def test_no_attack_as_it_dies_on_another_card(tmp_path: Path) -> None:
    s = arena(tmp_path)
    brute = place(s, BRUTE, (2, 2))
    cultist = monster(s, "cultist", (3, 2))
    monster(s, "cultist", (6, 4))
    draw_ability_card(s, "cultist", PLAIN)
    die(s, cultist)
    assert brute.hp == brute.max_hp


@rules("GH-MSUMMON-01", "GH-MSUMMON-02")
def test_a_cultist_raises_living_bones_and_suffers_two(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (0, 2))
    cultist = monster(s, "cultist", (3, 2))
    monster_turn(s, cultist, RAISE_BONES)
    while kind(s) == "monster-summon-hex":
        s.apply_action(s.decision().options[0])
    bones = [f for f in s.monsters() if f.type == "living-bones"]
    assert len(bones) == 1 and bones[0].rank == "normal" and bones[0].summoned
    assert cultist.hp == cultist.max_hp - 2


@rules("GH-PUSH-01", "GH-MCONSUME-04", "GH-RANGED-04")
def test_a_wind_demon_pushes_its_neighbours_away_then_shoots(tmp_path: Path) -> None:
    s = arena(tmp_path)
    brute = place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    demon = monster(s, "wind-demon", (3, 2))
    monster_turn(s, demon, SHOVE)
    while kind(s) in ("push", "suffer-damage"):
        if kind(s) == "push":
            s.apply_action(s.decision().options[0])
        else:
            pick(s, "take the damage")
    assert s.hexmap.range_between(brute.hex, demon.hex) == 2


@rules("GH-MCONSUME-01", "GH-MCONSUME-04", "GH-FOCUS-01")
def test_air_widens_and_strengthens_the_wind_demons_area(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (0, 2))
    demon = monster(s, "wind-demon", (3, 2))
    draw_ability_card(s, "wind-demon", WHIRL)
    ability, value = ability_of(s, demon)
    assert (len(ability.aoe), value, ability.range) == (3, 2, 0)  # melee: the grey hex
    strong(s, Element.AIR)
    ability, value = ability_of(s, demon)
    assert (len(ability.aoe), value) == (6, 3)


@rules("GH-MCONSUME-01", "GH-COND-15")
def test_air_makes_the_wind_demon_invisible(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 4))
    demon = monster(s, "wind-demon", (3, 2))
    strong(s, Element.AIR)
    monster_turn(s, demon, VANISH)
    assert has(demon, "invisible") and s.elements.level(Element.AIR) == Strength.INERT


@rules("GH-LOOT-02")
def test_treasure_46_poisons_and_hurts_the_looter() -> None:
    from rulebound import load_game

    game = load_game("gloomhaven", party="brute,mindthief", hands="first", scenario=4)
    s = game.new_initial_state(0)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    brute = s.character(BRUTE)
    tile = (10, -8)
    position.put_treasure(s, tile, 46)
    quiet(s)
    loot_hex(s, s.heroes[BRUTE], tile)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert has(brute, "poison") and brute.hp == brute.max_hp - 3
    assert s.heroes[BRUTE].treasures == [46]

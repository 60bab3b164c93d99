"""Scenario 9, Diamond Mine: its monsters (Hound, Vermling Scout, the Merciless
Overseer boss), the Overseer's Attack V and specials ("every Scout acts again",
Scouts summoned by party size), and the goal "kill the Overseer and loot the goal
treasure tile".

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `monster/{hound,vermling-scout,merciless-overseer}.json`,
`deck/hound.json`, `monster/deck/scout.json`, `scenarios/09.json`; Virtual
Gloomhaven Board `9.json`), not read from the file under test."""

from __future__ import annotations

import pytest
from gh_helpers import has, kind, pick, run

from rulebound import load_game
from rulebound.games.gloomhaven.damage import give, suffer
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.monsters import MonsterType, load_monsters, turn_plan
from rulebound.games.gloomhaven.movement import open_door
from rulebound.games.gloomhaven.position import (
    draw_ability_card,
    move_figure,
    place,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

DOOR: Hex = (0, -5)  # I2a -> N1a
GOAL: Hex = (6, -12)  # the goal treasure tile
SPECIAL_1 = 577  # Boss deck, initiative 73
SPECIAL_2 = 572  # Boss deck, initiative 11
MOVE_ATTACK = 578  # Boss deck: Move +0, Attack +0
SCOUT_ATTACK = 673  # Scout: Attack +2, Poison; no move
SCOUT_JUMP_LOOT = 675  # Scout: Move +1 with Jump, Loot 1
HOUND_PACK = 542  # Hound: Move +0, Attack +0, +2 next to a Hound's ally
HOUND_BITE_TWICE = 547  # Hound: Attack -1 Pierce 2, Move -2, Attack -1 Pierce 2


def mine(party: str = "brute,mindthief", level: int = 1) -> GloomhavenState:
    game = load_game("gloomhaven", party=party, hands="first", scenario=9, level=level)
    s = game.new_initial_state(0)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    stack_modifiers(s, None, *["+0"] * 20)
    return s


def reveal(s: GloomhavenState) -> Figure:
    """Open the door: the Overseer's room is revealed."""
    open_door(s, s.character(0), DOOR)
    return next(f for f in s.monsters() if f.type == "merciless-overseer")


def of(s: GloomhavenState, kind_: str) -> list[Figure]:
    return [f for f in s.monsters() if f.type == kind_]


def act(s: GloomhavenState, fig: Figure, card: int) -> None:
    """The monster takes a turn with ``card``; choices left open go to the first
    option; characters take the damage."""
    start_monster_turn(s, fig, card)
    settle(s)


def scout_type(s: GloomhavenState) -> MonsterType:
    return s.game.bestiary.monsters["vermling-scout"]


def settle(s: GloomhavenState) -> None:
    while not s.is_over() and kind(s) in (
        "suffer-damage",
        "monster-outcome",
        "monster-summon-hex",
    ):
        if kind(s) == "suffer-damage":
            pick(s, "take the damage")
        else:
            s.apply_action(s.decision().options[0])


def test_the_stat_cards() -> None:
    book = load_monsters().monsters
    hound, scout, boss = book["hound"], book["vermling-scout"], book["merciless-overseer"]
    assert hound.stats(0, "normal") == {"health": 4, "move": 3, "attack": 2}
    assert hound.stats(7, "elite") == {"health": 15, "move": 6, "attack": 5, "retaliate": 4}
    assert hound.stats(1, "normal")["retaliate"] == 1
    assert scout.standees == 10 and scout.stats(2, "elite") == {"health": 5, "move": 4, "attack": 3}
    assert boss.max_hp(1, "boss", 3) == 24 and boss.stats(2, "boss")["move"] == 3
    assert set(boss.immunities) == {"disarm", "wound", "curse", "stun"}
    assert boss.base_attack(4, "boss", 2, v=6) == 6


def test_the_scenario_file() -> None:
    scenario = load_scenario(9)
    assert [r.tile for r in scenario.rooms] == ["I2a", "N1a"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 82
    assert {n: len(scenario.monsters_in(1, n)) for n in (2, 3, 4)} == {2: 3, 3: 5, 4: 5}
    scouts = {n: [p.rank for p in scenario.monsters_in(2, n)] for n in (2, 3, 4)}
    assert (scouts[2].count("normal"), scouts[2].count("elite")) == (2, 3)
    assert (scouts[4].count("normal"), scouts[4].count("elite")) == (4, 6)
    assert scenario.requires_no_global == ("the-merchant-flees",)
    assert scenario.rewards.gold == 20 and scenario.unlocks == (11, 12)


@rules("GH-GLOSS-23", "GH-MATK-05")
def test_the_overseer_attacks_with_the_number_of_scouts() -> None:
    s = mine()
    boss = reveal(s)
    scouts = of(s, "vermling-scout")
    assert len(scouts) == 5
    brute = s.character(0)
    place(s, 0, (boss.hex[0], boss.hex[1] + 1))
    hp = brute.hp
    act(s, boss, MOVE_ATTACK)
    assert hp - brute.hp == 5
    for scout in scouts[:2]:
        suffer(s, scout, scout.hp, cause=-1)
    hp = brute.hp
    act(s, boss, MOVE_ATTACK)
    assert hp - brute.hp == 3


@rules("GH-MACT-02")
def test_special_1_every_scout_acts_again() -> None:
    s = mine()
    boss = reveal(s)
    draw_ability_card(s, "vermling-scout", SCOUT_ATTACK)
    before = len(s.log)
    act(s, boss, SPECIAL_1)
    turns = [line for line in s.log[before:] if line.endswith("'s turn.")]
    assert len(turns) == 1 + 5  # the Overseer, then each of the five Scouts
    assert all("Vermling Scout" in line for line in turns[1:])


@rules("GH-MSUMMON-01", "GH-MSUMMON-06")
def test_special_2_summons_scouts_by_party_size_and_they_wait_a_round() -> None:
    for party, ranks in (
        ("brute,mindthief", ["normal", "normal"]),
        ("brute,mindthief,tinkerer", ["elite", "normal"]),
    ):
        s = mine(party)
        boss = reveal(s)
        old = set(f.id for f in of(s, "vermling-scout"))
        act(s, boss, SPECIAL_2)
        new = [f for f in of(s, "vermling-scout") if f.id not in old]
        assert sorted(f.rank for f in new) == ranks
        assert all(f.summoned and s.hexmap.range_between(f.hex, boss.hex) == 1 for f in new)
        draw_ability_card(s, "vermling-scout", SCOUT_ATTACK)
        before = len(s.log)
        act(s, boss, SPECIAL_1)
        turns = [line for line in s.log[before:] if line.endswith("'s turn.")]
        assert len(turns) == 1 + len(old)  # the new Scouts do not act this round


@rules("GH-COND-04")
def test_the_overseer_takes_no_wound() -> None:
    s = mine()
    boss = reveal(s)
    give(s, boss, "wound")
    give(s, boss, "poison")
    assert not has(boss, "wound") and has(boss, "poison")


def test_a_hound_bites_harder_next_to_its_pack() -> None:
    s = mine()
    hounds = sorted(of(s, "hound"), key=lambda f: f.hex)
    for extra in hounds[2:]:
        suffer(s, extra, extra.hp, cause=-1)
    first, second = hounds[0], hounds[1]
    brute = s.character(0)
    place(s, 0, (first.hex[0], first.hex[1] + 1))
    far = (-5, 0)
    move_figure(s, second, far if s.character(1).hex != far else (-4, 0))
    hp = brute.hp
    act(s, first, HOUND_PACK)
    alone = hp - brute.hp
    move_figure(s, second, (first.hex[0] + 1, first.hex[1]))  # now next to the brute too
    hp = brute.hp
    act(s, first, HOUND_PACK)
    assert hp - brute.hp == alone + 2


@rules("GH-MATK-02", "GH-MACT-02")
def test_a_hound_attacks_before_it_moves_then_again() -> None:
    """Card 547 attacks first, from where the Hound stands: nobody is in reach, so
    only the attack after the move hits."""
    s = mine()
    hound = next(f for f in of(s, "hound") if f.rank == "elite")
    assert hound.hex == (-1, -3)
    s.character(0).hex = (-1, -1)  # two hexes away
    s.character(1).hex = (1, -1)  # three hexes away
    hp = s.character(0).hp
    act(s, hound, HOUND_BITE_TWICE)
    assert s.hexmap.range_between(hound.hex, s.character(0).hex) == 1
    assert hp - s.character(0).hp == 2 - 1  # level 1 elite Attack 2, -1, once


@rules("GH-MLOOT-01")
def test_a_scout_jumps_and_loots() -> None:
    s = mine()
    reveal(s)
    scout = next(f for f in of(s, "vermling-scout") if f.hex == (2, -11))
    card = s.game.bestiary.card("scout", SCOUT_JUMP_LOOT)
    assert turn_plan(scout_type(s), 1, "normal", card).ability.mode == "jump"
    s.character(0).hex = (3, -12)  # next to it: it does not move
    act(s, scout, SCOUT_JUMP_LOOT)
    assert scout.hex == (2, -11)
    assert (2, -12) not in s.coins and (1, -12) in s.coins  # range 1 only


@rules("GH-ROUND-07", "GH-SEND-06", "GH-PEND-01")
def test_won_once_the_overseer_is_dead_and_the_goal_tile_looted() -> None:
    s = mine()
    boss = reveal(s)
    suffer(s, boss, boss.hp, cause=-1)
    run(s, ("round-over",))
    assert not s.is_over()  # the goal tile is still there
    place(s, 0, GOAL)
    run(s, ("char-end", 0))
    assert any("loots the goal treasure tile" in line for line in s.log)
    run(s, ("round-over",))
    assert s.outcome == "won"

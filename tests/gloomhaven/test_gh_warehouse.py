"""Scenario 8, Gloomhaven Warehouse: the two Inox Bodyguard bosses (an Attack that
counts the characters, a cone-shaped Special 1, a Retaliate that grows with the
level, four immunities), the goal "kill both Bodyguards", and its campaign rules.

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `monster/inox-bodyguard.json`, `scenarios/08.json`, `treasures.json`;
Virtual Gloomhaven Board `8.json`), not read from the file under test."""

from __future__ import annotations

from dataclasses import replace

import pytest
from gh_helpers import has, kind, pick, run

from rulebound import load_game
from rulebound.games.gloomhaven.campaign import CampaignRecord, may_play
from rulebound.games.gloomhaven.damage import give, suffer
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.monsters import load_monsters
from rulebound.games.gloomhaven.movement import open_door
from rulebound.games.gloomhaven.position import (
    place,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

DOOR_1: Hex = (3, -1)  # I1a -> I2b
DOOR_2: Hex = (6, -7)  # I2b -> G2b, the Bodyguards' room
SPECIAL_1 = 577  # Boss deck, initiative 73
SPECIAL_2 = 572  # Boss deck, initiative 11
MOVE_ATTACK = 578  # Boss deck: Move +0, Attack +0


def warehouse(party: str = "brute,mindthief", level: int = 1) -> GloomhavenState:
    game = load_game("gloomhaven", party=party, hands="first", scenario=8, level=level)
    s = game.new_initial_state(0)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    stack_modifiers(s, None, *["+0"] * 10)
    return s


def bodyguards(s: GloomhavenState) -> list[Figure]:
    """Open both doors: the Bodyguards' room is revealed."""
    brute = s.character(0)
    open_door(s, brute, DOOR_1)
    open_door(s, brute, DOOR_2)
    return sorted((f for f in s.monsters() if f.type == "inox-bodyguard"), key=lambda f: f.hex)


def clear_room(s: GloomhavenState, keep: list[Figure]) -> None:
    """Only ``keep`` stays on the board (the characters stay out of the way)."""
    for fig in s.monsters():
        if fig not in keep:
            suffer(s, fig, fig.hp, cause=-1)


def act(s: GloomhavenState, fig: Figure, card: int) -> None:
    """The boss takes a turn with ``card``; every choice left open goes to the first
    option, and characters take the damage."""
    start_monster_turn(s, fig, card)
    while not s.is_over() and kind(s) in ("suffer-damage", "monster-outcome"):
        if kind(s) == "suffer-damage":
            pick(s, "take the damage")
        else:
            s.apply_action(s.decision().options[0])


@rules("GH-GLOSS-23", "GH-COND-04")
def test_the_inox_bodyguard_stat_card() -> None:
    guard = load_monsters().monsters["inox-bodyguard"]
    assert guard.boss and guard.standees == 2 and guard.deck == "boss"
    assert guard.max_hp(0, "boss", 2) == 12 and guard.max_hp(7, "boss", 4) == 68
    assert guard.base_attack(0, "boss", 3) == 3  # "C"
    assert guard.base_attack(3, "boss", 2) == 4  # "2+C"
    assert guard.stats(6, "boss")["move"] == 4
    assert set(guard.immunities) == {"disarm", "poison", "muddle", "stun"}
    cone = guard.specials[1][1]["area"]
    assert sorted(map(tuple, cone)) == [(0, 1), (0, 2), (1, 0), (1, 1), (2, 0)]


def test_the_scenario_file() -> None:
    scenario = load_scenario(8)
    assert [r.tile for r in scenario.rooms] == ["I1a", "I2b", "G2b"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 81
    bones = {n: len(scenario.monsters_in(1, n)) for n in (2, 3, 4)}
    corpses = {n: len(scenario.monsters_in(2, n)) for n in (2, 3, 4)}
    assert bones == corpses == {2: 2, 3: 4, 4: 6}
    assert [p.rank for p in scenario.monsters_in(3, 2)] == ["boss", "boss"]
    assert scenario.treasure(51) is not None and scenario.unlocks == (7, 13, 14)
    assert scenario.rewards.reputation == 2
    assert scenario.rewards.global_achievements == ("the-merchant-flees",)


@rules("GH-GLOSS-23", "GH-MATK-05")
def test_a_bodyguard_attacks_with_the_number_of_characters() -> None:
    for party, expected in (("brute,mindthief", 3), ("brute,mindthief,tinkerer", 4)):
        s = warehouse(party)
        guard = bodyguards(s)[0]
        clear_room(s, [guard])
        brute = s.character(0)
        place(s, 0, (guard.hex[0] - 1, guard.hex[1]))
        hp = brute.hp
        act(s, guard, MOVE_ATTACK)
        assert hp - brute.hp == expected  # level 1: 1 + C


@rules("GH-MATK-04", "GH-MELEE-03", "GH-GLOSS-34")
def test_special_1_strikes_every_enemy_in_its_cone() -> None:
    s = warehouse()
    guard = bodyguards(s)[0]
    clear_room(s, [guard])
    q, r = guard.hex
    brute, mind = s.character(0), s.character(1)
    brute.hex, mind.hex = (q + 1, r), (q + 2, r)  # a straight line from it: in the cone
    hps = brute.hp, mind.hp
    act(s, guard, SPECIAL_1)
    assert guard.hex == (q, r)  # already in reach of both: it stays
    assert (hps[0] - brute.hp, hps[1] - mind.hp) == (2, 2)  # (1 + C) - 1


@rules("GH-MACT-04")
def test_special_2_retaliate_grows_with_the_level() -> None:
    for level, expected in ((1, 3), (3, 4)):
        s = warehouse(level=level)
        guard = bodyguards(s)[0]
        clear_room(s, [guard])
        act(s, guard, SPECIAL_2)
        assert guard.retaliate == ((expected, 1),)


@rules("GH-COND-04")
def test_a_bodyguard_takes_no_poison_but_a_wound() -> None:
    s = warehouse()
    guard = bodyguards(s)[0]
    give(s, guard, "poison")
    give(s, guard, "wound")
    assert not has(guard, "poison") and has(guard, "wound")


@rules("GH-ROUND-07", "GH-SEND-06")
def test_won_when_both_bodyguards_die_whatever_else_stands() -> None:
    s = warehouse()
    first, second = bodyguards(s)
    assert first.hp == second.hp == 14  # 7 x C at level 1
    suffer(s, first, first.hp, cause=-1)
    run(s, ("round-over",))
    assert not s.is_over()
    suffer(s, second, second.hp, cause=-1)
    assert any(f.type == "living-bones" for f in s.monsters())
    run(s, ("round-over",))
    assert s.outcome == "won"


@rules("GH-SETUP-03")
def test_closed_once_the_dead_invade() -> None:
    scenario = load_scenario(8)
    record = CampaignRecord(
        unlocked=frozenset({1, 8}), party_achievements=frozenset({"jekserahs-plans"})
    )
    needs = (scenario.requires_global, scenario.requires_party, scenario.requires_no_global)
    assert may_play(record, 8, "campaign", *needs) == ""
    closed = CampaignRecord(
        unlocked=frozenset({1, 8}),
        party_achievements=frozenset({"jekserahs-plans"}),
        global_achievements=frozenset({"the-dead-invade"}),
    )
    assert "The Dead Invade" in may_play(closed, 8, "campaign", *needs)
    assert may_play(closed, 8, "casual", *needs) == ""


@rules("GH-SEND-10")
def test_completing_it_in_the_campaign_gives_two_reputation() -> None:
    from rulebound.games.gloomhaven import campaign_city as city

    before = CampaignRecord(unlocked=frozenset({1, 8}))
    c = city.Campaign(before, reputation=1)
    after = replace(before, completed=frozenset({8}), location=8)
    assert city.after_scenario(c, before, after, won=True).reputation == 3
    assert city.after_scenario(c, before, replace(before, location=8), won=False).reputation == 1

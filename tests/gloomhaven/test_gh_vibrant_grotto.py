"""Scenario 7, Vibrant Grotto: its monsters (Cave Bear, Forest Imp; the Earth Demon
and Inox Shaman are tested with their own scenarios), and the goal "loot the five
goal treasure tiles", which only a Loot ability takes.

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `monster/{cave-bear,forest-imp}.json`, `deck/{cave-bear,imp}.json`,
`scenarios/07.json`; Virtual Gloomhaven Board `7.json`), not read from the file under
test."""

from __future__ import annotations

import pytest
from gh_helpers import has, kind, pick, run

from rulebound import load_game
from rulebound.games.gloomhaven.abilities import loot
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.monsters import load_monsters
from rulebound.games.gloomhaven.movement import open_door
from rulebound.games.gloomhaven.position import place, start_monster_turn
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

GOALS: list[Hex] = [(-7, 1), (-8, -3), (3, -13), (9, -14), (4, -4)]
DOORS: list[Hex] = [(0, 0), (-6, -1), (-5, -5), (0, -9), (3, -7)]
IMP_STRENGTHEN_MUDDLE = 683  # Strengthen allies within 2, Muddle enemies within 2


def grotto(party: str = "brute,mindthief") -> GloomhavenState:
    game = load_game("gloomhaven", party=party, hands="first", scenario=7, level=1)
    s = game.new_initial_state(0)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def act(s: GloomhavenState, fig: Figure, card: int) -> None:
    start_monster_turn(s, fig, card)
    while not s.is_over() and kind(s) in ("suffer-damage", "monster-outcome"):
        if kind(s) == "suffer-damage":
            pick(s, "take the damage")
        else:
            s.apply_action(s.decision().options[0])


def test_the_stat_cards() -> None:
    book = load_monsters().monsters
    bear, imp = book["cave-bear"], book["forest-imp"]
    assert bear.standees == 4 and bear.stats(1, "elite") == {"health": 14, "move": 3, "attack": 4}
    assert bear.stats(4, "elite")["attack_conditions"] == ["wound"]
    assert "attack_conditions" not in bear.stats(4, "normal")
    assert imp.deck == "imp" and imp.standees == 10
    assert imp.stats(0, "normal") == {
        "health": 1,
        "move": 3,
        "attack": 1,
        "range": 3,
        "shield": 1,
        "flying": True,
    }
    assert imp.stats(2, "elite")["attack_conditions"] == ["curse"]


def test_the_scenario_file() -> None:
    scenario = load_scenario(7)
    assert [r.tile for r in scenario.rooms] == ["M1b", "C2a", "G2a", "B4b", "F1b", "D2b"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 132
    goals = [c.hex for c in scenario.contents_of("treasure") if dict(c.treasure).get("goal")]
    assert sorted(goals) == sorted(GOALS)
    counts = {n: sum(len(scenario.monsters_in(r.id, n)) for r in scenario.rooms) for n in (2, 3, 4)}
    assert counts == {2: 10, 3: 17, 4: 22}
    assert scenario.requires_global == ("the-power-of-enhancement", "the-merchant-flees")


@rules("GH-PEND-01", "GH-LOOT-01")
def test_only_a_loot_ability_takes_a_goal_tile() -> None:
    s = grotto()
    brute = s.character(0)
    place(s, 0, GOALS[0])
    run(s, ("char-end", 0))
    assert GOALS[0] in s.treasures  # ending the turn on it does not take it
    loot(s, s.heroes[0], brute, 1)
    assert GOALS[0] not in s.treasures and s.heroes[0].treasures == [0]


@rules("GH-ROUND-07", "GH-SEND-06")
def test_won_once_every_goal_tile_is_looted_whatever_stands() -> None:
    s = grotto()
    brute = s.character(0)
    for door in DOORS:
        open_door(s, brute, door)
    for h in GOALS:
        place(s, 0, h)
        loot(s, s.heroes[0], brute, 0)
        run(s, ("round-over",))
        assert s.is_over() == (h == GOALS[-1])
    assert s.outcome == "won" and s.monsters()


@rules("GH-COND-14", "GH-COND-16", "GH-COND-12")
def test_an_imp_strengthens_its_allies_and_muddles_its_enemies_within_two() -> None:
    s = grotto()
    imp = next(f for f in s.monsters() if f.type == "forest-imp")
    bears = [f for f in s.monsters() if f.type == "cave-bear"]
    near = [b for b in bears if s.hexmap.range_between(imp.hex, b.hex) <= 2]
    far = [b for b in bears if s.hexmap.range_between(imp.hex, b.hex) > 2]
    brute, mind = s.character(0), s.character(1)
    place(s, 0, (imp.hex[0], imp.hex[1] + 2))
    place(s, 1, (-4, 4))
    act(s, imp, IMP_STRENGTHEN_MUDDLE)
    assert near and all(has(b, "strengthen") for b in near)
    assert not any(has(b, "strengthen") for b in far) and not has(imp, "strengthen")
    assert has(brute, "muddle") and not has(mind, "muddle")

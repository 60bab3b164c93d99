"""The bots play a scenario's goal beyond its monsters: the goal treasure tiles of
Vibrant Grotto (scenario 7, taken only by a Loot ability) and the Diamond Mine (9)."""

from __future__ import annotations

import pytest

from rulebound import load_game
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_goals import looter, tile_distance
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import GOAL_TILE, evaluate
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    start_character_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.games.gloomhaven.views import bot_view
from rulebound.kernel.hexgrid import Hex, distance

BRUTE, SPELLWEAVER = 0, 1
TILE = (-7, 1)  # Vibrant Grotto's goal treasure tile in the first room
BEAR = (-2, -1)
CARDS = {BRUTE: ("Trample", "Eye for an Eye"), SPELLWEAVER: ("Fire Orbs", "Impaling Eruption")}


def _grotto(brute: Hex, spellweaver: Hex, bear: Hex = BEAR) -> GloomhavenState:
    return build_position(
        Position(
            scenario=7,
            party=[Character("brute", hex=brute), Character("spellweaver", hex=spellweaver)],
            monsters=[Monster("cave-bear", bear)],
        )
    )


def _play(s: GloomhavenState, seat: int) -> None:
    """Let the heuristic play the pending decisions of ``seat``'s turn."""
    while not s.is_terminal() and s.decision().seat == seat:
        s.apply_action(heuristic_policy(s.view(seat), list(s.decision().options)))


@pytest.mark.rules("GH-GLOSS-115")
def test_the_view_shows_the_goal_tiles_and_what_the_goal_still_needs() -> None:
    s = load_game("gloomhaven", scenario="7", party="brute,spellweaver").new_initial_state(1)
    view = s.view(0)
    assert view["objective"] == {
        "goal_tiles_left": 5,
        "loot_by_ability": True,
        "kills_needed": 0,
        "kill_monsters": False,
    }
    assert view["map"]["goal_treasures"] == [list(TILE)]
    quick = bot_view(s, 0)
    assert quick["objective"] == view["objective"]
    assert quick["map"]["goal_treasures"] == view["map"]["goal_treasures"]
    inox = load_game("gloomhaven", scenario="3", party="brute,spellweaver").new_initial_state(1)
    assert inox.view(1)["objective"]["kills_needed"] == 10  # five for each character


def _mine(brute: Hex, spellweaver: Hex) -> GloomhavenState:
    """The Diamond Mine's second room (its goal tile at ``MINE_TILE``), one Scout."""
    return build_position(
        Position(
            scenario=9,
            party=[Character("brute", hex=brute), Character("spellweaver", hex=spellweaver)],
            monsters=[Monster("vermling-scout", SCOUT)],
            rooms=[2],
            open_doors=[(0, -5)],
        )
    )


MINE_TILE, SCOUT = (6, -12), (-1, -7)


def _first_step(s: GloomhavenState, seat: int) -> tuple[Hex, Hex]:
    """Where ``seat`` stands and the hex the heuristic steps to first with a Move 2."""
    here = s.figures[s.heroes[seat].figure].hex
    start_character_turn(s, seat, *CARDS[seat])
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(next(o for text, o in labels.items() if text.endswith("as Move 2")))
    assert s.decision().kind == "move"
    action = heuristic_policy(s.view(seat), list(s.decision().options))
    assert action != enc.STOP
    return here, s.game.hex_list[action - enc.HEX]


def test_the_partner_walks_to_the_goal_tile_and_the_tank_to_the_monsters() -> None:
    for seat, heads_for in ((SPELLWEAVER, MINE_TILE), (BRUTE, SCOUT)):
        # the Brute is nearer the tile, but the tank holds the monsters off
        here, step = _first_step(_mine(brute=(6, -11), spellweaver=(3, -9)), seat)
        assert distance(step, heads_for) < distance(here, heads_for)


def test_where_no_monster_has_to_die_everyone_walks_to_the_goal_tile() -> None:
    for seat in (SPELLWEAVER, BRUTE):  # Vibrant Grotto: "monsters may still be standing"
        # the bear is the other way: a step toward it is a step away from the tile
        here, step = _first_step(_grotto(brute=(-4, 0), spellweaver=(-5, 3)), seat)
        assert distance(step, TILE) < distance(here, TILE)


@pytest.mark.rules("GH-LOOT-01")
def test_next_to_a_tile_only_a_loot_takes_the_looter_plays_its_loot() -> None:
    # one hex from the tile, a bear in reach of Flame Strike's stronger top attack
    s = _grotto(brute=(-4, 3), spellweaver=(-6, 1), bear=(-4, 0))
    start_character_turn(s, SPELLWEAVER, "Ride the Wind", "Flame Strike")
    _play(s, SPELLWEAVER)
    assert s.view(0)["objective"]["goal_tiles_left"] == 4
    assert s.view(0)["map"]["goal_treasures"] == []


def test_with_tiles_only_a_loot_takes_the_hand_keeps_its_loot_cards() -> None:
    game = load_game("gloomhaven", scenario="7", party="brute,spellweaver")
    s = game.new_initial_state(1)
    while s.decision().kind == "leave-out-card":
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    for hero in s.heroes:
        hand = [hero.cls.cards[c].name for c in hero.hand]
        assert {"Grab and Go", "Ride the Wind"} & set(hand), hand


def test_the_planner_counts_the_steps_to_a_goal_tile_and_a_tile_looted() -> None:
    near = evaluate(_mine(brute=(1, -7), spellweaver=(5, -11)))
    far = evaluate(_mine(brute=(1, -7), spellweaver=(2, -7)))
    assert near > far
    s = _mine(brute=(1, -7), spellweaver=(5, -11))
    start_character_turn(s, SPELLWEAVER, "Fire Orbs", "Impaling Eruption")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(next(o for text, o in labels.items() if text.endswith("as Move 2")))
    s.apply_action(enc.HEX + s.game.hex_index[MINE_TILE])  # onto the tile...
    s.apply_action(enc.STOP)
    while s.decision().seat == SPELLWEAVER:  # ... and the turn ends there: it is looted
        s.apply_action(enc.STOP if enc.STOP in s.decision().options else s.decision().options[0])
    assert s.view(0)["objective"]["goal_tiles_left"] == 0
    assert evaluate(s) > near + GOAL_TILE / 2


def test_the_looter_is_the_nearest_but_the_tank_and_the_tank_when_alone() -> None:
    view = _mine(brute=(6, -11), spellweaver=(3, -9)).view(0)
    assert looter(view, [MINE_TILE]) == SPELLWEAVER  # the Brute is nearer: the tank stays
    view["characters"][SPELLWEAVER]["exhausted"] = True
    assert looter(view, [MINE_TILE]) == BRUTE  # the tank goes once it is alone
    trio = [dict(c) for c in view["characters"]] + [dict(view["characters"][SPELLWEAVER])]
    trio[1] |= {"exhausted": False, "hex": [1, -7]}
    trio[2] |= {"exhausted": False, "hex": [5, -11], "seat": 2}
    assert looter({**view, "characters": trio}, [MINE_TILE]) == 2  # the nearer partner


def test_a_loot_counts_for_a_tile_only_where_a_loot_alone_takes_it_and_for_the_looter() -> None:
    grotto = _grotto(brute=(-4, 3), spellweaver=(-6, 2))
    view = grotto.view(0)
    assert tile_distance(view, view["characters"][SPELLWEAVER]) == 2
    assert tile_distance(view, view["characters"][BRUTE]) == -1  # the tank, monsters in sight
    mine = _mine(brute=(6, -11), spellweaver=(5, -11)).view(0)  # taken at a turn's end too
    assert tile_distance(mine, mine["characters"][SPELLWEAVER]) == -1

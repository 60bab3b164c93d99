"""Scenario-file features beyond scenario 1: spawns (GH-ROUND-02 to -06), pressure
plates (GH-PEND-03, GH-GLOSS-55), story points (GH-MOVE-15) and obstacles with hit
points (GH-ATK-06 to -09), each from a scenario YAML written to tmp_path.

Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gh_helpers import (
    arena_with,
    end_round,
    finish_turn,
    kind,
    labels,
    monster,
    pick,
    pick_hex,
    place,
    run,
    turn,
)

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.figures import OBSTACLE, Figure
from rulebound.games.gloomhaven.position import (
    draw_ability_card,
    set_turn_in_progress,
    stack_ability_deck,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import ParameterError

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
GUARD = "bandit-guard"


def guards(s: GloomhavenState) -> list[Figure]:
    return [f for f in s.monsters() if f.type == GUARD]


def spawn(when: str = "start", hex_: tuple[int, int] = (6, 4), **more: Any) -> dict[str, Any]:
    return {"monster": GUARD, "rank": "normal", "hex": list(hex_), "when": when, **more}


# --- spawns -------------------------------------------------------------------------------


@rules("GH-ROUND-02")
def test_a_round_start_spawn_appears_on_its_hex_before_the_plans(tmp_path: Path) -> None:
    s = arena_with(tmp_path, top={"spawns": [spawn(round=1)]})
    assert kind(s) == "plan"
    assert [f.hex for f in guards(s)] == [(6, 4)]


@rules("GH-ROUND-02")
def test_a_spawn_on_a_taken_hex_goes_to_the_nearest_empty_one_players_break_ties(
    tmp_path: Path,
) -> None:
    coin = {"hex": [6, 4], "type": "coin", "amount": 1}
    s = arena_with(tmp_path, top={"spawns": [spawn(round=1)]}, contents=[coin])
    assert kind(s) == "spawn-hex"  # (5, 4) and (6, 3) are both 1 away
    assert sorted(labels(s)) == ["hex 5,4", "hex 6,3"]
    pick(s, "hex 6,3")
    assert [f.hex for f in guards(s)] == [(6, 3)]


@rules("GH-ROUND-02")
def test_a_pressure_plate_counts_as_empty_for_a_spawn(tmp_path: Path) -> None:
    plate = {"hex": [6, 4], "type": "pressure_plate", "effects": [{"story": "Click."}]}
    s = arena_with(tmp_path, top={"spawns": [spawn(round=1)]}, contents=[plate])
    assert [f.hex for f in guards(s)] == [(6, 4)]


def test_a_spawn_every_round_and_one_only_in_its_round(tmp_path: Path) -> None:
    s = arena_with(
        tmp_path,
        top={"spawns": [spawn(round="every", hex_=(6, 0)), spawn(round=2, hex_=(6, 4))]},
    )
    assert len(guards(s)) == 1
    end_round(s)  # round 2 begins: (6, 0) is taken, three hexes are 1 away
    assert kind(s) == "spawn-hex" and len(labels(s)) == 3
    pick(s, "hex 6,1")
    assert sorted(f.hex for f in guards(s)) == [(6, 0), (6, 1), (6, 4)]


@rules("GH-ROUND-06")
def test_an_end_of_round_spawn_first_acts_next_round(tmp_path: Path) -> None:
    s = arena_with(tmp_path, top={"spawns": [spawn("end", round=1)]})
    monster(s, GUARD, (6, 0))  # something to fight, so the scenario goes on
    assert len(guards(s)) == 1
    end_round(s)
    assert len(guards(s)) == 2
    assert kind(s) == "plan" and s.round == 2  # the newcomer takes part in round 2


@rules("GH-ROUND-03", "GH-ROUND-05")
def test_a_mid_round_spawn_of_a_type_with_a_card_draws_none(tmp_path: Path) -> None:
    s = arena_with(tmp_path)
    first = monster(s, GUARD, (6, 0))
    deck = s.ability_decks[GUARD]
    first_card, *left = deck.draw
    draw_ability_card(s, GUARD, first_card)
    stack_ability_deck(s, GUARD, *left)
    place(s, BRUTE, (0, 0))
    set_turn_in_progress(s, s.character(BRUTE), GUARD)  # the Brute acts; the Guards later
    run(s, ("spawn", GUARD, (6, 4), "normal", "mid"))
    assert deck.draw == left and deck.drawn >= 0
    new = [f for f in guards(s) if f is not first]
    assert [f.hex for f in new] == [(6, 4)]


@rules("GH-ROUND-03", "GH-ROUND-04")
def test_a_mid_round_spawn_of_a_new_type_draws_its_card_and_joins_the_order(
    tmp_path: Path,
) -> None:
    s = arena_with(tmp_path)
    assert "bandit-archer" not in s.ability_decks
    set_turn_in_progress(s, s.character(BRUTE))
    run(s, ("spawn", "bandit-archer", (6, 4), "normal", "mid"))
    assert s.ability_decks["bandit-archer"].drawn >= 0
    assert [t.name for t in s.order.turns()] == ["bandit-archer"]


@rules("GH-ROUND-02")
def test_no_spawn_without_a_standee(tmp_path: Path) -> None:
    s = arena_with(tmp_path)
    for i in range(6):  # every Bandit Guard standee is on the board
        monster(s, GUARD, (i, 0) if i < 6 else (0, 2))
    run(s, ("spawn", GUARD, (6, 4), "normal", "mid"))
    assert len(guards(s)) == 6


# --- pressure plates and story points -----------------------------------------------------


PLATE_EFFECTS = [
    {"story": "A grinding sound."},
    {"spawn": {"monster": GUARD, "rank": {2: "elite"}, "hex": [6, 4]}},
]


@rules("GH-PEND-03", "GH-GLOSS-55")
def test_a_character_ending_its_turn_on_a_plate_triggers_it(tmp_path: Path) -> None:
    plate = {"hex": [3, 2], "type": "pressure_plate", "effects": PLATE_EFFECTS}
    s = arena_with(tmp_path, contents=[plate])
    monster(s, GUARD, (6, 0))
    place(s, BRUTE, (3, 2))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    finish_turn(s)
    assert "Story: A grinding sound." in s.log
    spawned = [f for f in guards(s) if f.hex == (6, 4)]
    assert [f.rank for f in spawned] == ["elite"]
    assert (3, 2) not in s.marks  # it works once


@rules("GH-PEND-03")
def test_a_plate_that_is_only_crossed_does_nothing(tmp_path: Path) -> None:
    plate = {"hex": [1, 0], "type": "pressure_plate", "effects": PLATE_EFFECTS}
    s = arena_with(tmp_path, contents=[plate])
    monster(s, GUARD, (6, 0))
    place(s, BRUTE, (0, 0))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom as Move 2")
    pick_hex(s, (1, 0))
    pick_hex(s, (2, 0))
    finish_turn(s)
    assert "Story: A grinding sound." not in s.log
    assert len(guards(s)) == 1


def two_rooms(tmp_path: Path, contents: list[dict[str, Any]]) -> GloomhavenState:
    room2 = {
        "id": 2,
        "tile": "U",
        "initial": False,
        "hexes": [[0, 6], [1, 6], [2, 6]],
        "monsters": [{"type": GUARD, "hex": [2, 6], "players": {2: "normal"}}],
    }
    door = {"hex": [0, 5], "rooms": [1, 2], "state": "closed"}
    return arena_with(tmp_path, rooms=[room2], doors=[door], contents=contents)


@rules("GH-PEND-03")
def test_a_plate_can_open_a_door_and_reveal_the_room_behind(tmp_path: Path) -> None:
    plate = {"hex": [3, 2], "type": "pressure_plate", "effects": [{"open_door": [0, 5]}]}
    s = two_rooms(tmp_path, [plate])
    monster(s, GUARD, (6, 0))
    place(s, BRUTE, (3, 2))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    finish_turn(s)
    assert (0, 5) in s.open_doors and 2 in s.rooms
    assert any(f.hex == (2, 6) for f in guards(s))


@rules("GH-MOVE-15")
def test_moving_into_a_story_point_reads_it_once(tmp_path: Path) -> None:
    story = {"hex": [1, 0], "type": "story", "effects": [{"story": "Bones underfoot."}]}
    s = arena_with(tmp_path, contents=[story])
    monster(s, GUARD, (6, 0))
    place(s, BRUTE, (0, 0))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom as Move 2")
    pick_hex(s, (1, 0))
    assert s.log.count("Story: Bones underfoot.") == 1
    pick_hex(s, (2, 0))
    assert s.log.count("Story: Bones underfoot.") == 1
    assert (1, 0) not in s.marks


# --- obstacles with hit points ------------------------------------------------------------


def obstacle_arena(tmp_path: Path, hp: int = 2) -> tuple[GloomhavenState, Figure]:
    s = arena_with(tmp_path, contents=[{"hex": [1, 0], "type": "obstacle", "hp": hp}])
    (rock,) = [f for f in s.figures if f.kind == OBSTACLE]
    return s, rock


@rules("GH-ATK-06", "GH-ATK-07")
def test_an_obstacle_with_hp_is_attacked_and_destroyed_by_damage(tmp_path: Path) -> None:
    s, rock = obstacle_arena(tmp_path)
    monster(s, GUARD, (6, 4))
    assert (1, 0) in s.hexmap.obstacles
    place(s, BRUTE, (0, 0))
    stack_modifiers(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: top as Attack 2")
    pick(s, "Obstacle at hex 1,0")
    assert not rock.alive
    assert (1, 0) not in s.hexmap.obstacles  # the hex is open now


@rules("GH-ATK-07", "GH-ATK-08")
def test_an_obstacle_is_not_moved_and_takes_no_condition(tmp_path: Path) -> None:
    s, rock = obstacle_arena(tmp_path)
    give(s, rock, "poison")
    give(s, rock, "immobilize")
    assert not rock.conditions.tokens
    run(s, ("push", rock.id, s.character(BRUTE).id, 2, False))
    assert rock.hex == (1, 0) and rock.alive


def test_monsters_ignore_an_obstacle_with_hp(tmp_path: Path) -> None:
    s, rock = obstacle_arena(tmp_path)
    guard = monster(s, GUARD, (2, 0))
    assert not s.enemies(guard, rock)
    assert s.enemies(s.character(BRUTE), rock)


def rat(s: GloomhavenState, h: tuple[int, int]) -> Figure:
    return position.add_summon(s, 1, position.Summon("rat-swarm", h, "Gnawing Horde"))


@rules("GH-ATK-09")
def test_a_player_summon_attacks_an_obstacle_with_hp(tmp_path: Path) -> None:
    s, rock = obstacle_arena(tmp_path, hp=9)
    place(s, BRUTE, (0, 4))
    place(s, MINDTHIEF, (1, 4))
    summon = rat(s, (3, 0))
    stack_modifiers(s, MINDTHIEF, "+0", "+0")
    start_monster_turn(s, summon)
    assert summon.hex == (2, 0)  # Move 1, next to the obstacle
    assert rock.hp < 9


@rules("GH-ATK-09")
def test_for_a_player_summon_an_obstacle_acts_at_initiative_99(tmp_path: Path) -> None:
    """A monster and the obstacle equally near: the monster acts earlier (its card
    shows a lower Initiative), so it is the Focus."""
    s, rock = obstacle_arena(tmp_path, hp=9)
    place(s, BRUTE, (0, 4))
    place(s, MINDTHIEF, (1, 4))
    guard = monster(s, GUARD, (5, 0))
    draw_ability_card(s, GUARD, s.ability_decks[GUARD].draw[0])
    summon = rat(s, (3, 0))
    stack_modifiers(s, MINDTHIEF, "+0", "+0")
    start_monster_turn(s, summon)
    assert summon.hex == (4, 0)
    assert rock.hp == 9 and guard.hp < guard.max_hp


# --- bad scenario files: one-line errors --------------------------------------------------


@pytest.mark.parametrize(
    ("top", "contents", "message"),
    [
        ({"spawns": [{"monster": "ogre", "hex": [0, 0]}]}, [], "spawns\\[0\\]: monster 'ogre'"),
        ({"spawns": [spawn(when="noon")]}, [], "when must be start or end"),
        ({"spawns": [spawn(round=0)]}, [], "round must be"),
        ({"spawns": [spawn(hex_=(40, 40))]}, [], "hex \\[40, 40\\] is not on the map"),
        ({"spawns": [spawn(rank="boss")]}, [], "rank"),
        ({}, [{"hex": [1, 1], "type": "pressure_plate"}], "effects must be a non-empty list"),
        ({}, [{"hex": [1, 1], "type": "story", "effects": [{"dance": 1}]}], "effects\\[0\\]"),
        (
            {},
            [{"hex": [1, 1], "type": "story", "effects": [{"open_door": [1, 2]}]}],
            "open_door \\[1, 2\\] is not a door",
        ),
        ({}, [{"hex": [1, 1], "type": "obstacle", "hp": -1}], "hp must be a whole number"),
        ({}, [{"hex": [1, 1], "type": "trap", "hp": 3}], "hp belongs on obstacle only"),
        (
            {},
            [{"hex": [1, 1], "type": "story", "repeat": True, "effects": [{"story": "x"}]}],
            "repeat",
        ),
    ],
)
def test_bad_feature_data_is_a_one_line_error(
    tmp_path: Path, top: dict[str, Any], contents: list[dict[str, Any]], message: str
) -> None:
    with pytest.raises(ParameterError, match=message) as err:
        arena_with(tmp_path, top=top, contents=contents)
    assert "\n" not in str(err.value) and "arena.yaml" in str(err.value)


@pytest.mark.parametrize(("card", "first"), [(532, "bandit-archer"), (537, GUARD)])
@rules("GH-ROUND-04", "GH-ROUND-05", "GH-DX-30")
def test_a_mid_round_spawn_acts_by_initiative_among_the_rest(
    tmp_path: Path, card: int, first: str
) -> None:
    """A figure at Initiative 20 is acting; the Guards (card 525, Initiative 30) are
    still to act. An archer spawned with card 532 (Initiative 16, lower than 20) acts
    right after the current turn, before the Guards; with card 537 (68, higher) it acts
    in normal Initiative order, after them."""
    s = arena_with(tmp_path)
    monster(s, GUARD, (6, 0))
    draw_ability_card(s, GUARD, 525)
    stack_ability_deck(s, "bandit-archer", card)
    set_turn_in_progress(s, s.character(BRUTE), GUARD)
    run(s, ("spawn", "bandit-archer", (6, 4), "normal", "mid"))
    names = [t.name for t in s.order.turns()]
    assert names[0] == first


@rules("GH-ATK-07")
def test_an_obstacle_cannot_be_taken_control_of(tmp_path: Path) -> None:
    """Only damage affects it: a character's control ability does not offer it."""
    s, rock = obstacle_arena(tmp_path)
    place(s, MINDTHIEF, (0, 0))
    guard = monster(s, GUARD, (2, 1))
    turn(s, MINDTHIEF, "Submissive Affliction", "Scurry")
    while kind(s) == "use-item":
        pick(s, "no item")
    pick(s, "Submissive Affliction: bottom")
    assert kind(s) == "control-enemy"
    options = [s.figures[a - enc.FIGURE] for a in s.decision().options if a >= enc.FIGURE]
    assert guard in options and rock not in options  # the adjacent obstacle is not offered


@rules("GH-ROUND-02")
def test_a_spawn_on_odd_rounds_until_a_room_is_revealed(tmp_path: Path) -> None:
    """Scenario 3's form of rule: every odd round, until a room is revealed."""
    s = arena_with(tmp_path, top={"spawns": [spawn(round="odd")]})
    assert len(guards(s)) == 1  # round 1
    (odd,) = s.game.scenario.spawns
    assert [r for r in range(1, 7) if odd.due(r, "start")] == [1, 3, 5]
    gone = arena_with(tmp_path, top={"spawns": [spawn(round="odd", until_room=1)]})
    assert guards(gone) == []  # room 1 is revealed from the start: no spawn at all
    with pytest.raises(ParameterError, match="until_room 9 is not a room"):
        arena_with(tmp_path, top={"spawns": [spawn(until_room=9)]})


@rules("GH-RSTART-15", "GH-MOVE-22")
def test_types_revealed_mid_round_on_the_same_initiative_are_ordered_by_the_players(
    tmp_path: Path,
) -> None:
    """A door reveals two monster types whose cards have the same Initiative (the
    Bandit Guard and the Inox Guard both draw from the guard deck): the players order
    them before the next turn is taken (the engine used to loop for ever here)."""
    from rulebound.games.gloomhaven.movement import open_door

    room2 = {
        "id": 2,
        "tile": "U",
        "initial": False,
        "hexes": [[0, 6], [1, 6], [2, 6]],
        "monsters": [
            {"type": GUARD, "hex": [2, 6], "players": {2: "normal"}},
            {"type": "inox-guard", "hex": [1, 6], "players": {2: "normal"}},
        ],
    }
    door = {"hex": [0, 5], "rooms": [1, 2], "state": "closed"}
    top = {"monster_types": [GUARD, "inox-guard"]}
    s = arena_with(tmp_path, top=top, rooms=[room2], doors=[door])
    for kind_id in (GUARD, "inox-guard"):  # each draws card 527, Initiative 50
        stack_ability_deck(s, kind_id, 527, 524)
    open_door(s, place(s, BRUTE, (0, 4)), (0, 5))
    run(s, ("next-turn",))
    assert kind(s) == "order-tie"
    pick(s, "Inox Guard")
    assert kind(s) != "order-tie"

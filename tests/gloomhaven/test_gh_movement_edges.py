"""Movement cases the mutation sample of ``movement.py`` found untested (issue 22): a
move that passes an ally with no point to spare and may not stop on it, a door opened
into a room already revealed (monsters may walk through it from then on), and the
reason a push is blocked when the first neighbour of the target is not farther away.

Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, arena_with, kind, monster, monster_turn, pick, pick_hex, place

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.position import (
    open_doors,
    reveal_rooms,
    set_hp,
    stack_modifiers,
)
from rulebound.games.gloomhaven.position import start_character_turn as turn
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
GUARD = "bandit-guard"


def options(s: GloomhavenState) -> tuple[int, ...]:
    return s.decision().options


def hex_option(s: GloomhavenState, h: tuple[int, int]) -> int:
    return enc.HEX + s.game.hex_index[h]


@rules("GH-MOVE-05", "GH-MOVE-06")
def test_a_move_2_passes_an_adjacent_ally_to_the_hex_behind_and_cannot_stop_on_it(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    monster(s, GUARD, (6, 4))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (1, 0))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom as Move 2")
    # The ally's hex costs 1 and the empty hex behind it the last point.
    assert hex_option(s, (1, 0)) in options(s)
    pick_hex(s, (1, 0))
    assert kind(s) == "move"
    assert enc.STOP not in options(s)  # a move never ends on another figure
    pick_hex(s, (2, 0))
    assert s.character(BRUTE).hex == (2, 0)


@rules("GH-MOVE-16", "GH-GLOSS-90", "GH-MMOVE-02")
def test_a_monster_walks_through_a_door_opened_into_a_room_already_revealed(
    tmp_path: Path,
) -> None:
    """Room 2 is the row below the arena, with a door at each end; the far door is
    open and the room revealed. The Brute opens the near door by moving onto it, then
    steps back: the guard in room 2 walks through that door to attack it."""
    room2 = {
        "id": 2,
        "tile": "U",
        "initial": False,
        "hexes": [[q, 6] for q in range(7)],
        "monsters": [],
    }
    near = {"hex": [0, 5], "rooms": [1, 2], "state": "closed"}
    far = {"hex": [6, 5], "rooms": [1, 2], "state": "closed"}
    s = arena_with(tmp_path, rooms=[room2], doors=[near, far])
    reveal_rooms(s, 2)
    open_doors(s, (6, 5))
    guard = monster(s, GUARD, (1, 6))
    stack_modifiers(s, None, "+0")
    place(s, BRUTE, (1, 4))
    place(s, MINDTHIEF, (6, 0))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom as Move 2")
    pick_hex(s, (0, 5))  # onto the closed door: it opens
    assert (0, 5) in s.open_doors
    pick_hex(s, (0, 4))
    brute = s.character(BRUTE)
    hp = brute.hp
    monster_turn(s, guard)  # Move 3, Attack 2
    assert guard.hex == (0, 5) and brute.hp == hp - 2


@rules("GH-PUSH-04")
def test_a_push_blocked_by_obstacles_says_so_when_the_pusher_is_the_first_neighbour(
    tmp_path: Path,
) -> None:
    rocks = [{"hex": list(h), "type": "obstacle"} for h in ((2, 2), (3, 1), (2, 3))]
    s = arena(tmp_path, contents=rocks)
    guard = monster(s, GUARD, (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (4, 2))  # east of the guard: the first hex listed around it
    place(s, MINDTHIEF, (0, 4))
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Bandit Guard 1")
    (push,) = [e for e in s.events_for(-1) if e["kind"] == "push"]
    assert push["text"] == (
        "Brute cannot push Bandit Guard 1 at hex 3,2: every hex farther from Brute is "
        "blocked (an obstacle)."
    )


@rules("GH-MOVE-01")
def test_an_enemy_to_be_moved_next_to_you_may_stay_where_it_already_is(tmp_path: Path) -> None:
    """Sinister Opportunity's bottom (card 97): an adjacent enemy moves 1 hex, ending
    next to the Scoundrel. A Move is of up to its value, so the enemy may stay put."""
    s = arena(tmp_path, party="scoundrel,brute")
    guard = monster(s, GUARD, (3, 2))
    place(s, 0, (2, 2))
    place(s, 1, (0, 4))
    turn(s, 0, "Sinister Opportunity", "Venom Shiv")
    pick(s, "Sinister Opportunity: bottom")
    pick(s, "stop here")  # the Scoundrel's own Move 3
    pick(s, guard.label)
    assert kind(s) == "move" and enc.STOP in options(s)
    pick(s, "stop here")
    assert guard.hex == (3, 2)


@rules("GH-MOVE-05", "GH-MOVE-06")
def test_a_move_1_does_not_enter_an_adjacent_allys_hex(tmp_path: Path) -> None:
    """With one point the Brute could not go on from its ally's hex, and a move never
    ends on another figure (Selfish Retribution's top: Move 1, Loot 2)."""
    s = arena(tmp_path)
    monster(s, GUARD, (6, 4))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (1, 0))
    turn(s, BRUTE, "Selfish Retribution", "Trample")
    pick(s, "Selfish Retribution: top")
    assert kind(s) == "move"
    assert hex_option(s, (1, 0)) not in options(s)
    assert hex_option(s, (0, 1)) in options(s)

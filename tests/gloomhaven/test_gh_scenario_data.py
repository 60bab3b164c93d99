"""Scenario 1 (Black Barrow) as data: rooms, doors, contents and monster set-up."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import neighbours

rules = pytest.mark.rules


def tally(players: int, room: int) -> Counter[tuple[str, str]]:
    return Counter((m.type, m.rank) for m in load_scenario(1).monsters_in(room, players))


def test_black_barrow_has_three_rooms_joined_by_two_doors() -> None:
    s = load_scenario(1)
    assert [(r.id, r.tile, len(r.hexes)) for r in s.rooms] == [
        (1, "L1a", 32),
        (2, "G1b", 23),
        (3, "I1b", 28),
    ]
    assert [r.id for r in s.rooms if r.initial] == [1]
    assert sorted(d.rooms for d in s.doors) == [(1, 2), (2, 3)]
    assert all(d.state == "closed" for d in s.doors)


@rules("GH-SETUP-10")
def test_the_whole_map_is_connected_once_the_doors_open() -> None:
    s = load_scenario(1)
    m = s.hexmap(open_doors=frozenset(d.hex for d in s.doors))
    start = s.rooms[0].hexes[0]
    reach = m.distances_from(start)
    assert all(h in reach for room in s.rooms for h in room.hexes)


@rules("GH-SETUP-10")
def test_closed_doors_seal_the_first_room() -> None:
    s = load_scenario(1)
    m = s.hexmap()
    reach = m.distances_from(s.rooms[0].hexes[0])
    other = [h for room in s.rooms[1:] for h in room.hexes]
    # range ignores doors, but nothing walks there: doors are not entered while closed
    assert all(h in reach for h in other)
    from rulebound.games.gloomhaven.hexmap import movement_costs

    walk = movement_costs(m, s.rooms[0].hexes[0], frozenset())
    assert not any(h in walk for h in other)


@rules("GH-SETUP-12")
@pytest.mark.parametrize(
    ("players", "room", "expected"),
    [
        (2, 1, {("bandit-guard", "normal"): 2, ("bandit-guard", "elite"): 1}),
        (3, 1, {("bandit-guard", "normal"): 6}),
        (4, 1, {("bandit-guard", "normal"): 4, ("bandit-guard", "elite"): 2}),
        (2, 2, {("bandit-guard", "normal"): 2, ("bandit-archer", "elite"): 1}),
        (
            3,
            2,
            {
                ("bandit-archer", "normal"): 2,
                ("bandit-archer", "elite"): 1,
                ("bandit-guard", "elite"): 1,
            },
        ),
        (
            4,
            2,
            {
                ("bandit-archer", "normal"): 2,
                ("bandit-archer", "elite"): 1,
                ("bandit-guard", "normal"): 2,
                ("bandit-guard", "elite"): 1,
            },
        ),
        (2, 3, {("bandit-archer", "normal"): 2, ("living-bones", "normal"): 2}),
        (
            3,
            3,
            {
                ("bandit-archer", "normal"): 1,
                ("bandit-archer", "elite"): 1,
                ("living-bones", "normal"): 1,
                ("living-bones", "elite"): 1,
            },
        ),
        (4, 3, {("bandit-archer", "normal"): 4, ("living-bones", "normal"): 4}),
    ],
)
def test_monsters_depend_on_the_number_of_characters(
    players: int, room: int, expected: dict[tuple[str, str], int]
) -> None:
    assert tally(players, room) == Counter(expected)


@rules("GH-SETUP-31")
def test_the_first_room_has_the_starting_hexes_free_of_monsters() -> None:
    s = load_scenario(1)
    starts = [c.hex for c in s.contents_of("start")]
    assert len(starts) == 7 and all(h in s.rooms[0].hexes for h in starts)
    for players in (2, 3, 4):
        assert not {m.hex for m in s.monsters_in(1, players)} & set(starts)


def test_doors_touch_both_rooms_they_join() -> None:
    s = load_scenario(1)
    for door in s.doors:
        for room in door.rooms:
            assert set(neighbours(door.hex)) & set(s.room(room).hexes)


def test_a_broken_scenario_file_is_one_clear_line(tmp_path: Path) -> None:
    bad = tmp_path / "s.yaml"
    bad.write_text(
        "scenario: 9\nname: X\nmonster_types: [bandit-guard]\ndoors: []\n"
        "rooms:\n  - {id: 1, tile: A1a, initial: true, hexes: [[0, 0]],"
        " contents: [{hex: [0, 0], type: lava}]}\n"
    )
    with pytest.raises(DataError) as err:
        load_scenario(9, bad)
    assert "lava" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(DataError, match="no shipped scenario 10"):
        load_scenario(10)

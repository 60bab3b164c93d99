"""Hex distance away from the origin: the mutation sample of ``kernel/hexgrid.py`` found
the distance tested only from ``(0, 0)``, where a mixed-up coordinate reads the same,
and ``are_adjacent`` not at all.
The expected distances are counted in cube coordinates, the largest of the three
differences."""

import pytest

from rulebound.kernel.hexgrid import Hex, are_adjacent, distance, neighbours, path_length

PAIRS = [
    ((2, 0), (0, 0), 2),
    ((3, -1), (1, 1), 2),
    ((-2, 5), (1, 1), 4),
    ((4, 4), (4, 1), 3),
    ((0, 3), (2, 0), 3),
]


@pytest.mark.parametrize(("a", "b", "steps"), PAIRS)
def test_distance_between_two_hexes_either_way(a: Hex, b: Hex, steps: int) -> None:
    assert distance(a, b) == steps
    assert distance(b, a) == steps


def test_every_neighbour_of_a_hex_away_from_the_origin_is_one_step_off() -> None:
    assert [distance((3, -2), n) for n in neighbours((3, -2))] == [1] * 6


def test_adjacent_means_one_step_apart() -> None:
    here = (3, -2)
    assert all(are_adjacent(here, n) for n in neighbours(here))
    assert not are_adjacent(here, here)
    assert not are_adjacent(here, (5, -2))


def test_a_path_from_or_to_a_hex_outside_the_map_does_not_exist() -> None:
    cells = {(0, 0), (1, 0), (2, 0)}
    assert path_length(cells, (-1, 0), (1, 0)) is None  # the start is off the map
    assert path_length(cells, (0, 0), (3, 0)) is None  # the goal is off the map
    assert path_length(cells, (0, 0), (2, 0)) == 2

"""HexMap edges the mutation sample of ``hexmap.py`` found untested. Coordinates as in
``test_gh_hexmap.py``: the centre of (q, r) is (2q + r, 3r) on the lattice, its corners
the centre plus (1, 1) (0, 2) (-1, 1) (-1, -1) (0, -2) (1, -1)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.hexmap import (
    HexMap,
    centre,
    clear_caches,
    line_touches_hex,
    with_changes,
)

rules = pytest.mark.rules


@rules("GH-ABIL-03")
def test_a_line_from_corner_to_opposite_corner_crosses_the_hex() -> None:
    # A chord between opposite corners of (3, 1) meets the hexagon's edges only at its
    # own two ends, yet runs through the hex: a wall there blocks it. Two chords, each
    # way round, so that no coordinate of the pair can stand in for another.
    cx, cy = centre((3, 1))
    assert (cx, cy) == (7, 3)
    assert line_touches_hex((cx, cy - 2), (cx, cy + 2), (3, 1))
    assert line_touches_hex((cx - 1, cy + 1), (cx + 1, cy - 1), (3, 1))
    # the same chords do not touch the next hex along the row
    assert not line_touches_hex((cx, cy - 2), (cx, cy + 2), (4, 1))
    assert not line_touches_hex((cx - 1, cy + 1), (cx + 1, cy - 1), (4, 1))


def test_clear_caches_forgets_the_maps_with_traps_and_obstacles_too() -> None:
    # Cold benchmarks start from nothing: a map remembered for its traps is made anew.
    base = HexMap.build(hexes=[(q, 0) for q in range(4)])
    traps = frozenset({(2, 0)})
    first = with_changes(base, traps, frozenset())
    assert with_changes(base, traps, frozenset()) is first  # remembered
    clear_caches()
    again = with_changes(base, traps, frozenset())
    assert again == first and again is not first

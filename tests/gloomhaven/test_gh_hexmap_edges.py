"""HexMap edges the mutation sample of ``hexmap.py`` found untested. Coordinates as in
``test_gh_hexmap.py``: the centre of (q, r) is (2q + r, 3r) on the lattice, its corners
the centre plus (1, 1) (0, 2) (-1, 1) (-1, -1) (0, -2) (1, -1)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.hexmap import centre, line_touches_hex

rules = pytest.mark.rules


@rules("GH-ABIL-03")
def test_a_line_from_corner_to_opposite_corner_crosses_the_hex() -> None:
    # The chord from the top to the bottom corner of (2, 0) meets the hexagon's edges
    # only at its own two ends, yet runs through the hex: a wall there blocks it.
    cx, cy = centre((2, 0))
    assert line_touches_hex((cx, cy - 2), (cx, cy + 2), (2, 0))
    assert line_touches_hex((cx - 1, cy - 1), (cx + 1, cy + 1), (2, 0))
    # the same chord's line seen against the next hex along the row does not touch it
    assert not line_touches_hex((cx, cy - 2), (cx, cy + 2), (4, 0))

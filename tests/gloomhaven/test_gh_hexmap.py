"""HexMap: line of sight, range around walls and movement costs (catalog 8.4, 8.5, 9.4).

Coordinates are axial; hex (q, r) has the neighbours (q+1, r) (q-1, r) (q, r+1)
(q, r-1) (q+1, r-1) (q-1, r+1). Drawn pointy-top, row r shifted right by r/2. On the
exact lattice of hexmap.py the centre of (q, r) is (2q + r, 3r); its corners are the
centre plus (1, 1) (0, 2) (-1, 1) (-1, -1) (0, -2) (1, -1).

Reading the tool takes for GH-ABIL-03 (tested as such): a line may touch a wall at its
own two end corners. Without it no two hexes of a one-hex corridor would see each other,
since every corner of a corridor hex is a corner of the walls beside it.
"""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.hexmap import (
    Cost,
    HexMap,
    centre,
    corners,
    line_touches_hex,
    movement_costs,
    shared_edge,
)
from rulebound.kernel.hexgrid import distance

rules = pytest.mark.rules


def rhombus(width: int, height: int) -> list[tuple[int, int]]:
    return [(q, r) for r in range(height) for q in range(width)]


def rect(width: int, height: int) -> list[tuple[int, int]]:
    """A rectangle as drawn: row r runs from q = -(r // 2)."""
    return [(c - r // 2, r) for r in range(height) for c in range(width)]


def row(length: int, r: int = 0) -> list[tuple[int, int]]:
    return [(q, r) for q in range(length)]


OPEN = HexMap.build(hexes=rhombus(9, 7))


# --- the lattice ----------------------------------------------------------------------------


def test_lattice_corners_and_shared_edges() -> None:
    assert centre((0, 0)) == (0, 0)
    assert centre((1, 1)) == (3, 3)
    # Adjacent hexes share exactly two corners, the thin wall's segment between them.
    for q, r in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]:
        a, b = shared_edge((0, 0), (q, r))
        assert {a, b} <= set(corners((0, 0))) & set(corners((q, r)))
    assert shared_edge((0, 0), (1, 0)) == ((1, -1), (1, 1))
    with pytest.raises(ValueError):
        shared_edge((0, 0), (2, 0))


# --- line of sight (GH-ABIL-03) -----------------------------------------------------------


@rules("GH-ABIL-03")
def test_los_on_open_floor_and_to_itself() -> None:
    for b in [(0, 0), (1, 0), (8, 6), (4, 3), (0, 6)]:
        assert OPEN.line_of_sight((0, 0), b)
        assert OPEN.line_of_sight(b, (0, 0))


@rules("GH-ABIL-03")
def test_los_wall_hex_straight_between_blocks() -> None:
    """(0, 1) - wall (1, 1) - (2, 1) in a row: every line crosses the wall or grazes its top
    or bottom corner."""
    m = HexMap.build(hexes=rhombus(5, 3), walls=[(1, 1)])
    assert not m.line_of_sight((0, 1), (2, 1))
    assert not m.line_of_sight((2, 1), (0, 1))
    # One hex further along the row it is still hidden; off the row it is seen.
    assert not m.line_of_sight((0, 1), (3, 1))
    assert m.line_of_sight((0, 1), (2, 0))
    assert m.line_of_sight((0, 1), (1, 2))


@rules("GH-ABIL-03")
def test_los_touching_a_wall_corner_blocks() -> None:
    """The line from the top corner of (0, 0) to the top corner of (2, 0) passes exactly
    through the top corner of (1, 0): touching a wall corner blocks."""
    assert line_touches_hex((0, -2), (4, -2), (1, 0))
    # A line that passes one lattice row higher does not touch it.
    assert not line_touches_hex((0, -3), (4, -3), (1, 0))
    # A line ending at a corner of the hex does not count as touching it there.
    assert not line_touches_hex((-1, -1), (1, -1), (1, 0))


@rules("GH-ABIL-03")
def test_los_corner_to_corner_past_a_wall() -> None:
    """(1, 1) and (3, 2) with a wall at (2, 2): the line between the centres crosses the
    wall, but the line from the upper-right corner of (1, 1) to the top corner of (3, 2)
    passes above it."""
    m = HexMap.build(hexes=rect(6, 5), walls=[(2, 2)])
    assert line_touches_hex(centre((1, 1)), centre((3, 2)), (2, 2))
    assert m.line_of_sight((1, 1), (3, 2))
    assert m.line_of_sight((1, 3), (3, 2))
    assert not m.line_of_sight((1, 2), (3, 2))
    assert not m.line_of_sight((0, 2), (3, 2))


@rules("GH-ABIL-03")
def test_los_two_walls_close_a_diagonal() -> None:
    """(1, 1) and (2, 2) are 2 apart with two common neighbours, (2, 1) and (1, 2). One
    wall leaves a line through the other; two walls close it (the seam between them runs
    from a corner of one hex to a corner of the other)."""
    one = HexMap.build(hexes=rhombus(5, 5), walls=[(2, 1)])
    two = HexMap.build(hexes=rhombus(5, 5), walls=[(2, 1), (1, 2)])
    assert one.line_of_sight((1, 1), (2, 2))
    assert not two.line_of_sight((1, 1), (2, 2))


@rules("GH-ABIL-03")
def test_los_along_a_one_hex_corridor() -> None:
    """Every corner of a corridor hex is a corner of the map edge around it; lines may touch
    walls at their own end corners, so the corridor sees along itself."""
    m = HexMap.build(hexes=row(6))
    assert m.line_of_sight((0, 0), (1, 0))
    assert m.line_of_sight((0, 0), (5, 0))


@rules("GH-ABIL-03")
def test_los_map_edge_counts_as_wall() -> None:
    """An L-shaped map: the missing hexes at the inner corner of the L block lines that
    would cut across it (a partial or missing hex is wall)."""
    cells = [(c - r // 2, r) for r in (0, 1) for c in range(6)]
    cells += [(c - r // 2, r) for r in (2, 3, 4) for c in range(2)]
    m = HexMap.build(hexes=cells)
    assert (1, 2) not in m.hexes and m.is_wall((1, 2))
    assert not m.line_of_sight((0, 3), (3, 1))
    assert m.line_of_sight((0, 2), (3, 1))
    # The same two hexes on a full map see each other.
    full = HexMap.build(hexes=rect(6, 5))
    assert full.line_of_sight((0, 3), (3, 1))


@rules("GH-ABIL-03")
def test_los_hole_in_the_map_blocks() -> None:
    cells = rhombus(5, 3)
    holed = HexMap.build(hexes=[h for h in cells if h != (1, 1)])
    assert not holed.line_of_sight((0, 1), (2, 1))
    assert HexMap.build(hexes=cells).line_of_sight((0, 1), (2, 1))


@rules("GH-ABIL-03", "GH-MMOVE-02")
def test_los_closed_door_blocks() -> None:
    m = HexMap.build(hexes=rhombus(5, 3), doors=[(1, 1)])
    assert not m.line_of_sight((0, 1), (2, 1))
    assert m.line_of_sight((0, 1), (2, 0))
    assert HexMap.build(hexes=rhombus(5, 3)).line_of_sight((0, 1), (2, 1))


@rules("GH-ABIL-03")
def test_los_single_thin_wall_edge_lets_lines_pass_around() -> None:
    """A thin wall on the one edge between (1, 1) and (2, 1) only; lines pass through the
    open hexes above and below that edge."""
    m = HexMap.build(hexes=rhombus(5, 3), thin_walls=[((1, 1), (2, 1))])
    assert m.line_of_sight((1, 1), (2, 1))
    assert m.line_of_sight((0, 1), (3, 1))


@rules("GH-ABIL-03", "GH-ABIL-05")
def test_los_thin_wall_fence_blocks_lines_through_it() -> None:
    """A three-edge thin wall between (0, 2) and (5, 2): every line from (0, 2) or (1, 2)
    crosses it; (1, 1) and (0, 3) see past its ends."""
    m = HexMap.build(
        hexes=rhombus(8, 5),
        thin_walls=[((2, 2), (3, 2)), ((2, 2), (3, 1)), ((2, 3), (3, 2))],
    )
    assert not m.line_of_sight((0, 2), (5, 2))
    assert not m.line_of_sight((1, 2), (5, 2))
    assert m.line_of_sight((1, 1), (5, 2))
    assert m.line_of_sight((0, 3), (5, 2))


@rules("GH-ABIL-03")
def test_los_thin_wall_between_adjacent_hexes_closed_above_and_below() -> None:
    """(1, 1) | (2, 1) with a thin wall on their edge and wall hexes at both common
    neighbours (2, 0) and (1, 2): nothing connects the two hexes but the walled edge."""
    m = HexMap.build(hexes=rhombus(5, 3), walls=[(2, 0), (1, 2)], thin_walls=[((1, 1), (2, 1))])
    assert not m.line_of_sight((1, 1), (2, 1))


@rules("GH-ABIL-03")
def test_los_thin_wall_chain_splits_the_map() -> None:
    """A thin wall along the whole edge between rows 0 and 1: nothing in row 0 sees row 1
    or 2 (and range cannot be counted at all)."""
    chain = [((q, 0), (q, 1)) for q in range(6)] + [((q, 0), (q - 1, 1)) for q in range(1, 6)]
    m = HexMap.build(hexes=rhombus(6, 3), thin_walls=chain)
    assert m.range_between((2, 0), (2, 2)) is None
    assert not m.line_of_sight((2, 0), (1, 2))
    assert not m.line_of_sight((2, 0), (2, 1))


# --- range (GH-ABIL-04, GH-ABIL-05) ---------------------------------------------------------


@rules("GH-ABIL-04")
def test_range_on_open_floor_is_the_hex_distance() -> None:
    for b in [(0, 0), (3, 0), (0, 4), (4, 3), (8, 6), (5, 1)]:
        assert OPEN.range_between((0, 0), b) == distance((0, 0), b)
        assert OPEN.range_between(b, (0, 0)) == distance((0, 0), b)


@rules("GH-ABIL-04", "GH-ABIL-05")
def test_range_goes_around_wall_hexes() -> None:
    m = HexMap.build(hexes=rhombus(5, 3), walls=[(1, 1)])
    assert m.range_between((0, 1), (2, 1)) == 3
    # Two walls across the diagonal (1, 1) - (2, 2): 4 around instead of 2.
    m2 = HexMap.build(hexes=rhombus(5, 5), walls=[(2, 1), (1, 2)])
    assert m2.range_between((1, 1), (2, 2)) == 4
    # The map edge is wall too: around the inner corner of an L-shaped map.
    cells = [(c - r // 2, r) for r in (0, 1) for c in range(6)]
    cells += [(c - r // 2, r) for r in (2, 3, 4) for c in range(2)]
    assert HexMap.build(hexes=cells).range_between((0, 3), (3, 1)) == 4


@rules("GH-ABIL-04", "GH-ABIL-05", "GH-MELEE-02")
def test_range_goes_around_thin_walls() -> None:
    one = HexMap.build(hexes=rhombus(5, 3), thin_walls=[((1, 1), (2, 1))])
    assert one.range_between((1, 1), (2, 1)) == 2  # not adjacent for a melee attack
    three = HexMap.build(
        hexes=rhombus(6, 3), thin_walls=[((3, 1), (2, 1)), ((3, 1), (3, 0)), ((3, 1), (2, 2))]
    )
    assert three.range_between((2, 1), (3, 1)) == 3
    assert three.range_between((4, 0), (3, 1)) == 1


@rules("GH-ABIL-05", "GH-FOCUS-02")
def test_range_sealed_off_is_none() -> None:
    m = HexMap.build(hexes=rhombus(7, 3), walls=[(4, 0), (4, 1), (4, 2)])
    assert m.range_between((1, 1), (5, 1)) is None
    assert m.range_between((5, 1), (6, 2)) == 2


@rules("GH-ABIL-04", "GH-MOVE-05")
def test_range_ignores_obstacles_traps_and_terrain() -> None:
    m = HexMap.build(
        hexes=row(5), obstacles=[(1, 0)], traps=[(2, 0)], hazardous=[(3, 0)], difficult=[(4, 0)]
    )
    assert m.range_between((0, 0), (4, 0)) == 4


@rules("GH-ABIL-04")
def test_range_counts_through_a_closed_door() -> None:
    """Reading the tool takes: a closed door is not a wall for counting range (it blocks
    line of sight and monster movement, which is what keeps attacks from passing it)."""
    m = HexMap.build(hexes=row(5), doors=[(2, 0)])
    assert m.range_between((0, 0), (4, 0)) == 4
    assert not m.line_of_sight((0, 0), (4, 0))


# --- movement costs (GH-MOVE-03 to -07, GH-MMOVE-02, -08, -09) -----------------------------


@rules("GH-MOVE-01", "GH-MMOVE-08")
def test_move_on_open_floor_costs_one_a_hex() -> None:
    costs = movement_costs(OPEN, (0, 0), frozenset())
    assert costs[(0, 0)] == Cost(0, 0)
    for h in [(1, 0), (3, 2), (8, 6)]:
        assert costs[h] == Cost(0, distance((0, 0), h))


@rules("GH-MOVE-04", "GH-MMOVE-08")
def test_difficult_terrain_costs_two() -> None:
    m = HexMap.build(hexes=row(4), difficult=[(1, 0)])
    costs = movement_costs(m, (0, 0), frozenset())
    assert costs[(1, 0)] == Cost(0, 2)
    assert costs[(3, 0)] == Cost(0, 4)
    # With a way around, the detour is as cheap as the difficult hex.
    m2 = HexMap.build(hexes=rhombus(4, 2), difficult=[(1, 0)])
    assert movement_costs(m2, (0, 0), frozenset())[(2, 0)] == Cost(0, 3)


@rules("GH-MMOVE-09", "GH-FOCUS-04", "GH-MOVE-09", "GH-MOVE-12")
def test_traps_and_hazardous_terrain_are_avoided_first() -> None:
    """Cost compares negative hexes first: a trap-free detour beats a shorter path."""
    assert Cost(0, 9) < Cost(1, 1)
    m = HexMap.build(hexes=[*row(4, 1), (1, 0), (2, 0)], traps=[(1, 1)])
    costs = movement_costs(m, (0, 1), frozenset())
    assert costs[(2, 1)] == Cost(0, 3)  # over (1, 0) and (2, 0), not through the trap
    assert costs[(1, 1)] == Cost(1, 1)
    corridor = HexMap.build(hexes=row(5), traps=[(1, 0)], hazardous=[(3, 0)])
    costs = movement_costs(corridor, (0, 0), frozenset())
    assert costs[(2, 0)] == Cost(1, 2)
    assert costs[(4, 0)] == Cost(2, 4)


@rules("GH-MOVE-05", "GH-MOVE-03", "GH-MMOVE-02")
def test_normal_movement_blocked_by_enemies_walls_thin_walls_and_doors() -> None:
    m = HexMap.build(hexes=row(6), walls=[(5, 0)], doors=[(3, 0)])
    costs = movement_costs(m, (0, 0), frozenset({(1, 0)}))
    assert set(costs) == {(0, 0)}
    costs = movement_costs(m, (0, 0), frozenset())
    assert set(costs) == {(0, 0), (1, 0), (2, 0)}
    thin = HexMap.build(hexes=row(3), thin_walls=[((0, 0), (1, 0))])
    assert set(movement_costs(thin, (0, 0), frozenset())) == {(0, 0)}


@rules("GH-MOVE-06", "GH-MOVE-07", "GH-GLOSS-102", "GH-MOVE-04")
def test_jump_ignores_all_but_the_last_hex() -> None:
    """Jumping passes over figures, obstacles, traps and difficult terrain; the last hex is
    normal movement: difficult costs 2 there and a trap there is sprung."""
    m = HexMap.build(hexes=row(6), traps=[(1, 0), (4, 0)], difficult=[(2, 0), (5, 0)])
    blocked = frozenset({(3, 0)})
    costs = movement_costs(m, (0, 0), blocked, "jump")
    assert costs[(3, 0)] == Cost(0, 3)  # passing point; the solver never ends a move there
    assert costs[(2, 0)] == Cost(0, 3)  # difficult last hex: 1 + 2
    assert costs[(4, 0)] == Cost(1, 4)  # trap in the last hex
    assert costs[(5, 0)] == Cost(0, 6)
    assert costs[(1, 0)] == Cost(1, 1)


@rules("GH-MOVE-06", "GH-MOVE-07", "GH-GLOSS-122")
def test_flying_ignores_traps_and_terrain_even_in_the_last_hex() -> None:
    m = HexMap.build(hexes=row(6), traps=[(1, 0)], hazardous=[(2, 0)], difficult=[(3, 0), (5, 0)])
    costs = movement_costs(m, (0, 0), frozenset({(4, 0)}), "flying")
    assert costs == {(q, 0): Cost(0, q) for q in range(6)}


@rules("GH-MOVE-03", "GH-MMOVE-02", "GH-MOVE-06")
def test_jump_and_flying_do_not_cross_walls_thin_walls_or_doors() -> None:
    m = HexMap.build(hexes=rhombus(5, 2), walls=[(2, 0)], doors=[(2, 1)])
    for mode in ("jump", "flying"):
        assert (3, 0) not in movement_costs(m, (0, 0), frozenset(), mode)
    fence = HexMap.build(hexes=row(3), thin_walls=[((1, 0), (2, 0))])
    for mode in ("normal", "jump", "flying"):
        assert (2, 0) not in movement_costs(fence, (0, 0), frozenset(), mode)
    # Around a wall hex, flying pays the detour.
    ring = HexMap.build(hexes=rhombus(3, 3), walls=[(1, 1)])
    assert movement_costs(ring, (0, 1), frozenset(), "flying")[(2, 1)] == Cost(0, 3)


@rules("GH-ABIL-03")
def test_los_never_starts_at_a_wall_corner() -> None:
    """Every corner of (2, 2) but the ones on the open north-east side is a wall
    corner (walls on three sides): a line must touch no wall corner, so no line leaves
    from them; from the two open corners, the lines to (4, 0) pass the walls."""
    cells = [(q, r) for r in range(5) for q in range(-r // 2, 7 - r // 2)]
    walled = HexMap.build(hexes=cells, walls=[(2, 1), (3, 2), (1, 3)])
    assert not walled.line_of_sight((2, 2), (4, 0))
    assert HexMap.build(hexes=cells, walls=[(3, 2), (1, 3)]).line_of_sight((2, 2), (4, 0))


@rules("GH-ABIL-03")
def test_los_may_start_on_the_maps_outer_edge() -> None:
    """The void around the map is not a drawn wall: in a corridor drawn as one row,
    neighbours and hexes further along still see each other."""
    row = HexMap.build(hexes=[(q, 0) for q in range(6)])
    assert row.line_of_sight((0, 0), (1, 0)) and row.line_of_sight((0, 0), (5, 0))
    walled = HexMap.build(
        hexes=[(q, r) for r in range(3) for q in range(6)],
        walls=[(q, r) for r in (0, 2) for q in range(6)],
    )
    assert not walled.line_of_sight((0, 1), (1, 1))  # drawn walls on both sides

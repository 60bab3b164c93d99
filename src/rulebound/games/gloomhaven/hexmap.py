"""A Gloomhaven map: hexes and their contents, range, line of sight, movement costs.

Axial coordinates, as everywhere in rulebound: hex ``(q, r)`` has the neighbours
``(q+1, r)``, ``(q-1, r)``, ``(q, r+1)``, ``(q, r-1)``, ``(q+1, r-1)``, ``(q-1, r+1)``.
A hex that is not on the map counts as wall.

Line of sight (GH-ABIL-03) is exact: hex corners are put on an integer lattice
(pointy-top hexes with the x axis scaled by 1/sqrt(3), which keeps every
intersection and every touch), so "a line that touches a wall" is decided with
integer arithmetic, with no rounding.

    >>> m = HexMap.build(hexes=[(q, 0) for q in range(5)], walls=[])
    >>> m.range_between((0, 0), (3, 0))
    3
    >>> m.line_of_sight((0, 0), (4, 0))
    True
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from rulebound.kernel.hexgrid import DIRECTIONS, Hex, neighbours

Point = tuple[int, int]
Edge = frozenset[Hex]

CONTENTS = ("wall", "obstacle", "trap", "hazardous", "difficult", "door")
# Lattice offsets of the six corners of a hex around its centre (2q + r, 3r).
CORNERS: tuple[Point, ...] = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))


def centre(h: Hex) -> Point:
    return (2 * h[0] + h[1], 3 * h[1])


def corners(h: Hex) -> list[Point]:
    cx, cy = centre(h)
    return [(cx + dx, cy + dy) for dx, dy in CORNERS]


def shared_edge(a: Hex, b: Hex) -> tuple[Point, Point]:
    """The two corners adjacent hexes ``a`` and ``b`` share (a thin wall's segment)."""
    common = sorted(set(corners(a)) & set(corners(b)))
    if len(common) != 2:
        raise ValueError(f"hexes {a} and {b} are not adjacent")
    return common[0], common[1]


def _orient(a: Point, b: Point, c: Point) -> int:
    value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (value > 0) - (value < 0)


def _between(a: Point, b: Point, p: Point) -> bool:
    """``p`` (collinear with ``a``-``b``) lies on the closed segment."""
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def line_touches_segment(p: Point, q: Point, a: Point, b: Point) -> bool:
    """Whether the line from ``p`` to ``q`` touches the closed segment ``a``-``b``
    anywhere but at its own two ends: the corners a line of sight is drawn between
    are often corners of a wall too, and touching there does not block."""
    d1, d2 = _orient(a, b, p), _orient(a, b, q)
    d3, d4 = _orient(p, q, a), _orient(p, q, b)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True  # a proper crossing
    if d1 == d2 == d3 == d4 == 0:  # collinear: do they overlap beyond an end point?
        axis = 0 if p[0] != q[0] else 1
        lo = max(min(p[axis], q[axis]), min(a[axis], b[axis]))
        hi = min(max(p[axis], q[axis]), max(a[axis], b[axis]))
        if lo < hi:
            return True
        if lo == hi:
            point = a if a[axis] == lo else b
            return point not in (p, q) and _between(p, q, point)
        return False
    for point, side in ((a, d3), (b, d4)):
        if side == 0 and _between(p, q, point) and point not in (p, q):
            return True
    return False


def line_touches_hex(p: Point, q: Point, h: Hex) -> bool:
    """Whether the line from ``p`` to ``q`` touches the closed area of ``h`` anywhere
    but at its two ends (a chord through the hex counts)."""
    cx, cy = centre(h)
    if max(p[0], q[0]) < cx - 1 or min(p[0], q[0]) > cx + 1:
        return False
    if max(p[1], q[1]) < cy - 2 or min(p[1], q[1]) > cy + 2:
        return False
    pts = corners(h)
    sides = [_orient(p, q, c) for c in pts]
    if all(side > 0 for side in sides) or all(side < 0 for side in sides):
        return False  # the whole hexagon lies on one side of the line
    for k in range(6):
        if line_touches_segment(p, q, pts[k], pts[(k + 1) % 6]):
            return True
    mid = (p[0] + q[0], p[1] + q[1])  # doubled coordinates
    doubled = [(x * 2, y * 2) for x, y in pts]
    return all(_orient(doubled[k], doubled[(k + 1) % 6], mid) >= 0 for k in range(6))


def _leaves_into(p: Point, q: Point, h: Hex, closed: bool = False) -> bool:
    """Whether the line from corner ``p`` of hex ``h`` towards ``q`` starts inside
    ``h``: strictly between the two edges of ``h`` that meet at ``p``, or also along
    them when ``closed``."""
    pts = corners(h)
    if p not in pts:
        return False
    k = pts.index(p)
    u, v = pts[k - 1], pts[(k + 1) % 6]
    du, dv, d = (u[0] - p[0], u[1] - p[1]), (v[0] - p[0], v[1] - p[1]), (q[0] - p[0], q[1] - p[1])

    def cross(x: Point, y: Point) -> int:
        return x[0] * y[1] - x[1] * y[0]

    turn = cross(du, dv)
    if closed:
        return cross(du, d) * turn >= 0 and cross(d, dv) * turn >= 0
    return cross(du, d) * turn > 0 and cross(d, dv) * turn > 0


@dataclass(frozen=True)
class HexMap:
    """The map: which hexes exist and what is in them. ``walls`` lists wall hexes that
    are drawn on the map (partial hexes count as wall, GH-ABIL-03); hexes not in
    ``hexes`` are walls too. ``doors`` are closed doors."""

    hexes: frozenset[Hex]
    walls: frozenset[Hex] = frozenset()
    thin_walls: frozenset[Edge] = frozenset()
    obstacles: frozenset[Hex] = frozenset()
    traps: frozenset[Hex] = frozenset()
    hazardous: frozenset[Hex] = frozenset()
    difficult: frozenset[Hex] = frozenset()
    doors: frozenset[Hex] = frozenset()

    @classmethod
    def build(
        cls,
        hexes: Iterable[Hex],
        walls: Iterable[Hex] = (),
        thin_walls: Iterable[tuple[Hex, Hex]] = (),
        **contents: Iterable[Hex],
    ) -> HexMap:
        return cls(
            hexes=frozenset(hexes),
            walls=frozenset(walls),
            thin_walls=frozenset(frozenset(e) for e in thin_walls),
            **{k: frozenset(v) for k, v in contents.items()},
        )

    # --- what a hex is ---------------------------------------------------------------

    def is_wall(self, h: Hex) -> bool:
        return h not in self.hexes or h in self.walls

    def open_edge(self, a: Hex, b: Hex) -> bool:
        """Adjacent hexes not separated by a thin wall."""
        return frozenset((a, b)) not in self.thin_walls

    def steps(self, h: Hex) -> tuple[Hex, ...]:
        """Neighbours reachable from ``h`` without crossing any wall."""
        found = self._adjacency.get(h)
        if found is None:
            found = tuple(n for n in neighbours(h) if not self.is_wall(n) and self.open_edge(h, n))
        return found

    @cached_property
    def _adjacency(self) -> dict[Hex, tuple[Hex, ...]]:
        return {
            h: tuple(n for n in neighbours(h) if not self.is_wall(n) and self.open_edge(h, n))
            for h in self.hexes
            if not self.is_wall(h)
        }

    # --- range (GH-ABIL-04, -05) -------------------------------------------------------

    def distances_from(self, start: Hex) -> dict[Hex, int]:
        """Range from ``start`` to every hex: the shortest path that crosses no wall
        (figures, obstacles and doors do not matter for range)."""
        seen = {start: 0}
        queue = deque([start])
        steps = self.steps
        while queue:
            here = queue.popleft()
            for nxt in steps(here):
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        return seen

    def range_between(self, a: Hex, b: Hex) -> int | None:
        return self._range_table(a).get(b)

    def _range_table(self, a: Hex) -> dict[Hex, int]:
        cache = self._ranges
        table = cache.get(a)
        if table is None:
            table = cache[a] = self.distances_from(a)
        return table

    @cached_property
    def _ranges(self) -> dict[Hex, dict[Hex, int]]:
        return {}

    # --- line of sight (GH-ABIL-03) -------------------------------------------------

    @cached_property
    def _blockers(self) -> tuple[list[Hex], list[tuple[Point, Point]]]:
        """Wall areas near the map (drawn walls, closed doors, and the ring of missing
        hexes around the map) and thin-wall segments."""
        areas = set(self.walls) | set(self.doors)
        for h in self.hexes:
            for dq, dr in DIRECTIONS:
                n = (h[0] + dq, h[1] + dr)
                if n not in self.hexes:
                    areas.add(n)
        thin = [shared_edge(*sorted(e)) for e in self.thin_walls]
        return sorted(areas), thin

    def line_of_sight(self, a: Hex, b: Hex) -> bool:
        """Some line from a corner of ``a`` to a corner of ``b`` touches no wall, no
        thin wall and no closed door (GH-ABIL-03), except at its two end corners."""
        if a == b:
            return True
        key = (a, b) if a <= b else (b, a)
        known = self._sight.get(key)
        if known is None:
            known = self._sight[key] = self._compute_sight(a, b)
        return known

    @cached_property
    def _sight(self) -> dict[tuple[Hex, Hex], bool]:
        return {}

    def _crosses_thin_wall_at_end(self, p: Point, q: Point, source: Hex) -> bool:
        """A line may touch a wall at its own end corner ``p``, but must leave ``p``
        on ``source``'s side of any thin walls that meet there: into ``source`` or
        into a hex around ``p`` that ``source`` reaches without crossing one."""
        around = [
            n
            for n in neighbours(source)
            if p in corners(n) and not self.is_wall(n) and n not in self.doors
        ]
        if not any(frozenset((x, y)) in self.thin_walls for x in [source, *around] for y in around):
            return False
        side = [source]
        for _ in range(2):
            for n in around:
                if n not in side and any(self.open_edge(m, n) for m in side if m != n):
                    side.append(n)
        return not any(_leaves_into(p, q, h, closed=True) for h in side)

    def _compute_sight(self, a: Hex, b: Hex) -> bool:
        areas, thin = self._blockers
        ca, cb = centre(a), centre(b)
        lo_x, hi_x = min(ca[0], cb[0]) - 2, max(ca[0], cb[0]) + 2
        lo_y, hi_y = min(ca[1], cb[1]) - 3, max(ca[1], cb[1]) + 3
        near = [
            h
            for h in areas
            if h not in (a, b) and lo_x <= centre(h)[0] <= hi_x and lo_y <= centre(h)[1] <= hi_y
        ]
        for p in corners(a):
            for q in corners(b):
                if p == q:
                    continue  # a shared corner is a point, not a line
                if any(line_touches_hex(p, q, h) for h in near):
                    continue
                if any(line_touches_segment(p, q, s1, s2) for s1, s2 in thin):
                    continue
                if thin and (
                    self._crosses_thin_wall_at_end(p, q, a)
                    or self._crosses_thin_wall_at_end(q, p, b)
                ):
                    continue
                return True
        return False


@dataclass(frozen=True, order=True)
class Cost:
    """Movement cost, compared trap-avoidance first (GH-FOCUS-04, GH-MMOVE-09):
    negative hexes triggered, then movement points (GH-MMOVE-08)."""

    negative: int
    points: int

    def __add__(self, other: Cost) -> Cost:
        return Cost(self.negative + other.negative, self.points + other.points)


ZERO = Cost(0, 0)


def movement_costs(
    hexmap: HexMap, start: Hex, blocked: frozenset[Hex], mode: str = "normal"
) -> dict[Hex, Cost]:
    """The cheapest cost from ``start`` to every hex a figure may stand in or pass
    through. ``blocked``: hexes it cannot enter at all (enemies, obstacles; jumping
    and flying figures ignore them on the way). ``mode``: ``normal``, ``jump`` or
    ``flying`` (GH-MOVE-04 to -07). Walls, thin walls and closed doors are never
    crossed (GH-MOVE-03, GH-MMOVE-02)."""

    traps, hazardous, difficult = hexmap.traps, hexmap.hazardous, hexmap.difficult
    doors = hexmap.doors
    walking = mode == "normal"
    free = mode == "flying" or mode == "jump"  # the hexes on the way cost 1, no negatives

    # Costs are plain (negative, points) tuples here: tuple comparison is what makes
    # the search fast; they become Cost records at the end.
    best: dict[Hex, tuple[int, int]] = {start: (0, 0)}
    heap: list[tuple[tuple[int, int], Hex]] = [((0, 0), start)]
    steps = hexmap.steps
    while heap:
        cost, here = heapq.heappop(heap)
        if best.get(here) != cost:
            continue
        negative, points = cost
        for nxt in steps(here):
            if nxt in doors or (walking and nxt in blocked):
                continue
            if free:
                new = (negative, points + 1)
            else:
                new = (
                    negative + (nxt in traps or nxt in hazardous),
                    points + (2 if nxt in difficult else 1),
                )
            old = best.get(nxt)
            if old is None or new < old:
                best[nxt] = new
                heapq.heappush(heap, (new, nxt))
    result = {h: Cost(n, p) for h, (n, p) in best.items()}
    if mode == "jump":
        # The last hex of a jump is normal movement (GH-MOVE-07).
        for h, (n, p) in best.items():
            if h != start:
                result[h] = Cost(
                    n + (h in traps or h in hazardous), p + (1 if h in difficult else 0)
                )
    return result

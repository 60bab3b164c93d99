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
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import _lru_cache_wrapper, cached_property, lru_cache
from typing import Any, NamedTuple, TypeVar

from rulebound.kernel.hexgrid import DIRECTIONS, Hex, neighbours

Point = tuple[int, int]
Edge = frozenset[Hex]
# A wall area near the map, ready for the line-of-sight test: its centre (x, y),
# the hex, its six corners and those corners doubled (for the midpoint test).
Area = tuple[int, int, Hex, list[Point], list[Point]]
# A thin wall's segment and its bounding box (min x, max x, min y, max y).
ThinWall = tuple[Point, Point, int, int, int, int]

CONTENTS = ("wall", "obstacle", "trap", "hazardous", "difficult", "door")
# Lattice offsets of the six corners of a hex around its centre (2q + r, 3r).
CORNERS: tuple[Point, ...] = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))


def where(h: Hex) -> str:
    """A hex as the options and the log name it: ``hex 3,4``."""
    return f"hex {h[0]},{h[1]}"


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
    anywhere but at its own two ends. (A line of sight never ends at a corner of a
    drawn wall, see ``HexMap._wall_corners``; the void around the map may meet it
    there.)"""
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


def _touches_area(p: Point, q: Point, area: Area) -> bool:
    """:func:`line_touches_hex` on a precomputed area: the same tests, with the
    common "the hexagon lies on one side of the line" case inlined (it is most of
    the line-of-sight work)."""
    cx, cy, _, pts, doubled = area
    px, py = p
    qx, qy = q
    if (px if px > qx else qx) < cx - 1 or (px if px < qx else qx) > cx + 1:
        return False
    if (py if py > qy else qy) < cy - 2 or (py if py < qy else qy) > cy + 2:
        return False
    dx, dy = qx - px, qy - py
    positive = negative = zero = False
    for x, y in pts:
        value = dx * (y - py) - dy * (x - px)  # _orient(p, q, corner)
        if value > 0:
            positive = True
        elif value < 0:
            negative = True
        else:
            zero = True
    if not zero and not (positive and negative):
        return False  # the whole hexagon lies on one side of the line
    for k in range(6):
        if line_touches_segment(p, q, pts[k], pts[(k + 1) % 6]):
            return True
    mid = (px + qx, py + qy)  # doubled coordinates
    return all(_orient(doubled[k], doubled[(k + 1) % 6], mid) >= 0 for k in range(6))


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

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        # The map is a key of every remembered search and monster turn: its hash,
        # the fields' hash as a frozen dataclass gives it, is worked out once.
        return hash(
            (
                self.hexes,
                self.walls,
                self.thin_walls,
                self.obstacles,
                self.traps,
                self.hazardous,
                self.difficult,
                self.doors,
            )
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

    # --- caches shared by maps of the same layout ----------------------------------------

    @cached_property
    def _layout(self) -> _Layout:
        return _shared(_LAYOUTS, (self.hexes, self.walls, self.thin_walls), _Layout)

    @cached_property
    def _sight_cache(self) -> _Sight:
        return _shared(_SIGHTS, (self.hexes, self.walls, self.thin_walls, self.doors), _Sight)

    @cached_property
    def _adjacency(self) -> dict[Hex, tuple[Hex, ...]]:
        layout = self._layout
        if layout.adjacency is None:
            layout.adjacency = {
                h: tuple(n for n in neighbours(h) if not self.is_wall(n) and self.open_edge(h, n))
                for h in self.hexes
                if not self.is_wall(h)
            }
        return layout.adjacency

    @property
    def open_hexes(self) -> dict[Hex, tuple[Hex, ...]]:
        """Every hex that is not wall, with its :meth:`steps` (read only)."""
        return self._adjacency

    @property
    def entry_costs(self) -> dict[Hex, tuple[int, int]]:
        """(negative hexes, movement points) for entering each open hex on foot
        (read only)."""
        return self._entry_costs

    @cached_property
    def _entry_costs(self) -> dict[Hex, tuple[int, int]]:
        """(negative hexes, movement points) for entering each hex on foot. Per map
        object, not shared: traps come and go."""
        traps, hazardous, difficult = self.traps, self.hazardous, self.difficult
        return {
            h: (int(h in traps or h in hazardous), 2 if h in difficult else 1)
            for h in self._adjacency
        }

    @cached_property
    def _even(self) -> bool:
        """Every open hex costs one movement point and no negative hex to enter: no
        trap, hazardous or difficult terrain on the map."""
        return all(cost == (0, 1) for cost in self._entry_costs.values())

    # --- range (GH-ABIL-04, -05) -------------------------------------------------------

    def distances_from(self, start: Hex) -> dict[Hex, int]:
        """Range from ``start`` to every hex: the shortest path that crosses no wall
        (figures, obstacles and doors do not matter for range)."""
        seen = {start: 0}
        queue = deque([start])
        adjacency = self._adjacency
        while queue:
            here = queue.popleft()
            after = seen[here] + 1
            nexts = adjacency.get(here)
            for nxt in nexts if nexts is not None else self.steps(here):
                if nxt not in seen:
                    seen[nxt] = after
                    queue.append(nxt)
        return seen

    def range_between(self, a: Hex, b: Hex) -> int | None:
        """Range from ``a`` to ``b`` (None: unreachable). Between two open hexes it
        is symmetric, so a table already made for ``b`` answers too."""
        ranges = self._ranges
        table = ranges.get(a)
        if table is None:
            other = ranges.get(b)
            if other is not None and a in self._adjacency and b in self._adjacency:
                return other.get(a)
            table = ranges[a] = self.distances_from(a)
        return table.get(b)

    @cached_property
    def view_lists(self) -> dict[str, list[Any]]:
        """The map's fixed parts as sorted JSON lists, for views (built once per map
        value: shared by every view of every map with the same parts, so read only;
        a planner's rollouts spring the same traps and open the same doors again)."""
        key = (
            self.hexes,
            self.walls,
            self.thin_walls,
            self.obstacles,
            self.hazardous,
            self.difficult,
            self.doors,
        )
        return _shared(_VIEW_LISTS, key, self._view_lists)

    def _view_lists(self) -> dict[str, list[Any]]:
        return {
            "hexes": [list(h) for h in sorted(self.hexes)],
            "walls": [list(h) for h in sorted(self.walls)],
            "thin_walls": sorted(sorted(list(h) for h in edge) for edge in self.thin_walls),
            "obstacles": [list(h) for h in sorted(self.obstacles)],
            "hazardous": [list(h) for h in sorted(self.hazardous)],
            "difficult": [list(h) for h in sorted(self.difficult)],
            "closed_doors": [list(h) for h in sorted(self.doors)],
        }

    def within(self, h: Hex, reach: int) -> tuple[Hex, ...]:
        """Every hex within range ``reach`` of the open hex ``h`` (remembered per
        map: the monster AI asks it for every enemy on every turn)."""
        key = (h, reach)
        found = self._within.get(key)
        if found is None:
            found = self._within[key] = tuple(
                x for x, d in self.ranges_from(h).items() if d <= reach
            )
        return found

    @cached_property
    def _within(self) -> dict[tuple[Hex, int], tuple[Hex, ...]]:
        return self._layout.within  # range depends on the layout alone

    def ranges_from(self, h: Hex) -> dict[Hex, int]:
        """Range from the open hex ``h`` to every hex (the table :meth:`range_between`
        keeps; read only)."""
        table = self._ranges.get(h)
        if table is None:
            table = self._ranges[h] = self.distances_from(h)
        return table

    @cached_property
    def _ranges(self) -> dict[Hex, dict[Hex, int]]:
        return self._layout.ranges

    # --- line of sight (GH-ABIL-03) -------------------------------------------------

    @cached_property
    def _blockers(self) -> tuple[list[Hex], list[tuple[Point, Point]]]:
        """Wall areas near the map (drawn walls, closed doors, and the ring of missing
        hexes around the map) and thin-wall segments."""
        sight = self._sight_cache
        if sight.blockers is None:
            areas = set(self.walls) | set(self.doors)
            for h in self.hexes:
                for dq, dr in DIRECTIONS:
                    n = (h[0] + dq, h[1] + dr)
                    if n not in self.hexes:
                        areas.add(n)
            thin = [shared_edge(*sorted(e)) for e in self.thin_walls]
            sight.blockers = sorted(areas), thin
        return sight.blockers

    @cached_property
    def _geometry(self) -> tuple[list[Area], list[ThinWall]]:
        """The blockers with their corners and bounding boxes worked out once."""
        sight = self._sight_cache
        if sight.geometry is None:
            areas, thin = self._blockers
            ready = []
            for h in areas:
                pts = corners(h)
                ready.append((*centre(h), h, pts, [(x * 2, y * 2) for x, y in pts]))
            boxes = [
                (s1, s2, min(s1[0], s2[0]), max(s1[0], s2[0]), min(s1[1], s2[1]), max(s1[1], s2[1]))
                for s1, s2 in thin
            ]
            sight.geometry = ready, boxes
        return sight.geometry

    def holes(self) -> frozenset[Hex]:
        """The hexes missing from the map that it encloses: walls inside it, as
        opposed to the void around its outer edge."""
        qs = [h[0] for h in self.hexes]
        rs = [h[1] for h in self.hexes]
        q0, q1, r0, r1 = min(qs), max(qs), min(rs), max(rs)  # once: maps may be large
        box = {
            (q, r)
            for q in range(q0 - 1, q1 + 2)
            for r in range(r0 - 1, r1 + 2)
            if (q, r) not in self.hexes
        }
        outside = {h for h in box if not (q0 <= h[0] <= q1 and r0 <= h[1] <= r1)}
        todo = list(outside)
        steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
        while todo:
            q, r = todo.pop()
            for dq, dr in steps:  # the neighbours, inline: a large map's box is big
                n = (q + dq, r + dr)
                if n in box and n not in outside:
                    outside.add(n)
                    todo.append(n)
        return frozenset(box - outside)

    @cached_property
    def _wall_corners(self) -> frozenset[Point]:
        """The corners of walls: wall hexes, hexes missing inside the map, closed doors
        and thin walls. A line of sight touches no wall corner (GH-ABIL-03), so none
        starts or ends at one. The void around the map's outer edge is not counted: a
        line may start on that edge (else no two hexes of a corridor drawn as one row
        would see each other)."""
        sight = self._sight_cache
        if sight.wall_corners is None:
            walls = (*self.walls, *self.doors, *self.holes())
            found = {c for h in walls for c in corners(h)}
            for edge in self.thin_walls:
                found.update(shared_edge(*sorted(edge)))
            sight.wall_corners = frozenset(found)
        return sight.wall_corners

    def line_of_sight(self, a: Hex, b: Hex) -> bool:
        """Some line from a corner of ``a`` to a corner of ``b`` touches no wall, no
        wall corner, no thin wall and no closed door (GH-ABIL-03). The void around
        the map's outer edge blocks a line that passes through it, not one that
        starts or ends on that edge."""
        if a == b:
            return True
        key = (a, b) if a <= b else (b, a)
        known = self._sight.get(key)
        if known is None:
            known = self._sight[key] = self._compute_sight(a, b)
        return known

    @cached_property
    def _sight(self) -> dict[tuple[Hex, Hex], bool]:
        return self._sight_cache.sight

    def _compute_sight(self, a: Hex, b: Hex) -> bool:
        areas, thin = self._geometry
        ca, cb = centre(a), centre(b)
        lo_x, hi_x = min(ca[0], cb[0]) - 2, max(ca[0], cb[0]) + 2
        lo_y, hi_y = min(ca[1], cb[1]) - 3, max(ca[1], cb[1]) + 3
        near = [
            area
            for area in areas
            if lo_x <= area[0] <= hi_x and lo_y <= area[1] <= hi_y and area[2] not in (a, b)
        ]
        # Every line lies in the box around both hexes' corners; a thin wall outside
        # it cannot touch any of them.
        bx0, bx1 = min(ca[0], cb[0]) - 1, max(ca[0], cb[0]) + 1
        by0, by1 = min(ca[1], cb[1]) - 2, max(ca[1], cb[1]) + 2
        segments = [
            (s1, s2)
            for s1, s2, x0, x1, y0, y1 in thin
            if x0 <= bx1 and x1 >= bx0 and y0 <= by1 and y1 >= by0
        ]
        forbidden = self._wall_corners
        for p in corners(a):
            if p in forbidden:
                continue
            for q in corners(b):
                if p == q or q in forbidden:
                    continue  # a shared corner is a point, not a line
                if any(_touches_area(p, q, area) for area in near):
                    continue
                if any(line_touches_segment(p, q, s1, s2) for s1, s2 in segments):
                    continue
                return True
        return False


# --- caches shared between map objects ----------------------------------------------
# Range and adjacency depend only on the hexes, walls and thin walls, line of sight
# also on the closed doors. A scenario makes a new HexMap whenever a trap springs or a
# door opens, and each planner rollout opens the same doors again, so these caches
# are shared by every map with the same layout (compared by value). A layout is
# immutable, so a cache entry can never go stale; the least recently used layouts
# are dropped to bound the memory.

MAX_LAYOUTS = 32
T = TypeVar("T")


class _Layout:
    """Caches that depend on hexes, walls and thin walls."""

    __slots__ = ("adjacency", "ranges", "within")

    def __init__(self) -> None:
        self.adjacency: dict[Hex, tuple[Hex, ...]] | None = None
        self.ranges: dict[Hex, dict[Hex, int]] = {}
        self.within: dict[tuple[Hex, int], tuple[Hex, ...]] = {}


class _Sight:
    """Caches that depend on hexes, walls, thin walls and closed doors."""

    __slots__ = ("blockers", "geometry", "sight", "wall_corners")

    def __init__(self) -> None:
        self.wall_corners: frozenset[Point] | None = None
        self.blockers: tuple[list[Hex], list[tuple[Point, Point]]] | None = None
        self.geometry: tuple[list[Area], list[ThinWall]] | None = None
        self.sight: dict[tuple[Hex, Hex], bool] = {}


_LAYOUTS: OrderedDict[tuple[frozenset[object], ...], _Layout] = OrderedDict()
_SIGHTS: OrderedDict[tuple[frozenset[object], ...], _Sight] = OrderedDict()
_VIEW_LISTS: OrderedDict[tuple[frozenset[object], ...], dict[str, list[Any]]] = OrderedDict()


_VARIANTS: OrderedDict[tuple[HexMap, frozenset[Hex], frozenset[Hex]], HexMap] = OrderedDict()
MAX_VARIANTS = 256  # maps of open doors, traps and obstacles remembered


def with_changes(base: HexMap, traps: frozenset[Hex], obstacles: frozenset[Hex]) -> HexMap:
    """``base`` with these traps and obstacles: the same map object whenever the same
    map comes back (a planner's rollouts open the same doors and spring the same
    traps again and again), so the caches each map object keeps are made once."""
    key = (base, traps, obstacles)
    found = _VARIANTS.get(key)
    if found is None:
        found = _VARIANTS[key] = replace(base, traps=traps, obstacles=obstacles)
        if len(_VARIANTS) > MAX_VARIANTS:
            _VARIANTS.popitem(last=False)
    else:
        _VARIANTS.move_to_end(key)
    return found


def _shared(
    table: OrderedDict[tuple[frozenset[object], ...], T],
    key: tuple[frozenset[object], ...],
    make: Callable[[], T],
) -> T:
    found = table.get(key)
    if found is None:
        found = table[key] = make()
        if len(table) > MAX_LAYOUTS:
            table.popitem(last=False)
    else:
        table.move_to_end(key)
    return found


_MAP_CACHES: list[_lru_cache_wrapper[Any]] = []
"""The remembered answers keyed by a map value (here and in the modules that work on
maps: a monster's walking path, its whole turn), all cleared by :func:`clear_caches`."""


def cleared_with_maps(cached: _lru_cache_wrapper[T]) -> _lru_cache_wrapper[T]:
    """Register an ``lru_cache`` of answers about maps with :func:`clear_caches`."""
    _MAP_CACHES.append(cached)
    return cached


def clear_caches() -> None:
    """Forget every shared range, line-of-sight, movement and monster-turn cache (for
    cold benchmarks and tests); maps made before keep the caches they already hold."""
    _LAYOUTS.clear()
    _SIGHTS.clear()
    _VIEW_LISTS.clear()
    _VARIANTS.clear()
    for cached in _MAP_CACHES:
        cached.cache_clear()


class Cost(NamedTuple):
    """Movement cost, compared trap-avoidance first (GH-FOCUS-04, GH-MMOVE-09):
    negative hexes triggered, then movement points (GH-MMOVE-08). A named tuple,
    so that comparing costs (the monster AI does it a lot) is plain tuple order."""

    negative: int
    points: int


ZERO = Cost(0, 0)


class _Costs(dict[tuple[int, int], Cost]):
    """Every :class:`Cost` made so far, by its pair: a search's answer holds one per
    hex, and reading a made one is much quicker than making a named tuple."""

    def __missing__(self, pair: tuple[int, int]) -> Cost:
        made = self[pair] = Cost(*pair)
        return made


_COSTS = _Costs()


# Remembered per (map, start, blocked hexes, mode): the map value holds the traps and
# terrain too. A monster's moves come back often: the same monster is asked again
# for its next ability, and a planner's rollouts replay the same positions (in
# planner games 9 searches in 10 are repeats; in random play 4 in 10).
@cleared_with_maps
@lru_cache(maxsize=1024)
def movement_costs(
    hexmap: HexMap, start: Hex, blocked: frozenset[Hex], mode: str = "normal"
) -> dict[Hex, Cost]:
    """The cheapest cost from ``start`` to every hex a figure may stand in or pass
    through. ``blocked``: hexes it cannot enter at all (enemies, obstacles; jumping
    and flying figures ignore them on the way). ``mode``: ``normal``, ``jump`` or
    ``flying`` (GH-MOVE-04 to -07). Walls, thin walls and closed doors are never
    crossed (GH-MOVE-03, GH-MMOVE-02). The answer is shared by every caller asking
    the same: read only."""

    walking = mode == "normal"
    # Hexes never entered on the way: closed doors, and what blocks a walking figure.
    shut = hexmap.doors | blocked if walking else hexmap.doors
    if not walking or hexmap._even:  # the hexes on the way cost 1, no negatives
        result = _even_costs(hexmap, start, shut)
        if mode == "jump":
            _jump_ends(hexmap, start, result)
        return result
    entry = hexmap._entry_costs
    adjacency = hexmap._adjacency

    # Costs are plain (negative, points) tuples here: tuple comparison is what makes
    # the search fast; they become Cost records at the end. Few distinct costs occur
    # (a step adds 0 or 1 negative hex and 1 or 2 points), so the hexes wait in one
    # bucket per cost and only the costs go through the heap (Dial's algorithm).
    best: dict[Hex, tuple[int, int]] = {start: (0, 0)}
    buckets: dict[tuple[int, int], list[Hex]] = {(0, 0): [start]}
    keys: list[tuple[int, int]] = [(0, 0)]
    pop, push = heapq.heappop, heapq.heappush
    while keys:
        cost = pop(keys)
        negative, points = cost
        # hexes of equal cost in hex order, as a heap of (cost, hex) would pop them:
        # the same order of discovery, so the same dict order as ever
        for here in sorted(buckets.pop(cost)):
            if best[here] != cost:
                continue  # a stale entry: a cheaper way here was found since
            nexts = adjacency.get(here)
            for nxt in nexts if nexts is not None else hexmap.steps(here):
                if nxt in shut:
                    continue
                extra_negative, extra_points = entry[nxt]
                new = (negative + extra_negative, points + extra_points)
                old = best.get(nxt)
                if old is None or new < old:
                    best[nxt] = new
                    waiting = buckets.get(new)
                    if waiting is None:
                        buckets[new] = [nxt]
                        push(keys, new)
                    else:
                        waiting.append(nxt)
    return dict(zip(best, map(_COSTS.__getitem__, best.values()), strict=True))


def _even_costs(hexmap: HexMap, start: Hex, shut: frozenset[Hex]) -> dict[Hex, Cost]:
    """:func:`movement_costs` where every step costs one point and no negative hex (a
    map with no rough terrain, or a jump or a flight on the way): a breadth-first
    search, ring by ring. Its hexes come in the order of the general search: each
    ring in hex order, each hex's neighbours in :meth:`HexMap.steps` order."""
    adjacency = hexmap._adjacency
    costs: dict[Hex, Cost] = {start: ZERO}
    seen = set(shut)  # reached or never entered: one test per neighbour instead of two
    seen.add(start)
    ring = [start]
    points = 0
    while ring:
        points += 1
        cost = _COSTS[0, points]
        reached: list[Hex] = []
        for here in sorted(ring):
            nexts = adjacency.get(here)
            for nxt in nexts if nexts is not None else hexmap.steps(here):
                if nxt not in seen:
                    seen.add(nxt)
                    costs[nxt] = cost
                    reached.append(nxt)
        ring = reached
    return costs


def _jump_ends(hexmap: HexMap, start: Hex, costs: dict[Hex, Cost]) -> None:
    """The last hex of a jump is normal movement (GH-MOVE-07): its own terrain is paid."""
    traps, hazardous, difficult = hexmap.traps, hexmap.hazardous, hexmap.difficult
    for h, (n, p) in costs.items():
        if h != start:
            costs[h] = _COSTS[n + (h in traps or h in hazardous), p + (1 if h in difficult else 0)]


def cheapest_onward(
    hexmap: HexMap,
    starts: Iterable[Hex],
    goals: Iterable[Hex],
    blocked: frozenset[Hex],
    mode: str = "normal",
) -> dict[Hex, Cost]:
    """For each of ``starts``, the cheapest cost from it to any of ``goals``: the
    same as ``min(movement_costs(hexmap, start, blocked, mode)[g] for g in goals)``
    (starts that reach no goal are left out), found by one search backwards from
    all the goals at once instead of one search per start. Remembered, as
    :func:`movement_costs` is: the answer is shared, read only."""
    return _cheapest_onward(hexmap, tuple(starts), tuple(goals), blocked, mode)


@cleared_with_maps
@lru_cache(maxsize=1024)
def _cheapest_onward(
    hexmap: HexMap,
    starts: tuple[Hex, ...],
    goals: tuple[Hex, ...],
    blocked: frozenset[Hex],
    mode: str,
) -> dict[Hex, Cost]:
    """:func:`cheapest_onward`, its starts and goals as tuples.

    ``costs_to_go[y]``: the cheapest cost from ``y`` on to a goal, ``y`` having
    been entered on the way (so ``y`` is not shut); a start itself is never
    entered, so it pays only for the hex it steps into next."""
    traps, hazardous, difficult = hexmap.traps, hexmap.hazardous, hexmap.difficult
    walking = mode == "normal"
    shut = hexmap.doors | blocked if walking else hexmap.doors
    entry = hexmap._entry_costs
    adjacency = hexmap._adjacency
    free = not walking

    def step_cost(h: Hex) -> tuple[int, int]:
        return (0, 1) if free else entry[h]

    goal_set = set(goals)
    if hexmap._even or mode == "flying":  # every step costs one point, every end none
        return _even_onward(hexmap, starts, goal_set, shut)
    costs_to_go: dict[Hex, tuple[int, int]] = {}
    heap: list[tuple[tuple[int, int], Hex]] = []
    for g in goal_set:
        if g in shut or g not in adjacency:
            continue  # never entered, so never reached (goals are open hexes)
        # A jump pays the terrain of its last hex (GH-MOVE-07), like movement_costs.
        end = (int(g in traps or g in hazardous), int(g in difficult)) if mode == "jump" else (0, 0)
        costs_to_go[g] = end
        heap.append((end, g))
    heapq.heapify(heap)
    # A start's answer is read from its neighbours: once they are all settled the
    # search may stop (on a large map the goals' far side is never searched).
    needed = {n for start in starts for n in adjacency.get(start) or hexmap.steps(start)}
    while heap:
        cost, here = heapq.heappop(heap)
        if costs_to_go[here] != cost:
            continue
        needed.discard(here)
        if not needed:
            break
        extra_negative, extra_points = step_cost(here)
        new = (cost[0] + extra_negative, cost[1] + extra_points)
        # Between open hexes a step is allowed both ways, so the hexes that step
        # into ``here`` are its own neighbours.
        for before in adjacency[here]:
            if before in shut:
                continue
            old = costs_to_go.get(before)
            if old is None or new < old:
                costs_to_go[before] = new
                heapq.heappush(heap, (new, before))
    found: dict[Hex, Cost] = {}
    for start in starts:
        if start in goal_set:
            found[start] = ZERO  # already there: movement_costs gives the start (0, 0)
            continue
        best: tuple[int, int] | None = None
        nexts = adjacency.get(start)
        for nxt in nexts if nexts is not None else hexmap.steps(start):
            onward = costs_to_go.get(nxt)
            if onward is None:
                continue  # shut, or no goal beyond it
            extra_negative, extra_points = step_cost(nxt)
            cost = (onward[0] + extra_negative, onward[1] + extra_points)
            if best is None or cost < best:
                best = cost
        if best is not None:
            found[start] = _COSTS[best]
    return found


def _even_onward(
    hexmap: HexMap, starts: tuple[Hex, ...], goals: set[Hex], shut: frozenset[Hex]
) -> dict[Hex, Cost]:
    """:func:`_cheapest_onward` where every step costs one point and no negative hex:
    a breadth-first search back from the goals, ring by ring, until every start's
    neighbours are reached (or nothing more is)."""
    adjacency = hexmap._adjacency
    steps_to_go = {g: 0 for g in goals if g not in shut and g in adjacency}
    needed = {n for start in starts for n in adjacency.get(start) or hexmap.steps(start)}
    ring = list(steps_to_go)
    points = 0
    while ring:
        needed.difference_update(ring)
        if not needed:
            break
        points += 1
        reached: list[Hex] = []
        for here in ring:
            for before in adjacency[here]:
                if before not in steps_to_go and before not in shut:
                    steps_to_go[before] = points
                    reached.append(before)
        ring = reached
    found: dict[Hex, Cost] = {}
    for start in starts:
        if start in goals:
            found[start] = ZERO
            continue
        nexts = adjacency.get(start)
        onward = [steps_to_go[n] for n in (nexts or hexmap.steps(start)) if n in steps_to_go]
        if onward:
            found[start] = _COSTS[0, min(onward) + 1]
    return found

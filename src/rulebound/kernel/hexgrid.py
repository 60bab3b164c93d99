"""Hex maps in axial coordinates (Gloomhaven).

One convention everywhere: hex ``(q, r)`` has the six neighbours
``(q+1, r)``, ``(q-1, r)``, ``(q, r+1)``, ``(q, r-1)``, ``(q+1, r-1)``, ``(q-1, r+1)``.

    >>> distance((0, 0), (2, -1))
    2
    >>> sorted(neighbours((0, 0)))[:2]
    [(-1, 0), (-1, 1)]
    >>> path_length({(0, 0), (1, 0), (2, 0)}, (0, 0), (2, 0))
    2
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Hex distance ignoring walls."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def are_adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def path_length(
    passable: Iterable[Hex],
    start: Hex,
    goal: Hex,
    blocked_edges: Iterable[tuple[Hex, Hex]] = (),
) -> int | None:
    """Shortest number of steps from ``start`` to ``goal`` through ``passable`` hexes,
    never crossing a blocked edge (a thin wall); ``None`` if unreachable.
    """
    cells = set(passable)
    walls = {frozenset(edge) for edge in blocked_edges}
    if start not in cells or goal not in cells:
        return None
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            return seen[here]
        for nxt in neighbours(here):
            if nxt in cells and nxt not in seen and frozenset((here, nxt)) not in walls:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return None

"""The speed-ups of the monster AI never change an answer (catalog 8.4, 8.5, 9.4).

Range, adjacency and line of sight are cached per map *layout* and shared between
map objects (hexmap.py); monster turns are remembered by value (monster_ai.py). These
tests check every cached answer against a plain, uncached computation written out
here the way the code did it before the caches: on random small maps, after a door
opens, and after figures move.
"""

from __future__ import annotations

import heapq
from collections import deque
from itertools import combinations

from gh_helpers import scenario_one
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebound.games.gloomhaven import hexmap as hm
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.hexmap import (
    HexMap,
    cheapest_onward,
    clear_caches,
    corners,
    line_touches_hex,
    line_touches_segment,
    movement_costs,
)
from rulebound.games.gloomhaven.monster_ai import (
    Figure,
    MonsterAbility,
    Solver,
    cached_turn,
    monster_turn,
)
from rulebound.games.gloomhaven.movement import foot_path
from rulebound.kernel.hexgrid import Hex, neighbours

# --- the uncached reference -----------------------------------------------------------


def ref_steps(m: HexMap, h: Hex) -> list[Hex]:
    return [n for n in neighbours(h) if not m.is_wall(n) and m.open_edge(h, n)]


def ref_range(m: HexMap, a: Hex, b: Hex) -> int | None:
    seen = {a: 0}
    queue = deque([a])
    while queue:
        here = queue.popleft()
        for n in ref_steps(m, here):
            if n not in seen:
                seen[n] = seen[here] + 1
                queue.append(n)
    return seen.get(b)


def ref_sight(m: HexMap, a: Hex, b: Hex) -> bool:
    """Line of sight computed plainly, without any cache: no line ends at a corner of
    a wall (wall hex, hole in the map, closed door, thin wall); none touches a wall."""
    if a == b:
        return True
    forbidden = {c for h in (*m.walls, *m.doors, *m.holes()) for c in corners(h)}
    for edge in m.thin_walls:
        forbidden.update(hm.shared_edge(*sorted(edge)))
    areas = set(m.walls) | set(m.doors)
    for h in m.hexes:
        areas |= {n for n in neighbours(h) if n not in m.hexes}
    thin = [hm.shared_edge(*sorted(e)) for e in m.thin_walls]
    (ax, ay), (bx, by) = hm.centre(a), hm.centre(b)
    near = [
        h
        for h in areas
        if h not in (a, b)
        and min(ax, bx) - 2 <= hm.centre(h)[0] <= max(ax, bx) + 2
        and min(ay, by) - 3 <= hm.centre(h)[1] <= max(ay, by) + 3
    ]
    for p in corners(a):
        for q in corners(b):
            if p == q or p in forbidden or q in forbidden:
                continue
            if any(line_touches_hex(p, q, h) for h in near):
                continue
            if any(line_touches_segment(p, q, s1, s2) for s1, s2 in thin):
                continue
            return True
    return False


def ref_costs(m: HexMap, start: Hex, blocked: frozenset[Hex], mode: str) -> dict[Hex, hm.Cost]:
    """movement_costs as it was: one plain Dijkstra over (negative, points)."""
    free = mode != "normal"
    best = {start: (0, 0)}
    heap = [((0, 0), start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if best[here] != cost:
            continue
        for n in ref_steps(m, here):
            if n in m.doors or (not free and n in blocked):
                continue
            if free:
                new = (cost[0], cost[1] + 1)
            else:
                bad = n in m.traps or n in m.hazardous
                new = (cost[0] + bad, cost[1] + (2 if n in m.difficult else 1))
            if n not in best or new < best[n]:
                best[n] = new
                heapq.heappush(heap, (new, n))
    out = {h: hm.Cost(*c) for h, c in best.items()}
    if mode == "jump":
        for h, (n, p) in best.items():
            if h != start:
                bad = h in m.traps or h in m.hazardous
                out[h] = hm.Cost(n + bad, p + (h in m.difficult))
    return out


# --- random small maps ------------------------------------------------------------------

CELLS = [(q, r) for r in range(4) for q in range(5)]


@st.composite
def maps(draw: st.DrawFn) -> HexMap:
    hexes = draw(st.sets(st.sampled_from(CELLS), min_size=8))
    cells = sorted(hexes)

    def some(most: int) -> list[Hex]:
        return draw(st.lists(st.sampled_from(cells), max_size=most, unique=True))

    edges = [(a, b) for a, b in combinations(cells, 2) if b in neighbours(a)]
    thin = draw(st.lists(st.sampled_from(edges), max_size=3, unique=True)) if edges else []
    return HexMap.build(
        hexes=cells,
        walls=some(3),
        thin_walls=thin,
        doors=some(2),
        obstacles=some(2),
        traps=some(2),
        hazardous=some(1),
        difficult=some(3),
    )


def open_hexes(m: HexMap) -> list[Hex]:
    return sorted(h for h in m.hexes if not m.is_wall(h))


@settings(max_examples=30, deadline=None)
@given(maps())
def test_sight_and_range_equal_an_uncached_computation(m: HexMap) -> None:
    clear_caches()
    cells = sorted(m.hexes)
    for a, b in combinations(cells, 2):
        assert m.line_of_sight(a, b) == ref_sight(m, a, b), (a, b)
        assert m.range_between(a, b) == ref_range(m, a, b), (a, b)
    # A new object with the same layout shares the caches, and gets the same answers.
    twin = HexMap.build(
        hexes=m.hexes, walls=m.walls, thin_walls=[tuple(e) for e in m.thin_walls], doors=m.doors
    )
    assert twin._sight is m._sight and twin._ranges is m._ranges
    for a, b in combinations(cells, 2):
        assert twin.line_of_sight(b, a) == m.line_of_sight(a, b)
        assert twin.range_between(b, a) == ref_range(m, b, a), (b, a)


@settings(max_examples=30, deadline=None)
@given(maps(), st.sampled_from(["normal", "jump", "flying"]), st.data())
def test_movement_costs_and_the_backward_search_equal_plain_searches(
    m: HexMap, mode: str, data: st.DataObject
) -> None:
    cells = open_hexes(m)
    if not cells:
        return
    blocked = frozenset(data.draw(st.lists(st.sampled_from(cells), max_size=3))) | m.obstacles
    goals = data.draw(st.lists(st.sampled_from(cells), max_size=4, unique=True))
    starts = data.draw(st.lists(st.sampled_from(cells), min_size=1, max_size=5, unique=True))
    expected = {}
    for start in starts:
        costs = movement_costs(m, start, blocked, mode)
        assert costs == ref_costs(m, start, blocked, mode)
        assert list(costs) == list(ref_costs(m, start, blocked, mode))  # same order too
        reached = [costs[g] for g in goals if g in costs]
        if reached:
            expected[start] = min(reached)
    assert cheapest_onward(m, starts, goals, blocked, mode) == expected


def test_line_of_sight_follows_a_door_that_opens() -> None:
    """Closed doors block sight; maps before and after the door opened each keep
    their own (correct) answers, however the caches were filled."""
    s = scenario_one()
    closed = s.hexmap
    door = sorted(closed.doors)[0]
    around = sorted(h for h in closed.hexes if ref_range(closed, door, h) in (1, 2))
    before = {(a, b): closed.line_of_sight(a, b) for a in around for b in around}
    position.open_doors(s, door)
    opened = s.hexmap
    assert door not in opened.doors
    changed = 0
    for (a, b), seen in before.items():
        assert seen == ref_sight(closed, a, b)
        now = opened.line_of_sight(a, b)
        assert now == ref_sight(opened, a, b), (a, b)
        changed += now != seen
        assert closed.line_of_sight(a, b) == seen  # the old map is not disturbed
    assert changed  # the door did block some lines


def test_monster_turns_after_figures_move_equal_fresh_solutions() -> None:
    """A remembered turn is only reused for the very same map and figures."""
    m = HexMap.build(
        hexes=[(q, r) for r in range(5) for q in range(7)],
        walls=[(3, 1), (3, 2)],
        traps=[(2, 3)],
        thin_walls=[((4, 0), (4, 1))],
    )
    guard = Figure("Guard", (0, 2), "monster")
    ability = MonsterAbility(move=3, range=3, targets=2)
    for spot in [(6, 2), (5, 0), (4, 4), (6, 0), (2, 0), (6, 2)]:
        figures = [Figure("Brute", spot, "character", 30), Figure("Spell", (5, 4), "character", 50)]
        figures.append(guard)
        remembered = cached_turn(m, tuple(figures), guard, ability)
        clear_caches()
        fresh_map = HexMap.build(
            hexes=m.hexes, walls=m.walls, traps=m.traps, thin_walls=[tuple(e) for e in m.thin_walls]
        )
        assert remembered == Solver(fresh_map, figures, guard, ability).solve()
        assert remembered == monster_turn(m, figures, guard, ability)


def test_the_shared_caches_stay_bounded() -> None:
    clear_caches()
    for k in range(hm.MAX_LAYOUTS + 5):
        m = HexMap.build(hexes=[(q, 0) for q in range(k + 2)])
        assert m.range_between((0, 0), (k + 1, 0)) == k + 1
        assert m.line_of_sight((0, 0), (1, 0))
    assert len(hm._LAYOUTS) <= hm.MAX_LAYOUTS
    assert len(hm._SIGHTS) <= hm.MAX_LAYOUTS


def test_clear_caches_forgets_paths_and_turns_too() -> None:
    """Cold benchmarks start from nothing: a monster's walking path and its whole turn
    are remembered per map value as well, and cleared with the map caches."""
    from rulebound.games.gloomhaven import movement

    m = HexMap.build(hexes=[(q, r) for r in range(3) for q in range(5)], traps=[(2, 1)])
    guard = Figure("Guard", (0, 1), "monster")
    brute = Figure("Brute", (4, 1), "character", 30)
    cached_turn(m, (brute, guard), guard, MonsterAbility(move=2))
    movement.foot_path(m, (0, 1), (3, 1), frozenset())
    assert movement.foot_path in hm._MAP_CACHES and cached_turn in hm._MAP_CACHES
    assert all(c.cache_info().currsize for c in (movement.foot_path, cached_turn, movement_costs))
    clear_caches()
    assert not any(c.cache_info().currsize for c in hm._MAP_CACHES)


def ref_walk(m: HexMap, start: Hex, goal: Hex, blocked: frozenset[Hex]) -> tuple[Hex, ...] | None:
    """A monster's walking path as it was: one plain Dijkstra over (negative, points),
    each hex reached from the first hex of least cost popped."""
    best, back = {start: (0, 0)}, {}
    heap = [((0, 0), start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if best[here] != cost:
            continue
        for n in ref_steps(m, here):
            if n in m.doors or n in blocked:
                continue
            bad = n in m.traps or n in m.hazardous
            new = (cost[0] + bad, cost[1] + (2 if n in m.difficult else 1))
            if n not in best or new < best[n]:
                best[n], back[n] = new, here
                heapq.heappush(heap, (new, n))
    if goal not in back:
        return None
    path = [goal]
    while path[-1] != start and back[path[-1]] != start:
        path.append(back[path[-1]])
    return tuple(reversed(path))


@settings(max_examples=30, deadline=None)
@given(maps(), st.booleans(), st.data())
def test_walking_paths_equal_a_plain_search(m: HexMap, smooth: bool, data: st.DataObject) -> None:
    """The same path, hex for hex, on maps with rough terrain and without (where a
    breadth-first search stands in for the general one)."""
    if smooth:
        m = HexMap.build(
            hexes=m.hexes, walls=m.walls, thin_walls=[tuple(e) for e in m.thin_walls], doors=m.doors
        )
    cells = open_hexes(m)
    if len(cells) < 2:
        return
    start, goal = data.draw(st.lists(st.sampled_from(cells), min_size=2, max_size=2, unique=True))
    blocked = frozenset(data.draw(st.lists(st.sampled_from(cells), max_size=3))) - {start, goal}
    want = ref_walk(m, start, goal, blocked)
    if want is not None:
        assert foot_path(m, start, goal, blocked) == want

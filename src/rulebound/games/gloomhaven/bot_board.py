"""The board as the heuristic player reads it from a seat's view.

Hexes and monsters, walking distances around walls, thin walls and obstacles (remembered
per map and goals), how hurt and how threatened the party is (:class:`~rulebound.games.
gloomhaven.bot_cards.Hurt`), how far a monster reaches in a round, the tank and whether a
character is fit to open a door, the hits coming at a character, and whether an
obstacle would cut the party off from the monsters or a door.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from itertools import count
from typing import Any

from rulebound.games.gloomhaven import bot_goals
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_cards import (
    Hurt,
    _card_index,
    _cards,
)
from rulebound.games.gloomhaven.classes import load_class
from rulebound.kernel.hexgrid import Hex, distance, neighbours


def _hex(entry: Mapping[str, Any]) -> Hex:
    q, r = entry["hex"]
    return (int(q), int(r))


def _monsters(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return list(view["monsters"])


def _targets_for_move(view: Mapping[str, Any]) -> list[Hex]:
    """Where to head: the monsters, or when none is in sight the goal treasure tiles
    on the board (:mod:`bot_goals`), else the closed doors."""
    monsters = [_hex(m) for m in _monsters(view)]
    if monsters:
        return monsters
    return bot_goals.goal_tiles(view) or [(int(q), int(r)) for q, r in view["map"]["closed_doors"]]


def _nearest(h: Hex, goals: list[Hex]) -> int:
    return min((distance(h, g) for g in goals), default=0)


def _walk_distances(
    view: Mapping[str, Any],
    goals: list[Hex],
    avoid: frozenset[Hex] = frozenset(),
    fly: bool = False,
) -> dict[Hex, int]:
    """Steps from every hex to the nearest goal, around walls, thin walls and
    obstacles (figures ignored), and around the hexes ``avoid`` (traps): a
    breadth-first search on the map. ``fly``: over the obstacles (a flier's, items 58
    and 71: GH-MOVE-07)."""
    board = view["map"]
    lists = (board["hexes"], board["walls"], board["obstacles"], board["thin_walls"])
    # A map's lists are shared by every view of that map (HexMap.view_lists): they
    # are turned into a board number once per map, not at every decision.
    ids = tuple(map(id, lists))
    known = _BOARDS.get(ids)
    if known is None or known[1][0] is not lists[0] or known[1][1:] != lists[1:]:
        hexes, walls, obstacles, thin_walls = lists
        key = (
            tuple(map(tuple, hexes)),
            tuple(map(tuple, walls)),
            tuple(map(tuple, obstacles)),
            tuple(tuple(map(tuple, e)) for e in thin_walls),
        )
        number = _BOARD_NUMBERS.get(key)
        if number is None:
            if len(_BOARD_NUMBERS) >= 1024:
                _BOARD_NUMBERS.clear()  # numbers are never reused: no field goes stale
            number = _BOARD_NUMBERS[key] = next(_NUMBER)
        if len(_BOARDS) >= 256:
            _BOARDS.clear()
        known = _BOARDS[ids] = (number, lists, key)
    number, _, key = known
    goal_key = (number, tuple(sorted(set(goals))), avoid, fly)
    found = _FIELDS.get(goal_key)
    if found is None:
        if len(_FIELDS) >= 1 << 12:
            _FIELDS.clear()
        graph = _GRAPHS.get(number)
        if graph is None:
            if len(_GRAPHS) >= 256:
                _GRAPHS.clear()
            graph = _GRAPHS[number] = _graph(key)
        if avoid:
            graph = (graph[0] - avoid, graph[1])
        if fly:
            graph = (graph[0] | {(int(q), int(r)) for q, r in key[2]}, graph[1])
        found = _FIELDS[goal_key] = _bfs(graph, goal_key[1])
    return found


_BOARDS: dict[tuple[int, ...], tuple[int, tuple[Any, ...], tuple[Any, ...]]] = {}
"""The ids of a map's view lists -> its board number, the lists (kept alive so that
their ids are not reused) and the board as tuples."""


_BOARD_NUMBERS: dict[tuple[Any, ...], int] = {}
"""Each board seen (as tuples) -> its number: equal maps share their fields."""


_NUMBER = count()


_FIELDS: dict[tuple[int, tuple[Hex, ...], frozenset[Hex], bool], dict[Hex, int]] = {}
"""(board number, goals, hexes avoided, flying) -> the distances :func:`_bfs` found."""


_GRAPHS: dict[int, tuple[set[Hex], dict[Hex, set[Hex]]]] = {}
"""Board number -> :func:`_graph` of that board (numbers are never reused)."""


def _graph(board: tuple[Any, ...]) -> tuple[set[Hex], dict[Hex, set[Hex]]]:
    """The hexes a figure may walk on (the map's less walls and obstacles) and, for
    each hex by a thin wall, the neighbours it cuts off: made once per board, not at
    every search (the planner's rollouts search fields for new goals all game)."""
    hexes, walls, obstacles, thin_walls = board
    cells = {(int(q), int(r)) for q, r in hexes}
    cells -= {(int(q), int(r)) for q, r in walls}
    cells -= {(int(q), int(r)) for q, r in obstacles}
    cut: dict[Hex, set[Hex]] = {}
    for a, b in thin_walls:
        one, two = (a[0], a[1]), (b[0], b[1])  # as the views give them
        cut.setdefault(one, set()).add(two)
        cut.setdefault(two, set()).add(one)
    return cells, cut


def _bfs(graph: tuple[set[Hex], dict[Hex, set[Hex]]], goals: tuple[Hex, ...]) -> dict[Hex, int]:
    """The search behind :func:`_walk_distances` (which remembers it: the same map
    and goals come back many times in a game and in the planner's rollouts), on a
    board's :func:`_graph`. Callers must not change the result."""
    cells, cut = graph
    seen = {g: 0 for g in goals}
    queue = deque(goals)
    none: set[Hex] = set()
    while queue:
        here = queue.popleft()
        step = seen[here] + 1
        shut = cut.get(here, none)
        for nxt in neighbours(here):
            if nxt in cells and nxt not in seen and nxt not in shut:
                seen[nxt] = step
                queue.append(nxt)
    return seen


def _party_hurt(view: Mapping[str, Any], me: Mapping[str, Any]) -> Hurt:
    others = [
        c["max_hp"] - c["hp"]
        for c in view["characters"]
        if not c["exhausted"] and c["seat"] != me["seat"]
    ]
    here = _hex(me) if me["hex"] else None
    threat = sum(1 for m in _monsters(view) if here and distance(here, _hex(m)) <= _reach_of(m))
    augmented = any(
        _cards(me["class"])[_card_index(me["class"], a)].top.augment for a in me["active"]
    )
    tile = bot_goals.tile_distance(view, me)
    missing = me["max_hp"] - me["hp"]
    return Hurt(missing, max(others, default=0), threat, augmented, _lost(me), tile)


def _reach_of(m: Mapping[str, Any]) -> int:
    """How far off a monster can attack in a round, roughly: a Bandit Guard moves up to
    3 and attacks next to it (4); an archer moves about 2 and shoots its stat card's
    Range."""
    return 2 + int(m["range"]) if RANGED_APART and m.get("range") else 4


def _lost(me: Mapping[str, Any]) -> int:
    """How many of my cards are lost: the hand size less the cards still in play (the
    view shows my hand, discards, Active Area and planned cards, not the Lost pile)."""
    if "hand" not in me:
        return 0
    held = len(me["hand"]) + len(me["discard"]) + len(me["active"])
    held += len(me.get("unplayed") or ()) + len(me.get("picked") or ())
    return max(0, load_class(me["class"].lower()).hand_size - held)


def _hex_of(action: int, view: Mapping[str, Any]) -> Hex:
    """The hex a hex option names (the index into the map's hex list)."""
    hexes = view["map"]["hexes"]
    known = _HEX_TABLES.get(id(hexes))
    if known is None or known[0] is not hexes:
        if len(_HEX_TABLES) >= 256:
            _HEX_TABLES.clear()
        known = _HEX_TABLES[id(hexes)] = (hexes, tuple((int(q), int(r)) for q, r in hexes))
    return known[1][action - enc.HEX]


_HEX_TABLES: dict[int, tuple[Any, tuple[Hex, ...]]] = {}
"""The id of a map's hex list -> the list (kept alive, so that its id is not reused)
and its hexes as tuples: a map's views share one list (``HexMap.view_lists``), and
the heuristic names dozens of hex options a move."""


def _flanked(view: Mapping[str, Any], me: Mapping[str, Any]) -> set[Hex]:
    """The hexes of the monsters that one of my allies (another character or a
    summon) stands next to."""
    allies = [_hex(c) for c in view["characters"] if c["hex"] and c["seat"] != me["seat"]]
    allies += [_hex(f) for f in view["summons"]]
    return {_hex(m) for m in _monsters(view) if any(distance(_hex(m), a) == 1 for a in allies)}


RANGED_APART = True
"""Tell archers (a stat card Range) from melee monsters: a character with no attack to
make keeps away only from melee monsters and closes in when only archers are left,
and a calm Long Rest waits until no archer has it in range (else: every monster as a
Bandit Guard)."""


def ready(me: Mapping[str, Any]) -> bool:
    """Whether ``me`` may open a door: a new room's monsters strike the opener at
    once, and a wounded opener pays for it in cards (each hit that would exhaust it
    costs one). A character that cannot rest (fewer than two discards) is as ready
    as it will get. (Not below half its HP even then: measured in session 31,
    scenario 1, games 0-47, 14 wins against 15, and left out.)"""
    if me["hp"] >= DOOR_HP * me["max_hp"]:
        return True
    return len(me["discard"]) < 2


DOOR_HP = 0.7
"""The share of its maximum HP a character needs to open a door (0: always ready)."""


def _tank(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The character who should take the hits: the one with the most maximum HP
    still in play, then the larger hand (:func:`bot_goals.tank_rank`; None if every
    character is exhausted)."""
    alive = [c for c in view["characters"] if not c["exhausted"]]
    return max(alive, key=bot_goals.tank_rank, default=None)


def coming_hits(view: Mapping[str, Any], me: Mapping[str, Any], besides: int = -1) -> int:
    """The damage the other monsters on the board may deal this character next: the
    stat card's Attack of each monster (but ``besides``, the one attacking now) whose
    nearest enemy is this character, within its rough reach (:func:`_reach_of`; as
    :func:`planner._threat` counts them for the whole party)."""
    here = _hex(me) if me.get("hex") else None
    if here is None:
        return 0
    party = [_hex(c) for c in view["characters"] if c.get("hex") and not c["exhausted"]]
    party += [_hex(s) for s in view.get("summons", ())]
    total = 0
    for m in _monsters(view):
        if m["id"] == besides or not m.get("attack"):
            continue
        spot = _hex(m)
        near = min(distance(spot, h) for h in party)
        mine = distance(spot, here)
        if mine == near and mine <= _reach_of(m):
            total += m["attack"]
    return total


def _cuts_off(view: Mapping[str, Any], blocked: set[Hex]) -> bool:
    """Whether obstacles on ``blocked`` leave some monster or closed door out of every
    character's walking reach (figures ignored; a hex a figure stands on still joins
    the map)."""
    party = [_hex(c) for c in view["characters"] if c["hex"] and not c["exhausted"]]
    if not party:
        return False
    goals = [_hex(m) for m in _monsters(view)]
    goals += [(int(q), int(r)) for q, r in view["map"]["closed_doors"]]
    board = view["map"]
    cells = {(int(q), int(r)) for q, r in board["hexes"]}
    cells -= {(int(q), int(r)) for q, r in board["walls"]}
    cells -= {(int(q), int(r)) for q, r in board["obstacles"]}
    cells -= blocked
    thin = {frozenset(((a[0], a[1]), (b[0], b[1]))) for a, b in board["thin_walls"]}
    start = [h for h in party if h in cells]
    seen = set(start)
    queue = deque(start)
    while queue:
        here = queue.popleft()
        for nxt in neighbours(here):
            if nxt in cells and nxt not in seen and frozenset((here, nxt)) not in thin:
                seen.add(nxt)
                queue.append(nxt)
    return any(h not in seen for h in party + goals if h not in blocked)

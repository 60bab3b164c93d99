"""Scenario data: rooms, doors, contents and monster set-up, from ``data/*.yaml``.

    >>> s = load_scenario(1)
    >>> s.name, [len(r.hexes) for r in s.rooms]
    ('Black Barrow', [32, 23, 28])
    >>> sorted(p.rank for p in s.monsters_in(1, players=2))
    ['elite', 'normal', 'normal']

The loader checks what the engine relies on and names the file and the entry on any
problem: hexes inside their room, doors adjacent to both rooms they join, one initial
room, known content and monster types, ranks and player counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from rulebound.games.gloomhaven.hexmap import HexMap
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex, are_adjacent, neighbours

CONTENT_TYPES = ("start", "trap", "obstacle", "difficult", "hazardous", "wall", "coin", "treasure")
RANKS = ("normal", "elite")
PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class Content:
    hex: Hex
    type: str
    damage: bool = False
    condition: str = ""
    amount: int = 0
    number: int = 0


@dataclass(frozen=True)
class Placement:
    """A monster base: its type and its rank for each character count (absent: none)."""

    type: str
    hex: Hex
    ranks: dict[int, str]


@dataclass(frozen=True)
class Room:
    id: int
    tile: str
    initial: bool
    hexes: tuple[Hex, ...]
    contents: tuple[Content, ...]
    monsters: tuple[Placement, ...]


@dataclass(frozen=True)
class Door:
    hex: Hex
    rooms: tuple[int, int]
    state: str


@dataclass(frozen=True)
class Scenario:
    number: int
    name: str
    goal: str
    special_rules: tuple[str, ...]
    monster_types: tuple[str, ...]
    rooms: tuple[Room, ...]
    doors: tuple[Door, ...]

    def room(self, room_id: int) -> Room:
        return next(r for r in self.rooms if r.id == room_id)

    def monsters_in(self, room_id: int, players: int) -> list[PlacedMonster]:
        """The monsters set up in a room for this many characters (GH-SETUP-12)."""
        if players not in PLAYER_COUNTS:
            raise DataError(f"scenario {self.number}: {players} characters (expected 2-4)")
        return [
            PlacedMonster(p.type, p.hex, p.ranks[players])
            for p in self.room(room_id).monsters
            if players in p.ranks
        ]

    def contents_of(self, kind: str) -> list[Content]:
        return [c for room in self.rooms for c in room.contents if c.type == kind]

    def hexmap(self, open_doors: frozenset[Hex] = frozenset()) -> HexMap:
        """The whole map (GH-SETUP-10): closed doors block, opened ones are floor. The
        edges of map tiles are walls, so two hexes of different rooms that touch are
        separated by a thin wall: rooms join only through their doors."""
        hexes = [h for room in self.rooms for h in room.hexes] + [d.hex for d in self.doors]
        owner = {h: room.id for room in self.rooms for h in room.hexes}
        tile_edges = {
            tuple(sorted((h, n)))
            for h, room in owner.items()
            for n in neighbours(h)
            if owner.get(n, room) != room
        }

        def of(kind: str) -> list[Hex]:
            return [c.hex for c in self.contents_of(kind)]

        return HexMap.build(
            hexes=hexes,
            walls=of("wall"),
            thin_walls=sorted(tile_edges),  # type: ignore[arg-type]
            obstacles=of("obstacle"),
            traps=of("trap"),
            hazardous=of("hazardous"),
            difficult=of("difficult"),
            doors=[d.hex for d in self.doors if d.hex not in open_doors],
        )


@dataclass(frozen=True)
class PlacedMonster:
    type: str
    hex: Hex
    rank: str


def _hex(value: Any, where: str) -> Hex:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise DataError(f"{where}: a hex is [q, r], got {value!r}")
    return (value[0], value[1])


def parse_scenario(data: Any, origin: str) -> Scenario:
    if not isinstance(data, dict):
        raise DataError(f"{origin}: expected a mapping at the top")
    for key in ("scenario", "name", "rooms", "doors", "monster_types"):
        if key not in data:
            raise DataError(f"{origin}: missing {key!r}")
    types = tuple(data["monster_types"])
    rooms = []
    seen: set[Hex] = set()
    for entry in data["rooms"]:
        where = f"{origin}: room {entry.get('id')}"
        hexes = tuple(_hex(h, where) for h in entry.get("hexes", []))
        overlap = seen & set(hexes)
        if overlap:
            raise DataError(f"{where}: hex {list(min(overlap))} is in two rooms")
        seen |= set(hexes)
        contents = []
        for item in entry.get("contents") or []:
            h = _hex(item.get("hex"), where)
            kind = item.get("type")
            if kind not in CONTENT_TYPES:
                raise DataError(f"{where}: unknown content {kind!r} on {list(h)}")
            if h not in hexes:
                raise DataError(f"{where}: content on {list(h)}, which is not in the room")
            contents.append(
                Content(
                    h,
                    str(kind),
                    bool(item.get("damage", False)),
                    str(item.get("condition", "")),
                    int(item.get("amount", 0)),
                    int(item.get("number", 0)),
                )
            )
        monsters = []
        for item in entry.get("monsters") or []:
            h = _hex(item.get("hex"), where)
            kind = item.get("type")
            if kind not in types:
                raise DataError(f"{where}: monster {kind!r} is not in monster_types")
            if h not in hexes:
                raise DataError(f"{where}: monster on {list(h)}, which is not in the room")
            ranks = {int(k): str(v) for k, v in (item.get("players") or {}).items()}
            for count, rank in ranks.items():
                if count not in PLAYER_COUNTS or rank not in RANKS:
                    raise DataError(f"{where}: monster on {list(h)}: {count} players -> {rank!r}")
            monsters.append(Placement(str(kind), h, ranks))
        rooms.append(
            Room(
                int(entry["id"]),
                str(entry.get("tile", "")),
                bool(entry.get("initial", False)),
                hexes,
                tuple(contents),
                tuple(monsters),
            )
        )
    if sum(r.initial for r in rooms) != 1:
        raise DataError(f"{origin}: exactly one room must be initial")
    by_id = {r.id: r for r in rooms}
    doors = []
    for item in data["doors"]:
        h = _hex(item.get("hex"), f"{origin}: door")
        joined = tuple(item.get("rooms", ()))
        where = f"{origin}: door {list(h)}"
        if len(joined) != 2 or any(r not in by_id for r in joined):
            raise DataError(f"{where}: rooms must name two rooms, got {list(joined)}")
        if h in seen:
            raise DataError(f"{where}: a door is a hex of its own, not a room's")
        for r in joined:
            if not any(are_adjacent(h, x) for x in by_id[r].hexes):
                raise DataError(f"{where}: not adjacent to room {r}")
        doors.append(Door(h, (int(joined[0]), int(joined[1])), str(item.get("state", "closed"))))
    return Scenario(
        int(data["scenario"]),
        str(data["name"]),
        str(data.get("goal", "")),
        tuple(data.get("special_rules") or ()),
        types,
        tuple(rooms),
        tuple(doors),
    )


def load_scenario(number: int, path: Path | None = None) -> Scenario:
    """A shipped scenario by number, or a scenario file."""
    if path is not None:
        origin = str(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise DataError(f"{path}: cannot read ({exc.strerror})") from None
    else:
        origin = f"scenario-{number:03d}.yaml"
        ref = resources.files("rulebound.games.gloomhaven") / "data" / origin
        if not ref.is_file():
            raise DataError(f"no shipped scenario {number} (rulebound ships scenario 1)")
        text = ref.read_text(encoding="utf-8")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise DataError(f"{origin}: not valid YAML ({str(exc).splitlines()[0]})") from None
    return parse_scenario(data, origin)

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

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from rulebound.games.gloomhaven.hexmap import HexMap
from rulebound.games.gloomhaven.yaml_files import parse_yaml, read_file
from rulebound.kernel import files
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex, are_adjacent, neighbours

CONTENT_TYPES = (
    "start",
    "trap",
    "obstacle",
    "difficult",
    "hazardous",
    "wall",
    "coin",
    "treasure",
    "pressure_plate",
    "story",
)
# What a pressure plate or a story point may do (data/README.md, "Scenario effects").
EFFECTS = ("story", "open_door", "spawn")
SPAWN_TIMES = ("start", "end")
# Content keys that only some kinds of content may have.
FEATURE_KEYS = {
    "hp": ("obstacle",),
    "item": ("treasure",),
    "goal": ("treasure",),
    "gold": ("treasure",),
    "item_design": ("treasure",),
    "random_item_design": ("treasure",),
    "random_side_scenario": ("treasure",),
    "effects": ("pressure_plate", "story"),
    "repeat": ("pressure_plate",),
}
# ``boss``: a Boss or a Named Monster, neither Normal nor Elite (GH-ACTION-07); which
# types may have which rank is in the monster data (:meth:`Scenario.check_ranks`).
RANKS = ("normal", "elite", "boss")
PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class Content:
    hex: Hex
    type: str
    damage: bool = False
    condition: str = ""
    amount: int = 0
    number: int = 0
    hp: int = 0  # an obstacle with hit points (GH-ATK-06)
    item: int = 0  # a treasure that gives this item (GH-LOOT-06)
    treasure: tuple[tuple[str, Any], ...] = ()  # what else a treasure gives (GH-LOOT-07 to -10)
    effects: tuple[tuple[str, Any], ...] = field(default=(), compare=False)
    repeat: bool = False  # a pressure plate that works every time, not once


@dataclass(frozen=True)
class Spawn:
    """A monster that a scenario rule spawns (GH-ROUND-02): at the start or the end
    of the listed rounds (every round when ``rounds`` is empty; ``parity`` 1 or 0:
    only odd or even rounds), until room ``until_room`` is revealed (0: for ever)."""

    type: str
    hex: Hex
    ranks: dict[int, str]
    rounds: tuple[int, ...] = ()
    when: str = "start"
    parity: int | None = None
    until_room: int = 0

    def due(self, round_number: int, when: str, revealed: tuple[int, ...] = ()) -> bool:
        if self.until_room and self.until_room in revealed:
            return False
        if self.parity is not None and round_number % 2 != self.parity:
            return False
        return self.when == when and (not self.rounds or round_number in self.rounds)


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
class Rewards:
    """What a scenario completed in Campaign Mode gives (GH-SEND-10 to -13)."""

    party_achievements: tuple[str, ...] = ()
    global_achievements: tuple[str, ...] = ()
    items: tuple[int, ...] = ()  # each to one character of the party's choice (GH-SEND-11)
    item_designs: tuple[int, ...] = ()  # every copy to the City Supply (GH-SEND-12)
    gold: int = 0  # each character
    xp: int = 0  # each character
    prosperity: int = 0  # Prosperity checkmarks (GH-GLOSS-108)
    reputation: int = 0  # the party's Reputation (GH-GLOSS-107)


@dataclass(frozen=True)
class Scenario:
    number: int
    name: str
    goal: str
    special_rules: tuple[str, ...]
    monster_types: tuple[str, ...]
    rooms: tuple[Room, ...]
    doors: tuple[Door, ...]
    spawns: tuple[Spawn, ...] = ()
    unlocks: tuple[int, ...] = ()  # GH-SEND-13
    links: tuple[int, ...] = ()  # scenarios connected on the map (GH-SETUP-04)
    requires_global: tuple[str, ...] = ()  # GH-SETUP-03 (b)
    requires_party: tuple[str, ...] = ()  # GH-SETUP-03 (c)
    rewards: Rewards = Rewards()
    # The goal as the engine checks it at the end of a round (GH-ROUND-07): every
    # monster type of ``win_kill`` killed, and no monster left standing in the
    # revealed rooms; ``win_rooms`` "all": every room revealed too (kill all enemies);
    # "none": only the ``win_kill`` types count (every one of them dead). ``win_loot``
    # "goal": every goal treasure tile looted too.
    win_kill: tuple[str, ...] = ()
    win_rooms: str = "all"
    win_loot: str = ""
    win_reveal: tuple[int, ...] = ()  # rooms that must have been revealed too
    # Attack modifier cards added to every character's deck at the start ("curse", "-1").
    modifier_cards: tuple[tuple[str, int], ...] = ()
    # The doors a boss's "move to the next door" visits, in order (Barrow Lair).
    door_order: tuple[Hex, ...] = ()
    # ``win: {kill_count: N or "NxC"}``: the goal is N (times C, the characters)
    # enemies killed, whatever stands elsewhere (Inox Encampment); 0: no count.
    win_count: int = 0
    win_count_per_character: bool = False
    # GH-SETUP-03 (b): global achievements that must be absent ("!name" in GHS).
    requires_no_global: tuple[str, ...] = ()
    # Conditions every character starts with, a special rule (Ruinous Crypt: disarm).
    start_conditions: tuple[str, ...] = ()
    # Goal treasure tiles are taken only by a Loot ability, never by the end-of-turn
    # loot of a character's own hex (GH-PEND-01): Vibrant Grotto.
    goal_loot_by_ability: bool = False
    # The maps already built, by the doors open: a planner rebuilds the same map in
    # every rollout, and a HexMap never changes (not part of the scenario's value).
    _maps: dict[frozenset[Hex], HexMap] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )

    def treasure(self, number: int) -> Content | None:
        """The treasure tile with this number, if the scenario has one."""
        return next((c for c in self.contents_of("treasure") if c.number == number), None)

    def treasure_item(self, number: int) -> int:
        """The item a numbered treasure gives, 0 if none is recorded."""
        tile = self.treasure(number)
        return tile.item if tile is not None else 0

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

    def check_ranks(
        self, ranks: Mapping[str, tuple[str, ...]], where: str = "", known_only: bool = False
    ) -> None:
        """Every monster the scenario places, spawns or lets a plate spawn is a known
        type with one of its ranks (``ranks``: type -> its ranks, from the monster
        data): ``boss`` for a Boss or a Named Monster and nothing else,
        ``normal``/``elite`` for the others (GH-GLOSS-23, -72). ``known_only``: skip
        types the monster data does not have (yet)."""
        where = where or f"scenario {self.number}"
        found: list[tuple[str, str, dict[int, str]]] = [
            (f"room {room.id}: monster on {list(p.hex)}", p.type, p.ranks)
            for room in self.rooms
            for p in room.monsters
        ]
        found += [(f"spawns[{i}]", sp.type, sp.ranks) for i, sp in enumerate(self.spawns)]
        found += [
            (f"room {room.id}: {c.type} on {list(c.hex)}: spawn", v["type"], v["ranks"])
            for room in self.rooms
            for c in room.contents
            for kind, v in c.effects
            if kind == "spawn"
        ]
        for what, kind, given in found:
            if kind not in ranks:
                if known_only:
                    continue
                raise DataError(f"{where}: {what}: no monster data for {kind!r}")
            allowed = ranks[kind]
            for count, rank in sorted(given.items()):
                if rank not in allowed:
                    raise DataError(
                        f"{where}: {what}: {kind} has the rank {' or '.join(allowed)}, "
                        f"not {rank} ({count} characters)"
                    )

    def contents_of(self, kind: str) -> list[Content]:
        return [c for room in self.rooms for c in room.contents if c.type == kind]

    def hexmap(self, open_doors: frozenset[Hex] = frozenset()) -> HexMap:
        """The whole map (GH-SETUP-10): closed doors block, opened ones are floor. The
        edges of map tiles are walls, so two hexes of different rooms that touch are
        separated by a thin wall: rooms join only through their doors."""
        found = self._maps.get(open_doors)
        if found is None:
            found = self._maps[open_doors] = self._build_map(open_doors)
        return found

    def _build_map(self, open_doors: frozenset[Hex]) -> HexMap:
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
    if isinstance(data["scenario"], bool) or not isinstance(data["scenario"], int):
        raise DataError(f"{origin}: scenario: expected the scenario's number")
    for key in ("name", "goal"):
        if not isinstance(data.get(key, ""), str):
            raise DataError(f"{origin}: {key}: expected text")
    for key in ("special_rules", "monster_types", "rooms", "doors"):
        value = data.get(key) or []
        if not isinstance(value, list):
            raise DataError(f"{origin}: {key}: expected a list")
    for key in ("special_rules", "monster_types"):
        if not all(isinstance(v, str) for v in data.get(key) or []):
            raise DataError(f"{origin}: {key}: expected a list of texts")
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
            what = f"{where}: {kind} on {list(h)}"
            for key, owners in FEATURE_KEYS.items():
                if key in item and kind not in owners:
                    raise DataError(f"{what}: {key} belongs on {' or '.join(owners)} only")
            effects: tuple[tuple[str, Any], ...] = ()
            if kind in ("pressure_plate", "story"):
                effects = _effects(item.get("effects"), what, types)
            contents.append(
                Content(
                    h,
                    str(kind),
                    bool(item.get("damage", False)),
                    str(item.get("condition", "")),
                    int(item.get("amount", 0)),
                    int(item.get("number", 0)),
                    _count(item, "hp", what),
                    _count(item, "item", what),
                    treasure=_treasure(item, what) if kind == "treasure" else (),
                    effects=effects,
                    repeat=bool(item.get("repeat", False)),
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
    spawns = tuple(
        _spawn(raw, f"{origin}: spawns[{i}]", types)
        for i, raw in enumerate(data.get("spawns") or ())
    )
    board = seen | {d.hex for d in doors}
    for i, sp in enumerate(spawns):
        if sp.hex not in board:
            raise DataError(f"{origin}: spawns[{i}]: hex {list(sp.hex)} is not on the map")
        if sp.until_room and sp.until_room not in by_id:
            raise DataError(f"{origin}: spawns[{i}]: until_room {sp.until_room} is not a room")
    for room in rooms:
        for c in room.contents:
            for kind, value in c.effects:
                spot: Hex | None = (
                    value if kind == "open_door" else value["hex"] if kind == "spawn" else None
                )
                if spot is None:
                    continue
                if spot not in board:
                    raise DataError(
                        f"{origin}: room {room.id}: {c.type} on {list(c.hex)}: "
                        f"{kind} hex {list(spot)} is not on the map"
                    )
                if kind == "open_door" and spot not in {d.hex for d in doors}:
                    raise DataError(
                        f"{origin}: room {room.id}: {c.type} on {list(c.hex)}: "
                        f"open_door {list(spot)} is not a door"
                    )
    numbers = [c.number for r in rooms for c in r.contents if c.type == "treasure" and c.number]
    if len(numbers) != len(set(numbers)):
        raise DataError(f"{origin}: two treasure tiles have the same number")
    win_kill, win_rooms, win_loot = _win(data.get("win"), f"{origin}: win", types)
    win_reveal = _numbers((data.get("win") or {}).get("reveal"), f"{origin}: win: reveal")
    if set(win_reveal) - {r.id for r in rooms}:
        raise DataError(f"{origin}: win: reveal: {list(win_reveal)} are not all rooms")
    if win_loot and not any(
        c.treasure and dict(c.treasure).get("goal") for r in rooms for c in r.contents
    ):
        raise DataError(f"{origin}: win: loot: goal, but no treasure tile has goal: true")
    win_count, per_character = _kill_count((data.get("win") or {}), f"{origin}: win")
    door_order = tuple(_hex(h, f"{origin}: door_order") for h in data.get("door_order") or ())
    for h in door_order:
        if h not in {d.hex for d in doors}:
            raise DataError(f"{origin}: door_order: {list(h)} is not a door")
    requires = data.get("requires") or {}
    if not isinstance(requires, dict) or set(requires) - set(REQUIREMENTS):
        raise DataError(
            f"{origin}: requires: expected global_achievements, party_achievements "
            "and/or without_global_achievements"
        )
    return Scenario(
        int(data["scenario"]),
        str(data["name"]),
        str(data.get("goal", "")),
        tuple(data.get("special_rules") or ()),
        types,
        tuple(rooms),
        tuple(doors),
        spawns,
        _numbers(data.get("unlocks"), f"{origin}: unlocks"),
        _numbers(data.get("links"), f"{origin}: links"),
        _names(requires.get("global_achievements"), f"{origin}: requires"),
        _names(requires.get("party_achievements"), f"{origin}: requires"),
        _rewards(data.get("rewards"), f"{origin}: rewards"),
        win_kill,
        win_rooms,
        win_loot,
        win_reveal,
        _modifier_cards(data.get("modifier_cards"), f"{origin}: modifier_cards"),
        door_order,
        win_count,
        per_character,
        _names(requires.get("without_global_achievements"), f"{origin}: requires"),
        _start_conditions(data.get("start_conditions"), f"{origin}: start_conditions"),
        _flag(data, "goal_loot_by_ability", origin),
    )


def _flag(data: dict[str, Any], key: str, origin: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise DataError(f"{origin}: {key} must be true or false, got {value!r}")
    return value


WIN_ROOMS = ("all", "revealed", "none")
WIN_LOOT = ("goal",)
MODIFIER_CARDS = ("curse", "-1")


def _win(raw: Any, where: str, types: tuple[str, ...]) -> tuple[tuple[str, ...], str, str]:
    """``win: {kill: [types], enemies: all | revealed | none, loot: goal}``; absent:
    kill every enemy."""
    if raw is None:
        return (), "all", ""
    if not isinstance(raw, dict) or set(raw) - {"kill", "enemies", "loot", "reveal", "kill_count"}:
        raise DataError(
            f"{where}: expected {{kill: [monster types], enemies: all | revealed | none, "
            "loot: goal, reveal: [rooms]}} or {kill_count: N}"
        )
    loot = raw.get("loot", "")
    if loot and loot not in WIN_LOOT:
        raise DataError(f"{where}: loot must be goal, got {loot!r}")
    kill = raw.get("kill") or []
    if not isinstance(kill, list) or any(k not in types for k in kill):
        raise DataError(f"{where}: kill must list monster types of monster_types, got {kill!r}")
    rooms = raw.get("enemies", "all")
    if rooms not in WIN_ROOMS:
        raise DataError(f"{where}: enemies must be {' or '.join(WIN_ROOMS)}, got {rooms!r}")
    if rooms == "none" and not kill and not loot:
        raise DataError(f"{where}: enemies: none needs the monster types to kill or loot: goal")
    return tuple(str(k) for k in kill), str(rooms), str(loot)


def _start_conditions(raw: Any, where: str) -> tuple[str, ...]:
    """``[disarm]``: conditions every character has as the scenario starts."""
    if raw is None:
        return ()
    known = ("poison", "wound", "muddle", "immobilize", "disarm", "stun")
    if not isinstance(raw, list) or not all(c in known for c in raw):
        raise DataError(f"{where}: expected a list of {', '.join(known)}, got {raw!r}")
    return tuple(str(c) for c in raw)


def _kill_count(raw: Any, where: str) -> tuple[int, bool]:
    """``kill_count: N`` or ``"NxC"`` (N times the number of characters)."""
    value = raw.get("kill_count") if isinstance(raw, dict) else None
    if value is None:
        return 0, False
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return value, False
    found = re.match(r"^([1-9][0-9]*)xC$", str(value))
    if not found:
        raise DataError(f"{where}: kill_count must be N or 'NxC' (N of 1 or more), got {value!r}")
    return int(found.group(1)), True


def _modifier_cards(raw: Any, where: str) -> tuple[tuple[str, int], ...]:
    """``{curse: 3}``: cards every character shuffles into its modifier deck at the start."""
    if raw is None:
        return ()
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected a map of card -> count, e.g. {{curse: 3}}")
    found = []
    for card, count in raw.items():
        if str(card) not in MODIFIER_CARDS:
            raise DataError(f"{where}: {card!r} is not one of {', '.join(MODIFIER_CARDS)}")
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 10:
            raise DataError(f"{where}: {card}: count must be 1-10, got {count!r}")
        found.append((str(card), count))
    return tuple(found)


def _numbers(value: Any, where: str) -> tuple[int, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value
    ):
        raise DataError(f"{where}: expected a list of numbers, got {value!r}")
    return tuple(value)


def _names(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise DataError(f"{where}: expected a list of names, got {value!r}")
    return tuple(value)


REQUIREMENTS = ("global_achievements", "party_achievements", "without_global_achievements")
REWARD_KEYS = (
    "party_achievements",
    "global_achievements",
    "items",
    "item_designs",
    "gold",
    "xp",
    "prosperity",
    "reputation",
)


def _rewards(raw: Any, where: str) -> Rewards:
    if raw is None:
        return Rewards()
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected a mapping")
    for key in raw:
        if key not in REWARD_KEYS:
            raise DataError(f"{where}: unknown reward {key!r} (one of {', '.join(REWARD_KEYS)})")
    return Rewards(
        _names(raw.get("party_achievements"), f"{where}: party_achievements"),
        _names(raw.get("global_achievements"), f"{where}: global_achievements"),
        _numbers(raw.get("items"), f"{where}: items"),
        _numbers(raw.get("item_designs"), f"{where}: item_designs"),
        gold=_count(raw, "gold", where),
        xp=_count(raw, "xp", where),
        prosperity=_count(raw, "prosperity", where),
        reputation=_reputation(raw.get("reputation", 0), f"{where}: reputation"),
    )


def _reputation(value: Any, where: str) -> int:
    """A gain or a loss of Reputation: a whole number, maybe negative."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise DataError(f"{where}: expected a whole number, got {value!r}")
    return value


TREASURE_KEYS = ("goal", "gold", "item_design", "random_item_design", "random_side_scenario")
# a trapped treasure: the looter suffers `trap_damage: N` and gains `trap_conditions`
# (GH-LOOT-02)


def _treasure(item: dict[str, Any], where: str) -> tuple[tuple[str, Any], ...]:
    """A treasure tile's contents besides a named item (GH-LOOT-07 to -10,
    GH-GLOSS-114, -115): a goal tile is flagged ``goal: true``; a numbered one may
    give gold, an Item Design, a Random Item Design or a Random Side Scenario."""
    found: list[tuple[str, Any]] = []
    for key in TREASURE_KEYS:
        if key not in item:
            continue
        value = item[key]
        if key in ("goal", "random_item_design", "random_side_scenario"):
            if not isinstance(value, bool):
                raise DataError(f"{where}: {key} must be true or false, got {value!r}")
            if value:
                found.append((key, True))
        else:
            found.append((key, _count(item, key, where)))
    gives = [k for k, _ in found if k != "goal"] + (["item"] if item.get("item") else [])
    if "trap_damage" in item:
        found.append(("trap_damage", _count(item, "trap_damage", where)))
    if "trap_conditions" in item:
        names = item["trap_conditions"]
        known = {"poison", "wound", "muddle", "immobilize", "disarm", "stun", "curse"}
        if not isinstance(names, list) or not set(names) <= known:
            raise DataError(
                f"{where}: trap_conditions must list negative conditions, got {names!r}"
            )
        found.append(("trap_conditions", tuple(names)))
    if len(gives) > 1:
        raise DataError(f"{where}: a treasure gives one thing, got {', '.join(gives)}")
    if item.get("number", 0) == 0 and not any(k == "goal" for k, _ in found):
        raise DataError(f"{where}: a treasure needs its number, or goal: true")
    return tuple(found)


def _count(item: dict[str, Any], key: str, where: str) -> int:
    value = item.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise DataError(f"{where}: {key} must be a whole number >= 0, got {value!r}")
    return value


def _ranks(value: Any, where: str) -> dict[int, str]:
    """A rank for every character count (``elite``), or per count (``{2: normal}``)."""
    if isinstance(value, str):
        value = {n: value for n in PLAYER_COUNTS}
    if not isinstance(value, dict):
        raise DataError(
            f"{where}: rank must be normal, elite, boss or {{count: rank}}, got {value!r}"
        )
    ranks = {}
    for count, rank in value.items():
        if count not in PLAYER_COUNTS or rank not in RANKS:
            raise DataError(f"{where}: rank: {count} players -> {rank!r}")
        ranks[int(count)] = str(rank)
    return ranks


def _spawn(raw: Any, where: str, types: tuple[str, ...]) -> Spawn:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: a spawn is a map with monster, rank and hex")
    if raw.get("monster") not in types:
        raise DataError(f"{where}: monster {raw.get('monster')!r} is not in monster_types")
    rounds = raw.get("round", "every")
    parity = {"odd": 1, "even": 0}.get(rounds) if isinstance(rounds, str) else None
    if rounds in ("every", "odd", "even"):
        rounds = []
    elif isinstance(rounds, int) and not isinstance(rounds, bool):
        rounds = [rounds]
    if not isinstance(rounds, list) or not all(isinstance(r, int) and r >= 1 for r in rounds):
        raise DataError(
            f"{where}: round must be a round number, a list of them, every, odd or even"
        )
    until = raw.get("until_room", 0)
    if not isinstance(until, int) or isinstance(until, bool) or until < 0:
        raise DataError(f"{where}: until_room must be a room number, got {until!r}")
    when = raw.get("when", "start")
    if when not in SPAWN_TIMES:
        raise DataError(f"{where}: when must be start or end, got {when!r}")
    return Spawn(
        str(raw["monster"]),
        _hex(raw.get("hex"), where),
        _ranks(raw.get("rank", "normal"), where),
        tuple(rounds),
        str(when),
        parity,
        until,
    )


def _effects(raw: Any, where: str, types: tuple[str, ...]) -> tuple[tuple[str, Any], ...]:
    """The effects of a pressure plate or story point: a list of one-key maps."""
    if not isinstance(raw, list) or not raw:
        raise DataError(f"{where}: effects must be a non-empty list")
    found: list[tuple[str, Any]] = []
    for i, entry in enumerate(raw):
        at = f"{where}: effects[{i}]"
        if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in EFFECTS:
            raise DataError(f"{at}: one of {', '.join(EFFECTS)} expected, got {entry!r}")
        kind, value = next(iter(entry.items()))
        if kind == "story":
            found.append((kind, str(value)))
        elif kind == "open_door":
            found.append((kind, _hex(value, at)))
        else:
            spawn = _spawn(value, at, types)
            found.append((kind, {"type": spawn.type, "hex": spawn.hex, "ranks": spawn.ranks}))
    return tuple(found)


def shipped_scenarios() -> tuple[int, ...]:
    """The numbers of the scenarios rulebound ships (``data/scenario-NNN.yaml``)."""
    data = resources.files("rulebound.games.gloomhaven") / "data"
    names = (f.name for f in data.iterdir())
    return tuple(sorted(int(n[9:12]) for n in names if re.fullmatch(r"scenario-\d{3}\.yaml", n)))


def load_scenario(number: int, path: Path | None = None) -> Scenario:
    """A shipped scenario by number, or a scenario file."""
    if path is not None:
        origin = str(path)
        text = read_file(path, "scenario")
    else:
        origin = f"scenario-{number:03d}.yaml"
        ref = resources.files("rulebound.games.gloomhaven") / "data" / origin
        if not ref.is_file():
            shipped = ", ".join(str(n) for n in shipped_scenarios())
            raise DataError(f"no shipped scenario {number} (rulebound ships: {shipped})")
        text = ref.read_text(encoding="utf-8")
    from rulebound.games.gloomhaven.monsters import shipped_ranks

    data = parse_yaml(text, origin)
    with files.checked_data(origin):
        scenario = parse_scenario(data, origin)
        scenario.check_ranks(shipped_ranks(), origin, known_only=True)
    return scenario

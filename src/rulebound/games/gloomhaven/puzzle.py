"""Monster-turn puzzles: read a map and figures from JSON or YAML, solve, report.

The format (YAML shown; JSON is the same structure)::

    map:
      hexes: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1]]   # every hex that exists
      contents:                                          # what is in some of them
        - {hex: [1, 1], type: obstacle}    # wall, obstacle, trap, hazardous, difficult, door
      thin_walls: [[[0, 0], [1, 0]]]       # pairs of adjacent hexes
    figures:
      - {name: Brute, kind: character, hex: [2, 0], initiative: 30}
      - {name: Rat, kind: summon, hex: [0, 1], owner: Mindthief}
      - {name: Guard 2, kind: monster, hex: [1, 0]}
    monster:
      name: Guard 1
      hex: [0, 0]
      move: 2                 # jump: true / flying: true for those movements
      attack: true            # false: no attack this turn
      range: 0                # 0 is melee
      targets: 1
      aoe: [[1, 0], [2, 0]]   # optional: red hexes as axial offsets
      aoe_melee: true         # the pattern's grey hex is the monster (a melee AoE)
      conditions: [muddled]   # muddled, disarmed, immobilized

:func:`solve_puzzle_file` returns ``{"focus": [...], "outcomes": [{"focus",
"destination", "attacks"}, ...]}``. Bad input raises :class:`PuzzleError` with one
line naming the file and the entry.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulebound.games.gloomhaven.hexmap import CONTENTS, HexMap
from rulebound.games.gloomhaven.monster_ai import Figure, MonsterAbility, monster_turn
from rulebound.kernel import files
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex, are_adjacent

KINDS = ("character", "summon", "monster")
CONDITIONS = ("muddled", "disarmed", "immobilized")


def _listed(names: tuple[str, ...]) -> str:
    """Allowed values as a reader writes them ("a, b, c"), not as a Python tuple."""
    return ", ".join(names)


MONSTER_KEYS = {
    "name",
    "hex",
    "move",
    "jump",
    "flying",
    "attack",
    "range",
    "targets",
    "aoe",
    "aoe_melee",
    "conditions",
}
MAX_COORDINATE = 100
"""The largest hex coordinate, either sign."""
MAX_HEXES = 10_000
"""The largest map a puzzle may describe (a scenario's map has a few hundred hexes)."""
MAX_FIGURES = 100
"""The most figures besides the monster (a scenario has a few dozen at most)."""
MAX_AOE = 40
"""The most hexes of an area attack's pattern."""
MAX_MOVE = 50
"""The largest Move, Range and Target values (printed values are single digits)."""
FIGURE_KEYS = {"name", "kind", "hex", "initiative", "second_initiative", "owner", "invisible"}


class PuzzleError(DataError):
    """A malformed monster-turn puzzle."""


def _hex(value: Any, where: str) -> Hex:
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        or not all(-MAX_COORDINATE <= v <= MAX_COORDINATE for v in value)
    ):
        raise PuzzleError(
            f"{where}: a hex is [q, r] with two integers from {-MAX_COORDINATE} to "
            f"{MAX_COORDINATE}, got {_short(value)}"
        )
    return (int(value[0]), int(value[1]))


def _short(value: Any) -> str:
    """``value`` for an error line: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _mapping(value: Any, where: str, keys: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PuzzleError(f"{where}: expected a mapping, got {_short(value)}")
    unknown = sorted(str(k) for k in value if k not in keys)
    if unknown:
        raise PuzzleError(
            f"{where}: unknown key {_short(unknown[0])} (expected one of {sorted(keys)})"
        )
    return value


def _list(value: Any, where: str, what: str, limit: int) -> list[Any]:
    """``value`` as a list (absent: empty) of at most ``limit`` entries."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise PuzzleError(f"{where}: {what} must be a list, got {_short(value)}")
    if len(value) > limit:
        raise PuzzleError(f"{where}: {what} has {len(value)} entries; the limit is {limit}")
    return value


def _int(
    data: dict[str, Any], key: str, where: str, default: int, low: int = 0, high: int = 99
) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise PuzzleError(
            f"{where}: {key!r} must be an integer from {low} to {high}, got {_short(value)}"
        )
    return value


def _bool(data: dict[str, Any], key: str, where: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise PuzzleError(f"{where}: {key!r} must be true or false, got {_short(value)}")
    return value


def parse_puzzle(
    data: Any, origin: str = "puzzle"
) -> tuple[HexMap, list[Figure], Figure, MonsterAbility]:
    """Validate a puzzle (already parsed from JSON/YAML) and build its pieces."""
    top = _mapping(data, origin, {"map", "figures", "monster"})
    for key in ("map", "monster"):
        if key not in top:
            raise PuzzleError(f"{origin}: missing {key!r}")
    raw_map = _mapping(top["map"], f"{origin}: map", {"hexes", "contents", "thin_walls"})
    raw_hexes = _list(raw_map.get("hexes"), origin, "map.hexes", MAX_HEXES)
    if not raw_hexes:
        raise PuzzleError(f"{origin}: map.hexes must be a non-empty list of [q, r]")
    hexes = [_hex(h, f"{origin}: map.hexes[{i}]") for i, h in enumerate(raw_hexes)]
    existing = set(hexes)
    contents: dict[str, set[Hex]] = {name: set() for name in CONTENTS}
    for i, entry in enumerate(_list(raw_map.get("contents"), origin, "map.contents", MAX_HEXES)):
        where = f"{origin}: map.contents[{i}]"
        item = _mapping(entry, where, {"hex", "type"})
        h = _hex(item.get("hex"), where)
        kind = item.get("type")
        if kind not in CONTENTS:
            raise PuzzleError(
                f"{where}: unknown content {_short(kind)} (expected one of {_listed(CONTENTS)})"
            )
        if h not in existing:
            raise PuzzleError(f"{where}: hex {list(h)} is not in map.hexes")
        contents[str(kind)].add(h)
    thin = []
    raw_thin = _list(raw_map.get("thin_walls"), origin, "map.thin_walls", 3 * MAX_HEXES)
    for i, pair in enumerate(raw_thin):
        where = f"{origin}: map.thin_walls[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise PuzzleError(f"{where}: a thin wall is a pair of adjacent hexes [[q, r], [q, r]]")
        a, b = _hex(pair[0], where), _hex(pair[1], where)
        if not are_adjacent(a, b):
            raise PuzzleError(f"{where}: hexes {list(a)} and {list(b)} are not adjacent")
        thin.append((a, b))
    hexmap = HexMap.build(
        hexes=hexes,
        walls=contents["wall"],
        thin_walls=thin,
        obstacles=contents["obstacle"],
        traps=contents["trap"],
        hazardous=contents["hazardous"],
        difficult=contents["difficult"],
        doors=contents["door"],
    )
    raw_figures = _list(top.get("figures"), origin, "figures", MAX_FIGURES)
    entries = []
    for i, entry in enumerate(raw_figures):
        where = f"{origin}: figures[{i}]"
        item = _mapping(entry, where, FIGURE_KEYS)
        name = item.get("name")
        if not isinstance(name, str) or not name:
            raise PuzzleError(f"{where}: every figure needs a name")
        where = f"{origin}: figure {name!r}"
        kind = item.get("kind")
        if kind not in KINDS:
            raise PuzzleError(f"{where}: kind must be one of {_listed(KINDS)}, got {_short(kind)}")
        entries.append((where, name, str(kind), _hex(item.get("hex"), where), item))
    by_name = {name: item for _, name, _, _, item in entries}
    figures: list[Figure] = []
    for n, (where, name, kind, h, item) in enumerate(entries):
        if kind == "summon":
            owner = item.get("owner")
            if not isinstance(owner, str) or by_name.get(owner, {}).get("kind") != "character":
                raise PuzzleError(
                    f"{where}: a summon's owner must be a character, got {_short(owner)}"
                )
            initiative = _int(by_name[owner], "initiative", where, 99, 1)
            second = _int(by_name[owner], "second_initiative", where, 99, 1)
            # Just before its summoner (GH-RSTART-19), in the order summoned (GH-RSTART-20).
            order: tuple[int, ...] = (second, 0, n)
        else:
            initiative = _int(item, "initiative", where, 99, 1)
            # No file-order tie-breaker: a full tie between players is theirs to break
            # (GH-RSTART-17, GH-FOCUS-09).
            order = (_int(item, "second_initiative", where, 99, 1), 1)
        figures.append(
            Figure(name, h, kind, initiative, order, _bool(item, "invisible", where, False))
        )
    where = f"{origin}: monster"
    raw = _mapping(top["monster"], where, MONSTER_KEYS)
    name = raw.get("name", "Monster")
    if not isinstance(name, str):
        raise PuzzleError(f"{where}: name must be text")
    conditions = _list(raw.get("conditions"), where, "conditions", len(CONDITIONS))
    if any(not isinstance(c, str) or c not in CONDITIONS for c in conditions):
        raise PuzzleError(
            f"{where}: conditions must be a list of {_listed(CONDITIONS)}, got {_short(conditions)}"
        )
    aoe_raw = _list(raw.get("aoe"), where, "aoe", MAX_AOE)
    aoe = tuple(_hex(o, f"{where}: aoe[{i}]") for i, o in enumerate(aoe_raw))
    aoe_melee = _bool(raw, "aoe_melee", where, True)
    if aoe_melee and (0, 0) in aoe:
        raise PuzzleError(f"{where}: a melee aoe's red hexes cannot include the monster's own hex")
    monster = Figure(name, _hex(raw.get("hex"), where), "monster")
    ability = MonsterAbility(
        move=_int(raw, "move", where, 0, high=MAX_MOVE),
        jump=_bool(raw, "jump", where, False),
        flying=_bool(raw, "flying", where, False),
        attack=_bool(raw, "attack", where, True),
        range=_int(raw, "range", where, 0, high=MAX_MOVE),
        targets=_int(raw, "targets", where, 1, 1, MAX_MOVE),
        aoe=aoe,
        aoe_melee=aoe_melee,
        muddled="muddled" in conditions,
        disarmed="disarmed" in conditions,
        immobilized="immobilized" in conditions,
    )
    seen: dict[Hex, str] = {}
    names: set[str] = set()
    for fig in [*figures, monster]:
        if fig.name in names:
            raise PuzzleError(f"{origin}: two figures are named {fig.name!r}")
        names.add(fig.name)
        if fig.hex in seen:
            raise PuzzleError(
                f"{origin}: {fig.name!r} and {seen[fig.hex]!r} are both on hex {list(fig.hex)}"
            )
        seen[fig.hex] = fig.name
        if hexmap.is_wall(fig.hex) or fig.hex in hexmap.obstacles or fig.hex in hexmap.doors:
            raise PuzzleError(
                f"{origin}: {fig.name!r} stands on {list(fig.hex)}, which is not open floor"
            )
    return hexmap, figures, monster, ability


def load_puzzle(path: Path) -> Any:
    """The parsed puzzle file (``.json``, or YAML otherwise), or a :class:`PuzzleError`."""
    text = files.read_text(path, "puzzle", error=PuzzleError)
    if path.suffix.lower() == ".json":
        return files.parse_json(text, str(path), error=PuzzleError)
    return files.parse_yaml(text, str(path), error=PuzzleError)


def solve_puzzle(data: Any, origin: str = "puzzle") -> dict[str, Any]:
    hexmap, figures, monster, ability = parse_puzzle(data, origin)
    turn = monster_turn(hexmap, [*figures, monster], monster, ability)
    return {
        "monster": monster.name,
        "focus": list(turn.focus),
        "outcomes": [
            {
                "focus": o.focus or None,
                "destination": list(o.destination),
                "attacks": sorted(list(h) for h in o.attacks),
            }
            for o in turn.outcomes
        ],
    }


def solve_puzzle_file(path: Path) -> dict[str, Any]:
    """Read, validate and solve a puzzle file (``.json``, or YAML otherwise)."""
    data = load_puzzle(path)
    with files.checked_data(str(path), error=PuzzleError):
        return solve_puzzle(data, str(path))

"""Star Wars: Destiny card data: the card model and the validating TOML loader.

Card facts live in ``data/*.toml``, one ``[[card]]`` table per card (see
``data/README.md``). Die faces are written in our own notation,
``[+]<value> <symbol>[ cost <n>]``, ``special[ cost <n>]`` or ``blank``:

    >>> parse_face("2 ranged cost 1")
    DieFace(symbol='ranged', value=2, cost=1, modifier=False)
    >>> parse_face("+1 resource").modifier
    True
    >>> pool = load_pool()
    >>> pool.by_code["01011"].name, pool.by_code["01011"].elite_points
    ('Kylo Ren', 13)

Abilities are not data: they are declared per card in :mod:`.scripts`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from rulebound.kernel import files
from rulebound.kernel.dice import DieFace
from rulebound.kernel.errors import DataError

SYMBOLS = (
    "melee",
    "ranged",
    "indirect",
    "shield",
    "resource",
    "disrupt",
    "discard",
    "focus",
    "special",
    "blank",
)
TYPES = ("character", "upgrade", "support", "event", "battlefield")
COLORS = ("blue", "red", "yellow", "gray")
AFFILIATIONS = ("hero", "villain", "neutral")
RARITIES = ("starter", "common", "uncommon", "rare", "legendary")
KEYWORDS = ("Ambush", "Guardian", "Redeploy")
MAX_CARDS = 900  # the action encoding reserves this many card indices


@dataclass(frozen=True, slots=True)
class CardDef:
    """The printed facts of one card (SWD-CARD-01)."""

    index: int
    code: str
    number: int
    name: str
    subtitle: str
    type: str
    color: str
    affiliation: str
    unique: bool
    rarity: str
    points: tuple[int, ...]
    health: int
    cost: int
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...]
    die: tuple[DieFace, ...]
    text: str

    @property
    def has_die(self) -> bool:
        return bool(self.die)

    @property
    def elite_points(self) -> int:
        """The point value with 2 dice (SWD-POINTS-02); 0 for a character without one."""
        return self.points[1] if len(self.points) == 2 else 0

    @property
    def title(self) -> str:
        return f"{self.name}, {self.subtitle}" if self.subtitle else self.name

    def describe(self) -> str:
        return f"{self.title} ({self.code})"


@dataclass(frozen=True)
class CardPool:
    """Every card the game knows, by index and by code."""

    cards: list[CardDef]
    by_code: dict[str, CardDef]
    origin: str


@dataclass(frozen=True, slots=True)
class XFace(DieFace):
    """A face whose value is X, worked out while the die is used (Launch Bay: the
    cards in its owner's hand); ``value`` stays 0 in the data."""

    def label(self) -> str:
        text = f"X {self.symbol}"
        return f"{text} (cost {self.cost})" if self.cost else text


def parse_face(text: str) -> DieFace:
    """One die face in our notation; raises ``ValueError`` with the reason.

    >>> parse_face("X ranged").label()
    'X ranged'
    """
    words = text.split()
    if len(words) == 2 and words[0] == "X" and words[1] in SYMBOLS[:8]:
        return XFace(words[1], 0)
    if words in (["special"], ["blank"]):
        return DieFace(words[0], 0)
    if len(words) == 3 and words[:2] == ["special", "cost"] and words[2].isdigit():
        return DieFace("special", 0, int(words[2]))  # a special that costs resources
    if len(words) not in (2, 4):
        raise ValueError(f"die face {text!r} is not '[+]<value> <symbol>[ cost <n>]'")
    number, symbol = words[0], words[1]
    modifier = number.startswith("+")
    if not number.lstrip("+").isdigit():
        raise ValueError(f"die face {text!r}: value {number!r} is not a number")
    if symbol not in SYMBOLS[:8]:
        raise ValueError(f"die face {text!r}: unknown symbol {symbol!r}")
    cost = 0
    if len(words) == 4:
        if words[2] != "cost" or not words[3].isdigit():
            raise ValueError(f"die face {text!r}: expected 'cost <n>' after the symbol")
        cost = int(words[3])
    return DieFace(symbol, int(number.lstrip("+")), cost, modifier)


def _field(entry: dict[str, Any], key: str, kind: type, where: str, default: Any = None) -> Any:
    if key not in entry:
        if default is None:
            raise DataError(f"{where}: missing field {key!r}")
        return default
    value = entry[key]
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        kinds = {int: "a whole number", str: "text", list: "a list", bool: "true or false"}
        what = kinds.get(kind, kind.__name__)  # not "must be int"
        raise DataError(f"{where}: field {key!r} must be {what}, got {value!r}")
    return value


def _choice(entry: dict[str, Any], key: str, allowed: tuple[str, ...], where: str) -> str:
    value = _field(entry, key, str, where)
    if value not in allowed:
        listed = ", ".join(allowed)  # the values as words, not a Python tuple
        raise DataError(f"{where}: field {key!r} is {value!r}, expected one of {listed}")
    return str(value)


def _parse_card(index: int, entry: dict[str, Any], origin: str) -> CardDef:
    code = entry.get("code", f"#{index + 1}")
    where = f"{origin}: card {code}"
    _field(entry, "code", str, where)
    name = _field(entry, "name", str, where)
    where = f"{origin}: card {code} ({name})"
    known = {
        "code",
        "number",
        "name",
        "subtitle",
        "type",
        "color",
        "affiliation",
        "unique",
        "rarity",
        "points",
        "health",
        "cost",
        "subtypes",
        "keywords",
        "die",
        "text",
    }
    for key in entry:
        if key not in known:
            raise DataError(f"{where}: unknown field {key!r}")
    ctype = _choice(entry, "type", TYPES, where)
    points: tuple[int, ...] = ()
    health = 0
    cost = 0
    if ctype == "character":
        raw = _field(entry, "points", list, where)
        if not 1 <= len(raw) <= 2 or not all(isinstance(p, int) and p > 0 for p in raw):
            raise DataError(f"{where}: field 'points' must be [single] or [non-elite, elite]")
        points = tuple(raw)
        health = _field(entry, "health", int, where)
        if health < 1:
            raise DataError(f"{where}: field 'health' must be at least 1")
    elif ctype != "battlefield":
        cost = _field(entry, "cost", int, where)
        if cost < 0:
            raise DataError(f"{where}: field 'cost' must not be negative")
    for key in ("points", "health") if ctype != "character" else ():
        if key in entry:
            raise DataError(f"{where}: field {key!r} is only for characters")
    if ctype in ("character", "battlefield") and "cost" in entry:
        raise DataError(f"{where}: a {ctype} has no cost")
    faces: tuple[DieFace, ...] = ()
    if "die" in entry:
        raw_faces = _field(entry, "die", list, where)
        if len(raw_faces) != 6:
            raise DataError(f"{where}: field 'die' must list 6 faces, got {len(raw_faces)}")
        try:
            faces = tuple(parse_face(str(f)) for f in raw_faces)
        except ValueError as exc:
            raise DataError(f"{where}: {exc}") from None
        if ctype in ("event", "battlefield"):
            raise DataError(f"{where}: a {ctype} cannot have a die")
    elif ctype == "character":
        raise DataError(f"{where}: a character needs a die (field 'die')")
    color = _choice(entry, "color", COLORS, where)
    if ctype == "battlefield" and color != "gray":
        raise DataError(f"{where}: a battlefield is always gray, got {color!r}")  # SWD-BF-05
    keywords = tuple(_field(entry, "keywords", list, where, []))
    for kw in keywords:
        if kw not in KEYWORDS:
            listed = ", ".join(KEYWORDS)
            raise DataError(f"{where}: unknown keyword {kw!r}, expected one of {listed}")
    return CardDef(
        index=index,
        code=code,
        number=_field(entry, "number", int, where),
        name=name,
        subtitle=_field(entry, "subtitle", str, where, ""),
        type=ctype,
        color=color,
        affiliation=_choice(entry, "affiliation", AFFILIATIONS, where),
        unique=_field(entry, "unique", bool, where),
        rarity=_choice(entry, "rarity", RARITIES, where),
        points=points,
        health=health,
        cost=cost,
        subtypes=tuple(_field(entry, "subtypes", list, where, [])),
        keywords=keywords,
        die=faces,
        text=_field(entry, "text", str, where),
    )


def load_pool(paths: list[Path] | None = None) -> CardPool:
    """Load card files (default: the shipped Awakenings data). Codes must be unique.
    The shipped data are parsed once per process (a game is loaded for every replay
    and undo); each pool gets its own list and index of the same frozen cards."""
    if paths:
        sources = tuple((str(path), files.read_text(path, "card")) for path in paths)
        return _pool(*_parse_pool(sources))
    return _pool(*_shipped_pool())


def _pool(cards: tuple[CardDef, ...], by_code: dict[str, CardDef], origin: str) -> CardPool:
    return CardPool(list(cards), dict(by_code), origin)


@cache
def _shipped_pool() -> tuple[tuple[CardDef, ...], dict[str, CardDef], str]:
    ref = resources.files("rulebound.games.destiny") / "data" / "awakenings.toml"
    return _parse_pool((("awakenings.toml", ref.read_text(encoding="utf-8")),))


def _parse_pool(
    sources: tuple[tuple[str, str], ...],
) -> tuple[tuple[CardDef, ...], dict[str, CardDef], str]:
    """The cards of ``sources`` (origin, TOML text), by index and by code."""
    cards: list[CardDef] = []
    by_code: dict[str, CardDef] = {}
    for origin, text in sources:
        data = files.parse_toml(text, origin)
        entries = data.get("card", [])
        if not isinstance(entries, list):
            raise DataError(f"{origin}: 'card' must be an array of tables ([[card]])")
        for entry in entries:
            if not isinstance(entry, dict):
                raise DataError(f"{origin}: card #{len(cards) + 1}: expected a table ([[card]])")
            with files.checked_data(f"{origin}: card #{len(cards) + 1}"):
                card = _parse_card(len(cards), entry, origin)
            if card.code in by_code:
                raise DataError(f"{origin}: card {card.code} ({card.name}) is defined twice")
            if len(cards) >= MAX_CARDS:
                raise DataError(f"{origin}: more than {MAX_CARDS} cards")
            cards.append(card)
            by_code[card.code] = card
    return tuple(cards), by_code, ", ".join(o for o, _ in sources)

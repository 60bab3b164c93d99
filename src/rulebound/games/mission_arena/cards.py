"""Marvel Mission Arena card data: the card model, the file loader, deck lists.

Card facts live in TOML files (``data/*.toml``), one ``[[card]]`` table per card.
Loading validates every field and names the file, the card and the field on any
problem. Deck lists are text files of ``<count> <card key>`` lines, validated
against the deck-building rules: exactly 56 cards (MTCG-DECK-01) and at most 5
cards of one Name whatever their version or rarity (MTCG-DECK-03).

    >>> pool = load_pool()
    >>> pool.by_key["thor-c"].name
    'Thor'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from rulebound.kernel import files
from rulebound.kernel.errors import DataError, DeckError

DECK_SIZE = 56
MAX_COPIES = 5
MAX_CARDS = 1000  # action encoding reserves three digits for a card id

RARITIES = ("C", "NC", "R", "UR", "SECRET", "DECK")
ALIGNMENTS = ("good", "neutral", "evil")
SKILLS = ("combat", "mystic", "tech", "science", "cosmic")


@dataclass(frozen=True, slots=True)
class AbilitySpec:
    """The rules-table entry of one Special Ability (catalog section 20.1)."""

    name: str
    kind: str  # offensive, defensive, support
    cost: int
    progressive_allowed: bool
    needs_x: bool
    default_target: str
    target_kinds: tuple[str, ...]


ABILITY_TABLE: dict[str, AbilitySpec] = {
    spec.name: spec
    for spec in (
        AbilitySpec(
            "Group Attack",
            "offensive",
            2,
            False,
            False,
            "characters",
            ("characters", "affiliation", "skill", "name"),
        ),
        AbilitySpec("Trap Attack", "offensive", 2, False, False, "self", ("self",)),
        AbilitySpec("Brute Force", "offensive", 3, False, False, "self", ("self",)),
        AbilitySpec("Attack Mission", "offensive", 3, False, False, "self", ("self",)),
        AbilitySpec("Double Hit", "offensive", 2, False, False, "self", ("self",)),
        AbilitySpec(
            "Bonus Attack",
            "offensive",
            1,
            True,
            True,
            "self",
            ("self", "affiliation", "skill", "name"),
        ),
        AbilitySpec("Counterattack", "defensive", 1, False, False, "self", ("self",)),
        AbilitySpec(
            "Bonus Defence",
            "defensive",
            1,
            True,
            True,
            "self",
            ("self", "affiliation", "skill", "name"),
        ),
        AbilitySpec("Switch", "defensive", 1, False, False, "self", ("self",)),
        AbilitySpec("New Mission", "support", 2, True, False, "missions", ("missions",)),
        AbilitySpec(
            "Power Bank",
            "support",
            1,
            True,
            False,
            "characters",
            ("characters", "affiliation", "skill", "name", "alignment"),
        ),
        AbilitySpec("Recycle", "support", 1, True, True, "discard", ("discard",)),
    )
}


@dataclass(frozen=True, slots=True)
class Ability:
    """A card's Special Ability: the table entry plus what the card prints."""

    name: str
    cost: int
    target_kind: str
    target_value: str
    progressive: bool
    x: int
    text: str

    @property
    def spec(self) -> AbilitySpec:
        return ABILITY_TABLE[self.name]

    @property
    def kind(self) -> str:
        return ABILITY_TABLE[self.name].kind

    def target_label(self) -> str:
        if self.target_kind in ("self", "missions", "discard"):
            return {"self": "itself", "missions": "your Missions", "discard": "your discard pile"}[
                self.target_kind
            ]
        if self.target_kind == "characters":
            return "your characters"
        return f"{self.target_kind} {self.target_value}"

    def label(self) -> str:
        drop = " (progressive)" if self.progressive else ""
        amount = f" +{self.x}" if self.name in ("Bonus Attack", "Bonus Defence") else ""
        if self.name == "Recycle":
            amount = f" {self.x}"
        return f"{self.name}{amount}{drop}, cost {self.cost}, target {self.target_label()}"


@dataclass(frozen=True, slots=True)
class Card:
    """One protagonist card (the game's only card type, MTCG-CARD-01)."""

    id: int
    key: str
    name: str
    version: str
    rarity: str
    attack: int
    defense: int
    resistance: int
    alignment: str
    affiliation: str
    skill: str
    mission_points: int
    nemesis: str | None
    members: tuple[str, ...]
    ability: Ability | None

    @property
    def is_team(self) -> bool:
        return bool(self.members)

    def label(self) -> str:
        return f"{self.name} [{self.rarity}]"

    def stats(self) -> str:
        return f"{self.attack} AK / {self.defense} DF / {self.resistance} RES"

    def to_view(self) -> dict[str, Any]:
        return {
            "id": self.key,  # the id of the card's description (State.describe)
            "index": self.id,  # the card's number in the pool, as actions encode it
            "key": self.key,
            "name": self.name,
            "version": self.version,
            "rarity": self.rarity,
            "attack": self.attack,
            "defense": self.defense,
            "resistance": self.resistance,
            "alignment": self.alignment,
            "affiliation": self.affiliation,
            "skill": self.skill,
            "mission_points": self.mission_points,
            "nemesis": self.nemesis,
            "members": list(self.members),
            "ability": self.ability.label() if self.ability else None,
        }


@dataclass
class CardPool:
    """All cards of one or more data files, indexed by id (position) and by key."""

    cards: list[Card] = field(default_factory=list)
    by_key: dict[str, Card] = field(default_factory=dict)
    demo: bool = False
    sources: list[str] = field(default_factory=list)
    origin: dict[str, str] = field(default_factory=dict)  # card key -> file it came from

    def __len__(self) -> int:
        return len(self.cards)


_CARD_FIELDS = {
    "key",
    "name",
    "version",
    "rarity",
    "attack",
    "defense",
    "resistance",
    "alignment",
    "affiliation",
    "skill",
    "mission_points",
    "nemesis",
    "members",
    "ability",
}
_ABILITY_FIELDS = {"name", "cost", "target", "progressive", "x", "text"}


def _field(
    entry: dict[str, Any],
    name: str,
    kind: type | tuple[type, ...],
    where: str,
    required: bool = True,
) -> Any:
    if name not in entry:
        if required:
            raise DataError(f"{where}: missing field {name!r}")
        return None
    value = entry[name]
    if isinstance(value, bool) and kind is not bool:
        raise DataError(f"{where}: field {name!r} must be {_kind_name(kind)}, got {value!r}")
    if not isinstance(value, kind):
        raise DataError(f"{where}: field {name!r} must be {_kind_name(kind)}, got {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    if isinstance(kind, tuple):
        return " or ".join(k.__name__ for k in kind)
    return {
        "str": "a string",
        "int": "an integer",
        "bool": "true or false",
        "list": "a list",
        "dict": "a table",
    }.get(kind.__name__, kind.__name__)


def _parse_ability(raw: Any, where: str) -> Ability:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: field 'ability' must be a table")
    for name in raw:
        if name not in _ABILITY_FIELDS:
            raise DataError(f"{where}: unknown field 'ability.{name}'")
    name = _field(raw, "name", str, where)
    spec = ABILITY_TABLE.get(name)
    if spec is None:
        known = ", ".join(ABILITY_TABLE)
        raise DataError(f"{where}: field 'ability.name' is {name!r}, not one of: {known}")
    cost = raw.get("cost", spec.cost)
    if isinstance(cost, bool) or not isinstance(cost, int) or not 1 <= cost <= 5:
        raise DataError(f"{where}: field 'ability.cost' must be an integer 1-5, got {cost!r}")
    progressive = raw.get("progressive", False)
    if not isinstance(progressive, bool):
        raise DataError(f"{where}: field 'ability.progressive' must be true or false")
    if progressive and not spec.progressive_allowed:
        raise DataError(f"{where}: field 'ability.progressive': {name} has no progressive version")
    x = raw.get("x", 1)
    if isinstance(x, bool) or not isinstance(x, int) or x < 1:
        raise DataError(f"{where}: field 'ability.x' must be a positive integer, got {x!r}")
    if "x" in raw and not spec.needs_x:
        raise DataError(f"{where}: field 'ability.x' is not used by {name}")
    if spec.needs_x and "x" not in raw:
        raise DataError(f"{where}: missing field 'ability.x' (the value {name} adds)")
    target = raw.get("target", spec.default_target)
    if not isinstance(target, str):
        raise DataError(f"{where}: field 'ability.target' must be a string")
    kind, _, value = target.partition(":")
    if kind not in spec.target_kinds:
        allowed = ", ".join(spec.target_kinds)
        raise DataError(
            f"{where}: field 'ability.target' is {target!r}; {name} takes targets: {allowed}"
        )
    if kind in ("affiliation", "skill", "name", "alignment") and not value:
        raise DataError(f"{where}: field 'ability.target' {target!r} needs a value after ':'")
    if kind == "skill" and value not in SKILLS:
        raise DataError(f"{where}: field 'ability.target' names unknown skill {value!r}")
    if kind == "alignment" and value not in ALIGNMENTS:
        raise DataError(f"{where}: field 'ability.target' names unknown alignment {value!r}")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise DataError(f"{where}: field 'ability.text' must be a string")
    return Ability(name, cost, kind, value, progressive, x, text)


def parse_cards(data: dict[str, Any], source: str, pool: CardPool) -> None:
    """Add the ``[[card]]`` entries of one parsed TOML document to ``pool``."""
    entries = data.get("card")
    if not isinstance(entries, list) or not entries:
        raise DataError(f"{source}: no [[card]] entries")
    meta = data.get("meta", {})
    if isinstance(meta, dict) and meta.get("demo") is True:
        pool.demo = True
    for index, entry in enumerate(entries, start=1):
        where = f"{source}: card #{index}"
        if not isinstance(entry, dict):
            raise DataError(f"{where}: expected a table")
        key = _field(entry, "key", str, where)
        where = f"{source}: card {key!r}"
        for name in entry:
            if name not in _CARD_FIELDS:
                raise DataError(f"{where}: unknown field {name!r}")
        if key in pool.by_key:
            raise DataError(f"{where}: duplicate card key")
        card_name = _field(entry, "name", str, where)
        if not card_name.strip():
            raise DataError(f"{where}: field 'name' is empty")
        rarity = _field(entry, "rarity", str, where)
        if rarity not in RARITIES:
            listed = ", ".join(RARITIES)  # as words, not a Python tuple
            raise DataError(f"{where}: field 'rarity' is {rarity!r}, not one of {listed}")
        stats = []
        for stat in ("attack", "defense", "resistance"):
            value = _field(entry, stat, int, where)
            if value < 0 or value % 50:
                raise DataError(f"{where}: field {stat!r} must be a non-negative multiple of 50")
            stats.append(value)
        alignment = _field(entry, "alignment", str, where)
        if alignment not in ALIGNMENTS:
            listed = ", ".join(ALIGNMENTS)  # as words, not a Python tuple
            raise DataError(f"{where}: field 'alignment' is {alignment!r}, not one of {listed}")
        skill = _field(entry, "skill", str, where)
        if skill not in SKILLS:
            listed = ", ".join(SKILLS)  # as words, not a Python tuple
            raise DataError(f"{where}: field 'skill' is {skill!r}, not one of {listed}")
        points = _field(entry, "mission_points", int, where)
        if points < 0:
            raise DataError(f"{where}: field 'mission_points' must not be negative")
        members = _field(entry, "members", list, where, required=False) or []
        if members and (not 2 <= len(members) <= 5 or not all(isinstance(m, str) for m in members)):
            raise DataError(f"{where}: field 'members' must list 2 to 5 protagonist names")
        if len(set(members)) != len(members):
            raise DataError(f"{where}: field 'members' names a protagonist twice")
        ability_raw = entry.get("ability")
        ability = _parse_ability(ability_raw, where) if ability_raw is not None else None
        nemesis = _field(entry, "nemesis", str, where, required=False)
        affiliation = _field(entry, "affiliation", str, where)
        if not affiliation.strip():
            raise DataError(f"{where}: field 'affiliation' is empty")
        card = Card(
            id=len(pool.cards),
            key=key,
            name=card_name,
            version=_field(entry, "version", str, where, required=False) or "",
            rarity=rarity,
            attack=stats[0],
            defense=stats[1],
            resistance=stats[2],
            alignment=alignment,
            affiliation=affiliation,
            skill=skill,
            mission_points=points,
            nemesis=nemesis or None,
            members=tuple(members),
            ability=ability,
        )
        if len(pool.cards) >= MAX_CARDS:
            raise DataError(f"{where}: a pool holds at most {MAX_CARDS} cards")
        pool.cards.append(card)
        pool.by_key[key] = card
        pool.origin[key] = source
    pool.sources.append(source)


def load_pool_files(paths: list[Path]) -> CardPool:
    """Load and validate card files into one pool (ids follow file order)."""
    pool = CardPool()
    for path in paths:
        text = files.read_text(path, "card")
        data = files.parse_toml(text, str(path))
        with files.checked_data(str(path)):
            parse_cards(data, str(path), pool)
    _check_references(pool)
    return pool


def _check_references(pool: CardPool) -> None:
    singles = {card.name for card in pool.cards if not card.members}
    labels: dict[str, str] = {}
    for card in pool.cards:
        where = f"{pool.origin[card.key]}: card {card.key!r}"
        for member in card.members:
            if member not in singles:
                raise DataError(
                    f"{where}: field 'members' names {member!r}, which no single protagonist "
                    "card in the pool has"
                )
        label = card.label()
        if label in labels:
            raise DataError(
                f"{where}: same Name and rarity as card {labels[label]!r}; versions of one "
                "Name must differ in rarity"  # MTCG-CARD-10
            )
        labels[label] = card.key


_DEFAULT_POOL: CardPool | None = None


def data_dir() -> Path:
    return Path(str(resources.files("rulebound.games.mission_arena") / "data"))


def load_pool(paths: list[Path] | None = None) -> CardPool:
    """The shipped demo pool (cached), or a pool from the given files."""
    global _DEFAULT_POOL
    if paths is not None:
        return load_pool_files(paths)
    if _DEFAULT_POOL is None:
        _DEFAULT_POOL = load_pool_files(sorted(data_dir().glob("*.toml")))
    return _DEFAULT_POOL


@dataclass(frozen=True)
class DeckList:
    name: str
    cards: tuple[int, ...]  # card ids, one entry per copy


def parse_deck(text: str, pool: CardPool, source: str) -> DeckList:
    """Parse ``<count> <card key>`` lines (``#`` starts a comment; ``name: ...`` names it)."""
    name = Path(source).stem
    cards: list[int] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower().startswith("name:"):
            name = line[5:].strip() or name
            continue
        parts = line.split(None, 1)
        count_text = parts[0]
        key = parts[1].strip() if len(parts) > 1 else ""
        if not (count_text.isascii() and count_text.isdigit()) or not key:
            raise DeckError(f"{source} line {number}: expected '<count> <card key>', got {raw!r}")
        card = pool.by_key.get(key)
        if card is None:
            raise DeckError(f"{source} line {number}: unknown card {key!r}")
        cards.extend([card.id] * int(count_text))
    deck = DeckList(name, tuple(cards))
    validate_deck(deck, pool, source)
    return deck


def validate_deck(deck: DeckList, pool: CardPool, source: str = "deck") -> None:
    """Exactly 56 cards (MTCG-DECK-01); at most 5 of one Name (MTCG-DECK-03)."""
    if len(deck.cards) != DECK_SIZE:
        raise DeckError(
            f"{source}: deck {deck.name!r} has {len(deck.cards)} cards; it must have exactly "
            f"{DECK_SIZE}"
        )
    by_name = Counter(pool.cards[c].name for c in deck.cards)
    for card_name, count in sorted(by_name.items()):
        if count > MAX_COPIES:
            raise DeckError(
                f"{source}: deck {deck.name!r} has {count} cards named {card_name!r}; "
                f"at most {MAX_COPIES} of one Name are allowed"
            )


def load_deck(name_or_path: str, pool: CardPool | None = None) -> DeckList:
    """A shipped deck by name (``avengers``, ``villains``) or a deck file by path."""
    if pool is None:
        pool = load_pool()
    path = Path(name_or_path)
    if not files.is_user_file(path) and not path.is_dir():
        shipped = data_dir() / f"{name_or_path.lower()}.deck"
        if not shipped.exists():
            available = ", ".join(sorted(p.stem for p in data_dir().glob("*.deck")))
            raise DeckError(f"no deck file or shipped deck {name_or_path!r} (shipped: {available})")
        path = shipped
    text = files.read_text(path, "deck", error=DeckError)
    with files.checked_data(str(path), error=DeckError):
        return parse_deck(text, pool, str(path))

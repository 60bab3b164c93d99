"""Marvel Champions card data: the card model and the validating TOML loader.

Card facts (``data/core-*.toml``, one file per part of the Core Set) are typed by us:
codes, names, costs, stats, traits, resource icons, keywords, threat and boost
values; the ``text`` of a card is our own paraphrase. Files are loaded in the order of
:data:`DATA_FILES`, which fixes each card's index (new files go at the end, so the
indices, and with them the action numbers of saved replays, do not move).

    >>> pool = load_pool()
    >>> hero = pool.by_code["01001a"]
    >>> hero.name, hero.type, hero.stats["hand_size"]
    ('Spider-Man', 'hero', 5)
    >>> sorted(pool.sets())[:3]
    ['aggression', 'basic', 'black_panther']
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from typing import Any

from rulebound.kernel.errors import DataError

TYPES = (
    "hero",
    "alter_ego",
    "ally",
    "event",
    "support",
    "upgrade",
    "resource",
    "villain",
    "main_scheme",
    "side_scheme",
    "minion",
    "treachery",
    "attachment",
    "obligation",
    "environment",
)
ASPECTS = ("hero", "justice", "leadership", "aggression", "protection", "basic", "encounter")
RESOURCES = ("physical", "mental", "energy", "wild")
STATS = (
    "attack",
    "attack_cost",
    "thwart",
    "thwart_cost",
    "defense",
    "recover",
    "hand_size",
    "health",
    "scheme",
    "boost",
    "threat",
    "base_threat",
    "escalation_threat",
    "scheme_acceleration",
    "scheme_crisis",
    "scheme_hazard",
)
FLAGS = (
    "attack_star",
    "thwart_star",
    "defense_star",
    "recover_star",
    "health_star",
    "health_per_hero",
    "health_infinite",  # infinite hit points: never defeated by damage (MC-HP-09)
    "standard_side",  # "Standard Mode Only" side of a double-sided card (MC-DOUBLESIDED-03)
    "expert_side",  # "Expert Mode Only" side
    "scheme_star",
    "boost_star",
    "threat_fixed",
    "base_threat_fixed",
    "escalation_threat_fixed",
    "cost_per_player",  # a resource cost with the per-player icon (MC-COST-03)
)
KNOWN = {
    "code",
    "name",
    "subname",
    "type",
    "aspect",
    "set",
    "back",
    "unique",
    "quantity",
    "deck_limit",
    "traits",
    "keywords",
    "cost",
    "resources",
    "stage",
    "text",
    "deck_needs",
    *STATS,
    *FLAGS,
}
DATA_FILES = (
    "core-player.toml",
    "core-encounter.toml",
    "core-modular.toml",
    "core-she-hulk.toml",
    "core-protection.toml",
    "core-iron-man.toml",
    "core-klaw.toml",
    "core-black-panther.toml",
    "core-ultron.toml",
)


@dataclass(frozen=True)
class Card:
    """The printed facts of one card side."""

    index: int
    code: str
    name: str
    subname: str
    type: str
    aspect: str
    set: str
    back: str
    unique: bool
    quantity: int
    deck_limit: int
    traits: tuple[str, ...]
    keywords: tuple[str, ...]
    cost: int | None
    resources: dict[str, int]
    stage: str
    text: str
    stats: dict[str, int] = field(default_factory=dict)
    flags: frozenset[str] = frozenset()
    # an identity's deck-building requirement: trait -> at least that many cards of the
    # deck with the trait (MC-DECKBUILD-07)
    deck_needs: dict[str, int] = field(default_factory=dict)

    def keyword(self, name: str) -> str | None:
        """The printed keyword starting with ``name`` ("Uses 3 (Energy)" for "Uses")."""
        return self._keyword_by_name.get(name)

    @cached_property
    def _keyword_by_name(self) -> dict[str, str]:
        # Read once per card: cost and play checks ask for keywords at every decision.
        by_name: dict[str, str] = {}
        for k in self.keywords:
            by_name.setdefault(k.split(" ")[0], k)
        return by_name


@dataclass(frozen=True)
class CardPool:
    cards: list[Card]
    by_code: dict[str, Card]

    def sets(self) -> set[str]:
        return {c.set for c in self.cards}

    def in_set(self, set_code: str) -> list[Card]:
        return [c for c in self.cards if c.set == set_code]


def _check(cond: bool, where: str, message: str) -> None:
    if not cond:
        raise DataError(f"{where}: {message}")


def parse_card(index: int, entry: dict[str, Any], origin: str) -> Card:
    code = entry.get("code")
    where = f"{origin}: card {code!r}"
    _check(isinstance(code, str) and bool(code), where, "missing 'code'")
    name = entry.get("name")
    _check(isinstance(name, str) and bool(name), where, "missing 'name'")
    where = f"{origin}: card {code} ({name})"
    unknown = sorted(set(entry) - KNOWN)
    _check(not unknown, where, f"unknown field {unknown[0] if unknown else ''!r}")
    _check(entry.get("type") in TYPES, where, f"type must be one of {TYPES}")
    _check(entry.get("aspect") in ASPECTS, where, f"aspect must be one of {ASPECTS}")
    _check(isinstance(entry.get("set", ""), str), where, "'set' must be text")
    _check(isinstance(entry.get("text", ""), str), where, "'text' must be text")
    stats = {}
    for key in STATS:
        if key in entry:
            value = entry[key]
            _check(
                isinstance(value, int) and not isinstance(value, bool) and value >= 0,
                where,
                f"{key!r} must be a whole number >= 0",
            )
            stats[key] = value
    flags = frozenset(k for k in FLAGS if entry.get(k))
    for k in FLAGS:
        _check(isinstance(entry.get(k, False), bool), where, f"{k!r} must be true or false")
    raw = entry.get("resources", {})
    _check(isinstance(raw, dict) and set(raw) <= set(RESOURCES), where, "bad 'resources'")
    needs = entry.get("deck_needs", {})
    _check(
        isinstance(needs, dict)
        and all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in needs.values()),
        where,
        "'deck_needs' must map traits to whole numbers > 0",
    )
    cost = entry.get("cost")
    _check(cost is None or (isinstance(cost, int) and cost >= -1), where, "bad 'cost'")
    return Card(
        index=index,
        code=str(code),
        name=str(name),
        subname=str(entry.get("subname", "")),
        type=entry["type"],
        aspect=entry["aspect"],
        set=entry.get("set") or entry["aspect"],  # aspect cards belong to no set
        back=str(entry.get("back", "")),
        unique=bool(entry.get("unique", False)),
        quantity=int(entry.get("quantity", 1)),
        deck_limit=int(entry.get("deck_limit", 0)),
        traits=tuple(entry.get("traits", ())),
        keywords=tuple(entry.get("keywords", ())),
        cost=cost,
        resources={k: int(raw.get(k, 0)) for k in RESOURCES},
        stage=str(entry.get("stage", "")),
        text=entry.get("text", ""),
        stats=stats,
        flags=flags,
        deck_needs={str(k): int(v) for k, v in needs.items()},
    )


def load_pool() -> CardPool:
    """The shipped card data; codes are unique and every ``back`` exists. The files are
    parsed once per process (a game is loaded for every replay and undo): each pool
    gets its own list and index of the same frozen cards, as a position's made-up
    variant replaces a card in its own game's pool only."""
    cards, by_code = _shipped_cards()
    return CardPool(list(cards), dict(by_code))


@cache
def _shipped_cards() -> tuple[tuple[Card, ...], dict[str, Card]]:
    cards: list[Card] = []
    by_code: dict[str, Card] = {}
    for name in DATA_FILES:
        ref = resources.files("rulebound.games.marvel_champions") / "data" / name
        try:
            data = tomllib.loads(ref.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise DataError(f"{name}: not valid TOML ({exc})") from None
        for entry in data.get("card", []):
            card = parse_card(len(cards), entry, name)
            _check(card.code not in by_code, f"{name}: card {card.code}", "defined twice")
            cards.append(card)
            by_code[card.code] = card
    for card in cards:
        if card.back:
            _check(card.back in by_code, f"card {card.code}", f"back {card.back!r} not found")
    return tuple(cards), by_code


def hand_names(pool: CardPool) -> list[str]:
    """Each card's name as a choice in a hand, by index: a name printed on several
    versions (Wakanda Forever!) adds the version's resource icons, so two versions in
    one hand are two distinct choices: ``Wakanda Forever! (mental)``."""
    count: dict[str, int] = {}
    for c in pool.cards:
        count[c.name] = count.get(c.name, 0) + 1
    out = []
    for c in pool.cards:
        icons = ", ".join(k for k in RESOURCES for _ in range(c.resources[k]))
        shared = count[c.name] > 1 and c.type in ("event", "ally", "support", "upgrade")
        out.append(f"{c.name} ({icons})" if shared and icons else c.name)
    return out

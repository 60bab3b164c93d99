"""Marvel Champions deck lists: MarvelCDB deck JSON, and the deck-building rules (16.1).

A player deck is one identity, its hero kit and cards of one aspect plus basic cards
(MC-DECKBUILD-01..08). Deck lists are read in the MarvelCDB deck JSON format::

    {
      "name": "Spider-Man: Justice",
      "hero_code": "01001a",               # the identity, hero side
      "meta": "{\\"aspect\\": \\"justice\\"}",   # a JSON string or an object
      "slots": {"01002": 1, "01003": 2}    # code -> count; the identity is not listed
    }

Other MarvelCDB keys (``id``, ``hero_name``, ``description_md``, ...) are ignored.
Unreadable input is a one-line :class:`DataError` naming the file and the key or
card; :func:`deck_problems` lists every deck-building rule a deck breaks as a
:class:`DeckProblem`: a plain-English message naming the card's code and name, and the
rule IDs as data (never printed). :func:`validate_deck` raises them all as one one-line
:class:`DeckError` whose ``problems`` keeps them.

Keywords read from the card data: ``Permanent`` (does not count toward deck size),
``Linked (Card Name)`` (never in a deck) and ``Team-Up (A and B)`` (the identity must
be A or B; characters separated by "and", "," or "/").

    >>> from rulebound.games.marvel_champions.cards import load_pool
    >>> pool = load_pool()
    >>> deck = load_deck("spider-man-justice", pool)
    >>> deck.hero_code, deck.aspect, deck_size(deck, pool)
    ('01001a', 'justice', 40)
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from rulebound.games.marvel_champions.cards import Card, CardPool
from rulebound.kernel import files
from rulebound.kernel.errors import DataError, DeckError, DeckProblem

MIN_DECK, MAX_DECK = 40, 50  # MC-DECKBUILD-02
MAX_COPIES = 3  # MC-DECKBUILD-05
MAX_UNIQUE = 1  # MC-DECKBUILD-06
DECK_ASPECTS = ("aggression", "justice", "leadership", "protection")  # MC-DECKBUILD-04
IDENTITY_TYPES = ("hero", "alter_ego")

SHIPPED = {  # files in data/
    "spider-man-justice": "spider-man-justice.json",
    "captain-marvel-leadership": "captain-marvel-leadership.json",
    "she-hulk-aggression": "she-hulk-aggression.json",
    "iron-man-protection": "iron-man-protection.json",
    "black-panther-protection": "black-panther-protection.json",
}


@dataclass(frozen=True)
class DeckList:
    """An identity, an aspect and the deck's cards, as read (not yet validated)."""

    name: str
    hero_code: str  # the identity's hero side
    aspect: str  # "" when the list chooses none
    slots: tuple[tuple[str, int], ...]  # (code, count), file order; the identity is not here
    origin: str  # file path or shipped name, for messages
    lines: dict[str, int] = field(default_factory=dict, compare=False)  # code -> first line

    def at(self, card: Card) -> str:
        """A card as a problem names it: with the file line that lists it, if known."""
        line = self.lines.get(card.code)
        return f"{describe(card)} on line {line}" if line else describe(card)

    def card_codes(self) -> list[str]:
        """One code per card copy, in file order."""
        return [code for code, count in self.slots for _ in range(count)]


def describe(card: Card) -> str:
    """``01058 (Daredevil, Matt Murdock)``: the code, the name and any subtitle."""
    title = f"{card.name}, {card.subname}" if card.subname else card.name
    return f"{card.code} ({title})"


def hero_kit(hero: Card, pool: CardPool) -> list[Card]:
    """The identity-specific cards that go in the hero's deck (MC-DECKBUILD-03): the
    player cards of the hero's set other than the identity sides; obligations (encounter
    cards) and Linked cards (set aside, never in a deck) are not part of it."""
    return [
        c
        for c in pool.in_set(hero.set)
        if c.aspect == "hero" and c.type not in IDENTITY_TYPES and not c.keyword("Linked")
    ]


def deck_size(deck: DeckList, pool: CardPool) -> int:
    """Cards counting toward 40-50: not the identity, nor Permanent or Linked cards."""
    total = 0
    for code, count in deck.slots:
        card = pool.by_code.get(code)
        if card is not None and (
            card.type in IDENTITY_TYPES or card.keyword("Permanent") or card.keyword("Linked")
        ):
            continue
        total += max(count, 0)
    return total


def team_up_characters(card: Card) -> tuple[str, ...]:
    """The characters a ``Team-Up (A and B)`` keyword lists (empty when none)."""
    keyword = card.keyword("Team-Up")
    if keyword is None:
        return ()
    match = re.search(r"\((.*)\)", keyword)
    if match is None:
        return ()
    parts = re.split(r",|/|\band\b", match.group(1))
    return tuple(p.strip() for p in parts if p.strip())


# --- MarvelCDB JSON -------------------------------------------------------------------


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise DataError(f"key {key!r} appears twice")
        seen[key] = value
    return seen


def _loads(text: str, where: str) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")  # "Unterminated string starting at" + " at line"
        raise DataError(
            f"{where}: not valid JSON ({what} at line {exc.lineno} column {exc.colno})"
        ) from None
    except DataError as exc:  # a duplicate key: name the file
        raise DataError(f"{where}: {exc}") from None
    except (RecursionError, ValueError) as exc:  # nesting too deep, a huge number
        raise DataError(f"{where}: not usable JSON ({str(exc).splitlines()[0]})") from None


def _meta_aspect(meta: Any, origin: str) -> str:
    if meta is None or meta == "":
        return ""
    if isinstance(meta, str):
        meta = _loads(meta, f"{origin}: 'meta'")
    if not isinstance(meta, dict):
        raise DataError(f"{origin}: 'meta' must be a JSON object or a string holding one")
    aspect = meta.get("aspect", "")
    if not isinstance(aspect, str):
        raise DataError(f"{origin}: meta 'aspect' must be a string, got {aspect!r}")
    second = meta.get("aspect2")
    if second not in (None, ""):
        problem = DeckProblem(
            f"meta names a second aspect {second!r}; a deck has exactly 1 aspect",
            ("MC-DECKBUILD-04",),
        )
        raise DeckError(f"{origin}: {problem}", [problem])
    return aspect.strip().lower()


def parse_marvelcdb_json(text: str, origin: str, pool: CardPool) -> DeckList:
    """Parse a MarvelCDB deck (``name``, ``hero_code``, ``meta``, ``slots``); the
    deck-building rules are checked by :func:`deck_problems`, not here."""
    data = _loads(text, origin)
    if not isinstance(data, dict):
        raise DataError(f"{origin}: a MarvelCDB deck must be a JSON object")
    name = data.get("name", Path(origin).stem)
    if not isinstance(name, str) or not name.strip():
        raise DataError(f"{origin}: 'name' must be a non-empty string, got {name!r}")
    hero_code = data.get("hero_code")
    if not isinstance(hero_code, str) or not hero_code:
        raise DataError(f"{origin}: 'hero_code' must be a card code string, got {hero_code!r}")
    if hero_code not in pool.by_code:
        raise DataError(f"{origin}: 'hero_code': unknown card code {hero_code!r}")
    aspect = _meta_aspect(data.get("meta"), origin)
    slots = data.get("slots")
    if not isinstance(slots, dict):
        raise DataError(f"{origin}: 'slots' must be an object mapping card codes to counts")
    cards: list[tuple[str, int]] = []
    for code, count in slots.items():
        card = pool.by_code.get(code)
        if card is None:
            raise DataError(f"{origin}: 'slots': unknown card code {code!r}")
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise DataError(
                f"{origin}: 'slots': count of {describe(card)} must be a whole number "
                f"1 or more, got {count!r}"
            )
        cards.append((code, count))
    lines = files.json_key_lines(text, slots)
    return DeckList(name.strip(), hero_code, aspect, tuple(cards), origin, lines)


# --- validation -----------------------------------------------------------------------


def _problem(message: str, *rules: str) -> DeckProblem:
    return DeckProblem(message, rules)


def _a(kind: str) -> str:
    """``an ally``, ``a main scheme``: a card type as a player says it."""
    words = kind.replace("_", " ")
    return f"{'an' if words[:1] in 'aeiou' else 'a'} {words}"


def _identity_problems(deck: DeckList, pool: CardPool) -> tuple[list[DeckProblem], Card | None]:
    hero = pool.by_code.get(deck.hero_code)
    if hero is None:
        return [_problem(f"unknown identity code {deck.hero_code!r}", "MC-DECKBUILD-01")], None
    if hero.type == "alter_ego" and hero.back in pool.by_code:
        front = pool.by_code[hero.back]
        message = (
            f"the identity {describe(hero)} is an alter-ego side; name its hero side "
            f"{describe(front)} instead"
        )
        return [_problem(message, "MC-DECKBUILD-01")], None
    if hero.type != "hero":
        message = f"the identity {describe(hero)} is {_a(hero.type)}, not a hero"
        return [_problem(message, "MC-DECKBUILD-01")], None
    return [], hero


def _alter_ego(hero: Card, pool: CardPool) -> Card | None:
    back = pool.by_code.get(hero.back)
    return back if back is not None and back.type == "alter_ego" else None


def _same_character(card: Card, names: set[str]) -> bool:
    """A unique card matching the identity: its name is the hero's or alter-ego's name
    and it has no subtitle or the other of those names (MC-DECKBUILD-06)."""
    return card.name in names and (not card.subname or card.subname in names)


def _set_hero(card: Card, pool: CardPool) -> str:
    """The hero whose kit ``card`` belongs to, by name (the set's id is not for players)."""
    hero = next((c for c in pool.in_set(card.set) if c.type == "hero"), None)
    return hero.name if hero is not None else card.set.replace("_", " ").title()


def _card_problems(
    deck: DeckList, card: Card, hero: Card | None, names: set[str], pool: CardPool
) -> list[DeckProblem]:
    """The rules one listed card breaks on its own, whatever its count."""
    what, aspect = deck.at(card), deck.aspect
    if card.type in IDENTITY_TYPES:
        if hero is not None and card.set == hero.set:
            message = (
                f"{what} is the identity itself; it is named by 'hero_code' and is not "
                "one of the deck's cards: take it out of 'slots'"
            )
            return [_problem(message, "MC-DECKBUILD-01")]
        message = f"{what} is a second identity; a player chooses exactly 1 identity"
        return [_problem(message, "MC-DECKBUILD-01")]
    if card.aspect == "encounter":
        if card.type == "obligation":
            message = (
                f"obligation {what} is an encounter card; it goes into the encounter deck "
                "at setup, not into the player deck"
            )
            return [_problem(message, "MC-DECKBUILD-04", "MC-OBLIGATION-03")]
        message = f"{what} is an encounter card ({card.type.replace('_', ' ')}), not a player card"
        return [_problem(message, "MC-DECKBUILD-04")]
    problems: list[DeckProblem] = []
    if card.keyword("Linked"):
        message = (
            f"{what} has {card.keyword('Linked')} and cannot be included in any deck; it is "
            "set aside at the start of the game"
        )
        problems.append(_problem(message, "MC-KEYWORD-LINKED-01", "MC-DECKBUILD-08"))
    if card.aspect == "hero":
        if hero is not None and card.set != hero.set:
            message = (
                f"{what} belongs to {_set_hero(card, pool)}'s kit, not to "
                f"{describe(hero)}'s; only the identity's own kit, cards of the chosen "
                "aspect and basic cards go in the deck"
            )
            problems.append(_problem(message, "MC-DECKBUILD-04"))
    elif card.aspect != "basic" and aspect in DECK_ASPECTS and card.aspect != aspect:
        message = (
            f"{card.aspect.title()} card {what} in a {aspect.title()} deck; only "
            f"{aspect.title()} and basic cards join the hero kit"
        )
        problems.append(_problem(message, "MC-DECKBUILD-04"))
    if card.keyword("Team-Up") and hero is not None:
        listed = team_up_characters(card)
        if not any(c.casefold() in {n.casefold() for n in names} for c in listed):
            who = " or ".join(repr(c) for c in listed) if listed else "no character"
            message = f"Team-Up card {what} lists {who}; the identity {describe(hero)} is neither"
            problems.append(_problem(message, "MC-KEYWORD-TEAMUP-01", "MC-DECKBUILD-08"))
    return problems


def _cards(n: int) -> str:
    return "card" if n == 1 else "cards"


def _size_problem(size: int, permanent: int) -> DeckProblem:
    """The deck has too few or too many cards (MC-DECKBUILD-02, MC-KEYWORD-PERMANENT-03)."""
    extra = f" and {permanent} Permanent {_cards(permanent)}" if permanent else ""
    fix = (
        f"add {MIN_DECK - size} {_cards(MIN_DECK - size)}"
        if size < MIN_DECK
        else f"take out {size - MAX_DECK} {_cards(size - MAX_DECK)}"
    )
    message = (
        f"the deck has {size} {_cards(size)} (not counting the identity{extra}); a deck has "
        f"{MIN_DECK} to {MAX_DECK}: {fix}"
    )
    if permanent:
        return _problem(message, "MC-DECKBUILD-02", "MC-KEYWORD-PERMANENT-03")
    return _problem(message, "MC-DECKBUILD-02")


def deck_problems(deck: DeckList, pool: CardPool) -> list[DeckProblem]:
    """Every deck-building rule the deck breaks, one problem each (empty when legal)."""
    problems, hero = _identity_problems(deck, pool)
    alter = _alter_ego(hero, pool) if hero is not None else None
    names = {c.name for c in (hero, alter) if c is not None}

    # The aspect (MC-DECKBUILD-04).
    aspects = ", ".join(DECK_ASPECTS)
    if not deck.aspect:
        message = f"no aspect chosen; a deck has exactly 1 aspect, one of {aspects}"
        problems.append(_problem(message, "MC-DECKBUILD-04"))
    elif deck.aspect not in DECK_ASPECTS:
        message = f"aspect {deck.aspect!r} is not one of {aspects}"
        problems.append(_problem(message, "MC-DECKBUILD-04"))

    # Each listed card on its own.
    counts: Counter[str] = Counter()
    cards: dict[str, Card] = {}
    for code, count in deck.slots:
        card = pool.by_code.get(code)
        if card is None:
            problems.append(_problem(f"unknown card code {code!r}"))
            continue
        if count < 1:
            problems.append(_problem(f"{deck.at(card)} has count {count}; a count is 1 or more"))
            continue
        if code not in cards:
            problems.extend(_card_problems(deck, card, hero, names, pool))
        cards[code] = card
        counts[code] += count

    # The hero kit in its exact quantities (MC-DECKBUILD-03).
    kit_codes: set[str] = set()
    if hero is not None:
        for card in hero_kit(hero, pool):
            kit_codes.add(card.code)
            have = counts.get(card.code, 0)
            if have != card.quantity:
                message = (
                    f"hero kit card {deck.at(card)}: {have} in the deck, the {hero.name} "
                    f"hero set has exactly {card.quantity}"
                )
                problems.append(_problem(message, "MC-DECKBUILD-03"))

    # The identity's own deck-building requirements (MC-DECKBUILD-07).
    needs = hero.deck_needs if hero is not None else {}
    for trait, least in needs.items():
        have = sum(n for code, n in counts.items() if trait in cards[code].traits)
        if have < least:
            who = hero.name if hero is not None else "the identity"
            message = (
                f"{who} needs at least {least} {trait} {_cards(least)} in the deck: it has {have}"
            )
            problems.append(_problem(message, "MC-DECKBUILD-07"))

    # Deck size (MC-DECKBUILD-02, MC-KEYWORD-PERMANENT-03).
    size = deck_size(deck, pool)
    if not MIN_DECK <= size <= MAX_DECK:
        permanent = sum(n for code, n in counts.items() if cards[code].keyword("Permanent"))
        problems.append(_size_problem(size, permanent))

    # Copies by name and subtitle (MC-DECKBUILD-05, MC-DECKBUILD-06, MC-MAX-04).
    groups: dict[tuple[str, str], list[Card]] = {}
    for card in cards.values():
        if card.type not in IDENTITY_TYPES:
            groups.setdefault((card.name, card.subname), []).append(card)
    for (card_name, _), group in groups.items():
        copies = sum(counts[c.code] for c in group)
        listing = ", ".join(deck.at(c) for c in group)
        named = f"{copies} copies of " + (
            deck.at(group[0]) if len(group) == 1 else f"{card_name!r} ({listing})"
        )
        if any(c.unique for c in group):
            if copies > MAX_UNIQUE:
                message = (
                    f"{named}, a unique card; a deck holds at most {MAX_UNIQUE} copy of a "
                    "unique card by name"
                )
                problems.append(_problem(message, "MC-DECKBUILD-06"))
            if hero is not None and any(_same_character(c, names) for c in group):
                message = (
                    f"unique {listing} is the same character as the identity "
                    f"{describe(hero)}; the identity counts as its 1 copy"
                )
                problems.append(_problem(message, "MC-DECKBUILD-06"))
            continue
        if any(c.code in kit_codes for c in group):
            # The kit has exact quantities instead (MC-DECKBUILD-03): Black Panther's
            # kit holds five Wakanda Forever!, more than the 3 of MC-DECKBUILD-05.
            continue
        if copies > MAX_COPIES:
            message = f"{named}; a deck holds at most {MAX_COPIES} copies of a card by name"
            problems.append(_problem(message, "MC-DECKBUILD-05"))
        limits = [c.deck_limit for c in group if c.deck_limit > 0]
        limit = min(limits) if limits else MAX_COPIES
        if limit < MAX_COPIES and copies > limit:
            message = f"{named}; the card says Max {limit} per deck"
            problems.append(_problem(message, "MC-MAX-04", "MC-DECKBUILD-08"))
    return problems


def validate_deck(deck: DeckList, pool: CardPool) -> None:
    """Raise one :class:`DeckError` listing every rule the deck breaks, on one line."""
    problems = deck_problems(deck, pool)
    if problems:
        raise DeckError.listing(f"{deck.origin}: deck {deck.name!r} is not legal", problems)


# --- loading --------------------------------------------------------------------------


def _shipped_text(filename: str) -> str:
    ref = resources.files("rulebound.games.marvel_champions") / "data" / filename
    try:
        return ref.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{filename}: cannot read shipped deck ({exc.strerror})") from None


def load_deck(spec: str, pool: CardPool) -> DeckList:
    """A shipped deck by name (``spider-man-justice``, ``captain-marvel-leadership``) or
    a MarvelCDB ``.json`` file; the deck is validated (raises :class:`DeckError`)."""
    key = spec.strip().lower()
    shipped = SHIPPED.get(key) or next((f for f in SHIPPED.values() if key == f), None)
    path = Path(spec)
    if shipped is not None and not files.is_user_file(path):
        origin, text = shipped, _shipped_text(shipped)
    else:
        if not files.is_user_file(path):
            raise DataError(
                f"no deck file or shipped deck {spec!r} (shipped: {', '.join(sorted(SHIPPED))})"
            )
        if path.suffix.lower() != ".json":
            raise DataError(f"{path}: a deck file must be MarvelCDB deck JSON ending in .json")
        origin = str(path)
        text = files.read_text(path, "deck")
    with files.checked_data(origin):
        deck = parse_marvelcdb_json(text, origin, pool)
        validate_deck(deck, pool)
    return deck

"""Star Wars: Destiny deck lists: our text format, SWDestinyDB JSON, and validation.

A deck list is a team of characters, one battlefield and a deck of events, upgrades
and supports (rules Part 4, Customization). Our own text format (``data/*.deck``)::

    # comment lines and trailing "# ..." comments are ignored
    name: Kylo Ren Starter
    format: starter                  # optional, default constructed
    battlefield 01168
    character 01011 elite
    character 01002
    2 01089                          # <count> <code>: events, upgrades, supports

``starter`` decks are the printed starter sets: 20 cards instead of 30, every other
rule the same. Parsing reports unreadable lines as :class:`DataError` and cards in the
wrong place as :class:`DeckError`, each naming the file, the line and the card;
:func:`deck_problems` lists every deck-building rule a deck breaks as a
:class:`DeckProblem` (a plain-English message, and the rule IDs as data, never printed)
and :func:`validate_deck` raises them all as one one-line :class:`DeckError`.

    >>> from rulebound.games.destiny.cards import load_pool
    >>> deck = load_deck("kylo", load_pool())
    >>> deck.format, len(deck.deck_codes()), deck.team_points(load_pool())
    ('starter', 20, 20)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from rulebound.games.destiny.cards import CardDef, CardPool
from rulebound.kernel import files
from rulebound.kernel.errors import DataError, DeckError, DeckProblem

FORMATS = ("starter", "constructed")
DECK_SIZES = {"starter": 20, "constructed": 30}
MAX_TEAM_POINTS = 30  # SWD-TEAM-01
MAX_COPIES = 2  # SWD-DECKB-02
DECK_TYPES = ("event", "upgrade", "support")  # SWD-DECKB-05
FINN_CODE = "01045"  # Finn, First Order Defector: may include red villain weapons and vehicles
FINN_SUBTYPES = ("weapon", "vehicle")

SHIPPED = {  # files in data/: the two starter sets, then our example constructed decks
    "rey": "rey-starter.deck",
    "kylo": "kylo-starter.deck",
    "jedi": "jedi.deck",
    "first-order": "first-order.deck",
    "scoundrels": "scoundrels.deck",
    "hutt-cartel": "hutt-cartel.deck",
}


@dataclass(frozen=True)
class TeamMember:
    """One character on the team; ``elite`` means 2 dice (SWD-POINTS-03)."""

    code: str
    elite: bool


@dataclass(frozen=True)
class DeckList:
    """A team, a battlefield and a deck, as read from a file (not yet validated)."""

    name: str
    format: str  # "starter" | "constructed"
    battlefield: str  # card code, "" when the list names none
    characters: tuple[TeamMember, ...]  # in file order; a non-unique character may repeat
    cards: tuple[tuple[str, int], ...]  # (code, count) of the deck, file order
    origin: str  # file path or shipped name, for messages
    lines: dict[str, int] = field(default_factory=dict, compare=False)  # code -> first line

    def at(self, card: CardDef) -> str:
        """A card as a problem names it: with the file line that lists it, if known."""
        line = self.lines.get(card.code)
        return f"{card.describe()} on line {line}" if line else card.describe()

    def deck_codes(self) -> list[str]:
        """One code per card copy, in file order."""
        return [code for code, count in self.cards for _ in range(max(count, 0))]

    def team_points(self, pool: CardPool) -> int:
        """The team's total point value; an elite character costs its higher value."""
        total = 0
        for member in self.characters:
            card = pool.by_code.get(member.code)
            if card is None:
                raise DeckError(f"{self.origin}: unknown character code {member.code!r}")
            total += _member_points(card, member.elite)
        return total


def _member_points(card: CardDef, elite: bool) -> int:
    if not card.points:
        return 0
    return card.elite_points if elite and card.elite_points else card.points[0]


def _a(kind: str) -> str:
    """``an event``, ``a support``: a card type as a player says it."""
    return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind}"


def _deck_error(where: str, message: str, *rules: str) -> DeckError:
    """A rule broken by one line of a file, found while reading it."""
    problem = DeckProblem(message, rules)
    return DeckError(f"{where}: {problem}", [problem])


# --- our text format -------------------------------------------------------------------


def _lookup(pool: CardPool, code: str, where: str) -> CardDef:
    card = pool.by_code.get(code)
    if card is None:
        raise DataError(f"{where}: unknown card code {code!r}")
    return card


def _check_elite(card: CardDef, where: str, fix: str) -> None:
    if len(card.points) != 2:
        message = (
            f"{card.describe()} has one point value ({card.points[0]}) and cannot be elite: {fix}"
        )
        raise _deck_error(where, message, "SWD-TEAM-04")


def parse_deck_text(text: str, origin: str, pool: CardPool) -> DeckList:
    """Parse our ``.deck`` text format; the deck-building rules are not checked here."""
    name = Path(origin).stem
    fmt = "constructed"
    seen_name = seen_format = False
    battlefield = ""
    battlefield_line = 0
    members: list[TeamMember] = []
    cards: list[tuple[str, int]] = []
    lines: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        where = f"{origin} line {number}"
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, sep, rest = line.partition(":")
        key = head.strip().lower()
        if sep and key in ("name", "format"):
            value = rest.strip()
            if key == "name":
                if seen_name:
                    raise DataError(f"{where}: a second 'name:' line")
                seen_name = True
                if not value:
                    raise DataError(f"{where}: 'name:' needs a deck name")
                name = value
            else:
                if seen_format:
                    raise DataError(f"{where}: a second 'format:' line")
                seen_format = True
                if value.lower() not in FORMATS:
                    raise DataError(f"{where}: format {value!r} is not one of {', '.join(FORMATS)}")
                fmt = value.lower()
            continue
        words = line.split()
        first = words[0].lower()
        if first == "battlefield":
            if len(words) != 2:
                raise DataError(f"{where}: expected 'battlefield <code>', got {line!r}")
            card = _lookup(pool, words[1], where)
            if card.type != "battlefield":
                message = f"{card.describe()} is {_a(card.type)}, not a battlefield"
                raise _deck_error(where, message, "SWD-BFSEL-01")
            if battlefield:
                first_bf = pool.by_code[battlefield].describe()
                message = (
                    f"a second battlefield {card.describe()}; line {battlefield_line} already "
                    f"names {first_bf} and a player brings exactly one"
                )
                raise _deck_error(where, message, "SWD-BFSEL-01")
            battlefield, battlefield_line = card.code, number
        elif first == "character":
            if len(words) not in (2, 3) or (len(words) == 3 and words[2].lower() != "elite"):
                raise DataError(f"{where}: expected 'character <code> [elite]', got {line!r}")
            card = _lookup(pool, words[1], where)
            if card.type != "character":
                message = f"{card.describe()} is {_a(card.type)}, not a character"
                raise _deck_error(where, message, "SWD-TEAM-01")
            elite = len(words) == 3
            if elite:
                _check_elite(card, where, "list it without 'elite'")
            members.append(TeamMember(card.code, elite))
            lines.setdefault(card.code, number)
        elif words[0].isascii() and words[0].isdigit():
            if len(words) != 2:
                raise DataError(f"{where}: expected '<count> <code>', got {line!r}")
            count = int(words[0])
            card = _lookup(pool, words[1], where)
            if count < 1:
                raise DataError(f"{where}: count {words[0]} of {card.describe()} must be 1 or more")
            if card.type not in DECK_TYPES:
                message = (
                    f"{card.describe()} is {_a(card.type)}; write it as "
                    f"'{card.type} {card.code}', a deck holds only events, upgrades and supports"
                )
                raise _deck_error(where, message, "SWD-DECKB-05")
            cards.append((card.code, count))
            lines.setdefault(card.code, number)
        elif words[0].lstrip("+-").isdigit() or (len(words) == 2 and words[1] in pool.by_code):
            raise DataError(f"{where}: bad count {words[0]!r}, expected a whole number 1 or more")
        else:
            raise DataError(
                f"{where}: expected 'name:', 'format:', 'battlefield <code>', "
                f"'character <code> [elite]' or '<count> <code>', got {line!r}"
            )
    lines.setdefault(battlefield, battlefield_line)
    return DeckList(name, fmt, battlefield, tuple(members), tuple(cards), origin, lines)


# --- SWDestinyDB JSON -----------------------------------------------------------------


def _slot(code: Any, entry: Any, where: str, pool: CardPool) -> tuple[CardDef, int, int | None]:
    if not isinstance(code, str):
        raise DataError(f"{where}: card code {code!r} must be a string")
    card = pool.by_code.get(code)
    if card is None:
        raise DataError(f"{where}: unknown card code {code!r}")
    what = f"{where}: card {card.describe()}"
    if not isinstance(entry, dict):
        raise DataError(f'{what} must map to {{"quantity": n, "dice": d}}, got {entry!r}')
    quantity = entry.get("quantity")
    if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
        raise DataError(f"{what}: 'quantity' must be a whole number 1 or more, got {quantity!r}")
    dice = entry.get("dice")
    if dice is not None and (isinstance(dice, bool) or not isinstance(dice, int) or dice < 0):
        raise DataError(f"{what}: 'dice' must be a whole number 0 or more, got {dice!r}")
    return card, quantity, dice


def parse_swdestinydb_json(
    text: str, origin: str, pool: CardPool, format: str = "constructed"
) -> DeckList:
    """Parse a SWDestinyDB deck export (``slots``, ``characters``, ``battlefield``)."""
    if format not in FORMATS:
        raise DataError(f"{origin}: format {format!r} is not one of {', '.join(FORMATS)}")
    data = files.parse_json(text, origin)
    if not isinstance(data, dict):
        raise DataError(f"{origin}: a SWDestinyDB deck must be a JSON object")
    name = data.get("name", Path(origin).stem)
    if not isinstance(name, str) or not name.strip():
        raise DataError(f"{origin}: 'name' must be a non-empty string, got {name!r}")
    battlefields: list[CardDef] = []
    bf_code = data.get("battlefield")
    if bf_code is not None:
        if not isinstance(bf_code, str):
            raise DataError(f"{origin}: 'battlefield' must be a card code string, got {bf_code!r}")
        card = _lookup(pool, bf_code, f"{origin}: 'battlefield'")
        if card.type != "battlefield":
            message = f"'battlefield' {card.describe()} is {_a(card.type)}, not a battlefield"
            raise _deck_error(origin, message, "SWD-BFSEL-01")
        battlefields.append(card)
    members: list[TeamMember] = []
    cards: list[tuple[str, int]] = []
    listed: dict[str, str] = {}
    for key in data:  # file order: "characters" and "slots" as they come
        if key not in ("characters", "slots"):
            continue
        slots = data[key]
        where = f"{origin}: '{key}'"
        if not isinstance(slots, dict):
            raise DataError(f"{where} must be an object mapping card codes to quantities")
        for code, entry in slots.items():
            card, quantity, dice = _slot(code, entry, where, pool)
            if card.code in listed:
                raise DataError(
                    f"{where}: card {card.describe()} is listed twice ('{listed[card.code]}' "
                    f"and '{key}')"
                )
            listed[card.code] = key
            if card.type == "character":
                members.extend(_json_members(card, quantity, dice, where))
            elif key == "characters":
                message = f"card {card.describe()} is {_a(card.type)}, not a character"
                raise _deck_error(where, message, "SWD-TEAM-01")
            elif card.type == "battlefield":
                if quantity != 1:
                    message = (
                        f"battlefield {card.describe()} has quantity {quantity}; a player "
                        "brings exactly one battlefield"
                    )
                    raise _deck_error(where, message, "SWD-BFSEL-01")
                if not any(b.code == card.code for b in battlefields):
                    battlefields.append(card)
            else:
                cards.append((card.code, quantity))
    if len(battlefields) > 1:
        named = " and ".join(b.describe() for b in battlefields)
        message = f"two battlefields, {named}; a player brings exactly one"
        raise _deck_error(origin, message, "SWD-BFSEL-01")
    battlefield = battlefields[0].code if battlefields else ""
    return DeckList(
        name,
        format,
        battlefield,
        tuple(members),
        tuple(cards),
        origin,
        files.json_key_lines(text, listed),
    )


def _json_members(card: CardDef, quantity: int, dice: int | None, where: str) -> list[TeamMember]:
    what = f"{where}: character {card.describe()}"
    if dice is None:
        raise DataError(f"{what} needs 'dice' (1, or 2 for elite)")
    if card.unique:
        if quantity != 1:
            message = (
                f"character {card.describe()} has quantity {quantity}; a team holds one copy "
                "of a unique character (give it 'dice': 2 to make it elite)"
            )
            raise _deck_error(where, message, "SWD-TEAM-03")
        if dice not in (1, 2):
            raise DataError(f"{what}: 'dice' must be 1, or 2 for elite, got {dice}")
        if dice == 2:
            _check_elite(card, where, "give it 'dice': 1")
        return [TeamMember(card.code, dice == 2)]
    if dice != quantity:
        raise DataError(
            f"{what} is not unique: quantity {quantity} means {quantity} team members with "
            f"one die each, so 'dice' must be {quantity}, got {dice}"
        )
    return [TeamMember(card.code, False) for _ in range(quantity)]


# --- validation -----------------------------------------------------------------------


def _problem(message: str, *rules: str) -> DeckProblem:
    return DeckProblem(message, rules)


def _cards(n: int) -> str:
    return "card" if n == 1 else "cards"


def _team_problems(deck: DeckList, pool: CardPool) -> tuple[list[DeckProblem], list[CardDef]]:
    """The team's problems (SWD-TEAM-01..06), and its characters' cards."""
    problems: list[DeckProblem] = []
    team: list[tuple[CardDef, bool]] = []
    for member in deck.characters:
        card = pool.by_code.get(member.code)
        if card is None:
            problems.append(_problem(f"unknown character code {member.code!r}"))
        elif card.type != "character":
            message = f"{deck.at(card)} is {_a(card.type)}, not a character"
            problems.append(_problem(message, "SWD-TEAM-01"))
        else:
            if member.elite and len(card.points) != 2:
                message = f"{deck.at(card)} has one point value and cannot be elite"
                problems.append(_problem(message, "SWD-TEAM-04"))
            team.append((card, member.elite))
    if not deck.characters:
        message = "the team has no character; it needs at least 1"
        problems.append(_problem(message, "SWD-TEAM-05"))
    points = sum(_member_points(card, elite) for card, elite in team)
    if points > MAX_TEAM_POINTS:
        listing = ", ".join(
            f"{_member_points(card, elite)} for {'elite ' if elite else ''}{deck.at(card)}"
            for card, elite in team
        )
        message = f"the team is worth {points} points, more than {MAX_TEAM_POINTS}: {listing}"
        problems.append(_problem(message, "SWD-TEAM-01"))
    heroes = [card for card, _ in team if card.affiliation == "hero"]
    villains = [card for card, _ in team if card.affiliation == "villain"]
    if heroes and villains:
        message = (
            f"hero {deck.at(heroes[0])} and villain {deck.at(villains[0])} cannot be on "
            "the same team"
        )
        problems.append(_problem(message, "SWD-TEAM-02"))
    by_name: dict[str, list[CardDef]] = {}
    for card, _ in team:
        by_name.setdefault(card.name, []).append(card)
    for char_name, copies in by_name.items():
        if len(copies) > 1 and any(c.unique for c in copies):
            listing = ", ".join(deck.at(c) for c in copies)
            message = (
                f"unique character {char_name!r} is on the team {len(copies)} times "
                f"({listing}); a team holds one copy by name, whatever the subtitle"
            )
            problems.append(_problem(message, "SWD-TEAM-03", "SWD-UNIQUE-07"))
    return problems, [card for card, _ in team]


def deck_problems(deck: DeckList, pool: CardPool) -> list[DeckProblem]:
    """Every deck-building rule the deck breaks, one problem each (empty when legal)."""
    problems: list[DeckProblem] = []
    if deck.format not in FORMATS:
        problems.append(_problem(f"format {deck.format!r} is not one of {', '.join(FORMATS)}"))

    # Battlefield (SWD-BFSEL-01).
    if not deck.battlefield:
        problems.append(_problem("no battlefield; a player brings exactly one", "SWD-BFSEL-01"))
    elif deck.battlefield not in pool.by_code:
        message = f"unknown battlefield code {deck.battlefield!r}"
        problems.append(_problem(message, "SWD-BFSEL-01"))
    elif pool.by_code[deck.battlefield].type != "battlefield":
        bf = pool.by_code[deck.battlefield]
        message = f"{deck.at(bf)} is {_a(bf.type)}, not a battlefield"
        problems.append(_problem(message, "SWD-BFSEL-01"))

    # Team (SWD-TEAM-01..06).
    team_problems, team = _team_problems(deck, pool)
    problems += team_problems
    heroes = any(card.affiliation == "hero" for card in team)
    villains = any(card.affiliation == "villain" for card in team)

    # Deck (SWD-DECKB-01..05).
    size = DECK_SIZES.get(deck.format, DECK_SIZES["constructed"])
    deck_cards: list[tuple[CardDef, int]] = []
    for code, count in deck.cards:
        card = pool.by_code.get(code)
        if card is None:
            problems.append(_problem(f"unknown deck card code {code!r}"))
            continue
        if count < 1:
            problems.append(_problem(f"{deck.at(card)} has count {count}; a count is 1 or more"))
            continue
        if card.type not in DECK_TYPES:
            message = (
                f"{deck.at(card)} is {_a(card.type)}; a deck holds only events, upgrades "
                "and supports"
            )
            problems.append(_problem(message, "SWD-DECKB-05"))
        deck_cards.append((card, count))
    total = sum(max(count, 0) for _, count in deck.cards)
    if total != size:
        gap = abs(size - total)
        fix = f"add {gap} {_cards(gap)}" if total < size else f"take out {gap} {_cards(gap)}"
        message = (
            f"the deck has {total} {_cards(total)}; a {deck.format} deck has exactly {size}: {fix}"
        )
        problems.append(_problem(message, "SWD-DECKB-01"))
    copies_by_name: Counter[str] = Counter()
    codes_by_name: dict[str, list[str]] = {}
    for card, count in deck_cards:
        copies_by_name[card.name] += count
        codes_by_name.setdefault(card.name, [])
        if deck.at(card) not in codes_by_name[card.name]:
            codes_by_name[card.name].append(deck.at(card))
    for card_name, count in copies_by_name.items():
        if count > MAX_COPIES:
            listed = codes_by_name[card_name]
            named = listed[0] if len(listed) == 1 else f"{card_name!r} ({', '.join(listed)})"
            message = (
                f"{count} copies of {named}; a deck holds at most {MAX_COPIES} cards of one name"
            )
            problems.append(_problem(message, "SWD-DECKB-02", "SWD-COPY-01"))
    colors = {card.color for card in team}
    finn = any(card.code == FINN_CODE for card in team)
    reported: set[str] = set()
    for card, _ in deck_cards:
        if card.code in reported or card.type not in DECK_TYPES:
            continue
        reported.add(card.code)
        if (
            finn
            and card.color == "red"
            and card.affiliation == "villain"
            and any(s in FINN_SUBTYPES for s in card.subtypes)
        ):
            continue  # Finn, First Order Defector lifts both restrictions for these cards
        if heroes and card.affiliation == "villain":
            message = f"villain card {deck.at(card)} in a hero team's deck"
            problems.append(_problem(message, "SWD-DECKB-03"))
        if villains and card.affiliation == "hero":
            message = f"hero card {deck.at(card)} in a villain team's deck"
            problems.append(_problem(message, "SWD-DECKB-03"))
        if card.color != "gray" and card.color not in colors:
            message = (
                f"{card.color} card {deck.at(card)} but the team has no {card.color} character"
            )
            problems.append(_problem(message, "SWD-DECKB-04"))
    return problems


def validate_deck(deck: DeckList, pool: CardPool) -> None:
    """Raise one :class:`DeckError` listing every rule the deck breaks, on one line."""
    problems = deck_problems(deck, pool)
    if problems:
        raise DeckError.listing(f"{deck.origin}: deck {deck.name!r} is not legal", problems)


# --- loading --------------------------------------------------------------------------


def _data_file(filename: str) -> tuple[str, str]:
    ref = resources.files("rulebound.games.destiny") / "data" / filename
    try:
        return filename, ref.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{filename}: cannot read shipped deck ({exc.strerror})") from None


def load_deck(spec: str, pool: CardPool) -> DeckList:
    """A shipped deck by name (``rey``, ``kylo``) or a file: ``.json`` is SWDestinyDB,
    anything else our text format. The deck is validated (raises :class:`DeckError`)."""
    key = spec.strip().lower()
    shipped = SHIPPED.get(key) or next(
        (f for f in SHIPPED.values() if key in (f, f.removesuffix(".deck"))), None
    )
    path = Path(spec)
    if shipped is not None and not files.is_user_file(path):
        origin, text = _data_file(shipped)
    else:
        if not files.is_user_file(path) and not path.is_dir():
            raise DataError(
                f"no deck file or shipped deck {spec!r} (shipped: {', '.join(sorted(SHIPPED))})"
            )
        origin = str(path)
        text = files.read_text(path, "deck")
    with files.checked_data(origin):
        if origin.lower().endswith(".json"):
            deck = parse_swdestinydb_json(text, origin, pool)
        else:
            deck = parse_deck_text(text, origin, pool)
        validate_deck(deck, pool)
    return deck

"""Star Wars: Destiny deck lists: our text format, SWDestinyDB JSON, and Customization.

Rule tests use a small fixture pool written to a temporary TOML file, so each test
has exactly the cards its rule needs (two Darth Vaders with different subtitles, a
red villain weapon for Finn, ...). The shipped starter decks are tested at the end
against the shipped Awakenings data. Catalog rule IDs are named in each test's
``rules`` marker; a problem is checked by its ``rules`` (data, never in the message) and
by what its message names.
"""

from __future__ import annotations

import doctest
import json
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from rulebound.games.destiny import decks as decks_module
from rulebound.games.destiny.cards import CardPool, load_pool
from rulebound.games.destiny.decks import (
    FORMATS,
    SHIPPED,
    DeckList,
    TeamMember,
    deck_problems,
    load_deck,
    parse_deck_text,
    parse_swdestinydb_json,
    validate_deck,
)
from rulebound.kernel.errors import DataError, DeckError, DeckProblem

rules = pytest.mark.rules

DIE = ["1 melee", "2 melee", "1 shield", "1 resource", "special", "blank"]


def card(code: str, name: str, ctype: str, color: str, affiliation: str, **fields: Any) -> dict:
    """One ``[[card]]`` entry with every field the loader requires."""
    entry: dict[str, Any] = {
        "code": code,
        "number": int(code[-3:]),
        "name": name,
        "type": ctype,
        "color": color,
        "affiliation": affiliation,
        "unique": False,
        "rarity": "common",
        "text": "Test card.",
    }
    if ctype == "character":
        entry.update(points=[10], health=10, die=DIE)
    elif ctype != "battlefield":
        entry["cost"] = 1
    entry.update(fields)
    return entry


def char(code: str, name: str, color: str, affiliation: str, points: list[int], **kw: Any) -> dict:
    return card(code, name, "character", color, affiliation, points=points, **kw)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(value)


def write_pool(path: Path, cards: Iterable[dict]) -> CardPool:
    """Write a tiny TOML pool with exactly these cards and load it."""
    lines = ['[meta]\nset = "Test"\nset_code = "TS"\n']
    for entry in cards:
        lines.append("[[card]]")
        lines.extend(f"{k} = {_toml_value(v)}" for k, v in entry.items())
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
    return load_pool([path])


RED_HERO = [f"902{i:02d}" for i in range(5)]  # 5 red hero events
YELLOW_HERO = [f"902{i:02d}" for i in range(5, 10)]  # 5 yellow hero events
GRAY_NEUTRAL = [f"902{i:02d}" for i in range(10, 15)]  # 5 gray neutral events

FIXTURE_CARDS = [
    char("90001", "Leia Organa", "red", "hero", [13, 16], subtitle="Rebel Leader", unique=True),
    char("90002", "Han Solo", "yellow", "hero", [14, 18], subtitle="Scoundrel", unique=True),
    char("90003", "Darth Vader", "blue", "villain", [13, 17], subtitle="Sith Lord", unique=True),
    char(
        "90004", "Darth Vader", "blue", "villain", [11, 15], subtitle="Dark Apprentice", unique=True
    ),
    char("90005", "Stormtrooper", "red", "villain", [7]),
    char("90006", "Kylo Ren", "blue", "villain", [10, 13], subtitle="Disciple", unique=True),
    char("90007", "Rebel Trooper", "red", "hero", [8]),
    char("90008", "Bounty Hunter", "yellow", "neutral", [8]),
    char("90009", "Rey", "blue", "hero", [9, 12], subtitle="Prodigy", unique=True),
    char("90010", "Lone Sniper", "gray", "hero", [7], unique=True),
    char("01045", "Finn", "yellow", "hero", [13, 16], subtitle="Defector", unique=True),
    card("90100", "Rebel War Room", "battlefield", "gray", "neutral", subtitle="Yavin 4"),
    card("90101", "Frozen Wastes", "battlefield", "gray", "neutral", subtitle="Starkiller"),
    *[card(c, f"Red Hero Event {i}", "event", "red", "hero") for i, c in enumerate(RED_HERO)],
    *[card(c, f"Yellow Event {i}", "event", "yellow", "hero") for i, c in enumerate(YELLOW_HERO)],
    *[card(c, f"Gray Event {i}", "event", "gray", "neutral") for i, c in enumerate(GRAY_NEUTRAL)],
    card("90220", "Villain Plan", "event", "red", "villain"),
    card("90221", "Force Push", "event", "blue", "hero"),
    card("90222", "Mind Trick", "event", "blue", "neutral"),
    card("90223", "Hero Upgrade", "upgrade", "gray", "hero"),
    card("90224", "Gray Villain Event", "event", "gray", "villain"),
    card("90230", "F-11D Rifle", "upgrade", "red", "villain", subtypes=["weapon"], die=DIE),
    card("90231", "TIE Fighter", "support", "red", "villain", subtypes=["vehicle"], die=DIE),
    card("90232", "Officer Cap", "upgrade", "red", "villain", subtypes=["equipment"]),
    card("90233", "Dark Saber", "upgrade", "blue", "villain", subtypes=["weapon"], die=DIE),
    card("90234", "Villain Sidearm", "upgrade", "gray", "villain", subtypes=["weapon"]),
    card("90240", "Holdout Blaster", "upgrade", "gray", "neutral", subtypes=["weapon"]),
    card("90241", "Holdout Blaster", "support", "gray", "neutral"),
    card("90242", "Holdout Blaster", "event", "gray", "neutral"),
]


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> CardPool:
    return write_pool(tmp_path_factory.mktemp("pool") / "fixture.toml", FIXTURE_CARDS)


def hero_deck_cards() -> list[tuple[str, int]]:
    """SWD-EX-04: 30 red, yellow and gray hero-or-neutral cards, 2 of each name."""
    return [(code, 2) for code in RED_HERO + YELLOW_HERO + GRAY_NEUTRAL]


def make_deck(
    characters: Iterable[tuple[str, bool]] = (("90001", True), ("90002", False)),
    cards: Iterable[tuple[str, int]] | None = None,
    battlefield: str = "90100",
    fmt: str = "constructed",
) -> DeckList:
    """A deck built in code; the default is the legal SWD-EX-03/EX-04 deck."""
    return DeckList(
        name="Test",
        format=fmt,
        battlefield=battlefield,
        characters=tuple(TeamMember(code, elite) for code, elite in characters),
        cards=tuple(hero_deck_cards() if cards is None else cards),
        origin="test.deck",
    )


def with_card(code: str, count: int = 1) -> list[tuple[str, int]]:
    """The legal 30-card hero deck with ``count`` of its first name swapped for ``code``."""
    base = hero_deck_cards()
    first_code, first_count = base[0]
    return [(first_code, first_count - count), (code, count), *base[1:]]


def only(problems: list[DeckProblem], rule: str) -> list[str]:
    """The messages of the problems that break ``rule``."""
    return [p.message for p in problems if rule in p.rules]


# --------------------------------------------------------------------------------------
# Our text format
# --------------------------------------------------------------------------------------

GOOD_TEXT = """\
# A comment line
name: Leia and Han   # trailing comment
battlefield 90100
character 90001 elite
character 90002
2 90200   # Red Hero Event 0
1 90205
3 90210
"""


def test_text_deck_parses_every_line_in_file_order(pool: CardPool) -> None:
    deck = parse_deck_text(GOOD_TEXT, "mine.deck", pool)
    assert deck.name == "Leia and Han"
    assert deck.format == "constructed"  # the default
    assert deck.battlefield == "90100"
    assert deck.characters == (TeamMember("90001", True), TeamMember("90002", False))
    assert deck.cards == (("90200", 2), ("90205", 1), ("90210", 3))
    assert deck.deck_codes() == ["90200", "90200", "90205", "90210", "90210", "90210"]
    assert deck.origin == "mine.deck"


@rules("SWD-POINTS-02", "SWD-POINTS-03", "SWD-TEAM-04")
def test_team_points_use_the_elite_value_for_an_elite_character(pool: CardPool) -> None:
    deck = parse_deck_text(GOOD_TEXT, "mine.deck", pool)
    assert deck.team_points(pool) == 16 + 14
    plain = parse_deck_text(GOOD_TEXT.replace("90001 elite", "90001"), "mine.deck", pool)
    assert plain.team_points(pool) == 13 + 14


def test_text_deck_name_defaults_to_the_file_name_and_format_is_read(pool: CardPool) -> None:
    deck = parse_deck_text("format: starter\nbattlefield 90100\n", "decks/my-list.deck", pool)
    assert deck.name == "my-list"
    assert deck.format == "starter"
    assert deck.characters == () and deck.cards == ()


@rules("SWD-TEAM-03")
def test_a_non_unique_character_may_repeat_in_the_text_format(pool: CardPool) -> None:
    text = "battlefield 90100\ncharacter 90005\ncharacter 90005\ncharacter 90006 elite\n"
    deck = parse_deck_text(text, "t.deck", pool)
    assert [m.code for m in deck.characters] == ["90005", "90005", "90006"]
    assert deck.team_points(pool) == 7 + 7 + 13
    assert only(deck_problems(deck, pool), "SWD-TEAM-03") == []


@pytest.mark.parametrize(
    ("line", "error", "pieces"),
    [
        ("2 99999", DataError, ["line 3", "99999", "unknown"]),
        ("character 99998", DataError, ["line 3", "99998"]),
        ("battlefield 99997", DataError, ["line 3", "99997"]),
        ("0 90200", DataError, ["line 3", "90200", "Red Hero Event 0", "count"]),
        ("-1 90200", DataError, ["line 3", "count"]),
        ("two 90200", DataError, ["line 3", "count"]),
        ("2x 90200", DataError, ["line 3", "count"]),
        ("1 90001", DeckError, ["line 3", "90001", "Leia Organa", "character"]),
        ("1 90100", DeckError, ["line 3", "90100", "Rebel War Room", "battlefield"]),
        ("battlefield 90200", DeckError, ["line 3", "90200", "Red Hero Event 0", "event"]),
        ("character 90223", DeckError, ["line 3", "90223", "Hero Upgrade", "upgrade"]),
        ("character 90005 elite", DeckError, ["line 3", "90005", "Stormtrooper", "elite"]),
        ("character 90001 twice", DataError, ["line 3", "character <code> [elite]"]),
        ("battlefield 90101", DeckError, ["line 3", "90101", "Frozen Wastes", "line 1"]),
        ("format: draft", DataError, ["line 3", "draft"]),
        ("colour: red", DataError, ["line 3", "colour: red"]),
        ("2 90200 90201", DataError, ["line 3", "<count> <code>"]),
    ],
)
def test_bad_text_lines_are_one_line_errors_naming_the_line_and_card(
    pool: CardPool, line: str, error: type[Exception], pieces: list[str]
) -> None:
    """Unknown codes, bad counts, wrong types on a line, elite on a one-value character."""
    text = f"battlefield 90100\ncharacter 90001\n{line}\n"
    with pytest.raises(error) as info:
        parse_deck_text(text, "bad.deck", pool)
    message = str(info.value)
    assert "\n" not in message and "SWD-" not in message
    assert message.startswith("bad.deck line 3: ")
    for piece in pieces:
        assert piece in message
    if error is DeckError:  # a deck-building rule broken on one line, as data
        assert len(info.value.problems) == 1 and info.value.problems[0].rules


def test_a_second_name_or_format_line_is_an_error_not_silently_replaced(pool: CardPool) -> None:
    for text in ("name: A\nname: B\n", "format: starter\nformat: constructed\n"):
        with pytest.raises(DataError, match=r"^d\.deck line 2: a second"):
            parse_deck_text(text, "d.deck", pool)


# --------------------------------------------------------------------------------------
# SWDestinyDB JSON
# --------------------------------------------------------------------------------------


def swdb(**data: Any) -> str:
    return json.dumps(data)


def test_swdestinydb_json_sorts_team_battlefield_and_deck(pool: CardPool) -> None:
    text = swdb(
        name="From SWDestinyDB",
        characters={"90001": {"quantity": 1, "dice": 2}, "90002": {"quantity": 1, "dice": 1}},
        slots={"90200": {"quantity": 2, "dice": 0}, "90230": {"quantity": 1, "dice": 1}},
        battlefield="90100",
        description_md="ignored",
    )
    deck = parse_swdestinydb_json(text, "export.json", pool)
    assert deck.name == "From SWDestinyDB"
    assert deck.format == "constructed"
    assert deck.battlefield == "90100"
    assert deck.characters == (TeamMember("90001", True), TeamMember("90002", False))
    assert deck.cards == (("90200", 2), ("90230", 1))
    assert deck.origin == "export.json"


def test_swdestinydb_characters_and_battlefield_may_sit_in_slots(pool: CardPool) -> None:
    text = swdb(
        slots={
            "90100": {"quantity": 1, "dice": 0},
            "90005": {"quantity": 2, "dice": 2},
            "90006": {"quantity": 1, "dice": 2},
            "90220": {"quantity": 2, "dice": 0},
        }
    )
    deck = parse_swdestinydb_json(text, "decks/slots-only.json", pool, format="starter")
    assert deck.name == "slots-only"
    assert deck.format == "starter"
    assert deck.battlefield == "90100"
    # a non-unique character with quantity 2 is two team members; a unique one with 2 dice is elite
    assert deck.characters == (
        TeamMember("90005", False),
        TeamMember("90005", False),
        TeamMember("90006", True),
    )
    assert deck.cards == (("90220", 2),)
    assert deck.team_points(pool) == 7 + 7 + 13


def test_swdestinydb_same_battlefield_in_both_places_is_one_battlefield(pool: CardPool) -> None:
    text = swdb(battlefield="90100", slots={"90100": {"quantity": 1, "dice": 0}})
    assert parse_swdestinydb_json(text, "x.json", pool).battlefield == "90100"


@pytest.mark.parametrize(
    ("text", "error", "pieces"),
    [
        ("{not json", DataError, ["not valid JSON"]),
        ("[1, 2]", DataError, ["JSON object"]),
        (swdb(name=3), DataError, ["'name'"]),
        (swdb(slots=[1, 2]), DataError, ["'slots'"]),
        (swdb(characters="90001"), DataError, ["'characters'"]),
        (swdb(slots={"99999": {"quantity": 1}}), DataError, ["99999", "unknown"]),
        (swdb(slots={"90200": 2}), DataError, ["90200", "Red Hero Event 0"]),
        (swdb(slots={"90200": {"quantity": 0}}), DataError, ["90200", "quantity"]),
        (swdb(slots={"90200": {"quantity": "2"}}), DataError, ["90200", "quantity"]),
        (swdb(slots={"90200": {"quantity": 1, "dice": -1}}), DataError, ["90200", "dice"]),
        (swdb(characters={"90001": {"quantity": 1}}), DataError, ["90001", "Leia", "dice"]),
        (
            swdb(characters={"90005": {"quantity": 2, "dice": 1}}),
            DataError,
            ["90005", "Stormtrooper", "dice"],
        ),
        (
            swdb(characters={"90001": {"quantity": 2, "dice": 2}}),
            DeckError,
            ["90001", "Leia Organa", "SWD-TEAM-03"],
        ),
        (
            swdb(characters={"90001": {"quantity": 1, "dice": 3}}),
            DataError,
            ["90001", "dice"],
        ),
        (
            swdb(characters={"90010": {"quantity": 1, "dice": 2}}),
            DeckError,
            ["90010", "Lone Sniper", "elite"],
        ),
        (
            swdb(characters={"90200": {"quantity": 1, "dice": 0}}),
            DeckError,
            ["90200", "Red Hero Event 0", "not a character"],
        ),
        (
            swdb(
                characters={"90001": {"quantity": 1, "dice": 1}},
                slots={"90001": {"quantity": 1, "dice": 1}},
            ),
            DataError,
            ["90001", "twice"],
        ),
        (swdb(battlefield=90100), DataError, ["'battlefield'"]),
        (swdb(battlefield="99999"), DataError, ["99999"]),
        (swdb(battlefield="90200"), DeckError, ["90200", "Red Hero Event 0", "SWD-BFSEL-01"]),
        (
            swdb(battlefield="90100", slots={"90101": {"quantity": 1, "dice": 0}}),
            DeckError,
            ["90100", "90101", "Frozen Wastes", "SWD-BFSEL-01"],
        ),
        (
            swdb(slots={"90101": {"quantity": 2, "dice": 0}}),
            DeckError,
            ["90101", "Frozen Wastes", "SWD-BFSEL-01"],
        ),
    ],
)
def test_bad_swdestinydb_json_is_a_one_line_error_naming_the_code(
    pool: CardPool, text: str, error: type[Exception], pieces: list[str]
) -> None:
    with pytest.raises(error) as info:
        parse_swdestinydb_json(text, "bad.json", pool)
    message = str(info.value)
    assert "\n" not in message and "SWD-" not in message
    assert message.startswith("bad.json")
    for piece in pieces:
        if piece.startswith("SWD-"):  # a rule: the error carries it as data
            assert isinstance(info.value, DeckError) and piece in info.value.rules
        else:
            assert piece in message


def test_swdestinydb_rejects_an_unknown_format(pool: CardPool) -> None:
    with pytest.raises(DataError, match="draft"):
        parse_swdestinydb_json("{}", "x.json", pool, format="draft")


# --------------------------------------------------------------------------------------
# Building a team (SWD-TEAM-*)
# --------------------------------------------------------------------------------------


@rules("SWD-EX-03", "SWD-TEAM-01", "SWD-TEAM-04", "SWD-POINTS-02", "SWD-POINTS-03")
def test_elite_leia_and_han_make_exactly_30_points_and_are_legal(pool: CardPool) -> None:
    deck = make_deck()
    assert deck.team_points(pool) == 30
    assert deck_problems(deck, pool) == []
    validate_deck(deck, pool)  # does not raise


@rules("SWD-EX-03", "SWD-TEAM-01")
def test_any_extra_character_takes_the_team_over_30_points(pool: CardPool) -> None:
    for extra in ("90005", "90007", "90008", "90010"):
        deck = make_deck(characters=[("90001", True), ("90002", False), (extra, False)])
        problems = only(deck_problems(deck, pool), "SWD-TEAM-01")
        assert len(problems) == 1, extra
        assert f"worth {30 + pool.by_code[extra].points[0]} points" in problems[0]
        assert extra in problems[0] and pool.by_code[extra].name in problems[0]


@rules("SWD-TEAM-01", "SWD-TEAM-04", "SWD-POINTS-02")
def test_elite_costs_the_higher_value_and_can_break_the_limit(pool: CardPool) -> None:
    # non-elite Leia 13 + elite Han 18 = 31: over; non-elite Leia + non-elite Han = 27: fine
    over = make_deck(characters=[("90001", False), ("90002", True)])
    assert over.team_points(pool) == 31
    assert len(only(deck_problems(over, pool), "SWD-TEAM-01")) == 1
    under = make_deck(characters=[("90001", False), ("90002", False)])
    assert under.team_points(pool) == 27
    assert only(deck_problems(under, pool), "SWD-TEAM-01") == []


@rules("SWD-TEAM-04")
def test_only_a_character_with_two_point_values_can_be_elite(pool: CardPool) -> None:
    deck = make_deck(characters=[("90001", False), ("90010", True)])
    problems = only(deck_problems(deck, pool), "SWD-TEAM-04")
    assert len(problems) == 1
    assert "90010" in problems[0] and "Lone Sniper" in problems[0]


@rules("SWD-TEAM-05")
def test_a_team_needs_at_least_one_character(pool: CardPool) -> None:
    deck = make_deck(characters=[])
    assert only(deck_problems(deck, pool), "SWD-TEAM-05") != []
    one = make_deck(characters=[("90010", False)])
    assert only(deck_problems(one, pool), "SWD-TEAM-05") == []


@rules("SWD-TEAM-02")
def test_hero_and_villain_characters_cannot_share_a_team(pool: CardPool) -> None:
    deck = make_deck(characters=[("90007", False), ("90005", False)], cards=[])
    problems = only(deck_problems(deck, pool), "SWD-TEAM-02")
    assert len(problems) == 1
    assert "Rebel Trooper" in problems[0] and "Stormtrooper" in problems[0]
    assert "90007" in problems[0] and "90005" in problems[0]


@rules("SWD-TEAM-02")
def test_a_neutral_character_fits_a_hero_or_a_villain_team(pool: CardPool) -> None:
    for partner in ("90007", "90005"):
        deck = make_deck(characters=[(partner, False), ("90008", False)], cards=[])
        assert only(deck_problems(deck, pool), "SWD-TEAM-02") == []


@rules("SWD-TEAM-03", "SWD-UNIQUE-03", "SWD-UNIQUE-07", "SWD-EX-01")
def test_two_darth_vaders_with_different_subtitles_are_illegal(pool: CardPool) -> None:
    """Darth Vader, Sith Lord + Darth Vader, Dark Apprentice: same name, same character,
    even though the team is worth only 24 points."""
    deck = make_deck(characters=[("90003", False), ("90004", False)], cards=[])
    assert deck.team_points(pool) == 24
    problems = only(deck_problems(deck, pool), "SWD-TEAM-03")
    assert len(problems) == 1
    assert "Darth Vader, Sith Lord (90003)" in problems[0]
    assert "Darth Vader, Dark Apprentice (90004)" in problems[0]
    assert "SWD-UNIQUE-07" in deck_problems(deck, pool)[0].rules


@rules("SWD-TEAM-03", "SWD-UNIQUE-03", "SWD-TEAM-04")
def test_a_unique_character_cannot_be_picked_twice_not_even_elite_plus_non_elite(
    pool: CardPool,
) -> None:
    deck = make_deck(characters=[("90006", True), ("90006", False)], cards=[])
    assert len(only(deck_problems(deck, pool), "SWD-TEAM-03")) == 1


@rules("SWD-TEAM-03")
def test_any_number_of_a_non_unique_character(pool: CardPool) -> None:
    deck = make_deck(characters=[("90005", False)] * 4, cards=[])
    problems = deck_problems(deck, pool)
    assert only(problems, "SWD-TEAM-03") == []
    assert only(problems, "SWD-TEAM-01") == []  # 28 points


@rules("SWD-TEAM-06")
def test_character_colours_do_not_restrict_the_team(pool: CardPool) -> None:
    # blue Kylo Ren + red Stormtroopers; red Leia + yellow Han + gray Lone Sniper below 30
    villains = make_deck(characters=[("90006", True), ("90005", False), ("90005", False)])
    heroes = make_deck(characters=[("90001", False), ("90010", False)])
    for deck in (villains, heroes):
        team_problems = [p for p in deck_problems(deck, pool) if "SWD-TEAM" in str(p.rules)]
        assert team_problems == []


# --------------------------------------------------------------------------------------
# Building a deck (SWD-DECKB-*), SWD-EX-04
# --------------------------------------------------------------------------------------


@rules("SWD-EX-04", "SWD-DECKB-01", "SWD-DECKB-03", "SWD-DECKB-04")
def test_thirty_red_yellow_gray_hero_or_neutral_cards_are_legal(pool: CardPool) -> None:
    deck = make_deck()
    assert len(deck.deck_codes()) == 30
    assert {pool.by_code[c].color for c in deck.deck_codes()} == {"red", "yellow", "gray"}
    assert deck_problems(deck, pool) == []


@rules("SWD-EX-04", "SWD-DECKB-03")
def test_a_villain_card_in_the_hero_deck_is_illegal(pool: CardPool) -> None:
    for code in ("90220", "90224"):  # red villain event; gray villain event
        problems = deck_problems(make_deck(cards=with_card(code)), pool)
        assert len(problems) == 1, problems
        assert problems[0].rules == ("SWD-DECKB-03",)
        message = problems[0].message
        assert code in message and pool.by_code[code].name in message and "villain" in message


@rules("SWD-DECKB-03")
def test_a_hero_card_in_a_villain_deck_is_illegal_and_neutral_fits_both(pool: CardPool) -> None:
    team = [("90006", True), ("90005", False)]  # blue and red villains
    villain_or_neutral = ["90220", "90224", "90222", "90230", "90231", "90232", "90233", "90234"]
    cards = [(c, 2) for c in villain_or_neutral + GRAY_NEUTRAL[:2]]  # 20 cards
    assert deck_problems(make_deck(characters=team, cards=cards, fmt="starter"), pool) == []
    swapped = [*cards[:-1], (GRAY_NEUTRAL[1], 1), ("90223", 1)]  # one gray hero upgrade
    bad = make_deck(characters=team, cards=swapped, fmt="starter")
    problems = deck_problems(bad, pool)
    assert problems == [
        DeckProblem("hero card Hero Upgrade (90223) in a villain team's deck", ("SWD-DECKB-03",))
    ]


@rules("SWD-EX-04", "SWD-DECKB-04")
def test_a_blue_card_without_a_blue_character_is_illegal(pool: CardPool) -> None:
    problems = deck_problems(make_deck(cards=with_card("90222")), pool)
    assert problems == [
        DeckProblem(
            "blue card Mind Trick (90222) but the team has no blue character", ("SWD-DECKB-04",)
        )
    ]
    # the same card is fine once the team has a blue character: Rey 9 + Leia 13 + Bounty Hunter 8
    team = [("90009", False), ("90001", False), ("90008", False)]
    with_rey = make_deck(characters=team, cards=with_card("90222"))
    assert deck_problems(with_rey, pool) == []


@rules("SWD-DECKB-04")
def test_gray_cards_fit_any_team_and_colours_follow_the_team(pool: CardPool) -> None:
    # a gray-only team: gray cards are legal, red and yellow ones are not
    gray_team = [("90010", False)]
    gray_cards = [(c, 2) for c in GRAY_NEUTRAL]
    gray_problems = deck_problems(make_deck(characters=gray_team, cards=gray_cards), pool)
    assert gray_problems == [
        DeckProblem(
            "the deck has 10 cards; a constructed deck has exactly 30: add 20 cards",
            ("SWD-DECKB-01",),
        )
    ]
    problems = deck_problems(make_deck(characters=gray_team), pool)
    assert len(only(problems, "SWD-DECKB-04")) == len(RED_HERO) + len(YELLOW_HERO)


@rules("SWD-EX-04", "SWD-DECKB-01")
@pytest.mark.parametrize(
    ("size", "said"),
    [
        (0, "0 cards; a constructed deck has exactly 30: add 30 cards"),
        (1, "1 card; a constructed deck has exactly 30: add 29 cards"),
        (29, "29 cards; a constructed deck has exactly 30: add 1 card"),
        (31, "31 cards; a constructed deck has exactly 30: take out 1 card"),
    ],
)
def test_a_constructed_deck_other_than_30_cards_is_illegal(
    pool: CardPool, size: int, said: str
) -> None:
    cards = [(c, 1) for c in (RED_HERO + YELLOW_HERO + GRAY_NEUTRAL) * 3][:size]
    problems = deck_problems(make_deck(cards=cards), pool)
    assert only(problems, "SWD-DECKB-01") == [f"the deck has {said}"]


@rules("SWD-DECKB-01")
def test_a_starter_deck_has_exactly_20_cards(pool: CardPool) -> None:
    twenty = hero_deck_cards()[:10]
    assert deck_problems(make_deck(cards=twenty, fmt="starter"), pool) == []
    assert only(deck_problems(make_deck(cards=twenty), pool), "SWD-DECKB-01") != []
    problems = deck_problems(make_deck(fmt="starter"), pool)  # 30 cards
    assert problems == [
        DeckProblem(
            "the deck has 30 cards; a starter deck has exactly 20: take out 10 cards",
            ("SWD-DECKB-01",),
        )
    ]


@rules("SWD-DECKB-01", "SWD-DECKB-03")
def test_a_starter_deck_follows_every_other_rule(pool: CardPool) -> None:
    cards = [*hero_deck_cards()[:9], ("90220", 2)]  # 20 cards, one villain card
    problems = deck_problems(make_deck(cards=cards, fmt="starter"), pool)
    assert len(problems) == 1 and problems[0].rules == ("SWD-DECKB-03",)


@rules("SWD-DECKB-02")
def test_at_most_two_copies_of_a_card(pool: CardPool) -> None:
    cards = [(RED_HERO[0], 3), (RED_HERO[1], 1), *hero_deck_cards()[2:]]
    problems = deck_problems(make_deck(cards=cards), pool)
    assert problems == [
        DeckProblem(
            f"3 copies of Red Hero Event 0 ({RED_HERO[0]}); a deck holds at most 2 cards of "
            "one name",
            ("SWD-DECKB-02", "SWD-COPY-01"),
        )
    ]


@rules("SWD-DECKB-02", "SWD-COPY-01")
def test_copies_are_counted_by_name_whatever_the_type(pool: CardPool) -> None:
    """An upgrade, a support and an event all named Holdout Blaster are three copies."""
    cards = [("90240", 1), ("90241", 1), ("90242", 1), (RED_HERO[1], 1), *hero_deck_cards()[2:]]
    problems = deck_problems(make_deck(cards=cards), pool)
    assert len(problems) == 1 and problems[0].rules == ("SWD-DECKB-02", "SWD-COPY-01")
    assert problems[0].message.startswith("3 copies of 'Holdout Blaster' (")
    for code in ("90240", "90241", "90242"):
        assert code in problems[0].message
    two = [("90240", 1), ("90241", 1), *hero_deck_cards()[1:]]
    assert deck_problems(make_deck(cards=two), pool) == []


@rules("SWD-DECKB-02", "SWD-COPY-01")
def test_the_same_code_on_two_lines_still_counts_as_copies(pool: CardPool) -> None:
    cards = [(RED_HERO[0], 2), *hero_deck_cards()[1:], (RED_HERO[0], 1)]
    problems = only(deck_problems(make_deck(cards=cards), pool), "SWD-DECKB-02")
    assert len(problems) == 1 and "3 copies" in problems[0]


@rules("SWD-DECKB-05")
def test_characters_and_battlefields_are_not_deck_cards(pool: CardPool) -> None:
    for code in ("90010", "90101"):  # a gray hero character; a battlefield
        problems = only(deck_problems(make_deck(cards=with_card(code)), pool), "SWD-DECKB-05")
        assert len(problems) == 1 and code in problems[0]
        assert pool.by_code[code].name in problems[0]


@rules("SWD-DECKB-03", "SWD-DECKB-04", "SWD-DECKB-05")
def test_cards_after_a_repeated_or_misplaced_card_are_still_checked(pool: CardPool) -> None:
    """A code listed twice and a battlefield among the deck's cards come before a villain
    card and a blue card: those two are reported all the same."""
    cards = [(RED_HERO[0], 1), ("90101", 1), (RED_HERO[0], 1), ("90220", 1), ("90222", 1)]
    problems = deck_problems(make_deck(cards=cards), pool)
    assert [p.rules for p in problems if "90220" in p.message or "90222" in p.message] == [
        ("SWD-DECKB-03",),
        ("SWD-DECKB-04",),
    ]
    assert only(problems, "SWD-DECKB-05") == [
        "Frozen Wastes, Starkiller (90101) is a battlefield; a deck holds only events, "
        "upgrades and supports"
    ]


@rules("SWD-TEAM-01", "SWD-POINTS-02")
def test_a_card_that_is_no_character_adds_no_points_to_the_team(pool: CardPool) -> None:
    deck = make_deck(characters=[("90001", False), ("90200", False)])
    assert deck.team_points(pool) == 13
    assert only(deck_problems(deck, pool), "SWD-TEAM-01") == [
        "Red Hero Event 0 (90200) is an event, not a character"
    ]


@rules("SWD-DECKB-05")
def test_events_upgrades_and_supports_are_deck_cards(pool: CardPool) -> None:
    cards = [("90241", 1), ("90223", 1), (RED_HERO[0], 1), (RED_HERO[1], 1), *hero_deck_cards()[2:]]
    assert {pool.by_code[c].type for c, _ in cards} == {"event", "upgrade", "support"}
    assert deck_problems(make_deck(cards=cards), pool) == []


# --------------------------------------------------------------------------------------
# Choosing a battlefield (SWD-BFSEL-01)
# --------------------------------------------------------------------------------------


@rules("SWD-BFSEL-01")
def test_exactly_one_battlefield(pool: CardPool) -> None:
    assert only(deck_problems(make_deck(battlefield=""), pool), "SWD-BFSEL-01") == [
        "no battlefield; a player brings exactly one"
    ]
    wrong = only(deck_problems(make_deck(battlefield="90200"), pool), "SWD-BFSEL-01")
    assert len(wrong) == 1 and "Red Hero Event 0 (90200)" in wrong[0]
    assert only(deck_problems(make_deck(battlefield="90101"), pool), "SWD-BFSEL-01") == []


@rules("SWD-BFSEL-01")
def test_a_text_deck_without_a_battlefield_parses_but_does_not_validate(pool: CardPool) -> None:
    deck = parse_deck_text("character 90010\n", "nobf.deck", pool)
    assert deck.battlefield == ""
    assert only(deck_problems(deck, pool), "SWD-BFSEL-01") != []


# --------------------------------------------------------------------------------------
# Finn, First Order Defector (01045): red villain weapons and vehicles
# --------------------------------------------------------------------------------------

FINN_TEAM = [("01045", False), ("90002", False)]  # two yellow heroes, no red character
FINN_BASE = [(c, 2) for c in YELLOW_HERO + GRAY_NEUTRAL]  # 20 cards


@rules("SWD-DECKB-03", "SWD-DECKB-04")
def test_finn_allows_red_villain_weapons_and_vehicles(pool: CardPool) -> None:
    cards = [*FINN_BASE[:8], ("90230", 2), ("90231", 2)]  # a red villain weapon and vehicle
    deck = make_deck(characters=FINN_TEAM, cards=cards, fmt="starter")
    assert len(deck.deck_codes()) == 20
    assert deck_problems(deck, pool) == []


@rules("SWD-DECKB-03", "SWD-DECKB-04")
def test_finns_exception_covers_only_red_villain_weapons_and_vehicles(pool: CardPool) -> None:
    base = FINN_BASE[:9]  # 18 cards
    for code, rules_broken in (
        ("90232", {"SWD-DECKB-03", "SWD-DECKB-04"}),  # red villain equipment
        ("90233", {"SWD-DECKB-03", "SWD-DECKB-04"}),  # blue villain weapon
        ("90234", {"SWD-DECKB-03"}),  # gray villain weapon
        ("90220", {"SWD-DECKB-03", "SWD-DECKB-04"}),  # red villain event
        (RED_HERO[0], {"SWD-DECKB-04"}),  # red hero event: Finn lifts nothing for it
    ):
        deck = make_deck(characters=FINN_TEAM, cards=[*base, (code, 2)], fmt="starter")
        problems = deck_problems(deck, pool)
        found = {rule for p in problems for rule in p.rules}
        assert found == rules_broken, (code, problems)
        assert all(code in p.message for p in problems), problems


@rules("SWD-DECKB-03", "SWD-DECKB-04")
def test_without_finn_red_villain_weapons_are_illegal_in_a_hero_deck(pool: CardPool) -> None:
    team = [("90009", False), ("90002", False)]  # Rey and Han: no Finn, no red
    cards = [*FINN_BASE[:8], ("90230", 2), ("90231", 2)]
    deck = make_deck(characters=team, cards=cards, fmt="starter")
    problems = deck_problems(deck, pool)
    assert len(only(problems, "SWD-DECKB-03")) == 2
    assert len(only(problems, "SWD-DECKB-04")) == 2


# --------------------------------------------------------------------------------------
# validate_deck and load_deck
# --------------------------------------------------------------------------------------


@rules("SWD-TEAM-02", "SWD-DECKB-01", "SWD-BFSEL-01")
def test_validate_deck_raises_every_problem_in_one_line(pool: CardPool) -> None:
    deck = make_deck(characters=[("90007", False), ("90005", False)], cards=[], battlefield="")
    with pytest.raises(DeckError) as info:
        validate_deck(deck, pool)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("test.deck: deck 'Test' is not legal, 3 problems: (1) ")
    problems = deck_problems(deck, pool)
    assert info.value.problems == tuple(problems) and len(problems) == 3
    assert message.endswith("; ".join(f"({n}) {p.message}" for n, p in enumerate(problems, 1)))
    assert set(info.value.rules) == {"SWD-TEAM-02", "SWD-DECKB-01", "SWD-BFSEL-01"}


def test_unknown_codes_in_a_deck_list_are_reported_not_raised(pool: CardPool) -> None:
    deck = make_deck(characters=[("99999", False)], cards=[("99998", 30)], battlefield="99997")
    problems = deck_problems(deck, pool)
    for code in ("99999", "99998", "99997"):
        assert any(code in p.message for p in problems), code
    with pytest.raises(DeckError, match="99999"):
        deck.team_points(pool)


def test_load_deck_reads_and_validates_a_text_file(pool: CardPool, tmp_path: Path) -> None:
    lines = ["name: Leia & Han", "battlefield 90100", "character 90001 elite", "character 90002"]
    lines += [f"2 {code}" for code, _ in hero_deck_cards()]
    path = tmp_path / "leia.deck"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    deck = load_deck(str(path), pool)
    assert deck.name == "Leia & Han" and deck.origin == str(path)
    assert len(deck.deck_codes()) == 30
    path.write_text("\n".join([*lines, "1 90220"]) + "\n", encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(str(path), pool)
    message = str(info.value)
    assert message.startswith(f"{path}: deck 'Leia & Han' is not legal, 2 problems: ")
    assert info.value.rules == ("SWD-DECKB-05", "SWD-DECKB-01", "SWD-DECKB-03")[1:]
    assert "villain card Villain Plan (90220) on line 20 in a hero team's deck" in message
    assert "the deck has 31 cards" in message and "\n" not in message


def test_load_deck_reads_swdestinydb_json_by_extension(pool: CardPool, tmp_path: Path) -> None:
    data = {
        "name": "Exported",
        "characters": {"90001": {"quantity": 1, "dice": 2}, "90002": {"quantity": 1, "dice": 1}},
        "battlefield": "90100",
        "slots": {code: {"quantity": n, "dice": 0} for code, n in hero_deck_cards()},
    }
    path = tmp_path / "exported.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    deck = load_deck(str(path), pool)
    assert deck.format == "constructed" and deck.team_points(pool) == 30
    data["slots"]["90222"] = {"quantity": 1, "dice": 0}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError, match=r"blue card Mind Trick \(90222\) but") as info:
        load_deck(str(path), pool)
    assert info.value.rules == ("SWD-DECKB-01", "SWD-DECKB-04")


def test_load_deck_names_a_missing_file_or_unknown_shipped_deck(
    pool: CardPool, tmp_path: Path
) -> None:
    with pytest.raises(
        DataError, match=r"'nosuch'.*shipped: first-order, hutt-cartel, jedi, kylo, rey, scoundrels"
    ):
        load_deck("nosuch", pool)
    bad = tmp_path / "latin1.deck"
    bad.write_bytes(b"name: caf\xe9\n")
    with pytest.raises(DataError, match="not UTF-8"):
        load_deck(str(bad), pool)


def test_formats_and_shipped_names() -> None:
    assert FORMATS == ("starter", "constructed")
    assert {"rey": "rey-starter.deck", "kylo": "kylo-starter.deck"}.items() <= SHIPPED.items()


# --------------------------------------------------------------------------------------
# The shipped starter decks (against the shipped Awakenings data)
# --------------------------------------------------------------------------------------

DATA = resources.files("rulebound.games.destiny") / "data"
HAVE_DATA = all(
    (DATA / f).is_file() for f in ("awakenings.toml", "rey-starter.deck", "kylo-starter.deck")
)
needs_data = pytest.mark.skipif(not HAVE_DATA, reason="shipped Awakenings data not present")


@pytest.fixture(scope="module")
def awakenings() -> CardPool:
    return load_pool()


@needs_data
@rules("SWD-DECKB-01", "SWD-BFSEL-01", "SWD-TEAM-01", "SWD-TEAM-04")
@pytest.mark.parametrize(
    ("name", "team", "battlefield", "points"),
    [
        ("kylo", [TeamMember("01011", True), TeamMember("01002", False)], "01168", 13 + 7),
        ("rey", [TeamMember("01038", True), TeamMember("01045", False)], "01174", 12 + 13),
    ],
)
def test_shipped_starter_decks_load_and_validate_as_starter(
    awakenings: CardPool, name: str, team: list[TeamMember], battlefield: str, points: int
) -> None:
    deck = load_deck(name, awakenings)
    assert deck.format == "starter"
    assert deck.origin == SHIPPED[name]
    assert list(deck.characters) == team
    assert deck.battlefield == battlefield
    assert len(deck.deck_codes()) == 20
    assert deck.team_points(awakenings) == points
    assert deck_problems(deck, awakenings) == []


@needs_data
@rules("SWD-DECKB-01")
@pytest.mark.parametrize("name", ["kylo", "rey"])
def test_shipped_starter_decks_are_not_legal_constructed_decks(
    awakenings: CardPool, name: str
) -> None:
    deck = load_deck(name, awakenings)
    constructed = DeckList(
        deck.name, "constructed", deck.battlefield, deck.characters, deck.cards, deck.origin
    )
    assert deck_problems(constructed, awakenings) == [
        DeckProblem(
            "the deck has 20 cards; a constructed deck has exactly 30: add 10 cards",
            ("SWD-DECKB-01",),
        )
    ]
    with pytest.raises(DeckError, match=rf"^{SHIPPED[name]}: deck .*has 20 cards") as info:
        validate_deck(constructed, awakenings)
    assert info.value.rules == ("SWD-DECKB-01",)


@needs_data
@rules("SWD-DECKB-03", "SWD-DECKB-04")
def test_rey_starter_needs_finn_for_its_red_villain_rifle(awakenings: CardPool) -> None:
    """The Rey starter set plays F-11D Rifle (01008, red villain weapon) thanks to Finn."""
    deck = load_deck("rey", awakenings)
    assert "01008" in deck.deck_codes()
    without_finn = DeckList(
        deck.name,
        deck.format,
        deck.battlefield,
        tuple(m for m in deck.characters if m.code != "01045"),
        deck.cards,
        deck.origin,
    )
    problems = deck_problems(without_finn, awakenings)
    rifle = [p for p in problems if "01008" in p.message]
    assert {rule for p in rifle for rule in p.rules} == {"SWD-DECKB-03", "SWD-DECKB-04"}


@needs_data
@rules("SWD-EX-03", "SWD-TEAM-01")
def test_elite_leia_and_han_from_the_shipped_data_make_30(awakenings: CardPool) -> None:
    deck = DeckList(
        "EX-03",
        "constructed",
        "01168",
        (TeamMember("01028", True), TeamMember("01046", False)),
        (),
        "ex03",
    )
    assert deck.team_points(awakenings) == 30
    assert [p for p in deck_problems(deck, awakenings) if "SWD-TEAM" in str(p.rules)] == []


@needs_data
def test_module_doctest_runs() -> None:
    assert doctest.testmod(decks_module).failed == 0


@pytest.mark.rules("SWD-CUSTOM-01")
def test_customization_is_checked_before_the_game_begins(tmp_path: Path) -> None:
    """An illegal team or deck stops the game from being created at all: no state,
    no shuffle, no setup step ever runs with it."""
    from rulebound.games.destiny.game import DestinyGame

    bad = tmp_path / "big-team.deck"
    bad.write_text(
        "name: Too many points\nbattlefield 01174\ncharacter 01038 elite\n"
        "character 01045 elite\ncharacter 01046\n"
        + "".join(f"1 {code}\n" for code in ["01124"] * 2)
    )
    with pytest.raises(
        DeckError,
        match="the team is worth 42 points, more than 30: 12 for elite Rey, Force Prodigy",
    ) as info:
        DestinyGame(decks=f"{bad},kylo")
    assert "SWD-TEAM-01" in info.value.rules
    assert DestinyGame(decks="rey,kylo").new_initial_state(1).round == 0

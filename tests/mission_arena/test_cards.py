"""Marvel Mission Arena card data: the demo pool, the shipped decks and the loader's checks.

Everything goes through the public functions of ``rulebound.games.mission_arena.cards``.
Catalog rule IDs are named in each test's ``rules`` marker (and docstring) so that the
coverage tool finds them.
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rulebound.games.mission_arena.cards import (
    ABILITY_TABLE,
    ALIGNMENTS,
    DECK_SIZE,
    MAX_COPIES,
    RARITIES,
    SKILLS,
    Card,
    CardPool,
    DeckList,
    data_dir,
    load_deck,
    load_pool,
    load_pool_files,
    parse_cards,
    parse_deck,
    validate_deck,
)
from rulebound.kernel.errors import DataError, DeckError

rules = pytest.mark.rules

SEED_SINGLES = (
    "Thor",
    "Iron Man",
    "Captain America",
    "Nebula",
    "Thanos",
    "Loki",
    "Black Widow",
    "Hawkeye",
    "Hulk",
    "Spider-Man",
)
SEED_TEAMS = {
    "Team Black Widow & Hawkeye": {"Black Widow", "Hawkeye"},
    "Team Avengers": {"Black Widow", "Hawkeye", "Hulk", "Captain America"},
}
PROGRESSIVE = {"Bonus Attack", "Bonus Defence", "New Mission", "Power Bank", "Recycle"}


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_pool()


@pytest.fixture(scope="module")
def decks(pool: CardPool) -> dict[str, list[Card]]:
    return {
        name: [pool.cards[i] for i in load_deck(name, pool).cards]
        for name in ("avengers", "villains")
    }


def by_name(pool: CardPool) -> dict[str, list[Card]]:
    names: dict[str, list[Card]] = {}
    for card in pool.cards:
        names.setdefault(card.name, []).append(card)
    return names


# --------------------------------------------------------------------------------------
# The shipped demo pool
# --------------------------------------------------------------------------------------


def test_shipped_pool_loads_and_is_marked_demo(pool: CardPool) -> None:
    """The demo pool loads, is flagged demo and says its values are invented."""
    assert 60 <= len(pool) <= 80
    assert pool.demo is True
    assert [card.id for card in pool.cards] == list(range(len(pool)))
    assert set(pool.by_key) == {card.key for card in pool.cards}
    meta = tomllib.loads((data_dir() / "demo_cards.toml").read_text(encoding="utf-8"))["meta"]
    assert meta["demo"] is True
    assert meta["pool"] == "demo"
    assert "invented" in meta["note"]
    assert "not the publisher" in meta["note"]


@rules(
    "MTCG-CARD-03",
    "MTCG-CARD-04",
    "MTCG-CARD-05",
    "MTCG-GLOSS-05",
    "MTCG-GLOSS-11",
    "MTCG-GLOSS-19",
)
def test_every_card_has_the_card_anatomy_fields(pool: CardPool) -> None:
    """Name, stats, Skill, Affiliation, Nemesis, Mission Points, SA area and rarity are
    present and in range on every card (MTCG-CARD-03, MTCG-CARD-04; Attack MTCG-GLOSS-05,
    Defense MTCG-GLOSS-11, Resistance MTCG-GLOSS-19, MTCG-CARD-05)."""
    for card in pool.cards:
        where = card.key
        assert card.key == card.key.lower() and " " not in card.key, where
        assert card.name and card.version and card.affiliation, where
        for value in (card.attack, card.defense, card.resistance):
            assert value >= 0 and value % 50 == 0, where
        if card.is_team:
            assert 400 <= card.attack <= 800, where
            assert 150 <= card.defense <= 500 and 150 <= card.resistance <= 500, where
        else:
            assert 200 <= card.attack <= 650, where
            assert 150 <= card.defense <= 450 and 150 <= card.resistance <= 450, where
        assert 1 <= card.mission_points <= 3, where
        assert card.rarity in RARITIES, where
        view = card.to_view()
        for anatomy in (
            "name",
            "attack",
            "defense",
            "resistance",
            "skill",
            "affiliation",
            "nemesis",
            "mission_points",
            "ability",
            "rarity",
        ):
            assert anatomy in view, (where, anatomy)
    assert len({card.attack for card in pool.cards}) >= 5


@rules("MTCG-SA-02", "MTCG-SA-07", "MTCG-PROG-04")
def test_every_ability_matches_the_ability_table(pool: CardPool) -> None:
    """Three ability types (MTCG-SA-02); printed costs equal the table cost (MTCG-SA-07);
    progressive only where the table allows it (MTCG-PROG-04); X values and targets are
    sensible."""
    for card in pool.cards:
        ability = card.ability
        if ability is None:
            continue
        spec = ABILITY_TABLE[ability.name]
        assert ability.kind in ("offensive", "defensive", "support"), card.key
        assert ability.cost == spec.cost, card.key
        assert not ability.progressive or spec.progressive_allowed, card.key
        assert ability.target_kind in spec.target_kinds, card.key
        if ability.name in ("Bonus Attack", "Bonus Defence"):
            assert 50 <= ability.x <= 150 and ability.x % 50 == 0, card.key
        if ability.name == "Recycle":
            assert ability.x in (1, 2), card.key
        if ability.target_kind == "name":
            assert ability.target_value in by_name(pool), card.key
        if ability.target_kind == "affiliation":
            assert ability.target_value in {c.affiliation for c in pool.cards}, card.key
        assert ability.text.endswith(".") and ability.text.count(". ") == 0, card.key


@rules("MTCG-CARD-06", "MTCG-GLOSS-23", "MTCG-WEAK-02")
def test_every_card_has_exactly_one_of_the_five_skills(pool: CardPool) -> None:
    """Five Skill types; each character has exactly one (MTCG-CARD-06, MTCG-GLOSS-23,
    MTCG-WEAK-02)."""
    assert set(SKILLS) == {"combat", "mystic", "tech", "science", "cosmic"}
    for card in pool.cards:
        assert isinstance(card.skill, str) and card.skill in SKILLS, card.key
    assert {card.skill for card in pool.cards} == set(SKILLS)


@rules("MTCG-ALIGN-01", "MTCG-GLOSS-02", "MTCG-CARD-11")
def test_alignments(pool: CardPool, decks: dict[str, list[Card]]) -> None:
    """Three alignments (MTCG-ALIGN-01, MTCG-GLOSS-02). The card colour is the alignment
    (MTCG-CARD-11: good = blue, neutral = grey, evil = red), so the data stores only the
    alignment. The pool has the data the alignment-in-groups rules need (engine tests)."""
    assert set(ALIGNMENTS) == {"good", "neutral", "evil"}
    assert {card.alignment for card in pool.cards} == set(ALIGNMENTS)
    # Neutral protagonists in both decks.
    for cards in decks.values():
        assert any(card.alignment == "neutral" for card in cards)
    # A good card shares its Affiliation with an evil card (Good + Evil group is illegal).
    good = {c.affiliation for c in pool.cards if c.alignment == "good"}
    evil = {c.affiliation for c in pool.cards if c.alignment == "evil"}
    assert good & evil
    # A neutral card shares its Affiliation with a good or an evil card (legal groups).
    neutral = {c.affiliation for c in pool.cards if c.alignment == "neutral"}
    assert neutral & good and neutral & evil


@rules("MTCG-CARD-09")
def test_rarities(pool: CardPool) -> None:
    """C, NC, R, UR, SECRET and the Deck rarity (MTCG-CARD-09); all used in the pool."""
    assert RARITIES == ("C", "NC", "R", "UR", "SECRET", "DECK")
    assert {card.rarity for card in pool.cards} == set(RARITIES)


@rules("MTCG-CARD-10")
def test_several_versions_of_one_name_differ(pool: CardPool) -> None:
    """Versions of one Name have different rarities, values or abilities (MTCG-CARD-10)."""
    names = by_name(pool)
    for name in (*SEED_SINGLES, "Red Skull", "Ultron", "Green Goblin", "Doctor Doom"):
        assert len(names[name]) >= 2, name
    for name, versions in names.items():
        if len(versions) < 2:
            continue
        assert len({v.key for v in versions}) == len(versions)
        assert len({v.version for v in versions}) == len(versions), name
        profiles = {(v.rarity, v.attack, v.defense, v.resistance, v.ability) for v in versions}
        assert len(profiles) == len(versions), name
        # The character is the same whatever the version.
        assert len({(v.alignment, v.affiliation, v.nemesis) for v in versions}) == 1, name
    # One Name in all six rarities (used by MTCG-EX-02 style checks).
    assert {v.rarity for v in names["Captain America"]} == set(RARITIES)


@rules("MTCG-CARD-07", "MTCG-GLOSS-01")
def test_cards_named_in_the_seed_exist(pool: CardPool) -> None:
    """Every protagonist and Team the rulebook names is in the pool; Iron Man is an Avenger
    (MTCG-CARD-07, MTCG-GLOSS-01) and shares Captain America's Affiliation (for Group Attack)."""
    names = by_name(pool)
    for name in SEED_SINGLES:
        assert any(not card.is_team for card in names[name]), name
    for team, members in SEED_TEAMS.items():
        assert names[team], team
        for card in names[team]:
            assert set(card.members) == members
    assert {card.affiliation for card in names["Iron Man"]} == {"Avengers"}
    assert {card.affiliation for card in names["Captain America"]} == {"Avengers"}


@rules("MTCG-CARD-08")
def test_nemesis_field(pool: CardPool, decks: dict[str, list[Card]]) -> None:
    """The Nemesis is printed only for characters that have one (MTCG-CARD-08); it names a
    character of the pool; Team cards have none; the shipped decks hold Nemesis pairs so
    that Battle of Fate can happen both ways."""
    names = by_name(pool)
    with_nemesis = [card for card in pool.cards if card.nemesis]
    assert with_nemesis and any(card.nemesis is None for card in pool.cards)
    for card in with_nemesis:
        assert card.nemesis in names and card.nemesis != card.name, card.key
        assert not card.is_team, card.key
    pairs = [
        ("Thor", "Loki"),
        ("Captain America", "Red Skull"),
        ("Spider-Man", "Green Goblin"),
        ("Iron Man", "Ultron"),
    ]
    for hero, villain in pairs:
        assert {c.nemesis for c in names[hero]} == {villain}
        assert {c.nemesis for c in names[villain]} == {hero}
    avengers = {c.name for c in decks["avengers"]}
    villains = {c.name for c in decks["villains"]}
    assert any(c.nemesis in villains for c in decks["avengers"])
    assert any(c.nemesis in avengers for c in decks["villains"])


@rules("MTCG-CARD-02", "MTCG-GLOSS-08")
def test_team_cards(pool: CardPool) -> None:
    """Team cards show 2 to 5 protagonists (MTCG-CARD-02, MTCG-GLOSS-08), each a single
    protagonist of the pool. The pool has a Team with Spider-Man and a Bonus Attack naming
    Spider-Man (data for the engine's "Team members get no bonus" tests)."""
    singles = {card.name for card in pool.cards if not card.is_team}
    teams = [card for card in pool.cards if card.is_team]
    assert len({card.name for card in teams}) >= 4
    for team in teams:
        assert 2 <= len(team.members) <= 5, team.key
        assert len(set(team.members)) == len(team.members), team.key
        assert set(team.members) <= singles, team.key
        assert team.nemesis is None, team.key
    assert any("Spider-Man" in team.members for team in teams)
    assert any(
        card.ability
        and card.ability.name == "Bonus Attack"
        and (card.ability.target_kind, card.ability.target_value) == ("name", "Spider-Man")
        for card in pool.cards
    )
    villain_teams = [t for t in teams if t.alignment == "evil"]
    assert any(set(t.members) == {"Ebony Maw", "Proxima Midnight"} for t in villain_teams)


def test_every_ability_in_both_decks(pool: CardPool, decks: dict[str, list[Card]]) -> None:
    """All 12 Special Abilities appear in both shipped decks; the five progressive ones
    appear both with and without the drop symbol; every target kind is used."""
    for deck, cards in decks.items():
        used = {card.ability.name for card in cards if card.ability}
        assert used == set(ABILITY_TABLE), deck
    abilities = [card.ability for card in pool.cards if card.ability]
    for name in PROGRESSIVE:
        assert {a.progressive for a in abilities if a.name == name} == {True, False}, name
    for name in ABILITY_TABLE:
        assert sum(a.name == name for a in abilities) >= 3, name
    for name in ("Bonus Attack", "Bonus Defence", "Power Bank", "Group Attack"):
        kinds = {a.target_kind for a in abilities if a.name == name}
        assert kinds >= set(ABILITY_TABLE[name].target_kinds) - {"characters", "alignment"}, name
    assert {a.target_kind for a in abilities} == {
        "self",
        "characters",
        "affiliation",
        "skill",
        "name",
        "alignment",
        "missions",
        "discard",
    }


# --------------------------------------------------------------------------------------
# The shipped decks
# --------------------------------------------------------------------------------------


@rules("MTCG-DECK-01", "MTCG-DECK-02", "MTCG-DECK-03")
@pytest.mark.parametrize("deck_name", ["avengers", "villains"])
def test_shipped_decks_are_legal(pool: CardPool, deck_name: str) -> None:
    """Both thematic decks (MTCG-DECK-02) have exactly 56 cards (MTCG-DECK-01) and at most
    5 cards of one Name, all versions counted (MTCG-DECK-03)."""
    deck = load_deck(deck_name, pool)
    assert deck.name == deck_name.capitalize()
    assert len(deck.cards) == DECK_SIZE == 56
    per_name = Counter(pool.cards[i].name for i in deck.cards)
    assert max(per_name.values()) <= MAX_COPIES == 5
    validate_deck(deck, pool)
    text = (data_dir() / f"{deck_name}.deck").read_text(encoding="utf-8")
    assert "demo" in text.lower()


@rules("MTCG-DECK-02")
def test_shipped_decks_are_thematic(decks: dict[str, list[Card]]) -> None:
    """Thematic decks (MTCG-DECK-02). Avengers: good and neutral heroes with both seed
    Teams and all their members; Villains: evil and neutral with a villain Team and its
    members. Low-Attack cards make the first-player reveal vary."""
    avengers, villains = decks["avengers"], decks["villains"]
    assert {c.alignment for c in avengers} == {"good", "neutral"}
    assert {c.alignment for c in villains} == {"evil", "neutral"}
    affiliations = Counter(c.affiliation for c in avengers)
    assert affiliations["Avengers"] > len(avengers) // 2
    for cards in (avengers, villains):
        names = Counter(c.name for c in cards)
        teams = [c for c in cards if c.is_team]
        assert teams
        for team in teams:
            assert 1 <= names[team.name] <= 2
            assert all(names[member] >= 2 for member in team.members), team.name
        assert min(c.attack for c in cards) <= 250
        assert len({c.attack for c in cards}) >= 5
    assert set(SEED_TEAMS) <= {c.name for c in avengers}
    assert {"Thanos", "Loki", "Nebula"} <= {c.name for c in villains}


@rules("MTCG-DECK-02")
def test_shipped_decks_are_roughly_balanced(decks: dict[str, list[Card]]) -> None:
    """The two demo decks are within 5% of each other in total stats and Mission Points
    and carry about as many Special Abilities (MTCG-DECK-02: pre-built decks are balanced)."""
    avengers, villains = decks["avengers"], decks["villains"]
    for stat in ("attack", "defense", "resistance", "mission_points"):
        a = sum(getattr(c, stat) for c in avengers)
        v = sum(getattr(c, stat) for c in villains)
        assert abs(a - v) <= 0.05 * max(a, v), stat
    a_abilities = sum(c.ability is not None for c in avengers)
    v_abilities = sum(c.ability is not None for c in villains)
    assert abs(a_abilities - v_abilities) <= 3


@rules("MTCG-DECK-01")
def test_unknown_shipped_deck_name(pool: CardPool) -> None:
    """An unknown deck name lists the shipped decks (MTCG-DECK-01)."""
    with pytest.raises(DeckError, match="avengers, villains") as err:
        load_deck("no-such-deck", pool)
    assert "\n" not in str(err.value)


# --------------------------------------------------------------------------------------
# Helpers: tmp card files and decks
# --------------------------------------------------------------------------------------


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def card_entry(key: str, name: str, rarity: str = "C", **fields: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "key": key,
        "name": name,
        "version": f"{name} {rarity}",
        "rarity": rarity,
        "attack": 400,
        "defense": 250,
        "resistance": 250,
        "alignment": "good",
        "affiliation": "Testers",
        "skill": "combat",
        "mission_points": 1,
    }
    entry.update(fields)
    return entry


def write_cards(path: Path, entries: list[dict[str, Any]], meta: str = "") -> Path:
    blocks = [meta] if meta else []
    for entry in entries:
        lines = ["[[card]]"] + [f"{k} = {toml_value(v)}" for k, v in entry.items()]
        blocks.append("\n".join(lines))
    path.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
    return path


HERO_RARITIES = ("DECK", "C", "NC", "R", "UR", "SECRET")
FILLERS = 11


def ex02_entries() -> list[dict[str, Any]]:
    """One Name ("Hero") in all six rarities plus single-version filler Names."""
    entries = [
        card_entry(f"hero-{r.lower()}", "Hero", r, attack=300 + 50 * i)
        for i, r in enumerate(HERO_RARITIES)
    ]
    entries += [card_entry(f"filler-{n:02d}", f"Filler {n:02d}") for n in range(FILLERS)]
    return entries


@pytest.fixture
def ex02_pool(tmp_path: Path) -> CardPool:
    return load_pool_files([write_cards(tmp_path / "ex02.toml", ex02_entries())])


def filler_lines(count: int) -> list[str]:
    """``count`` filler cards, at most 5 of each Name."""
    lines = []
    for n in range(FILLERS):
        take = min(5, count)
        if take:
            lines.append(f"{take} filler-{n:02d}")
        count -= take
    assert count == 0
    return lines


def deck_text(lines: list[str], name: str = "Test deck") -> str:
    return "\n".join([f"name: {name}", "# a test deck", *lines]) + "\n"


def hero_lines(copies: dict[str, int]) -> list[str]:
    return [f"{n} hero-{r.lower()}" for r, n in copies.items() if n]


# --------------------------------------------------------------------------------------
# MTCG-EX-02: five cards of one Name, regardless of rarity
# --------------------------------------------------------------------------------------

EX02_DECKS = {
    "3C+UR+SECRET": {"C": 3, "UR": 1, "SECRET": 1},
    "DECK+C+NC+R+UR": {"DECK": 1, "C": 1, "NC": 1, "R": 1, "UR": 1},
}


@rules("MTCG-EX-02", "MTCG-DECK-03", "MTCG-DECK-01")
@pytest.mark.parametrize("copies", EX02_DECKS.values(), ids=EX02_DECKS.keys())
def test_ex02_five_of_one_name_in_any_rarities_is_legal(
    ex02_pool: CardPool, copies: dict[str, int]
) -> None:
    """MTCG-EX-02: 3 C + 1 UR + 1 SECRET, and 1 DECK + 1 C + 1 NC + 1 R + 1 UR of one Name,
    are legal 56-card decks."""
    deck = parse_deck(deck_text(hero_lines(copies) + filler_lines(51)), ex02_pool, "ex02.deck")
    assert deck.name == "Test deck"
    assert len(deck.cards) == 56
    heroes = [ex02_pool.cards[i] for i in deck.cards if ex02_pool.cards[i].name == "Hero"]
    assert Counter(c.rarity for c in heroes) == Counter(copies)


@rules("MTCG-EX-02", "MTCG-DECK-03")
@pytest.mark.parametrize("sixth", HERO_RARITIES)
@pytest.mark.parametrize("copies", EX02_DECKS.values(), ids=EX02_DECKS.keys())
def test_ex02_a_sixth_card_of_the_name_is_illegal(
    ex02_pool: CardPool, copies: dict[str, int], sixth: str
) -> None:
    """MTCG-EX-02: a sixth card of the Name, of any rarity, makes the deck illegal; the
    error names the Name (the deck still has 56 cards, so only MTCG-DECK-03 is broken)."""
    six = dict(copies)
    six[sixth] = six.get(sixth, 0) + 1
    text = deck_text(hero_lines(six) + filler_lines(50))
    with pytest.raises(DeckError) as err:
        parse_deck(text, ex02_pool, "six.deck")
    message = str(err.value)
    assert "'Hero'" in message and "6" in message and "5" in message
    assert "six.deck" in message and "\n" not in message


@rules("MTCG-DECK-03")
def test_validate_deck_counts_names_not_keys(ex02_pool: CardPool) -> None:
    """validate_deck counts all versions of a Name together (MTCG-DECK-03)."""
    hero_ids = [ex02_pool.by_key[f"hero-{r.lower()}"].id for r in HERO_RARITIES]
    filler_ids = [ex02_pool.by_key[f"filler-{n:02d}"].id for n in range(10) for _ in range(5)]
    legal = DeckList("ok", (*hero_ids[:5], *filler_ids, ex02_pool.by_key["filler-10"].id))
    validate_deck(legal, ex02_pool)
    illegal = DeckList("bad", (*hero_ids, *filler_ids))
    with pytest.raises(DeckError, match="'Hero'"):
        validate_deck(illegal, ex02_pool)


# --------------------------------------------------------------------------------------
# Deck files: size and format errors
# --------------------------------------------------------------------------------------


@rules("MTCG-DECK-01")
@pytest.mark.parametrize("size", [55, 57, 0, 1])
def test_deck_must_have_exactly_56_cards(ex02_pool: CardPool, size: int) -> None:
    """A deck with more or fewer than 56 cards is not allowed (MTCG-DECK-01); the one-line
    message gives the count and 56."""
    lines = filler_lines(min(size, 55))
    if size > 55:
        lines.append(f"{size - 55} hero-c")
    with pytest.raises(DeckError) as err:
        parse_deck(deck_text(lines), ex02_pool, "size.deck")
    message = str(err.value)
    assert f"has {size} cards" in message and "56" in message
    assert "size.deck" in message and "\n" not in message


@rules("MTCG-DECK-01")
def test_deck_file_unknown_key_names_line_and_key(ex02_pool: CardPool, tmp_path: Path) -> None:
    """An unknown card key names the deck file, its line number and the key."""
    path = tmp_path / "typo.deck"
    path.write_text(deck_text(["5 hero-c", "", "3 heroo-c"]), encoding="utf-8")
    with pytest.raises(DeckError) as err:
        load_deck(str(path), ex02_pool)
    message = str(err.value)
    assert str(path) in message and "line 5" in message and "'heroo-c'" in message
    assert "\n" not in message


@rules("MTCG-DECK-01")
@pytest.mark.parametrize("bad", ["three hero-c", "5", "hero-c", "-1 hero-c", "5x hero-c"])
def test_deck_file_malformed_line_is_named(ex02_pool: CardPool, bad: str) -> None:
    """A line that is not ``<count> <card key>`` names its line number."""
    with pytest.raises(DeckError) as err:
        parse_deck(deck_text(["# comment", bad]), ex02_pool, "bad.deck")
    message = str(err.value)
    assert "bad.deck line 4" in message and "<count> <card key>" in message
    assert "\n" not in message


@rules("MTCG-DECK-01")
def test_deck_file_comments_header_and_path(ex02_pool: CardPool, tmp_path: Path) -> None:
    """Comments, blank lines, split counts and the ``name:`` header; a deck loads by path."""
    lines = ["# heading comment", "", "2 hero-c  # two commons", "1 hero-c", *filler_lines(53)]
    path = tmp_path / "mine.deck"
    path.write_text(deck_text(lines, name="My Heroes"), encoding="utf-8")
    deck = load_deck(str(path), ex02_pool)
    assert deck.name == "My Heroes" and len(deck.cards) == 56
    assert deck.cards[:3] == (ex02_pool.by_key["hero-c"].id,) * 3
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert load_deck(str(path), ex02_pool).name == "mine"


# --------------------------------------------------------------------------------------
# Card files: validation errors name the file, the card and the field
# --------------------------------------------------------------------------------------

DROP = object()

BAD_CARDS: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "missing field": ({"attack": DROP}, ("missing field 'attack'",)),
    "missing affiliation": ({"affiliation": DROP}, ("missing field 'affiliation'",)),
    "wrong type str for int": ({"attack": "400"}, ("'attack'", "integer")),
    "wrong type bool for int": ({"mission_points": True}, ("'mission_points'",)),
    "wrong type int for str": ({"name": 7}, ("'name'", "string")),
    "wrong type members": ({"members": "Hero"}, ("'members'",)),
    "bad rarity": ({"rarity": "XR"}, ("'rarity'", "'XR'")),
    "bad skill": ({"skill": "magic"}, ("'skill'", "'magic'")),
    "two skills": ({"skill": ["combat", "tech"]}, ("'skill'",)),
    "bad alignment": ({"alignment": "chaotic"}, ("'alignment'", "'chaotic'")),
    "attack not multiple of 50": ({"attack": 420}, ("'attack'", "multiple of 50")),
    "negative defense": ({"defense": -50}, ("'defense'", "non-negative")),
    "negative mission points": ({"mission_points": -1}, ("'mission_points'",)),
    "unknown field": ({"colour": "blue"}, ("unknown field 'colour'",)),
    "one member": ({"members": ["Hero"]}, ("'members'", "2 to 5")),
    "six members": ({"members": ["Hero"] * 6}, ("'members'",)),
    "member twice": ({"members": ["Hero", "Hero"]}, ("'members'", "twice")),
    "ability not a table": ({"ability": "Switch"}, ("'ability'", "table")),
    "unknown ability": ({"ability": {"name": "Mind Control"}}, ("'ability.name'", "Mind Control")),
    "unknown ability field": (
        {"ability": {"name": "Switch", "power": 3}},
        ("unknown field 'ability.power'",),
    ),
    "bad target kind": (
        {"ability": {"name": "Trap Attack", "target": "affiliation:Testers"}},
        ("'ability.target'", "Trap Attack"),
    ),
    "unknown target kind": (
        {"ability": {"name": "Bonus Attack", "x": 50, "target": "team:Testers"}},
        ("'ability.target'",),
    ),
    "target without value": (
        {"ability": {"name": "Bonus Attack", "x": 50, "target": "name:"}},
        ("'ability.target'", "value"),
    ),
    "target unknown skill": (
        {"ability": {"name": "Bonus Defence", "x": 50, "target": "skill:magic"}},
        ("'ability.target'", "'magic'"),
    ),
    "target unknown alignment": (
        {"ability": {"name": "Power Bank", "target": "alignment:chaotic"}},
        ("'ability.target'", "'chaotic'"),
    ),
    "progressive not allowed": (
        {"ability": {"name": "Double Hit", "progressive": True}},
        ("'ability.progressive'", "Double Hit"),
    ),
    "progressive not a bool": (
        {"ability": {"name": "Recycle", "x": 1, "progressive": "yes"}},
        ("'ability.progressive'",),
    ),
    "missing x": ({"ability": {"name": "Bonus Attack"}}, ("'ability.x'",)),
    "x not positive": ({"ability": {"name": "Recycle", "x": 0}}, ("'ability.x'",)),
    "cost out of range": ({"ability": {"name": "Switch", "cost": 0}}, ("'ability.cost'",)),
    "text not a string": ({"ability": {"name": "Switch", "text": 5}}, ("'ability.text'",)),
}


@rules("MTCG-CARD-03", "MTCG-CARD-05", "MTCG-CARD-06", "MTCG-CARD-09", "MTCG-ALIGN-01")
@pytest.mark.parametrize("change, expected", BAD_CARDS.values(), ids=BAD_CARDS.keys())
def test_malformed_card_names_file_card_and_field(
    tmp_path: Path, change: dict[str, Any], expected: tuple[str, ...]
) -> None:
    """A malformed card gives a one-line DataError naming the file, the card key and the
    field (card fields: MTCG-CARD-03, MTCG-CARD-05, MTCG-CARD-06, MTCG-CARD-09,
    MTCG-ALIGN-01)."""
    bad = card_entry("bad-c", "Bad")
    for name, value in change.items():
        if value is DROP:
            del bad[name]
        else:
            bad[name] = value
    path = write_cards(tmp_path / "bad.toml", [card_entry("hero-c", "Hero"), bad])
    with pytest.raises(DataError) as err:
        load_pool_files([path])
    message = str(err.value)
    assert message.startswith(f"{path}: card 'bad-c': "), message
    for fragment in expected:
        assert fragment in message, message
    assert "\n" not in message


@rules("MTCG-CARD-03")
def test_card_without_key_is_named_by_position(tmp_path: Path) -> None:
    """A card without a key is named by its position in the file."""
    bad = card_entry("x", "Bad")
    del bad["key"]
    path = write_cards(tmp_path / "nokey.toml", [card_entry("hero-c", "Hero"), bad])
    with pytest.raises(DataError, match=r"card #2: missing field 'key'") as err:
        load_pool_files([path])
    assert str(path) in str(err.value)


def test_invalid_toml_names_the_file(tmp_path: Path) -> None:
    """Invalid TOML gives a one-line DataError naming the file."""
    path = tmp_path / "broken.toml"
    path.write_text('[[card]]\nkey = "hero-c"\nname = Hero\n', encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_pool_files([path])
    message = str(err.value)
    assert message.startswith(f"{path}: not valid TOML") and "\n" not in message


def test_unreadable_and_empty_card_files(tmp_path: Path) -> None:
    """A missing file and a file without [[card]] entries are DataErrors naming the file."""
    missing = tmp_path / "missing.toml"
    with pytest.raises(DataError, match="no such card file") as err:
        load_pool_files([missing])
    assert str(missing) in str(err.value)
    empty = tmp_path / "empty.toml"
    empty.write_text("[meta]\ndemo = true\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"no \[\[card\]\] entries"):
        load_pool_files([empty])


def test_duplicate_card_key(tmp_path: Path) -> None:
    """A key used twice, in one file or across files, names the file and the key."""
    path = write_cards(
        tmp_path / "dup.toml", [card_entry("hero-c", "Hero"), card_entry("hero-c", "Hero")]
    )
    with pytest.raises(DataError) as err:
        load_pool_files([path])
    assert str(err.value) == f"{path}: card 'hero-c': duplicate card key"
    first = write_cards(tmp_path / "first.toml", [card_entry("hero-c", "Hero")])
    second = write_cards(tmp_path / "second.toml", [card_entry("hero-c", "Other")])
    with pytest.raises(DataError, match="duplicate card key") as err:
        load_pool_files([first, second])
    assert str(err.value).startswith(f"{second}: card 'hero-c'")


@rules("MTCG-CARD-02")
def test_team_member_must_be_in_the_pool(tmp_path: Path) -> None:
    """A Team card naming a protagonist no card of the pool has is a DataError naming the
    file, the Team's key, the field and the missing Name (MTCG-CARD-02)."""
    team = card_entry("team-x-r", "Team X", "R", members=["Hero", "Wasp"])
    path = write_cards(tmp_path / "team.toml", [card_entry("hero-c", "Hero"), team])
    with pytest.raises(DataError) as err:
        load_pool_files([path])
    message = str(err.value)
    assert message.startswith(f"{path}: card 'team-x-r': field 'members'")
    assert "'Wasp'" in message and "\n" not in message


@rules("MTCG-CARD-02")
def test_pool_from_several_files(tmp_path: Path) -> None:
    """Several files make one pool: ids follow file order, Team members may be defined in
    another file, and the demo flag comes from any file's [meta] table."""
    heroes = write_cards(
        tmp_path / "heroes.toml",
        [card_entry("hero-c", "Hero"), card_entry("sidekick-c", "Sidekick")],
        meta="[meta]\ndemo = false",
    )
    teams = write_cards(
        tmp_path / "teams.toml",
        [card_entry("team-duo-r", "Team Duo", "R", members=["Hero", "Sidekick"])],
    )
    pool = load_pool([heroes, teams])
    assert [c.key for c in pool.cards] == ["hero-c", "sidekick-c", "team-duo-r"]
    assert [c.id for c in pool.cards] == [0, 1, 2]
    assert pool.demo is False and pool.sources == [str(heroes), str(teams)]
    assert pool.by_key["team-duo-r"].is_team and not pool.by_key["hero-c"].is_team
    demo = write_cards(tmp_path / "demo.toml", [card_entry("x-c", "X")], meta="[meta]\ndemo = true")
    assert load_pool_files([heroes, demo]).demo is True


@rules("MTCG-SA-12")
def test_parse_cards_from_a_parsed_document() -> None:
    """parse_cards adds a parsed TOML document's cards to a pool; an ability that prints no
    Target gets the table's default target (MTCG-SA-12)."""
    pool = CardPool()
    document = {
        "card": [
            card_entry("hero-c", "Hero", ability={"name": "Power Bank"}),
            card_entry("hero-r", "Hero", "R", nemesis="Villain", version=""),
        ]
    }
    parse_cards(document, "inline", pool)
    hero = pool.by_key["hero-c"]
    assert hero.ability is not None
    assert (hero.ability.cost, hero.ability.target_kind, hero.ability.progressive) == (
        1,
        "characters",
        False,
    )
    assert hero.nemesis is None and hero.members == ()
    assert pool.by_key["hero-r"].nemesis == "Villain"
    assert pool.sources == ["inline"]
    with pytest.raises(DataError, match=r"^inline: card 'hero-c': duplicate card key$"):
        parse_cards({"card": [card_entry("hero-c", "Hero")]}, "inline", pool)
    with pytest.raises(DataError, match="no \\[\\[card\\]\\] entries"):
        parse_cards({"card": []}, "empty", CardPool())

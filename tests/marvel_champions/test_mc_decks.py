"""Marvel Champions deck lists: MarvelCDB deck JSON and the deck-building rules (16.1).

Rule tests start from the shipped Spider-Man (Justice) deck, a legal 40-card deck, and
change a few slots so that exactly the rule under test breaks. The Core Set has no
Permanent, Linked or Team-Up player cards, so a few made-up cards (codes 99xxx) are
added to the shipped pool for those rules. Deck files are small JSON fixtures written
to ``tmp_path``. Catalog rule IDs are named in each test's ``rules`` marker; each problem
is checked by its ``rules`` (data) and by what its message names.
"""

from __future__ import annotations

import dataclasses
import doctest
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rulebound.games.marvel_champions import decks as decks_module
from rulebound.games.marvel_champions.cards import CardPool, load_pool, parse_card
from rulebound.games.marvel_champions.decks import (
    SHIPPED,
    DeckList,
    deck_problems,
    deck_size,
    hero_kit,
    load_deck,
    parse_marvelcdb_json,
    team_up_characters,
    validate_deck,
)
from rulebound.kernel.errors import DataError, DeckError, DeckProblem

rules = pytest.mark.rules

SPIDER_MAN, PETER_PARKER, CAPTAIN_MARVEL = "01001a", "01001b", "01010a"
BLACK_CAT, SWINGING_WEB_KICK, SPIDER_WOMAN = "01002", "01005", "01011"
FOR_JUSTICE, ENERGY = "01060", "01088"
EVICTION_NOTICE = "01165"  # Spider-Man's obligation (an encounter card)


def extra(code: str, name: str, ctype: str, aspect: str, quantity: int, **fields: Any) -> dict:
    """A made-up player card entry; ``deck_limit`` is its quantity unless given."""
    entry = {"code": code, "name": name, "type": ctype, "aspect": aspect, "cost": 1}
    entry.update(quantity=quantity, deck_limit=quantity, **fields)
    return entry


EXTRA_CARDS = [
    extra("99001", "Stark Relay", "support", "basic", 1, keywords=["Permanent"]),
    extra("99002", "Relay Drone", "ally", "basic", 2, keywords=["Linked (Stark Relay)"]),
    extra("99003", "Web Partners", "event", "justice", 3,
          keywords=["Team-Up (Spider-Man and Black Cat)"]),
    extra("99004", "Binary Boost", "event", "basic", 3,
          keywords=["Team-Up (Carol Danvers, Peter Parker)"]),
    extra("99005", "Spider-Man", "ally", "justice", 1, subname="Miles Morales", unique=True),
    extra("99006", "Spider-Man", "ally", "basic", 1, unique=True),
    extra("99007", "For Justice!", "event", "justice", 3),  # a reprint of 01060
    extra("99008", "Daredevil", "ally", "justice", 1, subname="Matt Murdock", unique=True),
    extra("99009", "Spider-Bot", "ally", "hero", 1, set="spider_man",
          keywords=["Linked (Spider-Tracer)"]),
]  # fmt: skip


@pytest.fixture(scope="module")
def core() -> CardPool:
    return load_pool()


@pytest.fixture(scope="module")
def pool(core: CardPool) -> CardPool:
    """The shipped pool plus the made-up Permanent, Linked, Team-Up and reprint cards."""
    cards = list(core.cards)
    for entry in EXTRA_CARDS:
        cards.append(parse_card(len(cards), entry, "test"))
    return CardPool(cards, {c.code: c for c in cards})


@pytest.fixture(scope="module")
def spidey(pool: CardPool) -> DeckList:
    return load_deck("spider-man-justice", pool)


def changed(deck: DeckList, **counts: int) -> DeckList:
    """The deck with new counts for some codes (``c01060=3``); 0 removes a code. The
    file's line numbers are dropped, so messages name cards without them."""
    new = {k.removeprefix("c"): v for k, v in counts.items()}
    slots = [(code, new.pop(code, count)) for code, count in deck.slots]
    slots += list(new.items())
    return dataclasses.replace(deck, slots=tuple((c, n) for c, n in slots if n), lines={})


def tagged(problems: list[DeckProblem], rule: str) -> list[str]:
    """The messages of the problems that break ``rule``."""
    return [p.message for p in problems if rule in p.rules]


def problem(message: str, *rules: str) -> DeckProblem:
    return DeckProblem(message, rules)


def write(tmp_path: Path, data: Any, name: str = "deck.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# --------------------------------------------------------------------------------------
# The shipped decks
# --------------------------------------------------------------------------------------


@rules(
    "MC-DECKBUILD-01",
    "MC-DECKBUILD-02",
    "MC-DECKBUILD-03",
    "MC-DECKBUILD-04",
    "MC-DECKBUILD-05",
    "MC-DECKBUILD-06",
    "MC-MAX-04",
)
@pytest.mark.parametrize(
    ("spec", "hero", "aspect"),
    [
        ("spider-man-justice", SPIDER_MAN, "justice"),
        ("captain-marvel-leadership", CAPTAIN_MARVEL, "leadership"),
        ("she-hulk-aggression", "01019a", "aggression"),
        ("iron-man-protection", "01029a", "protection"),
        ("black-panther-protection", "01040a", "protection"),
    ],
)
def test_shipped_decks_are_legal_40_card_decks(
    core: CardPool, spec: str, hero: str, aspect: str
) -> None:
    deck = load_deck(spec, core)
    assert (deck.hero_code, deck.aspect) == (hero, aspect)
    assert deck_problems(deck, core) == []
    assert deck_size(deck, core) == 40
    kit = hero_kit(core.by_code[hero], core)
    counts = Counter(deck.card_codes())
    assert {c.code: counts[c.code] for c in kit} == {c.code: c.quantity for c in kit}
    rest = [core.by_code[code] for code in deck.card_codes() if code not in {c.code for c in kit}]
    assert len(rest) == 25
    assert {c.aspect for c in rest} == {aspect, "basic"}


def test_shipped_decks_can_be_built_together_from_one_core_set(core: CardPool) -> None:
    both = Counter(load_deck("spider-man-justice", core).card_codes())
    both.update(load_deck("captain-marvel-leadership", core).card_codes())
    over = {code: n for code, n in both.items() if n > core.by_code[code].quantity}
    assert over == {}


@rules("MC-DECKBUILD-03", "MC-OBLIGATION-03", "MC-OBLIGATION-04")
def test_each_hero_kit_is_15_cards_without_identity_or_obligation(core: CardPool) -> None:
    for hero in (SPIDER_MAN, CAPTAIN_MARVEL):
        kit = hero_kit(core.by_code[hero], core)
        assert sum(c.quantity for c in kit) == 15
        assert {c.type for c in kit} <= {"ally", "event", "support", "upgrade", "resource"}
        assert all(c.aspect == "hero" for c in kit)
    spidey_kit = {c.code: c.quantity for c in hero_kit(core.by_code[SPIDER_MAN], core)}
    assert spidey_kit[SWINGING_WEB_KICK] == 3 and spidey_kit[BLACK_CAT] == 1
    assert EVICTION_NOTICE not in spidey_kit


@rules("MC-KEYWORD-LINKED-01")
def test_a_linked_card_of_the_hero_set_is_not_part_of_the_kit(pool: CardPool) -> None:
    kit = {c.code for c in hero_kit(pool.by_code[SPIDER_MAN], pool)}
    assert "99009" not in kit and len(kit) == 8


def test_shipped_deck_names_and_file_names_both_load(core: CardPool) -> None:
    for name, filename in SHIPPED.items():
        assert load_deck(name, core) == load_deck(filename, core)
        assert load_deck(name.upper(), core).origin == filename


def test_module_doctest_runs() -> None:
    assert doctest.testmod(decks_module).failed == 0


# --------------------------------------------------------------------------------------
# MarvelCDB JSON
# --------------------------------------------------------------------------------------

GOOD = {
    "id": 12345,
    "name": "  My Spidey  ",
    "hero_code": SPIDER_MAN,
    "hero_name": "Spider-Man",
    "meta": '{"aspect":"Justice"}',
    "slots": {FOR_JUSTICE: 3, BLACK_CAT: 1, ENERGY: 1},
    "ignoreDeckLimitSlots": None,
}


def test_marvelcdb_json_reads_name_identity_aspect_and_slots(
    core: CardPool, tmp_path: Path
) -> None:
    path = write(tmp_path, GOOD)
    deck = parse_marvelcdb_json(path.read_text(), str(path), core)
    assert deck == DeckList(
        "My Spidey",
        SPIDER_MAN,
        "justice",
        ((FOR_JUSTICE, 3), (BLACK_CAT, 1), (ENERGY, 1)),
        str(path),
    )
    assert deck.card_codes() == [FOR_JUSTICE] * 3 + [BLACK_CAT, ENERGY]


def test_meta_may_be_an_object_and_name_defaults_to_the_file_name(core: CardPool) -> None:
    data = {k: v for k, v in GOOD.items() if k != "name"}
    data["meta"] = {"aspect": "leadership", "colors": "x"}
    deck = parse_marvelcdb_json(json.dumps(data), "decks/cap.json", core)
    assert (deck.name, deck.aspect) == ("cap", "leadership")
    no_meta = {k: v for k, v in GOOD.items() if k != "meta"}
    assert parse_marvelcdb_json(json.dumps(no_meta), "d.json", core).aspect == ""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        (json.dumps({**GOOD, "name": ""}), "'name' must be a non-empty string"),
        (json.dumps({k: v for k, v in GOOD.items() if k != "hero_code"}), "'hero_code' must be"),
        (json.dumps({**GOOD, "hero_code": "99999"}), "unknown card code '99999'"),
        (json.dumps({**GOOD, "slots": [FOR_JUSTICE]}), "'slots' must be an object"),
        (json.dumps({**GOOD, "slots": {"77777": 1}}), "'slots': unknown card code '77777'"),
        (json.dumps({**GOOD, "slots": {FOR_JUSTICE: 0}}), "01060 (For Justice!) must be"),
        (json.dumps({**GOOD, "slots": {FOR_JUSTICE: "2"}}), "got '2'"),
        (json.dumps({**GOOD, "slots": {FOR_JUSTICE: True}}), "got True"),
        (json.dumps({**GOOD, "meta": "{aspect"}), "'meta': not valid JSON"),
        (json.dumps({**GOOD, "meta": "[1]"}), "'meta' must be a JSON object"),
        (json.dumps({**GOOD, "meta": {"aspect": 3}}), "meta 'aspect' must be a string"),
        ('{"hero_code": "01001a", "slots": {"01060": 1, "01060": 2}}', "'01060' appears twice"),
    ],
)
def test_malformed_marvelcdb_json_is_a_one_line_data_error(
    core: CardPool, tmp_path: Path, text: str, expected: str
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(DataError) as info:
        parse_marvelcdb_json(path.read_text(), str(path), core)
    message = str(info.value)
    assert expected in message and message.startswith(str(path)) and "\n" not in message


@rules("MC-DECKBUILD-04")
def test_a_second_aspect_in_meta_is_a_deck_error(core: CardPool) -> None:
    text = json.dumps({**GOOD, "meta": '{"aspect":"justice","aspect2":"leadership"}'})
    with pytest.raises(
        DeckError, match=r"^two\.json: meta names a second aspect 'leadership'"
    ) as info:
        parse_marvelcdb_json(text, "two.json", core)
    assert info.value.rules == ("MC-DECKBUILD-04",)


# --------------------------------------------------------------------------------------
# The rules, one at a time
# --------------------------------------------------------------------------------------


@rules("MC-DECKBUILD-01")
def test_the_identity_must_be_a_hero_card(pool: CardPool, spidey: DeckList) -> None:
    alter = deck_problems(dataclasses.replace(spidey, hero_code=PETER_PARKER), pool)
    assert tagged(alter, "MC-DECKBUILD-01") == [
        f"the identity {PETER_PARKER} (Peter Parker) is an alter-ego side; name its hero side "
        f"{SPIDER_MAN} (Spider-Man) instead"
    ]
    ally = deck_problems(dataclasses.replace(spidey, hero_code=BLACK_CAT), pool)
    assert tagged(ally, "MC-DECKBUILD-01") == [
        "the identity 01002 (Black Cat, Felicia Hardy) is an ally, not a hero"
    ]
    unknown = deck_problems(dataclasses.replace(spidey, hero_code="nope"), pool)
    assert tagged(unknown, "MC-DECKBUILD-01") == ["unknown identity code 'nope'"]


@rules("MC-DECKBUILD-01")
def test_exactly_one_identity_no_identity_card_in_the_slots(
    pool: CardPool, spidey: DeckList
) -> None:
    second = tagged(deck_problems(changed(spidey, c01010a=1), pool), "MC-DECKBUILD-01")
    assert len(second) == 1 and second[0].startswith("01010a (Captain Marvel) is a second identity")
    own = tagged(deck_problems(changed(spidey, c01001b=1), pool), "MC-DECKBUILD-01")
    assert len(own) == 1 and own[0].startswith("01001b (Peter Parker) is the identity itself")


MORE_BASIC_AND_JUSTICE = {"c01093": 3, "c01087": 3, "c01063": 3, "c01086": 3, "c01061": 3}


@rules("MC-DECKBUILD-02")
@pytest.mark.parametrize(
    ("changes", "size"),
    [
        ({"c01088": 0}, 39),
        (MORE_BASIC_AND_JUSTICE, 50),  # +3 Tenacity, +2 Haymaker, ... = 10 more
        ({**MORE_BASIC_AND_JUSTICE, "c01091": 1}, 51),
    ],
)
def test_the_deck_has_40_to_50_cards_not_counting_the_identity(
    pool: CardPool, spidey: DeckList, changes: dict[str, int], size: int
) -> None:
    deck = changed(spidey, **changes)
    assert deck_size(deck, pool) == size == len(deck.card_codes())
    fix = {39: "add 1 card", 51: "take out 1 card"}.get(size)
    expected = [
        problem(
            f"the deck has {size} cards (not counting the identity); a deck has 40 to 50: {fix}",
            "MC-DECKBUILD-02",
        )
    ]
    assert deck_problems(deck, pool) == ([] if fix is None else expected)


@rules("MC-DECKBUILD-02", "MC-KEYWORD-PERMANENT-03")
def test_permanent_cards_do_not_count_toward_deck_size(pool: CardPool, spidey: DeckList) -> None:
    with_permanent = changed(spidey, c99001=1)
    assert deck_size(with_permanent, pool) == 40
    assert deck_problems(with_permanent, pool) == []
    short = changed(spidey, c01088=0, c99001=1)  # 39 counted cards + the Permanent one
    assert deck_problems(short, pool) == [
        problem(
            "the deck has 39 cards (not counting the identity and 1 Permanent card); a deck "
            "has 40 to 50: add 1 card",
            "MC-DECKBUILD-02",
            "MC-KEYWORD-PERMANENT-03",
        )
    ]


@rules("MC-DECKBUILD-03")
def test_every_kit_card_in_its_exact_quantity(pool: CardPool, spidey: DeckList) -> None:
    deck = changed(spidey, c01005=2, c01002=0, c01085=3, c01087=2)  # still 40 cards
    assert deck_size(deck, pool) == 40
    assert tagged(deck_problems(deck, pool), "MC-DECKBUILD-03") == [
        "hero kit card 01002 (Black Cat, Felicia Hardy): 0 in the deck, the Spider-Man hero "
        "set has exactly 1",
        "hero kit card 01005 (Swinging Web Kick): 2 in the deck, the Spider-Man hero set has "
        "exactly 3",
    ]
    too_many = tagged(deck_problems(changed(spidey, c01003=3), pool), "MC-DECKBUILD-03")
    assert too_many == [
        "hero kit card 01003 (Backflip): 3 in the deck, the Spider-Man hero set has exactly 2"
    ]


@rules("MC-DECKBUILD-04")
def test_exactly_one_aspect_is_chosen(pool: CardPool, spidey: DeckList) -> None:
    none = tagged(deck_problems(dataclasses.replace(spidey, aspect=""), pool), "MC-DECKBUILD-04")
    assert len(none) == 1 and none[0].startswith("no aspect chosen")
    for bad in ("basic", "hero", "pool"):
        problems = deck_problems(dataclasses.replace(spidey, aspect=bad), pool)
        assert tagged(problems, "MC-DECKBUILD-04") == [
            f"aspect {bad!r} is not one of aggression, justice, leadership, protection"
        ]


@rules("MC-DECKBUILD-04")
def test_other_cards_are_of_the_chosen_aspect_or_basic(pool: CardPool, spidey: DeckList) -> None:
    deck = changed(spidey, c01069=1, c01066=1, c01085=1, c01087=0)  # 2 Leadership cards
    assert tagged(deck_problems(deck, pool), "MC-DECKBUILD-04") == [
        "Leadership card 01069 (Get Ready) in a Justice deck; only Justice and basic cards "
        "join the hero kit",
        "Leadership card 01066 (Hawkeye, Clint Barton) in a Justice deck; only Justice and "
        "basic cards join the hero kit",
    ]
    as_leadership = deck_problems(dataclasses.replace(spidey, aspect="leadership"), pool)
    justice = [p for p in tagged(as_leadership, "MC-DECKBUILD-04") if "Justice card" in p]
    assert len(justice) == len(as_leadership) == 8  # 8 codes


@rules("MC-DECKBUILD-03", "MC-DECKBUILD-04")
def test_another_heros_kit_card_is_not_allowed(pool: CardPool, spidey: DeckList) -> None:
    deck = changed(spidey, c01013=1, c01087=0)
    problems = deck_problems(deck, pool)
    assert problems == [
        problem(
            "01013 (Photonic Blast) belongs to Captain Marvel's kit, not to 01001a "
            "(Spider-Man)'s; only the identity's own kit, cards of the chosen aspect and "
            "basic cards go in the deck",
            "MC-DECKBUILD-04",
        )
    ]


@rules("MC-DECKBUILD-04", "MC-OBLIGATION-03")
def test_an_obligation_is_an_encounter_card_not_in_the_deck(
    pool: CardPool, spidey: DeckList
) -> None:
    problems = deck_problems(changed(spidey, c01165=1, c01087=0), pool)
    assert problems == [
        problem(
            "obligation 01165 (Eviction Notice) is an encounter card; it goes into the "
            "encounter deck at setup, not into the player deck",
            "MC-DECKBUILD-04",
            "MC-OBLIGATION-03",
        )
    ]
    minion = tagged(
        deck_problems(changed(spidey, c01087=0, **{"c" + _a_minion(pool): 1}), pool),
        "MC-DECKBUILD-04",
    )
    assert len(minion) == 1 and "encounter card (minion), not a player card" in minion[0]


def _a_minion(pool: CardPool) -> str:
    return next(c.code for c in pool.cards if c.type == "minion")


@rules("MC-DECKBUILD-05", "MC-COPY-01")
def test_at_most_3_copies_of_a_non_unique_card_by_name(pool: CardPool, spidey: DeckList) -> None:
    four = changed(spidey, c01060=4, c01087=0)
    assert deck_problems(four, pool) == [
        problem(
            "4 copies of 01060 (For Justice!); a deck holds at most 3 copies of a card by name",
            "MC-DECKBUILD-05",
        )
    ]
    reprint = changed(spidey, c99007=1, c01087=0)  # same name, another code
    assert deck_problems(reprint, pool) == [
        problem(
            "4 copies of 'For Justice!' (01060 (For Justice!), 99007 (For Justice!)); a deck "
            "holds at most 3 copies of a card by name",
            "MC-DECKBUILD-05",
        )
    ]


@rules("MC-DECKBUILD-06", "MC-UNIQUE-03")
def test_at_most_1_copy_of_a_unique_card_by_name(pool: CardPool, spidey: DeckList) -> None:
    two = deck_problems(changed(spidey, c01058=2, c01087=0), pool)
    assert two == [
        problem(
            "2 copies of 01058 (Daredevil, Matt Murdock), a unique card; a deck holds at most "
            "1 copy of a unique card by name",
            "MC-DECKBUILD-06",
        )
    ]
    reprint = tagged(deck_problems(changed(spidey, c99008=1, c01087=0), pool), "MC-DECKBUILD-06")
    assert len(reprint) == 1 and "01058 (Daredevil, Matt Murdock), 99008" in reprint[0]


@rules("MC-DECKBUILD-06", "MC-UNIQUE-03", "MC-UNIQUE-04")
def test_the_identity_counts_as_a_unique_card(pool: CardPool, spidey: DeckList) -> None:
    same = deck_problems(changed(spidey, c99006=1, c01087=0), pool)
    assert same == [
        problem(
            "unique 99006 (Spider-Man) is the same character as the identity 01001a "
            "(Spider-Man); the identity counts as its 1 copy",
            "MC-DECKBUILD-06",
        )
    ]
    other_alter_ego = changed(spidey, c99005=1, c01087=0)  # Spider-Man (Miles Morales)
    assert deck_problems(other_alter_ego, pool) == []


MAX_PER_DECK = ("MC-MAX-04", "MC-DECKBUILD-08")


@rules("MC-MAX-04", "MC-DECKBUILD-08")
def test_max_per_deck_limits_copies(pool: CardPool, spidey: DeckList) -> None:
    energy = deck_problems(changed(spidey, c01088=2, c01087=0), pool)
    assert energy == [
        problem("2 copies of 01088 (Energy); the card says Max 1 per deck", *MAX_PER_DECK)
    ]
    power = deck_problems(changed(spidey, c01062=3, c01087=0), pool)
    assert power == [
        problem(
            "3 copies of 01062 (The Power of Justice); the card says Max 2 per deck",
            *MAX_PER_DECK,
        )
    ]
    mansion = changed(spidey, c01091=3, c01085=0, c01087=0)  # Max 1 per player, not per deck
    assert deck_problems(mansion, pool) == []


@rules("MC-KEYWORD-LINKED-01", "MC-DECKBUILD-08")
def test_linked_cards_cannot_be_included(pool: CardPool, spidey: DeckList) -> None:
    deck = changed(spidey, c99002=1, c99009=1)
    assert deck_size(deck, pool) == 40  # linked cards do not count (MC-KEYWORD-LINKED-02)
    linked = ("MC-KEYWORD-LINKED-01", "MC-DECKBUILD-08")
    assert deck_problems(deck, pool) == [
        problem(
            "99002 (Relay Drone) has Linked (Stark Relay) and cannot be included in any deck; "
            "it is set aside at the start of the game",
            *linked,
        ),
        problem(
            "99009 (Spider-Bot) has Linked (Spider-Tracer) and cannot be included in any "
            "deck; it is set aside at the start of the game",
            *linked,
        ),
    ]


@rules("MC-KEYWORD-TEAMUP-01", "MC-DECKBUILD-08")
def test_team_up_needs_the_identity_among_its_characters(pool: CardPool) -> None:
    assert team_up_characters(pool.by_code["99003"]) == ("Spider-Man", "Black Cat")
    assert team_up_characters(pool.by_code["99004"]) == ("Carol Danvers", "Peter Parker")
    assert team_up_characters(pool.by_code[FOR_JUSTICE]) == ()
    spidey = load_deck("spider-man-justice", pool)
    assert deck_problems(changed(spidey, c99003=1, c01087=0), pool) == []
    assert deck_problems(changed(spidey, c99004=1, c01087=0), pool) == []  # Peter Parker
    captain = load_deck("captain-marvel-leadership", pool)
    assert deck_problems(changed(captain, c99004=1, c01087=1), pool) == []  # Carol Danvers
    web_partners = changed(captain, c99003=1, c01087=1)
    problems = deck_problems(web_partners, pool)
    assert [p for p in problems if "MC-KEYWORD-TEAMUP-01" in p.rules] == [
        problem(
            "Team-Up card 99003 (Web Partners) lists 'Spider-Man' or 'Black Cat'; the "
            "identity 01010a (Captain Marvel) is neither",
            "MC-KEYWORD-TEAMUP-01",
            "MC-DECKBUILD-08",
        )
    ]


# --------------------------------------------------------------------------------------
# Validation and loading
# --------------------------------------------------------------------------------------


@rules("MC-DECKBUILD-02", "MC-DECKBUILD-03", "MC-DECKBUILD-04", "MC-MAX-04")
def test_validate_deck_raises_every_problem_on_one_line(pool: CardPool, spidey: DeckList) -> None:
    validate_deck(spidey, pool)  # legal: no error
    bad = changed(spidey, c01002=0, c01069=1, c01088=2)
    with pytest.raises(DeckError) as info:
        validate_deck(bad, pool)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(
        "spider-man-justice.json: deck 'Spider-Man: Justice (Core Set)' is not legal, "
        "3 problems: (1) "
    )
    assert message.endswith("(3) 2 copies of 01088 (Energy); the card says Max 1 per deck")
    assert info.value.problems == tuple(deck_problems(bad, pool))
    assert set(info.value.rules) == {"MC-DECKBUILD-03", "MC-DECKBUILD-04", *MAX_PER_DECK}
    assert "01002 (Black Cat, Felicia Hardy)" in message and "01069 (Get Ready)" in message
    assert "MC-" not in message


def test_load_deck_reads_and_validates_a_json_file(core: CardPool, tmp_path: Path) -> None:
    shipped = load_deck("captain-marvel-leadership", core)
    data = {"name": "Carol", "hero_code": CAPTAIN_MARVEL, "meta": '{"aspect": "leadership"}',
            "slots": dict(shipped.slots)}  # fmt: skip
    good = write(tmp_path, data, "carol.json")
    deck = load_deck(str(good), core)
    assert deck.origin == str(good) and deck_size(deck, core) == 40
    data["slots"] = {**dict(shipped.slots), SPIDER_WOMAN: 2}
    bad = write(tmp_path, json.dumps(data, indent=2), "carol-bad.json")  # a line per card
    with pytest.raises(DeckError, match=r"carol-bad\.json: deck 'Carol' is not legal, ") as info:
        load_deck(str(bad), core)
    line = next(n for n, raw in enumerate(bad.read_text().splitlines(), 1) if '"01011"' in raw)
    assert f"01011 (Spider-Woman, Jessica Drew) on line {line}" in str(info.value)


@rules("MC-DECKBUILD-01")
def test_a_problem_names_the_slots_line_of_its_card_not_the_hero_code_line(
    core: CardPool, tmp_path: Path
) -> None:
    """The identity listed among the slots: the line named is where the slots list it,
    not the ``hero_code`` line above; a one-line file names no line."""
    shipped = load_deck("spider-man-justice", core)
    data = {"name": "Twice", "hero_code": SPIDER_MAN, "meta": {"aspect": "justice"},
            "slots": {**dict(shipped.slots), SPIDER_MAN: 1}}  # fmt: skip
    text = json.dumps(data, indent=2)
    line = next(n for n, raw in enumerate(text.splitlines(), 1) if f'"{SPIDER_MAN}":' in raw)
    assert line > 3  # below "hero_code": "01001a"
    for shown, written in ((f" on line {line}", text), ("", json.dumps(data))):
        problems = deck_problems(parse_marvelcdb_json(written, "twice.json", core), core)
        assert [p.message for p in problems if "MC-DECKBUILD-01" in p.rules] == [
            f"01001a (Spider-Man){shown} is the identity itself; it is named by 'hero_code' "
            "and is not one of the deck's cards: take it out of 'slots'"
        ]


def test_load_deck_errors_name_the_problem(core: CardPool, tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"no deck file or shipped deck 'nope'.*spider-man-justice"):
        load_deck("nope", core)
    text_file = write(tmp_path, "{}", "deck.txt")
    with pytest.raises(DataError, match=r"deck\.txt: a deck file must be MarvelCDB deck JSON"):
        load_deck(str(text_file), core)
    broken = tmp_path / "broken.json"
    broken.write_bytes(b"\xff\xfe{")
    with pytest.raises(DataError, match="not UTF-8"):
        load_deck(str(broken), core)

"""No rule ID in what a player reads: deck files that break every deck-building rule of
Marvel Champions and Star Wars: Destiny (our text format, SWDestinyDB and MarvelCDB
JSON), and other files and parameters that break a rule, each refused with a one-line
error that names the file and the card but no catalog rule ID.

The rule IDs are data: a deck error's ``rules`` must cover every deck-building rule of
both games over the corpus below, so the corpus cannot silently stop reaching one. A
message is checked against a loose rule-ID pattern, against the IDs its own problems
carry, and against every ID of the rules catalogs when they are present
(``../shared/rules`` beside the checkout, as the coverage tool reads them).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.destiny import cards as swd_cards
from rulebound.games.destiny import decks as swd
from rulebound.games.marvel_champions import cards as mc_cards
from rulebound.games.marvel_champions import decks as mc
from rulebound.kernel.errors import DeckError

# A rule ID of any catalog's shape ("MC-KEYWORD-LINKED-01", "SWD-EX-04", "GH-EVENT-02");
# not a card name such as "IQA-11 Blaster Rifle".
RULE_ID = re.compile(r"\b[A-Z]{2,5}(?:-[A-Z0-9]+)+-\d{2,3}\b")
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


def _catalog_ids() -> frozenset[str]:
    for parent in Path(__file__).resolve().parents:
        folder = parent.parent / "shared" / "rules"
        if folder.is_dir():
            text = " ".join(p.read_text(encoding="utf-8") for p in folder.glob("*.md"))
            return frozenset(re.findall(r"\*\*([A-Z]{2,5}(?:-[A-Z0-9]+)+-\d+)\b", text))
    return frozenset()


CATALOG = _catalog_ids()


def assert_readable(message: str, carried: tuple[str, ...] = ()) -> None:
    """One line, and no rule ID by pattern, by the problems' own IDs (nor what is left
    of one without its game's prefix, "DECKB-02") or by the catalog."""
    assert "\n" not in message, message
    assert not RULE_ID.search(message), message
    assert not [rule for rule in carried if rule.split("-", 1)[1] in message], message
    assert not [rule for rule in CATALOG if rule in message], message


def refused(load: Callable[[], object]) -> DeckError:
    with pytest.raises(DeckError) as info:
        load()
    assert_readable(str(info.value), info.value.rules)
    for problem in info.value.problems:
        assert_readable(problem.message, problem.rules)
    return info.value


# --------------------------------------------------------------------------------------
# Marvel Champions: MarvelCDB deck JSON
# --------------------------------------------------------------------------------------

MC_RULES = {
    *(f"MC-DECKBUILD-0{n}" for n in (1, 2, 3, 4, 5, 6, 8)),  # 07: no Core identity has one
    "MC-MAX-04",
    "MC-KEYWORD-LINKED-01",
    "MC-KEYWORD-TEAMUP-01",
    "MC-KEYWORD-PERMANENT-03",
    "MC-OBLIGATION-03",
}
MADE_UP = [  # the Core Set has no Permanent, Linked or Team-Up player card
    {"code": "99001", "name": "Stark Relay", "keywords": ["Permanent"]},
    {"code": "99002", "name": "Relay Drone", "keywords": ["Linked (Stark Relay)"]},
    {"code": "99003", "name": "Web Partners", "keywords": ["Team-Up (Spider-Man and Black Cat)"]},
    {"code": "99006", "name": "Spider-Man", "unique": True},
]
Change = Callable[[dict[str, Any]], None]


def mc_set(**slots: int) -> Change:
    def change(data: dict[str, Any]) -> None:
        for code, count in slots.items():
            data["slots"][code.removeprefix("c")] = count
            if not count:
                del data["slots"][code.removeprefix("c")]

    return change


def mc_key(key: str, value: Any) -> Change:
    return lambda data: data.update({key: value})


MC_CASES: list[tuple[str, str, Change, set[str]]] = [
    ("alter-ego identity", "spider-man-justice", mc_key("hero_code", "01001b"), {"01"}),
    ("ally as identity", "spider-man-justice", mc_key("hero_code", "01058"), {"01"}),
    ("second identity", "spider-man-justice", mc_set(c01010a=1), {"01"}),
    ("identity listed", "spider-man-justice", mc_set(c01001b=1), {"01"}),
    ("39 cards", "spider-man-justice", mc_set(c01088=0), {"02"}),
    ("39 and a Permanent", "spider-man-justice", mc_set(c01088=0, c99001=1), {"PERMANENT"}),
    ("kit short", "spider-man-justice", mc_set(c01005=2, c01087=3), {"03"}),
    ("no aspect", "spider-man-justice", mc_key("meta", ""), {"04"}),
    ("bad aspect", "spider-man-justice", mc_key("meta", '{"aspect": "pool"}'), {"04"}),
    ("two aspects", "spider-man-justice", mc_key("meta", {"aspect": "justice", "aspect2": "x"}),
     {"04"}),
    ("other aspect", "spider-man-justice", mc_set(c01069=1, c01087=0), {"04"}),
    ("other kit", "spider-man-justice", mc_set(c01013=1, c01087=0), {"04"}),
    ("obligation", "spider-man-justice", mc_set(c01165=1, c01087=0), {"OBLIGATION"}),
    ("minion", "spider-man-justice", mc_set(c01087=0, c01101=1), {"04"}),  # Hydra Mercenary
    ("4 copies", "spider-man-justice", mc_set(c01060=4, c01087=0), {"05"}),
    ("unique twice", "spider-man-justice", mc_set(c01058=2, c01087=0), {"06"}),
    ("identity again", "spider-man-justice", mc_set(c99006=1, c01087=0), {"06"}),
    ("Max 1 per deck", "spider-man-justice", mc_set(c01088=2, c01087=0), {"MAX-04"}),
    ("Linked", "spider-man-justice", mc_set(c99002=1), {"LINKED"}),
    ("Team-Up", "captain-marvel-leadership", mc_set(c99003=1, c01087=1), {"TEAMUP"}),
]  # fmt: skip


@pytest.fixture(scope="module")
def mc_pool() -> mc_cards.CardPool:
    core = mc_cards.load_pool()
    cards = list(core.cards)
    for extra in MADE_UP:
        entry = {"type": "event", "aspect": "basic", "cost": 1, "quantity": 1, **extra}
        if "Team-Up" in str(extra.get("keywords")):
            entry["aspect"] = "leadership"
        cards.append(mc_cards.parse_card(len(cards), entry, "test"))
    return mc_cards.CardPool(cards, {c.code: c for c in cards})


def test_every_marvel_champions_deck_rule_is_refused_without_a_rule_id(
    mc_pool: mc_cards.CardPool, tmp_path: Path
) -> None:
    assert mc_pool.by_code["01101"].type == "minion"
    seen: set[str] = set()
    for name, shipped, change, wanted in MC_CASES:
        deck = mc.load_deck(shipped, mc_pool)
        data = {"name": name, "hero_code": deck.hero_code, "slots": dict(deck.slots)}
        data["meta"] = json.dumps({"aspect": deck.aspect})
        change(data)
        path = tmp_path / f"{name.replace(' ', '-')}.json"
        path.write_text(json.dumps(data, indent=2), encoding="utf-8")
        error = refused(lambda path=path: mc.load_deck(str(path), mc_pool))
        assert str(error).startswith(str(path)), name
        assert any(w in rule for w in wanted for rule in error.rules), (name, error.rules)
        seen.update(error.rules)
    assert seen == MC_RULES


# --------------------------------------------------------------------------------------
# Star Wars: Destiny: our text format and SWDestinyDB JSON
# --------------------------------------------------------------------------------------

SWD_RULES = {
    *(f"SWD-TEAM-0{n}" for n in range(1, 6)),  # 06: colours never restrict a team
    "SWD-UNIQUE-07",
    *(f"SWD-DECKB-0{n}" for n in range(1, 6)),
    "SWD-COPY-01",
    "SWD-BFSEL-01",
}
JEDI = (Path(swd.__file__).parent / "data" / "jedi.deck").read_text(encoding="utf-8")
TextChange = Callable[[str], str]


def swap(old: str, new: str) -> TextChange:
    return lambda text: text.replace(old, new, 1)


def add(line: str) -> TextChange:
    return lambda text: text + line + "\n"


TEXT_CASES: list[tuple[str, TextChange, str]] = [
    ("41 points", add("character 01046"), "SWD-TEAM-01"),
    ("battlefield as character", add("character 01166"), "SWD-TEAM-01"),
    ("villain on a hero team", swap("character 01028 ", "character 01002 "), "SWD-TEAM-02"),
    ("Luke twice", add("character 01035"), "SWD-TEAM-03"),
    ("Luke twice by name", add("character 01035"), "SWD-UNIQUE-07"),
    ("elite trooper", add("character 01002 elite"), "SWD-TEAM-04"),
    ("no team", lambda t: re.sub(r"(?m)^character .*$", "", t), "SWD-TEAM-05"),
    ("29 cards", swap("2 01157", "1 01157"), "SWD-DECKB-01"),
    ("3 Take Cover", swap("2 01157", "3 01157"), "SWD-DECKB-02"),
    ("villain card", swap("2 01157", "2 01075"), "SWD-DECKB-03"),
    ("yellow card", swap("2 01157", "2 01128"), "SWD-DECKB-04"),
    ("character in the deck", swap("2 01157", "2 01046"), "SWD-DECKB-05"),
    ("no battlefield", swap("battlefield 01166", ""), "SWD-BFSEL-01"),
    ("event as battlefield", swap("battlefield 01166", "battlefield 01059"), "SWD-BFSEL-01"),
    ("two battlefields", add("battlefield 01167"), "SWD-BFSEL-01"),
]


def jedi_json() -> dict[str, Any]:
    deck = swd.parse_deck_text(JEDI, "jedi.deck", swd_cards.load_pool())
    return {
        "name": deck.name,
        "characters": {m.code: {"quantity": 1, "dice": 1} for m in deck.characters},
        "battlefield": deck.battlefield,
        "slots": {code: {"quantity": n, "dice": 0} for code, n in deck.cards},
    }


def json_change(key: str, code: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        if code:
            data[key][code] = value
        else:
            data[key] = value

    return change


JSON_CASES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("Luke twice", json_change("characters", "01035", {"quantity": 2, "dice": 2}), "SWD-TEAM-03"),
    ("event as character", json_change("characters", "01059", {"quantity": 1, "dice": 1}),
     "SWD-TEAM-01"),
    ("event as battlefield", json_change("battlefield", "", "01059"), "SWD-BFSEL-01"),
    ("two battlefields", json_change("slots", "01167", {"quantity": 1, "dice": 0}),
     "SWD-BFSEL-01"),
    ("battlefield twice", lambda d: d.update(battlefield=None,
     slots={**d["slots"], "01166": {"quantity": 2}}), "SWD-BFSEL-01"),
    ("no battlefield", lambda d: d.pop("battlefield"), "SWD-BFSEL-01"),
    ("villain card", json_change("slots", "01075", {"quantity": 1}), "SWD-DECKB-03"),
    ("3 Take Cover", json_change("slots", "01157", {"quantity": 3}), "SWD-COPY-01"),
]  # fmt: skip


def test_every_destiny_deck_rule_is_refused_without_a_rule_id(tmp_path: Path) -> None:
    pool = swd_cards.load_pool()
    seen: set[str] = set()
    for name, change, rule in TEXT_CASES:
        path = tmp_path / f"{name.replace(' ', '-')}.deck"
        path.write_text(change(JEDI), encoding="utf-8")
        error = refused(lambda path=path: swd.load_deck(str(path), pool))
        assert str(error).startswith(str(path)) and rule in error.rules, (name, error.rules)
        seen.update(error.rules)
    for name, json_edit, rule in JSON_CASES:
        data = jedi_json()
        json_edit(data)
        path = tmp_path / f"{name.replace(' ', '-')}.json"
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")
        error = refused(lambda path=path: swd.load_deck(str(path), pool))
        assert str(error).startswith(str(path)) and rule in error.rules, (name, error.rules)
        seen.update(error.rules)
    assert seen == SWD_RULES


@pytest.mark.parametrize(
    ("game", "text", "suffix"),
    [
        ("star-wars-destiny", swap("2 01157", "3 01075")(JEDI), ".deck"),
        ("marvel-champions", '{"hero_code": "01001b", "meta": "", "slots": {"01165": 1}}', ".json"),
    ],
)
def test_the_command_line_shows_a_bad_deck_without_a_rule_id(
    tmp_path: Path, game: str, text: str, suffix: str
) -> None:
    path = tmp_path / f"bad{suffix}"
    path.write_text(text, encoding="utf-8")
    decks = f"{path},kylo" if game == "star-wars-destiny" else str(path)
    result = CliRunner().invoke(app, ["sim", game, "--decks", decks, "-n", "1"], env=ENV)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: deck "), lines
    assert "problems: (1) " in lines[0]
    assert_readable(lines[0])


def test_the_checks_would_see_a_rule_id() -> None:
    """The pattern catches every shape of catalog ID, and the catalog check is armed when
    the catalogs are there."""
    for rule in ("MC-KEYWORD-LINKED-01", "SWD-DECKB-02", "GH-EVENT-02", "MTCG-TEAM-04"):
        with pytest.raises(AssertionError):
            assert_readable(f"3 copies of Take Cover ({rule})")
    with pytest.raises(AssertionError):
        assert_readable("3 copies of Take Cover (DECKB-02)", ("SWD-DECKB-02",))
    assert not RULE_ID.search("IQA-11 Blaster Rifle (01055) on line 12, F-11D Rifle (01008)")
    if CATALOG:
        assert {"MC-DECKBUILD-08", "SWD-BFSEL-01"} <= CATALOG


# --------------------------------------------------------------------------------------
# Other files and parameters that break a rule (the commands' help texts:
# tests/cli/test_cli_help_texts.py)
# --------------------------------------------------------------------------------------

AVENGERS = (Path(mc.__file__).parents[1] / "mission_arena" / "data" / "avengers.deck").read_text()
RED_BATTLEFIELD = """[meta]
set = "Test"
set_code = "TS"

[[card]]
code = "90100"
number = 100
name = "Red Room"
type = "battlefield"
color = "red"
affiliation = "neutral"
unique = false
rarity = "common"
text = "Test."
"""

SEVEN_THORS = AVENGERS.replace("3 thor-c\n1 thor-r", "4 thor-c\n2 thor-r").replace(
    "2 iron-man-c\n2 iron-man-nc", "1 iron-man-c\n1 iron-man-nc"
)  # still 56 cards


def sim(game: str, *params: str) -> list[str]:
    return ["sim", game, "-n", "1", *(p for param in params for p in ("-p", param))]


BROKEN: list[tuple[str, str, str, Callable[[Path], list[str]]]] = [
    # (what, file name, file text, the command line reading it)
    ("5 heroes", "", "", lambda f: [*sim("marvel-champions"), "--players", "5"]),
    ("a hero twice", "", "", lambda f: sim("marvel-champions", "heroes=spider-man,spider-man")),
    ("5 Destiny players", "", "", lambda f: sim("star-wars-destiny", "players=5")),
    ("two two-handed items", "", "", lambda f: sim("gloomhaven", "items=9,10")),
    ("an unknown class", "", "", lambda f: sim("gloomhaven", "party=brute,nobody")),
    ("57 Mission Arena cards", "a.deck", AVENGERS.replace("3 thor-c", "4 thor-c"),
     lambda f: sim("marvel-mission-arena", f"decks={f},villains")),
    ("7 of one Name", "b.deck", SEVEN_THORS,
     lambda f: sim("marvel-mission-arena", f"decks={f},villains")),
    ("a red battlefield", "red.toml", RED_BATTLEFIELD,
     lambda f: sim("star-wars-destiny", f"card_files={f}")),
    ("an item twice", "c.yaml", "characters:\n- class: brute\n  items: [3, 12, 3]\n",
     lambda f: sim("gloomhaven", f"campaign={f}")),
    ("a second brute", "d.yaml", "characters:\n- class: brute\n- class: brute\n",
     lambda f: sim("gloomhaven", f"campaign={f}")),
    ("a donation without gold", "e.yaml", "characters:\n- class: brute\n  gold: 5\n",
     lambda f: ["gloomhaven", "donate", str(f), "--character", "brute", "--out", f"{f}.out"]),
]  # fmt: skip


def test_other_rule_breaking_input_is_refused_without_a_rule_id(tmp_path: Path) -> None:
    for what, name, text, args in BROKEN:
        path = tmp_path / (name or "unused")
        if name:
            path.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(app, args(path), env=ENV)
        assert result.exit_code == 2, (what, result.output)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), (what, lines)
        assert_readable(lines[0])

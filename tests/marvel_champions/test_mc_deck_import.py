"""MarvelCDB deck JSON as the site exports it: a deck legal with Core Set cards plays
(``--decks file.json``), and an unknown or illegal card is a one-line error naming it
(exit code 2 at the command line)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.marvel_champions.cards import load_pool
from rulebound.games.marvel_champions.decks import deck_size, load_deck
from rulebound.kernel.errors import DeckError
from rulebound.kernel.game import load_game

rules = pytest.mark.rules
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}

# Black Panther with Justice: his kit (five Wakanda Forever! in four printings), all of
# Justice and basic cards, 50 cards; every key a MarvelCDB export carries.
EXPORT: dict[str, Any] = {
    "id": 40213,
    "name": "Wakandan Justice",
    "date_creation": "2020-01-12T10:31:05+00:00",
    "date_update": "2020-01-14T08:02:44+00:00",
    "description_md": "Thwart with Tactical Genius, then **Wakanda Forever!**",
    "user_id": 1771,
    "hero_code": "01040a",
    "hero_name": "Black Panther",
    "slots": {
        "01041": 1,
        "01042": 1,
        "01043a": 1,
        "01043b": 1,
        "01043c": 1,
        "01043d": 2,
        "01044": 3,
        "01045": 1,
        "01046": 1,
        "01047": 1,
        "01048": 1,
        "01049": 1,
        "01058": 1,
        "01059": 1,
        "01060": 3,
        "01061": 3,
        "01062": 2,
        "01063": 1,
        "01064": 3,
        "01065": 3,
        "01083": 1,
        "01084": 1,
        "01085": 3,
        "01086": 3,
        "01087": 3,
        "01088": 1,
        "01089": 1,
        "01090": 1,
        "01091": 1,
        "01092": 1,
        "01093": 2,
    },
    "ignoreDeckLimitSlots": None,
    "version": "1.0",
    "meta": '{"aspect":"justice"}',
    "tags": "",
    "problem": None,
}


def write(tmp_path: Path, data: dict[str, Any], name: str = "deck.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


@rules("MC-DECKBUILD-02", "MC-DECKBUILD-03")
def test_a_marvelcdb_export_plays(tmp_path: Path) -> None:
    """Five copies of Wakanda Forever! are the kit's exact quantity, above the usual 3
    copies by name; the deck has 50 cards."""
    path = write(tmp_path, EXPORT)
    pool = load_pool()
    deck = load_deck(str(path), pool)
    assert (deck.name, deck.hero_code, deck.aspect) == ("Wakandan Justice", "01040a", "justice")
    assert deck_size(deck, pool) == 50
    state = load_game("marvel-champions", decks=str(path)).new_initial_state(2)
    assert state.decision().kind == "mulligan"
    assert "Wakandan Justice" in " ".join(e.text for e in state.events or ())


def test_a_marvelcdb_export_plays_at_the_command_line(tmp_path: Path) -> None:
    path = write(tmp_path, EXPORT)
    args = ["play", "marvel-champions", "--decks", str(path), "--auto", "--bot", "random"]
    result = CliRunner().invoke(app, [*args, "--seed", "3"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Black Panther" in result.stdout


@rules("MC-DECKBUILD-04")
@pytest.mark.parametrize(
    ("slots", "expected", "rule"),
    [
        ({"01099": 1}, "01099 (Charge) on line {} is an encounter card (attachment)", "04"),
        ({"98765": 2}, "unknown card code '98765'", None),
        ({"01050": 1}, "Aggression card 01050 (Hulk, Bruce Banner) on line {} in a Justice", "04"),
        ({"01005": 1}, "01005 (Swinging Web Kick) on line {} belongs to Spider-Man's kit", "04"),
    ],
)
def test_an_unknown_or_illegal_card_is_a_one_line_error(
    tmp_path: Path, slots: dict[str, int], expected: str, rule: str | None
) -> None:
    """The message names the card and its line in the file; the rule is data."""
    data = {**EXPORT, "slots": {**EXPORT["slots"], **slots}}
    path = write(tmp_path, data, "bad.json")
    code = next(iter(slots))
    line = next(n for n, raw in enumerate(path.read_text().splitlines(), 1) if f'"{code}"' in raw)
    expected = expected.format(line)
    with pytest.raises(Exception, match="bad\\.json") as err:
        load_deck(str(path), load_pool())
    assert expected in str(err.value) and "\n" not in str(err.value)
    if rule is not None:
        assert isinstance(err.value, DeckError) and f"MC-DECKBUILD-{rule}" in err.value.rules
    result = CliRunner().invoke(app, ["play", "marvel-champions", "--decks", str(path)], env=ENV)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0]


def test_a_missing_kit_card_names_it(tmp_path: Path) -> None:
    slots = {k: v for k, v in EXPORT["slots"].items() if k != "01043d"}
    path = write(tmp_path, {**EXPORT, "slots": slots})
    with pytest.raises(DeckError, match=r"01043d \(Wakanda Forever!\): 0 in the deck"):
        load_deck(str(path), load_pool())

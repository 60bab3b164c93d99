"""Constructed play: the shipped example decks, deck errors naming file, line and card,
deck-against-deck win rates and the gauntlet, and random games between shipped decks
through the conformance checks."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from swd_helpers import rules
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.destiny.cards import load_pool
from rulebound.games.destiny.decks import SHIPPED, deck_problems, load_deck
from rulebound.games.destiny.gauntlet import deck_match, gauntlet
from rulebound.kernel.conformance import check_game
from rulebound.kernel.errors import DeckError, ParameterError

EXAMPLES = ["jedi", "first-order", "scoundrels", "hutt-cartel"]
POOL = load_pool()


@rules("SWD-DECKB-01", "SWD-DECKB-02", "SWD-DECKB-03", "SWD-DECKB-04", "SWD-TEAM-01")
@pytest.mark.parametrize("name", EXAMPLES)
def test_each_example_deck_is_a_legal_constructed_deck(name: str) -> None:
    deck = load_deck(name, POOL)
    assert deck.format == "constructed" and len(deck.deck_codes()) == 30
    assert deck_problems(deck, POOL) == []


def test_the_examples_span_four_colours_and_both_affiliations() -> None:
    cards = [POOL.by_code[c] for name in EXAMPLES for c in load_deck(name, POOL).deck_codes()]
    teams = [POOL.by_code[m.code] for name in EXAMPLES for m in load_deck(name, POOL).characters]
    assert {c.color for c in cards} == {"blue", "red", "yellow", "gray"}
    assert {c.affiliation for c in teams} == {"hero", "villain"}


@rules("SWD-DECKB-02")
def test_a_rule_broken_by_a_text_deck_names_the_file_line_and_card(tmp_path: Path) -> None:
    text = (Path(__file__).parents[2] / "src/rulebound/games/destiny/data/jedi.deck").read_text()
    bad = text.replace("2 01157 # Take Cover", "3 01157 # Take Cover")
    bad = bad.replace("2 01124 # Awakening", "1 01124 # Awakening")
    path = tmp_path / "my.deck"
    path.write_text(bad)
    line = next(n for n, raw in enumerate(bad.splitlines(), 1) if raw.startswith("3 01157"))
    with pytest.raises(DeckError) as err:
        load_deck(str(path), POOL)
    message = str(err.value)
    assert "\n" not in message and str(path) in message
    assert f"3 copies of Take Cover (01157) on line {line}" in message
    assert err.value.rules == ("SWD-DECKB-02", "SWD-COPY-01")


@rules("SWD-DECKB-03")
def test_a_rule_broken_by_a_json_deck_names_the_line_of_the_card(tmp_path: Path) -> None:
    path = tmp_path / "deck.json"
    slots = ",\n".join(
        f'    "{code}": {{"quantity": {n}}}'
        for code, n in load_deck("jedi", POOL).cards
        if code != "01157"
    )
    path.write_text(
        '{"name": "J",\n "characters": {"01035": {"quantity": 1, "dice": 1},\n'
        '  "01028": {"quantity": 1, "dice": 1}},\n "battlefield": "01166",\n'
        f' "slots": {{\n{slots},\n    "01075": {{"quantity": 2}}\n}}}}\n'
    )
    line = next(n for n, raw in enumerate(path.read_text().splitlines(), 1) if "01075" in raw)
    expected = rf"villain card The Best Defense\.\.\. \(01075\) on line {line} in a hero team"
    with pytest.raises(DeckError, match=expected) as err:
        load_deck(str(path), POOL)
    assert err.value.rules == ("SWD-DECKB-03",)


def test_deck_match_counts_deck_a_in_seat_0() -> None:
    row = deck_match("jedi", "first-order", games=3, seed=2)
    assert row["wins"] + row["losses"] + row["draws"] == 3
    low, high = row["win_rate_ci95"]
    assert low <= row["win_rate"] <= high


def test_gauntlet_plays_every_shipped_deck_and_refuses_chosen_decks() -> None:
    rows = gauntlet("scoundrels", games=1, seed=3)
    assert [r["opponent"] for r in rows] == list(SHIPPED)
    with pytest.raises(ParameterError):
        gauntlet("scoundrels", games=1, params={"decks": "rey,kylo"})


def test_sim_cli_reports_decks_and_the_gauntlet() -> None:
    runner = CliRunner()
    out = runner.invoke(
        app,
        [
            "sim",
            "star-wars-destiny",
            "--decks",
            "jedi,hutt-cartel",
            "--games",
            "2",
            "--workers",
            "1",
        ],
    )
    assert out.exit_code == 0, out.output
    assert "Deck jedi (seat 0) against hutt-cartel (seat 1)" in " ".join(out.output.split())
    out = runner.invoke(
        app, ["sim", "star-wars-destiny", "--gauntlet", "jedi", "--games", "1", "--workers", "1"]
    )
    assert out.exit_code == 0 and "Gauntlet" in out.output and "hutt-cartel" in out.output
    out = runner.invoke(app, ["sim", "star-wars-destiny", "--gauntlet", "nope.deck", "-n", "1"])
    assert out.exit_code == 2 and "nope.deck" in out.output


@pytest.mark.parametrize("a,b", list(itertools.combinations(EXAMPLES, 2)))
def test_random_games_between_example_decks_pass_the_conformance_checks(a: str, b: str) -> None:
    check_game("star-wars-destiny", games=2, seed=5, decks=f"{a},{b}")

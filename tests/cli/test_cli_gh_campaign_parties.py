"""``rulebound gloomhaven campaign new-party`` and ``--party``: several parties in one
campaign file, the party a command is for, and one error line for a party name that is
unknown, ambiguous or taken (GH-SHOP-05 through the command line)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_cli_gh_campaign_store import cli, one_line_error

from rulebound.games.gloomhaven import campaign_store as store

rules = pytest.mark.rules


def ok(*args: str) -> str:
    """The command's output on one line (Rich wraps long lines)."""
    result = cli(*args)
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    return " ".join(str(result.stdout).split())  # type: ignore[attr-defined]


@rules("GH-SHOP-05", "GH-SHOP-04", "GH-NEWCHAR-01")
def test_two_parties_from_the_command_line(tmp_path: Path) -> None:
    db = str(tmp_path / "c.db")
    ok("new", db, "--name", "The Lanterns", "--seed", "4")
    ok("create-character", db, "brute", "--name", "Grom")
    ok("create-character", db, "tinkerer", "--name", "Fizz")
    ok("shop", db, "Grom", "--buy", "3")
    ok("shop", db, "Fizz", "--buy", "3")
    assert "Hide Armor" not in ok("shop", db, "Grom")  # both copies owned (GH-SHOP-04)
    out = ok("new-party", db, "The Brave")
    assert "Party 'The Brave' starts in Gloomhaven, beside The Lanterns." in out
    one_line_error(cli("new-party", db, "the brave"), "already has a party named 'The Brave'")
    # the new party is the last used: the commands are for it without --party
    ok("create-character", db, "brute", "--name", "Ox")  # its own Brute (GH-NEWCHAR-01)
    assert "Hide Armor: 10 gold (2 left)" in ok("shop", db, "Ox")  # GH-SHOP-05
    assert "Bought Hide Armor" in ok("shop", db, "Ox", "--buy", "3")
    one_line_error(cli("shop", db, "Grom"), "no character 'Grom' in the party The Brave")
    assert "Hide Armor" not in ok("shop", db, "Grom", "--party", "The Lanterns")
    shown = ok("show", db)  # now the Lanterns are the last used
    table = shown.split("Parties:")[0]
    assert table.startswith("The Lanterns") and "Grom" in table and "Ox" not in table
    assert "Parties: The Lanterns (Grom, Fizz); The Brave (Ox). Shown: The Lanterns." in shown
    assert ok("show", db, "--party", "the b").startswith("The Brave")


def test_a_party_name_that_is_unknown_or_ambiguous_is_one_error_line(tmp_path: Path) -> None:
    db = str(tmp_path / "c.db")
    ok("new", db, "--name", "The Lanterns", "--seed", "4")
    ok("new-party", db, "The Brave")
    one_line_error(cli("show", db, "--party", "Crows"), "no party 'Crows' in the campaign")
    one_line_error(cli("donate", db, "x", "--party", "the"), "'the' is ambiguous")
    one_line_error(cli("new-party", db, " "), "a new party needs a name")
    with store.open_store(Path(db)) as conn:
        assert [name for name, _ in store.parties(conn)] == ["The Lanterns", "The Brave"]


def test_the_history_names_each_scenarios_party(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    ok("new", str(db), "--name", "The Lanterns", "--seed", "4")
    with store.open_store(db) as conn:
        store.save(conn, store.load(conn), (1, "casual", False, "record", "{}"))
    ok("new-party", str(db), "The Brave")
    assert "1. scenario 1 (casual), lost, by The Lanterns" in ok("history", str(db))
    assert "Played: scenario 1" in ok("show", str(db), "--party", "The Lanterns")
    assert "Played:" not in ok("show", str(db))  # the Brave played nothing

"""A web client names shipped decks, never files on the server.

A deck parameter is a shipped name or, at the command line, a file. The web player
builds games from its clients' parameters, so a name that is also a file in the server's
folder (``decks=notes``) must not make the server read that file.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from rulebound.games.destiny.decks import SHIPPED
from rulebound.kernel.errors import RuleboundError
from rulebound.kernel.files import shipped_data_only
from rulebound.kernel.game import load_game

SECRET = "a line of the server's own notes"


def a_deck_file(folder: Path, name: str) -> Path:
    """A legal Destiny deck file (a copy of the shipped Jedi deck) under ``name``."""
    from importlib.resources import files

    text = (files("rulebound.games.destiny") / "data" / SHIPPED["jedi"]).read_text("utf-8")
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_deck_file_loads_at_the_command_line_but_not_for_the_web(tmp_path: Path) -> None:
    deck = a_deck_file(tmp_path, "mine")
    game = load_game("star-wars-destiny", decks=f"{deck},kylo")
    assert game.new_initial_state(seed=1).decision() is not None
    with shipped_data_only(), pytest.raises(RuleboundError, match="no deck file or shipped"):
        load_game("star-wars-destiny", decks=f"{deck},kylo")


@pytest.mark.parametrize(
    ("game_id", "package", "shipped", "other"),
    [
        ("marvel-champions", "marvel_champions", "spider-man-justice.json", ""),
        ("marvel-mission-arena", "mission_arena", "avengers.deck", ",villains"),
    ],
)
def test_the_other_games_deck_files_are_refused_for_the_web_too(
    tmp_path: Path, game_id: str, package: str, shipped: str, other: str
) -> None:
    from importlib.resources import files

    source = files(f"rulebound.games.{package}") / "data" / shipped
    deck = tmp_path / f"mine{Path(shipped).suffix}"
    deck.write_text(source.read_text("utf-8"), encoding="utf-8")
    load_game(game_id, decks=f"{deck}{other}")  # at the command line: loads
    with shipped_data_only(), pytest.raises(RuleboundError, match="no deck file or shipped"):
        load_game(game_id, decks=f"{deck}{other}")


def test_a_shipped_name_wins_over_a_file_of_that_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "jedi").write_text(SECRET, encoding="utf-8")
    with pytest.raises(RuleboundError):  # at the command line the file is read
        load_game("star-wars-destiny", decks="jedi,kylo")
    with shipped_data_only():
        game = load_game("star-wars-destiny", decks="jedi,kylo")
    assert game.new_initial_state(seed=1).decision() is not None


def test_the_lobby_refuses_a_deck_that_is_a_file_on_the_server(
    client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    a_deck_file(tmp_path, "notes")
    answer = client.post(
        "/api/seats", json={"game": "star-wars-destiny", "params": {"decks": "notes,kylo"}}
    )
    assert answer.status_code == 400
    assert "no deck file or shipped deck 'notes'" in answer.text
    assert "Jedi" not in answer.text  # nothing of the file's content


def test_the_lobby_offers_no_option_that_needs_a_file() -> None:
    """The form offered Gloomhaven's mode "campaign", which needs a campaign record
    file the web cannot take: choosing it gave "needs a campaign record: --param
    campaign=FILE", a command-line instruction."""
    from rulebound.web.app import game_catalog

    (gloomhaven,) = [g for g in game_catalog() if g["id"] == "gloomhaven"]
    names = {p["name"] for p in gloomhaven["parameters"]}
    assert "mode" not in names and "campaign" not in names and "scenario" in names

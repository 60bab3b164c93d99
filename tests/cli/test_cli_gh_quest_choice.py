"""``campaign create-character``: the two Personal Quests drawn (GH-NEWCHAR-07) are
the player's to read and choose from, and secret (GH-NEWCHAR-08). The command printed
the kept one and the one shuffled back on a screen the table shares, and chose for
the player (``--quest 0``) without showing either. Also a new campaign's next stumble:
playing a scenario not unlocked."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven.quests import QUESTS

pexpect = pytest.importorskip("pexpect")

GOALS = {q.number: q.goal for q in QUESTS}


def _campaign(tmp_path: Path) -> tuple[Path, tuple[int, ...]]:
    path = tmp_path / "l.db"
    result = CliRunner().invoke(app, ["gloomhaven", "campaign", "new", str(path), "--seed", "3"])
    assert result.exit_code == 0, result.output
    with store.open_store(path) as db:
        offer = city.quest_offer(store.load(db, None))
    return path, offer


def _create_at_a_terminal(path: Path, cls: str) -> pexpect.spawn:
    """`campaign create-character` for Grom of class ``cls`` at a 24x80 terminal."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "80", "LINES": "24", "TERM": "xterm"}
    args = ["-m", "rulebound.cli.main", "gloomhaven", "campaign", "create-character"]
    return pexpect.spawn(
        sys.executable,
        [*args, str(path), cls, "--name", "Grom"],
        env=env,
        encoding="utf-8",
        timeout=60,
        dimensions=(24, 80),
    )


def test_at_a_terminal_the_player_reads_both_chooses_and_the_screen_is_cleared(
    tmp_path: Path,
) -> None:
    path, offer = _campaign(tmp_path)
    child = _create_at_a_terminal(path, "brute")
    child.expect(r"only Grom's player should\s+read on")
    before = child.before + child.after
    assert str(offer[0]) not in before and str(offer[1]) not in before  # not yet
    child.expect("Press Enter to see them")
    child.sendline("")
    child.expect(r"Keep which \[1-2\]")
    shown = " ".join(child.before.split())
    assert all(f"Personal Quest {q}" in shown for q in offer), shown
    child.sendline("3")
    child.expect("Type 1 or 2")
    child.sendline("2")
    child.expect(pexpect.EOF)
    after = child.before
    assert "\x1b[2J" in after and "\x1b[3J" in after  # the screen and its scroll-back
    told = after.rsplit("\x1b[3J", 1)[1]
    assert GOALS[offer[0]] not in " ".join(told.split())
    assert GOALS[offer[1]] not in " ".join(told.split())
    assert "kept secret" in told and "--player Grom" in " ".join(told.split())
    with store.open_store(path) as db:
        assert store.load(db, None).record.sheet("brute").quest == offer[1]
    shown_to_grom = CliRunner().invoke(
        app,
        ["gloomhaven", "campaign", "show", str(path), "--player", "Grom"],
        env={"COLUMNS": "200"},
    )
    assert "secret" not in shown_to_grom.stdout


def test_piped_neither_quest_is_printed(tmp_path: Path) -> None:
    path, offer = _campaign(tmp_path)
    result = CliRunner().invoke(
        app,
        ["gloomhaven", "campaign", "create-character", str(path), "brute", "--name", "Grom"],
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    # the one kept (by --quest 0) is its player's to read, with campaign show --player
    assert GOALS[offer[0]] not in out and "kept secret" in out and "--player Grom" in out
    assert str(offer[1]) not in out and GOALS[offer[1]] not in out
    assert "the other went back into the deck" in out
    with store.open_store(path) as db:
        assert store.load(db, None).record.sheet("brute").quest == offer[0]


def test_a_scenario_not_unlocked_names_those_that_are(tmp_path: Path) -> None:
    """ "error: scenario 2 is not unlocked" left a new player guessing which is."""
    path, _ = _campaign(tmp_path)
    runner = CliRunner()
    for cls in ("brute", "tinkerer"):
        made = runner.invoke(
            app, ["gloomhaven", "campaign", "create-character", str(path), cls, "--name", cls]
        )
        assert made.exit_code == 0, made.output
    result = runner.invoke(
        app, ["gloomhaven", "campaign", "play", str(path), "--scenario", "2", "--seats", "none"]
    )
    assert result.exit_code == 2
    assert "scenario 2 is not unlocked (unlocked: 1)" in " ".join(result.output.split())


def test_at_a_terminal_a_character_that_cannot_be_made_is_told_before_the_quests(
    tmp_path: Path,
) -> None:
    path, _ = _campaign(tmp_path)
    child = _create_at_a_terminal(path, "wizard")
    child.expect(pexpect.EOF)
    said = " ".join(child.before.split())
    assert "error: the class wizard is not unlocked (unlocked: brute, tinkerer," in said
    assert "Personal Quests" not in child.before

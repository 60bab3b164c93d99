"""``rulebound gloomhaven campaign-update``: a finished game's replay writes the campaign
record after the scenario, atomically, never over the record the replay reads; and the
terminal shows the goal before play (GH-SETUP-05)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven.campaign import load_campaign

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
rules = pytest.mark.rules


def one_line_error(result: object, fragment: str) -> None:
    assert result.exit_code == 2, result.output  # type: ignore[attr-defined]
    lines = result.stderr.strip().splitlines()  # type: ignore[attr-defined]
    assert len(lines) == 1 and lines[0].startswith("error: ") and fragment in lines[0], lines


def auto_game(tmp_path: Path, *params: str) -> Path:
    save = tmp_path / "game.json"
    args = ["play", "gloomhaven", "--auto", "--party", "brute,tinkerer", "--seed", "3"]
    for p in params:
        args += ["--param", p]
    result = CliRunner().invoke(app, [*args, "--save", str(save)], env=ENV)
    assert result.exit_code == 0, result.output
    return save


@rules("GH-SEND-03", "GH-SEND-04", "GH-SEND-15")
def test_campaign_update_writes_the_record_after_the_scenario(tmp_path: Path) -> None:
    record = tmp_path / "campaign.yaml"
    sheets = [{"class": "brute", "gold": 30}, {"class": "tinkerer", "gold": 30}]
    record.write_text(yaml.safe_dump({"unlocked": [1], "characters": sheets}), encoding="utf-8")
    save = auto_game(tmp_path, f"campaign={record}", "mode=campaign")
    out = tmp_path / "campaign-2.yaml"
    result = CliRunner().invoke(
        app, ["gloomhaven", "campaign-update", str(save), "--out", str(out)], env=ENV
    )
    assert result.exit_code == 0, result.output
    assert f"Campaign record written to {out}." in result.stdout
    assert "Next: return to Gloomhaven; replay scenario 1" in result.stdout
    after = load_campaign(out)
    assert after.location == 1
    assert all(s.gold >= 30 for s in after.characters)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    # the replay still reads the untouched record and replays identically
    again = CliRunner().invoke(app, ["replay", str(save)], env=ENV)
    assert again.exit_code == 0, again.output


def test_campaign_update_never_overwrites_the_record_the_replay_reads(tmp_path: Path) -> None:
    record = tmp_path / "campaign.yaml"
    sheets = [{"class": "brute"}, {"class": "tinkerer"}]
    record.write_text(yaml.safe_dump({"unlocked": [1], "characters": sheets}), encoding="utf-8")
    save = auto_game(tmp_path, f"campaign={record}")
    before = record.read_text(encoding="utf-8")
    result = CliRunner().invoke(
        app, ["gloomhaven", "campaign-update", str(save), "--out", str(record)], env=ENV
    )
    one_line_error(result, "the replay reads this record")
    assert record.read_text(encoding="utf-8") == before


def test_campaign_update_needs_a_campaign_game(tmp_path: Path) -> None:
    save = auto_game(tmp_path)
    result = CliRunner().invoke(
        app, ["gloomhaven", "campaign-update", str(save), "--out", os.devnull], env=ENV
    )
    one_line_error(result, "not a Gloomhaven game played with a campaign record")


@rules("GH-SETUP-05")
def test_play_shows_the_goal_before_the_first_round(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    args = ["play", "gloomhaven", "--party", "brute,mindthief", "--seats", "all", "--seed", "3"]
    result = CliRunner().invoke(app, [*args, "--save", str(save)], input="1\n" * 3, env=ENV)
    assert "Goal: Defeat every enemy in the scenario." in result.stdout


def test_campaign_update_needs_a_finished_scenario(tmp_path: Path) -> None:
    from rulebound import load_game

    record = tmp_path / "campaign.yaml"
    sheets = [{"class": "brute"}, {"class": "mindthief"}]
    record.write_text(yaml.safe_dump({"unlocked": [1], "characters": sheets}), encoding="utf-8")
    state = load_game("gloomhaven", campaign=str(record)).new_initial_state(1)
    for _ in range(5):
        state.apply_action(state.decision().options[0])
    save = tmp_path / "half.json"
    state.to_replay().save(save)
    out = tmp_path / "out.yaml"
    result = CliRunner().invoke(
        app, ["gloomhaven", "campaign-update", str(save), "--out", str(out)], env=ENV
    )
    one_line_error(result, "the scenario is not over yet")
    assert not out.exists()


@rules("GH-SANCT-01")
def test_donate_writes_a_new_record_and_refuses_a_second_donation(tmp_path: Path) -> None:
    record = tmp_path / "campaign.yaml"
    record.write_text(
        yaml.safe_dump({"characters": [{"class": "brute", "gold": 25}]}), encoding="utf-8"
    )
    once = tmp_path / "once.yaml"
    args = ["gloomhaven", "donate", str(record), "--character", "brute", "--out", str(once)]
    result = CliRunner().invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert "brute donates 10 gold (15 left)" in result.stdout
    assert load_campaign(once).sheet("brute").blessings == 2  # type: ignore[union-attr]
    again = ["gloomhaven", "donate", str(once), "--character", "brute", "--out", str(once)]
    # the one line names the record the refusal is about
    one_line_error(
        CliRunner().invoke(app, again, env=ENV),
        f"{once}: brute has already donated during this visit",
    )

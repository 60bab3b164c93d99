"""Where the program writes (--save, --json, --out, the save prompt) is checked before
any work starts: a folder, a missing folder, a file where a folder should be, or no
permission is one error line (exit code 2), or in the save prompt a new question."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.kernel import files

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
GAME = "marvel-mission-arena"


def bad_targets(tmp: Path) -> dict[str, Path]:
    (tmp / "a-file").write_text("x")
    (tmp / "folder").mkdir()
    return {
        "is a folder": tmp / "folder",
        "does not exist": tmp / "missing" / "out.json",
        "is not a folder": tmp / "a-file" / "out.json",
    }


def assert_one_line_error(result: object, *fragments: str) -> None:
    assert getattr(result, "exit_code", None) == 2, getattr(result, "output", "")
    lines = getattr(result, "stderr", "").strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), lines
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert "Traceback" not in getattr(result, "output", "")


def commands(tmp: Path) -> dict[str, Callable[[Path], list[str]]]:
    record = tmp / "record.yaml"
    record.write_text("unlocked: [1]\ncharacters:\n  - {class: brute, gold: 30}\n")
    return {
        "sim --json": lambda out: [
            "sim",
            GAME,
            "--games",
            "2",
            "--workers",
            "1",
            "--json",
            str(out),
        ],
        "sim --plot": lambda out: ["sim", GAME, "--games", "2", "--plot", str(out)],
        "tournament --json": lambda out: ["tournament", GAME, "-n", "2", "--json", str(out)],
        "tournament --plot": lambda out: ["tournament", GAME, "-n", "2", "--plot", str(out)],
        "play --save": lambda out: ["play", GAME, "--auto", "--seed", "1", "--save", str(out)],
        "campaign-update --out": lambda out: [
            "gloomhaven",
            "campaign-update",
            str(tmp / "none.json"),
            "--out",
            str(out),
        ],
        "donate --out": lambda out: [
            "gloomhaven",
            "donate",
            str(record),
            "--character",
            "brute",
            "--out",
            str(out),
        ],
    }


@pytest.mark.parametrize(
    "command",
    [
        "sim --json",
        "sim --plot",
        "tournament --json",
        "tournament --plot",
        "play --save",
        "campaign-update --out",
        "donate --out",
    ],
)
def test_a_bad_output_path_is_one_line_before_any_work(tmp_path: Path, command: str) -> None:
    runner = CliRunner()
    build = commands(tmp_path)[command]
    option = command.split()[-1]
    targets = bad_targets(tmp_path)
    before = sorted(tmp_path.rglob("*"))
    for says, target in targets.items():
        result = runner.invoke(app, build(target), env=ENV)
        assert_one_line_error(result, option, says)
        assert result.stdout == ""  # no game was played, nothing was simulated
    assert sorted(tmp_path.rglob("*")) == before  # nothing written anywhere


def test_no_permission_to_write_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the tests may run as root, who may write anywhere: deny it the way a user meets it
    monkeypatch.setattr(files, "_may_write", lambda path, mode: False)
    result = CliRunner().invoke(app, commands(tmp_path)["sim --json"](tmp_path / "r.json"), env=ENV)
    assert_one_line_error(result, "--json", "no permission to write")
    existing = tmp_path / "old.json"
    existing.write_text("{}")
    result = CliRunner().invoke(app, commands(tmp_path)["sim --json"](existing), env=ENV)
    assert_one_line_error(result, "--json", "not writable")
    assert existing.read_text() == "{}"


def test_the_save_prompt_asks_again_for_a_file_it_cannot_write(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    good = tmp_path / "game.json"
    answers = f"q\n{folder}\n{tmp_path / 'missing' / 'x.json'}\n{good}\n"
    result = CliRunner().invoke(app, ["play", GAME, "--seed", "2"], input=answers, env=ENV)
    assert result.exit_code == 0, result.output
    # a long temporary path wraps the prompt's line: compare the words, not the lines
    said = " ".join(result.stdout.split())
    assert said.count("Give another file name") == 2
    assert "is a folder" in said and "does not exist" in said
    assert f"Replay saved to {good}" in said
    assert json.loads(good.read_text())["format"] == "rulebound-replay"


def test_a_saved_replay_is_readable_by_others(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        target = tmp_path / "game.json"
        result = CliRunner().invoke(
            app, ["play", GAME, "--auto", "--seed", "1", "--save", str(target)], env=ENV
        )
        assert result.exit_code == 0, result.output
        assert target.stat().st_mode & 0o777 == 0o644
        target.chmod(0o600)  # a file the user made private stays private when replaced
        CliRunner().invoke(app, ["play", GAME, "--auto", "--seed", "1", "--save", str(target)])
        assert target.stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(old)


def test_the_save_prompt_ends_when_the_input_does(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    result = CliRunner().invoke(app, ["play", GAME, "--seed", "2"], input=f"q\n{folder}\n", env=ENV)
    assert result.exit_code == 0, result.output
    assert "is a folder" in result.stdout and "Replay not saved." in result.stdout
    assert list(folder.iterdir()) == []

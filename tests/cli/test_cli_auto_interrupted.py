"""Ctrl-C in `play --auto` keeps the game so far when --save names a file (the brief:
"Ctrl-C keeps finished work"; it used to exit with nothing saved), and in `bench` says
why there are no figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rulebound.cli import main, render
from rulebound.kernel.replay import Replay

ENV = {"COLUMNS": "120", "NO_COLOR": "1"}


def interrupt_after(monkeypatch: pytest.MonkeyPatch, calls: int) -> None:
    """Press Ctrl-C at the ``calls``-th batch of log lines printed."""
    real = render.render_log
    seen = [0]

    def render_log(console: Any, lines: Any) -> None:
        seen[0] += 1
        if seen[0] == calls:
            raise KeyboardInterrupt
        real(console, lines)

    monkeypatch.setattr(render, "render_log", render_log)


def test_ctrl_c_in_an_auto_game_saves_the_game_so_far(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "game.json"
    interrupt_after(monkeypatch, 40)
    args = ["play", "marvel-champions", "--auto", "--seed", "3", "--save", str(save)]
    result = CliRunner().invoke(main.app, args, env=ENV)
    assert result.exit_code == 130, result.output
    replay = Replay.load(save)
    state = replay.run()
    played = len(state.history or ())
    assert played > 0 and not state.is_terminal()
    assert f"Interrupted after {played} decisions" in result.output
    assert f"rulebound play --resume {save}" in result.output.replace("\n", "")
    # and the game goes on from there to its end
    monkeypatch.undo()
    rest = CliRunner().invoke(main.app, ["play", "--resume", str(save), "--auto"], env=ENV)
    assert rest.exit_code == 0, rest.output
    assert f"Resumed from {save} after {played} decisions" in rest.output.replace("\n", "")


def test_ctrl_c_in_an_auto_game_without_save_says_nothing_was_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    interrupt_after(monkeypatch, 5)
    args = ["play", "marvel-champions", "--auto", "--seed", "3"]
    result = CliRunner().invoke(main.app, args, env=ENV)
    assert result.exit_code == 130, result.output
    assert "the game was not saved (no --save)" in result.output
    assert "Traceback" not in result.output


def test_ctrl_c_in_bench_says_it_has_no_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    """`bench` ended on Ctrl-C with exit code 130 and not a word."""
    import rulebound.bench

    def interrupted(*args: Any, **kwargs: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(rulebound.bench, "run_bench", interrupted)
    result = CliRunner().invoke(main.app, ["bench", "pig-test", "--seconds", "1"], env=ENV)
    assert result.exit_code == 130, result.output
    assert "Interrupted before the measurement ended: no figures." in result.output

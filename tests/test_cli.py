"""The ``rulebound`` command line, driven through Typer's CliRunner (fast)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.kernel import Replay

GAME = "marvel-mission-arena"
ROOT = Path(__file__).resolve().parents[1]
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()


def assert_one_line_error(result: object, fragment: str = "") -> None:
    code = getattr(result, "exit_code", None)
    stderr = getattr(result, "stderr", "")
    assert code == 2, (code, getattr(result, "output", ""))
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("error: "), stderr
    assert fragment in lines[0]
    assert "Traceback" not in getattr(result, "output", "")


def test_games_lists_registered_games(runner: CliRunner) -> None:
    result = runner.invoke(app, ["games"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "marvel-mission-arena/1" in result.stdout
    assert "weak_points" in result.stdout and "off, A, B" in result.stdout


def test_bench_json_prints_one_object(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", GAME, "--seconds", "0.5", "--json"], env=ENV)
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    for key in ("games_per_s", "decisions_per_s", "clones_per_s"):
        assert figures[key] > 0


def test_bench_table(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", GAME, "--seconds", "0.2"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "games/s" in result.stdout and "clones/s" in result.stdout


def test_sim_is_identical_for_one_and_two_workers(runner: CliRunner, tmp_path: Path) -> None:
    results = []
    for workers in (1, 2):
        target = tmp_path / f"sim{workers}.json"
        args = ["sim", GAME, "--games", "20", "--bots", "greedy,random", "--seed", "5"]
        args += ["--workers", str(workers), "--json", str(target)]
        result = runner.invoke(app, args, env=ENV)
        assert result.exit_code == 0, result.output
        assert "95% CI" in result.stdout and "greedy" in result.stdout
        data = json.loads(target.read_text())
        assert data["timing"]["workers"] == workers
        data.pop("timing")
        results.append(data)
    assert results[0] == results[1]
    assert results[0]["games"] == 20


@pytest.mark.parametrize(
    ("game", "expected"),
    [(GAME, ["greedy", "random"]), ("gloomhaven", ["greedy", "greedy"])],
)
def test_sim_default_bots(
    runner: CliRunner, tmp_path: Path, game: str, expected: list[str]
) -> None:
    """A two-player contest pits the greedy bot against random play; a cooperative
    party is all greedy (a random teammate measured only its own blunders)."""
    target = tmp_path / "sim.json"
    args = ["sim", game, "--games", "2", "--workers", "1", "--json", str(target)]
    result = runner.invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert json.loads(target.read_text())["bot_names"] == expected


def test_play_auto_save_then_replay(runner: CliRunner, tmp_path: Path) -> None:
    save = tmp_path / "game.replay.json"
    result = runner.invoke(
        app,
        ["play", GAME, "--auto", "--seed", "3", "--bot", "random", "--save", str(save)],
        env=ENV,
    )
    assert result.exit_code == 0, result.output
    assert "Turn 1" in result.stdout
    replay = Replay.load(save)
    assert replay.seed == 3 and replay.actions
    shown = runner.invoke(app, ["replay", str(save)], env=ENV)
    assert shown.exit_code == 0, shown.output
    final = replay.run()
    for line in final.log[-3:]:
        assert line in shown.stdout
    assert "wins" in shown.stdout or "Draw" in shown.stdout
    part = runner.invoke(app, ["replay", str(save), "--upto", "5"], env=ENV)
    assert part.exit_code == 0, part.output
    assert "5 of" in part.stdout
    assert final.log[-1] not in part.stdout


def test_replay_of_a_corrupt_file_is_a_one_line_error(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "rulebound-replay", "game": ')
    assert_one_line_error(runner.invoke(app, ["replay", str(bad)], env=ENV), "not valid JSON")
    assert_one_line_error(
        runner.invoke(app, ["replay", str(tmp_path / "missing.json")], env=ENV), "no such"
    )
    wrong = tmp_path / "wrong.json"
    Replay(f"{GAME}/1", {}, 1, [999_999]).save(wrong)
    assert_one_line_error(runner.invoke(app, ["replay", str(wrong)], env=ENV), "does not replay")


@pytest.mark.parametrize(
    "args",
    [
        ["bench", "no-such-game", "--seconds", "0.1"],
        ["sim", "no-such-game", "--games", "2"],
        ["play", "no-such-game"],
        ["demo", "no-such-game"],
    ],
)
def test_unknown_game_is_a_one_line_error(runner: CliRunner, args: list[str]) -> None:
    assert_one_line_error(runner.invoke(app, args, env=ENV), "unknown game 'no-such-game'")


@pytest.mark.parametrize(
    ("param", "fragment"),
    [
        ("weak_points", "expects key=value"),
        ("colour=red", "unknown parameter 'colour'"),
        ("weak_points=C", "must be one of"),
        ("special_abilities=maybe", "true or false"),
        ("decks=avengers", "two decks"),
    ],
)
def test_bad_param_is_a_one_line_error(runner: CliRunner, param: str, fragment: str) -> None:
    result = runner.invoke(app, ["sim", GAME, "--games", "2", "--param", param], env=ENV)
    assert_one_line_error(result, fragment)


def test_bad_bot_and_seat_are_one_line_errors(runner: CliRunner) -> None:
    result = runner.invoke(app, ["sim", GAME, "--games", "2", "--bots", "greedy,nobody"], env=ENV)
    assert_one_line_error(result, "unknown bot 'nobody'")
    assert_one_line_error(runner.invoke(app, ["play", GAME, "--seat", "5"], env=ENV), "--seat")


def test_play_reprompts_on_invalid_input_and_finishes(runner: CliRunner, tmp_path: Path) -> None:
    save = tmp_path / "human.json"
    answers = "abc\n999\n\nv\n" + "1\n" * 3000
    result = runner.invoke(
        app,
        ["play", GAME, "--seed", "5", "--bot", "random", "--save", str(save)],
        input=answers,
        env=ENV,
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "'abc' is not an option" in out
    assert "There is no option 999" in out
    assert "Your hand" in out and "Recent events" in out
    assert re.search(r"You win|You lose|Draw", out)
    state = Replay.load(save).run()
    assert state.is_terminal()


def test_play_shows_only_the_human_view(runner: CliRunner) -> None:
    # Quit at the first decision: the board shows our hand, not the opponent's.
    result = runner.invoke(app, ["play", GAME, "--seed", "2"], input="q\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    assert "Your hand" in result.stdout
    assert result.stdout.count("Your hand") == 1
    assert "Replay not saved" in result.stdout


def test_play_quit_offers_to_save(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "quit.json"
    result = runner.invoke(
        app, ["play", GAME, "--seed", "2", "--bot", "random"], input=f"1\n1\nq\n{target}\n", env=ENV
    )
    assert result.exit_code == 0, result.output
    assert "You quit the game" in result.stdout
    replay = Replay.load(target)
    assert len(replay.actions) >= 2


def test_demo_runs_quickly(runner: CliRunner) -> None:
    result = runner.invoke(app, ["demo", "--games", "10", "--workers", "1"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Turn 1" in result.stdout
    assert "95% CI" in result.stdout


def test_readme_test_command_is_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- test-command -->\s*```(?:bash|sh)?\n(.+?)\n\s*```", readme)
    assert found, "README.md must hold the test command in a fenced block after the marker"
    command = found.group(1).strip()
    assert "pytest" in command
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert command in ci_lines
    install = re.search(r"<!-- main-command -->\s*```(?:bash|sh)?\n(.+?)\n\s*```", readme)
    assert install and "rulebound demo" in install.group(1)


def test_a_replay_tells_a_draw_or_a_deployment_once(runner: CliRunner, tmp_path: Path) -> None:
    """The whole log holds each hidden act twice (the public "P1 Avengers draws 10
    cards.", then the seat's own "P1 Avengers draws Thor [C], ..."): a replay prints the
    full line once, as a seat reads its own at the table."""
    save = tmp_path / "game.json"
    args = ["play", GAME, "--auto", "--seed", "3", "--bot", "random", "--save", str(save)]
    assert runner.invoke(app, args, env=ENV).exit_code == 0
    shown = runner.invoke(app, ["replay", str(save), "--upto", "4"], env=ENV).stdout
    assert "P1 Avengers draws 10 cards." not in shown
    assert "deploys a protagonist face down" not in shown
    assert re.search(r"P1 Avengers draws \w", shown) and " deploys " in shown

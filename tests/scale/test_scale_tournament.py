"""Tournaments: the round robin's bookkeeping, the Bradley-Terry fit, the reading
against a cooperative game, Ctrl-C, and the command's tables, files and errors."""

from __future__ import annotations

import contextlib
import json
import math
import os
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.plots import SIM_SIZE, TOURNAMENT_SIZE
from rulebound.ratings import ELO_PER_UNIT, bradley_terry
from rulebound.sim import run_sim, without_timing
from rulebound.tournament import TournamentInterrupted, run_tournament

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
ARENA = "marvel-mission-arena"
SOLO = "marvel-champions"


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's signature and IHDR chunk (and that it is a PNG)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    assert data[12:16] == b"IHDR" and data.endswith(b"IEND\xaeB`\x82")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_two_bots_rate_by_the_log_odds_of_their_score() -> None:
    # With one virtual draw, 75-25 reads as 75.5 to 25.5; the interval is the Fisher one.
    fit = bradley_terry(["a", "b"], [[0, 75], [25, 0]])
    gap = fit[0].rating - fit[1].rating
    assert gap == pytest.approx(ELO_PER_UNIT * math.log(75.5 / 25.5), abs=0.01)
    p = 75.5 / 101
    half = 1.959964 * math.sqrt(1 / (101 * p * (1 - p))) / 2 * ELO_PER_UNIT
    assert fit[0].ci95[1] - fit[0].rating == pytest.approx(half, rel=1e-3)
    assert fit[0].rating == pytest.approx(-fit[1].rating)


def test_an_unbeaten_bot_gets_a_finite_rating_and_others_keep_narrow_intervals() -> None:
    fit = bradley_terry(["r", "g", "p"], [[0, 0, 0], [20, 0, 9], [20, 11, 0]])
    assert all(math.isfinite(r.rating) and r.ci95[0] < r.rating < r.ci95[1] for r in fit)
    assert fit[0].rating < fit[1].rating < fit[2].rating
    assert fit[2].ci95[1] - fit[2].ci95[0] < 500


def test_a_round_robin_plays_every_pair_with_seats_alternating(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    result = run_tournament(ARENA, ["random", "greedy"], 6, seed=4, json_path=out)
    assert json.loads(out.read_text()) == result
    assert result["mode"] == "round robin" and result["complete"] is True
    # the pair's games are exactly run_sim's, seats alternating
    sim = run_sim(ARENA, 6, ["random", "greedy"], seed=4)
    random_bot = sim["bots"][0]
    assert random_bot["games_as_seat"] == [3, 3]
    assert result["wins"][0][1] == random_bot["wins"] and result["games"][0][1] == 6
    assert result["score"][0][1] + result["score"][1][0] == pytest.approx(1.0)
    assert result["score"][0][0] is None
    ratings = {r["bot"]: r["rating"] for r in result["ratings"]}
    assert (ratings["greedy"] > ratings["random"]) == (result["score"][1][0] > 0.5)
    again = run_tournament(ARENA, ["random", "greedy"], 6, seed=4, workers=2)
    assert without_timing(again) == without_timing(result)


def test_a_cooperative_game_rates_each_bot_against_the_game() -> None:
    result = run_tournament(SOLO, ["greedy", "random"], 3, seed=2)
    assert result["mode"] == "against the game" and result["opponents"] == ["the game"]
    for i, name in enumerate(["greedy", "random"]):
        sim = run_sim(SOLO, 3, [name], seed=2)  # the same deals for every bot
        entry = result["ratings"][i]
        assert entry["win_rate"] == sim["bots"][0]["win_rate"]
        assert entry["win_rate_ci95"] == sim["bots"][0]["win_rate_ci95"]
        wins = sim["bots"][0]["wins"] + 0.5  # with the virtual draw against the game
        expected = ELO_PER_UNIT * math.log(wins / (3 + 1 - wins))
        assert entry["rating"] == pytest.approx(expected, abs=0.1)


def test_ctrl_c_rates_the_games_that_finished(tmp_path: Path) -> None:
    out = tmp_path / "partial.json"
    seen = [0]

    def press(done: int) -> None:
        seen[0] += done
        if seen[0] >= 4:
            raise KeyboardInterrupt

    with pytest.raises(TournamentInterrupted) as stop:
        run_tournament(ARENA, ["random", "greedy"], 10, seed=1, json_path=out, progress=press)
    result = stop.value.result
    assert result["complete"] is False and result["games_played"] == 4
    assert result["games"] == [[0, 4], [4, 0]]  # one worker: the first four games
    first_four = run_tournament(ARENA, ["random", "greedy"], 4, seed=1)
    assert result["ratings"] == first_four["ratings"]
    assert json.loads(out.read_text()) == result


def test_tournament_command_prints_tables_and_writes_json_and_plot(tmp_path: Path) -> None:
    out, plot = tmp_path / "t.json", tmp_path / "t.png"
    args = ["tournament", ARENA, "--bots", "random,greedy", "-n", "4", "--seed", "3"]
    result = CliRunner().invoke(app, [*args, "--json", str(out), "--plot", str(plot)], env=ENV)
    assert result.exit_code == 0, result.output
    assert "round robin" in result.stdout and "95% CI" in result.stdout
    assert "Score of the row against the column" in result.stdout
    assert json.loads(out.read_text())["games_played"] == 4
    assert png_size(plot) == TOURNAMENT_SIZE


def test_tournament_against_the_game_draws_its_plot(tmp_path: Path) -> None:
    plot = tmp_path / "solo.png"
    args = ["tournament", SOLO, "--bots", "greedy,random", "-n", "2", "--plot", str(plot)]
    result = CliRunner().invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert "each bot against the game" in result.stdout and "Win rate" in result.stdout
    assert png_size(plot) == TOURNAMENT_SIZE


def test_sim_plot_is_a_png_of_its_size(tmp_path: Path) -> None:
    plot = tmp_path / "sim.png"
    args = ["sim", ARENA, "-n", "6", "--workers", "1", "--plot", str(plot)]
    result = CliRunner().invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert f"Plot written to {plot}" in result.stdout
    assert png_size(plot) == SIM_SIZE


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--bots", "random,random"], "--bots names a bot more than once"),
        (["--bots", "random"], "a round robin needs at least two bots"),
        (["--bots", "random,nobody"], "unknown bot 'nobody'"),
        (["-n", "0"], "the number of games must be at least 1, got 0"),
        (["--param", "decks"], "--param expects key=value"),
    ],
)
def test_bad_tournament_input_is_one_line(args: list[str], says: str) -> None:
    result = CliRunner().invoke(app, ["tournament", ARENA, *args], env=ENV)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and says in lines[0], lines
    assert result.stdout == ""


def test_a_tournament_without_choix_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Checked before any game, without importing choix (and SciPy) at start-up."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "choix" else real(name, *a)
    )
    result = CliRunner().invoke(
        app, ["tournament", ARENA, "--bots", "random,greedy", "-n", "1"], env=ENV
    )
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        "error: tournament ratings need choix: pip install 'rulebound[tournament]'"
    )


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _descendants_cpu_seconds(pid: int) -> float:
    """The CPU time of ``pid``'s live descendants (the workers playing the games, the
    children of a fork server); 0 for one that is gone meanwhile."""
    total = 0.0
    for children in Path(f"/proc/{pid}/task").glob("*/children"):
        with contextlib.suppress(FileNotFoundError, ProcessLookupError):
            for child in map(int, children.read_text().split()):
                total += _cpu_seconds(child) + _descendants_cpu_seconds(child)
    return total


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_ctrl_c_stops_the_tournament_command_with_its_partial_rating(tmp_path: Path) -> None:
    out = tmp_path / "partial.json"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "rulebound.cli.main",
            "tournament",
            ARENA,
            "--bots",
            "random,greedy",
            "-n",
            "100000",
            "--workers",
            "1",
            "--json",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **ENV},
        start_new_session=True,
    )
    try:
        # Imported (about 1.5 CPU s, choix is not imported before the end), loaded the
        # game and played for 2.5 CPU s or more (one worker plays in the process itself;
        # the descendants count in case it is a pool's), so games are finished however
        # loaded the machine is.
        deadline = time.monotonic() + 120
        while _cpu_seconds(proc.pid) + _descendants_cpu_seconds(proc.pid) < 4.0:
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the tournament never got going"
            time.sleep(0.1)
        os.killpg(proc.pid, signal.SIGINT)  # as a terminal sends Ctrl-C
        stdout, stderr = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 130, (stdout, stderr)
    assert "Traceback" not in stderr, stderr
    result = json.loads(out.read_text())
    assert result["complete"] is False and 0 < result["games_played"] < 100000
    assert f"interrupted after {result['games_played']} games" in stdout
    assert "Partial results written to" in stdout and "Rating" in stdout

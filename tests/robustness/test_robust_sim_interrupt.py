"""Ctrl-C in a simulation: it stops at once, keeps the finished games and says so.

In process, a progress callback raising ``KeyboardInterrupt`` stands in for the key;
through the command line, SIGINT goes to the whole process group, as a terminal
sends it, and the time from the signal to the exit is measured.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulebound.sim import SimInterrupted, run_sim

GAME = "marvel-mission-arena"


class Stop:
    """A progress callback that "presses Ctrl-C" once ``after`` games are done."""

    def __init__(self, after: int) -> None:
        self.after, self.done = after, 0

    def __call__(self, finished: int) -> None:
        self.done += finished
        if self.done >= self.after:
            raise KeyboardInterrupt


@pytest.mark.parametrize("workers", [1, 2])
def test_an_interrupted_run_keeps_and_writes_the_finished_games(
    tmp_path: Path, workers: int
) -> None:
    out = tmp_path / "partial.json"
    with pytest.raises(SimInterrupted) as stop:
        run_sim(
            GAME,
            games=2000,
            bots=["random", "random"],
            seed=3,
            workers=workers,
            json_path=out,
            progress=Stop(5),
        )
    result = stop.value.result
    played = result["games_played"]
    assert 5 <= played < 2000 and result["games"] == 2000
    assert result["complete"] is False
    assert sum(b["wins"] + b["losses"] + b["draws"] for b in result["bots"]) == 2 * played
    assert json.loads(out.read_text()) == result
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    if workers == 1:  # the finished games are the first ones, as a shorter run plays them
        whole = run_sim(GAME, games=played, bots=["random", "random"], seed=3)
        assert result["bots"] == whole["bots"]


def test_a_complete_run_says_it_is_complete() -> None:
    result = run_sim(GAME, games=3, bots=["random", "random"], seed=1)
    assert result["complete"] is True and result["games_played"] == 3


def _children(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []


def _start(args: list[str]) -> subprocess.Popen[str]:
    env = {**os.environ, "COLUMNS": "200", "NO_COLOR": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "rulebound.cli.main", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,  # its own process group, like a terminal's job
    )
    deadline = time.monotonic() + 60
    while len(_children(proc.pid)) < 2:  # the two workers are up
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the workers never started"
        time.sleep(0.05)
    while _cpu_seconds(_children(proc.pid)) < 1.0:  # loaded the game, played some
        assert time.monotonic() < deadline, "the workers never got going"
        time.sleep(0.05)
    return proc


def _cpu_seconds(pids: list[str]) -> float:
    """The processor time the processes have used (user and system)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14, 15)
    return total / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("presses", [1, 2])
def test_ctrl_c_stops_a_two_worker_sim_at_once(tmp_path: Path, presses: int) -> None:
    out = tmp_path / "partial.json"
    proc = _start(["sim", GAME, "--games", "1000000", "--workers", "2", "--json", str(out)])
    pressed = time.monotonic()
    for _ in range(presses):
        os.killpg(proc.pid, signal.SIGINT)
        time.sleep(0.1)
    stdout, stderr = proc.communicate(timeout=30)
    took = time.monotonic() - pressed
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    assert proc.returncode == 130, (stdout, stderr)
    assert took < 5, took  # about 0.3 s on a quiet machine; generous for a loaded one
    assert "interrupted after" in stdout and "(of 1000000)" in stdout
    assert "Partial results written to" in stdout
    result = json.loads(out.read_text())
    assert result["complete"] is False and 0 < result["games_played"] < 1000000
    assert f"{result['games_played']} games" in stdout
    assert [p.name for p in tmp_path.iterdir()] == ["partial.json"]  # no temporary left

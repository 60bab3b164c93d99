"""``sim --backend ray``: the same result file as local workers, and Ctrl-C keeps the
finished games. One local Ray instance (two CPUs, loopback only) serves the module:
starting Ray takes seconds."""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.sim import SimInterrupted, run_sim, without_timing
from rulebound.sim_ray import LOOPBACK_ONLY
from rulebound.tournament import run_tournament

os.environ.setdefault(LOOPBACK_ONLY, "0")  # before Ray is imported: listen on 127.0.0.1
import ray

GAME = "marvel-mission-arena"
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """A local Ray instance for the module; yields its address."""
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.ERROR, log_to_driver=False)
    try:
        yield str(ray.get_runtime_context().gcs_address)
    finally:
        ray.shutdown()


def test_ray_writes_the_same_result_file_as_local_workers(cluster: str, tmp_path: Path) -> None:
    files = {}
    for backend in ("local", "ray"):
        out = tmp_path / f"{backend}.json"
        result = run_sim(
            GAME, 12, ["greedy", "random"], seed=5, workers=2, backend=backend, json_path=out
        )
        assert result["complete"] is True and result["timing"]["backend"] == backend
        files[backend] = json.loads(out.read_text())
    assert cluster.startswith("127.0.0.1:")
    assert without_timing(files["ray"]) == without_timing(files["local"])
    assert files["ray"]["games_played"] == 12


def wait_for_free_cpus() -> None:
    """Until both CPUs are free: the chunks left in flight (10 games at most) end within moments."""
    deadline = time.monotonic() + 30
    while ray.available_resources().get("CPU", 0) < 2:
        assert time.monotonic() < deadline, "games left in flight still hold the CPUs"
        time.sleep(0.05)


def test_a_tournament_through_ray_rates_as_the_local_one(cluster: str) -> None:
    local = run_tournament(GAME, ["random", "greedy"], 6, seed=2)
    through_ray = run_tournament(GAME, ["random", "greedy"], 6, seed=2, backend="ray")
    assert through_ray["timing"]["backend"] == "ray"
    assert without_timing(through_ray) == without_timing(local)


class Stop:
    """A progress callback that "presses Ctrl-C" once ``after`` games are done."""

    def __init__(self, after: int) -> None:
        self.after, self.done = after, 0

    def __call__(self, finished: int) -> None:
        self.done += finished
        if self.done >= self.after:
            raise KeyboardInterrupt


def test_ctrl_c_on_ray_keeps_and_writes_the_finished_games(cluster: str, tmp_path: Path) -> None:
    out = tmp_path / "partial.json"
    with pytest.raises(SimInterrupted) as stop:
        run_sim(
            GAME,
            5000,
            ["random", "random"],
            seed=3,
            workers=2,
            backend="ray",
            json_path=out,
            progress=Stop(3),
        )
    result = stop.value.result
    assert result["complete"] is False and 3 <= result["games_played"] < 5000
    assert json.loads(out.read_text()) == result
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    wait_for_free_cpus()  # the tasks left in flight ended
    ray.get(ray.remote(lambda: 1).remote())  # the instance still serves the next run


def test_ctrl_c_stops_a_sim_on_a_ray_cluster(cluster: str, tmp_path: Path) -> None:
    out = tmp_path / "partial.json"
    wait_for_free_cpus()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "rulebound.cli.main",
            "sim",
            GAME,
            "--games",
            "1000000",
            "--backend",
            "ray",
            "--address",
            cluster,
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
        deadline = time.monotonic() + 60
        while ray.available_resources().get("CPU", 0) > 0:  # both CPUs busy with its games
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the games never started"
            time.sleep(0.1)
        time.sleep(1.0)
        os.killpg(proc.pid, signal.SIGINT)  # as a terminal sends Ctrl-C
        stdout, stderr = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 130, (stdout, stderr)
    assert "Traceback" not in stderr, stderr
    assert "interrupted after" in stdout and "(of 1000000)" in stdout
    result = json.loads(out.read_text())
    # How many games finished before the key depends on the machine's load (the workers
    # import rulebound first); the in-process test above counts them exactly.
    assert result["complete"] is False and result["games_played"] < 1000000
    assert result["timing"]["backend"] == "ray" and result["timing"]["workers"] == 2
    wait_for_free_cpus()  # its tasks ended with it


def test_an_address_where_no_ray_head_answers_is_one_line() -> None:
    result = CliRunner().invoke(
        app, ["sim", GAME, "--backend", "ray", "--address", "127.0.0.1:1"], env=ENV
    )
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        "error: --address 127.0.0.1:1: no Ray head node answers there (Connection refused)"
    ]
    for args, says in (
        (["--address", "127.0.0.1:6379"], "--address is for --backend ray"),
        (["--backend", "spark"], "unknown backend 'spark' (known: local, ray)"),
        (["--backend", "ray", "--address", "head"], "expected HOST:PORT"),
    ):
        result = CliRunner().invoke(app, ["sim", GAME, *args], env=ENV)
        assert result.exit_code == 2 and says in result.stderr, result.output

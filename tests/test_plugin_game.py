"""A game from outside rulebound: the test plugin package ``rulebound-pig`` (installed by
the test command) is found through its ``rulebound.games`` entry point, listed, played,
simulated, benchmarked and conformance-checked with no change to rulebound; the registry
imports a game only when it is asked for; a broken plugin is one clear error."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import EntryPoint

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.kernel import UnknownGameError, load_game
from rulebound.kernel import game as registry
from rulebound.kernel.conformance import check_game

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
PLUGIN = "pig-test"


def test_the_plugin_is_declared_by_its_own_package() -> None:
    point = registry._entry_points()[PLUGIN]
    assert point.dist is not None and point.dist.name == "rulebound-pig"
    assert load_game(PLUGIN).info.full_id == "pig-test/1"
    assert type(load_game(PLUGIN)).__module__ == "rulebound_pig"


def test_the_cli_lists_plays_simulates_and_benchmarks_the_plugin() -> None:
    runner = CliRunner()
    listed = runner.invoke(app, ["games"], env=ENV)
    assert listed.exit_code == 0 and "pig-test/1  Pig" in listed.stdout
    played = runner.invoke(
        app, ["play", PLUGIN, "--auto", "--bot", "random", "--seed", "3"], env=ENV
    )
    assert played.exit_code == 0, played.output
    assert "rolls" in played.stdout and "wins" in played.stdout
    args = ["sim", PLUGIN, "--games", "20", "--bots", "random,random", "--workers", "1"]
    simulated = runner.invoke(app, [*args, "--seed", "4"], env=ENV)
    assert simulated.exit_code == 0, simulated.output
    assert "pig-test/1: 20 games" in simulated.stdout
    bench = runner.invoke(app, ["bench", PLUGIN, "--seconds", "0.2", "--json"], env=ENV)
    assert bench.exit_code == 0, bench.output
    assert json.loads(bench.stdout)["game"] == "pig-test/1"


def test_the_plugin_passes_the_conformance_suite() -> None:
    assert check_game(PLUGIN, games=30, seed=5).games == 30


def test_asking_for_one_game_imports_no_other() -> None:
    code = (
        "import sys; from rulebound import load_game; load_game('pig-test');"
        "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('rulebound.games.')}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.fixture()
def broken_plugins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    points = dict(registry._entry_points())
    for name, value in [
        ("missing-module", "rulebound_no_such_plugin:Game"),
        ("not-a-game", "json:dumps"),
        ("wrong-id", "rulebound_pig:PigGame"),
    ]:
        points[name] = EntryPoint(name, value, registry.ENTRY_POINT_GROUP)
    monkeypatch.setattr(registry, "_entry_point_cache", points)
    yield


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("missing-module", "could not be loaded: No module named 'rulebound_no_such_plugin'"),
        ("not-a-game", "is not a rulebound Game class"),
        ("wrong-id", "names a game whose id is 'pig-test'"),
    ],
)
def test_a_broken_plugin_is_one_clear_error(broken_plugins: None, name: str, fragment: str) -> None:
    with pytest.raises(UnknownGameError, match="game '" + name) as raised:
        load_game(name)
    assert fragment in str(raised.value) and "\n" not in str(raised.value)


def test_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGameError, match=r"known games: .*gloomhaven.*pig-test"):
        load_game("no-such-game")


def test_a_game_adds_its_commands_through_its_cli_entry_point(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from rulebound.cli import plugins

    assert plugins.game_cli("gloomhaven/1") is not None  # rulebound gloomhaven ...
    assert plugins.game_cli("pig-test") is None  # a game may add nothing
    points = [
        EntryPoint("gloomhaven", "rulebound.games.gloomhaven.commands", plugins.CLI_ENTRY_POINTS),
        EntryPoint("broken", "rulebound_no_such_plugin.commands", plugins.CLI_ENTRY_POINTS),
    ]
    monkeypatch.setattr(plugins, "entry_points", lambda group: points)
    found = plugins.game_cli_modules.__wrapped__()
    assert list(found) == ["gloomhaven"]  # the broken one is left out, with one warning
    warning = capsys.readouterr().err.strip()
    assert warning.startswith("warning: the command-line module of 'broken'")
    assert "\n" not in warning

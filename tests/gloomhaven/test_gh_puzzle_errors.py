"""Bad monster-turn puzzles fail with one line that names the file and the entry, as a
:class:`PuzzleError` from Python and as ``error: ...`` with exit code 2 from
``rulebound gloomhaven monster-turn``; good ones, YAML or JSON, print the solved turn."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven.puzzle import PuzzleError, solve_puzzle, solve_puzzle_file

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
PUZZLES = Path(__file__).parent / "puzzles"


def good() -> dict[str, Any]:
    """A small valid puzzle: a melee guard two hexes from the Brute in a corridor."""
    return {
        "map": {
            "hexes": [[q, 0] for q in range(5)] + [[q, 1] for q in range(4)],
            "contents": [{"hex": [3, 1], "type": "obstacle"}],
            "thin_walls": [[[0, 0], [0, 1]]],
        },
        "figures": [
            {"name": "Brute", "kind": "character", "hex": [3, 0], "initiative": 30},
            {"name": "Mindthief", "kind": "character", "hex": [4, 0], "initiative": 40},
            {"name": "Rat", "kind": "summon", "hex": [2, 1], "owner": "Mindthief"},
            {"name": "Guard 2", "kind": "monster", "hex": [0, 1]},
        ],
        "monster": {"name": "Guard 1", "hex": [0, 0], "move": 2},
    }


def change(edit: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(good())
    edit(data)
    return data


def figure(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(f for f in data["figures"] if f["name"] == name)


# (test id, the broken puzzle, a fragment of the one-line message)
BAD: list[tuple[str, Any, str]] = [
    (
        "unknown-content-type",
        change(lambda d: d["map"]["contents"].append({"hex": [1, 0], "type": "lava"})),
        "unknown content 'lava'",
    ),
    (
        "content-off-the-map",
        change(lambda d: d["map"]["contents"].append({"hex": [9, 9], "type": "trap"})),
        "not in map.hexes",
    ),
    (
        "thin-wall-not-adjacent",
        change(lambda d: d["map"]["thin_walls"].append([[0, 0], [2, 0]])),
        "are not adjacent",
    ),
    (
        "thin-wall-not-a-pair",
        change(lambda d: d["map"]["thin_walls"].append([[0, 0]])),
        "map.thin_walls[1]",
    ),
    (
        "two-figures-one-hex",
        change(lambda d: figure(d, "Mindthief").update(hex=[3, 0])),
        "are both on hex [3, 0]",
    ),
    (
        "monster-on-a-figure",
        change(lambda d: d["monster"].update(hex=[3, 0])),
        "are both on hex [3, 0]",
    ),
    (
        "figure-on-a-wall-hex",
        change(lambda d: d["map"]["contents"].append({"hex": [3, 0], "type": "wall"})),
        "'Brute' stands on [3, 0], which is not open floor",
    ),
    (
        "figure-off-the-map",
        change(lambda d: figure(d, "Brute").update(hex=[7, 0])),
        "'Brute' stands on [7, 0], which is not open floor",
    ),
    (
        "figure-on-an-obstacle",
        change(lambda d: figure(d, "Rat").update(hex=[3, 1])),
        "'Rat' stands on [3, 1]",
    ),
    (
        "monster-on-a-closed-door",
        change(lambda d: d["map"]["contents"].append({"hex": [0, 0], "type": "door"})),
        "'Guard 1' stands on [0, 0]",
    ),
    ("unknown-top-level-key", change(lambda d: d.update(monsters=[])), "unknown key 'monsters'"),
    (
        "unknown-map-key",
        change(lambda d: d["map"].update(walls=[[1, 0]])),
        "unknown key 'walls'",
    ),
    (
        "unknown-figure-key",
        change(lambda d: figure(d, "Brute").update(initiatve=30)),
        "unknown key 'initiatve'",
    ),
    (
        "unknown-monster-key",
        change(lambda d: d["monster"].update(moves=2)),
        "unknown key 'moves'",
    ),
    (
        "summon-owner-missing",
        change(lambda d: figure(d, "Rat").pop("owner")),
        "a summon's owner must be a character",
    ),
    (
        "summon-owner-unknown",
        change(lambda d: figure(d, "Rat").update(owner="Spellweaver")),
        "a summon's owner must be a character, got 'Spellweaver'",
    ),
    (
        "summon-owner-is-a-monster",
        change(lambda d: figure(d, "Rat").update(owner="Guard 2")),
        "a summon's owner must be a character, got 'Guard 2'",
    ),
    ("missing-monster", change(lambda d: d.pop("monster")), "missing 'monster'"),
    ("missing-map", change(lambda d: d.pop("map")), "missing 'map'"),
    ("empty-map", change(lambda d: d["map"].update(hexes=[])), "map.hexes must be a non-empty"),
    (
        "hex-not-two-integers",
        change(lambda d: d["map"]["hexes"].append([1, "a"])),
        "a hex is [q, r] with two integers",
    ),
    (
        "unknown-figure-kind",
        change(lambda d: figure(d, "Brute").update(kind="hero")),
        "kind must be one of character, summon, monster, got 'hero'",  # no Python tuple
    ),
    (
        "duplicate-names",
        change(lambda d: figure(d, "Guard 2").update(name="Guard 1")),
        "two figures are named 'Guard 1'",
    ),
    (
        "unknown-condition",
        change(lambda d: d["monster"].update(conditions=["stunned"])),
        "conditions must be a list of",
    ),
    ("negative-move", change(lambda d: d["monster"].update(move=-1)), "'move' must be an integer"),
    (
        "melee-aoe-on-own-hex",
        change(lambda d: d["monster"].update(aoe=[[0, 0], [1, 0]])),
        "cannot include the monster's own hex",
    ),
    ("not-a-mapping", [1, 2, 3], "expected a mapping"),
]


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def assert_one_line_error(result: Any, *fragments: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert "Traceback" not in result.output


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()


def test_the_base_puzzle_is_valid() -> None:
    # The Rat ties with the Brute on movement (2 points) and proximity (3), and the Brute
    # (30) acts before the Mindthief's Rat (40); the Mindthief has no free hex beside her.
    result = solve_puzzle(good())
    assert result["focus"] == ["Brute"]
    assert result["outcomes"] == [{"focus": "Brute", "destination": [2, 0], "attacks": [[3, 0]]}]


@pytest.mark.parametrize(("data", "fragment"), [pytest.param(d, f, id=i) for i, d, f in BAD])
def test_bad_puzzle_raises_one_line(data: Any, fragment: str) -> None:
    with pytest.raises(PuzzleError) as info:
        solve_puzzle(data, "bad.yaml")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("bad.yaml")
    assert fragment in message


@pytest.mark.parametrize(("data", "fragment"), [pytest.param(d, f, id=i) for i, d, f in BAD])
def test_bad_puzzle_cli_exits_2(
    runner: CliRunner, tmp_path: Path, data: Any, fragment: str
) -> None:
    path = write(tmp_path, "bad.yaml", yaml.safe_dump(data))
    result = runner.invoke(app, ["gloomhaven", "monster-turn", str(path), "--json"], env=ENV)
    assert_one_line_error(result, "bad.yaml", fragment)


@pytest.mark.parametrize(
    ("name", "text", "fragment"),
    [
        pytest.param(
            "broken.yaml", "map: {hexes: [[0, 0]\nmonster: [", "not valid YAML", id="yaml"
        ),
        pytest.param("tabs.yml", "map:\n\thexes: []\n", "not valid YAML", id="yaml-tab"),
        pytest.param("broken.json", '{"map": {"hexes": [[0, 0]]},', "not valid JSON", id="json"),
        pytest.param("quote.json", "{'map': 1}", "not valid JSON", id="json-quote"),
    ],
)
def test_malformed_file(
    runner: CliRunner, tmp_path: Path, name: str, text: str, fragment: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(PuzzleError) as info:
        solve_puzzle_file(path)
    assert "\n" not in str(info.value) and fragment in str(info.value)
    result = runner.invoke(app, ["gloomhaven", "monster-turn", str(path)], env=ENV)
    assert_one_line_error(result, name, fragment)


def test_missing_file(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["gloomhaven", "monster-turn", str(tmp_path / "nowhere.yaml")], env=ENV
    )
    assert_one_line_error(result, "nowhere.yaml", "no such puzzle file")


# --- good puzzles through the command line -------------------------------------------------


def suite_puzzle(stem: str) -> dict[str, Any]:
    """A puzzle of the suite: its input and its expected answer."""
    return yaml.safe_load((PUZZLES / f"{stem}.yaml").read_text(encoding="utf-8"))


def as_set(outcomes: list[dict[str, Any]]) -> set[tuple[Any, ...]]:
    return {
        (o["focus"], tuple(o["destination"]), frozenset(tuple(h) for h in o["attacks"]))
        for o in outcomes
    }


@pytest.mark.rules("GH-MMOVE-07", "GH-RANGED-04", "GH-MMOVE-03")
@pytest.mark.parametrize("suffix", [".yaml", ".json"])
def test_cli_json_output(runner: CliRunner, tmp_path: Path, suffix: str) -> None:
    data = suite_puzzle("036-ranged-steps-back-players-choose")
    puzzle = data["puzzle"]
    text = yaml.safe_dump(puzzle) if suffix == ".yaml" else json.dumps(puzzle)
    path = write(tmp_path, f"archer{suffix}", text)
    result = runner.invoke(app, ["gloomhaven", "monster-turn", str(path), "--json"], env=ENV)
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert answer["monster"] == "Bandit Archer"
    assert answer["focus"] == data["expect"]["focus"]
    assert as_set(answer["outcomes"]) == as_set(data["expect"]["outcomes"])
    assert answer == solve_puzzle_file(path)


@pytest.mark.rules("GH-AOE-01", "GH-MATK-07")
def test_cli_text_output(runner: CliRunner, tmp_path: Path) -> None:
    data = suite_puzzle("047-aoe-melee-moves-farther-for-second-target")
    path = write(tmp_path, "guard.json", json.dumps(data["puzzle"]))
    result = runner.invoke(app, ["gloomhaven", "monster-turn", str(path)], env=ENV)
    assert result.exit_code == 0, result.output
    lines = result.stdout.strip().splitlines()
    assert lines == ["Inox Guard: focus Brute", "  1. move to (3, 3), attack (4, 2), (4, 3)"]


def test_cli_text_output_without_focus(runner: CliRunner, tmp_path: Path) -> None:
    data = good()
    figure(data, "Brute")["invisible"] = True
    data["figures"] = [f for f in data["figures"] if f["name"] in ("Brute", "Guard 2")]
    path = write(tmp_path, "alone.yaml", yaml.safe_dump(data))
    result = runner.invoke(app, ["gloomhaven", "monster-turn", str(path)], env=ENV)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "Guard 1: focus none (no move, no attack)"
    assert "move to (0, 0), no attack" in result.stdout  # it read "attack no attack"

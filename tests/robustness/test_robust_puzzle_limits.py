"""The monster-turn tool's stated limits: a puzzle larger than them is one error line;
a map of a few thousand hexes within them is solved (its time is measured by
``benchmarks/large_puzzle.py``, not here)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from rulebound.games.gloomhaven import puzzle
from rulebound.games.gloomhaven.puzzle import PuzzleError, solve_puzzle

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from large_puzzle import large_puzzle


def small() -> dict[str, Any]:
    return {
        "map": {"hexes": [[q, 0] for q in range(4)]},
        "figures": [{"name": "Brute", "kind": "character", "hex": [3, 0]}],
        "monster": {"name": "Guard", "hex": [0, 0], "move": 2},
    }


def test_a_map_of_three_thousand_hexes_is_solved() -> None:
    data = large_puzzle(60, 50, seed=1)
    assert len(data["map"]["hexes"]) == 3000
    result = solve_puzzle(data, "large.yaml")
    assert result["focus"] and result["outcomes"]


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d["map"].update(hexes=[[q, r] for q in range(101) for r in range(-50, 50)]),
         "map.hexes has 10100 entries; the limit is 10000"),
        (lambda d: d["map"]["hexes"].append([101, 0]), "from -100 to 100"),
        (lambda d: d["figures"].extend(
            {"name": f"C{i}", "kind": "character", "hex": [0, i + 1]} for i in range(101)
        ), "figures has 102 entries; the limit is 100"),
        (lambda d: d["monster"].update(move=51), "'move' must be an integer from 0 to 50"),
        (lambda d: d["monster"].update(range=10**9), "'range' must be an integer from 0 to 50"),
        (lambda d: d["monster"].update(targets=0), "'targets' must be an integer from 1 to 50"),
        (lambda d: d["monster"].update(aoe=[[i, 0] for i in range(1, 42)]), "the limit is 40"),
        (lambda d: d["figures"][0].update(initiative=100), "from 1 to 99"),
    ],
)  # fmt: skip
def test_a_puzzle_beyond_the_limits_is_one_line(change: Any, says: str) -> None:
    data = small()
    change(data)
    with pytest.raises(PuzzleError) as err:
        solve_puzzle(data, "big.yaml")
    message = str(err.value)
    assert message.startswith("big.yaml") and says in message and "\n" not in message


def test_the_limits_are_the_documented_ones() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert f"{puzzle.MAX_HEXES:,} hexes" in readme
    assert f"{-puzzle.MAX_COORDINATE} to {puzzle.MAX_COORDINATE}" in readme

"""The monster-turn puzzle suite: every file in ``puzzles/`` is one monster's turn whose
answer was worked out by hand from the Gloomhaven rules catalog (sections 8.4-8.6, 8.18,
9, tables T-11 and T-12).

Each file holds ``rules`` (catalog IDs), ``description``, ``puzzle`` (the input of
``rulebound gloomhaven monster-turn``) and ``expect``: the possible focuses and the
COMPLETE set of legal outcomes. A file with an ``xfail`` entry records a disagreement
where the rules say otherwise than the tool; its test is a strict xfail, so it fails
as soon as the tool is fixed and the entry must then be removed.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebound.games.gloomhaven.puzzle import solve_puzzle

PUZZLE_DIR = Path(__file__).parent / "puzzles"
PUZZLES = sorted(
    p for p in PUZZLE_DIR.iterdir() if p.suffix in (".yaml", ".yml", ".json") and p.is_file()
)
RULE_ID = re.compile(r"^GH-[A-Z]+-\d{2,3}$")
FILE_KEYS = {"rules", "description", "puzzle", "expect", "xfail"}

Outcome = tuple[str | None, tuple[int, int], frozenset[tuple[int, int]]]


def load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))  # JSON is YAML too
    assert isinstance(data, dict), f"{path.name}: not a mapping"
    return data


def outcome_key(outcome: dict[str, Any]) -> Outcome:
    return (
        outcome["focus"],
        (outcome["destination"][0], outcome["destination"][1]),
        frozenset((h[0], h[1]) for h in outcome["attacks"]),
    )


def puzzle_param(path: Path) -> Any:
    try:
        data = load(path)
        ids = [str(i) for i in data.get("rules") or []]
        marks: list[Any] = [pytest.mark.rules(*ids)]
        if data.get("xfail"):
            marks.append(pytest.mark.xfail(strict=True, reason=str(data["xfail"]).strip()))
    except Exception:  # a broken file still gets its test, which then reports the error
        marks = []
    return pytest.param(path, marks=marks, id=path.stem)


@pytest.mark.parametrize("path", [puzzle_param(p) for p in PUZZLES])
def test_puzzle(path: Path) -> None:
    data = load(path)
    expect = data["expect"]
    result = solve_puzzle(data["puzzle"], str(path))
    assert sorted(result["focus"]) == sorted(expect["focus"])
    got = [outcome_key(o) for o in result["outcomes"]]
    want = [outcome_key(o) for o in expect["outcomes"]]
    assert len(set(want)) == len(want), "expect lists an outcome twice"
    assert set(got) == set(want)


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_puzzle_file_shape(path: Path) -> None:
    """Every file names its rules, explains itself and lists a sensible expectation."""
    data = load(path)
    assert set(data) <= FILE_KEYS, f"unknown keys {sorted(set(data) - FILE_KEYS)}"
    assert {"rules", "description", "puzzle", "expect"} <= set(data)
    assert re.match(r"^\d{3}-[a-z0-9-]+$", path.stem), "name files NNN-short-name"
    rules = data["rules"]
    assert isinstance(rules, list) and rules, "rules must be a non-empty list"
    assert all(isinstance(r, str) and RULE_ID.match(r) for r in rules), rules
    assert isinstance(data["description"], str) and data["description"].strip()
    expect = data["expect"]
    assert set(expect) == {"focus", "outcomes"}
    assert expect["outcomes"], "a monster turn always has at least one outcome"
    focuses = set(expect["focus"])
    for outcome in expect["outcomes"]:
        assert set(outcome) == {"focus", "destination", "attacks"}
        if focuses:
            assert outcome["focus"] in focuses
        else:  # no focus: the monster stays where it is and attacks no one (GH-FOCUS-10)
            assert outcome["focus"] is None and outcome["attacks"] == []
            assert outcome["destination"] == data["puzzle"]["monster"]["hex"]


def test_puzzle_numbers_are_unique() -> None:
    numbers = [p.stem[:3] for p in PUZZLES]
    assert len(numbers) == len(set(numbers))
    assert len(PUZZLES) >= 35

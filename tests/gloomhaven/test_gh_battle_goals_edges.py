"""A battle goal's "fewest" at a tie (survivors of the mutation sample of
``battle_goals.py``, docs/mutation-samples/mut-gh3.md): ``strict`` fails when another
character has as few, ``or_tied`` holds. The format is the project's own
(data/battle_goals/README.md), so no catalog rule is named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gh_helpers import goal, goal_arena, run

NAMES = ["Zorblax", "Quillon", "Mertovy", "Sabrelk"]


@pytest.mark.parametrize(
    ("condition", "met"),
    [
        ({"stat": "damage_taken", "fewest": "strict"}, [False, False]),  # 0 and 0: a tie
        ({"stat": "damage_taken", "fewest": "or_tied"}, [True, True]),
    ],
)
def test_fewest_at_a_tie(tmp_path: Path, condition: dict[str, Any], met: list[bool]) -> None:
    s = goal_arena(tmp_path, [goal(n, condition) for n in NAMES])
    run(s, ("round-over",))
    assert s.goals is not None and s.goals.results is not None
    assert [m for m, _ in s.goals.results] == met

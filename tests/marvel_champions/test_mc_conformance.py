"""The kernel conformance suite on each matchup (random games, every contract check)."""

from __future__ import annotations

import pytest

from rulebound.kernel.conformance import check_game

MATCHUPS = {
    "spider-man": {"heroes": "spider-man"},
    "captain-marvel": {"heroes": "captain-marvel"},
    "two-players": {"heroes": "spider-man,captain-marvel"},
    "expert-heroic": {"heroes": "captain-marvel,spider-man", "expert": True, "heroic": 1},
}


@pytest.mark.parametrize("name", sorted(MATCHUPS))
def test_conformance(name: str) -> None:
    report = check_game("marvel-champions", games=60, seed=11, sample_every=5, **MATCHUPS[name])
    assert report.games == 60
    assert report.views_checked > 0 and report.clones_checked > 0

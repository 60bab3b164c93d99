"""A character's damage at the edge of exhaustion, found by a mutation sample of
``damage.py``: exhausted at 0 hit points, not at 1 (GH-CDMG-05)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, kind, pick, run

from rulebound.games.gloomhaven.position import set_hp

rules = pytest.mark.rules

BRUTE = 0


@rules("GH-CDMG-05")
@pytest.mark.parametrize(("hp", "exhausted"), [(3, False), (2, True)])
def test_a_character_is_exhausted_at_0_hit_points_not_1(
    tmp_path: Path, hp: int, exhausted: bool
) -> None:
    s = arena(tmp_path)
    fig = s.character(BRUTE)
    set_hp(s, fig, hp)
    run(s, ("suffer", fig.id, 2, -1))
    assert kind(s) == "suffer-damage"
    pick(s, "take the damage")
    assert s.heroes[BRUTE].exhausted == exhausted
    assert fig.hp == hp - 2

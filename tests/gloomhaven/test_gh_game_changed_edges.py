"""The game object: edges the mutation sample of this session's changes to
``game.py`` found untested (the rank check of the monster placements, done once per
scenario and monster data, must run again when the monster data is replaced)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_gh_bosses import BOSS, NAMED, bestiary, boss_game, guard_with, named_entry

from rulebound.kernel.errors import DataError

rules = pytest.mark.rules


@rules("GH-GLOSS-23")
def test_monster_data_replaced_after_a_game_started_is_checked_at_the_next_start(
    tmp_path: Path,
) -> None:
    # The arena places the test boss with the rank boss: fine with the boss's data, and
    # checked as that game started. The same type given a normal monster's stat card
    # makes the placement wrong: the next game of this game object says so.
    s = boss_game(tmp_path)
    game = s.game
    game.bestiary = bestiary(**{BOSS: guard_with(name="Test Boss"), NAMED: named_entry()})
    with pytest.raises(DataError, match="test-boss has the rank normal or elite, not boss"):
        game.new_initial_state(1)

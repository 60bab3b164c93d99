"""The scripted roller of test positions (``rolls.py``): what it counts, what it refuses,
and how a clone of a scripted position rolls. Found by the mutation sample of session 27
(docs/mutation-samples/mut-sw.md)."""

from __future__ import annotations

import pytest
from swd_helpers import KYLO, REY, Side, position, put_in_pool, uid

from rulebound.games.destiny.position import script_rolls
from rulebound.games.destiny.rolls import ScriptedRolls, UnscriptedRollError, roll_side


def test_left_counts_both_the_dice_queues_and_the_other_outcomes() -> None:
    s = position(Side(characters=[REY]), Side(characters=[KYLO]))
    roller = script_rolls(s, 1, 2, dice={0: [3, 4, 5]})
    assert roller.left() == 5
    roller.roll(0, "a die")
    assert roller.left() == 4


def test_a_scripted_pick_must_lie_between_0_and_one_less_than_the_number_of_choices() -> None:
    roller = ScriptedRolls((0, 2, 3))
    assert roller.randbelow(3) == 0  # the lowest pick is allowed
    assert roller.randbelow(3) == 2  # and the highest
    with pytest.raises(UnscriptedRollError, match="scripted pick 3 is not between 0 and 2"):
        roller.randbelow(3)


def test_a_clone_of_a_scripted_position_rolls_the_same_sides_on_its_own() -> None:
    s = position(Side(characters=[REY]), Side(characters=[KYLO]))
    [die] = put_in_pool(s, uid(s, "Rey"), 0)
    roller = script_rolls(s, dice={die: [3, 5]})
    copy = s.clone()
    assert roll_side(copy, die) == 3 and roll_side(copy, die) == 5
    assert roller.left() == 2  # the original's outcomes are untouched
    assert roll_side(s, die) == 3

"""Die edges the mutation sample of ``kernel/dice.py`` found untested: a die shows one of
its six sides, 0 to 5, and refuses any other."""

import pytest

from rulebound.kernel.dice import Die, DieFace

FACES = (DieFace("melee", 1),) * 6


@pytest.mark.parametrize("side", [-1, 6, 7])
def test_a_side_outside_0_to_5_is_refused(side: int) -> None:
    with pytest.raises(ValueError, match=f"side {side} out of range 0-5"):
        Die("Training Remote", FACES, side)


def test_sides_0_to_5_are_accepted() -> None:
    assert [Die("Training Remote", FACES, side).side for side in range(6)] == list(range(6))

"""Card-pool checks the mutation sample of ``cards.py`` found untested: two versions of
one Name with the same rarity are refused."""

from __future__ import annotations

import pytest
from mma_helpers import MakeGame, card, rules

from rulebound.kernel.errors import DataError


@rules("MTCG-CARD-10")
def test_two_versions_of_a_name_with_one_rarity_are_refused(make_game: MakeGame) -> None:
    """Versions of one Name differ in rarity: a second Thor [C] names both cards."""
    with pytest.raises(DataError, match=r"card 'thor-2': same Name and rarity as card 'thor'"):
        make_game([card("thor", "Thor"), card("thor-2", "Thor", attack=400)])
    make_game([card("thor", "Thor"), card("thor-2", "Thor", rarity="R")])  # differ: fine

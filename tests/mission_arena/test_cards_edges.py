"""Card-pool checks the mutation sample of ``cards.py`` found untested: two versions of
one Name with the same rarity are refused, and a deck file's name line without a space."""

from __future__ import annotations

import pytest
from mma_helpers import MakeGame, card, rules

from rulebound.games.mission_arena.cards import parse_deck
from rulebound.kernel.errors import DataError


@rules("MTCG-CARD-10")
def test_two_versions_of_a_name_with_one_rarity_are_refused(make_game: MakeGame) -> None:
    """Versions of one Name differ in rarity: a second Thor [C] names both cards."""
    with pytest.raises(DataError, match=r"card 'thor-2': same Name and rarity as card 'thor'"):
        make_game([card("thor", "Thor"), card("thor-2", "Thor", attack=400)])
    make_game([card("thor", "Thor"), card("thor-2", "Thor", rarity="R")])  # differ: fine


def test_a_deck_file_names_its_deck_with_or_without_a_space(make_game: MakeGame) -> None:
    """``name:`` names the deck whether a space follows the colon or not."""
    pool = make_game([card("thor", "Thor")]).pool
    lines = [f"5 filler-{i}" for i in range(1, 12)] + ["1 filler-12"]
    for header in ("name:Heroes", "name: Heroes", "NAME:  Heroes  "):
        deck = parse_deck("\n".join([header, *lines]), pool, "heroes-file.deck")
        assert deck.name == "Heroes" and len(deck.cards) == 56

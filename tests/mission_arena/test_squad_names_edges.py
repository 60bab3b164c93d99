"""Squad names seen from the second player's seat: the mutation sample of ``queries.py``
found ``squad_names`` and ``team_members_in_play`` tested only for seat 0, whose slice
``stacks[0:5]`` reads the same with ``base - 5`` or ``seat * 6``."""

from __future__ import annotations

import pytest
from mma_helpers import MakeGame, card, rules, side

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

CARDS = [
    card("thor", "Thor"),
    card("thor-r", "Thor", rarity="R"),
    card("sub", "Sub"),
    card("hulk", "Hulk"),
    card("bw", "Black Widow"),
    card("hk", "Hawkeye"),
    card("bwh", "Team BW", rarity="R", members=["Black Widow", "Hawkeye"]),
    card("foe", "Foe", alignment="evil"),
]


@pytest.fixture
def game(make_game: MakeGame) -> MissionArenaGame:
    return make_game(CARDS, special_abilities=False)


@rules("MTCG-DECK-06", "MTCG-REPL-07")
def test_the_second_players_replacement_offers_no_second_copy_of_a_name(
    game: MissionArenaGame,
) -> None:
    """Thor is in seat 1's Active Squad: the Thor [R] in its hand cannot fill a place."""
    state = build_position(
        game,
        phase="replacement",
        active=1,
        sides=(side(["foe"]), side(["thor"], hand=["thor-r", "sub"])),
    )
    options = Script(state).expect("fill-from-hand").options()
    assert options and all("Thor" not in label for label in options)
    assert any(label.startswith("Play Sub [C]") for label in options)


@rules("MTCG-TEAM-04")
def test_the_second_players_team_member_cannot_be_swapped_in(game: MissionArenaGame) -> None:
    """Seat 1's Team (its Active 1) holds Black Widow: a Black Widow in its hand cannot
    replace its Reserve protagonist; another card can."""
    state = build_position(
        game,
        phase="check-point",
        active=1,
        sides=(side(["foe"]), side(["bwh"], ["hulk"], hand=["bw", "sub"])),
    )
    options = Script(state).expect("check-point").options()
    assert "Return Hulk (Reserve 1) to hand and play Sub [C]" in options
    assert not any("Black Widow" in label for label in options)


@rules("MTCG-DECK-06")
def test_a_name_in_the_opponents_squads_does_not_block_yours(game: MissionArenaGame) -> None:
    """Only your own Squads block a Name: the opponent's Thor (its Active 1, the position
    after your Reserve 2) leaves your Thor free to fill a place."""
    state = build_position(
        game,
        phase="replacement",
        sides=(side(["sub"], hand=["thor"]), side(["thor-r"])),
    )
    options = Script(state).expect("fill-from-hand").options()
    assert any(label.startswith("Play Thor [C]") for label in options)

"""The kernel conformance suite on every registered game, and on the test-only
dice game (which has explicit chance decisions)."""

import pytest

from rulebound.kernel import list_games
from rulebound.kernel.conformance import check_game, scaled

MMA_GAMES = scaled(200)  # RULEBOUND_CONFORMANCE_SCALE=50: the 10,000-game run
CHUNKS = 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_mission_arena_random_games_conform(chunk: int) -> None:
    # Random games in four chunks so that pytest-xdist spreads them over the cores.
    report = check_game("marvel-mission-arena", games=MMA_GAMES // CHUNKS, seed=1000 + chunk)
    assert report.games == MMA_GAMES // CHUNKS
    assert report.clones_checked > 0 and report.views_checked > 0
    assert sum(report.outcomes.values()) == report.games


@pytest.mark.parametrize(
    "params",
    [
        {"weak_points": "A"},
        {"weak_points": "B"},
        {"special_abilities": False},
        {"first_turn_counts": True},
    ],
)
def test_mission_arena_options_conform(params: dict[str, object]) -> None:
    report = check_game("marvel-mission-arena", games=25, seed=7, **params)
    assert report.games == 25


def test_every_registered_game_conforms() -> None:
    for info in list_games():
        assert check_game(info.full_id, games=3, seed=11).games == 3


def test_chance_game_conforms() -> None:
    report = check_game("pig-test", games=50, seed=3)
    assert report.games == 50

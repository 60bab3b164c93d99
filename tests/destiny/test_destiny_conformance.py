"""The kernel conformance suite on Star Wars: Destiny: 200 random Rey-vs-Kylo games
(in chunks, so ``pytest -n 2`` runs them in parallel), plus every rules option."""

from __future__ import annotations

import pytest

from rulebound.kernel.conformance import check_game, scaled

GAMES = scaled(200)  # RULEBOUND_CONFORMANCE_SCALE=50: the 10,000-game run
CHUNKS = 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_rey_vs_kylo_random_games_conform(chunk: int) -> None:
    report = check_game("star-wars-destiny", games=GAMES // CHUNKS, seed=5000 + chunk)
    assert report.games == GAMES // CHUNKS
    assert sum(report.outcomes.values()) == GAMES // CHUNKS


@pytest.mark.parametrize(
    "params",
    [
        {"symbol_targets": "printed-game"},
        {"decline_extra_action": "no-pass"},
        {"trigger_order": "battlefield-controller"},
        {"decks": "kylo,rey"},
        {"decks": "rey,rey"},
    ],
)
def test_rules_options_conform(params: dict[str, object]) -> None:
    assert check_game("star-wars-destiny", games=25, seed=9, **params).games == 25

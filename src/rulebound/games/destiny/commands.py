"""Star Wars: Destiny's additions to the ``rulebound`` command: ``sim --decks A,B`` ends
with how deck A fared against deck B, and ``sim --gauntlet DECK`` plays a deck against
every shipped deck (the logic is in ``gauntlet.py``).

This is the game's command-line module, named in the ``rulebound.cli`` entry-point group
of ``pyproject.toml``; the CLI calls it without knowing the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulebound.kernel.game import Game


def sim_line(game: Game, result: dict[str, Any]) -> str:
    """The line after a ``sim`` table: deck A (seat 0) against deck B (seat 1)."""
    from rulebound.games.destiny.gauntlet import deck_line

    return deck_line(result, game.list_param("decks"))


def gauntlet(
    console: Any,
    deck: str,
    games: int,
    bots: Sequence[str],
    seed: int,
    workers: int,
    params: dict[str, Any],
) -> list[dict[str, Any]]:
    """``sim star-wars-destiny --gauntlet DECK``: the deck against every shipped deck."""
    from rulebound.games.destiny.gauntlet import gauntlet_command

    return gauntlet_command(console, deck, games, bots, seed, workers, params)

"""Decks against decks: the win rate of one deck against another, and a gauntlet (one
deck against every shipped deck), each with its 95% Wilson interval.

Deck A always sits in seat 0 and deck B in seat 1; who acts first in Destiny is
decided in play (the battlefield roll), not by the seat, so a seat carries no
advantage of its own. Both seats are played by the same bot unless told otherwise,
so the figure measures the decks, not the bots.

    >>> row = deck_match("rey", "kylo", games=4, seed=1)
    >>> row["deck"], row["opponent"], row["wins"] + row["losses"] + row["draws"]
    ('rey', 'kylo', 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulebound.games.destiny.decks import SHIPPED
from rulebound.kernel.errors import ParameterError
from rulebound.sim import run_sim, wilson_interval

GAME_ID = "star-wars-destiny"


def deck_result(result: dict[str, Any], deck: str, opponent: str) -> dict[str, Any]:
    """Deck A's record in a :func:`~rulebound.sim.run_sim` result of ``decks=A,B``."""
    wins, losses = result["seat_wins"][0], result["seat_wins"][1]
    draws = result["draws"]
    games = wins + losses + draws
    low, high = wilson_interval(wins, games)
    return {
        "deck": deck,
        "opponent": opponent,
        "wins": wins,
        "losses": losses,
        "draws": draws,
        "win_rate": round(wins / games, 6) if games else 0.0,
        "win_rate_ci95": [round(low, 6), round(high, 6)],
        "decisions_per_game": result["decisions_per_game"],
    }


def deck_match(
    deck: str,
    opponent: str,
    games: int = 100,
    bots: Sequence[str] = ("greedy", "greedy"),
    seed: int = 0,
    workers: int = 1,
    params: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``deck`` (seat 0) against ``opponent`` (seat 1) ``games`` times."""
    merged = {**(params or {}), "decks": f"{deck},{opponent}"}
    result = run_sim(GAME_ID, games, list(bots), seed=seed, workers=workers, params=merged)
    return deck_result(result, deck, opponent)


def gauntlet(
    deck: str,
    games: int = 100,
    bots: Sequence[str] = ("greedy", "greedy"),
    seed: int = 0,
    workers: int = 1,
    params: dict[str, Any] | None = None,
    opponents: Sequence[str] | None = None,
) -> list[dict[str, Any]]:
    """``deck`` against every shipped deck (or ``opponents``), one row each."""
    if "decks" in (params or {}):
        raise ParameterError("--gauntlet picks the decks itself: leave out --decks")
    rivals = list(opponents) if opponents is not None else list(SHIPPED)
    return [
        deck_match(deck, rival, games, bots, seed=seed, workers=workers, params=params)
        for rival in rivals
    ]


# --- the command line's output ----------------------------------------------------------


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def render_gauntlet(console: Any, deck: str, rows: list[dict[str, Any]], bots: str) -> None:
    """The gauntlet table: one row per opponent deck."""
    from rich.table import Table
    from rich.text import Text

    games = rows[0]["wins"] + rows[0]["losses"] + rows[0]["draws"] if rows else 0
    table = Table(
        title=Text(f"Gauntlet: {deck} against every shipped deck, {games} games each ({bots})"),
        title_justify="left",
    )
    for column in ("Opponent", "Wins", "Losses", "Draws", "Win rate", "95% CI"):
        table.add_column(column, justify="left" if column == "Opponent" else "right")
    for row in rows:
        low, high = row["win_rate_ci95"]
        table.add_row(
            Text(row["opponent"]),
            str(row["wins"]),
            str(row["losses"]),
            str(row["draws"]),
            _pct(row["win_rate"]),
            f"{_pct(low)} - {_pct(high)}",
        )
    console.print(table)


def deck_line(result: dict[str, Any], names: Sequence[str]) -> str:
    """One line after a ``sim --decks A,B`` table: how deck A fared against deck B; with
    3-4 decks, one line per deck (its seat's wins out of every game)."""
    if len(names) > 2:
        games = sum(result["seat_wins"][: len(names)]) + result["draws"]
        lines = []
        for seat, name in enumerate(names):
            wins = result["seat_wins"][seat]
            low, high = wilson_interval(wins, games)
            rate = wins / games if games else 0.0
            lines.append(
                f"Deck {name} (seat {seat}): {wins} wins of {games} games, win rate "
                f"{_pct(rate)} (95% CI {_pct(low)} - {_pct(high)})"
            )
        return "\n".join(lines)
    row = deck_result(result, names[0], names[1])
    low, high = row["win_rate_ci95"]
    return (
        f"Deck {names[0]} (seat 0) against {names[1]} (seat 1): {row['wins']} wins, "
        f"{row['losses']} losses, {row['draws']} draws, win rate {_pct(row['win_rate'])} "
        f"(95% CI {_pct(low)} - {_pct(high)})"
    )


def gauntlet_command(
    console: Any,
    deck: str,
    games: int,
    bots: Sequence[str],
    seed: int,
    workers: int,
    params: dict[str, Any],
) -> list[dict[str, Any]]:
    """What ``rulebound sim star-wars-destiny --gauntlet DECK`` does."""
    rows = gauntlet(deck, games, bots, seed=seed, workers=workers, params=params)
    render_gauntlet(console, deck, rows, ",".join(bots))
    return rows

"""The kernel's front-end API as the web player uses it.

Everything the server sends a seat is built here, from the public API only:
``view(seat, describe=True)``, ``events_for(seat)``, undo and the seat names.
Seat ``-1`` is a spectator (public information only).
"""

from __future__ import annotations

from typing import Any

from rulebound.kernel.decision import TERMINAL
from rulebound.kernel.state import State

SPECTATOR = -1


def seat_names(state: State) -> list[str]:
    """A readable name per seat ("Brute", "Spider-Man (Peter Parker)"...)."""
    game = state.game
    names = []
    for seat in range(game.num_players):
        name = game.seat_name(seat)
        if name == f"Player {seat + 1}":  # the kernel's default: the view may say better
            body = state.view(seat)
            entries = body.get("players") or body.get("characters") or []
            entry = entries[seat] if seat < len(entries) and isinstance(entries[seat], dict) else {}
            name = str(entry.get("name") or entry.get("identity") or entry.get("class") or name)
        names.append(name)
    return names


def view(state: State, seat: int) -> dict[str, Any]:
    """``seat``'s view with the descriptions of every object it can see."""
    return state.view(seat, describe=True)


def events(state: State, seat: int, since: int = 0) -> list[dict[str, Any]]:
    """The events ``seat`` may read whose log index is ``since`` or later."""
    return state.events_for(seat, since)


def undo_point(state: State, seat: int) -> int | None:
    """The history length ``seat`` may go back to, or ``None``."""
    return None if seat < 0 else state.undo_point(seat)


def undo(state: State, seat: int) -> State:
    """The state with ``seat``'s last decisions taken back (the kernel decides how far;
    an :class:`~rulebound.kernel.IllegalActionError` when there is nothing to undo)."""
    return state.undo(seat)


def result_text(state: State, names: list[str], view: dict[str, Any] | None = None) -> str:
    """One line telling how the game ended ("" while it goes on), with the reason a
    seat's ``view`` gives (every game's view names it ``win_reason``; it is public)."""
    if state.current_player() != TERMINAL:
        return ""
    returns = state.returns()
    best = max(returns)
    winners = [names[seat] for seat, value in enumerate(returns) if value == best]
    if state.game.info.utility == "identical":  # cooperative: as the terminal says it
        verdict = "the players win" if best > 0 else "the players lose"
    elif len(set(returns)) == 1:
        verdict = {1: "everyone wins", -1: "everyone loses", 0: "a draw"}[(best > 0) - (best < 0)]
    elif len(winners) == 1:
        verdict = f"{winners[0]} wins"
    else:
        verdict = f"{' and '.join(winners)} win"
    reason = (view or {}).get("win_reason")
    return f"The game is over: {verdict}" + (f": {reason}." if reason else ".")

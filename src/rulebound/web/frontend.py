"""The kernel's front-end API as the web player uses it.

Everything the server sends a seat is built here, from the public API only:
``view(seat)``, the seat's events, card descriptions, undo and seat names. Seat
``-1`` is a spectator (public information only).
"""

from __future__ import annotations

from typing import Any

from rulebound.kernel.decision import TERMINAL
from rulebound.kernel.errors import IllegalActionError
from rulebound.kernel.state import State

SPECTATOR = -1


def seat_names(state: State) -> list[str]:
    """A readable name per seat ("Brute", "P1 Avengers"...)."""
    game = state.game
    if hasattr(game, "seat_name"):
        return [str(game.seat_name(seat)) for seat in range(game.num_players)]
    names = []
    for seat in range(game.num_players):  # a kernel without seat names: read the view
        body = state.view(seat)
        players = body.get("players") or body.get("characters") or []
        entry = players[seat] if seat < len(players) and isinstance(players[seat], dict) else {}
        name = entry.get("name") or entry.get("identity") or entry.get("class")
        names.append(str(name) if name else f"Player {seat + 1}")
    return names


def view(state: State, seat: int) -> dict[str, Any]:
    """``seat``'s view with the descriptions of every object it can see."""
    try:
        return state.view(seat, describe=True)  # type: ignore[call-arg]
    except TypeError:  # a kernel without card descriptions
        return state.view(seat)


def events(state: State, seat: int, since: int = 0) -> list[dict[str, Any]]:
    """The events ``seat`` may read whose log index is ``since`` or later."""
    if hasattr(state, "events_for"):
        found: list[dict[str, Any]] = state.events_for(seat, since)
        return found
    out = []
    for index, (visibility, text) in enumerate(state.events or ()):
        if index < since or not (visibility == -1 or visibility == seat):
            continue
        out.append(
            {
                "index": index,
                "kind": "info",
                "public": visibility == -1,
                "seats": [] if visibility == -1 else [visibility],
                "ids": [],
                "text": text,
            }
        )
    return out


def undo_point(state: State, seat: int) -> int | None:
    """The history length ``seat`` may go back to, or ``None``."""
    if seat < 0 or not hasattr(state, "undo_point"):
        return None
    point: int | None = state.undo_point(seat)
    return point


def undo(state: State, seat: int) -> State:
    """The state with ``seat``'s last decisions taken back (kernel rules decide how far)."""
    if undo_point(state, seat) is None:
        raise IllegalActionError("nothing to undo")
    undone: State = state.undo(seat)  # type: ignore[attr-defined]
    return undone


def result_text(state: State, names: list[str]) -> str:
    """One line telling how the game ended ("" while it goes on)."""
    if state.current_player() != TERMINAL:
        return ""
    returns = state.returns()
    best = max(returns)
    winners = [names[seat] for seat, value in enumerate(returns) if value == best]
    if len(set(returns)) == 1:
        if best > 0:
            return "The game is over: everyone wins."
        if best < 0:
            return "The game is over: everyone loses."
        return "The game is over: a draw."
    if len(winners) == 1:
        return f"The game is over: {winners[0]} wins."
    return f"The game is over: {' and '.join(winners)} win."

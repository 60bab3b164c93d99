"""An audit of the structured events at the moment each one is told.

A game's tests use it to check what :meth:`State.events_for` promises a front end,
against the state's own information rather than by reading the code that logs:
every id an event carries is one the seats that see the event can look up
(:meth:`State.describe`) right then, no id names an object hidden from them, and
an event whose text names an object a seat can see carries that object's id.

    >>> from rulebound import load_game
    >>> from rulebound.kernel.rng import Rng
    >>> state = load_game("marvel-mission-arena").new_initial_state(seed=3)
    >>> told = audit_events(state, Rng(1), max_decisions=5)
    >>> all(not t.unknown for t in told)
    True

It calls :meth:`State.visible_objects` for every event, so it is for tests and
short runs, not for play.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulebound.kernel.events import PUBLIC, LogEvent
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State


@dataclass
class Told:
    """One event as it was told, with what the seats that see it could see then.

    ``unknown``: per seat, ids the seat could not describe when the event was told.
    ``hidden``: per seat, ids of objects hidden from it then (as the caller's
    ``hidden_ids`` reads them from the state's zones). ``named``: names of objects
    the seats could see that the text names; ``covered``: those of them an id on the
    event describes.
    """

    index: int
    event: LogEvent
    unknown: dict[int, list[str]] = field(default_factory=dict)
    hidden: dict[int, list[str]] = field(default_factory=dict)
    named: set[str] = field(default_factory=set)
    covered: set[str] = field(default_factory=set)


@functools.lru_cache(maxsize=64)
def _name_pattern(names: frozenset[str]) -> re.Pattern[str]:
    longest_first = sorted((n for n in names if n), key=len, reverse=True)
    alternatives = "|".join(map(re.escape, longest_first)) or "(?!)"
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


def _names_in(text: str, names: set[str]) -> set[str]:
    """The names the text uses as names, the longest at each place: "Rey die" is one
    name, not also "Rey"; "Hulk" is not in "She-Hulk"."""
    return {m.group(0) for m in _name_pattern(frozenset(names)).finditer(text)}


HiddenIds = Callable[[State, int], set[str]]
"""The ids of the objects hidden from a seat, read from a state's zones."""


class _Watched(list[LogEvent]):
    """The log of the audited state: it audits each event as it is appended."""

    def __init__(
        self,
        items: list[LogEvent],
        state: State,
        out: list[Told],
        hidden_ids: HiddenIds | None,
        names: bool,
    ) -> None:
        super().__init__(items)
        self.state = state
        self.out = out
        self.hidden_ids = hidden_ids
        self.names = names

    def append(self, event: LogEvent) -> None:
        self.out.append(audit_one(self.state, event, len(self), self.hidden_ids, self.names))
        super().append(event)


def watch(state: State, hidden_ids: HiddenIds | None = None, names: bool = True) -> list[Told]:
    """From now on, audit each event ``state`` tells as it is told, into the list
    returned, until :func:`unwatch`. ``names=False`` skips the naming check (cheaper)."""
    out: list[Told] = []
    if state.events is not None:
        state.events = _Watched(list(state.events), state, out, hidden_ids, names)
    return out


def unwatch(state: State) -> None:
    """Stop auditing ``state``'s events (its log becomes a plain list again)."""
    if state.events is not None:
        state.events = list(state.events)


def audit_one(
    state: State,
    event: LogEvent,
    index: int,
    hidden_ids: HiddenIds | None = None,
    names: bool = True,
) -> Told:
    """Audit one event against ``state`` as it is now (before the event is logged)."""
    told = Told(index, event)
    players = range(state.game.num_players)
    seats = list(players) if event.seat == PUBLIC else [event.seat]
    objects: dict[int, dict[str, dict[str, Any]]] = {}
    for seat in seats if event.ids else ():  # an event without ids needs no lookup
        objects[seat] = visible = state.visible_objects(seat)
        unknown = [i for i in event.ids if i not in visible]
        if unknown:
            told.unknown[seat] = unknown
        hidden = hidden_ids(state, seat) if hidden_ids else set()
        leaked = [i for i in event.ids if i in hidden]
        if leaked:
            told.hidden[seat] = leaked
    if not names:
        return told
    # The names every seat that sees the event can see (a spectator's for a public one).
    shared = state.visible_objects(PUBLIC if event.seat == PUBLIC else event.seat)
    shown = {o["name"] for o in shared.values()}
    text = event.text
    for seat in players:  # a seat's display name ("P1 Rey Starter") names no object
        text = text.replace(state.game.seat_name(seat), " ")
    told.named = _names_in(text, shown)
    on_event = {shared[i]["name"] for i in event.ids if i in shared}
    told.covered = told.named & on_event
    return told


def audit_events(
    state: State, rng: Rng, max_decisions: int = 10_000, hidden_ids: HiddenIds | None = None
) -> list[Told]:
    """Play ``state`` on with random answers and audit every event told from now on;
    the events already in its log (the setup's) are audited against ``state`` as it is."""
    out = [
        audit_one(state, event, index, hidden_ids) for index, event in enumerate(state.events or ())
    ]
    told = watch(state, hidden_ids)
    try:
        for _ in range(max_decisions):
            if state.is_terminal():
                break
            state.apply_action(random_action(state, rng))
    finally:
        unwatch(state)
    return out + told

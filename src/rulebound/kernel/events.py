"""Structured events: every line of a game's log is data as well as text.

A front end never parses log strings: it reads :meth:`State.events_for`, whose
entries carry a kind (``"damage"``, ``"draw"``, ``"move"``...), who may see the
event, the ids of the objects it concerns (the same ids as in the view and
:meth:`State.describe`), and the readable text.

    >>> from rulebound import load_game
    >>> state = load_game("marvel-mission-arena").new_initial_state(seed=3)
    >>> event = state.events_for(0)[0]
    >>> sorted(event)
    ['ids', 'index', 'kind', 'public', 'seats', 'text']
"""

from __future__ import annotations

from typing import Any, NamedTuple

PUBLIC = -1
"""The ``seat`` of an event every seat (and a spectator) may see."""

SPECTATOR = -1
"""Pass as ``seat`` to :meth:`State.events_for` or :meth:`State.view` for public information
only."""

REVEALING_KINDS = frozenset({"draw", "reveal", "shuffle", "roll"})
"""Kinds of event that show a seat something it could not know before. An undo never
goes back across one (:meth:`State.undo_point`)."""


OWN_CHOICE = "own-choice"
"""The kind of a private event that repeats to its seat what that seat just chose
("You lead with Trample"): it tells no secret, so unlike other private events it does not
stop an undo (:meth:`State.undo_point`)."""


class LogEvent(NamedTuple):
    """One entry of the log.

    Attributes:
        seat: ``-1`` for a public event, else the one seat that may see it.
        text: the readable line, in the game's own terms.
        kind: a stable lowercase tag (``"phase"``, ``"card-played"``, ``"damage"``...).
        ids: ids of the objects the event concerns (as in the view), possibly empty.
    """

    seat: int
    text: str
    kind: str = "info"
    ids: tuple[str, ...] = ()

    def visible_to(self, seat: int) -> bool:
        """Whether ``seat`` may see the event (a spectator, ``-1``, sees only public ones)."""
        return self.seat == PUBLIC or (seat >= 0 and self.seat == seat)

    def to_json(self, index: int, ids: tuple[str, ...] | None = None) -> dict[str, Any]:
        """The event as JSON-safe data at log index ``index``, with ``ids`` for its own
        ids if given (:meth:`State.event_ids`)."""
        return {
            "index": index,
            "kind": self.kind,
            "public": self.seat == PUBLIC,
            "seats": [] if self.seat == PUBLIC else [self.seat],
            "ids": list(self.ids if ids is None else ids),
            "text": self.text,
        }

"""The game state: one point of one play, driven by decisions.

Every game implements a subclass of :class:`State`. The flat decision API
follows OpenSpiel's conventions:

* :meth:`State.decision` is the pending :class:`~rulebound.kernel.Decision`;
* :meth:`State.current_player`, :meth:`State.legal_actions`,
  :meth:`State.action_to_string` read it;
* :meth:`State.apply_action` answers it (an illegal index raises
  :class:`~rulebound.kernel.IllegalActionError` and leaves the state unchanged);
* :meth:`State.is_terminal` and :meth:`State.returns` report the outcome.

A state also keeps its decision history (the replay) and a readable event log.
Both are left out of :meth:`State.clone`, which must stay cheap: search bots
clone thousands of times per second.

Front ends (the terminal, the browser, RL adapters) use the front-end API:
:meth:`State.view` (with ``describe=True`` the descriptions of every visible card,
ability or die), :meth:`State.describe`, :meth:`State.events_for` (the structured
log), :meth:`State.public_action_string` (how a decision is told to the other
seats), :meth:`State.undo_point` and :meth:`State.undo`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from rulebound.kernel.decision import CHANCE, TERMINAL, Decision
from rulebound.kernel.errors import IllegalActionError, UnknownObjectError
from rulebound.kernel.events import OWN_CHOICE, PUBLIC, REVEALING_KINDS, LogEvent

_new_tuple = tuple.__new__

if TYPE_CHECKING:
    from rulebound.kernel.game import Game
    from rulebound.kernel.replay import Replay
    from rulebound.kernel.rng import Rng


class State(ABC):
    """Base class of every game's state.

    Subclasses set ``game``, ``seed``, ``rng``, ``history`` and ``events`` in
    their constructor and implement the abstract methods. ``events`` holds the
    event log as :class:`~rulebound.kernel.events.LogEvent` entries: each has the
    seat that may see it (``-1`` for a public event), its text, kind and ids.
    """

    game: Game
    seed: int
    rng: Rng
    history: list[int] | None
    events: list[LogEvent] | None

    # --- the pending decision -------------------------------------------------

    @abstractmethod
    def decision(self) -> Decision:
        """The one pending decision (a terminal state has an empty one)."""

    def current_player(self) -> int:
        """The deciding seat, :data:`CHANCE` or :data:`TERMINAL`."""
        return self.decision().seat

    def legal_actions(self) -> list[int]:
        """The legal actions of the pending decision, sorted and unique."""
        return list(self.decision().options)

    def legal_actions_mask(self) -> list[int]:
        """A 0/1 vector over ``range(game.num_distinct_actions())``."""
        mask = [0] * self.game.num_distinct_actions()
        for action in self.decision().options:
            mask[action] = 1
        return mask

    @abstractmethod
    def action_to_string(self, action: int) -> str:
        """The readable label of ``action`` in the pending decision (unique within it)."""

    def labels(self) -> dict[int, str]:
        """Every legal action with its label."""
        return {a: self.action_to_string(a) for a in self.decision().options}

    def is_terminal(self) -> bool:
        return self.decision().seat == TERMINAL

    def is_chance_node(self) -> bool:
        return self.decision().seat == CHANCE

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Outcomes and probabilities of a chance decision (uniform unless overridden)."""
        options = self.decision().options
        if self.decision().seat != CHANCE:
            raise IllegalActionError("chance_outcomes() called when no chance decision is pending")
        p = 1.0 / len(options)
        return [(a, p) for a in options]

    @abstractmethod
    def returns(self) -> list[float]:
        """Each seat's utility; meaningful once terminal (all zero before)."""

    # --- acting ---------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Answer the pending decision with ``action``.

        Raises :class:`IllegalActionError`, naming the decision and the legal
        options, if ``action`` is not one of them; the state is then unchanged.
        """
        decision = self.decision()
        if action not in decision.options:
            raise IllegalActionError(self._illegal_message(action, decision))
        self._apply(action)
        if self.history is not None:
            self.history.append(action)

    def _illegal_message(self, action: object, decision: Decision) -> str:
        if decision.seat == TERMINAL:
            return f"illegal action {action!r}: the game is over"
        shown = ", ".join(f"{a}={self.action_to_string(a)!r}" for a in decision.options[:12])
        more = f" (+{len(decision.options) - 12} more)" if len(decision.options) > 12 else ""
        return (
            f"illegal action {action!r} for decision {decision.kind!r} "
            f"({decision.prompt}); legal: {shown}{more}"
        )

    @abstractmethod
    def _apply(self, action: int) -> None:
        """Apply a validated action and advance to the next decision."""

    def child(self, action: int) -> State:
        """A clone with ``action`` applied."""
        copy = self.clone()
        copy.apply_action(action)
        return copy

    # --- copies, views, snapshots ---------------------------------------------

    @abstractmethod
    def clone(self) -> State:
        """An independent copy without history or log. Must not use deepcopy."""

    @abstractmethod
    def view_body(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know of the position, as JSON-safe data."""

    def view(self, seat: int, describe: bool = False) -> dict[str, Any]:
        """What ``seat`` may know, plus the pending decision as that seat sees it.

        The deciding seat sees the options with their labels; every other seat
        sees only who decides and what kind of choice it is. With ``describe`` the
        view also holds ``"objects"``: the description of every card, ability,
        monster or die the seat can see, by id (:meth:`visible_objects`); bots
        leave it out, since it costs.
        """
        # the decision first: asking it runs the steps that need no one, so the body
        # shows the position the decision is about, not the one before those steps
        decision = self.decision()
        body = self.view_body(seat)
        if describe:
            body["objects"] = self.visible_objects(seat)
        body.setdefault("game", self.game.info.id)  # front ends pick a renderer by it
        pending: dict[str, Any] = {"seat": decision.seat, "kind": decision.kind}
        if decision.seat == seat:
            pending["prompt"] = decision.prompt
            pending["options"] = [[a, self.action_to_string(a)] for a in decision.options]
        body["decision"] = pending
        body["seat"] = seat
        return body

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The complete state (hidden information included), for equality tests."""

    @abstractmethod
    def resample_hidden(self, seat: int, rng: Rng) -> State:
        """A clone in which everything hidden from ``seat`` is redrawn at random,
        consistently with what ``seat`` knows. ``view(seat)`` must not change.
        """

    def say(
        self, text: str, seat: int = PUBLIC, *, kind: str = "info", ids: tuple[str, ...] = ()
    ) -> None:
        """Add an event to the log (clones keep no log).

        ``seat`` is the only seat that may see it (``-1``: every seat); ``kind`` a
        stable tag such as ``"damage"``; ``ids`` the objects it concerns, as in the
        view. Anything that shows a seat what it could not know before (a card
        drawn, a reveal, a shuffle, a roll) uses a kind of
        :data:`~rulebound.kernel.events.REVEALING_KINDS`: undo relies on it.
        """
        if self.events is not None:
            # tuple.__new__ straight: LogEvent(...) goes through a Python-level __new__,
            # and a game logs an event at nearly every step
            self.events.append(_new_tuple(LogEvent, (seat, text, kind, ids)))

    # --- the front-end API ----------------------------------------------------

    def events_for(self, seat: int, since: int = 0) -> list[dict[str, Any]]:
        """The structured events ``seat`` may see (``-1``: a spectator, public ones only)
        from log index ``since`` on, as JSON-safe dicts with ``index``, ``kind``,
        ``public``, ``seats``, ``ids`` and ``text``. Indexes are positions in the whole
        log, so a front end polls with ``since`` = the last index seen + 1."""
        events = self.events or []
        return [
            event.to_json(index, self.event_ids(event))
            for index, event in enumerate(events[since:], start=max(since, 0))
            if event.visible_to(seat)
        ]

    def event_ids(self, event: LogEvent) -> tuple[str, ...]:
        """The ids :meth:`events_for` gives ``event``: those it was told with. A game may
        add more here, when the events are read rather than at every ``say`` of a
        simulation (Gloomhaven adds the objects a line names)."""
        return event.ids

    def public_action_string(self, action: int) -> str:
        """How the answer ``action`` to the pending decision is told to the other seats.

        It names nothing they may not know (a card from a hand only once it is played
        face up). Games whose decisions can be secret override it; the default is
        the label."""
        return self.action_to_string(action)

    def broken_invariants(self) -> list[str]:
        """What this state breaks of the game's own invariants, one readable line each
        (an empty list when all hold).

        The conformance suite asks at every decision of its random games. Games declare
        the bookkeeping their rules promise: every card in exactly one zone, dice
        conserved, damage and counters within their bounds, a finished game's winner
        justified by a win rule, the deciding seat the one whose turn it is. Checks must
        be cheap: they run as often as decisions."""
        return []

    def hidden_names(self, seat: int) -> set[str]:
        """Names of the objects hidden from ``seat`` (cards in other hands and in decks,
        face-down cards, secret plans). The conformance suite checks that no public
        action string or event ``seat`` may see names one before it is public."""
        return set()

    def visible_objects(self, seat: int) -> dict[str, dict[str, Any]]:
        """The description of every card, ability, monster or die ``seat`` can see
        (``-1``: a spectator), by id.

        Each description has at least ``id``, ``name``, ``kind`` and ``text`` (our
        own paraphrase), and where they apply ``subtitle``, ``cost``, ``stats``,
        ``icons``, ``traits``, ``keywords``, ``faces`` (every face of a die),
        ``current_face``, ``sections`` (titled parts, such as the two halves of a
        Gloomhaven card), ``owner`` and ``zone``. An id reveals nothing hidden."""
        return {}

    def describe(self, object_id: str, seat: int) -> dict[str, Any]:
        """The full description of one object ``seat`` can see.

        Raises :class:`~rulebound.kernel.errors.UnknownObjectError` for an id that is
        unknown or hidden from ``seat``."""
        found = self.visible_objects(seat).get(object_id)
        if found is None:
            raise UnknownObjectError(f"no visible card or object with id {object_id!r}")
        return found

    def undo_point(self, seat: int) -> int | None:
        """The history length an undo by ``seat`` goes back to, or ``None``.

        It is the start of ``seat``'s latest decision, if since then every decision
        was ``seat``'s own, nothing was drawn from the random generator, no draw,
        reveal, shuffle or roll was shown to ``seat`` and no event was told to
        ``seat`` alone (a private line tells a secret, unless it only repeats the
        seat's own choice: :data:`~rulebound.kernel.events.OWN_CHOICE`). As a last guard,
        the decisions are replayed from that point on two redraws of everything
        hidden from ``seat``: if ``seat`` would see anything else, there is no undo.
        So an undo never shows a player the future. It replays the history, which
        is cheap next to a person's thinking time."""
        history = self.history
        if not history:
            return None
        marks, prefix = _replay_marks(self, seat)
        point = len(history) - 1
        if prefix is None or marks[point][0] != seat:
            return None  # another seat (or chance) decided since: that is revealed
        if marks[point][1] != marks[-1][1]:
            return None  # the random generator drew something since
        events = self.events or []
        if any(
            (event.kind in REVEALING_KINDS and event.visible_to(seat))
            or (event.seat == seat and event.kind != OWN_CHOICE)
            for event in events[marks[point][2] :]
        ):
            return None
        from rulebound.kernel.rng import Rng, derive_seed

        seen = _view_key(self, seat)
        for attempt in range(2):
            redrawn = prefix.resample_hidden(seat, Rng(derive_seed(self.seed, point * 2 + attempt)))
            for action in history[point:]:
                if action not in redrawn.decision().options:
                    return None
                redrawn.apply_action(action)
            if _view_key(redrawn, seat) != seen:
                return None
        return point

    def undo(self, seat: int) -> State:
        """A new state with ``seat``'s latest undoable decision taken back, made by
        replaying the replay's prefix (so it carries the full history and log).

        Raises :class:`~rulebound.kernel.errors.IllegalActionError` when there is
        nothing ``seat`` may undo."""
        point = self.undo_point(seat)
        if point is None:
            raise IllegalActionError(
                "nothing to undo: no earlier decision of yours since the last thing revealed"
            )
        return self._undo_to(point)

    def _undo_to(self, point: int) -> State:
        """The state after the first ``point`` decisions, by replaying them: :meth:`undo`
        once :meth:`undo_point` allows it (the conformance suite, which asks
        :meth:`undo_point` itself first, calls this to not work it out twice)."""
        return self.to_replay().run(upto=point)

    # --- history --------------------------------------------------------------

    @property
    def log(self) -> list[str]:
        """The complete readable event log, hidden details included (empty for clones)."""
        return [event.text for event in self.events or ()]

    @property
    def chance_history(self) -> list[float]:
        """Every outcome the state's RNG has drawn (shuffles, reveals, rolls), in order;
        empty for clones."""
        return list(self.rng.trace or [])

    def log_for(self, seat: int) -> list[str]:
        """The event log as ``seat`` may read it during play."""
        return [event.text for event in self.events or () if event.visible_to(seat)]

    def to_replay(self) -> Replay:
        """The replay (also the save-file format) of this play so far."""
        from rulebound.kernel.replay import Replay

        if self.history is None:
            raise IllegalActionError("a clone keeps no history, so it has no replay")
        return Replay(
            game=self.game.info.full_id,
            params=dict(self.game.params),
            seed=self.seed,
            actions=list(self.history),
            chance=self.chance_history,
        )


def _view_key(state: State, seat: int) -> str:
    import json

    return json.dumps(state.view(seat), sort_keys=True)


def _replay_marks(state: State, seat: int) -> tuple[list[tuple[int, int, int]], State | None]:
    """For each decision of ``state``'s history and the end: who decided, how many
    random outcomes had been drawn, how many events had been logged (by replaying);
    and a clone of the replayed state at ``seat``'s last decision, if any."""
    fresh = state.game.new_initial_state(seed=state.seed)
    marks: list[tuple[int, int, int]] = []
    last: State | None = None
    for action in state.history or ():
        decider = fresh.decision().seat
        marks.append((decider, len(fresh.rng.trace or ()), len(fresh.events or ())))
        last = fresh.clone() if decider == seat else last
        fresh.apply_action(action)
    marks.append((fresh.decision().seat, len(fresh.rng.trace or ()), len(fresh.events or ())))
    return marks, last


def zero_sum_returns(winner: int, players: int = 2) -> list[float]:
    """+1 for the winning seat and -1 for the others; all 0 without a winner (a draw
    or an unfinished game)."""
    if not 0 <= winner < players:
        return [0.0] * players
    return [1.0 if seat == winner else -1.0 for seat in range(players)]

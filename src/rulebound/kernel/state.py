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
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from rulebound.kernel.decision import CHANCE, TERMINAL, Decision
from rulebound.kernel.errors import IllegalActionError

if TYPE_CHECKING:
    from rulebound.kernel.game import Game
    from rulebound.kernel.replay import Replay
    from rulebound.kernel.rng import Rng


class State(ABC):
    """Base class of every game's state.

    Subclasses set ``game``, ``seed``, ``rng``, ``history`` and ``events`` in
    their constructor and implement the abstract methods. ``events`` holds the
    event log as ``(visibility, text)``: visibility is ``-1`` for a public event
    or the one seat that may see it (a card drawn into a hand, say).
    """

    game: Game
    seed: int
    rng: Rng
    history: list[int] | None
    events: list[tuple[int, str]] | None

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

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know, plus the pending decision as that seat sees it.

        The deciding seat sees the options with their labels; every other seat
        sees only who decides and what kind of choice it is.
        """
        body = self.view_body(seat)
        body.setdefault("game", self.game.info.id)  # front ends pick a renderer by it
        decision = self.decision()
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

    def say(self, text: str, seat: int = -1) -> None:
        """Add an event to the log (``seat``: the only seat that may see it; clones
        keep no log)."""
        if self.events is not None:
            self.events.append((seat, text))

    # --- history --------------------------------------------------------------

    @property
    def log(self) -> list[str]:
        """The complete readable event log, hidden details included (empty for clones)."""
        return [text for _, text in self.events or ()]

    @property
    def chance_history(self) -> list[float]:
        """Every outcome the state's RNG has drawn (shuffles, reveals, rolls), in order;
        empty for clones."""
        return list(self.rng.trace or [])

    def log_for(self, seat: int) -> list[str]:
        """The event log as ``seat`` may read it during play."""
        return [text for vis, text in self.events or () if vis == -1 or vis == seat]

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


def zero_sum_returns(winner: int, players: int = 2) -> list[float]:
    """+1 for the winning seat and -1 for the others; all 0 without a winner (a draw
    or an unfinished game)."""
    if not 0 <= winner < players:
        return [0.0] * players
    return [1.0 if seat == winner else -1.0 for seat in range(players)]

"""A live table: the state, its bots, and the messages each seat receives.

The table is the only writer of its state. A human seat's action is checked
against the pending decision and the position the client saw (``at``, the
history length), applied, and written to the store before anyone is told.
Bot and chance decisions are taken the same way, one at a time.
"""

from __future__ import annotations

from typing import Any

from rulebound.bots import Bot, ask, make_bot
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.errors import IllegalActionError, RuleboundError
from rulebound.kernel.files import shipped_data_only
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.replay import Replay
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State
from rulebound.web import frontend
from rulebound.web.tables import TableRecord, TableStore

# Bot and chance streams are derived from the table seed, apart from the game's own.
_BOT_STREAM = 0x5EA7
_MODEL_STREAM = 0x30DE
_CHANCE_STREAM = 0xC4A7


class ClientError(RuleboundError):
    """A message the table refuses (out of turn, stale, not an option...)."""


class Table:
    """One table being played."""

    def __init__(self, record: TableRecord, store: TableStore) -> None:
        self.record = record
        self.store = store
        with shipped_data_only():  # as the table was set up: shipped data only
            self.game: Game = load_game(record.game, **record.params)
        state = self.game.new_initial_state(seed=record.seed)
        for action in record.actions:  # resume: replay what was decided
            state.apply_action(action)
        self.state: State = state
        self.names = frontend.seat_names(state)
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, self.game, seed=derive_seed(record.seed, _BOT_STREAM + seat))
            for seat, kind in enumerate(record.seats)
            if kind != "human"
        }

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def length(self) -> int:
        """The number of decisions taken (chance included)."""
        return len(self.state.history or ())

    def is_over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def waiting_for_machine(self) -> bool:
        """True when the pending decision is a bot's or chance's."""
        seat = self.state.current_player()
        return seat == CHANCE or seat in self.bots

    # --- deciding -------------------------------------------------------------

    def machine_action(self) -> int:
        """The pending bot or chance decision's answer (reads the state only)."""
        state = self.state
        seat = state.current_player()
        n = self.length
        if seat == CHANCE:
            return sample_chance(state, Rng(derive_seed(self.record.seed, _CHANCE_STREAM + n)))
        models = Rng(derive_seed(self.record.seed, _MODEL_STREAM + n))
        return ask(self.bots[seat], state, seat, list(state.decision().options), models)

    def apply(self, action: int) -> None:
        """Apply an answer to the pending decision and store it."""
        n = self.length
        self.state.apply_action(action)
        self.store.append(self.id, n, action)

    def human_action(self, seat: int, action: Any, at: Any) -> None:
        """A seat's answer, from a client message (raises :class:`ClientError`)."""
        if seat < 0:
            raise ClientError("a spectator cannot act")
        if not isinstance(action, int) or isinstance(action, bool):
            raise ClientError("'action' must be an integer option id")
        if not isinstance(at, int) or isinstance(at, bool):
            raise ClientError("'at' must be the decision number the option was offered at")
        if self.is_over():
            raise ClientError("the game is over")
        if self.state.current_player() != seat:
            raise ClientError("it is not your decision")
        if at != self.length:
            raise ClientError("that decision has already been taken; the table moved on")
        if action not in self.state.decision().options:
            raise ClientError(f"{action} is not one of the options")
        self.apply(action)

    def undo(self, seat: int) -> None:
        if seat < 0:
            raise ClientError("a spectator cannot undo")
        try:
            undone = frontend.undo(self.state, seat)
        except IllegalActionError as err:
            raise ClientError(str(err)) from None
        self.state = undone
        self.store.truncate(self.id, self.length)

    def replay(self) -> Replay:
        return self.state.to_replay()

    # --- what a seat receives -------------------------------------------------

    def message(self, seat: int, since: int) -> dict[str, Any]:
        """Everything ``seat`` (``-1``: spectator) is sent: its view and its new events."""
        state = self.state
        view = frontend.view(state, seat)
        return {
            "type": "state",
            "table": self.id,
            "game": self.record.game,
            "seat": seat,
            "at": self.length,
            "names": self.names,
            "seats": list(self.record.seats),
            "view": view,
            "events": frontend.events(state, seat, since),
            "can_undo": frontend.undo_point(state, seat) is not None,
            "over": self.is_over(),
            "result": frontend.result_text(state, self.names, view),
        }


def open_table(store: TableStore, table_id: str) -> Table | None:
    record = store.load(table_id)
    return None if record is None else Table(record, store)

"""What the PettingZoo, Gymnasium and OpenSpiel adapters share: a game's dense action
table, its observation encoding as NumPy arrays, and one play driven through them.

Nothing here knows a particular game: the game's
:meth:`~rulebound.kernel.Game.observation_encoding` provides the encoding and the list
of raw action integers its decisions may offer.
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Sequence
from typing import Any

import numpy as np

from rulebound.kernel.decision import CHANCE
from rulebound.kernel.errors import IllegalActionError, RuleboundError
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.observation import ObservationEncoding
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State

CHANCE_STREAM = 1 << 21
"""The :func:`derive_seed` index of an environment's stream for chance decisions."""

OBSERVATION_BOUND = 1000.0
"""The observation Box's bounds (the encodings' numbers stay far inside)."""

# NumPy calls taking their dtype as a keyword, or as a type to look up, cost three
# times as much as with a dtype object passed by position (measured: 1.0 against
# 0.3 microseconds per np.frombuffer), and the environments call them at every step
FLOAT32 = np.dtype(np.float32)
INT8 = np.dtype(np.int8)


class EnvError(RuleboundError):
    """An adapter misused: an action out of range, a game without an encoding."""


class ActionTable:
    """A dense re-indexing of a game configuration's sparse raw action integers.

    ``dense`` actions are ``0 .. len(table) - 1``, in the order of the raw integers,
    so a sorted list of legal raw actions maps to a sorted list of dense ones.

        >>> table = ActionTable((0, 5, 40))
        >>> table.to_dense([5, 40]), table.raw[1], len(table)
        ([1, 2], 5, 3)
    """

    def __init__(self, action_ids: Sequence[int], game_name: str = "game") -> None:
        self.raw: tuple[int, ...] = tuple(action_ids)
        self.index: dict[int, int] = {a: i for i, a in enumerate(self.raw)}
        self.game_name = game_name

    def __len__(self) -> int:
        return len(self.raw)

    def to_dense(self, raw_actions: Sequence[int]) -> list[int]:
        index = self.index
        try:
            return [index[a] for a in raw_actions]
        except KeyError as err:
            raise EnvError(
                f"{self.game_name}: action {err.args[0]} is missing from the observation "
                "encoding's action list (a bug in the game's observation module)"
            ) from None


def load(game: str | Game, params: dict[str, Any]) -> Game:
    """A game from an id and parameters, or a loaded game as is."""
    return load_game(game, **params) if isinstance(game, str) else game


def encoding_of(game: Game) -> ObservationEncoding:
    try:
        return game.observation_encoding()
    except NotImplementedError as err:
        raise EnvError(str(err)) from None


def fresh_seed() -> int:
    """A seed for a play started without one."""
    return int.from_bytes(os.urandom(4), "little")


class Play:
    """One play of a game as the adapters see it: dense actions, encoded observations,
    chance decisions (if the game has any) sampled from a stream of the seed."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.encoding = encoding_of(game)
        self.table = ActionTable(self.encoding.action_ids, game.info.full_id)
        self.num_actions = len(self.table)
        self.state: State = game.new_initial_state(seed=0)
        self.chance_rng = Rng(0)
        self.steps = 0

    def reset(self, seed: int) -> None:
        self.state = self.game.new_initial_state(seed=seed)
        self.chance_rng = Rng(derive_seed(seed, CHANCE_STREAM))
        self.steps = 0
        self.settle()

    def settle(self) -> None:
        """Sample every pending chance decision."""
        state = self.state
        while state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, self.chance_rng))

    def current_seat(self) -> int:
        return self.state.current_player()

    def legal_dense(self) -> list[int]:
        return self.table.to_dense(self.state.decision().options)

    def mask(self, seat: int) -> np.ndarray:
        """The legal dense actions of ``seat`` as 0/1 (all 0 when ``seat`` is not deciding)."""
        # Set one by one in a bytearray, which NumPy then reads without a copy: option
        # lists are short (about five in Mission Arena), a bytearray's items are cheaper
        # to set than an array's, and remembering each list's mask measured slower
        # (thousands of arrays in memory)
        mask = bytearray(self.num_actions)
        decision = self.state.decision()
        if decision.seat == seat:
            index = self.table.index
            try:
                for action in decision.options:
                    mask[index[action]] = 1
            except KeyError:
                self.table.to_dense(decision.options)  # raises the clear error
        return np.frombuffer(mask, INT8)

    def observation(self, seat: int) -> np.ndarray:
        vec = self.encoding.encode(self.state, seat)
        if isinstance(vec, array):  # a direct encoder's fresh vector: no copy needed
            return np.frombuffer(vec, FLOAT32)
        return np.asarray(vec, FLOAT32)

    def is_legal(self, action: Any) -> bool:
        try:
            index = int(action)
        except (TypeError, ValueError):
            return False
        if not 0 <= index < self.num_actions:
            return False
        return self.table.raw[index] in self.state.decision().options

    def try_apply(self, action: Any) -> bool:
        """Apply a dense action if it is legal; ``False`` (and nothing done) if not."""
        return self.apply_dense(action) is not None

    def apply_dense(self, action: Any) -> int | None:
        """Apply a dense action if it is legal and return the seat deciding next (or
        :data:`~rulebound.kernel.decision.TERMINAL`); ``None`` (and nothing done) if
        it is not legal."""
        # is_legal inlined: this runs at every step of an environment
        try:
            index = int(action)
        except (TypeError, ValueError):
            return None
        if not 0 <= index < self.num_actions:
            return None
        state = self.state
        try:
            state.apply_action(self.table.raw[index])  # it checks the action is legal
        except IllegalActionError:
            return None  # and then the state is unchanged
        self.steps += 1
        seat = state.decision().seat
        if seat == CHANCE:
            self.settle()
            seat = state.decision().seat
        return seat

    def returns(self) -> list[float]:
        return [float(r) for r in self.state.returns()]

"""Every rulebound game as an OpenSpiel (pyspiel) Python game.

:func:`register_all` registers each game under ``rulebound_<id>`` (hyphens become
underscores) with its parameters, so OpenSpiel's algorithms load it by name::

    import pyspiel
    from rulebound.envs import register_openspiel_games
    register_openspiel_games()
    game = pyspiel.load_game("rulebound_star_wars_destiny")

The game type is sequential with imperfect information and terminal rewards; its
utility is zero-sum, identical (cooperative) or general-sum as the game declares.
Chance is sampled inside the state from its seed (``SAMPLED_STOCHASTIC``): a state's
``clone()`` keeps that random stream, and ``resample_from_infostate(player, sampler)``
redraws everything hidden from ``player`` (:meth:`~rulebound.kernel.State.resample_hidden`),
which OpenSpiel's ISMCTS needs. Actions are the dense action table of
:mod:`rulebound.envs.core`; the observer's tensor is the game's observation encoding
and its string, as the information-state string, the seat's view as JSON.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from rulebound.envs.core import ActionTable, encoding_of
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.game import Game, list_games, load_game, resolve_game_class
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State

UTILITY = {
    "zero-sum": pyspiel.GameType.Utility.ZERO_SUM,
    "identical": pyspiel.GameType.Utility.IDENTICAL,
}

SEED_PARAMETER = "seed"
"""The pyspiel parameter giving the seed of the first state (each further
``new_initial_state()`` of the same game object takes the next derived seed)."""


def short_name(game_id: str) -> str:
    return "rulebound_" + game_id.split("/")[0].replace("-", "_")


def _game_type(game_id: str, players: int) -> pyspiel.GameType:
    info = resolve_game_class(game_id).info
    spec = dict(info.parameters)
    spec[SEED_PARAMETER] = 0
    return pyspiel.GameType(
        short_name=short_name(game_id),
        long_name=f"rulebound {info.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=UTILITY.get(info.utility, pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(players, info.num_players, 4),
        min_num_players=1,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=spec,
    )


class RuleboundSpielGame(pyspiel.Game):
    """A rulebound game configuration as a pyspiel game. :func:`register_all` makes one
    subclass per game, with :attr:`game_id` set (pyspiel is given the class: a plain
    function as the factory crashes the interpreter at exit)."""

    game_id: str = ""

    def __init__(self, params: dict[str, Any] | None = None, game_id: str = "") -> None:
        game_id = game_id or self.game_id
        params = dict(params or {})
        self.first_seed = int(params.pop(SEED_PARAMETER, 0))
        self.rb_game: Game = load_game(game_id, **params)
        encoding = encoding_of(self.rb_game)
        self.encoding = encoding
        self.table = ActionTable(encoding.action_ids, self.rb_game.info.full_id)
        info = self.rb_game.info
        players = self.rb_game.num_players
        game_info = pyspiel.GameInfo(
            num_distinct_actions=len(self.table),
            max_chance_outcomes=0,
            num_players=players,
            min_utility=float(info.min_utility),
            max_utility=float(info.max_utility),
            utility_sum=0.0 if info.utility == "zero-sum" else None,
            max_game_length=info.max_game_length,
        )
        spec_params = {**self.rb_game.params, SEED_PARAMETER: self.first_seed}
        super().__init__(_game_type(game_id, players), game_info, spec_params)
        self.plays = 0

    def new_initial_state(self) -> RuleboundSpielState:
        seed = derive_seed(self.first_seed, self.plays) if self.plays else self.first_seed
        self.plays += 1
        return RuleboundSpielState(self, self.rb_game.new_initial_state(seed=seed))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> RuleboundObserver:
        return RuleboundObserver(self)


class RuleboundSpielState(pyspiel.State):
    """A rulebound state behind pyspiel's interface (dense actions)."""

    def __init__(self, game: RuleboundSpielGame, state: State) -> None:
        super().__init__(game)
        self.rb_game = game
        self.state = state
        self._settle()

    def _settle(self) -> None:
        state = self.state
        while state.current_player() == CHANCE:
            state.apply_action(sample_chance(state))

    def current_player(self) -> int:
        seat = self.state.current_player()
        if seat == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        decision = self.state.decision()
        if decision.seat != player:
            return []
        return self.rb_game.table.to_dense(decision.options)

    def _apply_action(self, action: int) -> None:
        self.state.apply_action(self.rb_game.table.raw[action])
        self._settle()

    def _action_to_string(self, player: int, action: int) -> str:
        raw = self.rb_game.table.raw[action]
        if raw in self.state.decision().options:
            return self.state.action_to_string(raw)
        return f"action {raw}"

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def returns(self) -> list[float]:
        return [float(r) for r in self.state.returns()]

    def information_state_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        return json.dumps(self.state.view(seat), sort_keys=True, separators=(",", ":"))

    def observation_string(self, player: int | None = None) -> str:
        return self.information_state_string(player)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        seed = int(probability_sampler() * (1 << 31))
        copy = self.state.resample_hidden(player_id, Rng(seed))
        return RuleboundSpielState(self.rb_game, copy)

    def clone(self) -> RuleboundSpielState:
        return RuleboundSpielState(self.rb_game, self.state.clone())

    def __deepcopy__(self, memo: Any) -> RuleboundSpielState:
        return self.clone()

    def __str__(self) -> str:
        seat = self.state.current_player()
        if seat < 0:
            return f"{self.rb_game.rb_game.info.full_id}: over, returns {self.returns()}"
        pending = self.state.view(seat)["decision"]
        return f"{self.rb_game.rb_game.seat_name(seat)}: {pending.get('prompt')}"


class RuleboundObserver:
    """OpenSpiel's PyObserver for a rulebound game: the observation encoding."""

    def __init__(self, game: RuleboundSpielGame) -> None:
        self.encoding = game.encoding
        self.tensor = np.zeros(self.encoding.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RuleboundSpielState, player: int) -> None:
        self.tensor[:] = self.encoding.encode(state.state, player)

    def string_from(self, state: RuleboundSpielState, player: int) -> str:
        return state.information_state_string(player)


_REGISTERED: dict[str, str] = {}


def register_all() -> list[str]:
    """Register every listed rulebound game that has an observation encoding with
    pyspiel (once per process); returns the short names."""
    for info in list_games():
        name = short_name(info.full_id)
        if name in _REGISTERED:
            continue
        try:
            encoding_of(load_game(info.full_id))
        except Exception:  # a game without an encoding (a test-only game) is left out
            continue
        cls = type(f"Spiel_{name}", (RuleboundSpielGame,), {"game_id": info.full_id})
        pyspiel.register_game(_game_type(info.full_id, info.num_players), cls)
        _REGISTERED[name] = info.full_id
    return sorted(_REGISTERED)

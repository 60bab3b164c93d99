"""The game-agnostic kernel: games, states, decisions, chance, replays, views.

Front ends, bots and adapters use only what this package exports.
"""

from rulebound.kernel.decision import CHANCE, TERMINAL, Decision
from rulebound.kernel.dice import Die, DieFace
from rulebound.kernel.errors import (
    DataError,
    DeckError,
    DeckProblem,
    IllegalActionError,
    ParameterError,
    ReplayError,
    RuleboundError,
    UnknownGameError,
    UnknownObjectError,
)
from rulebound.kernel.events import OWN_CHOICE, PUBLIC, REVEALING_KINDS, SPECTATOR, LogEvent
from rulebound.kernel.game import Game, GameInfo, list_games, load_game, register
from rulebound.kernel.observation import Layout, ObservationEncoding, Slice
from rulebound.kernel.play import random_action, random_playout, sample_chance
from rulebound.kernel.replay import Replay, write_atomic
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State
from rulebound.kernel.timing import TriggerQueue, initiative_order

__all__ = [
    "CHANCE",
    "OWN_CHOICE",
    "PUBLIC",
    "REVEALING_KINDS",
    "SPECTATOR",
    "TERMINAL",
    "DataError",
    "Decision",
    "DeckError",
    "DeckProblem",
    "Die",
    "DieFace",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "Layout",
    "LogEvent",
    "ObservationEncoding",
    "ParameterError",
    "Replay",
    "ReplayError",
    "Rng",
    "RuleboundError",
    "Slice",
    "State",
    "TriggerQueue",
    "UnknownGameError",
    "UnknownObjectError",
    "derive_seed",
    "initiative_order",
    "list_games",
    "load_game",
    "random_action",
    "random_playout",
    "register",
    "sample_chance",
    "write_atomic",
]

"""Bots: players that answer decisions from a seat's view.

>>> from rulebound import load_game
>>> from rulebound.bots import make_bot
>>> game = load_game("marvel-mission-arena")
>>> state = game.new_initial_state(seed=1)
>>> bot = make_bot("random", game, seed=5)
>>> seat = state.current_player()
>>> bot.choose(state.view(seat), state.legal_actions()) in state.legal_actions()
True
"""

from __future__ import annotations

from rulebound.bots.base import MODEL_STREAM, Bot, BotError, View, ask
from rulebound.bots.greedy import GreedyBot
from rulebound.bots.ismcts import IsmctsBot, ismcts_from_spec
from rulebound.bots.planner import PlannerBot
from rulebound.bots.random_bot import RandomBot
from rulebound.kernel.game import Game

BOT_NAMES = ("random", "greedy", "planner", "ismcts")
"""The names :func:`make_bot` accepts."""


def make_bot(name: str, game: Game, seed: int = 0, budget: int | None = None) -> Bot:
    """A fresh bot by name for ``game``, seeded with ``seed``.

    ``"random"`` plays uniformly at random; ``"greedy"`` plays the game's
    :meth:`~rulebound.kernel.Game.greedy_policy` (a :class:`BotError` if the game
    has none); ``"planner"`` plays the game's look-ahead policy on determinized
    copies of the state (rollouts; see :mod:`rulebound.bots.planner`); ``"ismcts"``
    searches with information-set MCTS (:mod:`rulebound.bots.ismcts`), with its
    budget in the name if wanted: ``"ismcts:sims=200"``, ``"ismcts:seconds=0.5"``.
    ``budget`` is in iterations per decision, for bots that search.
    """
    key, _, spec = name.strip().lower().partition(":")
    if spec and key != "ismcts":
        raise BotError(f"bot {key!r} takes no parameters (got {name!r})")
    if key == "ismcts":
        return ismcts_from_spec(game, spec, seed, budget)
    if key == "random":
        return RandomBot(seed, budget)
    if key == "greedy":
        return GreedyBot.for_game(game, seed, budget)
    if key == "planner":
        return PlannerBot.for_game(game, seed, budget)
    raise BotError(f"unknown bot {name!r} (known bots: {', '.join(BOT_NAMES)})")


__all__ = [
    "BOT_NAMES",
    "MODEL_STREAM",
    "Bot",
    "BotError",
    "GreedyBot",
    "IsmctsBot",
    "PlannerBot",
    "RandomBot",
    "View",
    "ask",
    "make_bot",
]

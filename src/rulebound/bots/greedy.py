"""The greedy bot: the game's own one-step heuristic, reading only the view.

A game offers its heuristic through :meth:`rulebound.kernel.Game.greedy_policy`,
a function ``policy(view, legal_actions) -> action``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rulebound.bots.base import Bot, BotError, View
from rulebound.kernel.game import Game

Policy = Callable[[Mapping[str, Any], list[int]], int]


def game_policy(game: Game) -> Policy:
    """The game's greedy policy, or :class:`BotError` if it has none."""
    try:
        policy = game.greedy_policy()
    except ImportError as err:
        raise BotError(f"{game.info.full_id}: the greedy policy cannot be loaded ({err})") from None
    if policy is None:
        raise BotError(f"{game.info.full_id} has no greedy policy; use the random bot or another")
    return policy


class GreedyBot(Bot):
    """Plays ``policy(view, legal_actions)``; refuses an answer outside the legal actions."""

    name = "greedy"

    def __init__(self, policy: Policy, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(seed, budget)
        self.policy = policy

    @classmethod
    def for_game(cls, game: Game, seed: int = 0, budget: int | None = None) -> GreedyBot:
        return cls(game_policy(game), seed, budget)

    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        legal = list(legal_actions)
        action = self.policy(view, legal)
        if action not in legal:
            kind = view.get("decision", {}).get("kind", "?")
            raise BotError(
                f"greedy policy returned {action!r}, not a legal action of decision {kind!r}"
            )
        return action

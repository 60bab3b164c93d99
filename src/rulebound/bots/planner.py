"""The planner bot: a game's look-ahead policy, which plays moves ahead on a model.

A game with a planner offers a function ``policy(model, seat, legal_actions, rng)``
where ``model`` is a determinized copy of the state (see
:meth:`rulebound.bots.base.Bot.choose_with_model`). The policies live with their
games (their ``planner.py``); :meth:`~rulebound.kernel.game.Game.planner_policy` hands
one over, so the bots know no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulebound.bots.base import Bot, BotError, View
from rulebound.bots.greedy import Policy, game_policy
from rulebound.kernel.game import Game
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

ModelPolicy = Callable[[State, int, list[int], Rng, int | None], int]
"""``policy(model, seat, legal_actions, rng, budget) -> action``."""


def planner_policy(game: Game) -> ModelPolicy:
    """The game's look-ahead policy, or :class:`BotError` if it has none."""
    policy: ModelPolicy | None = game.planner_policy()
    if policy is None:
        raise BotError(f"{game.info.full_id} has no planner; use the greedy or random bot")
    return policy


class PlannerBot(Bot):
    """Answers with the game's look-ahead policy when given a model, else with the
    game's greedy policy (a driver that passes no model gets a greedy bot)."""

    name = "planner"
    uses_model = True

    def __init__(
        self, policy: ModelPolicy, fallback: Policy, seed: int = 0, budget: int | None = None
    ) -> None:
        super().__init__(seed, budget)
        self.policy = policy
        self.fallback = fallback
        self.rng = Rng(seed)

    @classmethod
    def for_game(cls, game: Game, seed: int = 0, budget: int | None = None) -> PlannerBot:
        return cls(planner_policy(game), game_policy(game), seed, budget)

    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        return self._checked(self.fallback(view, list(legal_actions)), legal_actions, view)

    def choose_with_model(self, view: View, legal_actions: Sequence[int], model: State) -> int:
        seat = int(view["seat"]) if "seat" in view else model.current_player()
        action = self.policy(model, seat, list(legal_actions), self.rng, self.budget)
        return self._checked(action, legal_actions, view)

    def _checked(self, action: int, legal_actions: Sequence[int], view: View) -> int:
        if action not in legal_actions:
            kind = view.get("decision", {}).get("kind", "?")
            raise BotError(f"planner returned {action!r}, not a legal action of {kind!r}")
        return action

"""The uniformly random bot: the baseline every other bot must beat."""

from __future__ import annotations

from collections.abc import Sequence

from rulebound.bots.base import Bot, View
from rulebound.kernel.rng import Rng


class RandomBot(Bot):
    """Picks a legal action uniformly at random from its own seeded :class:`Rng`."""

    name = "random"
    uses_view = False

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(seed, budget)
        self.rng = Rng(seed)

    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        if not legal_actions:
            raise ValueError("RandomBot.choose called with no legal actions")
        return legal_actions[self.rng.randbelow(len(legal_actions))]

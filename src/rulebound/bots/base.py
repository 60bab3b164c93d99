"""The bot interface: a bot answers decisions from what its seat may see.

A bot never receives the state. At each of its decisions it is given
``state.view(seat)`` (which includes the pending decision's prompt and labelled
options) and ``state.legal_actions()``, and returns one of those actions::

    action = bot.choose(state.view(seat), state.legal_actions())

Bots whose strength scales with computation take a ``budget`` in iterations
(``None`` means the bot's default, or that no budget applies).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from rulebound.kernel.errors import RuleboundError

View = Mapping[str, Any]


class BotError(RuleboundError):
    """An unknown bot name, or a bot the game cannot provide."""


class Bot(ABC):
    """Base class of every bot.

    Attributes:
        name: the bot's registry name (``"random"``, ``"greedy"``...).
        budget: iterations per decision for bots that search, else ``None``.
        uses_view: ``False`` for bots that ignore the view; a driver may then
            pass an empty mapping instead of building the view (a speed-up only).
    """

    name: str = "bot"
    uses_view: bool = True

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        self.seed = seed
        self.budget = budget

    @abstractmethod
    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        """One of ``legal_actions`` for the decision described by ``view``."""

    def __repr__(self) -> str:
        budget = "" if self.budget is None else f", budget={self.budget}"
        return f"{type(self).__name__}(seed={self.seed}{budget})"

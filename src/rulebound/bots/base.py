"""The bot interface: a bot answers decisions from what its seat may see.

A bot never receives the state. At each of its decisions it is given
``state.view(seat)`` (which includes the pending decision's prompt and labelled
options) and ``state.legal_actions()``, and returns one of those actions::

    action = bot.choose(state.view(seat), state.legal_actions())

Bots whose strength scales with computation take a ``budget`` in iterations
(``None`` means the bot's default, or that no budget applies).

A bot that searches (``uses_model = True``) may also be given a *model*: a copy
of the state whose hidden parts were redrawn for its seat,
``state.resample_hidden(seat, rng)``, so it can try moves ahead without reading
what it may not know (deck orders). :func:`ask` is the one way a driver should
question a bot; without a model such a bot falls back to :meth:`Bot.choose`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from rulebound.kernel.errors import RuleboundError
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

View = Mapping[str, Any]

MODEL_STREAM = 1 << 20
"""The :func:`~rulebound.kernel.rng.derive_seed` index of a game's random stream for
drawing searching bots' models (kept apart from the chance stream, so a game with a
searching bot samples chance exactly as one without)."""


class BotError(RuleboundError):
    """An unknown bot name, or a bot the game cannot provide."""


class Bot(ABC):
    """Base class of every bot.

    Attributes:
        name: the bot's registry name (``"random"``, ``"greedy"``...).
        budget: iterations per decision for bots that search, else ``None``.
        uses_view: ``False`` for bots that ignore the view; a driver may then
            pass an empty mapping instead of building the view (a speed-up only).
        uses_model: ``True`` for bots that search: the driver then calls
            :meth:`choose_with_model` with a determinized copy of the state.
    """

    name: str = "bot"
    uses_view: bool = True
    uses_model: bool = False

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        self.seed = seed
        self.budget = budget

    @abstractmethod
    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        """One of ``legal_actions`` for the decision described by ``view``."""

    def choose_with_model(self, view: View, legal_actions: Sequence[int], model: State) -> int:
        """Like :meth:`choose`, with ``model``: ``state.resample_hidden(seat, rng)``,
        a state that agrees with ``view`` and has every hidden part redrawn. Only
        called when :attr:`uses_model` is set; by default it ignores the model."""
        return self.choose(view, legal_actions)

    def __repr__(self) -> str:
        budget = "" if self.budget is None else f", budget={self.budget}"
        return f"{type(self).__name__}(seed={self.seed}{budget})"


def ask(bot: Bot, state: State, seat: int, legal_actions: Sequence[int], rng: Rng) -> int:
    """``bot``'s answer to the pending decision of ``seat`` in ``state``: from the
    view (an empty one if the bot does not read it), and for a bot that
    :attr:`~Bot.uses_model`, a model drawn with ``rng`` as well."""
    view: View = state.view(seat) if bot.uses_view else {}
    if bot.uses_model:
        return bot.choose_with_model(view, legal_actions, state.resample_hidden(seat, rng))
    return bot.choose(view, legal_actions)

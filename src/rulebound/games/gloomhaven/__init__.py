"""Gloomhaven: the hex map, the monster AI, and the scenario engine.

Shape (docs/adding-a-game.md): no ``scripts``: ability cards are data (``data/classes``)
read by ``abilities.py``; no ``position.py``: a position is a scenario file
(docs/gloomhaven-scenario-format.md) or a monster-turn puzzle; the data loaders are
``classes``, ``monsters``, ``items`` and ``scenario``; ``commands.py`` and
``campaign_commands.py`` are its ``rulebound gloomhaven`` commands.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.game import GloomhavenGame

__all__ = ["GloomhavenGame"]


def __getattr__(name: str) -> Any:
    # The game is imported when asked for, not with the package: the ``rulebound``
    # command imports this package's command-line module at every start, and the
    # engine's import was a third of the time before anything was printed.
    if name == "GloomhavenGame":
        from rulebound.games.gloomhaven.game import GloomhavenGame

        return GloomhavenGame
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""Star Wars: Destiny (Awakenings): the rules engine, card data and scripts.

Shape (docs/adding-a-game.md): its heuristic module is ``greedy.py`` (named before the
shape was written down); ``commands.py`` adds the deck-against-deck line and the
gauntlet (``gauntlet.py``) to ``rulebound sim``.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebound.games.destiny.game import DestinyGame

__all__ = ["DestinyGame"]


def __getattr__(name: str) -> Any:
    # The game is imported when asked for, not with the package: the ``rulebound``
    # command imports this package's command-line module at every start, and the
    # engine's import was a third of the time before anything was printed.
    if name == "DestinyGame":
        from rulebound.games.destiny.game import DestinyGame

        return DestinyGame
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

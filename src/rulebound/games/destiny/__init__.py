"""Star Wars: Destiny (Awakenings): the rules engine, card data and scripts.

Shape (docs/adding-a-game.md): its heuristic module is ``greedy.py`` (named before the
shape was written down); ``commands.py`` adds the deck-against-deck line and the
gauntlet (``gauntlet.py``) to ``rulebound sim``.
"""

from rulebound.games.destiny.game import DestinyGame

__all__ = ["DestinyGame"]

"""Star Wars: Destiny (Awakenings): the rules engine, card data and scripts."""

from rulebound.games.destiny.game import DestinyGame

__all__ = ["DestinyGame"]

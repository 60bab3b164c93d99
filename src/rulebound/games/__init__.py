"""The games shipped with rulebound. Importing this package registers them."""

from rulebound.games.destiny import DestinyGame
from rulebound.games.gloomhaven import GloomhavenGame
from rulebound.games.marvel_champions.game import MarvelChampionsGame
from rulebound.games.mission_arena import MissionArenaGame

__all__ = ["DestinyGame", "GloomhavenGame", "MarvelChampionsGame", "MissionArenaGame"]

"""The games shipped with rulebound. Importing this package registers them."""

from rulebound.games.mission_arena import MissionArenaGame

__all__ = ["MissionArenaGame"]

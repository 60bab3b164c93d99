"""Marvel Mission Arena: the two-player Marvel protagonist card game (seed 003).

>>> from rulebound import load_game
>>> game = load_game("marvel-mission-arena", weak_points="B")
>>> state = game.new_initial_state(seed=1)
>>> state.decision().kind
'deploy-active'
"""

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.state import MissionArenaState

__all__ = ["MissionArenaGame", "MissionArenaState"]

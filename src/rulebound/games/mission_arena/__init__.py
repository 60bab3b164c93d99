"""Marvel Mission Arena: the two-player Marvel protagonist card game (seed 003).

Shape (docs/adding-a-game.md): the rules run on this package's own dispatch tables
(``flow.py``), not on the kernel's step machine: its turn is a fixed sequence of phases
with few nested choices, and the move to the step machine waits on a measurement that
it keeps 90% of today's decisions/s. Card abilities live in ``abilities.py`` (few
enough for one module); no ``planner.py``: the greedy policy is its strongest bot.

>>> from rulebound import load_game
>>> game = load_game("marvel-mission-arena", weak_points="B")
>>> state = game.new_initial_state(seed=1)
>>> state.decision().kind
'deploy-active'
"""

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.state import MissionArenaState

__all__ = ["MissionArenaGame", "MissionArenaState"]

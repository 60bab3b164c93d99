"""Marvel Mission Arena: the two-player Marvel protagonist card game (seed 003).

Shape (docs/adding-a-game.md): the rules run on the kernel's step machine, with the
step registry in ``machine.py`` and the phase modules registering their steps in it.
Card abilities live in ``abilities.py`` (few enough for one module); no
``planner.py``: no look-ahead policy was written for it.

>>> from rulebound import load_game
>>> game = load_game("marvel-mission-arena", weak_points="B")
>>> state = game.new_initial_state(seed=1)
>>> state.decision().kind
'deploy-active'
"""

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.state import MissionArenaState

__all__ = ["MissionArenaGame", "MissionArenaState"]

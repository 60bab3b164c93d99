"""Marvel Mission Arena: the two-player Marvel protagonist card game (seed 003).

Shape (docs/adding-a-game.md): the rules run on this package's own dispatch tables
(``flow.py``), not on the kernel's step machine: a step here stays on the stack while it
asks (it pops itself when done) and an answer is found by the decision's kind, where the
kernel pops a step first and answers by step name. Moving over means rewriting every
step and answer, then proving the same games for the same seeds over 10,000 games and at
least 90% of today's decisions/s; not done yet. Card abilities live in
``abilities.py`` (few enough for one module); no ``planner.py``: no look-ahead policy
was written for it.

>>> from rulebound import load_game
>>> game = load_game("marvel-mission-arena", weak_points="B")
>>> state = game.new_initial_state(seed=1)
>>> state.decision().kind
'deploy-active'
"""

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.state import MissionArenaState

__all__ = ["MissionArenaGame", "MissionArenaState"]
